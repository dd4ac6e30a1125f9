import SegmentCore
import Testing

/// A, B, C (disabled), D, E.
private func fiveItems() -> SegmentModel {
    SegmentModel(items: [
        SegmentItem("A"), SegmentItem("B"), SegmentItem("C", isEnabled: false), SegmentItem("D"), SegmentItem("E"),
    ])
}

private func titles(_ model: SegmentModel) -> String {
    model.items.map(\.title).joined()
}

/// Runs `body`, which must throw `expected`, and checks the model is exactly as it was.
private func expectRefusal<R>(
    _ model: inout SegmentModel, _ expected: SegmentError,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout SegmentModel) throws(SegmentError) -> R
) {
    let before = model
    do {
        _ = try body(&model)
        Issue.record("expected \(expected) to be thrown", sourceLocation: sourceLocation)
    } catch {
        #expect(error == expected, sourceLocation: sourceLocation)
    }
    #expect(model == before, sourceLocation: sourceLocation)
}

@Suite struct SegmentModelTests {
    // MARK: Initial selection

    @Test func initialSelectionIsTheFirstEnabledItem() {
        #expect(fiveItems().selectedIndex == 0)
        #expect(SegmentModel(items: [SegmentItem("A", isEnabled: false), SegmentItem("B")]).selectedIndex == 1)
        #expect(SegmentModel(items: [SegmentItem("A", isEnabled: false)]).selectedIndex == 0)
        #expect(SegmentModel().selectedIndex == nil)
        #expect(SegmentModel().count == 0)
    }

    // MARK: Select and activate

    @Test func selectReportsTheChangeAndWhetherToNotify() throws {
        var m = fiveItems()
        #expect(try m.select(1) == .selected(index: 1, previous: 0, notify: true))
        #expect(m.selectedIndex == 1)
        #expect(try m.select(3, notify: false) == .selected(index: 3, previous: 1, notify: false))
        #expect(m.selectedIndex == 3)
        #expect(try m.select(3) == .unchanged)
    }

    @Test func activatingTheSelectedItemIsAReselection() throws {
        var m = fiveItems()
        #expect(try m.activate(0) == .reselected(index: 0))
        #expect(m.selectedIndex == 0)
        #expect(try m.activate(4) == .selected(index: 4, previous: 0, notify: true))
        #expect(try m.activate(4) == .reselected(index: 4))
    }

    @Test func refusedRequestsLeaveTheModelAsItWas() throws {
        var empty = SegmentModel()
        expectRefusal(&empty, .empty) { m throws(SegmentError) in try m.select(0) }
        expectRefusal(&empty, .empty) { m throws(SegmentError) in try m.activate(0) }
        expectRefusal(&empty, .empty) { m throws(SegmentError) in try m.remove(at: 0) }

        var m = fiveItems()
        try m.select(1)
        expectRefusal(&m, .indexOutOfRange(index: 5, count: 5)) { m throws(SegmentError) in try m.select(5) }
        expectRefusal(&m, .indexOutOfRange(index: -1, count: 5)) { m throws(SegmentError) in try m.select(-1) }
        expectRefusal(&m, .indexOutOfRange(index: Int.max, count: 5)) { m throws(SegmentError) in try m.activate(.max) }
        expectRefusal(&m, .itemDisabled(index: 2)) { m throws(SegmentError) in try m.select(2) }
        expectRefusal(&m, .itemDisabled(index: 2)) { m throws(SegmentError) in try m.activate(2) }
        expectRefusal(&m, .indexOutOfRange(index: 7, count: 5)) { m throws(SegmentError) in
            try m.insert(SegmentItem("X"), at: 7)
        }
        expectRefusal(&m, .indexOutOfRange(index: -1, count: 5)) { m throws(SegmentError) in
            try m.insert(SegmentItem("X"), at: -1)
        }
        expectRefusal(&m, .indexOutOfRange(index: 5, count: 5)) { m throws(SegmentError) in try m.remove(at: 5) }
        expectRefusal(&m, .indexOutOfRange(index: 5, count: 5)) { m throws(SegmentError) in try m.move(from: 5, to: 0) }
        expectRefusal(&m, .indexOutOfRange(index: 9, count: 5)) { m throws(SegmentError) in try m.move(from: 0, to: 9) }
        expectRefusal(&m, .indexOutOfRange(index: 5, count: 5)) { m throws(SegmentError) in
            try m.replace(at: 5, with: SegmentItem("X"))
        }
        #expect(m.selectedIndex == 1)
    }

