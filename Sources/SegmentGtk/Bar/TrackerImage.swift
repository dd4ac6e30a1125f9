import CGtk

/// Loads the image drawn as a capsule or box tracker, no larger than a tracker can be shown.
///
/// A tracker is one segment wide and one bar high, so pixels beyond ``maximumSide`` can never be seen;
/// a 20,000 × 20,000 image loaded as is would take 1.6 GB and hundreds of milliseconds per frame to draw.
/// Larger images are therefore scaled at load (keeping their aspect ratio; the tracker stretches them to its
/// shape anyway). Vector images (SVG) are rendered at that size directly. Raster images are decoded whole
/// by GdkPixbuf before scaling, so those above ``maximumDecodedPixels`` are refused rather than decoded.
@MainActor
enum TrackerImage {
    /// The longest side, in pixels, of a loaded tracker image; about the widest a segment gets on a HiDPI screen.
    static let maximumSide: gint = 2048
    /// The most pixels a raster image may have to be decoded at all (8192 × 8192, 256 MB while decoding).
    static let maximumDecodedPixels = 8192 * 8192

    /// A texture of the image at `path`, scaled down to fit ``maximumSide`` × ``maximumSide``; the caller owns it.
    ///
    /// - Throws: ``TrackerImageError`` with GTK's one-line reason when the file cannot be loaded, or when a
    ///   raster image has more than ``maximumDecodedPixels`` pixels.
    static func load(_ path: String) throws(TrackerImageError) -> OpaquePointer {
        var width: gint = 0
        var height: gint = 0
        // Reads only the header (or, for SVG, the document's size), never the pixels.
        if let format = gdk_pixbuf_get_file_info(path, &width, &height), width > maximumSide || height > maximumSide {
            let pixels = Int(max(0, width)) * Int(max(0, height))
            if gdk_pixbuf_format_is_scalable(format) == 0, pixels > maximumDecodedPixels {
                throw TrackerImageError(
                    path: path,
                    reason: "the image is \(width) × \(height) pixels; raster tracker images above 8192 × 8192 "
                        + "pixels are refused (they are decoded whole before scaling)")
            }
            var error: UnsafeMutablePointer<GError>?
            guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, maximumSide, maximumSide, 1, &error) else {
                throw failure(path, error)
            }
            defer { unref(pixbuf) }
            return gdk_texture_new_for_pixbuf(pixbuf)
        }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else { throw failure(path, error) }
        return texture
    }

    /// The error for `path` with GLib's message, freeing `error`.
    private static func failure(_ path: String, _ error: UnsafeMutablePointer<GError>?) -> TrackerImageError {
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        if let error { g_error_free(error) }
        return TrackerImageError(path: path, reason: reason)
    }
}
