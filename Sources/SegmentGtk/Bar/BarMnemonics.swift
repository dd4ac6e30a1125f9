import CGtk
import SegmentCore

/// A bar's mnemonics (``SegmentBar/usesUnderline``), as GtkLabel's `use-underline`.
///
/// Owns three things: the `use-underline` flag, whether the bar's window shows mnemonics right now
/// (`GtkWindow:mnemonics-visible`, followed while the bar is rooted) and one managed-scope
/// GtkShortcutController holding an Alt+letter mnemonic trigger for each segment whose title marks one — so
/// segments off screen are reachable too, and a bar without underscores registers nothing.
@MainActor
final class BarMnemonics {
    private let bar: UnsafeMutablePointer<GtkWidget>
    private var controller: OpaquePointer?
    /// The (keyval, segment) pairs the controller holds, so an edit that keeps them rebuilds nothing.
    private var registered: [Registration] = []
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var windowHandler: gulong = 0

    private struct Registration: Equatable {
        var keyval: guint
        var index: Int
    }

    /// Whether an underscore in a title marks its mnemonic (default false).
    private(set) var usesUnderline = false
    /// Whether the window shows mnemonics now (Alt held), so the mnemonic characters are underlined.
    private(set) var visible = false

    init(bar: UnsafeMutablePointer<GtkWidget>) {
        self.bar = bar
    }

    /// How titles are measured: without the marker when underlines are used (the underline has no width).
    var measuringMode: MnemonicMode { usesUnderline ? .hidden : .none }

    /// How titles are drawn: the mnemonic character underlined only while the window shows mnemonics.
    var drawingMode: MnemonicMode { usesUnderline ? (visible ? .shown : .hidden) : .none }

    /// The words a reader, a tooltip and the overflow menu use for `item`: no tags, no marker.
    func spokenTitle(_ item: SegmentItem) -> String {
        usesUnderline ? MnemonicText.plainText(item.title, markup: item.usesMarkup) : item.plainTitle
    }

    /// Turns `use-underline` on or off; returns whether it changed (the caller re-measures and notifies).
    func setUsesUnderline(_ on: Bool, items: [SegmentItem]) -> Bool {
        guard on != usesUnderline else { return false }
        usesUnderline = on
        register(items)
        return true
    }

    /// Registers one Alt+letter shortcut per segment of `items` whose title marks a mnemonic.
    ///
    /// The first segment wins when two mark the same letter (GtkWindow would cycle between them; a bar
    /// selects). Each shortcut activates `segment.select` with the segment's index.
    func register(_ items: [SegmentItem]) {
        var wanted: [Registration] = []
        if usesUnderline {
            var seen = Set<guint>()
            for (index, item) in items.enumerated() {
                if let keyval = MnemonicText.keyval(of: item), seen.insert(keyval).inserted {
                    wanted.append(Registration(keyval: keyval, index: index))
                }
            }
        }
        guard wanted != registered || (controller == nil) != wanted.isEmpty else { return }
        registered = wanted
        if let controller { gtk_widget_remove_controller(bar, controller) }
        controller = nil
        guard !wanted.isEmpty else { return }
        let created = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(created, GTK_SHORTCUT_SCOPE_MANAGED)
        for registration in wanted {
            let shortcut = gtk_shortcut_new(
                gtk_mnemonic_trigger_new(registration.keyval), gtk_named_action_new("segment.select"))
            gtk_shortcut_set_arguments(shortcut, g_variant_new_uint32(guint32(clamping: registration.index)))
            gtk_shortcut_controller_add_shortcut(created, shortcut)
        }
        gtk_widget_add_controller(bar, created)
        controller = created
    }

    /// Follows the new root window's `mnemonics-visible` (the bar's `root` vfunc).
    func rooted() {
        unrooted()
        guard let root = gtk_widget_get_root(bar) else { return }
        let window: UnsafeMutablePointer<GtkWidget> = gcast(root)
        guard g_type_check_instance_is_a(gcast(window), gtk_window_get_type()) != 0 else { return }
        self.window = window
        windowHandler = GtkSignals.mnemonicsVisible.connect(window) { [weak self] in
            self?.readVisible()
        }
        readVisible()
    }

    /// Stops following the window (the bar's `unroot` vfunc, while the root is still set).
    func unrooted() {
        if let window, windowHandler != 0 { g_signal_handler_disconnect(gcast(window), windowHandler) }
        window = nil
        windowHandler = 0
        visible = false
    }

    private func readVisible() {
        let now = window.map { gtk_window_get_mnemonics_visible(gcast($0)) != 0 } ?? false
        guard now != visible else { return }
        visible = now
        if usesUnderline { gtk_widget_queue_draw(bar) }
    }
}
