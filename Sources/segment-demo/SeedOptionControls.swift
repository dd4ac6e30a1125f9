import CGtk
import SegmentCore
import SegmentGtk

/// The gallery's check boxes for the seed options: width modes, CRMMultipleSwitch's press options,
/// QiPagesContainer's bar background image, a slow animation, the pager's bar at the bottom (or, for the tab
/// strip, at the side), and a button that reloads a pager's pages.
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
            let modes = LatestBoxWins(fallback: page.style.widthMode, current: bar.widthMode) { bar.widthMode = $0 }
            check("4 per view", false) { on in modes.set(.perView(4), on) }
            check("Fixed width", false) { on in modes.set(.fixed(120), on) }
        }
        if page.style == .cursor {
            // QiPagesContainer's bar background image.
            check("Background image", false) { on in
                do {
                    try bar.setBackgroundImage(on ? DemoResources.path("images/bar-background.svg") : nil)
                } catch {
                    DemoLog.complain("\(error)")
                }
            }
        }
        check("Slow animation", false) { on in bar.animationDuration = on ? 1 : 0.2 }
        if let pager = editor.pager {
            if page.content == .tabs {
                // An editor's tabs go under the documents or beside them (vertical tabs); the last box ticked wins.
                let placements = LatestBoxWins(fallback: BarPlacement.top, current: pager.placement) {
                    pager.placement = $0
                }
                check("Bar at bottom", pager.placement == .bottom) { on in placements.set(.bottom, on) }
                check("Tabs at the side", pager.placement == .start) { on in placements.set(.start, on) }
            } else if pager.placement == .start || pager.placement == .end {
                // Sidebar tabs (the vertical page) move to the other side instead.
                check("Bar at end", pager.placement == .end) { on in pager.placement = on ? .end : .start }
            } else {
                check("Bar at bottom", pager.placement == .bottom) { on in pager.placement = on ? .bottom : .top }
            }
            // Every page is made again, on the same page (a list scrolled down comes back at its top).
            button("Reload pages") { pager.stack.reloadPages() }
        }
    }
}

/// Check boxes that each ask for one value of a setting (a width mode, a placement): the most recently ticked box
/// still on wins, and with none on the setting goes back to `fallback`.
@MainActor
private final class LatestBoxWins<Value: Equatable> {
    private let fallback: Value
    private let apply: (Value) -> Void
    private var asked: [Value] = []

    /// Boxes for a setting now at `current`: ticked already when that is not the fallback.
    init(fallback: Value, current: Value, apply: @escaping (Value) -> Void) {
        self.fallback = fallback
        self.apply = apply
        if current != fallback { asked = [current] }
    }

    /// Turns `value`'s box on or off and applies the most recent value still on.
    func set(_ value: Value, _ on: Bool) {
        asked.removeAll { $0 == value }
        if on { asked.append(value) }
        apply(asked.last ?? fallback)
    }
}
