import CGtk
import SegmentCore

/// Measures text with Pango in the fonts the bar's CSS gives, for ``SegmentLayout``, and makes the layouts
/// that draw it.
///
/// A bar lays out all its text at its title's size, and draws text of another size (the scrollable preset's
/// larger selected title, a count badge's smaller one) scaled to it. Every font size Pango is asked for costs
/// the first frame that shows it: two fontconfig sorts, and Pango measures a new font by shaping a sample
/// sentence and the digits, each glyph hinted; the gallery's start page ran 7.6 M instructions fewer on its
/// main thread, and 6.3 M fewer on Pango's font thread, when its selected titles and badges shared the bold
/// font the header bar's title had loaded (callgrind). GTK rasterizes the glyphs at the size they are shown
/// at. Text drawn scaled is laid out without rounding its glyph positions to whole pixels (as GTK 4.16 and
/// later lay out all text): rounded at the title's size and then scaled, a word's spacing was uneven. Markup
/// is laid out in its own font, since a span's absolute size must not be scaled.
///
/// One PangoLayout is reused for every measurement: creating a layout costs
/// microseconds, changing its text and font far less.
@MainActor
final class PangoMeasurer: TextMeasurer {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let layout: OpaquePointer
    /// The measuring layout for text drawn scaled, in ``unroundedContext``; made on first need.
    private var scaledLayout: OpaquePointer?
    /// The widget's Pango context as it is now, but not rounding glyph positions; made on first need. A bar
    /// makes a new measurer whenever its font, direction or scale changes, so a copy does not go stale.
    private var unroundedContext: OpaquePointer?
    private let family: String
    /// The CSS fonts, searched in order. Three at most, so a list: the first Dictionary keyed by a new type
    /// costs the Swift runtime a scan of every protocol conformance in the process before the first frame.
    private let fonts: [CSSFont]
    /// How titles' mnemonic markers are measured: `.hidden` when the bar uses underlines, else `.none`.
    private let mnemonic: MnemonicMode

    /// Measures with `widget`'s direction and resolution; `fonts` gives the CSS font (a Pango description
    /// string, with family and exact weight) for each size and weight the core asks for.
    init(widget: UnsafeMutablePointer<GtkWidget>, fonts: [CSSFont] = [], mnemonic: MnemonicMode = .none) {
        self.mnemonic = mnemonic
        self.widget = widget
        layout = gtk_widget_create_pango_layout(widget, nil)
        let context = gtk_widget_get_pango_context(widget)
        let description = pango_context_get_font_description(context)
        family = description.flatMap { pango_font_description_get_family($0) }.map { String(cString: $0) } ?? "Sans"
        self.fonts = fonts
    }

    isolated deinit {
        unref(layout)
        if let scaledLayout { unref(scaledLayout) }
        if let unroundedContext { unref(unroundedContext) }
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
        pango_font_description_set_size(description, gint(saturating: Self.drawnSize(font.size) * Double(PANGO_SCALE)))
        pango_font_description_set_weight(description, font.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        return description
    }

    /// `size` in points as Pango is given it: at least 1, at most ``maximumFontSize``.
    private static func drawnSize(_ size: Double) -> Double { min(max(1, size.isNaN ? 1 : size), maximumFontSize) }

    /// How text in `font` is laid out: a Pango description at the title's size (the first CSS font) and the
    /// scale that brings it to `font`'s size, or `font`'s own description and 1; the caller frees the description.
    private func layoutFont(for font: FontSpec, markup: Bool) -> (description: OpaquePointer, scale: Double) {
        let laidOut = description(for: font)
        guard !markup, let title = fonts.first?.spec, title.size != font.size else { return (laidOut, 1) }
        // The title's own size in its own units, so that equal fonts are equal descriptions and share one font.
        let titleDescription = description(for: title)
        let size = pango_font_description_get_size(titleDescription)
        if pango_font_description_get_size_is_absolute(titleDescription) != 0 {
            pango_font_description_set_absolute_size(laidOut, Double(size))
        } else {
            pango_font_description_set_size(laidOut, size)
        }
        pango_font_description_free(titleDescription)
        return (laidOut, Self.drawnSize(font.size) / Self.drawnSize(title.size))
    }

    /// A new layout for text in `font` (Pango markup with `markup`), with its font set, and the scale to draw it
    /// at; the caller owns the layout.
    func makeLayout(for font: FontSpec, markup: Bool) -> ScaledLayout {
        let (description, scale) = layoutFont(for: font, markup: markup)
        let made = scale == 1 ? gtk_widget_create_pango_layout(widget, nil)! : pango_layout_new(unrounded())!
        pango_layout_set_font_description(made, description)
        pango_font_description_free(description)
        return ScaledLayout(layout: made, scale: scale)
    }

    /// ``unroundedContext``, made from the widget's context if missing.
    private func unrounded() -> OpaquePointer {
        if let unroundedContext { return unroundedContext }
        let base = gtk_widget_get_pango_context(widget)!
        let context = pango_font_map_create_context(pango_context_get_font_map(base))!
        // What GTK sets on a widget's context: its fonts are then the widget's own Pango fonts.
        pango_context_set_font_description(context, pango_context_get_font_description(base))
        pango_context_set_base_dir(context, pango_context_get_base_dir(base))
        pango_context_set_language(context, pango_context_get_language(base))
        pango_context_set_matrix(context, pango_context_get_matrix(base))
        pango_cairo_context_set_resolution(context, pango_cairo_context_get_resolution(base))
        pango_cairo_context_set_font_options(context, pango_cairo_context_get_font_options(base))
        pango_context_set_round_glyph_positions(context, 0)
        unroundedContext = context
        return context
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
            let (description, scale) = layoutFont(for: font, markup: markup)
            let measuring: OpaquePointer
            if scale == 1 {
                measuring = layout
            } else {
                measuring = scaledLayout ?? pango_layout_new(unrounded())!
                scaledLayout = measuring
            }
            pango_layout_set_font_description(measuring, description)
            pango_font_description_free(description)
            MarkupText.apply(text, markup: markup, mnemonic: mnemonic, to: measuring)
            return ScaledLayout(layout: measuring, scale: scale).size
        }
    }
}
