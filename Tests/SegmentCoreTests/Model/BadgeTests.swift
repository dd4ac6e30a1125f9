import SegmentCore
import Testing

@Suite struct BadgeTests {
    @Test func countsShowAsNumbersUpToTheCap() {
        #expect(Badge.count(1).label(maxCount: 99) == "1")
        #expect(Badge.count(42).label(maxCount: 99) == "42")
        #expect(Badge.count(99).label(maxCount: 99) == "99")
    }

    @Test func countsAboveTheCapOverflow() {
        #expect(Badge.count(100).label(maxCount: 99) == "99+")
        #expect(Badge.count(120).label(maxCount: 99) == "99+")
        #expect(Badge.count(Int.max).label(maxCount: 99) == "99+")
        #expect(Badge.count(10).label(maxCount: 9) == "9+")
    }

    @Test func zeroAndNegativeCountsShowNothing() {
        #expect(Badge.count(0).label(maxCount: 99) == nil)
        #expect(Badge.count(-1).label(maxCount: 99) == nil)
        #expect(Badge.count(Int.min).label(maxCount: 99) == nil)
    }

    @Test func aCapBelowOneCountsAsOne() {
        #expect(Badge.count(1).label(maxCount: 0) == "1")
        #expect(Badge.count(2).label(maxCount: 0) == "1+")
        #expect(Badge.count(2).label(maxCount: -50) == "1+")
    }

    @Test func textBadges() {
        #expect(Badge.text("new").label(maxCount: 99) == "new")
        #expect(Badge.text("").label(maxCount: 99) == nil)
        #expect(Badge.text("<b>").label(maxCount: 99) == "<b>")  // plain text, never markup
    }

    /// A text badge's pill does not shrink: past 12 characters it shows its start and an ellipsis, cutting between
    /// characters (an emoji family or an accented letter stays whole); 12 characters show as they are.
    @Test func longTextBadgesAreCutWithAnEllipsis() {
        #expect(Badge.text("Twelve chars").label(maxCount: 99) == "Twelve chars")
        #expect(Badge.text("Thirteen char").label(maxCount: 99) == "Thirteen ch…")
        #expect(Badge.text(String(repeating: "x", count: 10_000)).label(maxCount: 99) == "xxxxxxxxxxx…")
        #expect(Badge.text("ééééééééééééé").label(maxCount: 99) == "ééééééééééé…")
        let family = "👩‍👩‍👧"
        #expect(
            Badge.text(String(repeating: family, count: 12)).label(maxCount: 99) == String(repeating: family, count: 12)
        )
        #expect(
            Badge.text(String(repeating: family, count: 13)).label(maxCount: 99)
                == String(repeating: family, count: 11) + "…")
    }

    @Test func dotAndNoneHaveNoLabel() {
        #expect(Badge.dot.label(maxCount: 99) == nil)
        #expect(Badge.none.label(maxCount: 99) == nil)
    }
}
