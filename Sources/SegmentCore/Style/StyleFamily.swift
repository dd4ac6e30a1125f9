extension SegmentStyle {
    /// The preset `style` is, or was made from by changing only where things sit: its ``widthMode``, its
    /// indicator's ``IndicatorStyle/placement`` or its ``IndicatorStyle/isElastic`` motion; `nil` for any other
    /// style.
    ///
    /// Those change where segments and the indicator sit and how the indicator moves, not how the bar looks: a
    /// scrollable bar given four segments per view, or a cursor bar whose cursor runs along the far edge, keeps
    /// the preset's fonts, colours and cursor, so the toolkit keeps the preset's CSS class for it (the gallery's
    /// "Indicator on far edge" turned the cursor preset into a plain underline bar, its bold titles gone).
    public static func familyName(of style: SegmentStyle) -> String? {
        presetNames.first { name in
            guard var preset = preset(named: name) else { return false }
            preset.widthMode = style.widthMode
            preset.indicator.placement = style.indicator.placement
            preset.indicator.isElastic = style.indicator.isElastic
            return preset == style
        }
    }
}
