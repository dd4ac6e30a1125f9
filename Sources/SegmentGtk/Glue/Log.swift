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
}
