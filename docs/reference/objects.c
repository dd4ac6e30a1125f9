/* The properties and signals of SegmentBar, PagedStack and SegmentedPager, in gtk-doc comments.
 *
 * SegmentKit's GObject types are registered at run time by Swift (Sources/SegmentGtk), so there is no C
 * source for these comments to sit in, as GTK's sit in gtkwidget.c. g-ir-scanner reads this file with
 * include/segmentkit.h (`make bindings`), and the comments become the <doc> of each property and signal in
 * SegmentKit-1.gir, which `make docs` and other tools that read a .gir show. `make test-bindings` fails when
 * `gi-docgen check` finds a public symbol without documentation. This file holds no code.
 */

/* SegmentBar */

/**
 * SegmentBar:selected:
 *
 * The index of the selected segment, or -1 when the bar has no segments.
 *
 * Setting it selects without animation and emits #SegmentBar::selection-changed. An index out of range or
 * a disabled segment is refused with one warning, and the selection stays as it was. In a
 * #SegmentedPager the pages follow. In a #GtkBuilder file it is where the bar starts: applied once the whole
 * file is read, after #SegmentBar:titles, and notified without #SegmentBar::selection-changed, as a
 * #GtkNotebook's page in a file is.
 */

/**
 * SegmentBar:position:
 *
 * The fractional position of the indicator: 1.5 is half-way between the second and the third segment.
 *
 * Set it to drive the indicator from a scrolled window, a carousel or your own pager; it does not change
 * the selection. A position before the first segment or past the last is taken as the first or the last;
 * NaN and infinite values are refused by GLib, with one warning ("invalid or out of range"). Notified on
 * every animation frame.
 */

/**
 * SegmentBar:style-name:
 *
 * The style preset: `underline` (the default), `scrollable`, `capsule`, `icons` or `cursor`.
 *
 * A preset sets the width mode, the indicator's shape and behaviour and a CSS class of its name on the
 * bar; everything that is appearance comes from CSS. Reads `custom` after a style was set from Swift that
 * is not a preset, or a preset was changed; `custom` written keeps the style as it is, so a name read can be
 * written back. An unknown name is refused with one warning.
 */

/**
 * SegmentBar:titles:
 *
 * The segments' titles, in reading order; one per line in a `.ui` file.
 *
 * Setting them replaces every segment with a plain one and keeps the selected index when it is still
 * valid.
 */

/**
 * SegmentBar:activation-mode:
 *
 * What the arrow keys do: select the segment they land on (%SEGMENT_ACTIVATION_MODE_AUTOMATIC, the
 * default), or move a focus ring that Space or Enter selects (%SEGMENT_ACTIVATION_MODE_MANUAL).
 */

/**
 * SegmentBar:shows-overflow-menu:
 *
 * Whether a bar whose segments do not fit shows a menu button at its trailing end listing every segment.
 *
 * On by default. The list opens scrolled to the selected segment.
 */

/**
 * SegmentBar:animation-duration:
 *
 * The length of the selection animation, in seconds; 0 turns it off for this bar.
 *
 * The default is 0.2, and the longest is 60, so an indicator always arrives. The animation is
 * also off while the #GtkSettings:gtk-enable-animations setting is.
 */

/**
 * SegmentBar:n-items:
 *
 * The number of segments.
 */

/**
 * SegmentBar:scroll-offset:
 *
 * How far a bar whose segments do not fit is scrolled, in points from its leading end.
 */

/**
 * SegmentBar:selects-on-press:
 *
 * Whether pressing a segment selects it at once, rather than on release (off by default).
 *
 * GTK's buttons and tabs select on release, so a press can still become a drag or be cancelled. With
 * this on, a press that then drags still scrolls the bar or moves the tracker, but the segment pressed is
 * already selected.
 */

/**
 * SegmentBar:drags-tracker-from-anywhere:
 *
 * Whether a drag that starts anywhere on a capsule or box bar moves the tracker (off by default: only a
 * drag that starts on the tracker does).
 *
 * The tracker then follows the drag from where it was. Bars whose indicator is an underline or a dot have
 * no tracker and are not affected.
 */

/**
 * SegmentBar:segment-width:
 *
 * Every segment's width in points, the rest of the segments scrolling; 0 when the width mode is not fixed.
 *
 * Setting a positive width makes the width mode fixed; setting 0 ends a fixed mode (the segments share the bar
 * as the style had them share it before: a preset's equal widths, say) and leaves another mode as it is. The
 * range is 0 … 10,000.
 */

