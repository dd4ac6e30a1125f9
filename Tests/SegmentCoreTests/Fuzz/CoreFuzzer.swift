import SegmentCore
import SegmentTestSupport

/// One fuzz operation as drawn, kept so a failure can print the steps that led to it.
struct FuzzOperation: CustomStringConvertible {
    /// What the operation does; see ``CoreFuzzer/step()`` for the meaning of `a` and `b` in each case.
    enum Kind: Int, CaseIterable {
        case select, selectSilently, activate, keyboardMove, insert, remove, rename, move, replaceAll
        case trackerDrag, setPosition, resize, switchStyle, flipDirection, pageDrag, pageSettle, pageWheel
        case badgeMeasure, pin
    }

    /// The kind of operation.
    var kind: Kind
    /// The first argument (an index, a move, a size code), as drawn.
    var a: Int
    /// The second argument, as drawn.
    var b: Int
    /// A real-valued argument (a position, a translation, a time step), as drawn.
    var x: Double

    /// A short form such as `insert(3, 1, 0.0)`, for failure reports.
    var description: String { "\(kind)(\(a), \(b), \(x))" }
}

/// A seeded random driver of the whole core: selection model, layout, tracker drags and the paging core.
///
/// The fuzzer keeps a *shadow* of what the core should hold (an identity per item, the selected identity,
/// which page should be on screen once settled), applies one random operation per ``step()``, and then checks
/// every invariant it can check cheaply. Each step costs a few microseconds in a debug build, because the
/// item count stays small (at most ``maxItems``) and layouts are rebuilt only when an input changed, so a
/// million steps fit in the seconds `make test` can spend on it.
struct CoreFuzzer {
    /// Item lists never grow past this, so every O(n) check stays cheap.
    static let maxItems = 14

    /// Titles that stress text handling: empty, markup characters, emoji, combining marks, RTL, mixed, huge.
    static let titles: [String] = [
        "Inbox", "", "<b>bold</b> & co", "😀👍🏽", "e\u{301}a\u{308}", "שלום", "abc עברית 123", "Inbox",
        String(repeating: "W", count: 400), "\u{202E}reversed", " ", String(repeating: "x", count: 10_000),
    ]

    /// Badges including the edge counts (0, negative, `Int.max`, `Int.min`) and an empty text.
    static let badges: [Badge] = [
        .none, .dot, .count(0), .count(-3), .count(Int.max), .count(Int.min), .count(7), .count(100), .text(""),
        .text("new"),
    ]

    /// Doubles that must never crash anything that takes a position, a size or a translation.
    static let nastyDoubles: [Double] = [
        .nan, .infinity, -.infinity, -0.0, -1, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        9.3e18, -9.3e18, 0.5,
    ]

    /// The styles switched between: every preset plus a few extreme custom ones.
    static let styles: [SegmentStyle] = {
        var extreme = SegmentStyle(
            widthMode: .fitted(fillWhenNarrower: true), itemPadding: -5, spacing: .nan,
            contentInsets: EdgeInsets(top: 50, leading: 30, bottom: 50, trailing: 30),
            indicator: IndicatorStyle(
                shape: .box, width: .fixed(.infinity), thickness: -2, insets: EdgeInsets(all: 100), cornerRadius: -4,
                isElastic: true),
            separators: SeparatorStyle(
                isVisible: true, thickness: .nan, verticalInset: 200, hidesNextToSelection: true),
            bottomBorder: 1e9, maxTitleWidth: .nan)
        extreme.badge.maxCount = Int.min
        let dot = SegmentStyle(
            widthMode: .equal, spacing: 3, indicator: IndicatorStyle(shape: .dot, width: .segment, thickness: 6),
            separators: SeparatorStyle(isVisible: true), maxTitleWidth: 0)
        let none = SegmentStyle(indicator: IndicatorStyle(shape: .none))
        return [.underline, .scrollable, .capsule, .icons, .cursor, extreme, dot, none]
    }()

    private var rng: SplitMix64
    private let measurer = MonospaceMeasurer()
    private var cache = MeasurementCache()

    // Selection model and its shadow.
    private(set) var model = SegmentModel()
    /// A unique identity per item, in model order, so "the same item stays selected" can be checked.
    private var ids: [Int] = []
    private var nextID = 0
    /// The identity that must be selected; `nil` exactly when there are no items.
    private var selectedID: Int?
    private var metrics: [ItemMetrics] = [] {
        didSet { layouts = nil }
    }

