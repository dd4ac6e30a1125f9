/*
 * segmentkit.h: the C API of SegmentKit (libsegmentkit-1), a segmented control and tab strip for GTK 4.
 *
 * The widgets are GtkWidget subclasses implemented in Swift; these functions are exported from the Swift
 * library with @_cdecl (Sources/SegmentKitC). Names follow GTK's rule that a type's functions are named
 * after the type: SegmentBar -> segment_bar_*, PagedStack -> paged_stack_*, SegmentedPager ->
 * segmented_pager_*. GObject Introspection puts all of them in the namespace SegmentKit (SegmentKit-1.gir),
 * keeping the type names that GtkBuilder .ui files already use (`<object class="SegmentedPager">`).
 *
 * Threading: like GTK, call every function on the thread that runs the GTK main loop.
 * Programmer errors (a NULL or wrong-type instance, an index out of range, a disabled segment) log one
 * critical in the "SegmentKit" log domain naming the function, and change nothing. Failures a program
 * should handle (a style name or image file from user input) return FALSE and set a GError.
 */
#ifndef SEGMENTKIT_H
#define SEGMENTKIT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * SegmentBar:
 *
 * A custom-drawn segmented control / tab strip with an animated indicator
 * (CSS name `segmentbar`, accessible role tab list). Implements #GtkOrientable: a vertical bar
 * stacks its segments.
 *
 * # Shortcuts and Gestures
 *
 * While the keyboard focus is in the bar:
 *
 * - Left and Right (mirrored in right-to-left), Home and End move the selection; in a vertical bar Up,
 *   Down, Page Up and Page Down too. With #SegmentBar:activation-mode manual they move a focus ring, and
 *   Space or Enter selects the segment under it.
 * - Space and Enter on the selected segment emit #SegmentBar::reselected.
 * - Alt+1 to Alt+9 and Alt+0 select the first ten segments (a digit past the last is left to other widgets).
 * - In a #SegmentBar:reorderable bar, Ctrl+Shift+Page Up, Page Down, Home and End and Alt+Left, Right, Home
 *   and End move the selected tab (#SegmentBar::segment-moved); in a #SegmentedPager the Ctrl+Shift ones work
 *   from inside its pages too (from the whole window with #SegmentedPager:window-shortcuts), as AdwTabView's.
 * - With a #SegmentBar:menu-model, Menu and Shift+F10 open the selected tab's context menu.
 *
 * With #SegmentBar:use-underline, Alt and a title's mnemonic letter select that segment from anywhere in
 * the window.
 *
 * A click selects a segment (on the selected one it emits #SegmentBar::reselected); a drag moves a capsule
 * or box indicator (#SegmentBar::drag-progress), moves a tab of a reorderable bar (#SegmentBar::segment-moved)
 * or scrolls an overflowing bar, as the wheel and touchpad do; a middle click on a tab (not a pinned one) of a strip with close
 * buttons (#SegmentBar:close-button-policy other than %SEGMENT_CLOSE_BUTTON_POLICY_NONE) emits
 * #SegmentBar::close-requested; a right click or a long touch opens the context menu; holding a drag-and-drop
 * over a segment for half a second selects it.
 *
 * # Actions
 *
 * - `segment.move` (`s`): moves the selection: `left`, `right`, `first`, `last`, `next` (or `forward`),
 *   `previous` (or `backward`), `next-looping`, `previous-looping` (from one end round to the other).
 * - `segment.select` (`u`): selects the segment at an index, as a click does.
 * - `segment.activate`: selects the segment under the focus ring, or reselects the selected one.
 * - `segment.move-tab` (`s`): moves the selected tab: `backward`, `forward`, `first`, `last`, `left`,
 *   `right`; enabled while the bar is reorderable.
 * - `menu.popup`: opens the selected tab's context menu; enabled while the bar has a menu model.
 *
 * A parameter an action does not know (a move it has no name for, an index past the last segment) logs one
 * warning and changes nothing; a disabled segment is not selected, as a click on it selects nothing.
 *
 * # CSS nodes
 *
 * |[<!-- language="plain" -->
 * segmentbar[.underline|.scrollable|.capsule|.icons|.cursor][.horizontal|.vertical][.top|.bottom|.start|.end]
 * ├── segment[:selected][:hover][:active][:disabled][:drop(active)][.dragged]
 * │   ├── image
 * │   ├── button.close
 * │   ╰── button.tab-indicator
 * ├── indicator[.underline|.capsule|.box|.dot|.triangle|.css|.custom]
 * │   ╰── label
 * ├── separator
 * ├── badge[.dot]
 * ├── edge
 * ╰── menubutton.overflow
 * ]|
 *
 * Every part the bar draws is a CSS node, so a stylesheet sets its colours, fonts, paddings and boxes: a
 * `segment` box (background, border, shadow) is drawn behind every segment in the state it is in (`:selected`,
 * `:hover`, `:active`, `:disabled`); the focus ring is the `segment` node's `outline`. Titles take the node's
 * font (family, size, weight, style), not `letter-spacing`, `text-decoration` or `font-feature-settings`, which
 * GTK 4.8 keeps to its own labels. The edge fades blend into `edge`'s `color` (the window's background): a
 * stylesheet that gives the bar a background of its own sets the same colour there. `menubutton.overflow` is a
 * #GtkMenuButton that lists every segment when they do not fit.
 *
 * # SegmentBar as GtkBuildable
 *
 * `<child type="start">` and `<child type="end">` set #SegmentBar:start-action-widget and
 * #SegmentBar:end-action-widget, as in a #GtkHeaderBar; a bar has no other child widgets (its segments come
 * from #SegmentBar:titles).
 *
 * # Accessibility
 *
 * The bar has the %GTK_ACCESSIBLE_ROLE_TAB_LIST role. Each segment on screen is an accessible object with
 * the %GTK_ACCESSIBLE_ROLE_TAB role, named by its title (an icon-only segment by its tooltip, else its icon's
 * name), with selected and disabled states and a description of its place ("3 of 10,000"), badge and tooltip, and
 * a loading segment's tab is busy; visible close buttons are buttons named "Close" and the title, and indicator
 * icons that take clicks are buttons named by their tooltips; each of these buttons has one action,
 * `button.click`, which does what a click on it does; the overflow button is named "All segments". A bar the app
 * does not name is named "Segments". GTK 4.8 reports the keyboard focus on the bar, not on a tab, so while the bar
 * has the focus its description tells the current tab ("Week, 2 of 4"): when the focus arrives, after each
 * selection, and in manual activation the tab the focus ring moved to.
 */
typedef struct _SegmentBar SegmentBar;
typedef struct _SegmentBarClass SegmentBarClass;

/* The instance structs are public only so that C and Vala can subclass (a subclass's struct embeds its
 * parent's); their fields are private. */
struct _SegmentBar {
  GtkWidget parent_instance;
  /*< private >*/
  gpointer priv;
};

/**
 * SegmentBarClass:
 * @parent_class: the parent class
 * @selection_changed: class handler of #SegmentBar::selection-changed (does nothing)
 * @reselected: class handler of #SegmentBar::reselected (does nothing)
 * @drag_progress: class handler of #SegmentBar::drag-progress (does nothing)
 * @close_requested: class handler of #SegmentBar::close-requested (returns %FALSE: the bar closes the tab)
 * @segment_moved: class handler of #SegmentBar::segment-moved (does nothing)
 * @indicator_activated: class handler of #SegmentBar::indicator-activated (does nothing)
 * @extra_drag_drop: class handler of #SegmentBar::extra-drag-drop (returns %FALSE: the drop is not taken)
 *
 * The class of #SegmentBar. A subclass overrides a signal's default handler by setting its field in
 * class_init (in Python: a `do_selection_changed` method; in Vala: `override`); the handlers SegmentKit
 * installs do nothing, so chaining up is always safe.
 */
struct _SegmentBarClass {
  GtkWidgetClass parent_class;

  /**
   * SegmentBarClass::selection_changed:
   * @self: the bar
   * @index: the newly selected segment
   *
   * Class handler of #SegmentBar::selection-changed. SegmentKit's does nothing.
   */
  void (* selection_changed) (SegmentBar *self, guint index);
  /**
   * SegmentBarClass::reselected:
   * @self: the bar
   * @index: the selected segment
   *
   * Class handler of #SegmentBar::reselected. SegmentKit's does nothing.
   */
  void (* reselected) (SegmentBar *self, guint index);
  /**
   * SegmentBarClass::drag_progress:
   * @self: the bar
   * @position: the tracker's fractional position under the pointer
   *
   * Class handler of #SegmentBar::drag-progress. SegmentKit's does nothing.
   */
  void (* drag_progress) (SegmentBar *self, gdouble position);
  /**
   * SegmentBarClass::close_requested:
   * @self: the bar
   * @index: the segment whose close button was clicked, or that was middle-clicked
   *
   * Class handler of #SegmentBar::close-requested. SegmentKit's returns %FALSE, so the bar closes the tab.
   *
   * Returns: %TRUE to keep the segment; %FALSE to let the bar remove it
   */
  gboolean (* close_requested) (SegmentBar *self, guint index);
  /**
   * SegmentBarClass::segment_moved:
   * @self: the bar
   * @from: where the segment was
   * @to: where it is now
   *
   * Class handler of #SegmentBar::segment-moved. SegmentKit's does nothing.
   */
  void (* segment_moved) (SegmentBar *self, guint from, guint to);
  /**
   * SegmentBarClass::indicator_activated:
   * @self: the bar
   * @index: the segment whose indicator icon was clicked
   *
   * Class handler of #SegmentBar::indicator-activated. SegmentKit's does nothing.
   */
  void (* indicator_activated) (SegmentBar *self, guint index);
  /**
   * SegmentBarClass::extra_drag_drop:
   * @self: the bar
   * @index: the segment the value was dropped on
   * @value: the dropped value
   *
   * Class handler of #SegmentBar::extra-drag-drop. SegmentKit's returns %FALSE: the drop is not taken.
   *
   * Returns: %TRUE when the handler took the drop
   */
  gboolean (* extra_drag_drop) (SegmentBar *self, guint index, GValue *value);

  /*< private >*/
  gpointer padding[4];
};

/**
 * PagedStack:
 *
 * Pages side by side, one on screen at a time, swiped with a finger, a touchpad or the keyboard,
 * made lazily by a page function (CSS name `pagedstack`). Implements #GtkOrientable: vertical pages
 * sit one above the other and swipe up and down.
 *
 * # Shortcuts and Gestures
 *
 * The stack is a Tab stop (its page area). While the keyboard focus is there or in a page: Page Up and
 * Page Down (also with Ctrl), Home and End move the pages; Ctrl+Tab and Ctrl+Shift+Tab too, going round from
 * the last page to the first and back; Alt+1 to Alt+9 and Alt+0 go to the first ten pages (a digit past the
 * last is left to other widgets). The keys with Ctrl or Alt act before the page's own widgets see them, as
 * #AdwTabView's shortcuts do (a text view would take Ctrl+Page Down and Ctrl+Tab); Page Up, Page Down, Home and
 * End stay a page's when it uses them. A stack inside a page of another takes these keys while the focus is in
 * its own pages. With #PagedStack:window-shortcuts the keys with Ctrl and Alt work from anywhere in the window. When the page holding the focus leaves the screen, the focus goes into the page the stack
 * comes to rest on (the widget it had the focus on when it was left, or else its first widget that takes it,
 * or the page area), as #GtkNotebook moves it.
 *
 * A drag with a finger or the mouse and a two-finger touchpad swipe move the pages, and a flick carries on
 * to the next; the wheel (horizontal, or vertical with Shift) turns one page per notch. A page's own widgets come
 * first: a drag that starts on a widget that drags by itself (a #GtkScale, text in a #GtkEntry or #GtkTextView, a
 * window handle) is the widget's, and a scroll over a #GtkScrolledWindow of the page that can still scroll that
 * way scrolls it, the pages turning once it is at its end. The paging switches
 * (#PagedStack:interactive, #PagedStack:allow-mouse-drag, #PagedStack:allow-scroll-wheel,
 * #PagedStack:allow-long-swipes, #PagedStack:bounces) tune them.
 *
 * # Actions
 *
 * - `pager.move` (`s`): moves the pages: `next` (or `forward`), `previous` (or `backward`), `first`, `last`,
 *   `left`, `right`, `next-looping`, `previous-looping`.
 *
 * A move it has no name for logs one warning and moves nothing.
 *
 * # CSS nodes
 *
 * The stack has one CSS node, `pagedstack`; its `:focus:focus-visible` `outline` is the page area's focus
 * ring, drawn inside its edges while the page area itself has the focus.
 *
 * # Accessibility
 *
 * The stack has the %GTK_ACCESSIBLE_ROLE_GROUP role; each page sits in a panel with the
 * %GTK_ACCESSIBLE_ROLE_TAB_PANEL role, and panels off screen are hidden from assistive technologies.
 */
typedef struct _PagedStack PagedStack;
typedef struct _PagedStackClass PagedStackClass;

struct _PagedStack {
  GtkWidget parent_instance;
  /*< private >*/
  gpointer priv;
};

/**
 * PagedStackClass:
 * @parent_class: the parent class
 * @page_changed: class handler of #PagedStack::page-changed (does nothing)
 * @page_appeared: class handler of #PagedStack::page-appeared (does nothing)
 * @page_disappeared: class handler of #PagedStack::page-disappeared (does nothing)
 *
 * The class of #PagedStack; a subclass overrides a signal's default handler as with #SegmentBarClass.
 */
struct _PagedStackClass {
  GtkWidgetClass parent_class;

  /**
   * PagedStackClass::page_changed:
   * @self: the stack
   * @index: the page the stack settled on
   *
   * Class handler of #PagedStack::page-changed. SegmentKit's does nothing.
   */
  void (* page_changed) (PagedStack *self, guint index);
  /**
   * PagedStackClass::page_appeared:
   * @self: the stack
   * @index: the page
   *
   * Class handler of #PagedStack::page-appeared. SegmentKit's does nothing.
   */
  void (* page_appeared) (PagedStack *self, guint index);
  /**
   * PagedStackClass::page_disappeared:
   * @self: the stack
   * @index: the page
   *
   * Class handler of #PagedStack::page-disappeared. SegmentKit's does nothing.
   */
  void (* page_disappeared) (PagedStack *self, guint index);

  /*< private >*/
  gpointer padding[8];
};

/**
 * SegmentedPager:
 *
 * A #SegmentBar linked to a #PagedStack: the bar's indicator follows the pages while they are swiped,
 * and a click on a segment pages the content (CSS name `segmentedpager`). Implements #GtkOrientable:
 * its orientation is its pages'; its bar's follows #SegmentedPager:placement.
 *
 * Handlers may select or edit from inside the pager's signals: a selection takes over a running slide,
 * and an edit asked for during another edit (from its #SegmentedPager::selection-changed or
 * `notify::position`) runs right after that edit, before the outer call returns.
 *
 * # Shortcuts and Gestures
 *
 * Those of its #SegmentBar and #PagedStack: the bar's keys while the focus is in the bar, the stack's while
 * it is in the page area or a page (Alt+1 to Alt+0 in both). In the bar, Ctrl+Page Up and Page Down, Ctrl+Tab
 * and Ctrl+Shift+Tab move the pages too, as they do from the pages and as #GtkNotebook's keys do from its tabs;
 * the focus stays in the bar.
 *
 * # CSS nodes
 *
 * |[<!-- language="plain" -->
 * segmentedpager
 * ├── segmentbar[.top|.bottom|.start|.end]
 * ╰── pagedstack
 * ]|
 *
 * # SegmentedPager as GtkBuildable
 *
 * Untyped `<child>` elements are its pages, one per title; `<child internal-child="bar">` and
 * `<child internal-child="stack">` reach its #SegmentBar and #PagedStack, where a tab strip's close buttons,
 * action widgets and menu, or the stack's limits, are set in the file.
 *
 * # Accessibility
 *
 * The pager has the %GTK_ACCESSIBLE_ROLE_GROUP role. Each tab of its bar controls its page's panel once the
 * page is made (pages are made lazily), and the panel is labelled by its tab.
 */
typedef struct _SegmentedPager SegmentedPager;
typedef struct _SegmentedPagerClass SegmentedPagerClass;

struct _SegmentedPager {
  GtkWidget parent_instance;
  /*< private >*/
  gpointer priv;
};

/**
 * SegmentedPagerClass:
 * @parent_class: the parent class
 * @selection_changed: class handler of #SegmentedPager::selection-changed (does nothing)
 * @reselected: class handler of #SegmentedPager::reselected (does nothing)
 *
 * The class of #SegmentedPager; a subclass overrides a signal's default handler as with #SegmentBarClass.
 */
struct _SegmentedPagerClass {
  GtkWidgetClass parent_class;

  /**
   * SegmentedPagerClass::selection_changed:
   * @self: the pager
   * @index: the newly selected segment and page
   *
   * Class handler of #SegmentedPager::selection-changed. SegmentKit's does nothing.
   */
  void (* selection_changed) (SegmentedPager *self, guint index);
  /**
   * SegmentedPagerClass::reselected:
   * @self: the pager
   * @index: the selected segment
   *
   * Class handler of #SegmentedPager::reselected. SegmentKit's does nothing.
   */
  void (* reselected) (SegmentedPager *self, guint index);

  /*< private >*/
  gpointer padding[8];
};

#define SEGMENT_TYPE_BAR (segment_bar_get_type ())
#define PAGED_TYPE_STACK (paged_stack_get_type ())
#define SEGMENTED_TYPE_PAGER (segmented_pager_get_type ())
#define SEGMENT_BAR(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), SEGMENT_TYPE_BAR, SegmentBar))
#define SEGMENT_IS_BAR(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), SEGMENT_TYPE_BAR))
#define SEGMENT_BAR_CLASS(klass) (G_TYPE_CHECK_CLASS_CAST ((klass), SEGMENT_TYPE_BAR, SegmentBarClass))
#define SEGMENT_BAR_GET_CLASS(obj) (G_TYPE_INSTANCE_GET_CLASS ((obj), SEGMENT_TYPE_BAR, SegmentBarClass))
#define PAGED_STACK(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), PAGED_TYPE_STACK, PagedStack))
#define PAGED_IS_STACK(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), PAGED_TYPE_STACK))
#define PAGED_STACK_CLASS(klass) (G_TYPE_CHECK_CLASS_CAST ((klass), PAGED_TYPE_STACK, PagedStackClass))
#define PAGED_STACK_GET_CLASS(obj) (G_TYPE_INSTANCE_GET_CLASS ((obj), PAGED_TYPE_STACK, PagedStackClass))
#define SEGMENTED_PAGER(obj) (G_TYPE_CHECK_INSTANCE_CAST ((obj), SEGMENTED_TYPE_PAGER, SegmentedPager))
#define SEGMENTED_IS_PAGER(obj) (G_TYPE_CHECK_INSTANCE_TYPE ((obj), SEGMENTED_TYPE_PAGER))
#define SEGMENTED_PAGER_CLASS(klass) (G_TYPE_CHECK_CLASS_CAST ((klass), SEGMENTED_TYPE_PAGER, SegmentedPagerClass))
#define SEGMENTED_PAGER_GET_CLASS(obj) \
  (G_TYPE_INSTANCE_GET_CLASS ((obj), SEGMENTED_TYPE_PAGER, SegmentedPagerClass))
#ifndef __GI_SCANNER__
/* valac names a class cast after the introspection namespace and the type (SegmentKit + SegmentedPager) when a
 * Vala subclass chains up to a class handler (`base.selection_changed (index)`); these let that compile. */
#define SEGMENT_KIT_SEGMENT_BAR_CLASS(klass) SEGMENT_BAR_CLASS (klass)
#define SEGMENT_KIT_PAGED_STACK_CLASS(klass) PAGED_STACK_CLASS (klass)
#define SEGMENT_KIT_SEGMENTED_PAGER_CLASS(klass) SEGMENTED_PAGER_CLASS (klass)
#endif
#define SEGMENT_KIT_TYPE_ERROR (segment_kit_error_get_type ())
#define SEGMENT_TYPE_ACTIVATION_MODE (segment_activation_mode_get_type ())
#define SEGMENT_TYPE_RESELECT_BEHAVIOR (segment_reselect_behavior_get_type ())
#define SEGMENT_TYPE_BAR_PLACEMENT (segment_bar_placement_get_type ())
#define SEGMENT_TYPE_CLOSE_BUTTON_POLICY (segment_close_button_policy_get_type ())

/**
 * SEGMENT_KIT_ERROR:
 *
 * The error domain of SegmentKit's recoverable failures; codes are #SegmentKitError values.
 */
#define SEGMENT_KIT_ERROR (segment_kit_error_quark ())

/**
 * SegmentKitError:
 * @SEGMENT_KIT_ERROR_UNKNOWN_STYLE: the style name is not one of the presets
 * @SEGMENT_KIT_ERROR_IMAGE: an image file could not be loaded
 *
 * Error codes in the `SEGMENT_KIT_ERROR` domain.
 */
typedef enum {
  SEGMENT_KIT_ERROR_UNKNOWN_STYLE,
  SEGMENT_KIT_ERROR_IMAGE
} SegmentKitError;

/**
 * SegmentActivationMode:
 * @SEGMENT_ACTIVATION_MODE_AUTOMATIC: arrow keys select the segment they land on
 * @SEGMENT_ACTIVATION_MODE_MANUAL: arrow keys move a focus ring; Space or Enter selects
 *
 * What the arrow keys do in a #SegmentBar.
 */
typedef enum {
  SEGMENT_ACTIVATION_MODE_AUTOMATIC,
  SEGMENT_ACTIVATION_MODE_MANUAL
} SegmentActivationMode;

/**
 * SegmentReselectBehavior:
 * @SEGMENT_RESELECT_BEHAVIOR_NOTHING: only the #SegmentedPager::reselected signal
 * @SEGMENT_RESELECT_BEHAVIOR_SCROLL_TO_START: also scroll the page's first #GtkScrolledWindow back to the top
 *
 * What a #SegmentedPager does when the selected segment is activated again.
 */
typedef enum {
  SEGMENT_RESELECT_BEHAVIOR_NOTHING,
  SEGMENT_RESELECT_BEHAVIOR_SCROLL_TO_START
} SegmentReselectBehavior;

/**
 * SegmentBarPlacement:
 * @SEGMENT_BAR_PLACEMENT_TOP: the bar is above the pages
 * @SEGMENT_BAR_PLACEMENT_BOTTOM: the bar is below the pages
 * @SEGMENT_BAR_PLACEMENT_START: the bar is a vertical sidebar at the start of the pages (left in left-to-right)
 * @SEGMENT_BAR_PLACEMENT_END: the bar is a vertical sidebar at the end of the pages
 *
 * Where a #SegmentedPager puts its bar.
 */
typedef enum {
  SEGMENT_BAR_PLACEMENT_TOP,
  SEGMENT_BAR_PLACEMENT_BOTTOM,
  SEGMENT_BAR_PLACEMENT_START,
  SEGMENT_BAR_PLACEMENT_END
} SegmentBarPlacement;

/**
 * SegmentCloseButtonPolicy:
 * @SEGMENT_CLOSE_BUTTON_POLICY_NONE: no close buttons (the default)
 * @SEGMENT_CLOSE_BUTTON_POLICY_SELECTED: only the selected tab shows one
 * @SEGMENT_CLOSE_BUTTON_POLICY_ALL: every tab shows one
 *
 * Which tabs of a #SegmentBar show a close button (#SegmentBar:close-button-policy).
 */
typedef enum {
  SEGMENT_CLOSE_BUTTON_POLICY_NONE,
  SEGMENT_CLOSE_BUTTON_POLICY_SELECTED,
  SEGMENT_CLOSE_BUTTON_POLICY_ALL
} SegmentCloseButtonPolicy;

/**
 * SegmentPageFunc:
 * @index: the index of the page to make
 * @user_data: (closure): the data given with the function
 *
 * Makes the widget of page @index, the first time the page is about to be visible.
 *
 * Returns: (transfer full) (nullable): the page, or %NULL to show an empty placeholder
 *   (with a log line). A floating widget, as gtk_label_new() returns, is fine. A widget the app keeps a
 *   reference to (a page made earlier, cached) must be returned with g_object_ref(): the pager takes over the
 *   reference it is given.
 */
typedef GtkWidget *(*SegmentPageFunc) (guint index, gpointer user_data);

/**
 * segment_kit_error_quark:
 *
 * Gets the error domain of SegmentKit's recoverable failures; `SEGMENT_KIT_ERROR` calls it. Unlike the other
 * functions, it may be called from any thread, as GLib's quarks can.
 *
 * Returns: the #GQuark of the `SEGMENT_KIT_ERROR` domain
 */
GQuark segment_kit_error_quark (void);
GType segment_kit_error_get_type (void) G_GNUC_CONST;
GType segment_activation_mode_get_type (void) G_GNUC_CONST;
GType segment_reselect_behavior_get_type (void) G_GNUC_CONST;
GType segment_bar_placement_get_type (void) G_GNUC_CONST;
GType segment_close_button_policy_get_type (void) G_GNUC_CONST;

/**
 * segment_kit_init:
 *
 * Registers #SegmentBar, #PagedStack and #SegmentedPager with GObject, so that a #GtkBuilder file or a
 * widget template can name them. Call it once after gtk_init(), before the first such file is loaded; in a
 * language binding too (`SegmentKit.init()`, as `Adw.init()` for libadwaita): the library is loaded, and its
 * types registered, only when the program first uses one of its functions or classes, which a `.ui` file
 * alone does not do. Calling it again does nothing.
 */
void segment_kit_init (void);

/* ---------------------------------------------------------------------------------------------- SegmentBar */

GType segment_bar_get_type (void) G_GNUC_CONST;

/**
 * segment_bar_new:
 *
 * Creates an empty bar in the `underline` style.
 *
 * Returns: (transfer floating) (type SegmentBar): a new #SegmentBar
 */
GtkWidget *segment_bar_new (void);

/**
 * segment_bar_new_with_titles:
 * @titles: (array zero-terminated=1) (nullable): the segments' titles
 *
 * Creates a bar with one plain segment per title, the first one selected; %NULL, like an empty array, makes an
 * empty bar.
 *
 * Returns: (transfer floating) (type SegmentBar): a new #SegmentBar
 */
GtkWidget *segment_bar_new_with_titles (const char * const *titles);

/**
 * segment_bar_set_titles:
 * @self: a #SegmentBar
 * @titles: (array zero-terminated=1) (nullable): the new titles
 *
 * Replaces every segment with a plain one per title (all at once: the fast way to fill a large bar).
 * The selected index is kept when it is still valid. %NULL, like an empty array, removes every segment.
 *
 * When the selection moves (the first titles of an empty bar select the first segment; fewer titles than the
 * selected index select the last) #SegmentBar::selection-changed is emitted, as for a click; an app that
 * rebinds a bar to its own state (a row of a recycled #GtkListView) sets the titles and then calls
 * segment_bar_select() with @notify %FALSE, blocking its handler around both, or reads the index the handler
 * is given.
 */
void segment_bar_set_titles (SegmentBar *self, const char * const *titles);

/**
 * segment_bar_get_titles:
 * @self: a #SegmentBar
 *
 * Gets the titles of the bar's segments. A markup title (see segment_bar_set_item_markup()) is returned as
 * written, tags included. See #SegmentBar:titles.
 *
 * Returns: (transfer full) (array zero-terminated=1): the segments' titles; free with g_strfreev()
 */
char **segment_bar_get_titles (SegmentBar *self);

/**
 * segment_bar_get_n_items:
 * @self: a #SegmentBar
 *
 * Gets the number of segments. See #SegmentBar:n-items.
 *
 * Returns: the number of segments
 */
guint segment_bar_get_n_items (SegmentBar *self);

/**
 * segment_bar_insert:
 * @self: a #SegmentBar
 * @index: where to insert, from 0 to the number of segments
 * @title: the new segment's title
 *
 * Inserts a plain segment; the selected segment stays selected.
 */
void segment_bar_insert (SegmentBar *self, guint index, const char *title);

/**
 * segment_bar_remove:
 * @self: a #SegmentBar
 * @index: the segment to remove
 *
 * Removes a segment; removing the selected one selects its neighbour and emits
 * #SegmentBar::selection-changed.
 */
void segment_bar_remove (SegmentBar *self, guint index);

/**
 * segment_bar_move:
 * @self: a #SegmentBar
 * @from: the segment to move
 * @to: its new index
 *
 * Moves a segment; the selected segment stays selected. A pinned segment moves only among the pinned
 * ones and any other only among the others: @to is limited to them (segment_bar_set_item_pinned()). An
 * index out of range is a critical.
 */
void segment_bar_move (SegmentBar *self, guint from, guint to);

/**
 * segment_bar_rename:
 * @self: a #SegmentBar
 * @index: a segment
 * @title: its new title (plain text, never markup)
 *
 * Sets the title of segment @index, keeping its icon and badge. A markup title set with
 * segment_bar_set_item_markup() becomes plain text. An index out of range, or a %NULL @title, is a critical.
 */
void segment_bar_rename (SegmentBar *self, guint index, const char *title);

/**
 * segment_bar_get_title:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Gets the title of segment @index. A markup title is returned as written, tags included. Unlike the setters,
 * an index out of range is not a critical.
 *
 * Returns: (transfer full) (nullable): the segment's title, %NULL if @index is out of range
 */
char *segment_bar_get_title (SegmentBar *self, guint index);

/**
 * segment_bar_set_icon:
 * @self: a #SegmentBar
 * @index: a segment
 * @icon: (nullable): a theme icon name or an image file path, %NULL for none
 * @selected_icon: (nullable): the icon when the segment is selected, %NULL to use @icon
 *
 * Sets the icons of segment @index. A name that contains a slash is read as an image file; image files are
 * recoloured in the title's colour like symbolic icons. An index out of range is a critical.
 */
void segment_bar_set_icon (SegmentBar *self, guint index, const char *icon, const char *selected_icon);

/**
 * segment_bar_set_badge_dot:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Shows a small dot at the segment's title.
 */
void segment_bar_set_badge_dot (SegmentBar *self, guint index);

/**
 * segment_bar_set_badge_count:
 * @self: a #SegmentBar
 * @index: a segment
 * @count: the number; 0 or less shows nothing, more than 99 shows "99+"
 *
 * Sets a number badge on segment @index, replacing any badge it had. An index out of range is a critical.
 */
void segment_bar_set_badge_count (SegmentBar *self, guint index, int count);

/**
 * segment_bar_set_badge_text:
 * @self: a #SegmentBar
 * @index: a segment
 * @text: a short text, such as "new"; empty shows nothing
 *
 * Sets a text badge on segment @index, replacing any badge it had. An index out of range, or a %NULL @text,
 * is a critical.
 */
void segment_bar_set_badge_text (SegmentBar *self, guint index, const char *text);

/**
 * segment_bar_clear_badge:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Removes the badge of segment @index, if it has one. An index out of range is a critical.
 */
void segment_bar_clear_badge (SegmentBar *self, guint index);

/**
 * segment_bar_set_item_enabled:
 * @self: a #SegmentBar
 * @index: a segment
 * @enabled: whether clicks and keys can select it
 *
 * Sets whether segment @index can be selected. A disabled segment is drawn dimmed and clicks and keys skip
 * it; disabling the selected segment leaves it selected. An index out of range is a critical.
 */
void segment_bar_set_item_enabled (SegmentBar *self, guint index, gboolean enabled);

/**
 * segment_bar_get_item_enabled:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Returns whether segment @index can be selected. Unlike the setters, an index out of range is not a
 * critical.
 *
 * Returns: whether the segment can be selected (%FALSE when @index is out of range)
 */
gboolean segment_bar_get_item_enabled (SegmentBar *self, guint index);

/**
 * segment_bar_set_item_loading:
 * @self: a #SegmentBar
 * @index: a segment
 * @loading: whether the segment's page is loading
 *
 * Sets whether segment @index's page is loading, as #AdwTabPage:loading: a spinner turns in the segment's
 * icon's place (a segment without an icon makes room for it), in the segment's colour, standing still while
 * animations are off, and its tab reads as busy to assistive technologies. An index out of range is a
 * critical.
 */
void segment_bar_set_item_loading (SegmentBar *self, guint index, gboolean loading);

/**
 * segment_bar_get_item_loading:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Returns whether segment @index's page is loading. An index out of range is not a critical.
 *
 * Returns: whether the segment shows a spinner (%FALSE when @index is out of range)
 */
gboolean segment_bar_get_item_loading (SegmentBar *self, guint index);

/**
 * segment_bar_set_item_indicator_icon:
 * @self: a #SegmentBar
 * @index: a segment
 * @icon_name: (nullable): a theme icon's name (or an image file's path), or %NULL or empty for none
 * @tooltip: (nullable): the icon's tooltip, also its accessible name when it is activatable
 * @activatable: whether a click on the icon emits #SegmentBar::indicator-activated instead of selecting the tab
 *
 * Gives segment @index an indicator icon, as #AdwTabPage:indicator-icon, #AdwTabPage:indicator-tooltip and
 * #AdwTabPage:indicator-activatable: an icon at the tab's start that says something about its page, such as
 * `audio-volume-high-symbolic` while it plays sound, which the user clicks to mute it. It sits opposite the
 * close button, in the room a tab strip keeps on both sides of every tab while any tab shows a close button or
 * an indicator icon (in a closable strip it comes and goes without moving a title; in one without close buttons
 * the first icon makes every tab keep that room); a pinned tab shows it in its icon's place.
 * An activatable icon takes clicks in the selected tab and in any tab that is not pinned, shows a round box under
 * the pointer (CSS node `segment > button.tab-indicator`) and is an accessible button named by @tooltip, or
 * "Indicator of" and the tab's title. An index out of range is a critical.
 */
void segment_bar_set_item_indicator_icon (SegmentBar *self, guint index, const char *icon_name,
                                          const char *tooltip, gboolean activatable);

/**
 * segment_bar_get_item_indicator_icon:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Returns the name of segment @index's indicator icon. An index out of range is not a critical.
 *
 * Returns: (transfer full) (nullable): the icon's name, or %NULL when the segment has none or @index is out of
 *   range
 */
char *segment_bar_get_item_indicator_icon (SegmentBar *self, guint index);

/**
 * segment_bar_get_item_indicator_tooltip:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Returns the tooltip of segment @index's indicator icon. An index out of range is not a critical.
 *
 * Returns: (transfer full) (nullable): the tooltip, or %NULL when the icon has none, the segment has no icon or
 *   @index is out of range
 */
char *segment_bar_get_item_indicator_tooltip (SegmentBar *self, guint index);

/**
 * segment_bar_get_item_indicator_activatable:
 * @self: a #SegmentBar
 * @index: a segment
 *
 * Returns whether a click on segment @index's indicator icon emits #SegmentBar::indicator-activated. An index
 * out of range is not a critical.
 *
 * Returns: whether the segment has an activatable indicator icon (%FALSE without one, or out of range)
 */
gboolean segment_bar_get_item_indicator_activatable (SegmentBar *self, guint index);

/**
 * segment_bar_setup_extra_drop_target:
 * @self: a #SegmentBar
 * @actions: the actions a drop may take (%GDK_ACTION_COPY, %GDK_ACTION_MOVE, %GDK_ACTION_LINK; other bits are
 *   ignored)
 * @types: (nullable) (transfer none) (array length=n_types): the types of values the segments take
 * @n_types: the number of @types
 *
 * Lets the user drop values of @types on the bar's segments, as adw_tab_bar_setup_extra_drop_target() does:
 * files on a file manager's tab, a link on a browser's tab. Each drop emits #SegmentBar::extra-drag-drop with
 * the segment and the value; a drop no handler takes, or one between segments, on a disabled segment or on the
 * bar's own buttons, is refused. While a value is dragged over a segment, the segment is drawn with the
 * `segment:drop(active)` CSS node, and resting there selects it after half a second.
 *
 * GTK reads a drop as the first of @types the drag offers: give the richest first (file managers offer files
 * as text too). A drop target of an ancestor does not get drops over the bar, as with AdwTabBar's.
 *
 * Calling it again changes the types and actions of the bar's one drop target in place (also from a handler of
 * the drop); no types (or no @actions) stop taking drops. A %NULL @types with a count, more than 64 types, or
 * %G_TYPE_INVALID, %G_TYPE_NONE or another fundamental type that holds no value among them is a critical, and
 * the bar keeps what it took.
 */
void segment_bar_setup_extra_drop_target (SegmentBar *self, GdkDragAction actions, GType *types,
                                          gsize n_types);

/**
 * segment_bar_select:
 * @self: a #SegmentBar
 * @index: an enabled segment
 * @animated: slide the indicator (when animations are on) rather than jump
 * @notify: emit #SegmentBar::selection-changed; %FALSE selects without it (`notify::selected` still fires)
 *
 * Selects segment @index. In a #SegmentedPager the pages follow. Selecting the segment that is already
 * selected emits no signal. An index out of range or a disabled segment is a critical. See
 * #SegmentBar:selected.
 */
void segment_bar_select (SegmentBar *self, guint index, gboolean animated, gboolean notify);

/**
 * segment_bar_get_selected:
 * @self: a #SegmentBar
 *
 * Gets the selected segment. See #SegmentBar:selected.
 *
 * Returns: the selected segment, -1 when there are none
 */
int segment_bar_get_selected (SegmentBar *self);

/**
 * segment_bar_set_position:
 * @self: a #SegmentBar
 * @position: a finite fractional index (2.5 is half-way between the third and fourth segment)
 *
 * Moves the indicator at once, without changing the selection: drive it from a pager or a scrolled window.
 */
void segment_bar_set_position (SegmentBar *self, double position);

/**
 * segment_bar_get_position:
 * @self: a #SegmentBar
 *
 * Gets the indicator's position, which moves continuously while it slides or follows a swipe: 2.5 is half-way
 * between the third and fourth segment. See #SegmentBar:position.
 *
 * Returns: the indicator's fractional position
 */
double segment_bar_get_position (SegmentBar *self);

/**
 * segment_bar_get_scroll_offset:
 * @self: a #SegmentBar
 *
 * Gets how far a bar whose segments do not fit is scrolled, in points from its leading end. See
 * #SegmentBar:scroll-offset.
 *
 * Returns: the scroll offset in points, 0 for a bar that fits
 */
double segment_bar_get_scroll_offset (SegmentBar *self);

/**
 * segment_bar_set_style_name:
 * @self: a #SegmentBar
 * @name: a preset: `underline`, `scrollable`, `capsule`, `icons` or `cursor`; or `custom`
 * @error: return location for a %SEGMENT_KIT_ERROR_UNKNOWN_STYLE error
 *
 * Sets the bar's style to a preset. A preset brings its own indicator shape and width mode, replacing those
 * set before. `custom`, the name a changed preset reads as, keeps the style as it is. A %NULL or unknown @name is not a critical but an error to handle, as a style name often comes
 * from a settings file or the user. See #SegmentBar:style-name.
 *
 * Returns: %TRUE if the style was applied; %FALSE (and the style unchanged) for an unknown name
 */
gboolean segment_bar_set_style_name (SegmentBar *self, const char *name, GError **error);

/**
 * segment_bar_get_style_name:
 * @self: a #SegmentBar
 *
 * Gets the name of the bar's style preset. A preset changed afterwards (by segment_bar_set_indicator_shape(),
 * segment_bar_set_segment_width() or segment_bar_set_segments_per_view()) reads as `custom`, and as its name
 * again once changed back (a segment width set to 0 restores the preset's width mode). See
 * #SegmentBar:style-name.
 *
 * Returns: (transfer full): the preset's name, or `custom` for a style set from Swift
 */
char *segment_bar_get_style_name (SegmentBar *self);

/**
 * segment_bar_set_activation_mode:
 * @self: a #SegmentBar
 * @mode: what the arrow keys do
 *
 * Sets what the arrow keys do in the bar (%SEGMENT_ACTIVATION_MODE_AUTOMATIC by default). A value outside
 * #SegmentActivationMode is refused by GObject with one warning, and nothing changes. See
 * #SegmentBar:activation-mode.
 */
void segment_bar_set_activation_mode (SegmentBar *self, SegmentActivationMode mode);

/**
 * segment_bar_get_activation_mode:
 * @self: a #SegmentBar
 *
 * Gets what the arrow keys do in the bar. See #SegmentBar:activation-mode.
 *
 * Returns: what the arrow keys do
 */
SegmentActivationMode segment_bar_get_activation_mode (SegmentBar *self);

/**
 * segment_bar_set_shows_overflow_menu:
 * @self: a #SegmentBar
 * @shows: whether an overflowing bar shows a button listing every segment
 *
 * Sets whether an overflowing bar shows a button at its trailing end that lists every segment (%TRUE by
 * default). See #SegmentBar:shows-overflow-menu.
 */
void segment_bar_set_shows_overflow_menu (SegmentBar *self, gboolean shows);

/**
 * segment_bar_get_shows_overflow_menu:
 * @self: a #SegmentBar
 *
 * Gets whether an overflowing bar shows a button listing every segment. See #SegmentBar:shows-overflow-menu.
 *
 * Returns: whether an overflowing bar shows a button listing every segment
 */
gboolean segment_bar_get_shows_overflow_menu (SegmentBar *self);

/**
 * segment_bar_set_reorderable:
 * @self: a #SegmentBar
 * @reorderable: whether tabs can be dragged to new places and moved with Ctrl+Shift+Page Up/Down or Alt+arrows
 *
 * Sets whether the user can reorder the tabs (%FALSE by default). While a tab is dragged the others slide
 * aside; in a #SegmentedPager a moved tab takes its page along. See #SegmentBar:reorderable.
 */
void segment_bar_set_reorderable (SegmentBar *self, gboolean reorderable);

/**
 * segment_bar_get_reorderable:
 * @self: a #SegmentBar
 *
 * Gets whether the user can reorder the tabs. See #SegmentBar:reorderable.
 *
 * Returns: whether tabs can be reordered by the user
 */
gboolean segment_bar_get_reorderable (SegmentBar *self);

/**
 * segment_bar_set_close_button_policy:
 * @self: a #SegmentBar
 * @policy: which tabs show a close button
 *
 * Sets which tabs show a close button (%SEGMENT_CLOSE_BUTTON_POLICY_NONE by default). A click on a close
 * button asks to close its tab as segment_bar_request_close() does. A value outside #SegmentCloseButtonPolicy
 * is refused by GObject with one warning, and nothing changes. See #SegmentBar:close-button-policy.
 */
void segment_bar_set_close_button_policy (SegmentBar *self, SegmentCloseButtonPolicy policy);

/**
 * segment_bar_get_close_button_policy:
 * @self: a #SegmentBar
 *
 * Gets which tabs show a close button. See #SegmentBar:close-button-policy.
 *
 * Returns: which tabs show a close button
 */
SegmentCloseButtonPolicy segment_bar_get_close_button_policy (SegmentBar *self);

/**
 * segment_bar_request_close:
 * @self: a #SegmentBar
 * @index: the tab to close
 *
 * Asks to close tab @index as its close button does: emits #SegmentBar::close-requested and removes the tab
 * (with its page in a #SegmentedPager) unless a handler returns %TRUE. An index out of range is a critical;
 * asking again for a tab whose request is under way (from its own #SegmentBar::close-requested handler) logs
 * one warning and does nothing more.
 */
void segment_bar_request_close (SegmentBar *self, guint index);

/**
 * segment_bar_set_item_pinned:
 * @self: a #SegmentBar
 * @index: a tab
 * @pinned: whether the tab is pinned
 *
 * Pins or unpins tab @index, as adw_tab_view_set_page_pinned(): pinning moves it after the pinned tabs,
 * unpinning to the start of the others (with its page in a #SegmentedPager), emitting
 * #SegmentBar::segment-moved when it moved. A pinned tab shows its icon alone, its title in its tooltip
 * (a document icon when it has none); it has no close button, ignores a middle click, as in AdwTabBar, and
 * is not removed by segment_bar_request_close() (its #SegmentBar::close-requested handlers still hear that); the user drags
 * it and moves it with the keys only among the pinned tabs, which always come first, and
 * segment_bar_move() limits a move likewise. Nothing happens when it already is so. An index out of range
 * is a critical.
 */
void segment_bar_set_item_pinned (SegmentBar *self, guint index, gboolean pinned);

/**
 * segment_bar_get_item_pinned:
 * @self: a #SegmentBar
 * @index: a tab
 *
 * Returns whether tab @index is pinned. An index out of range is not a critical.
 *
 * Returns: whether the tab is pinned (%FALSE when @index is out of range)
 */
gboolean segment_bar_get_item_pinned (SegmentBar *self, guint index);

/**
 * segment_bar_get_n_pinned:
 * @self: a #SegmentBar
 *
 * Gets how many tabs are pinned: the first ones, as #AdwTabView:n-pinned-pages.
 *
 * Returns: the number of pinned tabs
 */
guint segment_bar_get_n_pinned (SegmentBar *self);

/**
 * segment_bar_set_default_icon_name:
 * @self: a #SegmentBar
 * @icon_name: (nullable): a theme icon name or an image file's path, or %NULL
 *
 * Sets the icon a pinned tab without one of its own shows, as #AdwTabView:default-icon;
 * `text-x-generic-symbolic` unless set. A pinned tab shows no title, so it always shows an icon: %NULL or an
 * empty name restores the default. See #SegmentBar:default-icon-name.
 */
void segment_bar_set_default_icon_name (SegmentBar *self, const char *icon_name);

/**
 * segment_bar_get_default_icon_name:
 * @self: a #SegmentBar
 *
 * Gets the icon a pinned tab without one of its own shows. See segment_bar_set_default_icon_name().
 *
 * Returns: (transfer full): the icon's name
 */
char *segment_bar_get_default_icon_name (SegmentBar *self);

/**
 * segment_bar_get_menu_target:
 * @self: a #SegmentBar
 *
 * Gets the tab the context menu is open for, so that the menu's actions know which tab they act on. It follows
 * its tab when tabs move, and is -1 again once that tab is closed, and once the menu has closed and the entry
 * chosen has run its action (in the next idle turn), as `AdwTabView::setup-menu` with no page. See
 * #SegmentBar:menu-target.
 *
 * Returns: the tab the context menu is open for, or -1
 */
gint segment_bar_get_menu_target (SegmentBar *self);

/**
 * segment_bar_set_menu_model:
 * @self: a #SegmentBar
 * @model: (nullable): the context menu's model, or %NULL for no context menu
 *
 * Sets the tabs' context menu, shown as a #GtkPopoverMenu on a right click, Menu, Shift+F10 or a long touch;
 * segment_bar_get_menu_target() tells its actions which tab it was opened for. The bar keeps a reference. See
 * #SegmentBar:menu-model.
 */
void segment_bar_set_menu_model (SegmentBar *self, GMenuModel *model);

/**
 * segment_bar_get_menu_model:
 * @self: a #SegmentBar
 *
 * Gets the tabs' context menu model. See #SegmentBar:menu-model.
 *
 * Returns: (transfer none) (nullable): the context menu's model, or %NULL
 */
GMenuModel *segment_bar_get_menu_model (SegmentBar *self);

/**
 * segment_bar_set_start_action_widget:
 * @self: a #SegmentBar
 * @widget: (nullable): a widget such as a "new tab" button, or %NULL to remove it
 *
 * Puts @widget at the start of the strip, as gtk_notebook_set_action_widget() does; the bar makes it its child.
 * A widget that has a parent, the bar itself, one of its ancestors or a window is refused with one warning.
 * See #SegmentBar:start-action-widget.
 */
void segment_bar_set_start_action_widget (SegmentBar *self, GtkWidget *widget);

/**
 * segment_bar_get_start_action_widget:
 * @self: a #SegmentBar
 *
 * Gets the widget at the start of the strip. See #SegmentBar:start-action-widget.
 *
 * Returns: (transfer none) (nullable): the widget, or %NULL
 */
GtkWidget *segment_bar_get_start_action_widget (SegmentBar *self);

/**
 * segment_bar_set_end_action_widget:
 * @self: a #SegmentBar
 * @widget: (nullable): a widget, or %NULL to remove it
 *
 * Puts @widget at the end of the strip; the bar makes it its child. A widget that has a parent, the bar
 * itself, one of its ancestors or a window is refused with one warning. See #SegmentBar:end-action-widget.
 */
void segment_bar_set_end_action_widget (SegmentBar *self, GtkWidget *widget);

/**
 * segment_bar_get_end_action_widget:
 * @self: a #SegmentBar
 *
 * Gets the widget at the end of the strip. See #SegmentBar:end-action-widget.
 *
 * Returns: (transfer none) (nullable): the widget, or %NULL
 */
GtkWidget *segment_bar_get_end_action_widget (SegmentBar *self);

/**
 * segment_bar_set_animation_duration:
 * @self: a #SegmentBar
 * @seconds: the selection animation's length; 0 disables it
 *
 * Sets how long the indicator takes to slide to a newly selected segment (0.2 seconds by default). A negative
 * or non-finite length, or one above 60 seconds, is a critical and changes nothing. The bar of a
 * #SegmentedPager follows its pages instead. See #SegmentBar:animation-duration.
 */
void segment_bar_set_animation_duration (SegmentBar *self, double seconds);

/**
 * segment_bar_get_animation_duration:
 * @self: a #SegmentBar
 *
 * Gets how long the indicator takes to slide to a newly selected segment. See #SegmentBar:animation-duration.
 *
 * Returns: the selection animation's length in seconds
 */
double segment_bar_get_animation_duration (SegmentBar *self);

/**
 * segment_bar_set_selects_on_press:
 * @self: a #SegmentBar
 * @selects: whether a press selects at once, before the release (CRMMultipleSwitch's touch-down)
 *
 * Sets whether pressing a segment selects it at once, without waiting for the release (%FALSE by default). A
 * press that then drags still scrolls the bar or moves the tracker. See #SegmentBar:selects-on-press.
 */
void segment_bar_set_selects_on_press (SegmentBar *self, gboolean selects);

/**
 * segment_bar_get_selects_on_press:
 * @self: a #SegmentBar
 *
 * Gets whether pressing a segment selects it at once. See #SegmentBar:selects-on-press.
 *
 * Returns: whether a press selects at once, before the release
 */
gboolean segment_bar_get_selects_on_press (SegmentBar *self);

/**
 * segment_bar_set_use_underline:
 * @self: a #SegmentBar
 * @use_underline: whether an underscore in a title marks its mnemonic character ("_Inbox": Alt+I selects it)
 *
 * Sets whether titles mark their mnemonic with an underscore, as gtk_label_set_use_underline() does (%FALSE
 * by default). A double underscore is a literal one; the mnemonic is underlined while the window shows
 * mnemonics. See #SegmentBar:use-underline.
 */
void segment_bar_set_use_underline (SegmentBar *self, gboolean use_underline);

/**
 * segment_bar_get_use_underline:
 * @self: a #SegmentBar
 *
 * Gets whether titles mark their mnemonic with an underscore. See #SegmentBar:use-underline.
 *
 * Returns: whether an underscore in a title marks its mnemonic character
 */
gboolean segment_bar_get_use_underline (SegmentBar *self);

/**
 * segment_bar_set_drags_tracker_from_anywhere:
 * @self: a #SegmentBar
 * @drags: whether a drag that starts anywhere on a capsule or box bar moves the tracker
 *
 * Sets whether a drag that starts anywhere on the bar moves the tracker (%FALSE by default: only a drag that
 * starts on the tracker does). Bars whose indicator is an underline or a dot have no tracker. See
 * #SegmentBar:drags-tracker-from-anywhere.
 */
void segment_bar_set_drags_tracker_from_anywhere (SegmentBar *self, gboolean drags);

/**
 * segment_bar_get_drags_tracker_from_anywhere:
 * @self: a #SegmentBar
 *
 * Gets whether a drag that starts anywhere on a capsule or box bar moves the tracker. See
 * #SegmentBar:drags-tracker-from-anywhere.
 *
 * Returns: whether a drag that starts anywhere on a capsule or box bar moves the tracker
 */
gboolean segment_bar_get_drags_tracker_from_anywhere (SegmentBar *self);

/**
 * segment_bar_set_segment_width:
 * @self: a #SegmentBar
 * @width: every segment's width in points (0 to 10000), the rest scrolling; 0 ends a fixed width
 *
 * Sets one fixed width for every segment, replacing any other width mode. 0 ends a fixed width (the segments
 * share the bar as the style had them share it before: a preset's equal widths, say) and leaves another width
 * mode as it is. A width that is negative, above 10000 or
 * not finite is a critical and changes nothing. See #SegmentBar:segment-width.
 */
void segment_bar_set_segment_width (SegmentBar *self, double width);

/**
 * segment_bar_get_segment_width:
 * @self: a #SegmentBar
 *
 * Gets the fixed width of every segment. See #SegmentBar:segment-width.
 *
 * Returns: every segment's width in points, or 0 when the width mode is not a fixed width
 */
double segment_bar_get_segment_width (SegmentBar *self);

/**
 * segment_bar_set_segments_per_view:
 * @self: a #SegmentBar
 * @count: how many segments fit the bar (at most 1000), the rest scrolling; 0 ends this mode
 *
 * Sets how many segments fit the bar, sizing them to fit and replacing any other width mode. 0 ends this mode
 * (the segments share the bar as the style had them share it before) and leaves another width mode as it is. A count above 1000 is a
 * critical and changes nothing. See #SegmentBar:segments-per-view.
 */
void segment_bar_set_segments_per_view (SegmentBar *self, guint count);

/**
 * segment_bar_get_segments_per_view:
 * @self: a #SegmentBar
 *
 * Gets how many segments fit the bar. See #SegmentBar:segments-per-view.
 *
 * Returns: how many segments fit the bar, or 0 in other width modes
 */
guint segment_bar_get_segments_per_view (SegmentBar *self);

/**
 * segment_bar_set_background_image:
 * @self: a #SegmentBar
 * @paintable: (nullable): a #GdkPaintable drawn under the segments across the whole bar, %NULL for none
 *
 * Sets a paintable to draw under the segments, stretched over the whole bar above its CSS background. The bar
 * keeps its own reference. An object that is not a #GdkPaintable is a critical. See
 * #SegmentBar:background-image.
 */
void segment_bar_set_background_image (SegmentBar *self, GdkPaintable *paintable);

/**
 * segment_bar_get_background_image:
 * @self: a #SegmentBar
 *
 * Gets the paintable drawn under the segments. See #SegmentBar:background-image.
 *
 * Returns: (nullable) (transfer none): the #GdkPaintable drawn under the segments, or %NULL
 */
GdkPaintable *segment_bar_get_background_image (SegmentBar *self);

/**
 * segment_bar_set_tracker_image:
 * @self: a #SegmentBar
 * @path: (nullable) (type filename): a PNG, JPEG or SVG file for the capsule or box tracker, %NULL for the CSS colour
 * @error: return location for a %SEGMENT_KIT_ERROR_IMAGE error
 *
 * Sets an image to draw the capsule or box tracker with, stretched to its shape. An image larger than 2048
 * pixels on a side is scaled down to fit 2048 by 2048 when it is loaded; an SVG is rendered at twice its size
 * within that bound, sharp on a scale-2 screen. A file that cannot be loaded, or a
 * raster image of more pixels than 8192 by 8192 (67,108,864: a 9000 by 2 strip is fine), is not a critical but an
 * error to handle, as a file name is user data.
 *
 * Returns: %TRUE if the image was loaded (or @path is %NULL); %FALSE, with the tracker unchanged, otherwise
 */
gboolean segment_bar_set_tracker_image (SegmentBar *self, const char *path, GError **error);

/**
 * segment_bar_set_item_markup:
 * @self: a #SegmentBar
 * @index: a segment
 * @markup: the title as Pango markup, such as `"Inbox <small>12</small>"`
 *
 * Gives the segment a markup title (bold, italic, colour spans, small counts), measured and drawn as written.
 * Markup that does not parse logs one warning and is shown as plain text. Screen readers get the text
 * without its tags.
 */
void segment_bar_set_item_markup (SegmentBar *self, guint index, const char *markup);

/**
 * segment_bar_set_item_tooltip:
 * @self: a #SegmentBar
 * @index: a segment
 * @tooltip: (nullable): the segment's tooltip, also read as its description; %NULL for none
 *
 * Without a tooltip of its own, a segment whose title the bar shortens shows the whole title as tooltip.
 */
void segment_bar_set_item_tooltip (SegmentBar *self, guint index, const char *tooltip);

/**
 * segment_bar_set_item_colors:
 * @self: a #SegmentBar
 * @index: a segment
 * @title: (nullable): the title colour while not selected, %NULL for the CSS colour
 * @selected_title: (nullable): the title colour while selected, %NULL for the CSS colour
 * @indicator: (nullable): the indicator's colour on this segment, %NULL for the CSS one
 *
 * Colour-codes one segment. During a swipe the indicator's colour moves between its neighbours' colours. Each
 * component is limited to 0–1 (NaN counts as 0, an infinite one as the nearer end), as a #GdkRGBA is meant to be.
 */
void segment_bar_set_item_colors (SegmentBar *self, guint index, const GdkRGBA *title,
                                  const GdkRGBA *selected_title, const GdkRGBA *indicator);

/**
 * segment_bar_set_indicator_shape:
 * @self: a #SegmentBar
 * @name: `none`, `underline`, `overline` (an underline on the top edge), `capsule`, `box`, `dot`,
 *   `triangle`, `css` (drawn by the `indicator.css` node's CSS alone) or `custom` (see
 *   segment_bar_set_indicator_func())
 * @error: return location for a %SEGMENT_KIT_ERROR_UNKNOWN_STYLE error
 *
 * Sets the shape of the bar's indicator, keeping the rest of its style (width mode, placement, motion); a
 * style preset set afterwards brings its own shape. The bar's style class follows: a preset's class (`.cursor`,
 * with the fonts and colours the stylesheet gives that class, such as the cursor preset's larger bold selected
 * title) gives way to the shape's (`.triangle`), and #SegmentBar:style-name reads `custom`; style
 * `segmentbar.triangle` to get such a look back. A %NULL or unknown @name is not a critical but an error to
 * handle.
 *
 * Returns: %TRUE if the shape was applied; %FALSE (and the shape unchanged) for an unknown name
 */
gboolean segment_bar_set_indicator_shape (SegmentBar *self, const char *name, GError **error);

/**
 * SegmentIndicatorFunc:
 * @bar: the #SegmentBar being drawn
 * @snapshot: the snapshot to draw into, valid during the call only
 * @x: the left edge of the indicator's rectangle for the current position, in the bar's coordinates
 * @y: its top edge
 * @width: its width
 * @height: its height
 * @user_data: (closure): the data given with the function
 *
 * Draws the `custom` indicator; it is called on every frame the indicator is drawn.
 */
typedef void (*SegmentIndicatorFunc) (SegmentBar *bar, GtkSnapshot *snapshot, double x, double y, double width,
                                      double height, gpointer user_data);

/**
 * segment_bar_set_indicator_func:
 * @self: a #SegmentBar
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): draws the `custom` indicator,
 *   %NULL to draw it by CSS
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the bar no longer needs it
 *
 * Sets the function that draws the indicator of the `custom` shape (see segment_bar_set_indicator_shape()).
 * The bar calls @func on every frame it draws the indicator, with the indicator's rectangle for the current
 * position, which moves and resizes during slides and swipes.
 */
void segment_bar_set_indicator_func (SegmentBar *self, SegmentIndicatorFunc func, gpointer user_data,
                                     GDestroyNotify destroy);

/* ---------------------------------------------------------------------------------------------- PagedStack */

GType paged_stack_get_type (void) G_GNUC_CONST;

/**
 * paged_stack_new:
 *
 * Creates a stack without pages; give it a page function and a page count.
 *
 * Returns: (transfer floating) (type PagedStack): a new #PagedStack
 */
GtkWidget *paged_stack_new (void);

/**
 * paged_stack_set_page_func:
 * @self: a #PagedStack
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): makes a page when first needed
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or the stack is destroyed
 *
 * Replaces the page function; pages it or an earlier one made stay until paged_stack_reload_pages(), and the
 * empty placeholders (pages made without a function, or that a function did not make) are made by the new one, so
 * the number of pages may be set before or after the function. With %NULL, pages made from then on are empty
 * placeholders and nothing is logged; a function that returns %NULL logs one warning per page.
 */
void paged_stack_set_page_func (PagedStack *self, SegmentPageFunc func, gpointer user_data, GDestroyNotify destroy);

/**
 * paged_stack_set_n_pages:
 * @self: a #PagedStack
 * @n_pages: the number of pages; every existing page is dropped and made again when shown
 *
 * Sets the number of pages. The current page stays current, or the last page becomes current when it is gone;
 * a slide towards a page that is still there goes on (that page becomes current, and #PagedStack::page-changed
 * is emitted when the slide ends). Counts above %G_MAXINT are %G_MAXINT. The stack of a #SegmentedPager has one page per segment: there
 * another count is refused with one warning. See #PagedStack:n-pages.
 */
void paged_stack_set_n_pages (PagedStack *self, guint n_pages);

/**
 * paged_stack_get_n_pages:
 * @self: a #PagedStack
 *
 * Gets the number of pages. See #PagedStack:n-pages.
 *
 * Returns: the number of pages
 */
guint paged_stack_get_n_pages (PagedStack *self);

/**
 * paged_stack_insert_page:
 * @self: a #PagedStack
 * @index: from 0 to the number of pages
 *
 * Inserts a page (made by the page function when shown); the page on screen stays on screen.
 */
void paged_stack_insert_page (PagedStack *self, guint index);

/**
 * paged_stack_remove_page:
 * @self: a #PagedStack
 * @index: a page
 *
 * Removes page @index. Removing the current page shows the next one (else the previous) and emits
 * #PagedStack::page-changed; during a slide to another page, that page becomes current and the signal waits
 * for the slide's end. In a #SegmentedPager the page's segment goes with it. An index out of range is a
 * critical.
 */
void paged_stack_remove_page (PagedStack *self, guint index);

/**
 * paged_stack_move_page:
 * @self: a #PagedStack
 * @from: a page
 * @to: its new index
 *
 * Moves page @from to index @to; the page on screen stays on screen. In a #SegmentedPager the page's segment
 * moves with it. An index out of range is a critical.
 */
void paged_stack_move_page (PagedStack *self, guint from, guint to);

/**
 * paged_stack_reload_pages:
 * @self: a #PagedStack
 *
 * Drops every page; the page function makes them again when shown.
 */
void paged_stack_reload_pages (PagedStack *self);

/**
 * paged_stack_get_page:
 * @self: a #PagedStack
 * @index: a page
 *
 * Gets the widget of page @index. A page that does not exist now (not made yet, released, or shown as a
 * placeholder) has none, and an index out of range is not a critical. A pager's ready-made pages (given with
 * segmented_pager_set_pages() or segmented_pager_insert()) have theirs, shown or not, unless the stack refused
 * the widget (the stack itself, one of its ancestors, a window or a widget with another parent: a placeholder
 * shows instead).
 *
 * Returns: (transfer none) (nullable): the page's widget if it exists now
 */
GtkWidget *paged_stack_get_page (PagedStack *self, guint index);

/**
 * paged_stack_select:
 * @self: a #PagedStack
 * @index: a page
 * @animated: slide rather than jump
 * @notify: emit #PagedStack::page-changed
 *
 * Shows page @index, sliding there from wherever the pages are or at once. The pages slide when @animated,
 * #PagedStack:animate-selection and GTK's animations are all on. In a #SegmentedPager the pager selects the
 * page's segment too. An index out of range is a critical (in a pager, a disabled segment too). See
 * #PagedStack:page.
 */
void paged_stack_select (PagedStack *self, guint index, gboolean animated, gboolean notify);

/**
 * paged_stack_get_current_page:
 * @self: a #PagedStack
 *
 * Gets the page the stack last settled on. While the pages move, #PagedStack:target-page tells where they are
 * heading. See #PagedStack:page.
 *
 * Returns: the page the stack last settled on, -1 when there are none
 */
int paged_stack_get_current_page (PagedStack *self);

/**
 * paged_stack_get_position:
 * @self: a #PagedStack
 *
 * Gets the position of the pages, which moves continuously while they slide or are swiped: 1.5 is half-way
 * between the second and third page. See #PagedStack:position.
 *
 * Returns: the fractional page on screen
 */
double paged_stack_get_position (PagedStack *self);

/**
 * paged_stack_set_position:
 * @self: a #PagedStack
 * @position: a finite fractional page
 *
 * Moves the pages to @position at once, stopping any slide or swipe, without changing the current page (a slide
 * it stops makes its target the current page first, as the selection that started it did). A position before
 * the first page or past the last is clamped to it; a NaN or infinite one is a critical and changes nothing. See
 * #PagedStack:position.
 */
void paged_stack_set_position (PagedStack *self, double position);

/**
 * paged_stack_get_n_alive_pages:
 * @self: a #PagedStack
 *
 * Gets how many pages exist now. The page function makes a page the first time it is visible or next to the
 * visible one, and pages may be released again (see #PagedStack:alive-limit).
 *
 * Returns: how many pages exist now and were not released: those the page function made, and the empty
 *   placeholders shown where it made none (or where there was no function)
 */
guint paged_stack_get_n_alive_pages (PagedStack *self);

/**
 * paged_stack_set_alive_limit:
 * @self: a #PagedStack
 * @limit: how many pages may exist at once; -1 (or any negative number) for no limit
 *
 * Sets #PagedStack:alive-limit: past it the least recently shown pages are released, and made again when next
 * shown. The pages on screen and their neighbours exist whatever the limit.
 */
void paged_stack_set_alive_limit (PagedStack *self, int limit);

/**
 * paged_stack_get_alive_limit:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:alive-limit.
 *
 * Returns: how many pages may exist at once, -1 for no limit (the default)
 */
int paged_stack_get_alive_limit (PagedStack *self);

/**
 * paged_stack_get_target_page:
 * @self: a #PagedStack
 *
 * Gets the page a slide or a released swipe is heading for, which is the current page at rest. See
 * #PagedStack:target-page.
 *
 * Returns: the page the stack is heading for, -1 when it has no pages
 */
int paged_stack_get_target_page (PagedStack *self);

/**
 * paged_stack_get_animating:
 * @self: a #PagedStack
 *
 * Gets whether the pages are sliding (after a select, a key or a released swipe). See #PagedStack:animating.
 *
 * Returns: %TRUE while the pages slide
 */
gboolean paged_stack_get_animating (PagedStack *self);

/**
 * paged_stack_get_dragging:
 * @self: a #PagedStack
 *
 * Gets whether a finger, a pointer or a touchpad holds the pages. See #PagedStack:dragging.
 *
 * Returns: %TRUE while a swipe holds the pages
 */
gboolean paged_stack_get_dragging (PagedStack *self);

/**
 * paged_stack_set_interactive:
 * @self: a #PagedStack
 * @on: the new value
 *
 * Sets #PagedStack:interactive (see #SegmentedPager:interactive for what it does).
 */
void paged_stack_set_interactive (PagedStack *self, gboolean on);

/**
 * paged_stack_get_interactive:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:interactive.
 *
 * Returns: the property's value
 */
gboolean paged_stack_get_interactive (PagedStack *self);

/**
 * paged_stack_set_allow_mouse_drag:
 * @self: a #PagedStack
 * @on: the new value
 *
 * Sets #PagedStack:allow-mouse-drag (see #SegmentedPager:allow-mouse-drag for what it does).
 */
void paged_stack_set_allow_mouse_drag (PagedStack *self, gboolean on);

/**
 * paged_stack_get_allow_mouse_drag:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:allow-mouse-drag.
 *
 * Returns: the property's value
 */
gboolean paged_stack_get_allow_mouse_drag (PagedStack *self);

/**
 * paged_stack_set_allow_long_swipes:
 * @self: a #PagedStack
 * @on: the new value
 *
 * Sets #PagedStack:allow-long-swipes (see #SegmentedPager:allow-long-swipes for what it does).
 */
void paged_stack_set_allow_long_swipes (PagedStack *self, gboolean on);

/**
 * paged_stack_get_allow_long_swipes:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:allow-long-swipes.
 *
 * Returns: the property's value
 */
gboolean paged_stack_get_allow_long_swipes (PagedStack *self);

/**
 * paged_stack_set_allow_scroll_wheel:
 * @self: a #PagedStack
 * @on: the new value
 *
 * Sets #PagedStack:allow-scroll-wheel (see #SegmentedPager:allow-scroll-wheel for what it does).
 */
void paged_stack_set_allow_scroll_wheel (PagedStack *self, gboolean on);

/**
 * paged_stack_get_allow_scroll_wheel:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:allow-scroll-wheel.
 *
 * Returns: the property's value
 */
gboolean paged_stack_get_allow_scroll_wheel (PagedStack *self);

/**
 * paged_stack_set_bounces:
 * @self: a #PagedStack
 * @on: the new value
 *
 * Sets #PagedStack:bounces (see #SegmentedPager:bounces for what it does).
 */
void paged_stack_set_bounces (PagedStack *self, gboolean on);

/**
 * paged_stack_get_bounces:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:bounces.
 *
 * Returns: the property's value
 */
gboolean paged_stack_get_bounces (PagedStack *self);

/**
 * paged_stack_set_animate_selection:
 * @self: a #PagedStack
 * @on: the new value
 *
 * Sets #PagedStack:animate-selection (see #SegmentedPager:animate-selection for what it does).
 */
void paged_stack_set_animate_selection (PagedStack *self, gboolean on);

/**
 * paged_stack_get_animate_selection:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:animate-selection.
 *
 * Returns: the property's value
 */
gboolean paged_stack_get_animate_selection (PagedStack *self);

/**
 * paged_stack_set_window_shortcuts:
 * @self: a #PagedStack
 * @on: the new value
 *
 * Sets #PagedStack:window-shortcuts (see #SegmentedPager:window-shortcuts for what it does).
 */
void paged_stack_set_window_shortcuts (PagedStack *self, gboolean on);

/**
 * paged_stack_get_window_shortcuts:
 * @self: a #PagedStack
 *
 * Gets #PagedStack:window-shortcuts.
 *
 * Returns: the property's value
 */
gboolean paged_stack_get_window_shortcuts (PagedStack *self);

/* ------------------------------------------------------------------------------------------ SegmentedPager */

GType segmented_pager_get_type (void) G_GNUC_CONST;

/**
 * segmented_pager_new:
 *
 * Creates a pager without segments or pages; give it titles and a page function or page widgets.
 *
 * Returns: (transfer floating) (type SegmentedPager): a new #SegmentedPager
 */
GtkWidget *segmented_pager_new (void);

/**
 * segmented_pager_set_titles:
 * @self: a #SegmentedPager
 * @titles: (array zero-terminated=1) (nullable): the new titles
 *
 * Replaces every segment and reloads every page (all at once: the fast way to fill a large pager). %NULL, like an
 * empty array, removes every segment and page, the pages the pager was given (#GtkBuilder children,
 * segmented_pager_set_pages()) included. With given pages each keeps its index, and a number of titles that differs
 * from theirs logs one warning.
 */
void segmented_pager_set_titles (SegmentedPager *self, const char * const *titles);

/**
 * segmented_pager_get_titles:
 * @self: a #SegmentedPager
 *
 * Gets the titles of the pager's segments. See #SegmentedPager:titles.
 *
 * Returns: (transfer full) (array zero-terminated=1): the segments' titles; free with g_strfreev()
 */
char **segmented_pager_get_titles (SegmentedPager *self);

/**
 * segmented_pager_get_n_items:
 * @self: a #SegmentedPager
 *
 * Gets the number of segments, which is also the number of pages. See #SegmentedPager:n-items.
 *
 * Returns: the number of segments (and pages)
 */
guint segmented_pager_get_n_items (SegmentedPager *self);

/**
 * segmented_pager_set_page_func:
 * @self: a #SegmentedPager
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): makes a page the first time it is
 *   about to be visible
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the function is replaced or the pager is destroyed
 *
 * Makes pages lazily with @func from now on; every page is made again when next shown. With %NULL the pages
 * are empty placeholders, and nothing is logged; a pager given neither a function nor pages shows the same.
 */
void segmented_pager_set_page_func (SegmentedPager *self, SegmentPageFunc func, gpointer user_data,
                                    GDestroyNotify destroy);

/**
 * segmented_pager_set_pages:
 * @self: a #SegmentedPager
 * @pages: (array length=n_pages) (transfer none): one widget per segment
 * @n_pages: the number of widgets
 *
 * Uses ready-made pages from now on; a count that differs from the segments' is logged and missing pages
 * show a placeholder.
 */
void segmented_pager_set_pages (SegmentedPager *self, GtkWidget **pages, guint n_pages);

/**
 * segmented_pager_insert:
 * @self: a #SegmentedPager
 * @index: from 0 to the number of segments
 * @title: the new segment's title
 * @page: (nullable): its page, for a pager with ready-made pages or none yet
 *
 * Inserts a segment and its page; the selected segment stays selected. A pager that makes its pages with a
 * page function ignores @page, with one warning. With ready-made pages the pager keeps a reference to @page,
 * and a %NULL @page shows an empty placeholder, as does a @page that already has a parent (with one warning:
 * a widget has one parent, as in gtk_notebook_insert_page()). A new pager given its first @page here takes
 * ready-made pages from then on, so it can be built page by page, as a #GtkNotebook is. An index out of range,
 * or a %NULL @title, is a critical.
 */
void segmented_pager_insert (SegmentedPager *self, guint index, const char *title, GtkWidget *page);

/**
 * segmented_pager_remove:
 * @self: a #SegmentedPager
 * @index: the segment (and page) to remove
 *
 * Removes a segment and its page. Removing the selected segment selects its neighbour and emits
 * #SegmentedPager::selection-changed. An index out of range is a critical.
 */
void segmented_pager_remove (SegmentedPager *self, guint index);

/**
 * segmented_pager_move:
 * @self: a #SegmentedPager
 * @from: a segment
 * @to: its new index
 *
 * Moves a segment and its page; the selected segment stays selected and its page stays on screen. As in
 * segment_bar_move(), @to is limited to the segment's pinned or unpinned ones. An index out of range is a
 * critical.
 */
void segmented_pager_move (SegmentedPager *self, guint from, guint to);

/**
 * segmented_pager_rename:
 * @self: a #SegmentedPager
 * @index: a segment
 * @title: its new title (plain text, never markup)
 *
 * Sets the title of segment @index; its page stays as it is. A markup title set through the pager's bar
 * (segment_bar_set_item_markup()) becomes plain text. An index out of range, or a %NULL @title, is a
 * critical.
 */
void segmented_pager_rename (SegmentedPager *self, guint index, const char *title);

/**
 * segmented_pager_set_badge_count:
 * @self: a #SegmentedPager
 * @index: a segment
 * @count: the number; 0 or less shows nothing
 *
 * Sets a number badge on segment @index, replacing any badge it had; more than 99 shows "99+". An index out
 * of range is a critical.
 */
void segmented_pager_set_badge_count (SegmentedPager *self, guint index, int count);

/**
 * segmented_pager_set_item_enabled:
 * @self: a #SegmentedPager
 * @index: a segment
 * @enabled: whether it can be selected
 *
 * Sets whether segment @index and its page can be selected. A disabled segment is drawn dimmed, and clicks,
 * keys and swipes skip it: a swipe released towards its page goes on to the next enabled page past it (or back
 * to the nearest one when there is none past it); disabling the selected segment leaves it selected. An index out of range is a critical.
 */
void segmented_pager_set_item_enabled (SegmentedPager *self, guint index, gboolean enabled);

/**
 * segmented_pager_set_item_loading:
 * @self: a #SegmentedPager
 * @index: a segment
 * @loading: whether its page is loading
 *
 * Sets whether page @index is loading: its segment shows a spinner, as segment_bar_set_item_loading() says.
 * An index out of range is a critical.
 */
void segmented_pager_set_item_loading (SegmentedPager *self, guint index, gboolean loading);

/**
 * segmented_pager_set_item_indicator_icon:
 * @self: a #SegmentedPager
 * @index: a segment
 * @icon_name: (nullable): a theme icon's name (or an image file's path), or %NULL or empty for none
 * @tooltip: (nullable): the icon's tooltip, also its accessible name when it is activatable
 * @activatable: whether a click on the icon emits #SegmentBar::indicator-activated on the pager's bar
 *
 * Gives page @index's segment an indicator icon, as segment_bar_set_item_indicator_icon() says; connect to
 * #SegmentBar::indicator-activated on segmented_pager_get_bar(). An index out of range is a critical.
 */
void segmented_pager_set_item_indicator_icon (SegmentedPager *self, guint index, const char *icon_name,
                                              const char *tooltip, gboolean activatable);

/**
 * segmented_pager_set_item_pinned:
 * @self: a #SegmentedPager
 * @index: a tab
 * @pinned: whether the tab is pinned
 *
 * Pins or unpins tab @index, its page moving with it, as segment_bar_set_item_pinned() says. An index out
 * of range is a critical.
 */
void segmented_pager_set_item_pinned (SegmentedPager *self, guint index, gboolean pinned);

/**
 * segmented_pager_select:
 * @self: a #SegmentedPager
 * @index: an enabled segment
 * @animated: slide the pages rather than jump
 * @notify: emit #SegmentedPager::selection-changed; %FALSE selects without it (`notify::selected` still fires)
 *
 * Selects segment and page @index. The pages slide, and the indicator with them, when @animated,
 * #SegmentedPager:animate-selection and GTK's animations are all on. Selecting the segment that is already
 * selected emits no signal. An index out of range or a disabled segment is a critical. See
 * #SegmentedPager:selected.
 */
void segmented_pager_select (SegmentedPager *self, guint index, gboolean animated, gboolean notify);

/**
 * segmented_pager_get_selected:
 * @self: a #SegmentedPager
 *
 * Gets the selected segment, whose page is the selected page. See #SegmentedPager:selected.
 *
 * Returns: the selected segment and page, -1 when there are none
 */
int segmented_pager_get_selected (SegmentedPager *self);

/**
 * segmented_pager_get_position:
 * @self: a #SegmentedPager
 *
 * Gets the position of the pages, which the bar's indicator follows: 1.5 is half-way between the second and
 * third page. See #SegmentedPager:position.
 *
 * Returns: the pages' fractional position
 */
double segmented_pager_get_position (SegmentedPager *self);

/**
 * segmented_pager_set_position:
 * @self: a #SegmentedPager
 * @position: a fractional page, clamped to the pages
 *
 * Moves the pages to @position, and the bar's indicator with them, without selecting: as a finger would hold
 * them. NaN or an infinity is a critical and changes nothing. See #SegmentedPager:position.
 */
void segmented_pager_set_position (SegmentedPager *self, double position);

/**
 * segmented_pager_get_style_name:
 * @self: a #SegmentedPager
 *
 * Gets the name of the style preset of the pager's bar; a preset changed afterwards reads as `custom`. See
 * #SegmentedPager:style-name.
 *
 * Returns: (transfer full): the preset's name, or `custom`
 */
char *segmented_pager_get_style_name (SegmentedPager *self);

/**
 * segmented_pager_set_style_name:
 * @self: a #SegmentedPager
 * @name: a preset: `underline`, `scrollable`, `capsule`, `icons` or `cursor`; or `custom`
 * @error: return location for a %SEGMENT_KIT_ERROR_UNKNOWN_STYLE error
 *
 * Sets the style of the pager's bar to a preset (`custom` keeps the style as it is). A %NULL or unknown @name is not a critical but an error to
 * handle, and the style stays as it was. See #SegmentedPager:style-name.
 *
 * Returns: %TRUE if the style was applied
 */
gboolean segmented_pager_set_style_name (SegmentedPager *self, const char *name, GError **error);

/**
 * segmented_pager_get_page:
 * @self: a #SegmentedPager
 * @index: a page
 *
 * Gets the widget of page @index. A page that does not exist now (not made yet, released, or shown as a
 * placeholder) has none, and an index out of range is not a critical. A pager's ready-made pages (given with
 * segmented_pager_set_pages() or segmented_pager_insert()) have theirs, shown or not, unless the stack refused
 * the widget (the stack itself, one of its ancestors, a window or a widget with another parent: a placeholder
 * shows instead).
 *
 * Returns: (transfer none) (nullable): the page's widget if it exists now
 */
GtkWidget *segmented_pager_get_page (SegmentedPager *self, guint index);

/**
 * segmented_pager_get_bar:
 * @self: a #SegmentedPager
 *
 * Gets the pager's #SegmentBar. Edits of its segments, selection or position through the bar are the pager's
 * own, so the pages follow. See #SegmentedPager:bar.
 *
 * Returns: (transfer none): the bar, for styling and its own signals; edit items through the pager
 */
SegmentBar *segmented_pager_get_bar (SegmentedPager *self);

/**
 * segmented_pager_get_stack:
 * @self: a #SegmentedPager
 *
 * Gets the pager's #PagedStack. Edits through the stack keep one segment per page: an inserted, removed or
 * moved page takes its segment along, and another page count is refused with one warning. See
 * #SegmentedPager:stack.
 *
 * Returns: (transfer none): the pages
 */
PagedStack *segmented_pager_get_stack (SegmentedPager *self);

/**
 * segmented_pager_set_reselect_behavior:
 * @self: a #SegmentedPager
 * @behavior: what activating the selected segment again does
 *
 * Sets what activating the selected segment again does besides emitting #SegmentedPager::reselected
 * (%SEGMENT_RESELECT_BEHAVIOR_SCROLL_TO_START by default). A value outside #SegmentReselectBehavior is
 * refused by GObject with one warning, and nothing changes. See #SegmentedPager:reselect-behavior.
 */
void segmented_pager_set_reselect_behavior (SegmentedPager *self, SegmentReselectBehavior behavior);

/**
 * segmented_pager_get_reselect_behavior:
 * @self: a #SegmentedPager
 *
 * Gets what activating the selected segment again does. See #SegmentedPager:reselect-behavior.
 *
 * Returns: what activating the selected segment again does (%SEGMENT_RESELECT_BEHAVIOR_NOTHING also for a
 *   custom action set from Swift)
 */
SegmentReselectBehavior segmented_pager_get_reselect_behavior (SegmentedPager *self);

/**
 * segmented_pager_set_placement:
 * @self: a #SegmentedPager
 * @placement: where the bar goes
 *
 * Sets which side of the pages the bar is on (%SEGMENT_BAR_PLACEMENT_TOP by default); at the start or end it
 * is a vertical sidebar. A value outside #SegmentBarPlacement is refused by GObject with one warning, and
 * nothing changes. See #SegmentedPager:placement.
 */
void segmented_pager_set_placement (SegmentedPager *self, SegmentBarPlacement placement);

/**
 * segmented_pager_get_placement:
 * @self: a #SegmentedPager
 *
 * Gets which side of the pages the bar is on. See #SegmentedPager:placement.
 *
 * Returns: where the bar is
 */
SegmentBarPlacement segmented_pager_get_placement (SegmentedPager *self);

/**
 * segmented_pager_set_shows_bar:
 * @self: a #SegmentedPager
 * @shows: whether the pager shows its bar beside its pages
 *
 * Sets whether the pager shows its bar beside its pages (%TRUE by default). %FALSE takes the bar out of the
 * pager, still linked to the pages, for the app to place anywhere in the same window, as GNOME apps put a view
 * switcher in the header bar:
 *
 * |[<!-- language="C" -->
 * segmented_pager_set_shows_bar (pager, FALSE);
 * gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), GTK_WIDGET (segmented_pager_get_bar (pager)));
 * ]|
 *
 * The bar then has no side (no `.top` class; #SegmentedPager:placement applies again once it is shown). %TRUE
 * while the app has the bar in another widget logs one warning and changes nothing: take it out first. A
 * pager disposed of leaves such a bar where it is, on its own. See #SegmentedPager:shows-bar.
 */
void segmented_pager_set_shows_bar (SegmentedPager *self, gboolean shows);

/**
 * segmented_pager_get_shows_bar:
 * @self: a #SegmentedPager
 *
 * Gets whether the pager shows its bar beside its pages. See #SegmentedPager:shows-bar.
 *
 * Returns: whether the bar is shown beside the pages
 */
gboolean segmented_pager_get_shows_bar (SegmentedPager *self);

/**
 * segmented_pager_set_interactive:
 * @self: a #SegmentedPager
 * @on: whether swipes and wheel paging move the pages (the keyboard and the bar always do)
 *
 * Sets #SegmentedPager:interactive, which is also the pager's #PagedStack's.
 */
void segmented_pager_set_interactive (SegmentedPager *self, gboolean on);

/**
 * segmented_pager_get_interactive:
 * @self: a #SegmentedPager
 *
 * Gets whether swipes and wheel paging move the pages (%TRUE by default). See #SegmentedPager:interactive.
 *
 * Returns: whether swipes and wheel paging move the pages (the keyboard and the bar always do)
 */
gboolean segmented_pager_get_interactive (SegmentedPager *self);

/**
 * segmented_pager_set_allow_mouse_drag:
 * @self: a #SegmentedPager
 * @on: whether a mouse drag swipes the pages (touch screens and touchpads always do)
 *
 * Sets #SegmentedPager:allow-mouse-drag, which is also the pager's #PagedStack's.
 */
void segmented_pager_set_allow_mouse_drag (SegmentedPager *self, gboolean on);

/**
 * segmented_pager_get_allow_mouse_drag:
 * @self: a #SegmentedPager
 *
 * Gets whether a mouse drag swipes the pages (%TRUE by default). See #SegmentedPager:allow-mouse-drag.
 *
 * Returns: whether a mouse drag swipes the pages (touch screens and touchpads always do)
 */
gboolean segmented_pager_get_allow_mouse_drag (SegmentedPager *self);

/**
 * segmented_pager_set_allow_long_swipes:
 * @self: a #SegmentedPager
 * @on: whether a fast flick carries the pages across several pages
 *
 * Sets #SegmentedPager:allow-long-swipes, which is also the pager's #PagedStack's.
 */
void segmented_pager_set_allow_long_swipes (SegmentedPager *self, gboolean on);

/**
 * segmented_pager_get_allow_long_swipes:
 * @self: a #SegmentedPager
 *
 * Gets whether a fast flick carries the pages across several pages (%FALSE by default). See
 * #SegmentedPager:allow-long-swipes.
 *
 * Returns: whether a fast flick carries the pages across several pages
 */
gboolean segmented_pager_get_allow_long_swipes (SegmentedPager *self);

/**
 * segmented_pager_set_allow_scroll_wheel:
 * @self: a #SegmentedPager
 * @on: whether a horizontal or Shift+wheel notch turns one page
 *
 * Sets #SegmentedPager:allow-scroll-wheel, which is also the pager's #PagedStack's.
 */
void segmented_pager_set_allow_scroll_wheel (SegmentedPager *self, gboolean on);

/**
 * segmented_pager_get_allow_scroll_wheel:
 * @self: a #SegmentedPager
 *
 * Gets whether a wheel notch turns a page (%TRUE by default). See #SegmentedPager:allow-scroll-wheel.
 *
 * Returns: whether a horizontal or Shift+wheel notch turns one page
 */
gboolean segmented_pager_get_allow_scroll_wheel (SegmentedPager *self);

/**
 * segmented_pager_set_bounces:
 * @self: a #SegmentedPager
 * @on: whether pulling past the first or last page rubber-bands
 *
 * Sets #SegmentedPager:bounces, which is also the pager's #PagedStack's.
 */
void segmented_pager_set_bounces (SegmentedPager *self, gboolean on);

/**
 * segmented_pager_get_bounces:
 * @self: a #SegmentedPager
 *
 * Gets whether pulling past the first or last page rubber-bands (%TRUE by default). See
 * #SegmentedPager:bounces.
 *
 * Returns: whether pulling past the first or last page rubber-bands
 */
gboolean segmented_pager_get_bounces (SegmentedPager *self);

/**
 * segmented_pager_set_animate_selection:
 * @self: a #SegmentedPager
 * @on: whether a click on a segment, a key or a wheel notch slides the pages or cuts to the page
 *
 * Sets #SegmentedPager:animate-selection, which is also the pager's #PagedStack's.
 */
void segmented_pager_set_animate_selection (SegmentedPager *self, gboolean on);

/**
 * segmented_pager_get_animate_selection:
 * @self: a #SegmentedPager
 *
 * Gets whether a chosen page slides into view rather than the pager cutting to it (%TRUE by default). See
 * #SegmentedPager:animate-selection.
 *
 * Returns: whether a click on a segment, a key or a wheel notch slides the pages or cuts to the page
 */
gboolean segmented_pager_get_animate_selection (SegmentedPager *self);

/**
 * segmented_pager_set_window_shortcuts:
 * @self: a #SegmentedPager
 * @on: whether the pager's keys with Ctrl and Alt work from anywhere in its window
 *
 * Sets #SegmentedPager:window-shortcuts, which is also the pager's #PagedStack's. Turn it on for an app's
 * main tabs, as #AdwTabView's shortcuts work from anywhere in the window.
 */
void segmented_pager_set_window_shortcuts (SegmentedPager *self, gboolean on);

/**
 * segmented_pager_get_window_shortcuts:
 * @self: a #SegmentedPager
 *
 * Gets whether the pager's keys with Ctrl and Alt work from anywhere in its window (%FALSE by default). See
 * #SegmentedPager:window-shortcuts.
 *
 * Returns: whether the keys work from anywhere in the window
 */
gboolean segmented_pager_get_window_shortcuts (SegmentedPager *self);

/* g_autoptr() for the widgets, which G_DECLARE_FINAL_TYPE and G_DECLARE_DERIVABLE_TYPE need for a subclass. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SegmentBar, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PagedStack, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SegmentedPager, g_object_unref)

G_END_DECLS

#endif /* SEGMENTKIT_H */
