import CGtk
import SegmentCore
import SegmentGtk

/// The gallery: a capsule bar of page names over a stack with one page per seed control.
@MainActor
final class GalleryWindow {
    /// The top-level window.
    let window: UnsafeMutablePointer<GtkWidget>
    /// The page switcher (itself a SegmentBar).
    let switcher: SegmentBar
    /// Every page's own bar, by page name.
    private(set) var bars: [String: SegmentBar] = [:]
    private let stack: UnsafeMutablePointer<GtkWidget>

    init() {
        window = gtk_window_new()
        gtk_window_set_title(gcast(window), "SegmentKit gallery")
        gtk_window_set_default_size(gcast(window), 760, 440)

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        switcher = SegmentBar(items: GalleryPage.all.map { SegmentItem($0.name.capitalized) }, style: .capsule)
        gtk_widget_set_halign(switcher.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(switcher.widget, 12)
        gtk_widget_set_margin_bottom(switcher.widget, 6)
        gtk_box_append(gcast(column), switcher.widget)

        stack = gtk_stack_new()
        gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_widget_set_vexpand(stack, 1)
        gtk_box_append(gcast(column), stack)
        gtk_window_set_child(gcast(window), column)

        for page in GalleryPage.all {
            let (content, bar) = Self.makePage(page)
            bars[page.name] = bar
            gtk_stack_add_named(OpaquePointer(stack), content, page.name)
        }
        let stack = self.stack
        switcher.onSelectionChanged { index in
            gtk_stack_set_visible_child_name(OpaquePointer(stack), GalleryPage.all[index].name)
        }
    }

    /// Shows the page called `name` at once.
    func show(page name: String) {
        guard let index = GalleryPage.all.firstIndex(where: { $0.name == name }) else { return }
        try? switcher.select(index, animated: false)
        gtk_stack_set_visible_child_name(OpaquePointer(stack), name)
    }

    /// One page: summary, the bar, a content area showing the selection, and live controls.
    private static func makePage(_ page: GalleryPage) -> (UnsafeMutablePointer<GtkWidget>, SegmentBar) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_bottom] {
            setMargin(box, 18)
        }
        let summary = gtk_label_new(page.summary)!
        gtk_label_set_wrap(OpaquePointer(summary), 1)
        gtk_label_set_xalign(OpaquePointer(summary), 0)
        gtk_widget_add_css_class(summary, "dim-label")
        gtk_box_append(gcast(box), summary)

        let bar = SegmentBar(items: page.items, style: page.style)
        if page.style.indicator.shape == .capsule { gtk_widget_set_halign(bar.widget, GTK_ALIGN_CENTER) }
        gtk_box_append(gcast(box), bar.widget)

        let content = gtk_label_new(page.items.first?.title ?? "")!
        gtk_widget_add_css_class(content, "title-1")
        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(gcast(box), content)
        let log = gtk_label_new("Click a segment, drag the indicator, or use the arrow keys.")!
        gtk_widget_add_css_class(log, "dim-label")
        gtk_box_append(gcast(box), log)

        bar.onActivated { index, item in
            gtk_label_set_text(OpaquePointer(content), item.title.isEmpty ? "Segment \(index + 1)" : item.title)
            gtk_label_set_text(OpaquePointer(log), "selection-changed: \(index)")
        }
        bar.onReselected { index in gtk_label_set_text(OpaquePointer(log), "reselected: \(index)") }
        bar.onDragProgress { position in
            gtk_label_set_text(OpaquePointer(log), "drag-progress: \((position * 100).rounded() / 100)")
        }
        gtk_box_append(gcast(box), makeControls(for: bar, page: page))
        return (box, bar)
    }

    /// The rows of live options and edits under a page's bar.
    private static func makeControls(for bar: SegmentBar, page: GalleryPage) -> UnsafeMutablePointer<GtkWidget> {
        let rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let options = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let edits = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(gcast(rows), options)
        gtk_box_append(gcast(rows), edits)
        func check(_ label: String, active: Bool, _ toggled: @escaping @MainActor (Bool) -> Void) {
            let button = gtk_check_button_new_with_label(label)!
            gtk_check_button_set_active(gcast(button), active ? 1 : 0)
            Signals.connect(button, "toggled") { toggled(gtk_check_button_get_active(gcast(button)) != 0) }
            gtk_box_append(gcast(options), button)
        }
        func button(_ label: String, _ clicked: @escaping @MainActor () -> Void) {
            let button = gtk_button_new_with_label(label)!
            Signals.connect(button, "clicked", clicked)
            gtk_box_append(gcast(edits), button)
        }
        check("Right to left", active: gtk_widget_get_direction(bar.widget) == GTK_TEXT_DIR_RTL) { on in
            gtk_widget_set_direction(bar.widget, on ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        }
        check("Animations", active: true) { on in
            if let settings = gtk_settings_get_default() {
                cgtk_set_bool_property(settings.gpointer, "gtk-enable-animations", on ? 1 : 0)
            }
        }
        check("Badges", active: true) { on in
            for (index, item) in page.items.enumerated() where index < bar.items.count {
                try? bar.setBadge(on ? item.badge : (index == 1 ? .dot : .none), at: index)
                if !on { try? bar.setBadge(.none, at: index) }
            }
        }
        check("Disable 3rd", active: false) { on in
            guard bar.items.count > 2 else { return }
            var item = bar.items[2]
            item.isEnabled = !on
            try? bar.replace(at: 2, with: item)
        }
        check("Elastic", active: page.style.indicator.isElastic) { on in
            bar.style.indicator.isElastic = on
        }
        check("Indicator above", active: page.style.indicator.placement == .above) { on in
            bar.style.indicator.placement = on ? .above : .below
        }
        if page.style.indicator.shape == .capsule {
            check("Tracker image", active: false) { on in
                do {
                    try bar.setTrackerImage(on ? DemoResources.path("images/tracker-gradient.svg") : nil)
                } catch {
                    print("segment-demo: \(error)")
                }
            }
        }
        check("Manual keys", active: false) { on in
            bar.activationMode = on ? .manual : .automatic
        }
        var added = 0
        button("Add") {
            added += 1
            try? bar.insert(SegmentItem("New \(added)", badge: .count(added)), at: bar.items.count)
        }
        button("Remove") {
            if let index = bar.selectedIndex { try? bar.remove(at: index) }
        }
        button("Rename") {
            guard let index = bar.selectedIndex else { return }
            var item = bar.items[index]
            item.title = item.title.hasSuffix("!") ? String(item.title.dropLast()) : item.title + "!"
            try? bar.replace(at: index, with: item)
        }
        return rows
    }
}
