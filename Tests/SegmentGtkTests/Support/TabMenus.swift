import CGtk
import XCTest

@testable import SegmentGtk

extension GtkTestCase {
    /// Gives `bar` a context menu of one entry, "Close" (`tab.close`), as a tab strip's menu tests need one.
    @MainActor
    func giveCloseMenu(_ bar: SegmentBar) {
        let menu = g_menu_new()!
        g_menu_append(menu, "Close", "tab.close")
        bar.setMenuModel(gcast(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
    }
}
