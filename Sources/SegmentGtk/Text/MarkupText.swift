import CGtk
import SegmentCore

/// Pango markup titles (``SegmentItem/usesMarkup``): parsed once per layout, never with a GLib warning.
///
/// `pango_layout_set_markup` logs a Pango warning for markup that does not parse; SegmentKit instead
/// parses with `pango_parse_markup` (which reports a GError), shows such a title as plain text, and says
/// so once, in its own domain, when the bar is given the item (``warnIfInvalid(_:)``).
enum MarkupText {
    /// The text of `markup` without its tags and its attributes, or the parse error's message.
    static func parse(_ markup: String) -> Result<(text: String, attributes: PangoAttributes?), MarkupError> {
        var attributes: OpaquePointer?
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        let parsed = markup.withCString { pango_parse_markup($0, -1, 0, &attributes, &text, nil, &error) }
        guard parsed != 0, let text else {
            let message = error?.pointee.message.map { String(cString: $0) } ?? "unknown error"
            g_clear_error(&error)
            return .failure(MarkupError(message: message))
        }
        defer { g_free(text) }
        return .success((String(cString: text), PangoAttributes(taking: attributes)))
    }

    /// Why a markup title is shown as plain text.
    struct MarkupError: Error {
        var message: String
    }

    /// `markup` without its tags, or `markup` itself when it does not parse (it is then shown as written).
    static func plainText(_ markup: String) -> String {
        guard case .success(let parsed) = parse(markup) else { return markup }
        return parsed.text
    }

    /// The words a screen reader and the overflow menu use for `item`'s title: markup without its tags.
    static func spokenTitle(_ item: SegmentItem) -> String {
        item.usesMarkup ? plainText(item.title) : item.title
    }

    /// Puts `title` on `layout` on one line: as markup when `markup` is set and it parses, else as plain text;
    /// with a `mnemonic` mode other than `.none`, without its mnemonic marker (see ``MnemonicText``).
    static func apply(_ title: String, markup: Bool, mnemonic: MnemonicMode = .none, to layout: OpaquePointer) {
        let line = SingleLineText.of(title)
        if mnemonic != .none, let parsed = MnemonicText.parse(line, markup: markup) {
            parsed.text.withCString { pango_layout_set_text(layout, $0, -1) }
            if mnemonic == .hidden, let attributes = parsed.attributes {
                MnemonicText.removeUnderline(from: attributes, of: parsed.mnemonic)
            }
            pango_layout_set_attributes(layout, parsed.attributes?.list)
            return
        }
        if markup, case .success(let parsed) = parse(line) {
            parsed.text.withCString { pango_layout_set_text(layout, $0, -1) }
            pango_layout_set_attributes(layout, parsed.attributes?.list)
            return
        }
        pango_layout_set_attributes(layout, nil)
        line.withCString { pango_layout_set_text(layout, $0, -1) }
    }

    /// Logs one warning for each markup title in `items` that does not parse (it is shown as plain text).
    static func warnIfInvalid(_ items: some Sequence<SegmentItem>) {
        for item in items where item.usesMarkup {
            if case .failure(let error) = parse(SingleLineText.of(item.title)) {
                Log.warning("Markup title \"\(item.title)\" is shown as plain text: \(error.message)")
            }
        }
    }
}