    // Layout inputs.
    private var styleIndex = 0
    private var width = 360.0
    private var height = 44.0
    private var direction = LayoutDirection.leftToRight
    /// The indicator's fractional position, as a widget would keep it.
    private var position = 0.0
    private var layouts: (ltr: SegmentLayout, rtl: SegmentLayout)?
    private var tracker: TrackerDrag?

    // Paging core.
    private let physics = PagerPhysics()
    private var pages = PageCache(aliveLimit: 3)
    private var pagePosition = 0.0
    private var pageDrag: (startRaw: Double, translation: Double, time: Double, velocity: VelocityTracker)?
    private var settle: (curve: SpringCurve, elapsed: Double)?

    /// The last 16 operations, a ring written at `operations % 16`, for failure reports.
    private var ring: [FuzzOperation?] = Array(repeating: nil, count: 16)
    /// The layout state the invariants were last checked in: rechecking an unchanged state finds nothing new.
    private var checkedLayout: (position: Double, selected: Int, generation: Int)?
    /// Bumped whenever the layouts are rebuilt.
    private var layoutGeneration = 0
    /// The paging state the invariants were last checked in.
    private var checkedPages: (position: Double, count: Int, generation: Int)?
    /// Bumped whenever the pages are edited.
    private var pageGeneration = 0
    /// How many operations ran.
    private(set) var operations = 0
    /// How many operations were refused with an error, to prove the refusal paths are exercised.
    private(set) var refusals = 0
    /// How many times a page drag was released, to prove the paging paths are exercised.
    private(set) var pageReleases = 0
    /// How many layouts with sticky segments were checked, to prove pinning reaches them.
    private(set) var stickyLayouts = 0
    /// How many hit tests ran, to prove the generator does not quietly stop reaching them.
    private(set) var hitTests = 0

    /// The last operations, oldest first, for failure reports.
    var recent: [FuzzOperation] {
        (0..<16).compactMap { ring[(operations + $0) % 16] }
    }

    /// A fuzzer whose whole run is fixed by `seed`.
    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    // MARK: Driving

    /// Draws and applies one operation, then checks every invariant; returns the first one broken, if any.
    mutating func step() -> String? {
        let op = draw()
        ring[operations % 16] = op
        operations += 1
        let refusedBefore = refusals
        if let failure = apply(op) { return failure }
        // A refused request was already checked to change nothing, and a badge probe touches no state: the
        // invariants that held before still hold, and skipping them keeps a step cheap.
        if refusals > refusedBefore || op.kind == .badgeMeasure { return nil }
        return check()
    }

    private mutating func draw() -> FuzzOperation {
        let n = model.count
        // Edits are weighted up so drags and settles often see the list change under them.
        let roll = rng.int(0, 99)
        let kind: FuzzOperation.Kind
        switch roll {
        case 0..<8: kind = .select
        case 8..<12: kind = .selectSilently
        case 12..<20: kind = .activate
        case 20..<28: kind = .keyboardMove
        case 28..<38: kind = n >= Self.maxItems ? .remove : .insert
        case 38..<46: kind = .remove
        case 46..<52: kind = .rename
        case 52..<56: kind = .move
        case 56..<57: kind = .replaceAll
        case 57..<67: kind = .trackerDrag
        case 67..<71: kind = .setPosition
        case 71..<75: kind = .resize
        case 75..<77: kind = .switchStyle
        case 77..<80: kind = .flipDirection
        case 80..<90: kind = .pageDrag
        case 90..<96: kind = .pageSettle
        case 96..<98: kind = .pageWheel
        case 98: kind = .pin
        default: kind = .badgeMeasure
        }
        // Indices reach one past either end, so refusals are exercised as often as successes.
        let a = rng.int(-1, n + 1)
        let b = rng.int(-1, n + 1)
        let x: Double =
            rng.chance(0.05)
            ? Self.nastyDoubles[rng.int(0, Self.nastyDoubles.count - 1)] : rng.double(-2, Double(n) + 2)
        return FuzzOperation(kind: kind, a: a, b: b, x: x)
    }

