/// A downward chevron, the overflow button's arrow, as two round-capped bars meeting at the bottom.
///
/// GTK 4.8 snapshots cannot stroke a path, and an icon would load the icon
/// theme and an image decoder for one tiny glyph, so the arrow is two
/// rounded rectangles, each rotated about its centre.
public struct Chevron: Hashable, Sendable {
    /// One bar: where its centre is, its length (caps included), thickness and rotation.
    public struct Bar: Hashable, Sendable {
        /// The bar's centre, in the box's coordinates.
        public var centerX: Double
        /// The bar's centre, in the box's coordinates.
        public var centerY: Double
        /// Length from cap to cap.
        public var length: Double
        /// Thickness, which is also the diameter of the round caps.
        public var thickness: Double
        /// Clockwise rotation from horizontal, in degrees.
        public var degrees: Double

        /// The bar before rotation, centred on the origin.
        ///
        /// - Note: Plain arithmetic on the stored numbers: finite for every bar ``Chevron/init(in:thickness:)`` makes.
        public var unrotatedRect: SegmentRect {
            SegmentRect(x: -length / 2, y: -thickness / 2, width: length, height: thickness)
        }
    }

    /// The left and right bars.
    public var bars: [Bar]

    /// A chevron centred in `box`: half as wide as the box's smaller side, its bars at right angles.
    ///
    /// - Note: NaN, infinite and negative sides of `box` and a bad `thickness` count as 0 (no chevron to
    ///   see, never NaN); the box's centre is limited to `±SegmentLimits.maximumMagnitude`, NaN or infinite
    ///   giving 0. Every bar is finite.
    public init(in box: SegmentRect, thickness: Double = 1.5) {
        let width = min(sanitizedLength(box.width), sanitizedLength(box.height)) / 2
        let t = min(sanitizedLength(thickness), width)
        // Each bar runs from a top corner down to the middle at 45°, so it is half the width times √2 long.
        let length = width / 2 * 2.0.squareRoot() + t
        let midX = finiteValue(box.midX, or: 0)
        let midY = finiteValue(box.midY, or: 0)
        bars = [
            Bar(centerX: midX - width / 4, centerY: midY, length: length, thickness: t, degrees: 45),
            Bar(centerX: midX + width / 4, centerY: midY, length: length, thickness: t, degrees: -45),
        ]
    }
}
