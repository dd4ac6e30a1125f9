import CGtk
import SegmentCore

extension SegmentBarController {
    /// Lets the bar answer GTK's tooltip queries: an indicator icon's tooltip over the icon, else each segment's own
    /// tooltip, or its whole title when it is shortened.
    func installTooltips() {
        gtk_widget_set_has_tooltip(widget, 1)
        GtkSignals.queryTooltip.connect(widget) { [weak self] x, y, keyboard, tooltip in
            // None over an open context menu: the press that opened it hid the tooltip, and GTK queried again
            // right after (the menu opens under the pointer), so a tab's tooltip covered the menu's first entry.
            guard let self, let tooltip, !self.tabStrip.isMenuOpen else { return false }
            if !keyboard, let (text, area) = self.indicatorTooltip(x: Double(x), y: Double(y)) {
                gtk_tooltip_set_text(tooltip, text)
                self.setTipArea(tooltip, area)
                return true
            }
            guard let index = self.tooltipIndex(x: Double(x), y: Double(y), keyboard: keyboard) else { return false }
            return self.fillTooltip(tooltip, index: index)
        }
    }

    /// The tooltip of segment `index`: its own ``SegmentItem/tooltip``, else its whole title when the bar draws
    /// it shortened (past the style's `maxTitleWidth`, or its fixed-width segment), else `nil`. The flag says whether the text is markup.
    func tooltip(of index: Int) -> (text: String, isMarkup: Bool)? {
        guard model.items.indices.contains(index) else { return nil }
        let item = model.items[index]
        if let own = item.tooltip, !own.isEmpty { return (own, false) }
        // A pinned tab shows its icon alone: its tooltip says which it is, as AdwTabBar's does.
        guard !item.title.isEmpty, item.isPinned || isTitleShortened(index) else { return nil }
        if mnemonics.usesUnderline { return (MnemonicText.plainText(item.title, markup: item.usesMarkup), false) }
        return (item.title, item.usesMarkup)
    }

    /// Whether segment `index`'s title is drawn ellipsized at the current position (in the font it is drawn in).
    func isTitleShortened(_ index: Int) -> Bool {
        guard let layout, index < layout.count, model.items.indices.contains(index) else { return false }
        let item = model.items[index]
        let font = layout.titleZoom(index, at: position).usesSelectedFont ? style.selectedTitleFont : style.titleFont
        let limit = layout.titleWidthLimit(index)
        let natural = texts.naturalSize(
            item.title, markup: item.usesMarkup, mnemonic: mnemonics.drawingMode, font: font, maxWidth: limit,
            widget: widget, measurer: measurer)
        return natural.width > limit
    }

    /// The segment a tooltip query at view point (`x`, `y`) is about: from the keyboard the focused or selected one,
    /// else the one under the point, found along the bar (by y in a vertical one).
    func tooltipIndex(x: Double, y: Double, keyboard: Bool) -> Int? {
        keyboard ? (focusIndex ?? model.selectedIndex) : index(atX: mainCoordinate(x, y))
    }

    /// Fills `tooltip` for segment `index` and keeps it to that segment's rectangle; false when the segment has no
    /// tooltip.
    private func fillTooltip(_ tooltip: OpaquePointer, index: Int) -> Bool {
        guard let layout, let (text, isMarkup) = self.tooltip(of: index) else { return false }
        if isMarkup, case .success = MarkupText.parse(text) {
            gtk_tooltip_set_markup(tooltip, text)
        } else {
            gtk_tooltip_set_text(tooltip, text)
        }
        setTipArea(tooltip, layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: scrollOffset))
        return true
    }

    /// Keeps `tooltip` to `frame` (view coordinates): it is asked for again once the pointer leaves it.
    private func setTipArea(_ tooltip: OpaquePointer, _ frame: SegmentRect) {
        var area = GdkRectangle(
            x: gint(saturating: frame.x.rounded(.down)), y: gint(saturating: frame.y.rounded(.down)),
            width: max(1, gint(saturating: frame.width.rounded(.up))),
            height: max(1, gint(saturating: frame.height.rounded(.up))))
        gtk_tooltip_set_tip_area(tooltip, &area)
    }
}
