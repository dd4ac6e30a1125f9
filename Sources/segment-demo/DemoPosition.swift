import SegmentCore
import SegmentGtk

/// `--position X`: a page shown mid-swipe, its pages and indicator stopped at a fractional position.
@MainActor
enum DemoPosition {
    /// The position `text` names; NaN, infinities, negative numbers and anything that is not a number are refused.
    nonisolated static func parse(_ text: String) throws(DemoOptions.Failure) -> Double {
        guard let value = Double(text) else {
            throw DemoOptions.Failure(description: "--position takes a number such as 1.5, not '\(text)'")
        }
        guard value.isFinite else {
            throw DemoOptions.Failure(description: "--position takes a finite number, not '\(text)'")
        }
        guard value >= 0 else {
            throw DemoOptions.Failure(description: "--position \(text) is negative (positions start at 0)")
        }
        return value
    }

    /// Refuses a position past the last segment of `page`.
    nonisolated static func check(_ position: Double, on page: GalleryPage) throws(DemoOptions.Failure) {
        let last = page.segments.count - 1
        guard position <= Double(last) else {
            throw DemoOptions.Failure(
                description: "--position \(position) is past the end of page '\(page.name)' (0...\(last))")
        }
    }

    /// Stops the page's bar and pages at `position`: the indicator between two segments, the pages part-way.
    static func apply(_ position: Double, to editor: SegmentEditor) throws(SegmentError) {
        // A pager's bar hands the position to its pages (one owner of position); a bare bar shows it itself.
        try editor.bar.setPosition(position)
    }
}
