import CGtk
import SegmentCore

/// Measures text with Pango in the fonts the bar's CSS gives, for ``SegmentLayout``.
///
/// One PangoLayout is reused for every measurement: creating a layout costs
/// microseconds, changing its text and font far less.
@MainActor
final class PangoMeasurer: TextMeasurer {
    private let layout: OpaquePointer
    private let family: String
    /// The CSS fonts, searched in order. Three at most, so a list: the first Dictionary keyed by a new type
    /// costs the Swift runtime a scan of every protocol conformance in the process before the first frame.
    private let fonts: [CSSFont]
    /// How titles' mnemonic markers are measured: `.hidden` when the bar uses underlines, else `.none`.
    private let mnemonic: MnemonicMode
    /// How many texts this measurer has shaped: tests count them.
    private(set) var measured = 0

    /// Measures with `widget`'s direction and resolution; `fonts` gives the CSS font (a Pango description
    /// string, with family and exact weight) for each size and weight the core asks for.
    init(widget: UnsafeMutablePointer<GtkWidget>, fonts: [CSSFont] = [], mnemonic: MnemonicMode = .none) {
        self.mnemonic = mnemonic
        layout = gtk_widget_create_pango_layout(widget, nil)
        let context = gtk_widget_get_pango_context(widget)
        let description = pango_context_get_font_description(context)
        family = description.flatMap { pango_font_description_get_family($0) }.map { String(cString: $0) } ?? "Sans"
        self.fonts = fonts
    }

    isolated deinit {
        unref(layout)
    }

    /// The largest font size drawn, in points; larger (or infinite) sizes are drawn at this size, and sizes
    /// below 1 point (or NaN) at 1 point.
    static let maximumFontSize = 1_000.0

    /// The Pango font description for `font`: its CSS font, or the widget's family at that size and
    /// weight for a font CSS did not name; the caller frees it.
    func description(for font: FontSpec) -> OpaquePointer {
        if let css = fonts.first(where: { $0.spec == font }),
            let description = css.description.withCString(pango_font_description_from_string)
        {
            return description
        }
        let description = pango_font_description_new()!
        family.withCString { pango_font_description_set_family(description, $0) }
        let size = min(max(1, font.size.isNaN ? 1 : font.size), Self.maximumFontSize)
        pango_font_description_set_size(description, gint(saturating: size * Double(PANGO_SCALE)))
        pango_font_description_set_weight(description, font.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        return description
    }

    nonisolated func measure(_ text: String, font: FontSpec) -> TextSize {
        measure(text, markup: false, font: font)
    }

    /// The size of the Pango markup `markup` in `font`, as ``MarkupText/apply(_:markup:to:)`` sets it.
    nonisolated func measure(markup: String, font: FontSpec) -> TextSize {
        measure(markup, markup: true, font: font)
    }

    private nonisolated func measure(_ text: String, markup: Bool, font: FontSpec) -> TextSize {
        MainActor.assumeIsolated {
            measured += 1
            let description = description(for: font)
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            MarkupText.apply(text, markup: markup, mnemonic: mnemonic, to: layout)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let scale = Double(PANGO_SCALE)
            return TextSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
        }
    }
}
