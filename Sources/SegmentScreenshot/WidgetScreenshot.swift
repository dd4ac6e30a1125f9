import CGtk
import SegmentGtk

/// Renders a shown widget to a texture or a PNG file, for screenshots, goldens and pixel tests.
///
/// This is the route GTK's own tests use: snapshot the widget through a
/// `GtkWidgetPaintable`, then let the window's renderer turn the node into
/// a texture. With `GSK_RENDERER=cairo` it works under Xvfb without a GPU.
@MainActor
public enum WidgetScreenshot {
    /// Why a screenshot could not be taken.
    public enum Failure: Error, CustomStringConvertible {
        /// The widget is not in a realized window, so there is no renderer.
        case notRealized
        /// The widget has no size yet.
        case empty
        /// The PNG could not be written.
        case unwritable(String)

        /// A one-line message.
        public var description: String {
            switch self {
            case .notRealized: return "the widget is not shown in a window"
            case .empty: return "the widget has no size"
            case .unwritable(let path): return "cannot write \(path)"
            }
        }
    }

    /// Waits until `window` has been drawn at least once, running the main loop.
    public static func waitForDraw(_ window: UnsafeMutablePointer<GtkWidget>) {
        gtk_test_widget_wait_for_draw(window)
    }

    /// Runs the main loop until no events are pending and no animation tick is waiting (bounded to `maxIterations`).
    public static func settle(maxIterations: Int = 500) {
        var iterations = 0
        while g_main_context_pending(nil) != 0 && iterations < maxIterations {
            g_main_context_iteration(nil, 0)
            iterations += 1
        }
    }

    /// The rendered pixels of `widget` at its scale factor. The caller unrefs the texture.
    public static func texture(of widget: UnsafeMutablePointer<GtkWidget>) throws(Failure) -> OpaquePointer {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
            throw .notRealized
        }
        let paintable = gtk_widget_paintable_new(widget)!
        // The paintable's size is the widget's border box (with its CSS padding and border), not just its content.
        let width = Double(gdk_paintable_get_intrinsic_width(paintable))
        let height = Double(gdk_paintable_get_intrinsic_height(paintable))
        guard width > 0, height > 0 else {
            unref(paintable)
            throw .empty
        }
        let scale = Double(gtk_widget_get_scale_factor(widget))
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        let node = gtk_snapshot_free_to_node(snapshot)
        unref(paintable)
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width * scale), height: Float(height * scale)))
        guard let node else { throw .empty }
        let texture = gsk_renderer_render_texture(renderer, node, &viewport)!
        gsk_render_node_unref(node)
        return texture
    }

    /// Writes `widget` as a PNG file at `path`.
    public static func savePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws(Failure) {
        let texture = try texture(of: widget)
        defer { unref(texture) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw .unwritable(path) }
    }

    /// The pixels of a texture as cairo's ARGB32 (on little-endian: B, G, R, A bytes), row by row.
    public static func pixels(of texture: OpaquePointer) -> (bytes: [UInt8], width: Int, height: Int, stride: Int) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
        return (bytes, width, height, stride)
    }
}