    /// Applies `op` to the core and to the shadow, checking what each call returns against the shadow.
    private mutating func apply(_ op: FuzzOperation) -> String? {
        switch op.kind {
        case .select, .selectSilently:
            return select(op.a, notify: op.kind == .select)
        case .activate:
            return activate(op.a)
        case .keyboardMove:
            return keyboardMove(op)
        case .insert:
            return insert(at: op.a, title: op.b)
        case .remove:
            return remove(at: op.a)
        case .rename:
            return rename(at: op.a, title: op.b)
        case .move:
            return move(from: op.a, to: op.b)
        case .pin:
            return pin(at: op.a)
        case .replaceAll:
            return replaceAll(count: op.a + 1)
        case .trackerDrag:
            return trackerDrag(op)
        case .setPosition:
            guard op.x.isFinite else { return nil }  // The widgets throw `notFinite` before reaching the core.
            position = clamp(op.x, 0, Double(max(0, model.count - 1)))
            tracker = nil
        case .resize:
            width = [0, -5, .nan, .infinity, 1, 40, 200, 360, 1_280, 10_000][(op.a + 1) % 10]
            height = [0, 44, 30, .nan, 2, 100][(op.b + 1) % 6]
            layouts = nil
        case .switchStyle:
            styleIndex = (styleIndex + 1 + max(0, op.a)) % Self.styles.count
            remeasureAll()
        case .flipDirection:
            direction = direction == .leftToRight ? .rightToLeft : .leftToRight
            layouts = nil
        case .pageDrag:
            return pageDrag(op)
        case .pageSettle:
            return pageSettle(seconds: abs(op.x.isFinite ? op.x : 1) * 0.02)
        case .pageWheel:
            return pageWheel(forward: op.a.isMultiple(of: 2))
        case .badgeMeasure:
            let badge = Self.badges[(op.a + 1) % Self.badges.count]
            let cap = [99, 0, -1, Int.max, Int.min, 9][(op.b + 1) % 6]
            if let label = badge.label(maxCount: cap), label.isEmpty { return "badge \(badge) has an empty label" }
            if case .count(let value) = badge, value <= 0, badge.label(maxCount: cap) != nil {
                return "count badge \(value) has a label"
            }
        }
        return nil
    }

    // MARK: Selection

    private mutating func select(_ index: Int, notify: Bool) -> String? {
        let before = model
        do {
            let change = try model.select(index, notify: notify)
            guard before.items[index].isEnabled else { return "selected disabled item \(index)" }
            if before.selectedIndex == index {
                guard change == .unchanged else { return "reselect by the app reported \(change)" }
            } else {
                let expected = SelectionChange.selected(index: index, previous: before.selectedIndex, notify: notify)
                guard change == expected else { return "select(\(index)) reported \(change), expected \(expected)" }
            }
            selectedID = ids[index]
            selectionMoved()
        } catch {
            return refused(error, index: index, before: before)
        }
        return nil
    }

    private mutating func activate(_ index: Int) -> String? {
        let before = model
        do {
            let change = try model.activate(index)
            if before.selectedIndex == index {
                guard change == .reselected(index: index) else { return "activate(selected) reported \(change)" }
            } else {
                guard case .selected(index, _, true) = change else { return "activate(\(index)) reported \(change)" }
            }
            selectedID = ids[index]
            selectionMoved()
        } catch {
            return refused(error, index: index, before: before)
        }
        return nil
    }

    /// Checks that a refusal is the right error and that nothing changed.
    private mutating func refused(_ error: SegmentError, index: Int, before: SegmentModel) -> String? {
        refusals += 1
        guard model == before else { return "a refused call (\(error)) changed the model" }
        if before.count == 0 { return error == .empty ? nil : "empty model refused with \(error)" }
        if !before.items.indices.contains(index) {
            return error == .indexOutOfRange(index: index, count: before.count)
                ? nil : "index \(index) refused with \(error)"
        }
        return error == .itemDisabled(index: index) && !before.items[index].isEnabled
            ? nil : "index \(index) refused with \(error)"
    }

