import SegmentCore

@testable import SegmentGtk

/// Checks that `pager` is consistent once nothing moves; returns a description of what is not. With
/// `resting`, the pages must also rest on the selected page.
@MainActor
func inconsistency(_ pager: SegmentedPager, resting: Bool) -> String? {
    let bar = pager.bar
    let stack = pager.stack
    if bar.items.count != stack.pageCount { return "\(bar.items.count) segments, \(stack.pageCount) pages" }
    if bar.selectedIndex != stack.currentPage {
        return
            "segment \(String(describing: bar.selectedIndex)) selected, page \(String(describing: stack.currentPage)) current"
    }
    if bar.position != stack.position { return "indicator at \(bar.position), pages at \(stack.position)" }
    if resting, let selected = bar.selectedIndex, stack.position != Double(selected) {
        return "segment \(selected) selected, pages resting at \(stack.position)"
    }
    if pager.items != bar.items { return "the pager's items are not its bar's" }
    return nil
}