/**
 * SegmentBar:segments-per-view:
 *
 * How many segments share the bar's width, the rest scrolling; 0 when the width mode is not per view.
 *
 * Setting a positive count makes the width mode per view; setting 0 ends a per-view mode (the segments share
 * the bar as the style had them share it before) and leaves another mode as it is. The range is 0 … 1,000.
 */

/**
 * SegmentBar:background-image:
 *
 * A #GdkPaintable drawn under the segments, stretched over the whole bar, above its CSS background; %NULL
 * (the default) for none.
 *
 * The bar keeps its own reference. A paintable whose contents change by themselves is drawn as it is
 * whenever the bar redraws.
 */

/**
 * SegmentBar:reorderable:
 *
 * Whether the user can move segments (off by default).
 *
 * On, a segment dragged along the bar moves there while the others slide aside, and the selected segment
 * moves with Ctrl+Shift+Page Up, Page Down, Home and End (as in #AdwTabView) or Alt+Left, Right, Home and
 * End (as in #GtkNotebook), and in a vertical bar with Alt+Up and Down too. In a #SegmentedPager a moved tab
 * takes its page along.
 */

/**
 * SegmentBar:close-button-policy:
 *
 * Which segments show a close button (%SEGMENT_CLOSE_BUTTON_POLICY_NONE by default).
 *
 * The button sits at the segment's trailing end: after the title in a horizontal bar, at the end of the row
 * in a vertical one. A click on the button or a middle click on a segment emits #SegmentBar::close-requested.
 */

/**
 * SegmentBar:menu-model:
 *
 * The segments' context menu, shown as a #GtkPopoverMenu on a right click, the Menu key, Shift+F10 or a
 * long touch; %NULL (the default) for none.
 *
 * When it opens, #SegmentBar:menu-target names the segment it was opened for, so the menu's actions know
 * which tab to act on.
 */

/**
 * SegmentBar:menu-target:
 *
 * The segment the context menu is open for, or -1 when no menu is open.
 *
 * It follows its segment when segments move, and becomes -1 when that segment is removed, and once the menu has
 * closed and the entry chosen has run its action (in the next idle turn), as `AdwTabView::setup-menu` with no page.
 */

/**
 * SegmentBar:start-action-widget:
 *
 * A widget at the start of the bar (above the segments of a vertical bar), such as an "open" button; %NULL
 * for none.
 *
 * The bar makes it its child. A widget that already has a parent, the bar itself, one of its ancestors or a
 * window is refused with one warning.
 */

/**
 * SegmentBar:end-action-widget:
 *
 * A widget at the end of the bar (below the segments of a vertical bar), such as a "new tab" button; %NULL
 * for none.
 *
 * The bar makes it its child. A widget that already has a parent, the bar itself, one of its ancestors or a
 * window is refused with one warning.
 */

/**
 * SegmentBar:default-icon-name:
 *
 * The icon a pinned tab without one of its own shows, as #AdwTabView:default-icon: a theme icon name or an
 * image file's path, `text-x-generic-symbolic` unless set.
 *
 * A pinned tab shows no title, so it always shows an icon: %NULL or an empty name restores the default.
 */

/**
 * SegmentBar:use-underline:
 *
 * Whether an underscore in a title marks the next character as its mnemonic (off by default).
 *
 * On, Alt and that letter select the segment from anywhere in the window, as with #GtkLabel:use-underline;
 * the underscore itself is not shown and `__` shows one underscore.
 */

/**
 * SegmentBar::selection-changed:
 * @self: the bar
 * @index: the newly selected segment
 *
 * Emitted when another segment becomes selected: by a click, a key, a drag of the tracker or the overflow
 * menu, by a select call that asks for notification, and when an edit moves the selection (removing the
 * selected segment, titles given to a bar that had none, or new titles without the selected index).
 *
 * Not emitted when the selected segment only changes its index (another segment was inserted or removed
 * before it), or by a select that passes %FALSE for notify; #SegmentBar:selected is notified in every case.
 */

/**
 * SegmentBar::reselected:
 * @self: the bar
 * @index: the selected segment
 *
 * Emitted when the user activates the segment that is already selected (a click, Space or Enter).
 *
 * Apps use it to scroll the page back to the top or to refresh it; a #SegmentedPager also does what its
 * #SegmentedPager:reselect-behavior says.
 */

