import CGtk

/// The Swift state behind one instance of a SegmentKit widget, owned by the GObject instance.
@MainActor
protocol WidgetController: AnyObject {
    /// Creates the state of a freshly initialised instance; called from `instance_init`.
    init(widget: UnsafeMutablePointer<GtkWidget>)
    /// Lets go of children, callbacks and animations; GObject `dispose`, which may run more than once.
    func dispose()
}

/// How a widget type is built from a GtkBuilder `.ui` file: its `<child>` elements and the properties that
/// must wait for the whole file.
struct BuildableChildren {
    /// Adopts a child widget declared in the `.ui` file (one without a `type`); returns false to let GtkWidget's
    /// default handle it.
    var add: @MainActor (_ parent: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>) -> Bool
    /// Called once the whole `.ui` file was read, so counts can be checked once rather than per child.
    var finished: @MainActor (_ parent: UnsafeMutablePointer<GtkWidget>) -> Void
    /// Adopts a child widget declared with a `type` (a bar's `<child type="end">`); returns false for a type the
    /// widget does not know, which is refused with a warning.
    var addTyped:
        @MainActor (
            _ parent: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>, _ type: String
        ) -> Bool = { _, _, _ in false }
    /// The widgets a `.ui` file may reach as `<child internal-child="NAME">` (a pager's `bar` and `stack`), by name.
    var internalChild:
        @MainActor (_ parent: UnsafeMutablePointer<GtkWidget>, _ name: String) -> UnsafeMutablePointer<GtkWidget>? = {
            _, _ in nil
        }
    /// Properties whose value depends on others or on the children (`selected` needs the titles, `page` the
    /// pages). GtkBuilder sets properties in file order and before adding children, so values of these it sets
    /// are kept and applied, in file order, once ``finished`` ran. Two names, so a list: a Set would cost the
    /// Swift runtime a conformance search when the type is registered.
    var propertiesAfterChildren: [String] = []
}

