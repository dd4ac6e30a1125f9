import CGtk

/// Registers a GtkWidget subclass whose instances carry a pointer to a Swift controller.
///
/// GTK 4.8 widgets are GObject classes; SegmentKit registers its own with
/// `g_type_register_static_simple`, sizing the class like its parent and the
/// instance one pointer larger. That extra slot holds a retained Swift
/// object, created in `instance_init` and released in `finalize`, so a
/// widget made by GtkBuilder gets its controller just like one made from Swift.
struct WidgetSubclass {
    /// The registered type.
    let type: GType
    /// Byte offset of the controller slot inside each instance.
    let slotOffset: Int

    /// Registers `name` as a subclass of `parent`.
    init(
        name: String, parent: GType, classInit: GClassInitFunc,
        instanceInit: GInstanceInitFunc?
    ) {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        let pointerSize = MemoryLayout<UnsafeMutableRawPointer>.size
        let offset = (Int(query.instance_size) + pointerSize - 1) / pointerSize * pointerSize
        slotOffset = offset
        type = g_type_register_static_simple(
            parent, name, query.class_size, classInit, guint(offset + pointerSize), instanceInit, GTypeFlags(0))
    }

    /// Stores `object` (retained) in the instance's slot.
    func attach(_ object: AnyObject, to instance: UnsafeMutableRawPointer) {
        (instance + slotOffset).storeBytes(
            of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer?.self)
    }

    /// The object in the instance's slot, or `nil` once it was detached.
    func object<T: AnyObject>(in instance: UnsafeMutableRawPointer, as: T.Type = T.self) -> T? {
        guard let raw = (instance + slotOffset).load(as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<T>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Releases the object in the slot and clears it.
    func detach(from instance: UnsafeMutableRawPointer) {
        guard let raw = (instance + slotOffset).load(as: UnsafeMutableRawPointer?.self) else { return }
        (instance + slotOffset).storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        Unmanaged<AnyObject>.fromOpaque(raw).release()
    }

    /// Whether `widget` is an instance of this type (or a subclass).
    func isInstance(_ widget: UnsafeMutableRawPointer?) -> Bool {
        guard let widget else { return false }
        return g_type_check_instance_is_a(widget.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
}
