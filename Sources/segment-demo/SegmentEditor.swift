import CGtk
import SegmentCore
import SegmentGtk

/// What the gallery's live controls edit: a bare SegmentBar, or a SegmentedPager whose pages follow its items.
///
/// Both have the same operations; going through this one value lets every gallery page share the controls.
@MainActor
struct SegmentEditor {
    /// The bar that shows the items (the pager's own bar for pager pages).
    let bar: SegmentBar
    /// The pager, for pages that have one.
    let pager: SegmentedPager?
    /// The current items.
    let items: () -> [SegmentItem]
    /// The selected index.
    let selectedIndex: () -> Int?
    /// Selects, as the app would.
    let select: (Int, Bool) throws(SegmentError) -> Void
    /// Inserts an item (with its page, for pagers).
    let insert: (SegmentItem, Int) throws(SegmentError) -> Void
    /// Removes an item (with its page).
    let remove: (Int) throws(SegmentError) -> Void
    /// Replaces an item.
    let replace: (Int, SegmentItem) throws(SegmentError) -> Void
    /// The page's other bars (the `vertical` page's topics), which the options that are not edits of the items
    /// (direction, keys, the indicator's place and motion) change too: "Manual keys" left them selecting.
    var companions: [SegmentBar] = []

    /// Edits a bare bar.
    init(bar: SegmentBar) {
        self.bar = bar
        pager = nil
        items = { bar.items }
        selectedIndex = { bar.selectedIndex }
        select = { (index, animated) throws(SegmentError) in try bar.select(index, animated: animated) }
        insert = { (item, index) throws(SegmentError) in try bar.insert(item, at: index) }
        remove = { (index) throws(SegmentError) in try bar.remove(at: index) }
        replace = { (index, item) throws(SegmentError) in try bar.replace(at: index, with: item) }
    }

    /// Edits a pager, so pages are inserted, removed and renamed with their segments.
    ///
    /// - Parameter givesPages: whether the pager was given its pages up front (the builder page), so an inserted
    ///   segment needs a page of its own; a pager with a page factory makes it when it is first shown.
    init(pager: SegmentedPager, givesPages: Bool = false) {
        bar = pager.bar
        self.pager = pager
        items = { pager.items }
        selectedIndex = { pager.selectedIndex }
        select = { (index, animated) throws(SegmentError) in try pager.select(index, animated: animated) }
        insert = { (item, index) throws(SegmentError) in
            try pager.insert(item, page: givesPages ? gtk_label_new(item.title) : nil, at: index)
        }
        remove = { (index) throws(SegmentError) in try pager.remove(at: index) }
        replace = { (index, item) throws(SegmentError) in try pager.replace(at: index, with: item) }
    }

    /// Sets the badge of one item; an item that has it already is left alone (the "Badges" box walks every item,
    /// 10,000 on the `many` page, and each edit re-notifies every title).
    func setBadge(_ badge: Badge, at index: Int) {
        let current = items()
        guard current.indices.contains(index), current[index].badge != badge else { return }
        var item = current[index]
        item.badge = badge
        try? replace(index, item)
    }
}
