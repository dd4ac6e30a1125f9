import CGtk
import SegmentCore

/// Ready-to-draw PangoLayouts for the titles on screen, so a frame allocates no text layouts.
///
/// Keyed by text and font; emptied when the font, direction or scale
/// changes. It is bounded: only what is visible is ever drawn, so when it
/// grows past `limit` (the user scrolled far) it simply starts again.
@MainActor
final class TextLayoutCache {
    /// A layout ready to draw, and the box its text takes in it, in points, so it can be centred as drawn
    /// without asking Pango for its extents every frame.
    struct DrawnText {
        var layout: OpaquePointer
        /// Where the text starts in the layout: 0, or for an ellipsized title where its ink starts.
        var x: Double
        /// The text's logical width, or for an ellipsized title its ink's width: shortened, it is narrower than
        /// the limit it was cut to.
        var width: Double
        /// The text's logical height (its ink's for an ellipsized title).
        var height: Double
    }

    /// A layout, what it was made for besides its text and font, and the size of its text before any ellipsizing.
    private struct Entry {
        var maxWidth: Double
        var mnemonic: MnemonicMode
        var drawn: DrawnText
        var natural: TextSize
    }

    /// Keyed by the core's ``TextKey`` in a ``SmallMap`` (see there why); the few layouts of one text and font,
    /// for other widths or mnemonic modes, share a list.
    private var layouts = SmallMap<TextKey, [Entry]>()
    /// How many layouts the cache holds.
    private(set) var count = 0
    private let limit = 512
    /// How many layouts this cache has made, each a shaping of its text: tests count them.
    private(set) var made = 0

    /// A layout of `text` (Pango markup with `markup`) in `font`, ellipsized past `maxWidth` points.
    func layout(
        _ text: String, markup: Bool = false, mnemonic: MnemonicMode = .none, font: FontSpec, maxWidth: Double,
        widget: UnsafeMutablePointer<GtkWidget>, measurer: PangoMeasurer
    ) -> DrawnText {
        entry(
            text, markup: markup, mnemonic: mnemonic, font: font, maxWidth: maxWidth, widget: widget, measurer: measurer
        )
        .drawn
    }

    /// The size of `text` in `font` on one line, not ellipsized, read from the layout that will draw it.
    ///
    /// Measuring a title as it comes on screen this way shapes it once per font, where measuring with
    /// a separate layout and then making one to draw shaped it twice.
    func naturalSize(
        _ text: String, markup: Bool = false, mnemonic: MnemonicMode = .none, font: FontSpec, maxWidth: Double,
        widget: UnsafeMutablePointer<GtkWidget>, measurer: PangoMeasurer
    ) -> TextSize {
        entry(
            text, markup: markup, mnemonic: mnemonic, font: font, maxWidth: maxWidth, widget: widget, measurer: measurer
        )
        .natural
    }

    private func entry(
        _ text: String, markup: Bool, mnemonic: MnemonicMode, font: FontSpec, maxWidth: Double,
        widget: UnsafeMutablePointer<GtkWidget>, measurer: PangoMeasurer
    ) -> Entry {
        let key = TextKey(text: text, font: font, isMarkup: markup)
        // A layout its width limit did not shorten draws the same under any limit its text fits: the title
        // measured for the bar's metrics is drawn from the same layout under the core's own limit.
        if let entry = layouts[key]?.first(where: {
            $0.mnemonic == mnemonic
                && ($0.maxWidth == maxWidth || ($0.natural.width <= $0.maxWidth && $0.natural.width <= maxWidth))
        }) {
            return entry
        }
        if count >= limit { removeAll() }
        let layout = gtk_widget_create_pango_layout(widget, nil)!
        MarkupText.apply(text, markup: markup, mnemonic: mnemonic, to: layout)
        let description = measurer.description(for: font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_single_paragraph_mode(layout, 1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let natural = TextSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
        // Only over-long titles get a width: a layout with a width aligns its text inside it, which would
        // shift short right-to-left titles away from where the core placed them.
        var drawn = logical
        if natural.width > maxWidth {
            pango_layout_set_width(layout, max(0, gint(saturating: maxWidth * scale)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            // By its ink: Pango gives an ellipsized line the whole width as its logical extent, however much of
            // it the shortened text and the ellipsis leave empty.
            pango_layout_get_extents(layout, &drawn, nil)
        }
        let entry = Entry(
            maxWidth: maxWidth, mnemonic: mnemonic,
            drawn: DrawnText(
                layout: layout, x: Double(drawn.x) / scale, width: Double(drawn.width) / scale,
                height: Double(drawn.height) / scale),
            natural: natural)
        layouts[key] = (layouts[key] ?? []) + [entry]
        count += 1
        made += 1
        return entry
    }

    /// Frees the layouts of every text but the titles of `items`: after a bar's items were replaced, so a bar whose titles are
    /// set again and again (a row of a recycled list) keeps the layouts of its own titles, not of every title it
    /// was given since the cache last started again (up to ``limit``: 0.6 MB a bar, 120 MB in a list of 200 rows).
    func keepOnly(titlesOf items: [SegmentItem]) {
        guard count > 0 else { return }
        let kept = Set(items.map(\.title))
        for (key, entries) in layouts.entries where !kept.contains(key.text) {
            for entry in entries { unref(entry.drawn.layout) }
            layouts.removeValue(forKey: key)
            count -= entries.count
        }
    }

    /// Frees every layout.
    func removeAll() {
        for entries in layouts.values {
            for entry in entries { unref(entry.drawn.layout) }
        }
        layouts.removeAll()
        count = 0
    }

    isolated deinit {
        removeAll()
    }
}

/// Measures a bar's titles through its ``TextLayoutCache``, so the layout made to measure a title
/// exactly as it comes on screen is the one that then draws it.
@MainActor
final class DrawingLayoutMeasurer: TextMeasurer {
    private unowned let bar: SegmentBarController

    /// Measures for `bar`, reading its current style, font and cache at each call.
    init(bar: SegmentBarController) {
        self.bar = bar
    }

    /// The unellipsized size of `text` in `font`, from the bar's cached drawing layout (made if missing).
    nonisolated func measure(_ text: String, font: FontSpec) -> TextSize {
        measure(text, markup: false, font: font)
    }

    /// The unellipsized size of the Pango markup `markup` in `font`, from the bar's cached drawing layout.
    nonisolated func measure(markup: String, font: FontSpec) -> TextSize {
        measure(markup, markup: true, font: font)
    }

    private nonisolated func measure(_ text: String, markup: Bool, font: FontSpec) -> TextSize {
        MainActor.assumeIsolated {
            bar.texts.naturalSize(
                text, markup: markup, mnemonic: bar.mnemonics.measuringMode, font: font,
                maxWidth: bar.style.maxTitleWidth, widget: bar.widget,
                measurer: bar.measurer)
        }
    }
}
