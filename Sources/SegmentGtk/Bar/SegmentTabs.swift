import CGtk
import SegmentCore

/// One accessible tab child per visible segment, placed over it, as GtkStackSwitcher does.
///
/// GTK 4.8 exposes only widgets to assistive technologies, so the bar keeps
/// a small pool of `segment` nodes with the tab role for what is on screen,
/// however many segments there are (like GtkListView's rows).
@MainActor
final class SegmentTabs {
    private let bar: UnsafeMutablePointer<GtkWidget>
    /// The tab widgets, one per segment of ``range``, in order.
    private(set) var tabs: [UnsafeMutablePointer<GtkWidget>] = []
    /// The segments the tabs currently stand for.
    private(set) var range: Range<Int> = 0..<0
    private var shown: [ShownTab] = []

    private struct ShownTab: Equatable {
        var title: String
        var selected: Bool
        var enabled: Bool
    }

    init(bar: UnsafeMutablePointer<GtkWidget>) {
        self.bar = bar
    }

    /// Makes the tabs match `range` of `model`, touching only tabs whose text or state changed.
    func update(range newRange: Range<Int>, model: SegmentModel) {
        while tabs.count < newRange.count {
            let tab = StyleNode.make(cssName: "segment", role: GTK_ACCESSIBLE_ROLE_TAB)
            gtk_widget_set_parent(tab, bar)
            tabs.append(tab)
            shown.append(ShownTab(title: "\u{0}", selected: false, enabled: true))
        }
        while tabs.count > newRange.count {
            gtk_widget_unparent(tabs.removeLast())
            shown.removeLast()
        }
        range = newRange
        for (slot, index) in newRange.enumerated() {
            let item = model.items[index]
            let wanted = ShownTab(
                title: item.title.isEmpty ? (item.icon ?? "Segment \(index + 1)") : item.title,
                selected: model.selectedIndex == index, enabled: item.isEnabled)
            guard wanted != shown[slot] else { continue }
            let accessible = OpaquePointer(tabs[slot])
            if wanted.title != shown[slot].title {
                cgtk_accessible_set_string(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, wanted.title)
            }
            cgtk_accessible_set_state_bool(accessible, GTK_ACCESSIBLE_STATE_SELECTED, wanted.selected ? 1 : 0)
            cgtk_accessible_set_state_bool(accessible, GTK_ACCESSIBLE_STATE_DISABLED, wanted.enabled ? 0 : 1)
            gtk_widget_set_state_flags(tabs[slot], wanted.selected ? GTK_STATE_FLAG_SELECTED : GTK_STATE_FLAG_NORMAL, 1)
            gtk_widget_set_sensitive(tabs[slot], wanted.enabled ? 1 : 0)
            shown[slot] = wanted
        }
    }

    /// Places each tab over its segment's view rectangle.
    func allocate(layout: SegmentLayout, position: Double, scrollOffset: Double) {
        for (slot, index) in range.enumerated() where slot < tabs.count {
            let rect = layout.viewRect(layout.itemFrame(index, at: position), scrollOffset: scrollOffset)
            var allocation = GtkAllocation(
                x: gint(saturating: rect.x.rounded()), y: gint(saturating: rect.y.rounded()),
                width: max(0, gint(saturating: rect.width.rounded())),
                height: max(0, gint(saturating: rect.height.rounded())))
            gtk_widget_size_allocate(tabs[slot], &allocation, -1)
        }
    }

    /// Unparents every tab; part of the bar's dispose.
    func dispose() {
        for tab in tabs { gtk_widget_unparent(tab) }
        tabs.removeAll()
        shown.removeAll()
        range = 0..<0
    }
}