    private mutating func keyboardMove(_ op: FuzzOperation) -> String? {
        let moves: [NavigationMove] = [.left, .right, .first, .last, .next, .previous, .nextLooping, .previousLooping]
        let move = moves[(op.a + 1) % moves.count]
        let moveDirection: LayoutDirection = op.b.isMultiple(of: 2) ? .leftToRight : .rightToLeft
        guard let target = model.target(of: move, direction: moveDirection) else {
            // No target: there is no enabled item that way.
            let logical = move.logical(in: moveDirection)
            let selected = model.selectedIndex ?? 0
            let candidates: ArraySlice<SegmentItem>
            switch logical {
            case .next: candidates = model.count > selected + 1 ? model.items[(selected + 1)...] : []
            case .previous: candidates = selected > 0 ? model.items[..<selected] : []
            default: candidates = model.items[...]
            }
            return candidates.contains { $0.isEnabled } ? "\(move) found no target, yet one is enabled" : nil
        }
        guard model.items.indices.contains(target), model.items[target].isEnabled else {
            return "\(move) landed on \(target), not an enabled item"
        }
        let selected = model.selectedIndex ?? 0
        switch move.logical(in: moveDirection) {
        case .next:
            guard target > selected, !model.items[(selected + 1)..<target].contains(where: \.isEnabled) else {
                return "next from \(selected) gave \(target)"
            }
        case .previous:
            guard target < selected, !model.items[(target + 1)..<selected].contains(where: \.isEnabled) else {
                return "previous from \(selected) gave \(target)"
            }
        default: break
        }
        return activate(target)
    }

    // MARK: Edits

    private func makeItem(title: Int, salt: Int) -> SegmentItem {
        let titles = Self.titles
        // The 10,000-character title is drawn rarely: hashing it is the one slow thing here.
        let pick = (title + 1) % titles.count == titles.count - 1 && salt % 7 != 0 ? 0 : (title + 1) % titles.count
        return SegmentItem(
            titles[pick], icon: salt % 5 == 0 ? "icon" : nil, badge: Self.badges[salt % Self.badges.count],
            isEnabled: salt % 4 != 0)
    }

    private mutating func measure(_ item: SegmentItem) -> ItemMetrics {
        ItemMetrics.measure(item, style: Self.styles[styleIndex], cache: &cache, measurer: measurer)
    }

    private mutating func remeasureAll() {
        // The widget empties its cache on a style change; so does this, which also bounds its size.
        cache.removeAll()
        metrics = model.items.map { measure($0) }
        layouts = nil
    }

    private mutating func insert(at index: Int, title: Int) -> String? {
        let item = makeItem(title: title, salt: Int(rng.next() % 1_000))
        let before = model
        do {
            let change = try model.insert(item, at: index)
            ids.insert(nextID, at: index)
            // Measured as the model keeps it: an insert among pinned segments is pinned.
            metrics.insert(measure(model.items[index]), at: index)
            nextID += 1
            pages.apply(.insert(at: index))
            if let selected = before.selectedIndex {
                let expected: SelectionChange = index <= selected ? .shifted(index: selected + 1) : .unchanged
                guard change == expected else { return "insert at \(index) reported \(change), expected \(expected)" }
            } else {
                guard case .selected(0, nil, true) = change else { return "insert into empty reported \(change)" }
                selectedID = ids[0]
            }
            editedPages(.insert(at: index))
        } catch {
            refusals += 1
            guard model == before, error == .indexOutOfRange(index: index, count: before.count) else {
                return "insert at \(index) refused with \(error)"
            }
        }
        return nil
    }

    private mutating func remove(at index: Int) -> String? {
        let before = model
        do {
            let change = try model.remove(at: index)
            let removedID = ids.remove(at: index)
            metrics.remove(at: index)
            pages.apply(.remove(at: index))
            if removedID == selectedID {
                if model.count == 0 {
                    guard change == .cleared(previous: index) else {
                        return "removing the last item reported \(change)"
                    }
                    selectedID = nil
                } else {
                    guard let replacement = model.selectedIndex,
                        change == .selected(index: replacement, previous: index, notify: true)
                    else { return "removing the selected item reported \(change)" }
                    // The replacement is the nearest enabled item, the later one on a tie; or, with none, a neighbour.
                    let enabled = model.items.indices.filter { model.items[$0].isEnabled }
                    if let best = enabled.min(by: { (abs($0 - index), -$0) < (abs($1 - index), -$1) }) {
                        guard replacement == best else { return "removed \(index): picked \(replacement), not \(best)" }
                    } else {
                        guard replacement == min(index, model.count - 1) else {
                            return "removed \(index): \(replacement)"
                        }
                    }
                    selectedID = ids[replacement]
                }
            }
            editedPages(.remove(at: index))
        } catch {
            return refused(error, index: index, before: before)
        }
        return nil
    }

    private mutating func rename(at index: Int, title: Int) -> String? {
        let before = model
        let item = makeItem(title: title, salt: Int(rng.next() % 1_000))
        do {
            try model.replace(at: index, with: item)
            metrics[index] = measure(model.items[index])
            layouts = nil
            guard model.selectedIndex == before.selectedIndex else { return "rename moved the selection" }
        } catch {
            return refused(error, index: index, before: before)
        }
        return nil
    }

