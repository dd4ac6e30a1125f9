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
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = SegmentRect(x: 0, y: 0, width: 0, height: 0)

    /// The right edge, `x + width`.
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
    public func containsX(_ px: Double) -> Bool { px >= x && px < maxX }

    /// A rectangle with the given width whose horizontal centre is `midX`.
    public static func centered(midX: Double, width: Double, y: Double, height: Double) -> SegmentRect {
        SegmentRect(x: midX - width / 2, y: y, width: width, height: height)
    }

    /// A compact form such as `(10.0, 2.0, 96.0×32.0)`, used by goldens and failures.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// Distances to keep clear on each side of a rectangle, named by reading direction.
///
/// `leading` is the start of a line of text: the left edge in left-to-right
/// layouts and the right edge in right-to-left ones.
public struct EdgeInsets: Hashable, Sendable {
    /// Space at the top.
    public var top: Double
    /// Space at the start of the reading direction.
    public var leading: Double
    /// Space at the bottom.
    public var bottom: Double
    /// Space at the end of the reading direction.
    public var trailing: Double

    /// Creates insets from each side.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four sides.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// `leading + trailing`.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

/// The reading direction a layout is mirrored for.
public enum LayoutDirection: Sendable, Hashable {
    /// Left to right: the first item sits at the left edge.
    case leftToRight
    /// Right to left: the first item sits at the right edge, and so does everything that follows it.
    case rightToLeft
}
