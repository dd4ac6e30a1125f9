import CGtk
import SegmentCore

/// The stack's public edits, as its handle and its GObject properties ask for them.
///
/// Each is checked against the stack as the app sees it (so a bad index throws at once), sent to the
/// ``SegmentedPagerController`` when the stack is a pager's (so the bar keeps one segment per page and the
/// same selection), and held while the page factory runs (``perform(_:_:)``).
extension PagedStackController {
    /// The most pages a stack has: page indices travel as `gint` (the `page` property) and `guint` (signals).
    static let maximumPageCount = Int(Int32.max)
    /// How many main-loop turns in a row held edits may make the factory ask for more before they are dropped.
    static let maximumHeldEditRounds = 8
    /// How many held edits such a run of turns may apply: a factory that asks for several edits each time it
    /// runs would otherwise multiply them from turn to turn.
    static let maximumHeldEditsInARow = 256

    /// Runs `edit` now; while the page factory runs, on the next main-loop turn; and when a handler of another
    /// edit asks for it, right after that edit.
    ///
    /// An edit's handlers (`notify::position`, `selection-changed`, `notify::n-items`) run while the bar and the
    /// pages are still being brought into line; an edit of theirs applied there would be overwritten by the rest
    /// of the outer one (a page count for the old items). It is held and runs in order once the outer edit is
    /// done, before the outer call returns to the app.
    ///
    /// A factory that edits the stack (or its pager) would change the pages under the pass that is placing
    /// them, and leave a stray frame. So such edits are held and run in order once the factory has returned
    /// and its page is in place; until then reads show the stack as it was. A held edit that no longer
    /// applies when it runs (another one removed its page) is dropped with one warning, and a factory that
    /// edits every time it runs is stopped after ``maximumHeldEditRounds`` turns (or ``maximumHeldEditsInARow``
    /// edits) with one warning.
    func perform(
        _ name: String, _ edit: @escaping @MainActor (PagedStackController) throws(SegmentError) -> Void
    ) throws(SegmentError) {
        guard factoryDepth == 0 else {
            heldEdits.append((name, edit))
            heldEditWork.schedule()
            return
        }
        guard editDepth == 0 else {
            editsFromHandlers.append((name, edit))
            return
        }
        editDepth += 1
        defer {
            editDepth -= 1
            if editDepth == 0, factoryDepth == 0 { applyEditsFromHandlers() }
        }
        try edit(self)
    }

    /// Runs the edits that handlers asked for during an edit, in order, now that it is done; edits their own
    /// handlers ask for run after them, up to ``maximumHeldEditsInARow`` in all.
    private func applyEditsFromHandlers() {
        var applied = 0
        while !editsFromHandlers.isEmpty {
            guard applied < Self.maximumHeldEditsInARow else {
                Log.warning(
                    "PagedStack: handlers of edits asked for \(applied) more edits in a row; "
                        + "\(editsFromHandlers.count) more edit(s) dropped")
                editsFromHandlers.removeAll()
                return
            }
            let (name, edit) = editsFromHandlers.removeFirst()
            applied += 1
            editDepth += 1
            do { try edit(self) } catch {
                Log.warning(
                    "PagedStack: \(name), asked for by a handler during another edit, no longer applies: \(error.description(for: .stack))"
                )
            }
            editDepth -= 1
        }
    }

    /// Runs the edits held while the factory ran; see ``perform(_:_:)``.
    func applyHeldEdits() {
        let edits = heldEdits
        heldEdits.removeAll()
        heldEditsInARow += edits.count
        for (name, edit) in edits {
            editDepth += 1
            do { try edit(self) } catch {
                Log.warning(
                    "PagedStack: \(name), asked for while the page factory ran, no longer applies: \(error.description(for: .stack))"
                )
            }
            editDepth -= 1
            applyEditsFromHandlers()
        }
        guard !heldEdits.isEmpty else {
            heldEditRounds = 0
            heldEditsInARow = 0
            return
        }
        heldEditRounds += 1
        guard heldEditRounds >= Self.maximumHeldEditRounds || heldEditsInARow >= Self.maximumHeldEditsInARow
        else { return }
        Log.warning(
            "PagedStack: the page factory edited the stack each time it ran, \(heldEditRounds) turns in a row; "
                + "\(heldEdits.count) more edit(s) dropped")
        heldEdits.removeAll()
        heldEditRounds = 0
        heldEditsInARow = 0
        heldEditWork.cancel()
    }

    /// Throws unless `index` is a page.
    func checkPage(_ index: Int) throws(SegmentError) {
        guard pageCount > 0 else { throw .empty }
        guard (0..<pageCount).contains(index) else { throw .indexOutOfRange(index: index, count: pageCount) }
    }

