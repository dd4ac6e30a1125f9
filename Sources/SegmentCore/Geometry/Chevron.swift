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
        public var unrotatedRect: SegmentRect {
            SegmentRect(x: -length / 2, y: -thickness / 2, width: length, height: thickness)
        }
    }

    /// The left and right bars.
    public var bars: [Bar]

    /// A chevron centred in `box`: half as wide as the box's smaller side, its bars at right angles.
    public init(in box: SegmentRect, thickness: Double = 1.5) {
        let width = min(sanitizedLength(box.width), sanitizedLength(box.height)) / 2
        let t = min(sanitizedLength(thickness), width)
        // Each bar runs from a top corner down to the middle at 45°, so it is half the width times √2 long.
        let length = width / 2 * 2.0.squareRoot() + t
        bars = [
            Bar(centerX: box.midX - width / 4, centerY: box.midY, length: length, thickness: t, degrees: 45),
            Bar(centerX: box.midX + width / 4, centerY: box.midY, length: length, thickness: t, degrees: -45),
        ]
    }
}
