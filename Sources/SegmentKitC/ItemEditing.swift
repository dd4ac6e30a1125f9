import SegmentCore
import SegmentGtk

/// What SegmentBar and SegmentedPager share for editing one segment, so the C item functions are written once.
@MainActor
protocol ItemEditing {
    /// The segments.
    var items: [SegmentItem] { get }
    /// Replaces one segment (the pager keeps its page).
    func replace(at index: Int, with item: SegmentItem) throws(SegmentError)
}

extension SegmentBar: ItemEditing {}
extension SegmentedPager: ItemEditing {}

extension ItemEditing {
    /// Changes segment `index` with `change`; an index out of range is a critical naming `function`.
    func editItem(_ index: UInt32, in function: String, _ change: (inout SegmentItem) -> Void) {
        let items = self.items
        guard items.indices.contains(Int(index)) else {
            let error: SegmentError = items.isEmpty ? .empty : .indexOutOfRange(index: Int(index), count: items.count)
            refused(error, in: function)
            return
        }
        var item = items[Int(index)]
        change(&item)
        do { try replace(at: Int(index), with: item) } catch { refused(error, in: function) }
    }
}
