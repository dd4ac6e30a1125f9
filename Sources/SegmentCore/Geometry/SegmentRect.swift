/// An axis-aligned rectangle in points, the unit every SegmentCore geometry is expressed in.
///
/// The core never talks to a toolkit, so it carries its own small rectangle
/// type instead of borrowing `graphene_rect_t` or `CGRect`.
public struct SegmentRect: Hashable, Sendable, CustomStringConvertible {
    /// The leading edge in the coordinate space the rectangle belongs to.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent; never negative in rectangles the core returns.
    public var width: Double
    /// The vertical extent; never negative in rectangles the core returns.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    ///
    /// - Note: A plain record: it stores what it is given, so callers can describe any rectangle. Every
    ///   rectangle the core hands out is finite with a non-negative size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = SegmentRect(x: 0, y: 0, width: 0, height: 0)

    /// The right edge, `x + width` (plain arithmetic: finite for the core's rectangles).
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// Whether every coordinate is a finite number.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// Whether `px` lies in the half-open horizontal span `[x, maxX)`.
    ///
    /// - Note: False for a NaN `px` (or a NaN edge).
    public func containsX(_ px: Double) -> Bool { px >= x && px < maxX }

    /// Whether this rectangle and `other` share some area (touching edges do not); an empty rectangle strictly
    /// inside `other` counts.
    ///
    /// - Note: False when either has a NaN edge.
    public func intersects(_ other: SegmentRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The smallest rectangle holding this one and `other`.
    public func union(_ other: SegmentRect) -> SegmentRect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return SegmentRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// A rectangle with the given width whose horizontal centre is `midX`.
    ///
    /// - Note: Plain arithmetic, like ``init(x:y:width:height:)``: finite arguments give a finite rectangle.
    public static func centered(midX: Double, width: Double, y: Double, height: Double) -> SegmentRect {
        SegmentRect(x: midX - width / 2, y: y, width: width, height: height)
    }

    /// This rectangle with each edge moved to the nearest device pixel at `scale` device pixels a point, and
    /// never less than one pixel across where it had any extent: a hairline such as a separator, drawn at a
    /// fractional position, would be smeared over two pixels at half strength.
    ///
    /// - Note: A `scale` below 1 or not finite counts as 1; a rectangle that is not finite comes back unchanged.
    public func snapped(toPixelsAt scale: Double) -> SegmentRect {
        guard isFinite else { return self }
        let s = scale.isFinite && scale >= 1 ? scale : 1
        func snap(_ v: Double) -> Double { (v * s).rounded() / s }
        let (left, top) = (snap(x), snap(y))
        let right = width > 0 ? max(snap(maxX), left + 1 / s) : left
        let bottom = height > 0 ? max(snap(maxY), top + 1 / s) : top
        return SegmentRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This rectangle grown by `left`, `top`, `right` and `bottom` on those sides (a CSS box's padding around its
    /// content); negative amounts shrink it, never below zero across.
    ///
    /// - Note: Plain arithmetic: finite arguments give a finite rectangle.
    public func outset(left: Double, top: Double, right: Double, bottom: Double) -> SegmentRect {
        SegmentRect(
            x: x - left, y: y - top, width: max(0, width + left + right), height: max(0, height + top + bottom))
    }

    /// A compact form such as `(10.0, 2.0, 96.0×32.0)`, used by goldens and failures.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// Distances to keep clear on each side of a rectangle, named by reading direction.
///
/// `leading` is the start of a line of text: the left edge in left-to-right
/// layouts and the right edge in right-to-left ones.
///
/// - Note: Every side is limited to `0...SegmentLimits.maximumLength` (10,000 points) when it is set,
///   and NaN becomes 0, so insets are always safe to lay out with and their sums are finite.
public struct EdgeInsets: Hashable, Sendable {
    // Plain stored sides checked in didSet rather than ``StyleLength``: insets are read in every frame
    // query, and four bare Doubles keep them as small and cheap to copy as before.

    /// Space at the top.
    public var top: Double {
        didSet { top = styleLength(top, fallback: 0) }
    }
    /// Space at the start of the reading direction.
    public var leading: Double {
        didSet { leading = styleLength(leading, fallback: 0) }
    }
    /// Space at the bottom.
    public var bottom: Double {
        didSet { bottom = styleLength(bottom, fallback: 0) }
    }
    /// Space at the end of the reading direction.
    public var trailing: Double {
        didSet { trailing = styleLength(trailing, fallback: 0) }
    }

    /// Creates insets from each side.
    ///
    /// - Note: Each side is clamped to `0...10_000`, NaN to 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = styleLength(top, fallback: 0)
        self.leading = styleLength(leading, fallback: 0)
        self.bottom = styleLength(bottom, fallback: 0)
        self.trailing = styleLength(trailing, fallback: 0)
    }

    /// The same inset on all four sides.
    ///
    /// - Note: Clamped to `0...10_000`, NaN to 0.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// `leading + trailing`, in `0...20_000`.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`, in `0...20_000`.
    public var vertical: Double { top + bottom }
}

/// The reading direction a layout is mirrored for.
public enum LayoutDirection: Sendable, Hashable {
    /// Left to right: the first item sits at the left edge.
    case leftToRight
    /// Right to left: the first item sits at the right edge, and so does everything that follows it.
    case rightToLeft
}
