import Foundation

/// One run of a child process: its standard output, whether it was killed at the cap, and when it ended.
struct ChildRun {
    /// Everything the child printed on standard output.
    var output: String
    /// Whether the child ran past the cap and was killed.
    var timedOut: Bool
    /// Monotonic nanoseconds just before the child was started.
    var started: UInt64
}

/// Starts children with a time cap, killing (by its own pid) any child that runs past it.
enum ChildProcess {
    /// This executable, so the bench can run itself with a hidden subcommand.
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs `path` with `arguments` (and `environment` added to ours) for at most `cap` seconds.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:], cap: Double)
        -> ChildRun
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let outputURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("segment-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        guard let output = try? FileHandle(forWritingTo: outputURL) else { fail("cannot write \(outputURL.path)") }
        process.standardOutput = output
        let started = monotonicNanoseconds()
        do { try process.run() } catch { fail("cannot start \(path): \(error)") }
        let deadline = started + UInt64(cap * 1e9)
        var timedOut = false
        while process.isRunning {
            if monotonicNanoseconds() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(1000)
        }
        process.waitUntilExit()
        try? output.close()
        let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        return ChildRun(output: text, timedOut: timedOut, started: started)
    }
}
