import CGtk

/// An object handed to GLib as `user_data` with one reference, which GLib's destroy notify gives back.
///
/// Non-generic, so one C destroy notify (``release(_:)``) serves every box:
/// a C function pointer cannot be formed from generic context.
class RetainedBox {
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
    static func from(_ pointer: gpointer?) -> CallbackBox<Body> {
        Unmanaged<CallbackBox<Body>>.fromOpaque(pointer!).takeUnretainedValue()
    }
}
