import CGtk

/// A `PangoAttrList` that Swift owns: unreffed when its last reference goes, so no parse can leak one.
///
/// `pango_parse_markup` hands its caller a new list; every title, tooltip and mnemonic parse holds it in one of
/// these, and a layout given the list takes a reference of its own.
final class PangoAttributes {
    /// The list, valid while this object lives.
    let list: OpaquePointer

    /// Takes over `list`'s reference; `nil` when there is no list.
    init?(taking list: OpaquePointer?) {
        guard let list else { return nil }
        self.list = list
    }

    deinit { pango_attr_list_unref(list) }
}