/// A GtkWidget subclass registered from Swift, whose instances may each own a ``WidgetController``.
///
/// Every SegmentKit widget is registered through this one class, so the
/// GObject plumbing lives in one place: the class struct is the parent's
/// followed by `classSlots` pointers (the signals' class handlers and padding,
/// as `include/segmentkit.h` declares `SegmentBarClass` and the others) and
/// the instance one pointer larger; `instance_init` stores a
/// retained controller in that slot (so widgets made by GtkBuilder get one
/// too), `dispose` asks it to let go, `finalize` releases it, and both chain
/// up to the parent class. The per-type `setUpClass` closure adds the CSS
/// name, role and virtual functions.
@MainActor
final class WidgetType {
    /// The registered GType.
    private(set) var type: GType = 0
    /// The parent class struct, for chaining up; set by `class_init`.
    private(set) var parentClass: UnsafeMutablePointer<GtkWidgetClass>?
    private let slotOffset: Int
    /// Where this type's own class-struct fields start: right after the parent's class struct, pointer-aligned.
    let classSlotsOffset: Int
    /// How many pointer-sized fields this type's class struct adds to its parent's.
    let classSlots: Int
    private let makeController: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> any WidgetController)?
    private let setUpClass: @MainActor (UnsafeMutablePointer<GtkWidgetClass>) -> Void
    private let children: BuildableChildren?
    /// GtkWidget's own GtkBuildable table, for what this type does not handle itself.
    private var parentBuildable: UnsafeMutablePointer<GtkBuildableIface>?
    /// Every registration: a handful, searched in order (a Dictionary keyed by GType would cost the Swift runtime
    /// a scan of every protocol conformance on its first use, before the first widget exists).
    private static var registry: [WidgetType] = []

    /// Registers `name` as a subclass of `parent`, whose class struct adds `classSlots` pointers to the parent's
    /// (a subclass in C, Python or Vala overrides a signal's class handler there). Registrations are kept for the
    /// life of the process. An `orientable` type implements GtkOrientable (``Orientable``).
    init(
        name: String, parent: GType = gtk_widget_get_type(), classSlots: Int = 0,
        controller makeController: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> any WidgetController)? = nil,
        children: BuildableChildren? = nil, orientable: Bool = false,
        setUpClass: @escaping @MainActor (UnsafeMutablePointer<GtkWidgetClass>) -> Void
    ) {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        let pointer = MemoryLayout<UnsafeMutableRawPointer>.size
        slotOffset = (Int(query.instance_size) + pointer - 1) / pointer * pointer
        classSlotsOffset = (Int(query.class_size) + pointer - 1) / pointer * pointer
        self.classSlots = classSlots
        self.makeController = makeController
        self.setUpClass = setUpClass
        self.children = children
        var info = GTypeInfo(
            class_size: guint16(classSlotsOffset + classSlots * pointer), base_init: nil, base_finalize: nil,
            class_init: { klass, data in
                nonisolated(unsafe) let klass = klass!
                nonisolated(unsafe) let data = data!
                MainActor.assumeIsolated {
                    Unmanaged<WidgetType>.fromOpaque(data).takeUnretainedValue().classInit(klass)
                }
            },
            class_finalize: nil, class_data: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()),
            instance_size: guint16(slotOffset + pointer), n_preallocs: 0,
            instance_init: { instance, klass in
                nonisolated(unsafe) let instance = instance!
                nonisolated(unsafe) let klass = klass!
                MainActor.assumeIsolated {
                    let type = klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type
                    WidgetType.registration(of: type)?.instanceInit(instance)
                }
            }, value_table: nil)
        type = name.withCString { g_type_register_static(parent, $0, &info, GTypeFlags(0)) }
        Self.registry.append(self)
        if children != nil { implementBuildable() }
        if orientable { Orientable.implement(on: type) }
    }

    /// Re-implements GtkBuildable so `<child>` elements reach ``BuildableChildren``; the rest stays GtkWidget's.
    private func implementBuildable() {
        var interface = GInterfaceInfo(
            interface_init: { table, data in
                nonisolated(unsafe) let table = table!
                nonisolated(unsafe) let data = data!
                MainActor.assumeIsolated {
                    let registration = Unmanaged<WidgetType>.fromOpaque(data).takeUnretainedValue()
                    let buildable: UnsafeMutablePointer<GtkBuildableIface> = gcast(table)
                    registration.parentBuildable = gcast(g_type_interface_peek_parent(table))
                    buildable.pointee.add_child = { buildable, builder, child, kind in
                        MainActor.assumeIsolated { WidgetType.addChild(buildable, builder, child, kind) }
                    }
                    buildable.pointee.get_internal_child = { buildable, builder, name in
                        // An address, not a pointer, crosses the isolation check: the object stays the parent's.
                        let child = MainActor.assumeIsolated {
                            UInt(bitPattern: WidgetType.internalChild(buildable, builder, name))
                        }
                        return UnsafeMutablePointer(bitPattern: child)
                    }
                    buildable.pointee.parser_finished = { buildable, builder in
                        MainActor.assumeIsolated { WidgetType.parserFinished(buildable, builder) }
                    }
                    buildable.pointee.set_buildable_property = { buildable, builder, name, value in
                        MainActor.assumeIsolated { WidgetType.setBuildableProperty(buildable, builder, name, value) }
                    }
                }
            }, interface_finalize: nil, interface_data: Unmanaged.passUnretained(self).toOpaque())
        g_type_add_interface_static(type, gtk_buildable_get_type(), &interface)
    }

    private static func addChild(
        _ buildable: OpaquePointer?, _ builder: OpaquePointer?, _ child: UnsafeMutablePointer<GObject>?,
        _ kind: UnsafePointer<CChar>?
    ) {
        guard let buildable, let registration = registration(ofInstance: UnsafeMutableRawPointer(buildable)) else {
            return
        }
        let isWidget = child.map { g_type_check_instance_is_a(gcast($0), gtk_widget_get_type()) != 0 } ?? false
        if isWidget, let child {
            // GtkWidget's default would parent a typed child anyway, as a stray child nothing ever lays out or
            // lets go of. A type the widget does not know is left to the builder, which frees the child with
            // itself, as GtkBuilder does with a child type a container does not know.
            if let kind {
                let type = String(cString: kind)
                if registration.children?.addTyped(gcast(buildable), gcast(child), type) == true { return }
                let owner = String(cString: g_type_name_from_instance(gcast(buildable)))
                Log.warning("\(owner): '\(type)' is not a valid child type; the <child> is ignored")
                return
            }
            if registration.children?.add(gcast(buildable), gcast(child)) == true { return }
        }
        registration.parentBuildable?.pointee.add_child?(buildable, builder, child, kind)
    }

    /// The widget a `.ui` file names as `<child internal-child="NAME">`; the parent's own GtkBuildable for any
    /// other name (GtkBuilder then reports the unknown internal child itself).
    private static func internalChild(
        _ buildable: OpaquePointer?, _ builder: OpaquePointer?, _ name: UnsafePointer<CChar>?
    ) -> UnsafeMutablePointer<GObject>? {
        guard let buildable, let name, let registration = registration(ofInstance: UnsafeMutableRawPointer(buildable))
        else { return nil }
        if let child = registration.children?.internalChild(gcast(buildable), String(cString: name)) {
            return gcast(child)
        }
        return registration.parentBuildable?.pointee.get_internal_child?(buildable, builder, name)
    }

    /// Values of ``BuildableChildren/propertiesAfterChildren`` a builder set, per instance, in file order.
    private static var deferredProperties: [UnsafeMutableRawPointer: [(name: String, value: GValue)]] = [:]

    private static func setBuildableProperty(
        _ buildable: OpaquePointer?, _ builder: OpaquePointer?, _ name: UnsafePointer<CChar>?,
        _ value: UnsafePointer<GValue>?
    ) {
        guard let buildable, let name, let value else { return }
        let instance = UnsafeMutableRawPointer(buildable)
        if let registration = registration(ofInstance: instance),
            registration.children?.propertiesAfterChildren.contains(String(cString: name)) == true
        {
            var copy = GValue()
            g_value_init(&copy, value.pointee.g_type)
            g_value_copy(value, &copy)
            deferredProperties[instance, default: []].append((String(cString: name), copy))
            return
        }
        if let parent = registration(ofInstance: instance)?.parentBuildable?.pointee.set_buildable_property {
            parent(buildable, builder, name, value)
        } else {
            g_object_set_property(gcast(buildable), name, value)
        }
    }

    private static func parserFinished(_ buildable: OpaquePointer?, _ builder: OpaquePointer?) {
        guard let buildable, let registration = registration(ofInstance: UnsafeMutableRawPointer(buildable)) else {
            return
        }
        registration.parentBuildable?.pointee.parser_finished?(buildable, builder)
        registration.children?.finished(gcast(buildable))
        isApplyingBuilderValues = true
        defer { isApplyingBuilderValues = false }
        for (name, var value) in deferredProperties.removeValue(forKey: UnsafeMutableRawPointer(buildable)) ?? [] {
            g_object_set_property(gcast(buildable), name, &value)
            g_value_unset(&value)
        }
    }

    /// Whether values a `.ui` file set are being applied now that the whole file was read (``parserFinished``).
    ///
    /// They are the widget's initial state, like the properties GtkBuilder sets as it makes an object, before it
    /// connects the file's signal handlers; but GtkBuilder connects those before it calls `parser_finished`, and
    /// a widget template binds its children only after that. So a selection made from them emits no
    /// `selection-changed` or `page-changed` (a template's handler ran with its children still unbound), only the
    /// property notifications that bindings rely on.
    private(set) static var isApplyingBuilderValues = false

    /// Drops the values kept for an instance whose `.ui` file failed before the parser finished.
    private static func forgetDeferredProperties(of instance: UnsafeMutableRawPointer) {
        for (_, var value) in deferredProperties.removeValue(forKey: instance) ?? [] { g_value_unset(&value) }
    }

    /// The byte offset of this type's class-struct field `slot` (0 is the first after the parent's fields).
    func classSlotOffset(_ slot: Int) -> Int {
        precondition((0..<classSlots).contains(slot), "class slot \(slot) of \(classSlots)")
        return classSlotsOffset + slot * MemoryLayout<UnsafeMutableRawPointer>.size
    }

    /// The registration that `type` is, or derives from (an app may subclass a SegmentKit widget).
    static func registration(of type: GType) -> WidgetType? {
        var current = type
        while current != 0 {
            if let found = registry.first(where: { $0.type == current }) { return found }
            current = g_type_parent(current)
        }
        return nil
    }

    /// The registration of the instance at `object`.
    static func registration(ofInstance object: UnsafeMutableRawPointer) -> WidgetType? {
        registration(of: object.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type)
    }

    private func classInit(_ klass: gpointer) {
        parentClass = gcast(g_type_class_peek_parent(klass))
        let objectClass: UnsafeMutablePointer<GObjectClass> = gcast(klass)
        objectClass.pointee.dispose = { object in
            MainActor.assumeIsolated {
                guard let object,
                    let registration = WidgetType.registration(ofInstance: UnsafeMutableRawPointer(object))
                else { return }
                registration.controller(of: UnsafeMutableRawPointer(object), as: (any WidgetController).self)?.dispose()
                registration.parentObjectClass.pointee.dispose?(object)
            }
        }
        objectClass.pointee.finalize = { object in
            MainActor.assumeIsolated {
                guard let object,
                    let registration = WidgetType.registration(ofInstance: UnsafeMutableRawPointer(object))
                else { return }
                registration.detachController(from: UnsafeMutableRawPointer(object))
                WidgetType.forgetDeferredProperties(of: UnsafeMutableRawPointer(object))
                registration.parentObjectClass.pointee.finalize?(object)
            }
        }
        setUpClass(gcast(klass))
    }

    private func instanceInit(_ instance: UnsafeMutablePointer<GTypeInstance>) {
        let slot = UnsafeMutableRawPointer(instance) + slotOffset
        guard let makeController else {
            slot.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
            return
        }
        let controller = makeController(gcast(instance))
        slot.storeBytes(
            of: Unmanaged.passRetained(controller as AnyObject).toOpaque(), as: UnsafeMutableRawPointer?.self)
    }

    private var parentObjectClass: UnsafeMutablePointer<GObjectClass> {
        gcast(parentClass!)
    }

    /// The controller of `instance`, or `nil` before `instance_init` ran or after `finalize`.
    func controller<C>(of instance: UnsafeMutableRawPointer?, as: C.Type = C.self) -> C? {
        guard let instance, isInstance(instance),
            let raw = (instance + slotOffset).load(as: UnsafeMutableRawPointer?.self)
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? C
    }

    private func detachController(from instance: UnsafeMutableRawPointer) {
        let slot = instance + slotOffset
        guard let raw = slot.load(as: UnsafeMutableRawPointer?.self) else { return }
        slot.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        Unmanaged<AnyObject>.fromOpaque(raw).release()
    }

    /// Whether `instance` is of this type (or a subclass).
    func isInstance(_ instance: UnsafeMutableRawPointer?) -> Bool {
        guard let instance else { return false }
        return g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// A new floating instance of this type.
    func make() -> UnsafeMutablePointer<GtkWidget> {
        gcast(g_object_new_with_properties(type, 0, nil, nil))
    }
}

/// The public Swift handle on a SegmentKit widget: holds one reference, so the widget lives at least as long.
@MainActor
public class WidgetHandle {
    /// The GTK widget to add to a container.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Creates a new instance of `type` and sinks its floating reference.
    init(creating type: WidgetType) {
        widget = gcast(g_object_ref_sink(type.make()))
    }

    /// Wraps an existing instance of `type` (made by GtkBuilder, say); `nil` if `widget` is not one.
    init?(wrapping widget: UnsafeMutablePointer<GtkWidget>, type: WidgetType) {
        guard type.isInstance(widget) else { return nil }
        self.widget = widget
        g_object_ref(widget)
    }

    isolated deinit {
        g_object_unref(widget)
    }
}