    private mutating func move(from: Int, to: Int) -> String? {
        let before = model
        // A move stays among the moved segment's own kind, pinned or not.
        let target = model.items.indices.contains(from) ? model.moveTarget(from: from, to: to) : to
        do {
            try model.move(from: from, to: to)
            ids.insert(ids.remove(at: from), at: target)
            metrics.insert(metrics.remove(at: from), at: target)
            if from != target {
                pages.apply(.move(from: from, to: target))
                editedPages(.move(from: from, to: target))
            }
        } catch {
            refusals += 1
            guard model == before else { return "a refused move changed the model" }
        }
        return nil
    }

    /// Pins segment `index`, or unpins it if pinned: it moves after the pinned ones, or first of the others.
    private mutating func pin(at index: Int) -> String? {
        let before = model
        guard model.items.indices.contains(index) else {
            do {
                _ = try model.setPinned(true, at: index)
                return "pinning \(index) of \(before.count) was not refused"
            } catch {
                refusals += 1
                return model == before ? nil : "a refused pin changed the model"
            }
        }
        let pinned = !model.items[index].isPinned
        let target = model.pinDestination(of: index, pinned: pinned)
        do {
            _ = try model.setPinned(pinned, at: index)
        } catch {
            return "pinning \(index) of \(before.count) failed: \(error)"
        }
        guard model.items[target].isPinned == pinned, model.pinnedCount == before.pinnedCount + (pinned ? 1 : -1)
        else { return "pinning \(index) did not land at \(target)" }
        ids.insert(ids.remove(at: index), at: target)
        metrics.remove(at: index)
        metrics.insert(measure(model.items[target]), at: target)
        if index != target {
            pages.apply(.move(from: index, to: target))
            editedPages(.move(from: index, to: target))
        }
        return nil
    }

    private mutating func replaceAll(count: Int) -> String? {
        let previous = model.selectedIndex
        let items = (0..<max(0, count)).map { makeItem(title: $0 * 3, salt: Int(rng.next() % 1_000)) }
        let change = model.setItems(items)
        ids = items.indices.map { nextID + $0 }
        nextID += items.count
        metrics = items.map { measure($0) }
        selectedID = model.selectedIndex.map { ids[$0] }
        if items.isEmpty {
            guard change == (previous.map { .cleared(previous: $0) } ?? .unchanged) else { return "clear: \(change)" }
        } else if let previous, items.indices.contains(previous), items[previous].isEnabled {
            guard model.selectedIndex == previous else { return "setItems moved a still-valid selection" }
        } else if items.contains(where: \.isEnabled), let selected = model.selectedIndex, !items[selected].isEnabled {
            return "setItems selected disabled \(selected) with enabled items left"
        }
        // Like PagedStack.pageCount: every page is dropped and the pages jump to the selection.
        pages.removeAll()
        pageGeneration += 1
        pageDrag = nil
        settle = nil
        tracker = nil
        pagePosition = Double(model.selectedIndex ?? 0)
        position = pagePosition
        layouts = nil
        return nil
    }

    // MARK: Bar motion

    private mutating func currentLayouts() -> (ltr: SegmentLayout, rtl: SegmentLayout) {
        if let layouts { return layouts }
        let style = Self.styles[styleIndex]
        let built = (
            SegmentLayout(metrics: metrics, style: style, viewWidth: width, viewHeight: height),
            SegmentLayout(metrics: metrics, style: style, viewWidth: width, viewHeight: height, direction: .rightToLeft)
        )
        layouts = built
        layoutGeneration += 1
        return built
    }

