import CGtk
import SegmentCore

extension SegmentBarController {
    /// Makes the CSS nodes of the parts the items and style now draw, plus `extra` (``BarNodes/Parts``), and
    /// reads the CSS again when it made any; called when the items or the style change, and on the pointer's
    /// first visit (`.pointer`).
    func makeNeededNodes(_ extra: BarNodes.Parts = []) {
        var wanted = extra
        let shape = requestedStyle.indicator.shape
        if shape == .capsule || shape == .box { wanted.insert(.titlesOnIndicator) }
        let perItem: BarNodes.Parts = [.disabled, .icons, .badges]
        if !nodes.parts.isSuperset(of: perItem) {
            for item in model.items {
                if !item.isEnabled { wanted.insert(.disabled) }
                if item.hasIcon { wanted.insert(.icons) }
                if item.badge != .none { wanted.insert(.badges) }
                if wanted.isSuperset(of: perItem) { break }
            }
        }
        if nodes.make(wanted) { styleChanged() }
    }
}
