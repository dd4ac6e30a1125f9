extension SegmentStyle {
    /// The preset `style` is, or was made from by changing only its ``widthMode``; `nil` for any other style.
    ///
    /// A width mode changes where segments sit, not how they look: a scrollable bar given four segments per
    /// view keeps the scrollable preset's fonts and colours, so the toolkit keeps the preset's CSS class for it.
    public static func familyName(of style: SegmentStyle) -> String? {
        presetNames.first { name in
            guard var preset = preset(named: name) else { return false }
            preset.widthMode = style.widthMode
            return preset == style
        }
    }
}
