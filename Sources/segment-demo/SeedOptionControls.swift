import CGtk
import SegmentCore
import SegmentGtk

/// The gallery's check boxes for the seed options: width modes, CRMMultipleSwitch's press options,
/// QiPagesContainer's bar background image, a slow animation, the pager's bar at the bottom, and a button
/// that reloads a pager's pages.
@MainActor
enum SeedOptionControls {
    /// Adds the options that fit `page` through `check` (label, initially on, what a toggle does) and `button`
    /// (label, what a click does).
    static func add(
        for editor: SegmentEditor, page: GalleryPage,
        check: (String, Bool, @escaping @MainActor (Bool) -> Void) -> Void,
        button: (String, @escaping @MainActor () -> Void) -> Void
    ) {
        let bar = editor.bar
        if page.style.widthMode == .equal {
            if page.style.indicator.shape == .capsule {
                check("Select on press", false) { on in bar.selectsOnPress = on }
                check("Drag anywhere", false) { on in bar.dragsTrackerFromAnywhere = on }
            }
        } else {
            // SDCursorView's four per screen and HMSegmentedControl's fixed width; the last box ticked wins,
            // and unticking it gives back the other's mode, or the page's own.
            let modes = WidthModeBoxes(bar: bar, pageMode: page.style.widthMode)
            check("4 per view", false) { on in modes.set(.perView(4), on) }
            check("Fixed width", false) { on in modes.set(.fixed(120), on) }
        }
        if page.style == .cursor {
            // QiPagesContainer's bar background image.
            check("Background image", false) { on in
                do {
                    try bar.setBackgroundImage(on ? DemoResources.path("images/bar-background.svg") : nil)
                } catch {
                    print("segment-demo: \(error)")
                }
            }
        }
        check("Slow animation", false) { on in bar.animationDuration = on ? 1 : 0.2 }
        if let pager = editor.pager {
            if pager.placement == .start || pager.placement == .end {
                // Sidebar tabs (the vertical page) move to the other side instead.
                check("Bar at end", pager.placement == .end) { on in pager.placement = on ? .end : .start }
            } else {
                check("Bar at bottom", false) { on in pager.placement = on ? .bottom : .top }
            }
            // Every page is made again, on the same page (a list scrolled down comes back at its top).
            button("Reload pages") { pager.stack.reloadPages() }
        }
    }
}

/// The width modes the "4 per view" and "Fixed width" boxes ask for, most recent last.
@MainActor
private final class WidthModeBoxes {
    private let bar: SegmentBar
    private let pageMode: WidthMode
    private var asked: [WidthMode] = []

    init(bar: SegmentBar, pageMode: WidthMode) {
        self.bar = bar
        self.pageMode = pageMode
    }

    /// Turns `mode` on or off and applies the most recent mode still on.
    func set(_ mode: WidthMode, _ on: Bool) {
        asked.removeAll { $0 == mode }
        if on { asked.append(mode) }
        bar.widthMode = asked.last ?? pageMode
    }
}
