import CGtk

/// Connects Swift closures to `notify::<property>`, whose handlers take the instance and a `GParamSpec`.
///
/// The argument-less `Signals.connect` cannot be used for `notify`:
/// its trampoline would read the `GParamSpec` argument as the closure box.
@MainActor
enum PropertyNotify {
    /// Calls `body` whenever `property` of `instance` is notified; the box is released on disconnect or finalize.
    @discardableResult
    static func connect(
        _ instance: some GObjectPointer, property: String, _ body: @escaping @MainActor () -> Void
    ) -> gulong {
        typealias Box = CallbackBox<@MainActor () -> Void>
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            MainActor.assumeIsolated { Box.from(data).body() }
        }
        return cgtk_signal_connect(
            instance.gpointer, "notify::\(property)", unsafeBitCast(trampoline, to: gpointer.self),
            Box(body).retainedPointer(), { data, _ in Box.release(data) })
    }
}
