extension SegmentBar {
    /// Whether pressing a segment selects it at once, without waiting for the release (default false).
    ///
    /// CRMMultipleSwitch selects on touch-down; GTK buttons and tabs select on release, so a press can still
    /// turn into a drag or be cancelled. With this on, a press that then drags still scrolls the bar or moves
    /// the tracker, but the segment pressed is already selected. Property `selects-on-press`.
    public var selectsOnPress: Bool {
        get { controller.selectsOnPress }
        set { controller.selectsOnPress = newValue }
    }

    /// Whether a drag that starts anywhere on a capsule or box bar moves the tracker (default false: only a
    /// drag that starts on the tracker does).
    ///
    /// CRMMultipleSwitch lets the finger grab the pill wherever it lands; the tracker then follows the drag
    /// from where it was. Takes precedence over scrolling an overflowing bar. Bars whose indicator is an
    /// underline or a dot have no tracker and are not affected. Property `drags-tracker-from-anywhere`.
    public var dragsTrackerFromAnywhere: Bool {
        get { controller.dragsTrackerFromAnywhere }
        set { controller.dragsTrackerFromAnywhere = newValue }
    }
}
