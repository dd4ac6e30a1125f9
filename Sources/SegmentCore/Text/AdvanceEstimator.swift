/// Estimates the width of plain ASCII text from per-character advances, without shaping it.
///
/// Shaping a string with Pango costs microseconds; adding up remembered
/// advances costs nanoseconds, which is what makes a bar of ten thousand
/// titles cheap to build. Kerning and ligatures are ignored, so an estimate
/// can be off by a fraction of a point: widgets measure what is on screen
/// exactly and use estimates only for segments nobody can see yet. Text with
/// anything beyond printable ASCII (accents, CJK, emoji, right-to-left) is
/// not estimated at all.
public struct AdvanceEstimator: Sendable {
    private struct Table: Sendable {
        /// Advance of each printable ASCII character (0x20–0x7E); negative until measured.
        var advances = [Double](repeating: -1, count: 95)
        /// Line height of the font.
        var height = -1.0
    }

    private var tables: [FontSpec: Table] = [:]

    /// Creates an estimator with nothing measured yet.
    public init() {}

    /// The estimated size of `text` in `font`, or `nil` when the text is not plain printable ASCII.
    ///
    /// Each character's advance is asked of `measurer` once per font, so at
    /// most 95 measurements per font ever happen here.
    /// - Note: Every advance and the line height are made safe (NaN, infinite and negative become 0) and
    ///   limited to `SegmentLimits.maximumCoordinate`, and so is the total width.
    public mutating func estimate(_ text: String, font: FontSpec, using measurer: some TextMeasurer) -> TextSize? {
        var table = tables[font] ?? Table()
        defer { tables[font] = table }
        var width = 0.0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte <= 0x7E else { return nil }
            let slot = Int(byte) - 0x20
            if table.advances[slot] < 0 {
                let size = measurer.measure(String(UnicodeScalar(byte)), font: font)
                table.advances[slot] = toolkitLength(size.width)
                if table.height < 0 { table.height = toolkitLength(size.height) }
            }
            width += table.advances[slot]
        }
        if table.height < 0 { table.height = toolkitLength(measurer.measure(" ", font: font).height) }
        return TextSize(width: min(width, SegmentLimits.maximumCoordinate), height: table.height)
    }
}
