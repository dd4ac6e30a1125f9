import CGtk
import Foundation
import SegmentGtk

/// libadwaita's switchers as benchmark peers, loaded with `dlopen` so that nothing else in the package
/// (and no product) depends on libadwaita: only a `segment-bench widgets` child that measures one of them
/// loads it.
///
/// Debian 12 ships libadwaita 1.2 (`libadwaita-1-dev`, in the Makefile's APT_PACKAGES). Each entry point
/// is looked up by name and called through a C function type written from its header, so a missing
/// library or symbol is one error line, not a crash.
@MainActor
enum AdwPeers {
    private typealias Widget = UnsafeMutablePointer<GtkWidget>
    private typealias Init = @convention(c) () -> Void
    private typealias New = @convention(c) () -> Widget?
    private typealias AddTitled =
        @convention(c) (OpaquePointer?, Widget?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias SetPointer = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    private typealias SetWidget = @convention(c) (OpaquePointer?, Widget?) -> Void
    private typealias SetInt = @convention(c) (OpaquePointer?, gint) -> Void
    private typealias Append = @convention(c) (OpaquePointer?, Widget?) -> OpaquePointer?
    private typealias SetTitle = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void

    /// The loaded library, or the process exits with one line saying why.
    private static let library: UnsafeMutableRawPointer = {
        guard let handle = dlopen("libadwaita-1.so.0", RTLD_NOW | RTLD_GLOBAL) else {
            fail("cannot load libadwaita (make deps installs libadwaita-1-dev): \(String(cString: dlerror()))")
        }
        return handle
    }()

    /// The entry point `name` as a function of type `T`.
    private static func symbol<T>(_ name: String, as _: T.Type) -> T {
        guard let address = dlsym(library, name) else { fail("libadwaita has no \(name)") }
        return unsafeBitCast(address, to: T.self)
    }

    /// `adw_init`: loads libadwaita's stylesheet and styling, as every libadwaita app does before making widgets.
    static func initialize() {
        symbol("adw_init", as: Init.self)()
    }

    /// An AdwViewSwitcher (wide policy, in a horizontally scrolling window, as the GtkStackSwitcher peer is)
    /// over an AdwViewStack of `n` label pages titled "Segment i".
    static func viewSwitcher(n: Int) -> Subject {
        let stack = symbol("adw_view_stack_new", as: New.self)()!
        let typedStack = OpaquePointer(stack)
        let switcher = symbol("adw_view_switcher_new", as: New.self)()!
        symbol("adw_view_switcher_set_stack", as: SetPointer.self)(OpaquePointer(switcher), typedStack)
        // ADW_VIEW_SWITCHER_POLICY_WIDE: icon and label side by side, as a tab strip shows them.
        symbol("adw_view_switcher_set_policy", as: SetInt.self)(OpaquePointer(switcher), 1)
        let addTitled = symbol("adw_view_stack_add_titled", as: AddTitled.self)
        var pages: [Widget] = []
        pages.reserveCapacity(n)
        for i in 0..<n {
            let page = gtk_label_new("Page \(i)")!
            _ = addTitled(typedStack, page, "page-\(i)", "Segment \(i)")
            pages.append(page)
        }
        let setVisible = symbol("adw_view_stack_set_visible_child", as: SetWidget.self)
        return Subject(root: WidgetProbe.scrolledAbove(switcher, stack), select: { setVisible(typedStack, pages[$0]) })
    }

    /// An AdwTabBar (always shown) over an AdwTabView of `n` label pages titled "Segment i".
    static func tabBar(n: Int) -> Subject {
        let view = symbol("adw_tab_view_new", as: New.self)()!
        let typedView = OpaquePointer(view)
        let bar = symbol("adw_tab_bar_new", as: New.self)()!
        symbol("adw_tab_bar_set_view", as: SetPointer.self)(OpaquePointer(bar), typedView)
        symbol("adw_tab_bar_set_autohide", as: SetInt.self)(OpaquePointer(bar), 0)
        let append = symbol("adw_tab_view_append", as: Append.self)
        let setTitle = symbol("adw_tab_page_set_title", as: SetTitle.self)
        var pages: [OpaquePointer?] = []
        pages.reserveCapacity(n)
        for i in 0..<n {
            let page = append(typedView, gtk_label_new("Page \(i)"))
            setTitle(page, "Segment \(i)")
            pages.append(page)
        }
        let select = symbol("adw_tab_view_set_selected_page", as: SetPointer.self)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gcast(box), bar)
        gtk_box_append(gcast(box), view)
        gtk_widget_set_vexpand(view, 1)
        return Subject(root: box, select: { select(typedView, pages[$0]) })
    }
}