    private mutating func trackerDrag(_ op: FuzzOperation) -> String? {
        let layout = direction == .leftToRight ? currentLayouts().ltr : currentLayouts().rtl
        switch (tracker, op.a.isMultiple(of: 3)) {
        case (nil, _):
            tracker = TrackerDrag(layout: layout, position: position)
            guard let started = tracker, started.startPosition.isFinite, started.startCenterX.isFinite else {
                return "tracker drag began at a non-finite point"
            }
            // A press without movement must not move the indicator (checked where the indicator's resting centres
            // strictly increase; where two coincide, say zero-width segments, any position between them looks the same).
            let still = started.position(translation: 0, layout: layout)
            if layout.count > 0, Self.centresIncrease(layout),
                abs(still - layout.clampedPosition(position)) > 1e-6 * max(1, position)
            {
                return "a press without movement moved the tracker from \(position) to \(still)"
            }
        case (let drag?, false):
            // The layout may have changed under the finger (an edit mid-drag); the answer must still be valid.
            // This runs position(forIndicatorCenterX:), the tracker's inverse, on whatever layout is current.
            let moved = drag.position(translation: op.x * 40, layout: layout)
            guard moved.isFinite, moved >= 0, moved <= Double(max(0, layout.count - 1)) else {
                return "tracker at translation \(op.x * 40) gave \(moved)"
            }
            position = moved
        case (_?, true):
            tracker = nil
            guard let target = TrackerDrag.snapTarget(for: position, in: model) else {
                // Nothing to snap to is right only when no item can be selected.
                return model.items.contains(where: \.isEnabled) ? "the tracker snapped to nothing" : nil
            }
            if model.items.contains(where: \.isEnabled) && !model.items[target].isEnabled {
                return "the tracker snapped to disabled item \(target)"
            }
            return activate(target)
        }
        return nil
    }

    // MARK: Paging

    /// The selection changed: the indicator and the pages head for it, as SegmentedPager does.
    private mutating func selectionMoved() {
        tracker = nil
        if let selected = model.selectedIndex { position = Double(selected) }
        guard pageDrag == nil else { return }
        retargetSettle()
    }

    private mutating func retargetSettle() {
        guard let selected = model.selectedIndex else {
            settle = nil
            pagePosition = 0
            return
        }
        let velocity = settle.map { $0.curve.velocity(at: $0.elapsed) } ?? 0
        settle = (physics.settleCurve(from: pagePosition, velocity: velocity, to: Double(selected)), 0)
    }

    /// The pages were edited like the items; the page on screen stays on screen, even mid-swipe.
    private mutating func editedPages(_ edit: PageIndexEdit) {
        pageGeneration += 1
        let count = model.count
        let old = pagePosition
        pagePosition = count > 0 ? edit.map(position: pagePosition) : 0
        if pageDrag == nil && settle == nil { pagePosition = clamp(pagePosition, 0, Double(max(0, count - 1))) }
        if var drag = pageDrag {
            drag.startRaw += pagePosition - old
            drag.velocity.shift(by: pagePosition - old)
            pageDrag = count > 0 ? drag : nil
        }
        if let selected = model.selectedIndex { position = Double(selected) } else { position = 0 }
        tracker = tracker.map { _ in TrackerDrag(layout: currentLayouts().ltr, position: position) }
        if pageDrag == nil { retargetSettle() }
    }

    private mutating func pageDrag(_ op: FuzzOperation) -> String? {
        let count = model.count
        guard count > 0 else {
            pageDrag = nil
            return nil
        }
        let strip = PageStrip(pageWidth: width, direction: direction)
        switch (pageDrag, op.a.isMultiple(of: 4)) {
        case (nil, _):
            settle = nil
            let raw = physics.unrubberBanded(pagePosition, pageCount: count)
            guard raw.isFinite else { return "unrubberBanded(\(pagePosition)) is \(raw)" }
            var tracker = VelocityTracker()
            tracker.add(raw, at: 0)
            pageDrag = (raw, 0, 0, tracker)
        case (var drag?, false):
            drag.translation += op.x.isFinite ? op.x * 60 : op.x
            drag.time += op.b >= 0 ? 0.016 : -0.01  // Some samples go back in time; they must be ignored.
            let raw = drag.startRaw + strip.positionDelta(forTranslation: drag.translation)
            drag.velocity.add(raw, at: drag.time)
            if !drag.translation.isFinite { drag.translation = 0 }
            pageDrag = drag
            pagePosition = physics.rubberBanded(raw, pageCount: count)
            let limit = physics.rubberBandLimit
            // Never past the asymptote (floating point may reach it for astronomically long pulls).
            guard pagePosition.isFinite, pagePosition >= -limit, pagePosition <= Double(count - 1) + limit else {
                return "dragged pages to \(pagePosition) (raw \(raw))"
            }
        case (let drag?, true):
            pageDrag = nil
            pageReleases += 1
            // May be huge or infinite after an absurd pull; the physics must cope.
            let velocity = drag.velocity.velocity
            var target = physics.releaseTarget(position: pagePosition, velocity: velocity, pageCount: count)
            guard (0..<count).contains(target) else { return "release target \(target) of \(count) pages" }
            target =
                PagerPhysics.nearestEnabled(
                    to: target, from: model.selectedIndex ?? target, pageCount: count,
                    isEnabled: { model.items[$0].isEnabled }) ?? model.selectedIndex ?? target
            if model.items[target].isEnabled, target != model.selectedIndex {
                if let failure = activate(target) { return failure }
            }
            if let selected = model.selectedIndex {
                settle = (physics.settleCurve(from: pagePosition, velocity: velocity, to: Double(selected)), 0)
            }
        }
        return nil
    }

