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
        let owned = PangoAttributes(taking: attributes)
        if let reason = oversizedFont(owned) { return .failure(MarkupError(message: reason)) }
        return .success((String(cString: text), owned))
    }

    /// The largest scale a markup span may give its text (`<big>` nested, `font_scale`): with a size of at most
    /// ``SegmentLimits/fontSizes`` it keeps text under the sizes cairo can make a font of.
    static let maximumScale = 8.0

    /// Why markup with `attributes` is shown as plain text: a font size above ``SegmentLimits/fontSizes`` (500 pt) or
    /// a scale above ``maximumScale``; `nil` for sizes a bar can draw.
    ///
    /// Pango parses any size, but cairo cannot make a font of 50,000 pt: drawing one logged Pango warnings and then
    /// GSK criticals on every frame, and left the process unable to draw text at all, plain labels included.
    private static func oversizedFont(_ attributes: PangoAttributes?) -> String? {
        guard let list = attributes?.list else { return nil }
        var largest = (size: 0.0, scale: 0.0)
        withUnsafeMutablePointer(to: &largest) { found in
            _ = pango_attr_list_filter(
                list,
                { attribute, data in
                    guard let attribute, let data else { return 0 }
                    let found = data.assumingMemoryBound(to: (size: Double, scale: Double).self)
                    let raw = UnsafeMutableRawPointer(attribute)
                    let points: Double
                    switch attribute.pointee.klass.pointee.type {
                    case PANGO_ATTR_SIZE:
                        points =
                            Double(raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / Double(PANGO_SCALE)
                    case PANGO_ATTR_ABSOLUTE_SIZE:
                        // Device units: pixels at 96 dpi, three quarters of a point each.
                        points =
                            Double(raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / Double(PANGO_SCALE)
                            * 0.75
                    case PANGO_ATTR_FONT_DESC:
                        let description = raw.assumingMemoryBound(to: PangoAttrFontDesc.self).pointee.desc
                        points =
                            Double(description.map { pango_font_description_get_size($0) } ?? 0) / Double(PANGO_SCALE)
                    case PANGO_ATTR_SCALE:
                        found.pointee.scale = max(
                            found.pointee.scale, raw.assumingMemoryBound(to: PangoAttrFloat.self).pointee.value)
                        return 0
                    default:
                        return 0
                    }
                    found.pointee.size = max(found.pointee.size, abs(points))
                    return 0
                }, found)
        }
        if largest.size > SegmentLimits.fontSizes.upperBound {
            return
                "a font size of \(Int(largest.size)) pt (at most \(Int(SegmentLimits.fontSizes.upperBound)) pt are drawn)"
        }
        if largest.scale > maximumScale || largest.scale.isNaN {
            return "a font scale of \(largest.scale) (at most \(Int(maximumScale)) is drawn)"
        }
        return nil
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
                Log.warning("Markup title \"\(Log.excerpt(item.title))\" is shown as plain text: \(error.message)")
            }
        }
    }
}
