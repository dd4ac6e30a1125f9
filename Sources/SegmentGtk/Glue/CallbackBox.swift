import CGtk

/// A Swift closure kept alive for as long as GLib may call it.
///
/// Every C callback SegmentKit registers takes one of these, retained with
/// `Unmanaged.passRetained`, and GLib's destroy notify releases it: when a
/// signal is disconnected, a tick callback removed, a source finished, or
/// the object finalized. Boxes passed unretained cause use-after-free crashes.
final class CallbackBox<Body> {
    /// The closure to call.
    let body: Body

    init(_ body: Body) {
        self.body = body
    }

    /// A +1 reference for `user_data`; balanced by ``release(_:)`` in the destroy notify.
    func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a `user_data` pointer, without changing its reference count.
    static func from(_ pointer: gpointer?) -> CallbackBox<Body> {
        Unmanaged<CallbackBox<Body>>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Balances ``retainedPointer()``.
    static func release(_ pointer: gpointer?) {
        guard let pointer else { return }
        Unmanaged<CallbackBox<Body>>.fromOpaque(pointer).release()
    }
}
