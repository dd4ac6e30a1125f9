import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// The CSS nodes standing for states (``BarNodes``) keep their states whatever GTK does to the bar's.
final class BarNodesTests: GtkTestCase, @unchecked Sendable {
    /// GTK takes `:hover` and `:active` from a widget's children when the widget loses them (the pointer leaving
    /// the bar), and `:disabled` when it becomes sensitive again: the `segment:hover` node became a plain `segment`,
    /// so no segment got its hover box after the pointer had once left the bar, nor the tab of an open menu.
    func testStateNodesKeepTheirStatesWhenTheBarsChange() {
        onMain {
            let bar = SegmentBar(items: fourItems(disabling: 3), style: .capsule)
            bar.closeButtonPolicy = .all
            host(bar.widget)
            let nodes = bar.testController.nodes
            let kept: [(CSSNode, GtkStateFlags, String)] = [
                (nodes.hover, GTK_STATE_FLAG_PRELIGHT, "segment:hover"),
                (nodes.active, GTK_STATE_FLAG_ACTIVE, "segment:active"),
                (nodes.selectedHover, GTK_STATE_FLAG_PRELIGHT, "segment:selected:hover"),
                (nodes.disabled, GTK_STATE_FLAG_INSENSITIVE, "segment:disabled"),
                (nodes.closeButtonHover, GTK_STATE_FLAG_PRELIGHT, "button.close:hover"),
                (nodes.selected, GTK_STATE_FLAG_SELECTED, "segment:selected"),
            ]
            let changes: [(GtkStateFlags, Bool)] = [
                (GTK_STATE_FLAG_PRELIGHT, true), (GTK_STATE_FLAG_PRELIGHT, false), (GTK_STATE_FLAG_ACTIVE, true),
                (GTK_STATE_FLAG_ACTIVE, false), (GTK_STATE_FLAG_INSENSITIVE, true), (GTK_STATE_FLAG_INSENSITIVE, false),
            ]
            for (flag, on) in changes {
                if on {
                    gtk_widget_set_state_flags(bar.widget, flag, 0)
                } else {
                    gtk_widget_unset_state_flags(bar.widget, flag)
                }
                for (node, flags, name) in kept {
                    XCTAssertEqual(
                        gtk_widget_get_state_flags(node.widget).rawValue & flags.rawValue, flags.rawValue,
                        "\(name) after the bar \(on ? "took" : "lost") \(flag.rawValue)")
                }
            }
        }
    }
}
