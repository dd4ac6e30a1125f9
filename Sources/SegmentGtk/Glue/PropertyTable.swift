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

extension HandleProperty where Handle: AnyObject {
    /// A read-write boolean property `name` (`nick`, `blurb`, default `on`) read with `get` and written with `set`
    /// (the handle's setter, which notifies a change).
    static func flag(
        _ name: String, _ nick: String, _ blurb: String, default on: Bool, get: @escaping (Handle) -> Bool,
        set: @escaping (Handle, Bool) -> Void
    ) -> HandleProperty {
        HandleProperty(
            spec: { g_param_spec_boolean(name, nick, blurb, on ? 1 : 0, PropertyTable<Handle>.readWrite) },
            get: { g_value_set_boolean($1, get($0) ? 1 : 0) },
            set: { set($0, g_value_get_boolean($1) != 0) })
    }
}

/// Properties installed on a class after its older ones, read and written through the Swift handle.
///
/// A set goes through the Swift API's setter, and the widget notifies the change itself (by `GParamSpec`,
/// only when the value changed), so a change through the Swift API is notified exactly like one through
/// `g_object_set`.
///
/// The Swift API's settings (activation mode, placement, overflow menu ...) become GObject properties here,
/// so C, Python, JavaScript, Vala and `.ui` files see them (and the `.gir` lists them) without each widget
/// type growing its own `set_property` switch. Ids start at `firstID`, after the type's own.
@MainActor
final class PropertyTable<Handle: AnyObject> {
    private let firstID: guint
    private let properties: [HandleProperty<Handle>]
    private let handle: (UnsafeMutableRawPointer?) -> Handle?

    /// A table whose handles come from `handle` (`nil` for an instance of another type).
    init(
        firstID: guint, handle: @escaping (UnsafeMutableRawPointer?) -> Handle?,
        _ properties: [HandleProperty<Handle>]
    ) {
        self.firstID = firstID
        self.handle = handle
        self.properties = properties
    }

    /// Installs every property, keeping the specs in `installed`; call from `class_init`, after `set_property`
    /// and `get_property` are set.
    func install(on objectClass: UnsafeMutablePointer<GObjectClass>, into installed: InstalledProperties) {
        for (offset, property) in properties.enumerated() {
            installed.install(property.spec(), id: firstID + guint(offset), on: objectClass)
        }
    }

    /// `set_property` for this table's ids; returns false for ids that are not in it.
    func set(_ object: UnsafeMutableRawPointer?, id: guint, value: UnsafePointer<GValue>?) -> Bool {
        guard id >= firstID, Int(id - firstID) < properties.count else { return false }
        guard let instance = handle(object), let setter = properties[Int(id - firstID)].set else { return true }
        setter(instance, value)
        return true
    }

    /// `get_property` for this table's ids; returns false for ids that are not in it.
    func get(_ object: UnsafeMutableRawPointer?, id: guint, value: UnsafeMutablePointer<GValue>?) -> Bool {
        guard id >= firstID, Int(id - firstID) < properties.count else { return false }
        if let instance = handle(object) { properties[Int(id - firstID)].get(instance, value) }
        return true
    }

    // No G_PARAM_STATIC_STRINGS: Swift passes names as temporary C strings, which GLib must copy.

    /// Read-write flags that leave notification to the widget (only on a change).
    static var readWrite: GParamFlags {
        GParamFlags(G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
    }

    /// Read-only flags.
    static var readOnly: GParamFlags { GParamFlags(G_PARAM_READABLE.rawValue) }
}
