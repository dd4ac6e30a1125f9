import CGtk
import SegmentCore

/// The button at the trailing end of an overflowing bar that lists every segment in a popover.
///
/// The list (``ListPopover``) is made the first time the popover opens and refilled at each opening, so even
/// thousands of segments cost nothing until the user asks, the list always shows the segments as they are,
/// and it only creates rows for what it shows.
///
/// The button itself is made the first time a bar overflows (or something asks for it): most bars never
/// do, and a GtkMenuButton is a toggle button, an arrow icon and their CSS nodes to style and measure. It is made
/// in the main loop's idle turn right after the frame that first lays out an overflowing bar (``place(_:)``), as
/// the accessible tabs are: that frame reserves its place (the width the last button measured, in this process)
/// and shows it one frame later, without the ~0.5 ms a first menu button and its first icon take.
@MainActor
final class OverflowMenu {
    /// The menu button, a child of the bar, made on first use.
    var button: UnsafeMutablePointer<GtkWidget> {
        if let made { return made }
        let button = Self.makeButton(bar: bar, saysTabs: saysTabs)
        made = button
        list = Self.attachList(to: button)
        // Placed by the next layout, whoever asked for it first.
        madeLater?()
        return button
    }
    private var made: UnsafeMutablePointer<GtkWidget>?
    /// The button if it was made, without making it.
    var madeButton: UnsafeMutablePointer<GtkWidget>? { made }
    /// The list of every segment, made with the button (its popover on the first opening).
    private var list: ListPopover?
    /// The idle source that will make the button; 0 when none is pending.
    private var makeSource: guint = 0
    /// Called once the button is made (after a frame, ``place(_:)``, or on demand): the bar lays out again to place it.
    var madeLater: (@MainActor () -> Void)?
    /// The width the last button made in this process measured: what a bar reserves before its own is made.
    private static var lastWidth: Double?
    private let bar: UnsafeMutablePointer<GtkWidget>
    /// The narrowest the button is ever made, so it stays an easy target.
    static let minimumWidth = 32.0

    /// Width the button takes at the trailing end, reserved as extra trailing inset: its CSS minimum, at least 32 pt.
    /// Before the button is made, the width the last one measured (or 32 pt), which does not make it.
    var width: Double {
        guard made != nil else { return Self.lastWidth ?? Self.minimumWidth }
        let width = max(Self.minimumWidth, Double(minimumSize().width))
        Self.lastWidth = width
        return width
    }