    /// `pageCount = count`: clamped to `0...maximumPageCount`. A pager's pages follow its items, so there it
    /// only reloads the pages (for the same count) or is refused with one warning.
    func requestPageCount(_ count: Int) {
        if pager != nil, count != pageCount {
            Log.warning(
                "PagedStack: a SegmentedPager has one page per item; set the pager's items instead "
                    + "(pageCount \(count) refused, \(pageCount) kept)")
            return
        }
        try? perform("pageCount = \(count)") { $0.setPageCount(count) }
    }

    /// `insertPage(at:)`; in a pager, inserts an untitled segment with its page.
    func requestInsert(at index: Int) throws(SegmentError) {
        if let pager {
            try pager.insert(SegmentItem(""), page: nil, at: index)
            return
        }
        let check = { (stack: PagedStackController) throws(SegmentError) in
            guard (0...stack.pageCount).contains(index) else {
                throw .indexOutOfRange(index: index, count: stack.pageCount)
            }
        }
        try check(self)
        try perform("insertPage(at: \(index))") { stack throws(SegmentError) in
            try check(stack)
            guard stack.pageCount < Self.maximumPageCount else {
                Log.warning(
                    "PagedStack: already \(Self.maximumPageCount) pages, the most a stack has; no page inserted")
                return
            }
            stack.apply(.insert(at: index))
        }
    }

    /// `removePage(at:)`; in a pager, removes the segment with its page.
    func requestRemove(at index: Int) throws(SegmentError) {
        if let pager {
            try pager.remove(at: index)
            return
        }
        try checkPage(index)
        try perform("removePage(at: \(index))") { stack throws(SegmentError) in
            try stack.checkPage(index)
            stack.apply(.remove(at: index))
        }
    }

    /// `movePage(from:to:)`; in a pager, moves the segment with its page.
    func requestMove(from: Int, to: Int) throws(SegmentError) {
        if let pager {
            try pager.move(from: from, to: to)
            return
        }
        try checkPage(from)
        try checkPage(to)
        guard from != to else { return }
        try perform("movePage(from: \(from), to: \(to))") { stack throws(SegmentError) in
            try stack.checkPage(from)
            try stack.checkPage(to)
            stack.apply(.move(from: from, to: to))
        }
    }

    /// `reloadPage(at:)`.
    func requestReload(_ index: Int) throws(SegmentError) {
        try checkPage(index)
        try perform("reloadPage(at: \(index))") { stack throws(SegmentError) in
            try stack.checkPage(index)
            stack.reloadPage(index)
        }
    }

    /// `reloadPages()`: every page is made again, on the same page.
    func requestReloadAll() {
        try? perform("reloadPages()") { stack in
            let page = stack.currentPage
            stack.setPageCount(stack.pageCount)
            // A slide under way goes on to its page with the new widgets (the count keeps it): put back on the page
            // it left, the pages undid the user's click, and a pager's bar selected that page again.
            if stack.motion == nil, let page { try? stack.select(page, animated: false, notify: false) }
        }
    }

    /// `aliveLimit = limit`: negative limits count as 0 (only the pages on screen and next to it stay).
    func requestAliveLimit(_ limit: Int?) {
        try? perform("aliveLimit = \(limit.map(String.init) ?? "nil")") { stack in
            let old = stack.cache.aliveLimit
            stack.cache.aliveLimit = limit
            PagedStackType.properties.notify(stack.widget, .aliveLimit, from: old, to: stack.cache.aliveLimit)
            stack.syncPages()
        }
    }

    /// `select(_:animated:notify:)` and the `page` property; in a pager, selects the segment too.
    func requestSelect(_ index: Int, animated: Bool, notify: Bool) throws(SegmentError) {
        if let pager {
            try pager.select(index, animated: animated, notify: notify)
            return
        }
        try checkPage(index)
        try perform("select(\(index))") { stack throws(SegmentError) in
            try stack.select(index, animated: animated, notify: notify)
        }
    }

    /// `setPosition(_:)` and the `position` property; a pager's bar follows the pages by itself.
    func requestPosition(_ value: Double) throws(SegmentError) {
        guard value.isFinite else { throw .notFinite(value) }
        try perform("setPosition(\(value))") { stack throws(SegmentError) in try stack.setPosition(value) }
    }

    /// `setFactory(_:)`; in a pager, the pager's pages come from `factory` from now on (and are made again).
    func requestFactory(_ factory: (@MainActor (Int) -> UnsafeMutablePointer<GtkWidget>?)?) {
        if let pager {
            pager.setPages(factory: factory)
            return
        }
        self.factory = factory
        if factory != nil { remakePlaceholders() }
    }

    /// `setEnabledProvider(_:)`; refused with one warning in a pager, whose pages are enabled as its items are.
    func requestEnabledProvider(_ provider: @escaping @MainActor (Int) -> Bool) {
        guard pager == nil else {
            Log.warning(
                "PagedStack: a SegmentedPager's pages are enabled as its items are; set isEnabled on the "
                    + "pager's items instead")
            return
        }
        isPageEnabled = provider
    }
}
