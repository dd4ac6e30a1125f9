import CGtk
import SegmentCore

extension SegmentBarController: SegmentPropertyTarget {
    var selectedIndex: Int? { model.selectedIndex }

    func selectFromProperty(_ index: Int, notify: Bool) throws(SegmentError) {
        if let pager { return try pager.select(index, animated: false, notify: notify) }
        try select(index, animated: false, notify: notify)
    }

    func setPositionFromProperty(_ position: Double) throws(SegmentError) {
        if let pager { return try pager.setPosition(position) }
        try setPosition(position)
    }

    var segmentStyle: SegmentStyle {
        get { requestedStyle }
        set { requestedStyle = newValue }
    }

    var titles: [String] { model.items.map(\.title) }

    func setTitles(_ titles: [String]) {
        if let pager {
            pager.setTitles(titles)
        } else {
            setItems(titles.map { SegmentItem($0) })
        }
    }
}