    private mutating func pageSettle(seconds: Double) -> String? {
        guard var running = settle else { return nil }
        running.elapsed += seconds
        let curve = running.curve
        let value = curve.value(at: running.elapsed)
        // Never past the page it settles on (PagerPhysics.settleCurve's promise), whatever the release speed.
        let pastTarget = curve.target >= curve.from ? value > curve.target + 1e-9 : value < curve.target - 1e-9
        guard value.isFinite, !pastTarget else {
            return "settle from \(curve.from) to \(curve.target) overshot to \(value) at \(running.elapsed) s"
        }
        pagePosition = value
        if curve.isFinished(at: running.elapsed) {
            settle = nil
            pagePosition = curve.target
        } else {
            settle = running
        }
        return nil
    }

    private mutating func pageWheel(forward: Bool) -> String? {
        guard pageDrag == nil else { return nil }
        return keyboardMove(FuzzOperation(kind: .keyboardMove, a: forward ? 4 : 5, b: 0, x: 0))
    }

    // MARK: Invariants

    /// Whether the indicator's resting centres strictly increase along the bar, so a centre names one position.
    private static func centresIncrease(_ layout: SegmentLayout) -> Bool {
        var previous = -Double.infinity
        for i in 0..<layout.count {
            let centre = layout.indicatorRect(forItem: i, at: Double(i)).midX
            guard centre > previous else { return false }
            previous = centre
        }
        return true
    }

    /// Checks every invariant of the model, the layout at the current position, and the paging core.
    private mutating func check() -> String? {
        let n = model.count
        guard ids.count == n, metrics.count == n else { return "shadow out of step: \(ids.count) ids, \(n) items" }
        guard let selected = model.selectedIndex else {
            if n != 0 { return "nothing selected among \(n) items" }
            return checkPages(count: 0)
        }
        guard (0..<n).contains(selected) else { return "selection \(selected) outside 0..<\(n)" }
        guard ids[selected] == selectedID else {
            return "selected item \(ids[selected]) is not the expected \(String(describing: selectedID))"
        }
        if let failure = checkLayout(selected: selected) { return failure }
        return checkPages(count: n)
    }

