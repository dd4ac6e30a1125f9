import CGtk

extension SegmentBar {
    /// A `GdkPaintable` (a texture, an icon, a media stream) drawn under the segments, stretched over the
    /// whole bar, border and padding included, above its CSS background (QiPagesContainer's bar background
    /// image); `nil` (the default) draws none. Property `background-image`.
    ///
    /// The bar keeps its own reference. A paintable whose contents change by itself is drawn as it is whenever
    /// the bar redraws.
    public var backgroundImage: OpaquePointer? {
        get { controller.backgroundImage }
        set {
            if let newValue { g_object_ref(UnsafeMutableRawPointer(newValue)) }
            controller.backgroundImage = newValue
        }
    }

    /// Draws the image at `path` (PNG, JPEG or SVG) as the ``backgroundImage``; `nil` removes it.
    ///
    /// Images are loaded as tracker images are (see ``setTrackerImage(_:)``): larger than 2048 pixels on a side
    /// they are scaled down at load.
    /// - Throws: ``TrackerImageError`` with GTK's one-line reason when the file cannot be loaded, or when a raster
    ///   image is above 8192 × 8192 pixels; the background is unchanged.
    public func setBackgroundImage(_ path: String?) throws(TrackerImageError) {
        guard let path else {
            controller.backgroundImage = nil
            return
        }
        controller.backgroundImage = try TrackerImage.load(path)
    }
}

extension SegmentBarController {
    /// The ``backgroundImage`` over the bar's border box (the snapshot's origin is its content box).
    func drawBackgroundImage(_ snapshot: OpaquePointer) {
        guard let image = backgroundImage else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, widget, &bounds) != 0, bounds.size.width > 0, bounds.size.height > 0
        else { return }
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &bounds.origin)
        gdk_paintable_snapshot(image, snapshot, Double(bounds.size.width), Double(bounds.size.height))
        gtk_snapshot_restore(snapshot)
    }
}
