import CGtk
import SegmentGtk

/// `--css FILE`: a designer's stylesheet over SegmentKit's built-in one and the example theme, reloaded
/// whenever the file changes, so every node can be restyled live without code.
///
/// It is added at user priority, above the app's example themes. GTK reports each CSS error through the
/// provider's `parsing-error` signal; each becomes one warning line ("file:line:column: message") and the
/// rest of the file still applies, as GTK applies every rule it could read.
@MainActor
enum UserStylesheet {
    private static var provider: OpaquePointer?
    private static var monitor: OpaquePointer?

    /// Loads `path` and watches it.
    static func load(_ path: String) {
        guard provider == nil, let display = gdk_display_get_default(), let created = gtk_css_provider_new() else {
            return
        }
        provider = OpaquePointer(created)
        GtkSignals.cssParsingError.connect(created) { location, message in
            Log.warning("\(location.isEmpty ? path : location): \(message)")
        }
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(created), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
        reload(path)
        let file = g_file_new_for_path(path)
        var error: UnsafeMutablePointer<GError>?
        if let watcher = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) {
            monitor = OpaquePointer(watcher)
            GtkSignals.fileChanged.connect(watcher) { event in
                // An editor's save ends with one of these, whether it writes in place or renames a new file over.
                switch event {
                case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_RENAMED,
                    G_FILE_MONITOR_EVENT_MOVED_IN:
                    reload(path)
                default:
                    break
                }
            }
        } else {
            Log.warning(
                "\(path): not watched for changes: \(error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error")"
            )
            if let error { g_error_free(error) }
        }
        unref(file!)
    }

    /// Replaces the provider's rules with the file's current text (an unreadable file clears them).
    private static func reload(_ path: String) {
        guard let provider else { return }
        gtk_css_provider_load_from_path(gcast(provider), path)
    }
}
