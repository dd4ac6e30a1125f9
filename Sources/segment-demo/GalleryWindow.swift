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
    /// What each page's controls edit (its bar, or its pager), by page name.
    private(set) var editors: [String: SegmentEditor] = [:]
    private let stack: UnsafeMutablePointer<GtkWidget>

    init(theme: Int, dark: Bool) {
        window = gtk_window_new()
        gtk_window_set_title(gcast(window), "SegmentKit gallery")
        // Wide enough for the page switcher to show all twelve page names whole, and tall enough for a page's
        // list and its controls; the window opens at this size and keeps it while the other pages are built.
        gtk_window_set_default_size(gcast(window), 960, 720)
        gtk_window_set_titlebar(gcast(window), DemoThemes.makeHeaderBar(selectedTheme: theme, dark: dark))

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        // Fitted pills that fill the row: as wide as the window allows, and scrolling, with the overflow button,
        // when large text makes the names wider than the window (equal pills cut them to "Und…" at twice the DPI).
        var switcherStyle = SegmentStyle.capsule
        switcherStyle.widthMode = .fitted(fillWhenNarrower: true)
        switcher = SegmentBar(items: GalleryPage.all.map { SegmentItem($0.name.titleCased) }, style: switcherStyle)
        cgtk_accessible_set_string(OpaquePointer(switcher.widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "Gallery pages")
        gtk_widget_set_margin_top(switcher.widget, 12)
        gtk_widget_set_margin_bottom(switcher.widget, 6)
        gtk_box_append(gcast(column), switcher.widget)

        // Pages switch at once. With a transition, GTK 4.8's GtkStack draws the page it leaves the moment it
        // switches, outside the frame's layout, and a page whose log line or controls had just changed was drawn
        // before its new allocation: "Trying to snapshot GtkBox … without a current allocation", which the
        // real-input monkey found (seed 1510394683).
        stack = gtk_stack_new()
        gtk_widget_set_vexpand(stack, 1)
        gtk_box_append(gcast(column), stack)
        gtk_window_set_child(gcast(window), column)

        // One empty holder per page, in gallery order; a page's content is built the first time it is shown,
        // or right after the first frame (``buildRemainingPages()``), so start-up pays for one page only.
        for page in GalleryPage.all {
            let holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_stack_add_named(OpaquePointer(stack), holder, page.name)
            holders[page.name] = holder
        }
        switcher.onSelectionChanged { [weak self] index in
            guard let self else { return }
            self.build(GalleryPage.all[index])
            gtk_stack_set_visible_child_name(OpaquePointer(self.stack), GalleryPage.all[index].name)
        }
    }

    /// Each page's box in the stack, by name; empty until the page is built.
    private var holders: [String: UnsafeMutablePointer<GtkWidget>] = [:]

    /// Builds `page` into its holder unless it is built already; with `controlsLater`, its live controls
    /// wait for ``buildRemainingPages()`` (the page shown at start-up, whose first frame does not need them),
    /// and so does its summary's wrapping when the summary fits the window on one line (``PageSummary``).
    /// `placement` moves a pager page's bar before the controls are made, so they show it.
    private func build(_ page: GalleryPage, controlsLater: Bool = false, placement: BarPlacement? = nil) {
        guard editors[page.name] == nil, let holder = holders[page.name] else { return }
        let (content, summary, editor) = Self.makePage(page)
        if let placement, let pager = editor.pager { pager.placement = placement }
        editors[page.name] = editor
        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(gcast(holder), content)
        if controlsLater {
            pendingControls.append((page, content))
            // GTK 4.8 writes both sizes, so neither pointer may be nil.
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(gcast(window), &width, &height)
            if PageSummary.unwrapIfItFits(summary, width: width - 2 * Self.pageMargin) { pendingWrap = summary }
        } else {
            gtk_box_append(gcast(content), Self.makeControls(for: editor, page: page))
        }
    }

    /// Pages built without their controls yet, with the box the controls go at the end of.
    private var pendingControls: [(page: GalleryPage, content: UnsafeMutablePointer<GtkWidget>)] = []
    /// The start-up page's summary while it waits to wrap (``PageSummary``).
    private var pendingWrap: UnsafeMutablePointer<GtkWidget>?

    /// Builds the pages not shown yet, one per idle turn of the main loop, starting right after the window's
    /// first frame: a user who switches pages finds them ready, and the first frame waits for none of them.
    ///
    /// Each piece runs when the main loop is idle, below GTK's layout and painting, so the start-up page's
    /// controls are painted in the next frame and clicks and keys are answered while the other pages are
    /// built (about 120 ms of work in all). At the default priority the chain held every frame back until
    /// the last page was built.
    func buildRemainingPages() {
        MainLoop.addTick(window) { [weak self] _ in
            // A tick runs inside the frame; the idle after it runs once the frame is painted.
            MainLoop.whenIdle { self?.buildNextPage() }
            return false
        }
    }

    private func buildNextPage() {
        if let summary = pendingWrap {
            pendingWrap = nil
            PageSummary.wrap(summary)
        }
        if !pendingControls.isEmpty {
            let (page, content) = pendingControls.removeFirst()
            if let editor = editors[page.name] {
                gtk_box_append(gcast(content), Self.makeControls(for: editor, page: page))
            }
            // The other pages wait for another turn, so the frame showing these controls need not wait for them.
            MainLoop.whenIdle { [weak self] in self?.buildNextPage() }
            return
        }
        guard let page = GalleryPage.all.first(where: { editors[$0.name] == nil }) else { return }
        build(page)
        MainLoop.whenIdle { [weak self] in self?.buildNextPage() }
    }

    /// The name of the page on screen.
    var visiblePage: String {
        gtk_stack_get_visible_child_name(OpaquePointer(stack)).map { String(cString: $0) } ?? ""
    }

    /// Shows the page called `name` at once; with `controlsLater` (start-up), its live controls come right
    /// after the first frame (``buildRemainingPages()``); `placement` puts a pager page's bar at another side.
    func show(page name: String, controlsLater: Bool = false, placement: BarPlacement? = nil) {
        guard let index = GalleryPage.all.firstIndex(where: { $0.name == name }) else { return }
        build(GalleryPage.all[index], controlsLater: controlsLater, placement: placement)
        try? switcher.select(index, animated: false)
        gtk_stack_set_visible_child_name(OpaquePointer(stack), name)
    }

    /// A page's margin at its start, end and bottom, in pixels.
    private static let pageMargin: Int32 = 18

    /// One page: summary, the bar (with real pages, or a label naming the selection), a log line, and live controls;
    /// returns the page, its summary label and its editor.
    private static func makePage(
        _ page: GalleryPage
    ) -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>, SegmentEditor) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_bottom] {
            setMargin(box, pageMargin)
        }
        let summary = PageSummary.make(page.summary)
        gtk_box_append(gcast(box), summary)
        let hasPages = ![.label, .rich].contains(page.content)
        // Only a pill or a box follows a drag (an underline does not), so only those pages suggest one.
        let draggable = [IndicatorShape.capsule, .box].contains(page.style.indicator.shape)
        let ways =
            ["Click a segment"] + (draggable ? ["drag the indicator"] : []) + (hasPages ? ["swipe the pages"] : [])
        let log = gtk_label_new(ways.joined(separator: ", ") + ", or use the arrow keys.")!
        gtk_widget_add_css_class(log, "dim-label")
        gtk_label_set_ellipsize(OpaquePointer(log), PANGO_ELLIPSIZE_END)

        let editor: SegmentEditor
        switch page.content {
        case .label:
            let bar = SegmentBar(items: page.items, style: page.style)
            if page.style.indicator.shape == .capsule { gtk_widget_set_halign(bar.widget, GTK_ALIGN_CENTER) }
            gtk_box_append(gcast(box), bar.widget)
            let content = gtk_label_new(page.items.first?.title ?? "")!
            gtk_widget_add_css_class(content, "title-1")
            gtk_widget_set_vexpand(content, 1)
            gtk_box_append(gcast(box), content)
            // Whatever selects (a click, a key, an edit that removes the selected segment or renames it), and
            // nothing once the last segment is gone.
            // Weakly: the handlers live as long as the bar, and the handle holds a reference to it.
            let showSelection: @MainActor () -> Void = { [weak bar] in
                guard let bar else { return }
                let text = bar.selectedIndex.map { index in
                    let title = bar.items[index].title
                    return title.isEmpty ? "Segment \(index + 1)" : title
                }
                gtk_label_set_text(OpaquePointer(content), text ?? "")
            }
            GtkSignals.notify("selected").connect(bar.widget) { showSelection() }
            GtkSignals.notify("titles").connect(bar.widget) { showSelection() }
            editor = SegmentEditor(bar: bar)
        case .rich:
            editor = SegmentEditor(bar: RichGallery.build(into: box))
        case .builder:
            guard let (root, pager) = loadExampleUI() else {
                let missing = gtk_label_new("resources/ui/segmentkit-example.ui could not be loaded")!
                gtk_widget_set_vexpand(missing, 1)
                gtk_box_append(gcast(box), missing)
                editor = SegmentEditor(bar: SegmentBar(items: page.items, style: page.style))
                break
            }
            gtk_widget_set_vexpand(root, 1)
            gtk_box_append(gcast(box), root)
            g_object_unref(root)
            editor = SegmentEditor(pager: pager, givesPages: true)
        case .pages, .loggedPages:
            let logsCreation = page.content == .loggedPages
            var created = 0
            // The factory runs later, when a page first shows; it reads the pager's current titles.
            let source = PagerReference()
            let items = page.items
            let pager = SegmentedPager(items: items, style: page.style) { index in
                let titles = source.pager?.items ?? items
                let title = titles.indices.contains(index) ? titles[index].title : "Page \(index + 1)"
                if logsCreation {
                    created += 1
                    gtk_label_set_text(
                        OpaquePointer(log), "created \(title) (page index \(index)); \(created) of 1,000 pages exist")
                }
                return makeListPage(title: title)
            }
            source.pager = pager
            gtk_widget_set_vexpand(pager.widget, 1)
            gtk_box_append(gcast(box), pager.widget)
            pager.onSelectionChanged { index in
                if !logsCreation { gtk_label_set_text(OpaquePointer(log), "selection-changed: \(index)") }
            }
            editor = SegmentEditor(pager: pager)
        case .tabs:
            let pager = TabsPage.make(log: log)
            gtk_widget_set_vexpand(pager.widget, 1)
            gtk_box_append(gcast(box), pager.widget)
            editor = SegmentEditor(pager: pager)
        case .vertical:
            editor = makeVerticalPage(page, into: box, log: log)
        }
        let bar = editor.bar
        // Named after its page: every bar read "Segments" to a screen reader. The rich and vertical pages name their
        // own; the builder page's come from the example .ui file, which leaves them the library's default name.
        if [.label, .pages, .loggedPages, .tabs].contains(page.content) {
            let name = page.content == .tabs ? "Open documents" : "\(page.name.titleCased) example"
            cgtk_accessible_set_string(OpaquePointer(bar.widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name)
        }
        bar.onSelectionChanged { index in
            if page.content != .loggedPages && page.content != .tabs {
                gtk_label_set_text(OpaquePointer(log), "selection-changed: \(index)")
            }
        }
        bar.onReselected { index in gtk_label_set_text(OpaquePointer(log), "reselected: \(index)") }
        bar.onDragProgress { position in
            gtk_label_set_text(OpaquePointer(log), "drag-progress: \((position * 100).rounded() / 100)")
        }
        gtk_box_append(gcast(box), log)
        return (box, summary, editor)
    }

    /// Builds the example `.ui` file: its root box (one reference for the caller) and its pager, or `nil` with one line on standard error.
    private static func loadExampleUI() -> (UnsafeMutablePointer<GtkWidget>, SegmentedPager)? {
        SegmentKit.registerTypes()
        guard let path = DemoResources.path("ui/segmentkit-example.ui") else {
            DemoLog.complain("resources/ui/segmentkit-example.ui not found")
            return nil
        }
        let builder = gtk_builder_new()!
        defer { unref(builder) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(builder, path, &error) != 0,
            let root = gtk_builder_get_object(builder, "root"),
            let pagerObject = gtk_builder_get_object(builder, "pager"),
            let pager = SegmentedPager(wrapping: gcast(pagerObject))
        else {
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "missing objects"
            if let error { g_error_free(error) }
            DemoLog.complain("cannot build \(path): \(reason)")
            return nil
        }
        // The builder owns what it built; keep the root alive past the builder (the caller adopts it).
        g_object_ref(root)
        return (gcast(root), pager)
    }

    /// A page's content: a scrollable list of rows, so reselecting a tab can bring it back to the top.
    static func makeListPage(title: String) -> UnsafeMutablePointer<GtkWidget> {
        let rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let heading = gtk_label_new(title)!
        // Bold in the body's size, as libadwaita's `.heading`: the header bar's title has loaded that font
        // already. A size of its own (`.title-2`, 15 pt; GTK's `.heading`, 11 pt) cost the start page a
        // fontconfig match and sort and a set of glyphs of its own (7.5 M instructions, callgrind).
        if let bold = pango_attr_list_new() {
            pango_attr_list_insert(bold, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
            gtk_label_set_attributes(OpaquePointer(heading), bold)
            pango_attr_list_unref(bold)
        }
        gtk_widget_set_margin_top(heading, 12)
        gtk_widget_set_margin_bottom(heading, 6)
        gtk_box_append(gcast(rows), heading)
        for row in 1...30 {
            let label = gtk_label_new("\(title) — item \(row)")!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_widget_set_margin_top(label, 6)
            gtk_widget_set_margin_bottom(label, 6)
            // Clear of the list's focus ring, 4 to 6 px inside the page (the library's stylesheet).
            gtk_widget_set_margin_start(label, 12)
            gtk_box_append(gcast(rows), label)
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), rows)
        // A Tab stop (GTK focuses a scrolled window whose content takes no focus): named by its heading, not read
        // as a nameless scroll pane.
        cgtk_accessible_set_relation_ref(
            OpaquePointer(scroller), GTK_ACCESSIBLE_RELATION_LABELLED_BY, OpaquePointer(heading))
        gtk_widget_set_vexpand(scroller, 1)
        return scroller
    }

    /// The rows of live options and edits under a page's bar.
    private static func makeControls(for editor: SegmentEditor, page: GalleryPage) -> UnsafeMutablePointer<GtkWidget> {
        let bar = editor.bar
        let rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        // A flow box wraps the options onto more lines, so the window can be narrower than the row.
        let options = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(OpaquePointer(options), GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(OpaquePointer(options), 16)
        // GTK keeps a window at least as tall as its content is at the window's narrowest width. With one check
        // box per line there, the pages page alone held the window at 854 pixels or more, and it grew to that
        // once the pages were built; three per line keep it short enough for a laptop's screen.
        gtk_flow_box_set_min_children_per_line(OpaquePointer(options), 3)
        gtk_flow_box_set_column_spacing(OpaquePointer(options), 6)
        gtk_flow_box_set_homogeneous(OpaquePointer(options), 0)
        let edits = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(gcast(rows), options)
        gtk_box_append(gcast(rows), edits)
        @discardableResult
        func check(_ label: String, active: Bool, _ toggled: @escaping @MainActor (Bool) -> Void)
            -> UnsafeMutablePointer<GtkWidget>
        {
            let button = gtk_check_button_new_with_label(label)!
            gtk_check_button_set_active(gcast(button), active ? 1 : 0)
            GtkSignals.toggled.connect(button) { toggled(gtk_check_button_get_active(gcast(button)) != 0) }
            gtk_flow_box_append(OpaquePointer(options), button)
            // Flow box children take the keyboard focus themselves; let the check button have it.
            if let child = gtk_widget_get_parent(button) { gtk_widget_set_focusable(child, 0) }
            return button
        }
        func button(_ label: String, _ clicked: @escaping @MainActor () -> Void) {
            let button = gtk_button_new_with_label(label)!
            GtkSignals.clicked.connect(button, clicked)
            gtk_box_append(gcast(edits), button)
        }
        // A pager mirrors its bar and its pages together; a bare bar mirrors alone.
        let mirrored = [editor.pager?.widget ?? bar.widget] + editor.companions.map(\.widget)
        check("Right to left", active: gtk_widget_get_direction(mirrored[0]) == GTK_TEXT_DIR_RTL) { on in
            for widget in mirrored { gtk_widget_set_direction(widget, on ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
        }
        // The options below that change no item reach the page's other bars too.
        let bars = [bar] + editor.companions
        AnimationsSetting.track(check("Animations", active: true) { on in AnimationsSetting.set(on) })
        // Only where the page has badges to take away and give back.
        if page.items.contains(where: { $0.badge != .none }) {
            check("Badges", active: true) { on in
                for (index, item) in page.items.enumerated() where index < editor.items().count {
                    editor.setBadge(on ? item.badge : .none, at: index)
                }
            }
        }
        check("Disable 3rd", active: false) { on in
            let items = editor.items()
            guard items.count > 2 else { return }
            var item = items[2]
            item.isEnabled = !on
            try? editor.replace(2, item)
        }
        check("Elastic", active: page.style.indicator.isElastic) { on in
            for bar in bars { bar.style.indicator.isElastic = on }
        }
        check("Indicator on far edge", active: page.style.indicator.placement == .above) { on in
            for bar in bars { bar.style.indicator.placement = on ? .above : .below }
        }
        if page.style.indicator.shape == .capsule {
            check("Tracker image", active: false) { on in
                do {
                    try bar.setTrackerImage(on ? DemoResources.path("images/tracker-gradient.svg") : nil)
                } catch {
                    DemoLog.complain("\(error)")
                }
            }
        }
        check("Manual keys", active: false) { on in
            for bar in bars { bar.activationMode = on ? .manual : .automatic }
        }
        if page.name == "pages", let pager = editor.pager {
            PagingSwitchChecks.add(for: pager) { label, active, toggled in check(label, active: active, toggled) }
        }
        var added = 0
        button("Add") {
            added += 1
            try? editor.insert(SegmentItem("New \(added)", badge: .count(added)), editor.items().count)
        }
        button("Remove") {
            if let index = editor.selectedIndex() { try? editor.remove(index) }
        }
        button("Rename") {
            guard let index = editor.selectedIndex() else { return }
            var item = editor.items()[index]
            item.title = item.title.hasSuffix("!") ? String(item.title.dropLast()) : item.title + "!"
            try? editor.replace(index, item)
        }
        SeedOptionControls.add(for: editor, page: page, check: { check($0, active: $1, $2) }, button: button)
        if page.name == "pages" { gtk_box_append(gcast(edits), DragSourceChip.make()) }
        if page.name == "tabs" { gtk_box_append(gcast(edits), DragSourceChip.make(text: TabsPage.snippet)) }
        return rows
    }
}

/// The one global `gtk-enable-animations` setting, which every page's "Animations" box shows and sets.
@MainActor
private enum AnimationsSetting {
    private static var boxes: [UnsafeMutablePointer<GtkWidget>] = []
    private static var listening = false

    /// Turns GTK's animations on or off, for the whole app.
    static func set(_ on: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        cgtk_set_bool_property(settings.gpointer, "gtk-enable-animations", on ? 1 : 0)
    }

    /// Makes `box` show the setting now and whenever another page's box (or anything else) changes it.
    static func track(_ box: UnsafeMutablePointer<GtkWidget>) {
        boxes.append(box)
        sync(box)
        guard !listening, let settings = gtk_settings_get_default() else { return }
        listening = true
        GtkSignals.notify("gtk-enable-animations").connect(settings) {
            for box in boxes { sync(box) }
        }
    }

    private static func sync(_ box: UnsafeMutablePointer<GtkWidget>) {
        let on = cgtk_animations_enabled(box)
        if gtk_check_button_get_active(gcast(box)) != on { gtk_check_button_set_active(gcast(box), on) }
    }
}

/// A weak reference to a pager, for page factories that need its current items.
@MainActor
final class PagerReference {
    weak var pager: SegmentedPager?
}
