import CGtk
import SegmentCore

/// Loading segments (``SegmentItem/isLoading``): a spinner turns in the icon's place, as in AdwTabBar's tabs.
extension SegmentBarController {
    /// Draws a loading segment's spinner in `box` (view coordinates), in the segment's colour: the arc
    /// ``SpinnerArc`` gives for the frame's time, standing still while animations are off.
    func drawSpinner(_ snapshot: OpaquePointer, in box: SegmentRect, color: GdkRGBA) {
        drewSpinner = true
        var bounds = grapheneRect(box)
        guard let cairo = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cairo) }
        let seconds = gtk_widget_get_frame_clock(widget).map { Double(gdk_frame_clock_get_frame_time($0)) / 1e6 }
        let arc = SpinnerArc.at(seconds ?? 0, turning: cgtk_animations_enabled(widget) != 0)
        let circle = SpinnerArc.stroke(in: box)
        var colour = color
        gdk_cairo_set_source_rgba(cairo, &colour)
        cairo_set_line_width(cairo, circle.line)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        // Cairo's angles start at the positive x axis; the arc's at the top.
        let start = arc.start - Double.pi / 2
        cairo_arc(cairo, circle.centerX, circle.centerY, circle.radius, start, start + arc.sweep)
        cairo_stroke(cairo)
    }

    /// After a frame: turns the spinners on the next frames while one was drawn (and animations are on), and
    /// stops once none is on screen, so a bar without loading segments runs no tick.
    func keepSpinning() {
        guard drewSpinner, spinnerTick == 0, cgtk_animations_enabled(widget) != 0 else { return }
        spinnerTick = MainLoop.addTick(widget) { [weak self] _ in
            guard let self else { return false }
            guard self.drewSpinner else {
                // Returning false removes this callback: only forget its id.
                self.spinnerTick = 0
                return false
            }
            gtk_widget_queue_draw(self.widget)
            return true
        }
    }
}