    /// The button's minimum size. A hidden widget measures as 0, so this measures the menu button's
    /// own toggle button, which stays visible.
    private func minimumSize() -> (width: gint, height: gint) {
        let inner = gtk_widget_get_first_child(button) ?? button
        var width: gint = 0
        var height: gint = 0
        gtk_widget_measure(inner, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        gtk_widget_measure(inner, GTK_ORIENTATION_VERTICAL, -1, &height, nil, nil, nil)
        return (width, height)
    }

    /// The menu for `bar`.
    init(bar: UnsafeMutablePointer<GtkWidget>) {
        self.bar = bar
    }

    /// Whether the button, its list and its search speak of tabs rather than segments: the bar is a tab strip (it has
    /// close buttons). "All segments" and "Search segments" read oddly over a browser's tabs.
    var saysTabs = false {
        didSet {
            guard saysTabs != oldValue, let made else { return }
            Self.name(made, saysTabs: saysTabs)
        }
    }

    /// The button's tooltip and accessible name: "All tabs" or "All segments".
    private static func name(_ button: UnsafeMutablePointer<GtkWidget>, saysTabs: Bool) {
        let name: String
        if saysTabs {
            // Translators: the tooltip and name of the button at the end of a tab strip (a bar whose segments have
            // close buttons) whose tabs do not all fit, which opens a list of every tab.
            name = Translation.string("All tabs")
        } else {
            // Translators: the tooltip and name of the button at the end of a bar whose segments do not all fit,
            // which opens a list of every segment.
            name = Translation.string("All segments")
        }
        name.withCString { gtk_widget_set_tooltip_text(button, $0) }
        ListPopover.name(button, name)
    }

    private static func makeButton(
        bar: UnsafeMutablePointer<GtkWidget>, saysTabs: Bool
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        // No child: the menu button draws its own arrow, styled by the theme like every GTK menu button's.
        gtk_menu_button_set_has_frame(OpaquePointer(button), 0)
        // Hidden before its tooltip is set: setting one on a visible widget asks the X server where the pointer
        // is (two round trips), in the middle of the frame that first lays out an overflowing bar.
        gtk_widget_set_visible(button, 0)
        name(button, saysTabs: saysTabs)
        gtk_widget_add_css_class(button, "overflow")
        // The bar's last child, as it is the strip's last part: assistive technologies read the children in order
        // (``SegmentBarController/orderAccessibleChildren()``).
        gtk_widget_insert_before(button, bar, nil)
        return button
    }

    /// Shows the button over `rect` (view coordinates), or hides it when `rect` is nil.
    ///
    /// A rectangle smaller than the button's minimum size (a bar squeezed to nothing) hides it too:
    /// GTK must never be asked to allocate a widget below its minimum.
    func place(_ rect: SegmentRect?) {
        guard made != nil else {
            // A bar that never overflowed has no button to hide; one that overflows now gets it after this frame.
            if rect != nil { makeSoon() }
            return
        }
        let minimum = minimumSize()
        let fits = rect.map { $0.width >= Double(minimum.width) && $0.height >= Double(minimum.height) } ?? false
        gtk_widget_set_visible(button, fits ? 1 : 0)
        guard fits, let rect else { return }
        var allocation = GtkAllocation(
            x: gint(rect.x.rounded()), y: gint(rect.y.rounded()), width: gint(rect.width.rounded()),
            height: gint(rect.height.rounded()))
        gtk_widget_size_allocate(button, &allocation, -1)
    }

    /// Gives `button` its list of every segment, as the segments are at each opening; activating a row
    /// selects it like a click.
    private static func attachList(to button: UnsafeMutablePointer<GtkWidget>) -> ListPopover {
        // The bar is the button's parent for the button's whole life: it unparents the button in its dispose.
        func controller() -> SegmentBarController? { SegmentBarType.controller(gtk_widget_get_parent(button)) }
        return ListPopover.attach(
            to: button,
            searchLabel: {
                guard controller()?.overflow.saysTabs == true else {
                    // Translators: the name and placeholder of the search entry at the top of a long list of every
                    // segment.
                    return Translation.string("Search segments")
                }
                // Translators: the same in a tab strip (a bar whose segments have close buttons).
                return Translation.string("Search tabs")
            },
            noMatchLabel: {
                guard controller()?.overflow.saysTabs == true else {
                    // Translators: shown under that search entry when no segment's title matches what was typed.
                    return Translation.string("No segment matches")
                }
                // Translators: the same in a tab strip (a bar whose segments have close buttons).
                return Translation.string("No tab matches")
            },
            contents: {
                guard let controller = controller() else { return ([], nil) }
                // On one line, as the bar draws them: a newline or a control character in a title made a row of
                // two lines or a box there. A title with nothing to read is listed by its place.
                let titles = controller.model.items.enumerated().map { index, item in
                    let title = SingleLineText.of(controller.mnemonics.spokenTitle(item))
                    return TabDescription.isBlank(title) ? TabDescription.numberedName(index) : title
                }
                return (titles, controller.model.selectedIndex)
            },
            isEnabled: { index in
                guard let items = controller()?.model.items, items.indices.contains(index) else { return false }
                return items[index].isEnabled
            },
            activated: { index in controller()?.activate(index) })
    }

    /// Lists the segments again if the list is open: they changed while the user looked at it.
    func segmentsChanged() {
        list?.refresh()
    }

    /// Makes the button in the main loop's next idle turn, which runs after the frame being prepared is painted,
    /// then asks the bar to place it (``madeLater``); nothing when it is made or about to be.
    private func makeSoon() {
        guard made == nil, makeSource == 0, !isDisposed else { return }
        makeSource = MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.makeSource = 0
            guard !self.isDisposed, self.made == nil else { return }
            _ = self.button
        }
    }

    /// Whether ``dispose()`` ran: the button may be gone by then.
    private var isDisposed = false

    /// Unparents the button; part of the bar's dispose, which GObject may run more than once.
    func dispose() {
        // The bar held the button's only reference, so after the first unparent the pointer is dangling.
        guard !isDisposed else { return }
        isDisposed = true
        if makeSource != 0 {
            g_source_remove(makeSource)
            makeSource = 0
        }
        if let made { gtk_widget_unparent(made) }
    }
}
