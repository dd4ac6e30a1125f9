import CGtk
import SegmentCore

extension PagedStackController {
    /// A new orientation: the pages slide along the other axis from now on, so they are placed again; CSS
    /// (`.horizontal` or `.vertical`) and assistive technologies are told and `orientation` is notified.
    ///
    /// A swipe going on is let go at once (its translation was measured along the old axis).
    func axisChanged(from old: LayoutAxis) {
        guard axis != old else { return }
        if drag != nil {
            drag = nil
            releasePages(velocity: 0)
        }
        Orientable.updateClasses(widget, axis)
        Orientable.updateAccessible(widget, axis)
        gtk_widget_queue_allocate(widget)
        PagedStackType.properties.notify(widget, .orientation)
    }

    /// The page length along ``axis`` at the last allocation: the allocated width, or height when vertical.
    var allocatedLength: Int32 {
        axis == .horizontal ? allocatedWidth : allocatedHeight
    }

    /// The stack's current size along ``axis``.
    var mainSize: Int32 {
        axis == .horizontal ? gtk_widget_get_width(widget) : gtk_widget_get_height(widget)
    }

    /// A page's allocation at `offset` along ``axis`` (from ``PageStrip/allocationX(_:at:)``), filling the stack.
    func pageAllocation(at offset: Double, width: Int32, height: Int32) -> GtkAllocation {
        axis == .horizontal
            ? GtkAllocation(x: gint(saturating: offset), y: 0, width: width, height: height)
            : GtkAllocation(x: 0, y: gint(saturating: offset), width: width, height: height)
    }

    /// The translation that slides a page `shift` points along ``axis``.
    func slideOffset(_ shift: Double) -> graphene_point_t {
        axis == .horizontal ? graphene_point_t(x: Float(shift), y: 0) : graphene_point_t(x: 0, y: Float(shift))
    }

    /// The component of a pointer or scroll motion along ``axis``.
    func along(_ dx: Double, _ dy: Double) -> Double { axis.mainCoordinate(x: dx, y: dy) }

    /// The component of a pointer or scroll motion across ``axis``.
    func across(_ dx: Double, _ dy: Double) -> Double { axis.mainCoordinate(x: dy, y: dx) }

    /// How many pages a wheel event turns, toward later pages; 0 for wheel motion the stack leaves to its page.
    ///
    /// Horizontal stack: a horizontal wheel points at a side of the screen, so it mirrors in right-to-left;
    /// Shift+wheel reads forward. Vertical stack: the vertical wheel pages (down is forward) and a horizontal
    /// wheel is left to the page.
    func wheelAmount(dx: Double, dy: Double, shift: Bool) -> Double {
        if axis == .vertical { return dy }
        let horizontal = dx != 0
        let amount = horizontal ? dx : (shift ? dy : 0)
        return horizontal && direction == .rightToLeft ? -amount : amount
    }
}
