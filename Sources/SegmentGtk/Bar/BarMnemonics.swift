import CGtk
import SegmentCore

/// A bar's mnemonics (``SegmentBar/usesUnderline``), as GtkLabel's `use-underline`.
///
/// Owns three things: the `use-underline` flag, whether the bar's window shows mnemonics right now
/// (`GtkWindow:mnemonics-visible`, followed while the bar is rooted) and one managed-scope
/// GtkShortcutController holding an Alt+letter mnemonic trigger for each letter some segment's title marks — so
/// segments off screen are reachable too, and a bar without underscores registers nothing.
///
/// A shortcut stands for its letter, not for a segment: it selects the first segment marking the letter when
/// pressed. So an edit of one segment (a rename, an insert, a removal) updates one entry of ``keyvals`` and at
/// most one shortcut, where shortcuts by index had to be made again for every segment after the edit (a rename
/// in a bar of 100,000 segments read every title again, 350 ms).
@MainActor
final class BarMnemonics {
    private let bar: UnsafeMutablePointer<GtkWidget>
    private var controller: OpaquePointer?
    /// Each segment's mnemonic keyval, 0 for none; empty while ``usesUnderline`` is off.
    private var keyvals: [guint] = []
    /// How many segments mark each keyval: a letter's shortcut comes with its first segment and goes with its last.
    private var counts: [guint: Int] = [:]
    /// The controller's shortcut for each keyval in ``counts``.
    private var shortcuts: [guint: OpaquePointer] = [:]
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var windowHandler: gulong = 0

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

    /// Reads every segment's mnemonic again, for a change of the whole list (or of `use-underline`).
    ///
    /// The first segment wins when two mark the same letter (GtkWindow would cycle between them; a bar
    /// selects).
    func register(_ items: [SegmentItem]) {
        keyvals = usesUnderline ? items.map { MnemonicText.keyval(of: $0) ?? 0 } : []
        var wanted: [guint: Int] = [:]
        for keyval in keyvals where keyval != 0 { wanted[keyval, default: 0] += 1 }
        for keyval in counts.keys where wanted[keyval] == nil { removeShortcut(keyval) }
        for keyval in wanted.keys where counts[keyval] == nil { addShortcut(keyval) }
        counts = wanted
    }

    /// Follows segment `index` replaced by `item`.
    func replaced(at index: Int, with item: SegmentItem) {
        guard usesUnderline, keyvals.indices.contains(index) else { return }
        forget(keyvals[index])
        keyvals[index] = MnemonicText.keyval(of: item) ?? 0
        count(keyvals[index])
    }

    /// Follows `item` inserted at `index`.
    func inserted(_ item: SegmentItem, at index: Int) {
        guard usesUnderline, index >= 0, index <= keyvals.count else { return }
        let keyval = MnemonicText.keyval(of: item) ?? 0
        keyvals.insert(keyval, at: index)
        count(keyval)
    }

    /// Follows the removal of segment `index`.
    func removed(at index: Int) {
        guard usesUnderline, keyvals.indices.contains(index) else { return }
        forget(keyvals.remove(at: index))
    }

    /// Counts one more segment marking `keyval`, adding its shortcut for the first.
    private func count(_ keyval: guint) {
        guard keyval != 0 else { return }
        counts[keyval, default: 0] += 1
        if counts[keyval] == 1 { addShortcut(keyval) }
    }

    /// Counts one segment fewer marking `keyval`, removing its shortcut with the last.
    private func forget(_ keyval: guint) {
        guard keyval != 0, let count = counts[keyval] else { return }
        if count > 1 {
            counts[keyval] = count - 1
        } else {
            counts[keyval] = nil
            removeShortcut(keyval)
        }
    }

    /// Adds the Alt+`keyval` shortcut, making the controller on the first.
    private func addShortcut(_ keyval: guint) {
        let controller = self.controller ?? makeController()
        typealias Box = CallbackBox<@MainActor () -> Bool>
        let action = gtk_callback_action_new(
            { _, _, data in MainActor.assumeIsolated { Box.from(data)?.body() == true ? 1 : 0 } },
            Box { [weak self] in self?.selectFirst(marking: keyval) ?? false }.retainedPointer(),
            { data in RetainedBox.release(data) })
        let shortcut = gtk_shortcut_new(gtk_mnemonic_trigger_new(keyval), action)!
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        shortcuts[keyval] = shortcut
    }

    /// Removes the Alt+`keyval` shortcut.
    private func removeShortcut(_ keyval: guint) {
        guard let controller, let shortcut = shortcuts.removeValue(forKey: keyval) else { return }
        gtk_shortcut_controller_remove_shortcut(controller, shortcut)
    }

    private func makeController() -> OpaquePointer {
        let made = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(made, GTK_SHORTCUT_SCOPE_MANAGED)
        gtk_widget_add_controller(bar, made)
        controller = made
        return made
    }

    /// Selects the first segment marking `keyval` as a click would (`segment.select`); false if none does.
    private func selectFirst(marking keyval: guint) -> Bool {
        guard let index = keyvals.firstIndex(of: keyval), let number = guint32(exactly: index) else { return false }
        return gtk_widget_activate_action_variant(bar, "segment.select", g_variant_new_uint32(number)) != 0
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
