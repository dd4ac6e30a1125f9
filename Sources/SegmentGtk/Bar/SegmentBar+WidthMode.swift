import SegmentCore

extension SegmentBar {
    /// How the bar shares its width between segments: the ``style``'s ``SegmentStyle/widthMode``.
    ///
    /// `.fixed(80)` gives every segment 80 points and scrolls the rest (HMSegmentedControl's fixed style,
    /// JXCategoryView's `cellWidth`); `.perView(4)` sizes segments so four fit the bar (SDCursorView).
    /// Properties `segment-width` and `segments-per-view`.
    /// - Note: Stored ``WidthMode/clamped``: a fixed width is limited to `0...10_000` (NaN gives fitted), a
    ///   per-view count to `1...1_000`.
    public var widthMode: WidthMode {
        get { style.widthMode }
        set { style.widthMode = newValue }
    }
}

extension WidthMode {
    /// The width of ``fixed(_:)``, `nil` in other modes.
    var fixedWidth: Double? {
        if case .fixed(let width) = self { return width }
        return nil
    }

    /// The count of ``perView(_:)``, `nil` in other modes.
    var segmentsPerView: Int? {
        if case .perView(let count) = self { return count }
        return nil
    }

    /// Whether segments share the bar by their titles (fitted or equal), not by a set width or count.
    var sharesByTitles: Bool { fixedWidth == nil && segmentsPerView == nil }

    /// The mode `segment-width` sets: fixed at a positive `width`; 0 ends a fixed mode, back to `restoring` (the
    /// mode the style had before, fitted without one), and leaves any other mode as it is.
    init(segmentWidth width: Double, replacing current: WidthMode, restoring: WidthMode?) {
        if width > 0 {
            self = .fixed(width)
        } else {
            self = current.fixedWidth == nil ? current : restoring ?? .fitted(fillWhenNarrower: false)
        }
    }

    /// The mode `segments-per-view` sets: per view for a positive `count`; 0 ends a per-view mode, back to
    /// `restoring` (as for ``init(segmentWidth:replacing:restoring:)``), and leaves any other mode as it is.
    init(segmentsPerView count: Int, replacing current: WidthMode, restoring: WidthMode?) {
        if count > 0 {
            self = .perView(count)
        } else {
            self = current.segmentsPerView == nil ? current : restoring ?? .fitted(fillWhenNarrower: false)
        }
    }
}

extension SegmentBarController {
    /// Notifies `segment-width` and `segments-per-view` when the width mode changed from `old`.
    func notifyWidthMode(from old: WidthMode) {
        let new = requestedStyle.widthMode
        // What `segment-width` 0 or `segments-per-view` 0 hands the segments back to: a preset's equal widths,
        // say, which its style name then reads again.
        if old.sharesByTitles && !new.sharesByTitles { widthModeBeforeFixing = old }
        SegmentBarType.properties.notify(widget, .segmentWidth, from: old.fixedWidth ?? 0, to: new.fixedWidth ?? 0)
        SegmentBarType.properties.notify(
            widget, .segmentsPerView, from: old.segmentsPerView ?? 0, to: new.segmentsPerView ?? 0)
    }
}
