import CGtk

/// Loads the image drawn as a capsule or box tracker, no larger than a tracker can be shown.
///
/// A tracker is one segment wide and one bar high, so pixels beyond ``maximumSide`` can never be seen;
/// a 20,000 × 20,000 image loaded as is would take 1.6 GB and hundreds of milliseconds per frame to draw.
/// Larger images are therefore scaled at load (keeping their aspect ratio; the tracker stretches them to its
/// shape anyway). Vector images (SVG) are rendered at twice their size (``vectorScale``), within that bound.
/// Raster images are decoded whole by GdkPixbuf before scaling, so those above ``maximumDecodedPixels`` are
/// refused rather than decoded.
@MainActor
enum TrackerImage {
    /// The longest side, in pixels, of a loaded tracker image; about the widest a segment gets on a HiDPI screen.
    static let maximumSide: gint = 2048
    /// The most pixels a raster image may have to be decoded at all (8192 × 8192, 256 MB while decoding).
    static let maximumDecodedPixels = 8192 * 8192
    /// How much larger than its own size a vector image is rendered: a tracker about as large as the SVG says
    /// is then drawn from whole pixels on a scale-2 screen too (rendered at its own size it was stretched, and a
    /// one-unit black line came out as four grey device pixels).
    static let vectorScale: Int32 = 2

    /// A texture of the image at `path`, scaled down to fit ``maximumSide`` × ``maximumSide``; the caller owns it.
    ///
    /// - Throws: ``TrackerImageError`` with GTK's one-line reason when the file cannot be loaded, when it is not a
    ///   regular file or is too large to read (``ImageFile/refusal(_:)``), when the image
    ///   says it has no size (an SVG 0 or NaN wide), or when a raster image has more than ``maximumDecodedPixels``
    ///   pixels.
    static func load(_ path: String) throws(TrackerImageError) -> OpaquePointer {
        if let reason = ImageFile.refusal(path) { throw TrackerImageError(path: path, reason: reason) }
        let info = header(of: path)
        if let info, info.width <= 0 || info.height <= 0 {
            throw TrackerImageError(
                path: path, reason: "the image is \(info.width) × \(info.height) pixels; it has nothing to show")
        }
        if let info, info.isScalable {
            return try render(path, width: info.width, height: info.height)
        }
        if let info, info.width > maximumSide || info.height > maximumSide {
            let (width, height) = (info.width, info.height)
            let pixels = Int(width) * Int(height)
            if pixels > maximumDecodedPixels {
                throw TrackerImageError(
                    path: path,
                    reason: "the image is \(width) × \(height) pixels; raster tracker images above 8192 × 8192 "
                        + "pixels are refused (they are decoded whole before scaling)")
            }
            return try texture(path, fitting: maximumSide, maximumSide)
        }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else { throw failure(path, error) }
        return texture
    }

    /// The vector image at `path`, `width` × `height` as it says, rendered ``vectorScale`` times larger within
    /// ``maximumSide`` × ``maximumSide`` (its aspect ratio kept).
    private static func render(_ path: String, width: Int32, height: Int32) throws(TrackerImageError) -> OpaquePointer {
        let scaled = { (side: Int32) in side >= maximumSide ? maximumSide : min(maximumSide, side * vectorScale) }
        return try texture(path, fitting: scaled(width), scaled(height))
    }

    /// A texture of the image at `path` scaled to fit `width` × `height`, its aspect ratio kept.
    private static func texture(_ path: String, fitting width: Int32, _ height: Int32) throws(TrackerImageError)
        -> OpaquePointer
    {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, width, height, 1, &error) else {
            throw failure(path, error)
        }
        defer { unref(pixbuf) }
        return gdk_texture_new_for_pixbuf(pixbuf)
    }

    /// The size the image at `path` says it has, and whether it is scalable (SVG), from its header alone, never its
    /// pixels; `nil` when GdkPixbuf knows no such format or cannot read the file.
    ///
    /// What `gdk_pixbuf_get_file_info` reads, through a loader of this module's own: that function's handler is a
    /// GdkPixbuf critical for an image of no size (an SVG whose width is 0, negative or NaN), which a tracker
    /// image must report as an error instead. The file is fed in 64 KB blocks until the size is known (an SVG
    /// reports it once the whole document is read, at the loader's close).
    private static func header(of path: String) -> (width: Int32, height: Int32, isScalable: Bool)? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        let loader = gdk_pixbuf_loader_new()!
        defer { unref(loader) }
        var size: (width: Int32, height: Int32)?
        GtkSignals.sizePrepared.connect(loader) { width, height in
            size = (width, height)
            // Nothing more to load: the pixels are not wanted (what gdk_pixbuf_get_file_info asks too).
            gdk_pixbuf_loader_set_size(loader, 0, 0)
        }
        var block = [UInt8](repeating: 0, count: 65_536)
        var fed = true
        while size == nil, fed {
            let count = block.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            guard count > 0 else { break }
            fed = block.withUnsafeBytes {
                gdk_pixbuf_loader_write(loader, $0.bindMemory(to: guchar.self).baseAddress, gsize(count), nil) != 0
            }
        }
        // An SVG's size comes at the close; a raster file left half-read reports an error, not wanted here.
        gdk_pixbuf_loader_close(loader, nil)
        guard let size, let format = gdk_pixbuf_loader_get_format(loader) else { return nil }
        return (size.width, size.height, gdk_pixbuf_format_is_scalable(format) != 0)
    }

    /// The error for `path` with GLib's message, freeing `error`.
    private static func failure(_ path: String, _ error: UnsafeMutablePointer<GError>?) -> TrackerImageError {
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        if let error { g_error_free(error) }
        return TrackerImageError(path: path, reason: reason)
    }
}
