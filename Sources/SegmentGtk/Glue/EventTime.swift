import CGtk

/// The timestamp of the input event a controller is handling, in seconds.
///
/// Velocities are measured with the event's own time (the X server's or the compositor's), not the clock when
/// the handler runs: a motion handler that makes a page can delay the next event by a frame or more, and a
/// wall-clock sample would then see a quick flick as a pause. Only differences between these times mean
/// anything; they are never mixed with `g_get_monotonic_time`.
@MainActor
func eventTime(_ controller: some GObjectPointer) -> Double {
    Double(gtk_event_controller_get_current_event_time(OpaquePointer(controller.gpointer))) / 1000
}
