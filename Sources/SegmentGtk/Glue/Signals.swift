import CGtk

/// The C shape of a signal handler: what GLib passes between the instance and the user data, and what it returns.
///
/// A C trampoline cannot capture context, so each shape owns one trampoline that unpacks a ``CallbackBox`` of
/// ``Handler`` and calls it on the main actor (GTK emits on the main thread). A ``Signal`` names its shape, so
/// a closure of the wrong shape for that signal does not compile; ``argumentTypes`` and ``returnType`` let a
/// test check every shape against what GLib itself says of the signal (`g_signal_query`).
package protocol SignalShape {
    /// The Swift closure type a handler of this shape is.
    associatedtype Handler
    /// The `@convention(c)` trampoline, as the untyped pointer `g_signal_connect_data` takes.
    static var trampoline: gpointer { get }
    /// The fundamental GTypes of the arguments GLib passes after the instance, in order.
    static var argumentTypes: [GType] { get }
    /// The fundamental GType of what the handler returns (`G_TYPE_NONE` for nothing).
    static var returnType: GType { get }
    /// A class handler that does nothing, as the C function a class-struct slot holds (the instance, then the
    /// arguments); `nil` for shapes no SegmentKit signal has.
    static var classHandler: gpointer? { get }
}

extension SignalShape {
    /// See ``SignalShape/classHandler``: none, unless the shape is one of SegmentKit's own signals'.
    package static var classHandler: gpointer? { nil }
}

/// One GLib signal of one class, with the C shape its handlers have.
///
/// Signals are listed once, in ``GtkSignals`` (GTK's) and ``SegmentSignals`` (SegmentKit's own), each with the
/// argument types GTK documents; connecting goes through ``connect(_:_:)``, whose closure type comes from the shape.
package struct Signal<Shape: SignalShape>: Sendable {
    /// The detailed signal name, such as `drag-begin` or `notify::selected`.
    package let name: String
    /// The GType of the class that defines the signal.
    package let owner: @MainActor @Sendable () -> GType
    /// For a signal SegmentKit defines: which pointer field of the owner's class struct, after the parent's
    /// fields, holds its class handler (the order `include/segmentkit.h` declares them in).
    package let classSlot: Int?

    /// Names signal `name` of the class whose GType `owner` returns; `classSlot` for SegmentKit's own signals.
    package init(_ name: String, classSlot: Int? = nil, of owner: @escaping @MainActor @Sendable () -> GType) {
        self.name = name
        self.classSlot = classSlot
        self.owner = owner
    }

    /// Connects `body` to this signal of `instance`; GLib releases the closure when the handler goes away
    /// (on disconnect or when the instance is finalized). Returns the handler id.
    @MainActor
    @discardableResult
    package func connect(_ instance: some GObjectPointer, _ body: Shape.Handler) -> gulong {
        let box = CallbackBox(body)
        return name.withCString {
            cgtk_signal_connect(
                instance.gpointer, $0, Shape.trampoline, box.retainedPointer(), { data, _ in RetainedBox.release(data) }
            )
        }
    }

    /// Defines this signal on its owner class from the shape's argument and return types, so a signal's
    /// definition and its handlers' shape come from one table entry; call from the owner's `class_init` with its
    /// class struct. Returns the signal id.
    ///
    /// The signal runs last, with a class closure that calls the function in the class struct's slot
    /// ``classSlot`` (`g_signal_type_cclosure_new`), as GTK's own signals do: a subclass in C, Python
    /// (`do_selection_changed`) or Vala (`override`) replaces that function to change the default handler,
    /// and the `.gir` lists it as a virtual method. The slot starts with a handler that does nothing, so a
    /// subclass may always chain up.
    @MainActor
    package func define(on klass: UnsafeMutableRawPointer) -> guint {
        var types = Shape.argumentTypes
        var closure: UnsafeMutablePointer<GClosure>?
        if let classSlot, let registration = WidgetType.registration(of: owner()) {
            guard let handler = Shape.classHandler else {
                preconditionFailure("\(name): the shape \(Shape.self) has no class handler")
            }
            let offset = registration.classSlotOffset(classSlot)
            (klass + offset).storeBytes(of: handler, as: gpointer.self)
            closure = g_signal_type_cclosure_new(owner(), guint(offset))
        }
        // A signal that answers "handled" stops at the first handler that says TRUE, as GTK's event signals do.
        let accumulator: GSignalAccumulator? =
            Shape.returnType == cgtk_type_boolean() ? g_signal_accumulator_true_handled : nil
        let type = owner()
        return name.withCString {
            g_signal_newv(
                $0, type, G_SIGNAL_RUN_LAST, closure, accumulator, nil, nil, Shape.returnType, guint(types.count),
                &types)
        }
    }
}

