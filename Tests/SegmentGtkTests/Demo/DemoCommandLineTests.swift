import Foundation
import XCTest

/// The gallery's command line as a user types it: screenshots at both scales, and bad input answered in one line.
///
/// These run the built `segment-demo` in a child process (under the same X display as the test), so
/// they see exactly what a user sees: exit codes, standard error and the PNG files.
final class DemoCommandLineTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the demo with `arguments`; skips when there is no display, fails when the demo was not built.
    private func demo(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let binary = Self.root.appendingPathComponent(".build/debug/segment-demo")
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw TestFailure("segment-demo is not built at \(binary.path)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = "cairo"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Width and height from a PNG's IHDR chunk.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        XCTAssertEqual(Array(bytes[1...3]), Array("PNG".utf8))
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    func testScaleTwoRendersAtExactlyDoubleSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segmentkit-shots-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one.png")
        let two = folder.appendingPathComponent("two.png")
        // Small enough to fit the test's 1280 × 900 screen at scale 2: GTK shrinks a window to its monitor.
        XCTAssertEqual(try demo(["--page", "capsule", "--size", "600x420", "--screenshot", one.path]).status, 0)
        let scaled = ["--page", "capsule", "--size", "600x420", "--scale", "2", "--screenshot", two.path]
        XCTAssertEqual(try demo(scaled).status, 0)
        let (w1, h1) = try pngSize(one)
        let (w2, h2) = try pngSize(two)
        XCTAssertGreaterThan(w1, 100)
        XCTAssertEqual(w2, w1 * 2)
        XCTAssertEqual(h2, h1 * 2)
    }

    func testBadInputEndsWithOneClearLineAndExitCodeTwo() throws {
        let cases: [([String], String)] = [
            (["--page", "nowhere", "--screenshot", "/tmp/x.png"], "unknown page 'nowhere'"),
            (["--size", "10x10", "--screenshot", "/tmp/x.png"], "--size takes WIDTHxHEIGHT, each 200 to 4000"),
            (["--page", "underline", "--select", "99", "--screenshot", "/tmp/x.png"], "--select 99 is out of range"),
            (["--page", "underline", "--select", "-1", "--screenshot", "/tmp/x.png"], "--select -1 is out of range"),
            (["--page", "underline", "--screenshot", "/nonexistent/dir/x.png"], "does not exist"),
            (["--page", "underline", "--screenshot", "/proc/x.png"], "cannot be created"),
            (["--theme", "neon"], "unknown theme 'neon'"),
        ]
        for (arguments, expected) in cases {
            let result = try demo(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(first.hasPrefix("segment-demo: "), "\(arguments): \(first)")
            XCTAssertTrue(first.contains(expected), "\(arguments): \(first)")
            XCTAssertFalse(result.stderr.contains("CRITICAL"), "\(arguments)")
        }
    }
}
