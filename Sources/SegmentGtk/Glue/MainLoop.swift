import CGtk

/// Frame-clock and main-loop scheduling with retained boxes.
///
/// GTK owns the main thread and Swift's main-actor queue is never drained
/// under `g_application_run`, so deferred work goes through GLib instead.
@MainActor
package enum MainLoop {
    /// Calls `body` on every frame of `widget` until it returns false; returns the id for `gtk_widget_remove_tick_callback`.
    ///
    /// `body` receives the frame time in seconds.
    @discardableResult
    package static func addTick(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (Double) -> Bool
    )
        -> guint
    {
        typealias Box = CallbackBox<@MainActor (Double) -> Bool>
        return gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                return MainActor.assumeIsolated { Box.from(data)?.body(seconds) ?? false } ? 1 : 0
            }, Box(body).retainedPointer(), { data in RetainedBox.release(data) })
    }

    /// Calls `body` once after `milliseconds`; returns the source id for `g_source_remove`.
    @discardableResult
    package static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> guint {
        typealias Box = CallbackBox<@MainActor () -> Void>
        return g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                MainActor.assumeIsolated { Box.from(data)?.body() }
                return 0  // G_SOURCE_REMOVE
            }, Box(body).retainedPointer(), { data in RetainedBox.release(data) })
    }

    /// Calls `body` once when the main loop has nothing more urgent to do; returns the source id for
    /// `g_source_remove`.
    ///
    /// The source runs at `G_PRIORITY_DEFAULT_IDLE`, below GTK's layout and painting, so work queued this way
    /// one piece at a time lets a frame be painted and input be handled between pieces. A zero-delay
    /// ``after(milliseconds:_:)`` runs at the default priority, above painting: a chain of them holds every
    /// frame back until the chain ends.
    @discardableResult
    package static func whenIdle(_ body: @escaping @MainActor () -> Void) -> guint {
        typealias Box = CallbackBox<@MainActor () -> Void>
        return g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                MainActor.assumeIsolated { Box.from(data)?.body() }
                return 0  // G_SOURCE_REMOVE
            }, Box(body).retainedPointer(), { data in RetainedBox.release(data) })
    }
}
