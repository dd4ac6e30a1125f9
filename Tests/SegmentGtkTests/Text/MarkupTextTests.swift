import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Markup titles parsed over and over (an unread count updated as mail arrives) hold no memory afterwards.
final class MarkupTextTests: GtkTestCase, @unchecked Sendable {
    /// The heap in use, from glibc's allocator: exact to the byte, unlike resident size.
    private func heapInUse() -> Int { Int(mallinfo2().uordblks) }

    func testRenamingWithMarkupKeepsNoAttributeLists() {
        onMain {
            let bar = SegmentBar(items: fourItems)
            let mnemonicBar = SegmentBar(items: fourItems)
            mnemonicBar.usesUnderline = true
            @MainActor func update(_ i: Int) {
                // Each update parses the new title to check it (the one that leaked its attribute list), then lays
                // it out, with and without a mnemonic.
                try? bar.replace(at: 1, with: SegmentItem(markup: "Inbox <small>\(i)</small>"))
                try? mnemonicBar.replace(at: 1, with: SegmentItem(markup: "_Inbox <small>\(i)</small>"))
                var width: gint = 0
                gtk_widget_measure(bar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
                gtk_widget_measure(mnemonicBar.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
            }
            // Warm-up: the layout caches fill with the first thousand or so titles, then only trade entries.
            for i in 0..<2_000 { update(i) }
            let before = heapInUse()
            let updates = 5_000
            for i in 0..<updates { update(i) }
            let grown = heapInUse() - before
            // A list kept per parse was 88 bytes or more each: 440 KB and up over these updates.
            XCTAssertLessThan(grown, 64 << 10, "\(updates) markup updates kept \(grown) bytes")
            g_object_ref_sink(bar.widget.gpointer)
            g_object_unref(bar.widget.gpointer)
            g_object_ref_sink(mnemonicBar.widget.gpointer)
            g_object_unref(mnemonicBar.widget.gpointer)
        }
    }
}
