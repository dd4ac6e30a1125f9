import CGtk
import SegmentCore

/// Pages measured and allocated before they come on screen, so a swipe frame never lays out the window.
///
/// A page next to the ones on screen exists already (``PageCache/adjacent``) but is hidden. Right after
/// the frame that made it a neighbour, ``prepareHiddenPages()`` measures it and allocates it where it sits
/// in the strip, off screen; when the swipe brings it into view it is only shown and drawn shifted, like a
/// page that slides (``SettledAllocation``), instead of costing a layout pass of the whole window in the
/// frame that shows it.
extension PagedStackController {
    /// Measures and allocates the hidden neighbours of the pages on screen at their place in the strip.
    ///
    /// Runs after a frame (see ``preparation``); a page allocated this way stays untargetable until a real
    /// allocation places it, so no click lands on it while it slides.
    func prepareHiddenPages() {
        let height = gtk_widget_get_height(widget)
        guard allocatedWidth > 0, gtk_widget_get_width(widget) == allocatedWidth, height > 0,
            mainSize == allocatedLength, let required = cache.required
        else { return }
        let strip = self.strip
        for index in required {
            guard let frame = frames[index], gtk_widget_get_child_visible(frame) == 0, allocatedX[frame] == nil
            else { continue }
            // GTK allocates only what it measured, in both orientations.
            var minimum: gint = 0
            gtk_widget_measure(frame, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            gtk_widget_measure(frame, GTK_ORIENTATION_VERTICAL, allocatedWidth, &minimum, nil, nil, nil)
            let x = strip.allocationX(index, at: position)
            allocateUnshown(frame, at: x)
            gtk_widget_set_can_target(frame, 0)
            allocatedX[frame] = x
        }
    }

    /// Allocates `frame` again where it was prepared, as it is shown without a layout of the window.
    ///
    /// An allocation a hidden page's widgets queued (a scrolled list's viewport and scrollbar, in segment-mail)
    /// can still be waiting when the page is shown without a layout of the window, and GTK refuses to draw a
    /// widget that waits: "Trying to snapshot GtkViewport … without a current allocation", found by the
    /// real-input monkey. At the same place and size this costs nothing when nothing waits.
    func reallocatePrepared(_ frame: UnsafeMutablePointer<GtkWidget>) {
        guard let x = allocatedX[frame] else { return }
        allocateUnshown(frame, at: x)
    }

    /// Allocates `frame` at `x` in the strip at the stack's current size, outside a layout of the window.
    private func allocateUnshown(_ frame: UnsafeMutablePointer<GtkWidget>, at x: Double) {
        var allocation = pageAllocation(at: x, width: allocatedWidth, height: gtk_widget_get_height(widget))
        gtk_widget_size_allocate(frame, &allocation, -1)
    }

    /// Whether the pages shown now can be drawn without a new layout: each was allocated at the current
    /// width (``prepareHiddenPages()``), and together they ask for the size the pages shown before asked for,
    /// so the stack's own size (``measureStack(_:orientation:forSize:)``) is unchanged.
    func shownPagesArePrepared(previouslyShown: [UnsafeMutablePointer<GtkWidget>]) -> Bool {
        guard gtk_widget_get_width(widget) == allocatedWidth, mainSize == allocatedLength, !previouslyShown.isEmpty
        else { return false }
        let shown = shownFrames
        guard shown.allSatisfy({ allocatedX[$0] != nil }) else { return false }
        return Self.requests(of: shown) == Self.requests(of: previouslyShown)
    }

    /// The largest minimum and natural width and height among `frames` (cached by GTK once measured).
    private static func requests(of frames: [UnsafeMutablePointer<GtkWidget>]) -> [gint] {
        var result: [gint] = [0, 0, 0, 0]
        for frame in frames {
            for (slot, orientation) in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL].enumerated() {
                var minimum: gint = 0
                var natural: gint = 0
                gtk_widget_measure(frame, orientation, -1, &minimum, &natural, nil, nil)
                result[2 * slot] = max(result[2 * slot], minimum)
                result[2 * slot + 1] = max(result[2 * slot + 1], natural)
            }
        }
        return result
    }
}
