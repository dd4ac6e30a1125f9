import CGtk

/// An object handed to GLib as `user_data` with one reference, which GLib's destroy notify gives back.
///
/// Non-generic, so one C destroy notify (``release(_:)``) serves every box:
/// a C function pointer cannot be formed from generic context.
class RetainedBox {
    /// Boxes alive in this process: every box GLib still holds, plus any a caller holds. Tests check that it
    /// returns to its earlier value once the widgets that registered callbacks are gone (no box leaks).
    package static var liveCount: Int { Int(g_atomic_int_get(live)) }

    /// The count behind ``liveCount``, changed only through GLib's atomics: a box is freed wherever GLib drops
    /// its reference. GLib's rather than Swift's `Atomic`, whose library every program would load for one counter.
    nonisolated(unsafe) private static let live: UnsafeMutablePointer<gint> = {
        let counter = UnsafeMutablePointer<gint>.allocate(capacity: 1)
        counter.initialize(to: 0)
        return counter
    }()

    init() {
        g_atomic_int_inc(Self.live)
    }

    deinit {
        g_atomic_int_add(Self.live, -1)
    }

    /// A +1 reference for `user_data`; balanced by ``release(_:)`` in the destroy notify.
    final func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Balances ``retainedPointer()``; the body of every destroy notify.
    static func release(_ pointer: gpointer?) {
        guard let pointer else { return }
        Unmanaged<RetainedBox>.fromOpaque(pointer).release()
    }
}

/// A Swift closure kept alive for as long as GLib may call it.
///
/// Every C callback SegmentKit registers takes one of these, retained with
/// `Unmanaged.passRetained`, and GLib's destroy notify releases it: when a
/// signal is disconnected, a tick callback removed, a source finished, or
/// the object finalized. Boxes passed unretained cause use-after-free crashes.
final class CallbackBox<Body>: RetainedBox {
    /// The closure to call.
    let body: Body

    init(_ body: Body) {
        self.body = body
    }

    /// The box behind a `user_data` pointer, without changing its reference count.
    ///
    /// `nil` (with a critical) when GLib passed no data: a trampoline of the wrong shape reads its data from
    /// another argument's slot, and that must surface as a log line, never as a crash.
    static func from(_ pointer: gpointer?) -> CallbackBox<Body>? {
        guard let pointer else {
            Log.critical("a SegmentKit callback was called without its data (a handler of the wrong shape?)")
            return nil
        }
        return Unmanaged<CallbackBox<Body>>.fromOpaque(pointer).takeUnretainedValue()
    }
}
