import CGtk
import SegmentCore
import XCTest

@testable import SegmentGtk

/// Frame-clock animation: sliding, interruption, animations off, and teardown mid-animation.
final class SegmentBarAnimationTests: GtkTestCase, @unchecked Sendable {
    func testSelectionSlidesOnTheFrameClockAndSettles() {
        onMain {
            setAnimations(true)
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            try? bar.select(3)
            XCTAssertNotEqual(bar.testController.tickID, 0, "an animated selection installs a tick callback")
            XCTAssertTrue(
                pump(until: { bar.position > 0.5 && bar.position < 3 }),
                "the indicator passes through intermediate positions")
            XCTAssertTrue(
                pump(until: { bar.position == 3 && bar.testController.tickID == 0 }), "it settles and removes its tick")
        }
    }

    func testInterruptingStartsFromWhereTheIndicatorIs() {
        onMain {
            setAnimations(true)
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            try? bar.select(3)
            XCTAssertTrue(pump(until: { bar.position > 0.3 }))
            let midway = bar.position
            try? bar.select(0)
            XCTAssertEqual(
                bar.testController.motion?.position?.from ?? -1, midway, accuracy: 1e-9, "no jump back to 3 or 0")
            XCTAssertTrue(pump(until: { bar.position == 0 && bar.testController.tickID == 0 }))
        }
    }

    func testASelectionMadeByAPositionHandlerIsNotOverwrittenByTheRunningSlide() {
        // A `notify::position` handler selects another segment mid-slide or on the slide's last frame, sliding
        // or at once; the indicator ends on that segment and no tick is left behind.
        onMain {
            let cases: [(label: String, when: (Double) -> Bool, index: Int, animated: Bool)] = [
                ("mid-slide, sliding", { $0 > 1.5 && $0 < 3 }, 0, true),
                ("mid-slide, at once", { $0 > 1.5 && $0 < 3 }, 1, false),
                ("last frame, sliding", { $0 == 3 }, 1, true),
                ("last frame, at once", { $0 == 3 }, 0, false),
            ]
            for entry in cases {
                setAnimations(true)
                let bar = SegmentBar(items: fourItems, style: .underline)
                host(bar.widget)
                var handled = false
                GtkSignals.notify("position").connect(bar.widget) {
                    guard !handled, entry.when(bar.position) else { return }
                    handled = true
                    try? bar.select(entry.index, animated: entry.animated)
                }
                try? bar.select(3)
                XCTAssertTrue(
                    pump(until: { handled && bar.testController.tickID == 0 }), "\(entry.label): the motion ends")
                XCTAssertEqual(bar.selectedIndex, entry.index, entry.label)
                XCTAssertEqual(bar.position, Double(entry.index), entry.label)
                XCTAssertNil(bar.testController.motion, entry.label)
            }
        }
    }

    func testWithAnimationsOffTheIndicatorJumpsAndNoTickStays() {
        onMain {
            setAnimations(false)
            let bar = SegmentBar(items: fourItems, style: .capsule)
            host(bar.widget)
            try? bar.select(2)
            XCTAssertEqual(bar.position, 2)
            XCTAssertEqual(bar.testController.tickID, 0)
            XCTAssertNil(bar.testController.motion)
        }
    }

    /// A bar shown with two segments is given five and asked for the last one in the same main-loop turn (as a
    /// GtkListView row is rebound): its layout, rebuilt on the next allocation, still has two, and the jump was
    /// clamped by it, leaving the indicator on the second segment with the fifth selected.
    func testAJumpRightAfterAnEditReachesTheNewSegments() throws {
        try onMain {
            setAnimations(false)
            for edit in ["items", "insert"] {
                let bar = SegmentBar(items: Array(fourItems.prefix(2)), style: .capsule)
                host(bar.widget)
                pump()
                if edit == "items" {
                    bar.items = fourItems + [SegmentItem("Five")]
                } else {
                    for (offset, item) in (fourItems.dropFirst(2) + [SegmentItem("Five")]).enumerated() {
                        try bar.insert(item, at: 2 + offset)
                    }
                }
                try bar.select(4, animated: false)
                XCTAssertEqual(bar.position, 4, "after \(edit), before the allocation")
                pump()
                XCTAssertEqual(bar.position, 4, "after \(edit) and the allocation")
                XCTAssertEqual(bar.selectedIndex, 4)
            }
        }
    }

    /// A slide started right after the items changed ends with the strip showing its segment: its scroll was aimed
    /// with the layout of the items before (an empty bar: offset 0), and 100,000 titles given to a new bar, then
    /// the last selected, slid the indicator there with the strip left at its start.
    func testASlideRightAfterAnEditScrollsToItsSegment() throws {
        try onMain {
            setAnimations(true)
            let bar = SegmentBar(items: [], style: .scrollable)
            host(bar.widget, width: 400)
            pump()
            bar.items = (0..<200).map { SegmentItem("Room \($0)") }
            try bar.select(199)
            XCTAssertTrue(pump(until: { bar.position == 199 && bar.testController.tickID == 0 }), "the slide ends")
            let layout = try XCTUnwrap(bar.layout)
            XCTAssertGreaterThan(layout.maxScrollOffset(at: 199), 1_000, "a long strip")
            XCTAssertEqual(
                bar.scrollOffset, layout.centeringScrollOffset(at: 199), accuracy: 0.5,
                "the strip shows the last segment, as a selection without a slide does")
        }
    }

    func testUnmappingMidAnimationStopsItAtTheTarget() {
        onMain {
            setAnimations(true)
            let bar = SegmentBar(items: fourItems, style: .underline)
            host(bar.widget)
            try? bar.select(3)
            gtk_widget_set_visible(bar.widget, 0)
            XCTAssertEqual(bar.testController.tickID, 0)
            XCTAssertEqual(bar.position, 3)
        }
    }

    func testWidgetDestroyedMidAnimationIsFinalized() {
        onMain {
            setAnimations(true)
            var probe: FinalizationProbe?
            do {
                let bar = SegmentBar(items: fourItems, style: .scrollable)
                probe = FinalizationProbe(bar.widget.gpointer)
                let window = host(bar.widget)
                try? bar.select(3)
                XCTAssertNotEqual(bar.testController.tickID, 0)
                destroy(window)
            }
            pump()
            XCTAssertEqual(probe?.isFinalized, true, "the bar and its controller were released")
        }
    }

    func testUnparentedBarIsFinalized() {
        onMain {
            var probe: FinalizationProbe?
            do {
                let bar = SegmentBar(items: fourItems, style: .underline)
                probe = FinalizationProbe(bar.widget.gpointer)
                bar.onSelectionChanged { _ in }
                try? bar.select(1)
            }
            XCTAssertEqual(probe?.isFinalized, true)
        }
    }
}