/**
 * SegmentBar::drag-progress:
 * @self: the bar
 * @position: the tracker's fractional position under the pointer
 *
 * Emitted while the user drags the tracker of a capsule or box bar, at every motion.
 *
 * When the drag ends the tracker snaps to the nearest enabled segment and the selection follows; a cancelled
 * drag (the bar hidden, removed or turned meanwhile) puts the tracker back on the selected segment.
 */

/**
 * SegmentBar::close-requested:
 * @self: the bar
 * @index: the segment whose close button was clicked, or that was middle-clicked
 *
 * Emitted when the user asks to close a segment. The first handler that returns %TRUE stops the emission
 * and keeps the segment: a veto, or the app removes it later itself. A handler that returns %FALSE may edit the
 * bar first (close another tab, insert or move one): the segment asked about is closed where it went.
 *
 * Returns: %TRUE to keep the segment; %FALSE to let the bar remove it (with its page, in a
 *   #SegmentedPager) and select its neighbour
 */

/**
 * SegmentBar::segment-moved:
 * @self: the bar
 * @from: where the segment was
 * @to: where it is now
 *
 * Emitted after a segment moved: the user dragged it along a reorderable bar or moved it with
 * Ctrl+Shift+Page Up/Page Down/Home/End or Alt+arrows, or the app called segment_bar_move(),
 * segmented_pager_move() or paged_stack_move_page() on the pager's stack. As #GtkNotebook::page-reordered
 * and AdwTabView's page-reordered, it lets an app that keeps its own list (a document per tab) move the same
 * entry: remove it at @from, insert it at @to.
 *
 * #SegmentBar:titles and #SegmentBar:selected have been notified by then, and in a #SegmentedPager the page
 * has moved with its segment. A move to the same place emits nothing.
 */

/**
 * SegmentBar::indicator-activated:
 * @self: the bar
 * @index: the segment whose indicator icon was clicked
 *
 * Emitted when the user clicks a tab's activatable indicator icon (segment_bar_set_item_indicator_icon()),
 * as #AdwTabView::indicator-activated: a speaker that mutes the tab's page, say. The tab is not selected by
 * that click. An indicator icon takes clicks in the selected tab, and in any other tab unless it is pinned
 * (a click on a small pinned tab selects it).
 *
 * The app changes the icon to show the new state (a muted speaker) with
 * segment_bar_set_item_indicator_icon().
 */

/**
 * SegmentBar::extra-drag-drop:
 * @self: the bar
 * @index: the segment the value was dropped on
 * @value: the dropped value, of one of the types given to segment_bar_setup_extra_drop_target()
 *
 * Emitted when the user drops a value on a segment, as #AdwTabBar::extra-drag-drop: files dropped on a
 * file manager's tab to move them into its folder, a link on a browser's tab. The first handler that returns
 * %TRUE stops the emission and takes the drop (a move then deletes the value at its source); %FALSE from
 * every handler refuses it, and GTK slides the drag back.
 *
 * Returns: %TRUE when the handler took the drop
 */

/* PagedStack */

/**
 * PagedStack:position:
 *
 * The fractional page on screen: 1.5 is half-way between the second and the third page.
 *
 * Notified on every frame of a swipe or a slide. Setting it moves the pages there without animation;
 * values are clamped to 0 … #PagedStack:n-pages − 1, and NaN or an infinite value is refused with one
 * warning.
 */

/**
 * PagedStack:page:
 *
 * The page the stack last settled on, or -1 when it has no pages. When that page is removed during a slide
 * to another one, the page the slide ends on.
 *
 * Setting it moves to that page without animation and emits #PagedStack::page-changed; an index out of
 * range is refused with one warning. paged_stack_select() can slide there instead.
 */

/**
 * PagedStack:n-pages:
 *
 * The number of pages; each is made by the page function the first time it is about to be visible.
 *
 * Setting it drops every page that exists; they are made again when shown. A slide towards a page that is
 * still there goes on. In a #SegmentedPager the
 * stack has one page per segment, and setting another count is refused with one warning.
 */

/**
 * PagedStack:target-page:
 *
 * The page the stack is on, or is sliding to; -1 when it has no pages.
 */

/**
 * PagedStack:animating:
 *
 * Whether the pages are settling: sliding to a page after a swipe, a click or a key.
 */

/**
 * PagedStack:dragging:
 *
 * Whether a finger, a mouse or a touchpad swipe is holding the pages.
 */

