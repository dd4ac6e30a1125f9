import CGtk
import SegmentCore

extension SegmentedPagerController: SegmentPropertyTarget {
    var selectedIndex: Int? { bar.selectedIndex }

    func selectFromProperty(_ index: Int, notify: Bool) throws(SegmentError) {
        try select(index, animated: false, notify: notify)
    }

    var position: Double { stack.position }

    func setPositionFromProperty(_ position: Double) throws(SegmentError) {
        try setPosition(position)
    }

    var segmentStyle: SegmentStyle {
        get { bar.style }
        set { bar.style = newValue }
    }

    var titles: [String] { bar.items.map(\.title) }

    func setTitles(_ titles: [String]) {
        setItems(titles.map { SegmentItem($0) })
    }
}
