import CGtk
import SegmentGtk

/// The gallery's check boxes for a pager's paging switches, one per switch, each bound to the pager's property.
@MainActor
enum PagingSwitchChecks {
    /// Makes one check box: its label, whether it starts checked, and what a toggle does (returns the box).
    typealias MakeCheck = (String, Bool, @escaping @MainActor (Bool) -> Void) -> UnsafeMutablePointer<GtkWidget>

    /// Adds a check box per switch of `pager` with `check`; each shows the switch's value and sets it.
    static func add(for pager: SegmentedPager, with check: MakeCheck) {
        let switches: [(String, ReferenceWritableKeyPath<SegmentedPager, Bool>)] = [
            ("Swipe", \.isInteractive), ("Mouse drag", \.allowsMouseDrag), ("Long swipes", \.allowsLongSwipes),
            ("Wheel paging", \.allowsScrollWheel), ("Bounce", \.bounces), ("Slide on click", \.animatesSelection),
        ]
        for (label, keyPath) in switches {
            _ = check(label, pager[keyPath: keyPath]) { on in pager[keyPath: keyPath] = on }
        }
    }
}
