import CGtk
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
    private func demo(_ arguments: [String], scale: String? = nil) throws -> (status: Int32, stderr: String) {
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
        environment["GDK_SCALE"] = scale
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
        // Given, `--scale` wins over GDK_SCALE (`--scale 1` under GDK_SCALE=2 rendered at scale 2).
        let unscaled = folder.appendingPathComponent("unscaled.png")
        let asked = ["--page", "capsule", "--size", "600x420", "--scale", "1", "--screenshot", unscaled.path]
        XCTAssertEqual(try demo(asked, scale: "2").status, 0)
        let (w3, h3) = try pngSize(unscaled)
        XCTAssertTrue((w3, h3) == (w1, h1), "--scale 1 under GDK_SCALE=2: \(w3) × \(h3), not \(w1) × \(h1)")
    }

    /// The pixels of a PNG, as `gdk_texture_download` gives them (B, G, R, A per pixel).
    private func pixels(of url: URL) throws -> [UInt8] {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(url.path, &error) else {
            if let error { g_error_free(error) }
            throw TestFailure("cannot read \(url.path)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(texture, &bytes, gsize(width * 4))
        return bytes
    }

    /// How many pixels of `bytes` are pure red, the colour the test stylesheet gives the indicator.
    private func redPixels(_ bytes: [UInt8]) -> Int {
        stride(from: 0, to: bytes.count, by: 4).filter {
            bytes[$0 + 2] > 220 && bytes[$0 + 1] < 40 && bytes[$0] < 40
        }.count
    }

    func testAUserStylesheetRestylesTheBarAndItsErrorsAreWarnings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segmentkit-css-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let css = folder.appendingPathComponent("user.css")
        let shot = folder.appendingPathComponent("shot.png")
        let rules = [
            "segmentbar > indicator { background: #ff0000; min-height: 6px; }",
            "segmentbar > segment { colour: blue; }",
        ]
        try Data(rules.joined(separator: "\n").utf8).write(to: css)
        let run = try demo(["--page", "underline", "--css", css.path, "--screenshot", shot.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("SegmentKit-WARNING") }
        XCTAssertEqual(warnings.count, 1, "one warning for the one bad rule: \(run.stderr)")
        XCTAssertTrue(warnings.first?.contains("user.css:2:") ?? false, "it names the file and line: \(warnings)")
        let red = redPixels(try pixels(of: shot))
        XCTAssertGreaterThan(red, 100, "the red 6 px indicator from the user stylesheet is drawn")
        XCTAssertEqual(try demo(["--page", "underline", "--screenshot", shot.path]).status, 0)
        XCTAssertLessThan(redPixels(try pixels(of: shot)), red / 4, "without the stylesheet the indicator is not red")
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
            (
                ["--page", "pages", "--position", "nan", "--screenshot", "/tmp/x.png"],
                "--position takes a finite number"
            ),
            (
                ["--page", "pages", "--position", "-inf", "--screenshot", "/tmp/x.png"],
                "--position takes a finite number"
            ),
            (["--page", "pages", "--position", "-0.5", "--screenshot", "/tmp/x.png"], "--position -0.5 is negative"),
            (["--page", "pages", "--position", "6.5", "--screenshot", "/tmp/x.png"], "past the end of page 'pages'"),
            (["--page", "pages", "--position", "half", "--screenshot", "/tmp/x.png"], "--position takes a number"),
            (["--page", "pages", "--position"], "--position needs a value"),
            (
                ["--page", "tabs", "--placement", "left", "--screenshot", "/tmp/x.png"],
                "--placement takes top, bottom, start, end, not 'left'"
            ),
            (["--page", "capsule", "--placement", "start"], "--placement: page 'capsule' has no pager"),
            // The largest pages' segments are made only when the page is built; their counts are known before.
            (
                ["--page", "many", "--select", "10000", "--screenshot", "/tmp/x.png"],
                "out of range for page 'many' (0...9999)"
            ),
            (
                ["--page", "lazy", "--position", "999.5", "--screenshot", "/tmp/x.png"],
                "past the end of page 'lazy' (0...999)"
            ),
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

/// `--position X`: the page rendered mid-swipe, its indicator between two segments.
extension DemoCommandLineTests {
    /// The leftmost and rightmost column of pure red pixels in a PNG (the test stylesheet's indicator).
    private func redColumns(_ url: URL) throws -> ClosedRange<Int> {
        let bytes = try pixels(of: url)
        let width = try pngSize(url).0
        let columns = stride(from: 0, to: bytes.count, by: 4).filter {
            bytes[$0 + 2] > 220 && bytes[$0 + 1] < 40 && bytes[$0] < 40
        }.map { ($0 / 4) % width }
        guard let first = columns.min(), let last = columns.max() else { throw TestFailure("no red indicator drawn") }
        return first...last
    }

    func testPositionDrawsTheIndicatorBetweenSegmentsWithAnInterpolatedWidth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segmentkit-position-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let css = folder.appendingPathComponent("red.css")
        try Data("segmentbar.cursor > indicator { background: #ff0000; }".utf8).write(to: css)
        var spans: [ClosedRange<Int>] = []
        for position in ["1", "1.5", "2"] {
            let shot = folder.appendingPathComponent("at-\(position).png")
            let run = try demo([
                "--page", "pages", "--size", "760x440", "--css", css.path, "--position", position, "--screenshot",
                shot.path,
            ])
            XCTAssertEqual(run.status, 0, run.stderr)
            spans.append(try redColumns(shot))
        }
        func centre(_ span: ClosedRange<Int>) -> Double { Double(span.lowerBound + span.upperBound) / 2 }
        func width(_ span: ClosedRange<Int>) -> Int { span.count }
        XCTAssertGreaterThan(centre(spans[1]), centre(spans[0]) + 10, "half-way is past the second segment")
        XCTAssertLessThan(centre(spans[1]), centre(spans[2]) - 10, "and short of the third")
        XCTAssertEqual(
            centre(spans[1]), (centre(spans[0]) + centre(spans[2])) / 2, accuracy: 2, "its centre interpolates")
        // The titles' widths follow the position too (the selected title is larger), so half-way the indicator
        // is as wide as two half-emphasised titles: strictly between the two ends, not their mean.
        let widths = [width(spans[0]), width(spans[2])]
        XCTAssertNotEqual(widths[0], widths[1], "the two titles differ in width (else nothing is tested)")
        XCTAssertGreaterThan(width(spans[1]), widths.min()!, "its width is between the two segments'")
        XCTAssertLessThan(width(spans[1]), widths.max()!, "its width is between the two segments'")
    }
}