/**
 * PagedStack:alive-limit:
 *
 * How many pages may exist at once, the least recently shown being released first; -1 (the default) keeps
 * every page that has been shown.
 *
 * The pages on screen and their two neighbours (made ahead, so that a swipe shows them at once) exist
 * whatever the limit.
 */

/**
 * PagedStack:interactive:
 *
 * Whether swipes (finger, mouse, touchpad) and wheel paging move the pages (on by default).
 *
 * Off, only keys, the bar and the API do, as with #AdwCarousel:interactive. A swipe under way when it is
 * turned off settles on the nearest page.
 */

/**
 * PagedStack:allow-mouse-drag:
 *
 * Whether a mouse drag swipes the pages (on by default).
 *
 * Off, a mouse press goes to the page's widgets, while touch screens and two-finger touchpad swipes still
 * move the pages, as with #AdwCarousel:allow-mouse-drag.
 */

/**
 * PagedStack:allow-long-swipes:
 *
 * Whether a fast flick carries the pages across several pages (off by default).
 *
 * Off, a flick moves one page past where it is released; on, the pages settle where the flick's speed
 * would carry them, and at least one page on.
 */

/**
 * PagedStack:allow-scroll-wheel:
 *
 * Whether a horizontal wheel, or Shift with a vertical one, turns one page per notch (on by default).
 *
 * Off, the wheel is left to the page's content; touchpads still swipe.
 */

/**
 * PagedStack:bounces:
 *
 * Whether pulling past the first or the last page rubber-bands (on by default).
 *
 * Off, the pages stop at the ends under the finger and follow it back at once.
 */

/**
 * PagedStack:animate-selection:
 *
 * Whether a page chosen by a click on a segment, a key or a wheel notch slides into view (the default) or
 * the stack cuts to it.
 *
 * A swipe always settles by sliding.
 */

/**
 * PagedStack:window-shortcuts:
 *
 * Whether Ctrl+Page Up and Page Down, Ctrl+Tab, Ctrl+Shift+Tab and Alt+1 to Alt+0 move the pages from anywhere
 * in the window, as #AdwTabView's shortcuts do, rather than only while the focus is in the stack (the
 * default).
 *
 * A #SegmentBar or an inner pager holding the focus still takes the keys for itself.
 */

/**
 * PagedStack::page-changed:
 * @self: the stack
 * @index: the page the stack settled on
 *
 * Emitted once a move settles on a different page: after a swipe, a slide or a jump. In a #SegmentedPager
 * also when a click on a segment or segmented_pager_select() moves the pages, once they settle; a select
 * whose @notify is %FALSE stays silent here too.
 */

/**
 * PagedStack::page-appeared:
 * @self: the stack
 * @index: the page
 *
 * Emitted when a page starts to be visible, during a swipe or a slide as well as at rest. Visible means in the
 * stack's view, shown on screen or not: the page at rest appears as soon as the stack has pages, before the stack
 * is mapped, so connect before giving it pages (a handler connected later hears #PagedStack::page-disappeared for
 * a page whose appearance it missed; #PagedStack:page says which page is at rest).
 */

/**
 * PagedStack::page-disappeared:
 * @self: the stack
 * @index: the page
 *
 * Emitted when a page stops being visible: it scrolled away, or it was removed or dropped (a new page
 * count, paged_stack_reload_pages()), then with the index it had, or the stack is being destroyed. Every page
 * announced by
 * #PagedStack::page-appeared is announced here once. An edit that only moves a visible page to another index
 * (an insert or a removal before it, a move) announces nothing: the page is still visible, at the index the
 * edit gives it.
 */

/* SegmentedPager */

/**
 * SegmentedPager:selected:
 *
 * The selected segment and page, or -1 when the pager has none.
 *
 * Setting it selects without animation and emits #SegmentedPager::selection-changed. An index out of
 * range or a disabled segment is refused with one warning, and the selection stays as it was. In a
 * #GtkBuilder file it is where the pager starts, applied once the file is read, without the signal.
 */

/**
 * SegmentedPager:position:
 *
 * The pages' fractional position, which the bar's indicator follows: 1.5 is half-way between the second
 * and the third page.
 *
 * Notified on every frame of a swipe or a slide. Setting it moves the pages and the indicator there
 * without changing the selection. A position before the first page or past the last is taken as the first
 * or the last; NaN and infinite values are refused by GLib, with one warning ("invalid or out of range").
 */

