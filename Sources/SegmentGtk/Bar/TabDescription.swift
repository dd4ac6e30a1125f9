import SegmentCore

/// What a segment's tab says after its name: its place ("3 of 10,000"), its tooltip, its badge and whether it
/// is unavailable.
///
/// Screen readers read a tab's description after its name and role; the badge and the dimmed look are
/// drawn, so without this they would be seen but never heard. The place is here too because GTK 4.8's AT-SPI
/// bridge does not export the tabs' `POS_IN_SET` and `SET_SIZE` relations (its `GetAttributes` answers only
/// `toolkit`), and only the visible segments have tabs, so a reader could not count them itself.
enum TabDescription {
    /// The description of `item` at `index` of `count` segments: its parts joined with commas.
    static func of(_ item: SegmentItem, index: Int, count: Int) -> String {
        var parts = ["\(grouped(index + 1)) of \(grouped(count))"]
        if let tooltip = item.tooltip, !tooltip.isEmpty { parts.append(tooltip) }
        switch item.badge {
        case .none:
            break
        case .dot:
            parts.append("New")
        case .count(let value):
            parts.append(value == 1 ? "1 new item" : "\(value) new items")
        case .text(let text):
            parts.append(text)
        }
        if !item.isEnabled { parts.append("Unavailable") }
        return parts.concatenated(separator: ", ")
    }

    /// `number` with thousands separated by commas (10,000), as the README and the gallery write counts.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}