    @Test func errorsDescribeThemselves() {
        #expect(SegmentError.empty.description == "the bar has no items")
        #expect(
            SegmentError.indexOutOfRange(index: 3, count: 1).description
                == "index 3 is out of range (the bar has 1 item)")
        #expect(
            SegmentError.indexOutOfRange(index: 3, count: 2).description
                == "index 3 is out of range (the bar has 2 items)")
        #expect(SegmentError.itemDisabled(index: 2).description == "item 2 is disabled")
    }

    @Test func aStacksErrorsCountPages() {
        #expect(SegmentError.empty.description(for: .stack) == "the stack has no pages")
        #expect(
            SegmentError.indexOutOfRange(index: 7, count: 1).description(for: .stack)
                == "index 7 is out of range (the stack has 1 page)")
        #expect(SegmentError.itemDisabled(index: 2).description(for: .stack) == "page 2 is disabled")
        #expect(SegmentError.notFinite(.nan).description(for: .stack) == "nan is not a finite number")
    }

    // MARK: Keyboard

    @Test func arrowsSkipDisabledItems() throws {
        var m = fiveItems()
        try m.select(1)
        #expect(m.target(of: .right) == 3)  // C is disabled
        #expect(m.target(of: .left) == 0)
        try m.select(3)
        #expect(m.target(of: .left) == 1)
        #expect(m.target(of: .next) == 4)
        #expect(m.target(of: .previous) == 1)
    }

    @Test func arrowsMirrorInRightToLeft() throws {
        var m = fiveItems()
        try m.select(1)
        #expect(m.target(of: .left, direction: .rightToLeft) == 3)
        #expect(m.target(of: .right, direction: .rightToLeft) == 0)
        // Next and previous follow reading order, whatever the direction.
        #expect(m.target(of: .next, direction: .rightToLeft) == 3)
    }

    @Test func homeEndAndTheEnds() throws {
        var m = SegmentModel(items: [
            SegmentItem("A", isEnabled: false), SegmentItem("B"), SegmentItem("C"), SegmentItem("D", isEnabled: false),
        ])
        #expect(m.target(of: .first) == 1)
        #expect(m.target(of: .last) == 2)
        #expect(m.target(of: .previous) == nil)  // B is the first enabled item
        try m.select(2)
        #expect(m.target(of: .next) == nil)  // only the disabled D follows
        #expect(SegmentModel().target(of: .first) == nil)
        #expect(SegmentModel(items: [SegmentItem("A", isEnabled: false)]).target(of: .last) == nil)
    }

    @Test func nearestEnabledPrefersTheLaterItemOnATie() {
        let m = fiveItems()
        #expect(m.nearestEnabled(to: 2) == 3)
        #expect(m.nearestEnabled(to: 1) == 1)
        #expect(m.nearestEnabled(to: -10) == 0)
        #expect(m.nearestEnabled(to: 99) == 4)
        #expect(SegmentModel(items: [SegmentItem("A", isEnabled: false)]).nearestEnabled(to: 0) == nil)
    }

    // MARK: Edits keep the selected item

    @Test func insertingBeforeTheSelectionShiftsIt() throws {
        var m = fiveItems()
        try m.select(3)  // D
        #expect(try m.insert(SegmentItem("X"), at: 1) == .shifted(index: 4))
        #expect(m.items[m.selectedIndex!].title == "D")
        #expect(try m.insert(SegmentItem("Y"), at: 4) == .shifted(index: 5))  // at the selection: it moves along
        #expect(try m.insert(SegmentItem("Z"), at: m.count) == .unchanged)
        #expect(titles(m) == "AXBCYDEZ")
        #expect(m.items[m.selectedIndex!].title == "D")
    }

    @Test func insertingIntoAnEmptyModelSelectsTheItem() throws {
        var m = SegmentModel()
        #expect(try m.insert(SegmentItem("A"), at: 0) == .selected(index: 0, previous: nil, notify: true))
        #expect(m.selectedIndex == 0)
        var disabled = SegmentModel()
        try disabled.insert(SegmentItem("A", isEnabled: false), at: 0)
        #expect(disabled.selectedIndex == 0)
    }

    @Test func removingKeepsTheSelectedItem() throws {
        var m = fiveItems()
        try m.select(3)  // D
        #expect(try m.remove(at: 0) == .shifted(index: 2))
        #expect(m.items[m.selectedIndex!].title == "D")
        #expect(try m.remove(at: 3) == .unchanged)  // E, after the selection
        #expect(titles(m) == "BCD")
        #expect(m.selectedIndex == 2)
    }

    @Test func removingTheSelectedItemSelectsANeighbour() throws {
        var m = fiveItems()
        try m.select(1)  // B; its next neighbour C is disabled, so D takes over
        #expect(try m.remove(at: 1) == .selected(index: 2, previous: 1, notify: true))
        #expect(titles(m) == "ACDE")
        #expect(m.items[m.selectedIndex!].title == "D")
        try m.select(3)  // E, the last: the previous item takes over
        #expect(try m.remove(at: 3) == .selected(index: 2, previous: 3, notify: true))
        #expect(m.items[m.selectedIndex!].title == "D")
    }

    @Test func removingEveryItemClearsTheSelection() throws {
        var m = SegmentModel(items: [SegmentItem("A"), SegmentItem("B")])
        try m.select(1)
        #expect(try m.remove(at: 1) == .selected(index: 0, previous: 1, notify: true))
        #expect(try m.remove(at: 0) == .cleared(previous: 0))
        #expect(m.selectedIndex == nil)
        #expect(m.count == 0)
    }

    @Test func movingKeepsTheSelectedItem() throws {
        var m = fiveItems()
        try m.select(1)  // B
        #expect(try m.move(from: 1, to: 3) == .shifted(index: 3))  // B itself moves
        #expect(titles(m) == "ACDBE")
        #expect(try m.move(from: 0, to: 4) == .shifted(index: 2))  // A jumps over B
        #expect(titles(m) == "CDBEA")
        #expect(try m.move(from: 4, to: 0) == .shifted(index: 3))  // A jumps back
        #expect(titles(m) == "ACDBE")
        #expect(try m.move(from: 0, to: 1) == .unchanged)  // both before B
        #expect(try m.move(from: 2, to: 2) == .unchanged)
        #expect(m.items[m.selectedIndex!].title == "B")
    }

    @Test func replacingKeepsTheSelection() throws {
        var m = fiveItems()
        try m.select(3)
        try m.replace(at: 3, with: SegmentItem("Dee", badge: .count(2)))
        try m.replace(at: 0, with: SegmentItem("Ay"))
        #expect(m.selectedIndex == 3)
        #expect(m.items[3].title == "Dee")
        #expect(m.items[0].title == "Ay")
    }

    @Test func setItemsKeepsTheSelectedIndexWhenItStillFits() throws {
        var m = fiveItems()
        try m.select(3)
        #expect(m.setItems(["P", "Q", "R", "S"].map { SegmentItem($0) }) == .unchanged)
        #expect(m.selectedIndex == 3)
        // Shorter: the nearest enabled item to the old index.
        #expect(m.setItems(["P", "Q"].map { SegmentItem($0) }) == .selected(index: 1, previous: 3, notify: true))
        // The old index is now disabled: the next enabled one.
        #expect(
            m.setItems([SegmentItem("P"), SegmentItem("Q", isEnabled: false), SegmentItem("R")])
                == .selected(index: 2, previous: 1, notify: true))
        #expect(m.setItems([]) == .cleared(previous: 2))
        #expect(m.selectedIndex == nil)
        #expect(m.setItems([]) == .unchanged)
        #expect(m.setItems([SegmentItem("A")]) == .selected(index: 0, previous: nil, notify: true))
    }
}