/**
 * SegmentedPager:style-name:
 *
 * The bar's style preset: `underline` (the default), `scrollable`, `capsule`, `icons` or `cursor`.
 *
 * See #SegmentBar:style-name.
 */

/**
 * SegmentedPager:titles:
 *
 * The segments' titles, one page each; one per line in a `.ui` file.
 *
 * Setting them replaces every segment and reloads every page (all at once: the fast way to fill a large
 * pager); the selected index is kept when it is still valid.
 */

/**
 * SegmentedPager:placement:
 *
 * Which side of the pages the bar is on (%SEGMENT_BAR_PLACEMENT_TOP by default). At the start or the end,
 * the bar is a vertical sidebar. The bar carries the side as a style class (`.top`, `.bottom`, `.start`,
 * `.end`); after the pages its indicator and its underline border are on the edge facing them.
 */

/**
 * SegmentedPager:shows-bar:
 *
 * Whether the pager shows its bar beside its pages (%TRUE by default). %FALSE takes the bar out of the pager,
 * still linked to the pages, for the app to place anywhere in the same window, such as a header bar's title
 * widget, as GNOME apps place a view switcher: the indicator follows a swipe there as it does beside the pages.
 * Setting %TRUE while the bar is in another widget logs one warning and changes nothing.
 */

/**
 * SegmentedPager:reselect-behavior:
 *
 * What activating the selected segment again does besides emitting #SegmentedPager::reselected.
 *
 * By default (%SEGMENT_RESELECT_BEHAVIOR_SCROLL_TO_START) it scrolls the page's first #GtkScrolledWindow
 * back to the top.
 */

/**
 * SegmentedPager:n-items:
 *
 * The number of segments, which is the number of pages.
 */

/**
 * SegmentedPager:bar:
 *
 * The pager's #SegmentBar, for styling and its own signals and properties.
 *
 * Edits through it are the pager's edits: the pages follow, so the bar always has one segment per page.
 */

/**
 * SegmentedPager:stack:
 *
 * The pager's #PagedStack, which holds the pages.
 *
 * Edits through it keep the pager consistent: inserting, removing or moving a page does the same to its
 * segment (an inserted page gets an untitled segment), and selecting a page selects its segment.
 */

/**
 * SegmentedPager:interactive:
 *
 * Whether swipes and wheel paging move the pages (on by default); the stack's #PagedStack:interactive.
 */

/**
 * SegmentedPager:allow-mouse-drag:
 *
 * Whether a mouse drag swipes the pages (on by default); the stack's #PagedStack:allow-mouse-drag.
 */

/**
 * SegmentedPager:allow-long-swipes:
 *
 * Whether a fast flick carries the pages across several pages (off by default); the stack's
 * #PagedStack:allow-long-swipes.
 */

/**
 * SegmentedPager:allow-scroll-wheel:
 *
 * Whether a horizontal wheel, or Shift with a vertical one, turns one page per notch (on by default); the
 * stack's #PagedStack:allow-scroll-wheel.
 */

/**
 * SegmentedPager:bounces:
 *
 * Whether pulling past the first or the last page rubber-bands (on by default); the stack's
 * #PagedStack:bounces.
 */

/**
 * SegmentedPager:animate-selection:
 *
 * Whether a page chosen by a click on a segment, a key or a wheel notch slides into view (the default) or
 * the pager cuts to it; the stack's #PagedStack:animate-selection.
 */

/**
 * SegmentedPager:window-shortcuts:
 *
 * Whether Ctrl+Page Up and Page Down, Ctrl+Tab, Ctrl+Shift+Tab and Alt+1 to Alt+0 move the pages from anywhere
 * in the window (a header bar's entry, a sidebar), as #AdwTabView's shortcuts do, for an app's main tabs; by
 * default they work while the focus is in the pager. The stack's #PagedStack:window-shortcuts.
 */

/**
 * SegmentedPager::selection-changed:
 * @self: the pager
 * @index: the newly selected segment and page
 *
 * Emitted when another segment and page become selected: by a click on the bar, a key, a swipe that
 * settles on another page, a select call that asks for notification, or an edit that moves the selection.
 *
 * During a swipe it is emitted once the pages come to rest, not while they follow the finger; watch
 * #SegmentedPager:position for that.
 */

/**
 * SegmentedPager::reselected:
 * @self: the pager
 * @index: the selected segment
 *
 * Emitted when the user activates the segment that is already selected; the pager then does what
 * #SegmentedPager:reselect-behavior says.
 */
