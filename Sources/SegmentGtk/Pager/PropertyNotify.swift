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
        // `notify` handlers take (instance, GParamSpec, data): the one-pointer shape, with the GParamSpec ignored.
        Signals.connect(instance, "notify::\(property)") { (_: gpointer?) in body() }
    }
}
