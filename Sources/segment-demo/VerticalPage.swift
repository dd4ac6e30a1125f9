import CGtk
import SegmentCore
import SegmentGtk

extension GalleryPage {
    /// The sidebar's folders: a count badge and a dot, so the tabs show badges as a horizontal bar does.
    static let verticalItems = [
        SegmentItem("Inbox", icon: "mail-unread-symbolic", badge: .count(4)),
        SegmentItem("Starred", icon: "starred-symbolic"),
        SegmentItem("Sent", icon: "mail-send-symbolic"),
        SegmentItem("Drafts", icon: "document-edit-symbolic", badge: .dot),
        SegmentItem("Archive", icon: "folder-symbolic"),
        SegmentItem("Trash", icon: "user-trash-symbolic"),
    ]

    /// Sidebar tabs: fitted rows, bold selected title, and a line along the whole row on its trailing side,
    /// towards the pages.
    static let sidebarStyle: SegmentStyle = {
        var style = SegmentStyle.cursor
        style.indicator = IndicatorStyle(shape: .underline, width: .segment, thickness: 3)
        return style
    }()

    /// The standalone vertical bar's topics: more than fit, so it scrolls, fades and offers its overflow menu.
    static let verticalTopics = [
        "Headlines", "Technology", "Sports", "Finance", "Entertainment", "Travel", "Food", "Science", "Health",
        "Education", "Cars", "Games", "Fashion", "Books", "History", "Weather",
    ].map { SegmentItem($0, badge: $0 == "Headlines" ? .count(5) : $0 == "Weather" ? .dot : .none) }
}

extension GalleryWindow {
    /// The `vertical` page: a vertical `.scrollable` SegmentBar, and beside it a SegmentedPager with its bar at
    /// the start (sidebar tabs, vertical pages); the controls edit the pager, whose bar comes last in the page, and
    /// their direction, keys and indicator options reach the topics too.
    static func makeVerticalPage(
        _ page: GalleryPage, into box: UnsafeMutablePointer<GtkWidget>, log: UnsafeMutablePointer<GtkWidget>
    ) -> SegmentEditor {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_vexpand(row, 1)

        let topics = SegmentBar(items: GalleryPage.verticalTopics, style: .scrollable)
        topics.orientation = .vertical
        cgtk_accessible_set_string(OpaquePointer(topics.widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "Topics")
        gtk_box_append(gcast(row), topics.widget)
        topics.onSelectionChanged { index in
            gtk_label_set_text(OpaquePointer(log), "topics selection-changed: \(index)")
        }
        let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
        gtk_box_append(gcast(row), separator)

        let source = PagerReference()
        let pager = SegmentedPager(items: page.items, style: page.style, placement: .start) { index in
            let titles = source.pager?.items ?? page.items
            return makeListPage(title: titles.indices.contains(index) ? titles[index].title : "Page \(index + 1)")
        }
        source.pager = pager
        pager.orientation = .vertical
        gtk_widget_set_hexpand(pager.widget, 1)
        gtk_box_append(gcast(row), pager.widget)
        pager.onSelectionChanged { index in gtk_label_set_text(OpaquePointer(log), "selection-changed: \(index)") }

        gtk_box_append(gcast(box), row)
        var editor = SegmentEditor(pager: pager)
        editor.companions = [topics]
        return editor
    }
}
