import CGtk

/// The demo's own complaints: one line each on standard error, where a user and a test look for them.
///
/// They went to standard output through `print`, which a pipe or a file holds back until the buffer fills or the
/// process exits normally: a demo run with its output captured and then closed never showed them.
enum DemoLog {
    /// Writes "segment-demo: `message`" and a newline to standard error.
    static func complain(_ message: String) {
        // write(2): stdio's `stderr` is a global Swift 6 cannot read safely.
        let line = "segment-demo: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}
