import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Tab and Shift+Tab go through a tab strip as it shows: its start action widget, its tabs, the overflow button,
/// its end action widget.
final class SegmentBarFocusChainTests: GtkTestCase, @unchecked Sendable {
    func testTabGoesThroughTheStripInTheOrderItShows() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .underline)
            let open = gtk_button_new_with_label("Open")!
            let add = gtk_button_new_with_label("+")!
            bar.startActionWidget = open
            bar.endActionWidget = add
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let before = gtk_button_new_with_label("Before")!
            let after = gtk_button_new_with_label("After")!
            gtk_box_append(gcast(box), before)
            gtk_box_append(gcast(box), bar.widget)
            gtk_box_append(gcast(box), after)
            let window = host(box, width: 400, height: 120)
            var names: [UnsafeMutablePointer<GtkWidget>: String] = [
                before: "before", open: "open", bar.widget: "bar", add: "add", after: "after",
            ]
            @MainActor func walk(_ direction: GtkDirectionType, from start: UnsafeMutablePointer<GtkWidget>) -> [String]
            {
                gtk_widget_grab_focus(start)
                var seen: [String] = []
                for _ in 0..<5 {
                    _ = gtk_widget_child_focus(window, direction)
                    guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { break }
                    // A button's focus is the button itself; anything else inside one is named by it.
                    var widget: UnsafeMutablePointer<GtkWidget>? = focus
                    while let current = widget, names[current] == nil { widget = gtk_widget_get_parent(current) }
                    seen.append(widget.flatMap { names[$0] } ?? "?")
                }
                return seen
            }
            XCTAssertEqual(walk(GTK_DIR_TAB_FORWARD, from: before), ["open", "bar", "add", "after", "before"])
            XCTAssertEqual(walk(GTK_DIR_TAB_BACKWARD, from: after), ["add", "bar", "open", "before", "after"])
            // An overflowing strip's list button sits between its tabs and its end widget, and comes there.
            bar.style = .scrollable
            bar.items = (0..<40).map { SegmentItem("Document \($0)") }
            let menu = shownOverflowButton(bar)
            names[menu] = "menu"
            XCTAssertEqual(walk(GTK_DIR_TAB_FORWARD, from: before), ["open", "bar", "menu", "add", "after"])
            XCTAssertEqual(walk(GTK_DIR_TAB_BACKWARD, from: after), ["add", "menu", "bar", "open", "before"])

            // The arrows along the strip go through the same stops as they show: from the start widget Right reaches
            // the tabs (GTK's own arrows went from child to child, to the list button), from the end widget Left
            // the list button and then the tabs, whose own keys then take the arrows. Right to left, mirrored.
            @MainActor func arrow(_ move: GtkDirectionType, from start: UnsafeMutablePointer<GtkWidget>) -> String {
                gtk_widget_grab_focus(start)
                _ = gtk_widget_child_focus(bar.widget, move)
                guard var focus = gtk_root_get_focus(OpaquePointer(window)) else { return "none" }
                while names[focus] == nil, let parent = gtk_widget_get_parent(focus) { focus = parent }
                return names[focus] ?? "?"
            }
            XCTAssertEqual(arrow(GTK_DIR_RIGHT, from: open), "bar")
            XCTAssertEqual(arrow(GTK_DIR_LEFT, from: add), "menu")
            XCTAssertEqual(arrow(GTK_DIR_LEFT, from: menu), "bar")
            gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL)
            XCTAssertEqual(arrow(GTK_DIR_LEFT, from: open), "bar")
            XCTAssertEqual(arrow(GTK_DIR_RIGHT, from: menu), "bar")
            XCTAssertEqual(arrow(GTK_DIR_RIGHT, from: open), "open", "nothing beyond the start widget in the strip")
        }
    }
}
