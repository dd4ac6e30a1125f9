import SegmentCore

extension SegmentItem {
    /// The title as a screen reader says it: a markup title without its tags (as written when it does not
    /// parse), a plain title unchanged.
    public var plainTitle: String {
        MarkupText.spokenTitle(self)
    }
}
