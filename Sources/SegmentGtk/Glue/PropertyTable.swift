import CGtk

/// One GObject property read and written through a widget's public Swift handle.
@MainActor
struct HandleProperty<Handle> {
    /// Makes the property's `GParamSpec` (in `class_init`).
    var spec: () -> UnsafeMutablePointer<GParamSpec>?
    /// Stores the property's value into a GValue already initialised to its type.
    var get: (Handle, UnsafeMutablePointer<GValue>?) -> Void
    /// Applies a value; `nil` for read-only properties.
    var set: ((Handle, UnsafePointer<GValue>?) -> Void)?
}

/// Properties installed on a class after its older ones, read and written through the Swift handle, and
/// notified by `GParamSpec` (`g_object_notify_by_pspec`) when a set changes them.
///
/// The Swift API's settings (activation mode, placement, overflow menu ...) become GObject properties here,
/// so C, Python, JavaScript, Vala and `.ui` files see them (and the `.gir` lists them) without each widget
/// type growing its own `set_property` switch. Ids start at `firstID`, after the type's own.
@MainActor
final class PropertyTable<Handle: AnyObject> {
    private let firstID: guint
    private let properties: [HandleProperty<Handle>]
    private let handle: (UnsafeMutableRawPointer?) -> Handle?
    /// The installed specs, in table order.
    private(set) var specs: [UnsafeMutablePointer<GParamSpec>] = []

    /// A table whose handles come from `handle` (`nil` for an instance of another type).
    init(
        firstID: guint, handle: @escaping (UnsafeMutableRawPointer?) -> Handle?,
        _ properties: [HandleProperty<Handle>]
    ) {
        self.firstID = firstID
        self.handle = handle
        self.properties = properties
    }

    /// Installs every property; call from `class_init`, after `set_property` and `get_property` are set.
    func install(on objectClass: UnsafeMutablePointer<GObjectClass>) {
        for (offset, property) in properties.enumerated() {
            guard let spec = property.spec() else { continue }
            g_object_class_install_property(objectClass, firstID + guint(offset), spec)
            specs.append(spec)
        }
    }

    /// `set_property` for this table's ids; returns false for ids that are not in it.
    func set(_ object: UnsafeMutableRawPointer?, id: guint, value: UnsafePointer<GValue>?) -> Bool {
        guard id >= firstID, Int(id - firstID) < properties.count else { return false }
        let offset = Int(id - firstID)
        guard let instance = handle(object), let setter = properties[offset].set else { return true }
        let spec = specs[offset]
        // Notify only on a change (the specs are EXPLICIT_NOTIFY), comparing through GValues of the spec's type.
        var before = GValue()
        g_value_init(&before, spec.pointee.value_type)
        properties[offset].get(instance, &before)
        setter(instance, value)
        var after = GValue()
        g_value_init(&after, spec.pointee.value_type)
        properties[offset].get(instance, &after)
        if g_param_values_cmp(spec, &before, &after) != 0 {
            g_object_notify_by_pspec(object?.assumingMemoryBound(to: GObject.self), spec)
        }
        g_value_unset(&before)
        g_value_unset(&after)
        return true
    }

    /// `get_property` for this table's ids; returns false for ids that are not in it.
    func get(_ object: UnsafeMutableRawPointer?, id: guint, value: UnsafeMutablePointer<GValue>?) -> Bool {
        guard id >= firstID, Int(id - firstID) < properties.count else { return false }
        if let instance = handle(object) { properties[Int(id - firstID)].get(instance, value) }
        return true
    }

    // No G_PARAM_STATIC_STRINGS: Swift passes names as temporary C strings, which GLib must copy.

    /// Read-write flags that leave notification to ``set(_:id:value:)`` (only on a change).
    static var readWrite: GParamFlags {
        GParamFlags(G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
    }

    /// Read-only flags.
    static var readOnly: GParamFlags { GParamFlags(G_PARAM_READABLE.rawValue) }
}
