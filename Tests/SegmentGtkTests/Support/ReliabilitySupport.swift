import CGtk
import Foundation
import Synchronization

/// Counts every GLib warning and critical the process logs, and keeps their text for the failure message.
///
/// `G_DEBUG=fatal-criticals` already aborts on a critical; warnings (a GTK layout complaint, a CSS parse error)
/// are not fatal, so the stress tests compare this count before and after instead. GLib allows one writer per
/// process, so it is installed once and forwards everything to GLib's default writer.
enum GLibLogCounter {
    private static let count = Atomic<Int>(0)
    private static let messages = Mutex<[String]>([])
    /// Installs the writer on first use; GLib refuses a second writer, so this must be the only place that sets one.
    private static let installed: Bool = {
        g_log_set_writer_func(
            { level, fields, fieldCount, userData in
                let serious = G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue
                if level.rawValue & serious != 0 { GLibLogCounter.record(fields, Int(fieldCount)) }
                return g_log_writer_default(level, fields, fieldCount, userData)
            }, nil, nil)
        return true
    }()

    /// Starts counting (idempotent) and returns the number of warnings and criticals so far.
    static func start() -> Int {
        _ = installed
        return current
    }

    /// Warnings and criticals logged since the writer was installed.
    static var current: Int { count.load(ordering: .relaxed) }

    /// The text of the warnings and criticals logged after the first `skipping` of them.
    static func messages(after skipping: Int) -> [String] {
        messages.withLock { Array($0.dropFirst(skipping)) }
    }

    private static func record(_ fields: UnsafePointer<GLogField>?, _ fieldCount: Int) {
        var text = "(no message)"
        for index in 0..<fieldCount {
            guard let field = fields?[index], let key = field.key, String(cString: key) == "MESSAGE",
                let value = field.value
            else { continue }
            text = String(cString: value.assumingMemoryBound(to: CChar.self))
        }
        messages.withLock { $0.append(text) }
        count.add(1, ordering: .relaxed)
    }
}

/// The process's resident set size in bytes, from `/proc/self/statm` (second field, in pages).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A count from the environment (for `make leakcheck`'s smaller runs), or `fallback`.
func environmentCount(_ name: String, default fallback: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? fallback
}
