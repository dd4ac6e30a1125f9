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
    ///
    /// Built from integer interpolations only: going through the digits as characters
    /// (`String(UInt)`, `enumerated()`, `count`) ran three parts of the Swift runtime that nothing else a
    /// bar runs at start-up touches, each mapping a 64 KB window of `libswiftCore`'s code.
    static func grouped(_ number: Int) -> String {
        let digits = grouped(magnitude: number.magnitude)
        return number < 0 ? "-" + digits : digits
    }

    /// `magnitude` with thousands separated by commas; each group after the first keeps its leading zeros.
    private static func grouped(magnitude: UInt) -> String {
        guard magnitude >= 1000 else { return "\(Int(magnitude))" }
        let group = Int(magnitude % 1000)
        let zeros = group < 10 ? "00" : group < 100 ? "0" : ""
        return "\(grouped(magnitude: magnitude / 1000)),\(zeros)\(group)"
    }
}
