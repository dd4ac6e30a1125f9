import CGtk
import SegmentCore

/// How a title's mnemonic marker is treated when it is laid out (``SegmentBar/usesUnderline``).
enum MnemonicMode: Hashable, Sendable {
    /// Underscores are text.
    case none
    /// The marker is removed and the mnemonic character is not underlined (the window hides mnemonics).
    case hidden
    /// The marker is removed and the mnemonic character is underlined, as GtkLabel does while Alt is held.
    case shown
}

/// Titles with a mnemonic: "_Inbox" marks I; "__" is a literal underscore, as in GtkLabel's `use-underline`.
///
/// Pango's own accelerator parsing (`pango_parse_markup` with accel marker `_`) does the work, on the markup of
/// a markup title and on the escaped text of a plain one, so measuring, drawing and the spoken title agree.
enum MnemonicText {
    /// A title without its marker: the text, its attributes and the mnemonic character.
    struct Parsed {
        var text: String
        var attributes: PangoAttributes?
        /// The mnemonic character, or 0 when the title marks none.
        var mnemonic: gunichar
    }

    /// Parses `title` (markup when `markup` is set and it parses, else plain text) with `_` as the marker.
    static func parse(_ title: String, markup: Bool) -> Parsed? {
        if markup, let parsed = title.withCString(run) { return parsed }
        guard let escaped = title.withCString({ g_markup_escape_text($0, -1) }) else { return nil }
        defer { g_free(escaped) }
        return run(escaped)
    }

    /// Parses `source` with `_` as the marker; C text, so GLib's escaped copy of a plain title goes straight to Pango.
    private static func run(_ source: UnsafePointer<CChar>) -> Parsed? {
        var attributes: OpaquePointer?
        var text: UnsafeMutablePointer<CChar>?
        var mnemonic: gunichar = 0
        guard pango_parse_markup(source, -1, gunichar(UInt8(ascii: "_")), &attributes, &text, &mnemonic, nil) != 0,
            let text
        else { return nil }
        defer { g_free(text) }
        return Parsed(text: String(cString: text), attributes: PangoAttributes(taking: attributes), mnemonic: mnemonic)
    }

    /// `title` without its marker and, for markup, its tags: the words a reader, tooltip and menu use.
    static func plainText(_ title: String, markup: Bool) -> String {
        guard let parsed = parse(title, markup: markup) else { return title }
        return parsed.text
    }

    /// The lower-case keyval of `item`'s mnemonic character, or `nil` when its title marks none.
    ///
    /// Titles without an underscore are skipped without parsing, so a 10,000-segment bar stays cheap.
    static func keyval(of item: SegmentItem) -> guint? {
        guard item.title.utf8.contains(UInt8(ascii: "_")),
            let parsed = parse(SingleLineText.of(item.title), markup: item.usesMarkup)
        else { return nil }
        guard parsed.mnemonic != 0 else { return nil }
        return gdk_keyval_to_lower(gdk_unicode_to_keyval(parsed.mnemonic))
    }

    /// The accessible key shortcut of a mnemonic keyval, as ARIA's `aria-keyshortcuts` writes it ("Alt+I").
    static func shortcutName(_ keyval: guint) -> String {
        let upper = gdk_keyval_to_upper(keyval)
        let name = gdk_keyval_name(upper).map { String(cString: $0) } ?? ""
        return "Alt+\(name)"
    }

    /// Removes the low underline Pango put under `mnemonic` (one character long), leaving the title's own spans.
    static func removeUnderline(from attributes: PangoAttributes, of mnemonic: gunichar) {
        guard mnemonic != 0, let scalar = Unicode.Scalar(mnemonic) else { return }
        let length = String(Character(scalar)).utf8.count
        let removed = pango_attr_list_filter(
            attributes.list,
            { attribute, data in
                guard let attribute, attribute.pointee.klass.pointee.type == PANGO_ATTR_UNDERLINE else { return 0 }
                let value = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
                let span = Int(attribute.pointee.end_index) - Int(attribute.pointee.start_index)
                return value == gint(PANGO_UNDERLINE_LOW.rawValue) && span == Int(bitPattern: data) ? 1 : 0
            }, UnsafeMutableRawPointer(bitPattern: length))
        if let removed { pango_attr_list_unref(removed) }
    }
}
