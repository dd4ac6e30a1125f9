import SegmentCore

/// What a segment's tab says after its name: its place ("3 of 10,000"), its tooltip, what its indicator icon means
/// (when that is not a button of its own), its badge and whether it is unavailable, in the user's language
/// (``Translation``).
///
/// Screen readers read a tab's description after its name and role; the badge and the dimmed look are
/// drawn, so without this they would be seen but never heard. The place is here too because GTK 4.8's AT-SPI
/// bridge does not export the tabs' `POS_IN_SET` and `SET_SIZE` relations (its `GetAttributes` answers only
/// `toolkit`), and only the visible segments have tabs, so a reader could not count them itself.
enum TabDescription {
    /// The name a screen reader gives segment `item` at `index` whose title reads `spoken`: the title, or for a
    /// title with nothing to read (empty, or only spaces and control characters) its tooltip, as GTK names an
    /// icon-only button by the words that explain it, else its icon's name or its place.
    static func name(_ spoken: String, of item: SegmentItem, at index: Int) -> String {
        guard isBlank(spoken) else { return spoken }
        return namingTooltip(of: item) ?? item.icon ?? numberedName(index)
    }

    /// The tooltip that names `item`'s tab, when its title has nothing to read (the name then, not the description).
    private static func namingTooltip(of item: SegmentItem) -> String? {
        guard isBlank(item.plainTitle), let tooltip = item.tooltip, !isBlank(tooltip) else { return nil }
        return tooltip
    }

    /// Whether `title` has nothing to read: empty, or only spaces and control characters.
    ///
    /// By bytes: a title is checked for every tab made, and going through Characters maps more of the Swift
    /// runtime on the way to the first frame.
    static func isBlank(_ title: String) -> Bool {
        title.utf8.allSatisfy { $0 <= 0x20 }
    }

    /// The name of the segment at `index` when it has no title (and, for its tab, no icon): "Segment 3", in the
    /// user's language.
    static func numberedName(_ index: Int) -> String {
        // Translators: the name of a segment with no title, by its place: "Segment 3".
        Translation.formatted("Segment %s", Translation.number(index + 1))
    }

    /// The description of `item` at `index` of `count` segments, in the user's language: its parts joined
    /// with commas.
    static func of(_ item: SegmentItem, index: Int, count: Int) -> String {
        // Translators: a tab's place among the tabs, read after its name: "3 of 12".
        var parts = [Translation.formatted("%1$s of %2$s", Translation.number(index + 1), Translation.number(count))]
        // Translators: a pinned tab (kept first, showing its icon alone), as AdwTabView pins pages.
        if item.isPinned { parts.append(Translation.string("Pinned")) }
        if let tooltip = item.tooltip, !tooltip.isEmpty, namingTooltip(of: item) == nil { parts.append(tooltip) }
        // An indicator icon that only tells something (a recording light), or that a click on an unselected pinned
        // tab does not reach, is heard here; one that takes clicks is a button of its own, named by the same words.
        if let indicator = item.indicatorIcon, !indicator.acceptsClick(selected: false, pinned: item.isPinned),
            let tooltip = indicator.tooltip, !tooltip.isEmpty
        {
            parts.append(tooltip)
        }
        switch item.badge {
        case .none:
            break
        case .dot:
            // Translators: a tab with a dot badge, which marks something new on its page.
            parts.append(Translation.string("New"))
        // A count of 0 or below and an empty text show nothing (``Badge/label(maxCount:)``), so they say nothing.
        case .count(let value) where value > 0:
            // Translators: a tab's count badge, "3 new items"; the number is written as the locale writes numbers.
            parts.append(Translation.plural("%s new item", "%s new items", count: value))
        case .text(let text) where !text.isEmpty:
            parts.append(text)
        case .count, .text:
            break
        }
        // Translators: a tab that cannot be selected.
        if !item.isEnabled { parts.append(Translation.string("Unavailable")) }
        // Translators: what goes between the parts of a tab's description: "3 of 12, 2 new items".
        return parts.concatenated(separator: Translation.string(", "))
    }
}