/// Calls the box's closure on the main actor; a missing box (GLib handed no data) is a programming error logged once.
@inline(__always)
private func withBox<Handler, R: Sendable>(_ data: gpointer?, _ fallback: R, _ call: @MainActor (Handler) -> R) -> R {
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        guard let box = CallbackBox<Handler>.from(data) else { return fallback }
        return call(box.body)
    }
}

/// Handlers that take nothing but the instance: `clicked`, `toggled`, `leave`, `scroll-end`, `after-paint`.
package enum NoArguments: SignalShape {
    package typealias Handler = @MainActor () -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            withBox(data, ()) { (body: Handler) in body() }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [] }
    package static var returnType: GType { cgtk_type_none() }
}

/// Handlers given a point or a velocity as two doubles: drag begin/update/end, `motion`, `enter`, `decelerate`.
package enum PointArguments: SignalShape {
    package typealias Handler = @MainActor (Double, Double) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, a, b, data in
            withBox(data, ()) { (body: Handler) in body(a, b) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_double(), cgtk_type_double()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// `GtkEventControllerScroll::scroll`: two deltas, answering whether the event was handled.
package enum ScrollArguments: SignalShape {
    package typealias Handler = @MainActor (Double, Double) -> Bool
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, a, b, data in
            withBox(data, false) { (body: Handler) in body(a, b) } ? 1 : 0
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_double(), cgtk_type_double()] }
    package static var returnType: GType { cgtk_type_boolean() }
}

/// `GtkDropTarget::enter (x, y)` and `::motion (x, y)`: where a drag is, answering the action a drop there would
/// take (none refuses it).
package enum DropPointQuestion: SignalShape {
    package typealias Handler = @MainActor (Double, Double) -> GdkDragAction
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, Double, Double, gpointer?) -> GdkDragAction = { _, x, y, data in
            withBox(data, GdkDragAction(0)) { (body: Handler) in body(x, y) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_double(), cgtk_type_double()] }
    package static var returnType: GType { cgtk_type_flags() }
}

/// `GtkDropTarget::drop (const GValue *value, x, y)`: what was dropped and where, answering whether it was taken.
package enum DropArguments: SignalShape {
    package typealias Handler = @MainActor (UnsafePointer<GValue>, Double, Double) -> Bool
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
            _, value, x, y, data in
            guard let given = value else { return 0 }
            nonisolated(unsafe) let value = given
            return withBox(data, false) { (body: Handler) in body(value, x, y) } ? 1 : 0
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_boxed(), cgtk_type_double(), cgtk_type_double()] }
    package static var returnType: GType { cgtk_type_boolean() }
}

