// segment-mail: a small mail-like app that embeds SegmentKit the way any GTK app would.
//
// It uses only SegmentKit's public API: a SegmentedPager with Inbox / Sent / Archive pages under a
// header bar, an unread-count badge that follows what you read, and lists that scroll back to the
// top when you click the tab you are already on.
import CGtk
import SegmentCore
import SegmentGtk

/// One message in a mailbox.
struct Message {
    var sender: String
    var subject: String
    var isUnread: Bool
}

/// The app's data and widgets.
@MainActor
final class MailWindow {
    private var inbox: [Message] = (1...40).map { n in
        Message(
            sender: ["Ada", "Grace", "Linus", "Margaret", "Ken"][n % 5], subject: "Status update #\(n)",
            isUnread: n <= 3)
    }
    private let sent = (1...25).map { Message(sender: "me", subject: "Re: question \($0)", isUnread: false) }
    private let archive = (1...120).map { Message(sender: "archive", subject: "Old thread \($0)", isUnread: false) }
    private var pager: SegmentedPager!
    let window: UnsafeMutablePointer<GtkWidget>

    init(application: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(application)
        gtk_window_set_title(gcast(window), "Mail")
        gtk_window_set_default_size(gcast(window), 520, 640)
        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(gcast(window), header)

        pager = SegmentedPager(items: mailboxItems(), style: .underline) { [unowned self] index in
            self.makeList(for: index)
        }
        pager.onSelectionChanged { [unowned self] index in
            gtk_window_set_title(gcast(self.window), "Mail — \(self.pager.items[index].title)")
        }
        gtk_window_set_child(gcast(window), pager.widget)
    }

    /// The three mailboxes, with the unread count as a badge on the inbox.
    private func mailboxItems() -> [SegmentItem] {
        let unread = inbox.filter(\.isUnread).count
        return [
            // Adwaita (Debian 12) has no mail-inbox-symbolic; a missing name draws GTK's image-missing square.
            SegmentItem("Inbox", icon: "mail-unread-symbolic", badge: .count(unread)),
            SegmentItem("Sent", icon: "mail-send-symbolic"),
            SegmentItem("Archive", icon: "folder-symbolic"),
        ]
    }

    /// A scrollable list for one mailbox; activating an unread inbox row marks it read.
    private func makeList(for mailbox: Int) -> UnsafeMutablePointer<GtkWidget> {
        let messages = [inbox, sent, archive][mailbox]
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(OpaquePointer(list), 1)
        for message in messages {
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_label_set_text(
                OpaquePointer(label), "\(message.isUnread ? "● " : "")\(message.sender) — \(message.subject)")
            for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
                setMargin(label, 10)
            }
            gtk_list_box_append(OpaquePointer(list), label)
        }
        if mailbox == 0 {
            GtkSignals.rowActivated.connect(list) { [unowned self] (row: gpointer?) in
                let row: UnsafeMutablePointer<GtkListBoxRow> = gcast(row)
                self.markRead(Int(gtk_list_box_row_get_index(row)), row: row)
            }
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
        return scroller
    }

    /// Marks inbox message `index` read and updates its row and the unread badge.
    private func markRead(_ index: Int, row: UnsafeMutablePointer<GtkListBoxRow>) {
        guard inbox.indices.contains(index), inbox[index].isUnread else { return }
        inbox[index].isUnread = false
        if let label = gtk_list_box_row_get_child(row) {
            gtk_label_set_text(OpaquePointer(label), "\(inbox[index].sender) — \(inbox[index].subject)")
        }
        try? pager.setBadge(.count(inbox.filter(\.isUnread).count), at: 0)
    }
}

let application = gtk_application_new("org.segmentkit.Mail", G_APPLICATION_NON_UNIQUE)!
var mainWindow: MailWindow?
GtkSignals.applicationActivate.connect(application) {
    let window = MailWindow(application: application)
    mainWindow = window
    gtk_window_present(gcast(window.window))
}
let status = g_application_run(gcast(application), 0, nil)
mainWindow = nil
g_object_unref(application)
exit(status)
