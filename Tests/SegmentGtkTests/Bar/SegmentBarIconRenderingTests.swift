import CGtk
import Foundation
import SegmentCore
import XCTest

@testable import SegmentGtk

/// SDCursorView's normal and selected icons, told apart on rendered pixels.
final class SegmentBarIconRenderingTests: GtkTestCase, @unchecked Sendable {
    private static let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("resources/icons")

    func testTheSelectedSegmentDrawsItsSelectedIcon() throws {
        try onMain {
            setAnimations(false)
            let outline = Self.icons.appendingPathComponent("segmentkit-sparkle-symbolic.svg").path
            let filled = Self.icons.appendingPathComponent("segmentkit-sparkle-filled-symbolic.svg").path
            let items = [SegmentItem("Ideas", icon: outline, selectedIcon: filled), SegmentItem("Other")]
            let bar = SegmentBar(items: items, style: .icons)
            let window = host(bar.widget, width: 300, height: 44)
            @MainActor func iconInk() throws -> Ink {
                gtk_widget_queue_draw(window)
                gtk_test_widget_wait_for_draw(window)
                let layout = bar.layout!
                let icon = try XCTUnwrap(layout.contentRects(0, at: bar.position).icon)
                return try Ink.measure(bar, in: layout.viewRect(icon, scrollOffset: bar.scrollOffset))
            }
            let selected = try iconInk()
            try bar.select(1, animated: false)
            let unselected = try iconInk()
            XCTAssertGreaterThan(unselected.count, 10, "the outline icon is drawn")
            XCTAssertGreaterThan(selected.count, unselected.count + 10, "the filled icon shows while selected")
        }
    }
}
