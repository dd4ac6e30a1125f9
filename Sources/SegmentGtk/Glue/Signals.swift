import CGtk

/// Typed ways to connect Swift closures to GObject signals.
///
/// A C trampoline cannot capture context, so each signal shape has one
/// trampoline that unpacks its box and calls the closure on the main actor
/// (GTK emits on the main thread). The box is released by the closure's
/// destroy notify, which GLib calls on disconnect or when the object goes away.
@MainActor
public enum Signals {
    /// Connects `trampoline` with `box` as its data; GLib releases the box when the handler goes away.
    fileprivate static func attach(
        _ instance: some GObjectPointer, _ signal: String, _ trampoline: gpointer, _ box: RetainedBox
    ) -> gulong {
        cgtk_signal_connect(
            instance.gpointer, signal, trampoline, box.retainedPointer(), { data, _ in RetainedBox.release(data) })
    }

    /// Connects a handler that takes no arguments besides the instance.
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor () -> Void
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor () -> Void>
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            MainActor.assumeIsolated { Box.from(data).body() }
        }
        return attach(instance, signal, unsafeBitCast(trampoline, to: gpointer.self), Box(body))
    }

    /// Connects a handler for signals carrying two doubles (drag begin/update/end, scroll, motion).
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor (Double, Double) -> Void
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor (Double, Double) -> Void>
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, a, b, data in
            MainActor.assumeIsolated { Box.from(data).body(a, b) }
        }
        return attach(instance, signal, unsafeBitCast(trampoline, to: gpointer.self), Box(body))
    }

    /// Connects a handler for signals carrying two doubles that answer whether they handled the event (`scroll`).
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor (Double, Double) -> Bool
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor (Double, Double) -> Bool>
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, a, b, data in
            MainActor.assumeIsolated { Box.from(data).body(a, b) ? 1 : 0 }
        }
        return attach(instance, signal, unsafeBitCast(trampoline, to: gpointer.self), Box(body))
    }

    /// Connects a handler for signals carrying one unsigned integer (SegmentKit's own index signals).
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor (UInt32) -> Void
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor (UInt32) -> Void>
        let trampoline: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, value, data in
            MainActor.assumeIsolated { Box.from(data).body(value) }
        }
        return attach(instance, signal, unsafeBitCast(trampoline, to: gpointer.self), Box(body))
    }

    /// Connects a handler for signals carrying one double (drag progress).
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor (Double) -> Void
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor (Double) -> Void>
        let trampoline: @convention(c) (gpointer?, Double, gpointer?) -> Void = { _, value, data in
            MainActor.assumeIsolated { Box.from(data).body(value) }
        }
        return attach(instance, signal, unsafeBitCast(trampoline, to: gpointer.self), Box(body))
    }

    /// Connects a `GtkGestureClick::pressed`/`released`-shaped handler: press count, x, y.
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor (Int32, Double, Double) -> Void>
        let trampoline: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = { _, n, x, y, data in
            MainActor.assumeIsolated { Box.from(data).body(n, x, y) }
        }
        return attach(instance, signal, unsafeBitCast(trampoline, to: gpointer.self), Box(body))
    }
}

extension Signals {
    /// Connects a handler for signals carrying one object pointer (list-item factories' `setup` and `bind`).
    @discardableResult
    public static func connect(
        _ instance: some GObjectPointer, _ signal: String, _ body: @escaping @MainActor (gpointer?) -> Void
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor (gpointer?) -> Void>
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, data in
            nonisolated(unsafe) let object = object
            MainActor.assumeIsolated { Box.from(data).body(object) }
        }
        return attach(instance, signal, unsafeBitCast(trampoline, to: gpointer.self), Box(body))
    }
}
