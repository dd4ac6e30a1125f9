import CGtk
import SegmentCore
import SegmentGtk

// The rich segments half of include/segmentkit.h: markup titles, tooltips, a segment's own colours, the
// indicator's shape and an app-drawn indicator.

/// `segment_bar_set_item_markup`: gives a segment a Pango markup title (invalid markup: one warning, shown plain).
@MainActor @_cdecl("segment_bar_set_item_markup")
public func segmentBarSetItemMarkup(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ markup: UnsafePointer<CChar>?) {
    guard let markup else { return assertionFailed("markup != NULL", in: "segment_bar_set_item_markup") }
    Instances.bar(bar, "segment_bar_set_item_markup")?.editItem(index, in: "segment_bar_set_item_markup") {
        $0.title = text(markup, in: "segment_bar_set_item_markup")
        $0.usesMarkup = true
    }
}

/// `segment_bar_set_item_tooltip`: a segment's own tooltip, also its accessible description; NULL for none.
@MainActor @_cdecl("segment_bar_set_item_tooltip")
public func segmentBarSetItemTooltip(_ bar: UnsafeMutableRawPointer?, _ index: guint, _ tooltip: UnsafePointer<CChar>?)
{
    Instances.bar(bar, "segment_bar_set_item_tooltip")?.editItem(index, in: "segment_bar_set_item_tooltip") {
        $0.tooltip = tooltip.map { text($0, in: "segment_bar_set_item_tooltip") }
    }
}

/// `segment_bar_set_item_colors`: a segment's own title, selected-title and indicator colours; NULL keeps CSS.
@MainActor @_cdecl("segment_bar_set_item_colors")
public func segmentBarSetItemColors(
    _ bar: UnsafeMutableRawPointer?, _ index: guint, _ title: UnsafePointer<GdkRGBA>?,
    _ selectedTitle: UnsafePointer<GdkRGBA>?, _ indicator: UnsafePointer<GdkRGBA>?
) {
    func color(_ rgba: UnsafePointer<GdkRGBA>?) -> SegmentColor? {
        rgba.map {
            SegmentColor(
                red: Double($0.pointee.red), green: Double($0.pointee.green), blue: Double($0.pointee.blue),
                alpha: Double($0.pointee.alpha))
        }
    }
    Instances.bar(bar, "segment_bar_set_item_colors")?.editItem(index, in: "segment_bar_set_item_colors") {
        $0.colors = SegmentColors(title: color(title), selectedTitle: color(selectedTitle), indicator: color(indicator))
    }
}

/// The indicator shapes `segment_bar_set_indicator_shape` knows, with the edge a line shape sits on.
private let indicatorShapes: [(name: String, shape: IndicatorShape, placement: IndicatorPlacement)] = [
    ("none", .none, .below), ("underline", .underline, .below), ("overline", .underline, .above),
    ("capsule", .capsule, .below), ("box", .box, .below), ("dot", .dot, .below), ("triangle", .triangle, .below),
    ("css", .css, .below), ("custom", .custom, .below),
]

/// `segment_bar_set_indicator_shape`: the indicator's shape by name; FALSE and a GError for an unknown name.
@MainActor @_cdecl("segment_bar_set_indicator_shape")
public func segmentBarSetIndicatorShape(
    _ bar: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard let bar = Instances.bar(bar, "segment_bar_set_indicator_shape") else { return 0 }
    guard let name else {
        setError(error, .unknownStyle, "an indicator shape name is needed, not NULL")
        return 0
    }
    let requested = String(cString: name)
    guard let known = indicatorShapes.first(where: { $0.name == requested }) else {
        let names = indicatorShapes.map(\.name).joined(separator: ", ")
        setError(error, .unknownStyle, "unknown indicator shape '\(Log.excerpt(requested))' (known: \(names))")
        return 0
    }
    var style = bar.style
    style.indicator.shape = known.shape
    style.indicator.placement = known.placement
    bar.style = style
    return 1
}

/// `SegmentIndicatorFunc` in include/segmentkit.h: draws the `custom` indicator into a snapshot at a rectangle.
public typealias SegmentIndicatorFunc =
    @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, Double, Double, Double, Double, gpointer?
    ) -> Void

/// A C indicator function with its user data; its destroy notify runs when the bar lets go of it.
final class IndicatorFunc {
    let function: SegmentIndicatorFunc
    let userData: gpointer?
    private let destroy: GDestroyNotify?

    init(_ function: SegmentIndicatorFunc, userData: gpointer?, destroy: GDestroyNotify?) {
        self.function = function
        self.userData = userData
        self.destroy = destroy
    }

    deinit {
        destroy?(userData)
    }
}

/// `segment_bar_set_indicator_func`: draws the `custom` indicator with a C function; NULL draws it by CSS.
@MainActor @_cdecl("segment_bar_set_indicator_func")
public func segmentBarSetIndicatorFunc(
    _ bar: UnsafeMutableRawPointer?, _ function: SegmentIndicatorFunc?, _ userData: gpointer?,
    _ destroy: GDestroyNotify?
) {
    guard let handle = Instances.bar(bar, "segment_bar_set_indicator_func") else {
        destroy?(userData)
        return
    }
    guard let function else {
        destroy?(userData)
        handle.setIndicatorDrawer(nil)
        return
    }
    let drawer = IndicatorFunc(function, userData: userData, destroy: destroy)
    let widget = UnsafeMutableRawPointer(handle.widget)
    handle.setIndicatorDrawer { drawing in
        let rect = drawing.rect
        drawer.function(widget, drawing.snapshot, rect.x, rect.y, rect.width, rect.height, drawer.userData)
    }
}