/// SegmentKit's `extra-drag-drop (guint index, GValue *value) -> gboolean`: a value dropped on a segment, answering
/// whether a handler took it.
package enum IndexValueQuestion: SignalShape {
    package typealias Handler = @MainActor (UInt32, UnsafePointer<GValue>) -> Bool
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, guint, UnsafePointer<GValue>?, gpointer?) -> gboolean = {
            _, index, value, data in
            guard let given = value else { return 0 }
            nonisolated(unsafe) let value = given
            return withBox(data, false) { (body: Handler) in body(index, value) } ? 1 : 0
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    /// `G_TYPE_VALUE` itself, not its fundamental type: SegmentKit defines the signal from these.
    package static var argumentTypes: [GType] { [cgtk_type_uint(), g_value_get_type()] }
    package static var returnType: GType { cgtk_type_boolean() }
    package static var classHandler: gpointer? {
        let function: @convention(c) (gpointer?, guint, UnsafePointer<GValue>?) -> gboolean = { _, _, _ in 0 }
        return unsafeBitCast(function, to: gpointer.self)
    }
}

/// Handlers given one unsigned index: `GtkListView::activate` and SegmentKit's index signals.
package enum IndexArgument: SignalShape {
    package typealias Handler = @MainActor (UInt32) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, value, data in
            withBox(data, ()) { (body: Handler) in body(value) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_uint()] }
    package static var returnType: GType { cgtk_type_none() }
    package static var classHandler: gpointer? {
        let function: @convention(c) (gpointer?, guint) -> Void = { _, _ in }
        return unsafeBitCast(function, to: gpointer.self)
    }
}

/// Handlers given a widget's state flags before a change: `GtkWidget::state-flags-changed`.
package enum StateFlagsArgument: SignalShape {
    package typealias Handler = @MainActor (GtkStateFlags) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, GtkStateFlags, gpointer?) -> Void = { _, previous, data in
            withBox(data, ()) { (body: Handler) in body(previous) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [gtk_state_flags_get_type()] }
    package static var returnType: GType { cgtk_type_none() }
    package static var classHandler: gpointer? {
        let function: @convention(c) (gpointer?, GtkStateFlags) -> Void = { _, _ in }
        return unsafeBitCast(function, to: gpointer.self)
    }
}

/// Handlers given a width and a height in pixels: GdkPixbufLoader's `size-prepared`.
package enum SizeArguments: SignalShape {
    package typealias Handler = @MainActor (Int32, Int32) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, width, height, data in
            withBox(data, ()) { (body: Handler) in body(width, height) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_int(), cgtk_type_int()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// Handlers given two unsigned indices, where an item was and where it is now: SegmentKit's `segment-moved`.
package enum IndexPairArguments: SignalShape {
    package typealias Handler = @MainActor (UInt32, UInt32) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, guint, guint, gpointer?) -> Void = { _, from, to, data in
            withBox(data, ()) { (body: Handler) in body(from, to) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_uint(), cgtk_type_uint()] }
    package static var returnType: GType { cgtk_type_none() }
    package static var classHandler: gpointer? {
        let function: @convention(c) (gpointer?, guint, guint) -> Void = { _, _, _ in }
        return unsafeBitCast(function, to: gpointer.self)
    }
}

/// Handlers given one unsigned index that answer whether they handled it: SegmentKit's `close-requested`.
package enum IndexQuestion: SignalShape {
    package typealias Handler = @MainActor (UInt32) -> Bool
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, guint, gpointer?) -> gboolean = { _, value, data in
            withBox(data, false) { (body: Handler) in body(value) } ? 1 : 0
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_uint()] }
    package static var returnType: GType { cgtk_type_boolean() }
    package static var classHandler: gpointer? {
        let function: @convention(c) (gpointer?, guint) -> gboolean = { _, _ in 0 }
        return unsafeBitCast(function, to: gpointer.self)
    }
}

