import SegmentCore

/// A button a tab strip draws inside a tab: its close button, or its indicator icon
/// (``SegmentItem/indicatorIcon``) when that is activatable.
enum TabButton: Equatable {
    case close
    case indicator
}

/// A press on a tab's button: which, the segment, and where the press was along and across the bar. The button acts
/// on release over it.
struct TabButtonPress {
    var button: TabButton
    var index: Int
    var along: Double
    var across: Double
}
