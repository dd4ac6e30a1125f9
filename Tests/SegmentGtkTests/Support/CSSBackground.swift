import CGtk

@testable import SegmentGtk

/// The solid background colour a node's CSS draws, read back from the render node GTK makes of it.
///
/// GTK 4.8 has no getter for `background-color`, so tests draw the node's box and take the colour of the
/// first colour node in it; `nil` for a box without one (a gradient or an image).
@MainActor
func cssBackground(_ node: CSSNode) -> GdkRGBA? {
    let snapshot = gtk_snapshot_new()!
    gtk_snapshot_render_background(snapshot, node.context, 0, 0, 40, 20)
    guard let root = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(root) }
    func find(_ node: OpaquePointer) -> GdkRGBA? {
        switch gsk_render_node_get_node_type(node) {
        case GSK_COLOR_NODE: return gsk_color_node_get_color(node).pointee
        case GSK_CONTAINER_NODE:
            for index in 0..<gsk_container_node_get_n_children(node) {
                if let found = find(gsk_container_node_get_child(node, index)) { return found }
            }
            return nil
        case GSK_ROUNDED_CLIP_NODE: return find(gsk_rounded_clip_node_get_child(node))
        case GSK_CLIP_NODE: return find(gsk_clip_node_get_child(node))
        default: return nil
        }
    }
    return find(root)
}
