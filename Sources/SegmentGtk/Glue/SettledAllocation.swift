import CGtk

/// Re-allocates a widget once the children it slides have come to rest.
///
/// GTK 4.8 answers any queued allocation with a layout pass of the whole
/// window, and on X11 that pass asks the X server for the monitor's work
/// area (four synchronous round trips) before it allocates anything: more
/// than all the rest of a swipe frame costs. So while pages or tabs only
/// slide, with the same children on screen, SegmentKit's widgets move them
/// in their snapshot and call ``moved(resting:)``; this allocates the widget
/// for real once nothing has moved for ``delay`` milliseconds (or on the next
/// frame after a resting move), so that input, focus and accessibility
/// bounds are exact again as soon as the motion is over.
@MainActor
final class SettledAllocation {
    /// How long the children must rest before the widget is allocated again, in milliseconds.
    ///
    /// Variable only so tests on a slow machine can hold a slide still long enough to look at it.
    static var delay: gint64 = 120

    private let widget: UnsafeMutablePointer<GtkWidget>
    private var lastMove: gint64 = 0
    private lazy var check = DeferredWork { [weak self] in self?.allocateIfRested() }

    /// Whether the widget's children are drawn away from their allocation (something moved since).
    private(set) var isPending = false

    /// Watches `widget`, which must call ``cancel()`` from its dispose.
    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// Records a move drawn without an allocation; the widget is allocated once the motion rests,
    /// or on the next frame when `resting` (an animation's last frame).
    func moved(resting: Bool = false) {
        guard !resting else {
            cancel()
            gtk_widget_queue_allocate(widget)
            return
        }
        isPending = true
        lastMove = g_get_monotonic_time()
        check.schedule(afterMilliseconds: UInt32(Self.delay))
    }

    /// Forgets pending moves: the widget has just been allocated (or is going away).
    func cancel() {
        isPending = false
        check.cancel()
    }

    /// Allocates if nothing moved for ``delay``; otherwise looks again when that much rest would be reached.
    private func allocateIfRested() {
        let rested = (g_get_monotonic_time() - lastMove) / 1000
        if rested >= Self.delay {
            gtk_widget_queue_allocate(widget)
        } else {
            check.schedule(afterMilliseconds: UInt32(max(1, Self.delay - rested)))
        }
    }
}
