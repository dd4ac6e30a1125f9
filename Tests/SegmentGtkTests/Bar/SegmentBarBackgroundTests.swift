import CGtk
import SegmentCore
import SegmentScreenshot
import XCTest

@testable import SegmentGtk

/// QiPagesContainer's bar background image, through the Swift API and the `background-image` property.
final class SegmentBarBackgroundTests: GtkTestCase, @unchecked Sendable {
    /// A 2 × 2 texture of one opaque colour; the caller owns it.
    @MainActor
    private func solidTexture(red: UInt8, green: UInt8, blue: UInt8) -> OpaquePointer {
        let pixels: [UInt8] = Array(repeating: [red, green, blue, 255], count: 4).flatMap { $0 }
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(2, 2, GDK_MEMORY_R8G8B8A8, bytes, 8)
    }

    /// The colour (r, g, b, a) of the rendered bar's top-left pixel (its border box's corner, where no segment draws).
    @MainActor
    private func cornerColour(of bar: SegmentBar, in window: UnsafeMutablePointer<GtkWidget>) throws -> [Int] {
        gtk_widget_queue_draw(window)
        gtk_test_widget_wait_for_draw(window)
        let texture = try WidgetScreenshot.texture(of: bar.widget)
        defer { unref(texture) }
        let bytes = WidgetScreenshot.pixels(of: texture).bytes
        return [Int(bytes[2]), Int(bytes[1]), Int(bytes[0]), Int(bytes[3])]
    }

    func testABackgroundImageIsDrawnUnderTheWholeBarAndCanBeRemoved() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .scrollable)
            let window = host(bar.widget, width: 360, height: 44)
            XCTAssertEqual(try cornerColour(of: bar, in: window)[3], 0, "no background of its own by default")
            let red = solidTexture(red: 220, green: 30, blue: 40)
            bar.backgroundImage = red
            unref(red)
            XCTAssertEqual(try cornerColour(of: bar, in: window), [220, 30, 40, 255])
            bar.backgroundImage = nil
            XCTAssertEqual(try cornerColour(of: bar, in: window)[3], 0)
        }
    }

    func testTheBackgroundImageIsAPropertyNotifiedOnChange() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            var notified = 0
            GtkSignals.notify("background-image").connect(bar.widget) { notified += 1 }
            let blue = solidTexture(red: 0, green: 0, blue: 200)
            defer { unref(blue) }
            var value = GValue()
            g_value_init(&value, gdk_paintable_get_type())
            g_value_set_object(&value, UnsafeMutableRawPointer(blue))
            g_object_set_property(gcast(bar.widget), "background-image", &value)
            g_object_set_property(gcast(bar.widget), "background-image", &value)
            g_value_unset(&value)
            XCTAssertEqual(bar.backgroundImage, blue)
            XCTAssertEqual(notified, 1)
            var read = GValue()
            g_value_init(&read, gdk_paintable_get_type())
            g_object_get_property(gcast(bar.widget), "background-image", &read)
            XCTAssertEqual(g_value_get_object(&read), UnsafeMutableRawPointer(blue))
            g_value_unset(&read)
            // A file that cannot be loaded throws and leaves the image as it was.
            XCTAssertThrowsError(try bar.setBackgroundImage("/nonexistent/background.png"))
            XCTAssertEqual(bar.backgroundImage, blue)
            try bar.setBackgroundImage(nil)
            XCTAssertNil(bar.backgroundImage)
            XCTAssertEqual(notified, 2)
        }
    }
}