/// `GtkGestureClick::pressed (n_press, x, y)`.
package enum ClickArguments: SignalShape {
    package typealias Handler = @MainActor (Int32, Double, Double) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = { _, n, x, y, data in
            withBox(data, ()) { (body: Handler) in body(n, x, y) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_int(), cgtk_type_double(), cgtk_type_double()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// Handlers given one double: SegmentKit's `drag-progress`.
package enum DoubleArgument: SignalShape {
    package typealias Handler = @MainActor (Double) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, Double, gpointer?) -> Void = { _, value, data in
            withBox(data, ()) { (body: Handler) in body(value) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_double()] }
    package static var returnType: GType { cgtk_type_none() }
    package static var classHandler: gpointer? {
        let function: @convention(c) (gpointer?, Double) -> Void = { _, _ in }
        return unsafeBitCast(function, to: gpointer.self)
    }
}

/// Handlers given one GObject: list-item factories' `setup`/`bind`, `GtkListBox::row-activated`.
package enum ObjectArgument: SignalShape {
    package typealias Handler = @MainActor (gpointer?) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, data in
            nonisolated(unsafe) let object = object
            withBox(data, ()) { (body: Handler) in body(object) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_object()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// `GtkGesture::cancel`, which passes the cancelled `GdkEventSequence` (a boxed pointer the handlers here ignore).
package enum SequenceArgument: SignalShape {
    package typealias Handler = @MainActor () -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            withBox(data, ()) { (body: Handler) in body() }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_boxed()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// `GObject::notify`, which passes the property's `GParamSpec` (ignored: the signal's detail names the property).
package enum ParamArgument: SignalShape {
    package typealias Handler = @MainActor () -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            withBox(data, ()) { (body: Handler) in body() }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_param()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// `GSimpleAction::activate (GVariant *parameter)`: handlers get the parameter (`nil` for an action without one).
package enum VariantArgument: SignalShape {
    package typealias Handler = @MainActor (OpaquePointer?) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, data in
            nonisolated(unsafe) let parameter = parameter
            withBox(data, ()) { (body: Handler) in body(parameter) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_variant()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// `GtkCssProvider::parsing-error (GtkCssSection *section, GError *error)`: handlers get the section's
/// "file:line:column" text and the error's message.
package enum CSSParsingErrorArguments: SignalShape {
    package typealias Handler = @MainActor (_ location: String, _ message: String) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
            _, section, error, data in
            nonisolated(unsafe) let section = section
            nonisolated(unsafe) let error = error
            withBox(data, ()) { (body: Handler) in
                var location = ""
                if let section, let text = gtk_css_section_to_string(section) {
                    location = String(cString: text)
                    g_free(text)
                }
                body(location, error?.pointee.message.map { String(cString: $0) } ?? "unknown error")
            }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] { [cgtk_type_boxed(), cgtk_type_boxed()] }
    package static var returnType: GType { cgtk_type_none() }
}

/// `GFileMonitor::changed (GFile *file, GFile *other_file, GFileMonitorEvent event_type)`: handlers get the event.
package enum FileMonitorArguments: SignalShape {
    package typealias Handler = @MainActor (GFileMonitorEvent) -> Void
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
            _, _, _, event, data in
            withBox(data, ()) { (body: Handler) in body(event) }
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] {
        let file = g_type_fundamental(g_file_get_type())
        return [file, file, g_type_fundamental(g_file_monitor_event_get_type())]
    }
    package static var returnType: GType { cgtk_type_none() }
}

/// `GtkWidget::query-tooltip (x, y, keyboard_mode, GtkTooltip *tooltip)`: handlers fill the tooltip and
/// answer whether it shows.
package enum TooltipArguments: SignalShape {
    package typealias Handler = @MainActor (_ x: Int32, _ y: Int32, _ keyboard: Bool, _ tooltip: OpaquePointer?) -> Bool
    package static var trampoline: gpointer {
        let function: @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean = {
            _, x, y, keyboard, tooltip, data in
            nonisolated(unsafe) let tooltip = tooltip
            return withBox(data, false) { (body: Handler) in body(x, y, keyboard != 0, tooltip) } ? 1 : 0
        }
        return unsafeBitCast(function, to: gpointer.self)
    }
    package static var argumentTypes: [GType] {
        [cgtk_type_int(), cgtk_type_int(), cgtk_type_boolean(), cgtk_type_object()]
    }
    package static var returnType: GType { cgtk_type_boolean() }
}
