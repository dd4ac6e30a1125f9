/// The axis a bar lays its segments out along, or a pager slides its pages along (GtkOrientation).
///
/// Every layout formula runs along a *main* axis and knows nothing of x and y: in a main/cross rectangle,
/// `x` and `width` lie along the main axis and `y` and `height` across it. Only ``AxisMapping`` turns such
/// a rectangle into view coordinates, so the horizontal and the vertical bar share all their maths.
public enum LayoutAxis: Sendable, Hashable {
    /// Segments side by side, in reading order; the main axis is x. The default.
    case horizontal
    /// Segments stacked top to bottom; the main axis is y.
    case vertical

    /// The direction the main axis runs in.
    ///
    /// A horizontal axis follows the reading direction; a vertical one runs top to bottom in every
    /// language (GTK does not flip a vertical box in right-to-left), so it is never mirrored.
    public func mainDirection(_ direction: LayoutDirection) -> LayoutDirection {
        self == .horizontal ? direction : .leftToRight
    }

    /// The length along this axis of a `width` × `height` area.
    public func mainLength(width: Double, height: Double) -> Double {
        self == .horizontal ? width : height
    }

    /// The length across this axis of a `width` × `height` area.
    public func crossLength(width: Double, height: Double) -> Double {
        self == .horizontal ? height : width
    }

    /// The coordinate along this axis of the view point (`x`, `y`): what hit tests and drags read.
    public func mainCoordinate(x: Double, y: Double) -> Double {
        self == .horizontal ? x : y
    }

    /// The coordinate across this axis of the view point (`x`, `y`): y in a horizontal bar, x in a vertical one.
    public func crossCoordinate(x: Double, y: Double) -> Double {
        self == .horizontal ? y : x
    }

    /// View rectangle `rect` moved `distance` along this axis: right when horizontal, down when vertical.
    ///
    /// How a dragged tab and the tabs it passes are drawn away from their places.
    /// - Note: A NaN or infinite `distance` moves nothing.
    public func moved(_ rect: SegmentRect, by distance: Double) -> SegmentRect {
        var rect = rect
        let distance = finiteValue(distance, or: 0)
        if self == .horizontal { rect.x += distance } else { rect.y += distance }
        return rect
    }

    /// The part of view rectangle `rect` that `cover`, a rectangle spanning the bar across this axis (a dragged
    /// tab), leaves showing: `rect` itself when they do not overlap along the axis, `nil` when `cover` hides all
    /// of it, otherwise the piece before or after `cover` (the longer, should `cover` lie inside `rect`).
    ///
    /// What is drawn after a lifted tab but belongs under it (another tab's close button, the line under the
    /// selected tab) is clipped to this, so the lifted tab stays opaque.
    /// - Note: Rectangles with NaN edges do not overlap anything: `rect` comes back unchanged.
    public func uncovered(_ rect: SegmentRect, by cover: SegmentRect) -> SegmentRect? {
        let (start, end) = self == .horizontal ? (rect.x, rect.maxX) : (rect.y, rect.maxY)
        let (coverStart, coverEnd) = self == .horizontal ? (cover.x, cover.maxX) : (cover.y, cover.maxY)
        guard coverEnd > start, coverStart < end else { return rect }
        let before = max(0, coverStart - start)
        let after = max(0, end - coverEnd)
        guard before > 0 || after > 0 else { return nil }
        let (pieceStart, length) = before >= after ? (start, before) : (coverEnd, after)
        return self == .horizontal
            ? SegmentRect(x: pieceStart, y: rect.y, width: length, height: rect.height)
            : SegmentRect(x: rect.x, y: pieceStart, width: rect.width, height: length)
    }

    /// The extent of view rectangle `rect` along this axis: its width, or its height when vertical.
    public func mainExtent(of rect: SegmentRect) -> Double {
        self == .horizontal ? rect.width : rect.height
    }

    /// Whether view rectangle `rect` spans `coordinate` along this axis, half-open like ``SegmentRect/containsX(_:)``.
    ///
    /// - Note: False for a NaN `coordinate`.
    public func spans(_ rect: SegmentRect, _ coordinate: Double) -> Bool {
        self == .horizontal ? rect.containsX(coordinate) : coordinate >= rect.y && coordinate < rect.maxY
    }
}

/// The one mapping from main/cross rectangles to view rectangles.
///
/// Horizontal: the identity (the main axis is x, already mirrored for right-to-left by the layout).
/// Vertical: a transpose, main → y and cross → x, with the cross axis mirrored in right-to-left, so what
/// sits at the cross start (a leading indicator, the leading inset) is on the left in left-to-right and
/// on the right in right-to-left, the way GTK mirrors start and end.
public struct AxisMapping: Hashable, Sendable {
    /// Which axis is the main one.
    public var axis: LayoutAxis
    /// The reading direction; it mirrors the cross axis of a vertical layout.
    public var direction: LayoutDirection
    /// The view's extent across the main axis, in which a mirrored cross axis is reflected.
    ///
    /// - Note: Plain arithmetic: finite values give finite rectangles (layouts pass their sanitized size).
    public var crossLength: Double

    /// A mapping for the given axis and direction in a view `crossLength` points across the main axis.
    public init(axis: LayoutAxis, direction: LayoutDirection, crossLength: Double) {
        self.axis = axis
        self.direction = direction
        self.crossLength = crossLength
    }

    /// The view rectangle of main/cross rectangle `rect`.
    public func viewRect(_ rect: SegmentRect) -> SegmentRect {
        guard axis == .vertical else { return rect }
        let x = direction == .leftToRight ? rect.y : crossLength - rect.y - rect.height
        return SegmentRect(x: x, y: rect.x, width: rect.height, height: rect.width)
    }

    /// `rect` with its axes swapped (x ↔ y, width ↔ height) when the axis is vertical, unchanged otherwise.
    ///
    /// Its own inverse: content laid out upright (text runs along x) inside a transposed frame and transposed
    /// back ends up upright in the view, because ``viewRect(_:)`` transposes once more.
    public func transposed(_ rect: SegmentRect) -> SegmentRect {
        guard axis == .vertical else { return rect }
        return SegmentRect(x: rect.y, y: rect.x, width: rect.height, height: rect.width)
    }
}