    private mutating func checkLayout(selected: Int) -> String? {
        let (ltr, rtl) = currentLayouts()
        if let last = checkedLayout, last == (position, selected, layoutGeneration) { return nil }
        checkedLayout = (position, selected, layoutGeneration)
        let n = ltr.count
        let p = position
        guard p.isFinite, p >= 0, p <= Double(n - 1) else { return "indicator position \(p) outside the bar" }
        let content = ltr.contentWidth(at: p)
        guard content.isFinite, content >= 0 else { return "content width \(content)" }
        let tolerance = 1e-9 * max(1, content)
        let offset = ltr.centeringScrollOffset(at: p)
        guard offset >= 0, offset <= ltr.maxScrollOffset(at: p) else { return "centring offset \(offset)" }

        // One random segment per step: over a million steps every segment of every shape is visited many times.
        let k = Int(rng.next() % UInt64(n))
        do {
            let i = k
            let frame = ltr.itemFrame(i, at: p)
            guard frame.isFinite, frame.width >= 0, frame.height >= 0 else { return "frame \(i) is \(frame)" }
            guard frame.x >= -tolerance, frame.maxX <= content + tolerance else {
                return "frame \(i) \(frame) outside content width \(content)"
            }
            if i + 1 < n, ltr.itemFrame(i + 1, at: p).x < frame.maxX - tolerance {
                return "frame \(i + 1) overlaps \(i)"
            }
            let left = ltr.viewRect(frame, scrollOffset: offset)
            let right = rtl.viewRect(rtl.itemFrame(i, at: p), scrollOffset: offset)
            guard right.x == ltr.viewWidth - left.x - left.width, right.width == left.width else {
                return "frame \(i): RTL \(right) does not mirror \(left)"
            }
            let parts = ltr.contentRects(i, at: p)
            guard parts.title.isFinite, parts.icon?.isFinite ?? true, parts.badge?.isFinite ?? true else {
                return "content of \(i) is not finite: \(parts)"
            }
        }
        if let indicator = ltr.indicatorRect(at: p) {
            guard indicator.isFinite, indicator.width >= 0, indicator.height >= 0 else {
                return "indicator \(indicator)"
            }
            guard ltr.indicatorCornerRadius(for: indicator) >= 0 else { return "negative corner radius" }
        }
        let visible = ltr.visibleRange(scrollOffset: offset, at: p)
        guard visible.lowerBound >= 0, visible.upperBound <= n else { return "visible range \(visible) of \(n)" }
        // Sticky segments stay in place however the strip scrolls, and are hit there.
        if ltr.stickyCount > 0 {
            stickyLayouts += 1
            let last = ltr.stickyCount - 1
            let frame = ltr.itemFrame(last, at: p)
            let scrolled = ltr.viewRect(frame, scrollOffset: ltr.maxScrollOffset(at: p))
            guard scrolled == ltr.viewRect(frame, scrollOffset: 0), visible.lowerBound >= ltr.stickyCount else {
                return "sticky segment \(last) scrolled to \(scrolled), or in the scrolling range \(visible)"
            }
            if frame.width > 1e-6 * max(1, frame.maxX), ltr.metrics[last].isEnabled {
                let hit = ltr.hitTest(viewX: scrolled.midX, scrollOffset: ltr.maxScrollOffset(at: p), at: p)
                guard hit == last else { return "sticky segment \(last) hit as \(String(describing: hit))" }
            }
        }
        guard ltr.badgeCount(in: visible) <= visible.count else { return "more badges than visible segments" }
        for rect in ltr.separatorRects(in: visible.clamped(to: k..<min(n, k + 3)), at: p) where !rect.isFinite {
            return "separator \(rect)"
        }

        // A resting, enabled, visible-width selected segment is hit at its own centre, in the current direction.
        let layout = direction == .leftToRight ? ltr : rtl
        let at = Double(selected)
        let frame = layout.itemFrame(selected, at: at)
        if layout.metrics[selected].isEnabled && frame.width > 1e-6 * max(1, frame.maxX) {
            let scroll = layout.isScrollable(at: at) ? layout.centeringScrollOffset(at: at) : 0
            let viewX = layout.viewRect(frame, scrollOffset: scroll).midX
            hitTests += 1
            let hit = layout.hitTest(viewX: viewX, scrollOffset: scroll, at: at)
            guard hit == selected else {
                return "hit test at \(viewX) gave \(String(describing: hit)), not \(selected)"
            }
        }
        return nil
    }

    private mutating func checkPages(count: Int) -> String? {
        if let last = checkedPages, last == (pagePosition, count, pageGeneration) { return nil }
        checkedPages = (pagePosition, count, pageGeneration)
        if count > 0 {
            let last = Double(count - 1)
            let limit = physics.rubberBandLimit
            // Moving pages may sit past the ends: rubber-banded, swinging back from a flick, or still on a page that
            // an edit just removed (kept there so nothing jumps). None of that may run away.
            guard pagePosition.isFinite, pagePosition >= -limit - 1, pagePosition <= last + limit + 2 else {
                return "pages at \(pagePosition) of \(count)"
            }
            // Settled pages show the selected page: the pager's central promise.
            if pageDrag == nil && settle == nil, pagePosition != Double(model.selectedIndex ?? 0) {
                return "pages settled on \(pagePosition), selection is \(String(describing: model.selectedIndex))"
            }
        }
        let changes = pages.update(position: pagePosition, pageCount: count)
        let alive = pages.lastShown
        for index in alive.keys where !(0..<count).contains(index) { return "page \(index) alive among \(count)" }
        if let required = pages.required {
            for index in required where alive[index] == nil { return "required page \(index) is not alive" }
            if let visible = pages.visible,
                !required.contains(visible.lowerBound) || !required.contains(visible.upperBound)
            {
                return "visible \(visible) outside required \(required)"
            }
            if let limit = pages.aliveLimit, alive.count > max(limit, required.count) {
                return "\(alive.count) pages alive, limit \(limit)"
            }
        } else if count > 0 {
            return "no required pages among \(count)"
        }
        for index in changes.released where alive[index] != nil { return "released page \(index) still alive" }
        for index in changes.created where alive[index] == nil { return "created page \(index) not alive" }
        return nil
    }
}
