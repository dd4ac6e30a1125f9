import CGtk

/// Messages in GLib's log under the domain `SegmentKit`, so log handlers, `G_MESSAGES_DEBUG` and `G_DEBUG` see them.
package enum Log {
    /// A programming error by the caller (GTK's `g_return_if_fail` level); fatal under `G_DEBUG=fatal-criticals`.
    package static func critical(_ message: String) {
        cgtk_log(G_LOG_LEVEL_CRITICAL, message)
    }

    /// Input that was refused or adjusted with a defined outcome (a bad file, markup, a clamped value).
    package static func warning(_ message: String) {
        cgtk_log(G_LOG_LEVEL_WARNING, message)
    }

    /// `text` as a message quotes it: its first ``excerptLength`` characters, then "…", so a title of 300 KB makes
    /// a log line of a readable length.
    package static func excerpt(_ text: String) -> String {
        text.count > excerptLength ? String(text.prefix(excerptLength)) + "…" : text
    }

    /// How many characters of a title or a name a message quotes.
    package static let excerptLength = 120

    /// What the library did, for a developer who asks (`G_MESSAGES_DEBUG=SegmentKit`); the message is not even
    /// built otherwise.
    package static func debug(_ message: @autoclosure () -> String) {
        guard g_log_writer_default_would_drop(G_LOG_LEVEL_DEBUG, "SegmentKit") == 0 else { return }
        cgtk_log(G_LOG_LEVEL_DEBUG, message())
    }
}
