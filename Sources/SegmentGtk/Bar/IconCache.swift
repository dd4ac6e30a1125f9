import CGtk

/// Icon paintables by name and size: theme icon names, or image files (paths containing "/").
@MainActor
final class IconCache {
    private struct Key: Hashable {
        var name: String
        var size: Int
        var scale: Int
        var rtl: Bool
    }

    private var paintables: [Key: OpaquePointer?] = [:]
    private var tintedFiles: Set<OpaquePointer> = []
    /// The icon names the bar's segments use now, asked for when the cache is to be trimmed.
    private let namesInUse: @MainActor () -> Set<String>
    /// How many paintables the cache may hold before it lets go of those no segment uses (``trim()``): twice
    /// what it kept at the last trim, so a bar that shows many icons is not trimmed on every lookup.
    private var trimAt = 32

    /// Creates an empty cache; `namesInUse` gives the names the segments use, so that icons replaced (a
    /// `set_icon` on every unread message, say) are let go instead of kept for the bar's lifetime.
    init(namesInUse: @escaping @MainActor () -> Set<String>) {
        self.namesInUse = namesInUse
    }

    /// Whether `paintable` is an image file GTK does not recolour (it treats only theme icons as symbolic),
    /// which the bar therefore tints itself so it follows the title colour like a symbolic icon.
    func needsTint(_ paintable: OpaquePointer) -> Bool {
        tintedFiles.contains(paintable)
    }

    /// The largest icon size looked up, in points; larger sizes are looked up at this size, and sizes below
    /// 1 point (or NaN) at 1 point, so an extreme style never asks the theme for a gigantic image.
    static let maximumSize = 1_024

    /// The paintable for `name` at `size` points, looked up once.
    func paintable(_ name: String, size: Double, widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        let scale = Int(gtk_widget_get_scale_factor(widget))
        let rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let points = min(max(1, Int(saturating: size.rounded())), Self.maximumSize)
        let key = Key(name: name, size: points, scale: scale, rtl: rtl)
        if let known = paintables[key] { return known }  // a known miss stays nil
        if paintables.count >= trimAt { trim() }
        let paintable: OpaquePointer?
        if name.contains("/"), let reason = ImageFile.refusal(name) {
            Log.warning("SegmentBar: icon \(name) is not loaded: \(reason)")
            paintable = nil
        } else if name.contains("/") {
            let file = name.withCString { g_file_new_for_path($0) }
            paintable = gtk_icon_paintable_new_for_file(file, gint(key.size), gint(scale))
            unref(file!)
            if let paintable, gtk_icon_paintable_is_symbolic(paintable) == 0 { tintedFiles.insert(paintable) }
        } else {
            let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
            paintable = name.withCString {
                gtk_icon_theme_lookup_icon(
                    theme, $0, nil, gint(key.size), gint(scale), rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR,
                    GtkIconLookupFlags(0))
            }
        }
        paintables[key] = .some(paintable)
        return paintable
    }

    /// How many lookups are remembered, misses included.
    var count: Int { paintables.count }

    /// Releases the paintables of names no segment uses any more.
    private func trim() {
        let used = namesInUse()
        for (key, paintable) in paintables where !used.contains(key.name) {
            if let paintable {
                tintedFiles.remove(paintable)
                unref(paintable)
            }
            paintables[key] = nil
        }
        trimAt = max(32, 2 * paintables.count)
    }

    /// Releases every paintable (theme or scale change, dispose).
    func removeAll() {
        for case let paintable? in paintables.values { unref(paintable) }
        paintables.removeAll()
        tintedFiles.removeAll()
    }
}
