#!/usr/bin/python3
"""Tab-strip mode from Python (GObject Introspection): properties, close-requested's veto, a class handler override.

Prints its check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""
from bindings_check import Gtk, SegmentKit, checker
from gi.repository import GLib

check = checker("python-tabs")

bar = SegmentKit.SegmentBar.new_with_titles(["main.swift", "README.md", "Makefile"])
notified = []
bar.connect("notify::reorderable", lambda *_: notified.append("reorderable"))
bar.props.reorderable = True
bar.props.reorderable = True
check(bar.get_reorderable() and notified == ["reorderable"], "reorderable is a property, notified once per change")
bar.set_close_button_policy(SegmentKit.SegmentCloseButtonPolicy.ALL)
check(bar.props.close_button_policy == SegmentKit.SegmentCloseButtonPolicy.ALL, "close-button-policy is a typed enum")

asked = []


def keep_readme(_bar, index):
    asked.append(index)
    return _bar.props.titles[index] == "README.md"


bar.connect("close-requested", keep_readme)
bar.request_close(1)
check(asked == [1] and bar.props.n_items == 3, "a handler returning True vetoes the close")
bar.request_close(2)
check(list(bar.props.titles) == ["main.swift", "README.md"], "a handler returning False lets the bar close the tab")
check(bar.get_menu_target() == -1 and bar.props.menu_target == -1, "no menu yet: menu-target is -1")

button = Gtk.Button(label="+")
bar.props.end_action_widget = button
check(button.get_parent() == bar and bar.props.end_action_widget == button, "an end action widget is the bar's child")


class KeepingBar(SegmentKit.SegmentBar):
    """Overrides the class handler: keeps every tab."""

    def do_close_requested(self, index):
        return True


keeping = KeepingBar()
keeping.props.titles = ["a", "b"]
keeping.request_close(0)
check(keeping.props.n_items == 2, "a subclass's do_close_requested returning True keeps the tab")

# segment-moved: a Python list of documents kept in step with the tabs, however they move.
documents = ["main.swift doc", "README.md doc"]
bar.insert(2, "Makefile")
documents.append("Makefile doc")
moves = []


def follow(_bar, source, target):
    moves.append((source, target))
    documents.insert(target, documents.pop(source))


bar.connect("segment-moved", follow)
bar.move(0, 2)
bar.move(1, 1)
bar.activate_action("segment.move-tab", GLib.Variant.new_string("first"))
check(moves == [(0, 2), (2, 0)], f"segment-moved passes from and to, once per move that changes the order ({moves})")
check([document.removesuffix(" doc") for document in documents] == list(bar.props.titles),
      "a list moved the same way stays in step with the tabs")


class CountingBar(SegmentKit.SegmentBar):
    """Overrides the class handler of segment-moved."""

    handled = []

    def do_segment_moved(self, source, target):
        self.handled.append((source, target))


counting = CountingBar()
counting.props.titles = ["a", "b", "c"]
counting.move(2, 0)
check(counting.handled == [(2, 0)] and list(counting.props.titles) == ["c", "a", "b"],
      "a subclass's do_segment_moved runs for a move")

# A loading tab (AdwTabPage's loading): set through the bar or the pager, read back, refused out of range.
bar.set_item_loading(0, True)
check(bar.get_item_loading(0) and not bar.get_item_loading(1) and not bar.get_item_loading(99),
      "set_item_loading and get_item_loading round-trip; out of range reads FALSE")
pager = SegmentKit.SegmentedPager.new()
pager.set_titles(["a", "b"])
pager.set_item_loading(1, True)
check(pager.get_bar().get_item_loading(1), "a pager's loading page is its bar's loading segment")

# Pinned tabs (AdwTabView's pinned pages): pinning moves a tab first, the bar never closes it, moves stay among
# their own kind, and a pager's page moves with its tab.
tabs = SegmentKit.SegmentBar.new_with_titles(["a", "b", "c", "d"])
pinned_moves = []
tabs.connect("segment-moved", lambda _bar, source, target: pinned_moves.append((source, target)))
tabs.set_item_pinned(2, True)
check(list(tabs.props.titles) == ["c", "a", "b", "d"] and tabs.get_n_pinned() == 1 and tabs.get_item_pinned(0)
      and not tabs.get_item_pinned(1) and not tabs.get_item_pinned(99) and pinned_moves == [(2, 0)],
      f"set_item_pinned moves the tab first and pins it ({list(tabs.props.titles)}, {pinned_moves})")
tabs.move(3, 0)
check(list(tabs.props.titles) == ["c", "d", "a", "b"], "move() keeps an unpinned tab after the pinned ones")
tabs.request_close(0)
check(tabs.props.n_items == 4, "request_close leaves a pinned tab open")
tabs.set_item_pinned(0, False)
check(tabs.get_n_pinned() == 0 and list(tabs.props.titles) == ["c", "d", "a", "b"],
      "unpinning the only pinned tab leaves it first of the others")
pinned_pager = SegmentKit.SegmentedPager.new()
pinned_pager.set_titles(["x", "y", "z"])
pinned_pager.set_item_pinned(2, True)
check(list(pinned_pager.props.titles) == ["z", "x", "y"] and pinned_pager.get_bar().get_n_pinned() == 1,
      "a pager pins through its bar's rules")

# The icon of a pinned tab without one of its own (AdwTabView's default-icon), a property with its accessors.
icon_notes = []
tabs.connect("notify::default-icon-name", lambda bar, _spec: icon_notes.append(bar.props.default_icon_name))
check(tabs.get_default_icon_name() == "text-x-generic-symbolic", "the default icon is a document")
tabs.set_default_icon_name("folder-symbolic")
check(tabs.props.default_icon_name == "folder-symbolic" and icon_notes == ["folder-symbolic"],
      f"set_default_icon_name sets the property and notifies it once ({icon_notes})")
tabs.set_default_icon_name("folder-symbolic")
check(icon_notes == ["folder-symbolic"], "the same name again notifies nothing")
tabs.props.default_icon_name = None
check(tabs.get_default_icon_name() == "text-x-generic-symbolic" and len(icon_notes) == 2,
      "None restores the document icon")
tabs.set_default_icon_name("")
check(tabs.get_default_icon_name() == "text-x-generic-symbolic" and len(icon_notes) == 2,
      "an empty name is the default too, without a notification")

# An indicator icon (AdwTabPage's indicator-icon): set through the bar or the pager, read back, cleared by None,
# and a class handler of indicator-activated a subclass overrides.
tabs.set_item_indicator_icon(1, "audio-volume-high-symbolic", "Mute Tab", True)
check(tabs.get_item_indicator_icon(1) == "audio-volume-high-symbolic" and tabs.get_item_indicator_activatable(1)
      and tabs.get_item_indicator_icon(0) is None and not tabs.get_item_indicator_activatable(0)
      and tabs.get_item_indicator_icon(99) is None,
      "set_item_indicator_icon and its getters round-trip; none or out of range reads None and FALSE")
check(tabs.get_item_indicator_tooltip(1) == "Mute Tab" and tabs.get_item_indicator_tooltip(0) is None,
      "get_item_indicator_tooltip reads the tooltip back")
tabs.set_item_indicator_icon(1, "audio-volume-muted-symbolic", None, False)
check(tabs.get_item_indicator_icon(1) == "audio-volume-muted-symbolic" and not tabs.get_item_indicator_activatable(1)
      and tabs.get_item_indicator_tooltip(1) is None, "a new icon replaces the old, without a tooltip")
tabs.set_item_indicator_icon(1, None, None, False)
check(tabs.get_item_indicator_icon(1) is None, "None takes the icon away")
tabs.set_item_indicator_icon(1, "", "ignored", True)
check(tabs.get_item_indicator_icon(1) is None and not tabs.get_item_indicator_activatable(1), "an empty name is none")
pinned_pager.set_item_indicator_icon(0, "audio-volume-high-symbolic", None, True)
check(pinned_pager.get_bar().get_item_indicator_icon(0) == "audio-volume-high-symbolic",
      "a pager's page gives its bar's segment the icon")
heard = []
tabs.connect("indicator-activated", lambda _bar, index: heard.append(index))
tabs.emit("indicator-activated", 2)
check(heard == [2], f"indicator-activated passes the tab's index ({heard})")


class MutingBar(SegmentKit.SegmentBar):
    """Overrides the class handler of indicator-activated."""

    muted = []

    def do_indicator_activated(self, index):
        self.muted.append(index)


muting = MutingBar()
muting.props.titles = ["a", "b"]
muting.emit("indicator-activated", 1)
check(MutingBar.muted == [1], "a subclass's do_indicator_activated runs")

# Drops of the app's own values on tabs (AdwTabBar's extra drop target): set up with GTypes from Python, each drop
# emits extra-drag-drop with the tab and the value, and a subclass may take drops in its class handler.
from gi.repository import Gdk, GObject  # noqa: E402

controllers = tabs.observe_controllers().get_n_items()
tabs.setup_extra_drop_target(Gdk.DragAction.COPY | Gdk.DragAction.MOVE, [GObject.TYPE_STRING, Gdk.FileList])
targets = [c for c in tabs.observe_controllers() if isinstance(c, Gtk.DropTarget)]
check(len(targets) == 1 and targets[0].get_gtypes() == [GObject.TYPE_STRING, Gdk.FileList.__gtype__]
      and targets[0].get_actions() == Gdk.DragAction.COPY | Gdk.DragAction.MOVE,
      "setup_extra_drop_target takes a list of GTypes and actions: the bar gets one drop target for them")
dropped = []


def take_text(_bar, index, value):
    dropped.append((index, value))
    return isinstance(value, str)


tabs.connect("extra-drag-drop", take_text)
taken = tabs.emit("extra-drag-drop", 1, GObject.Value(GObject.TYPE_STRING, "snippet"))
check(taken and dropped == [(1, "snippet")], f"extra-drag-drop passes the tab and the value, unboxed ({dropped})")
taken = tabs.emit("extra-drag-drop", 0, GObject.Value(GObject.TYPE_INT, 7))
check(not taken and dropped[-1] == (0, 7), "a handler's FALSE refuses the drop")
tabs.setup_extra_drop_target(Gdk.DragAction.COPY, None)
check(tabs.observe_controllers().get_n_items() == controllers + 1 and targets[0].get_gtypes() == []
      and targets[0].get_actions() == 0, "no types: the bar's one drop target takes nothing")


class DropBar(SegmentKit.SegmentBar):
    """Takes every drop in its class handler."""

    drops = []

    def do_extra_drag_drop(self, index, value):
        self.drops.append((index, value))
        return True


drop_bar = DropBar()
drop_bar.props.titles = ["a", "b"]
check(drop_bar.emit("extra-drag-drop", 1, GObject.Value(GObject.TYPE_STRING, "x")) and DropBar.drops == [(1, "x")],
      f"a subclass's do_extra_drag_drop takes the drop ({DropBar.drops})")

# The menu model taken away while the context menu is open: the open popover was unparented at once, and GTK logged
# two criticals a moment later (its tooltip code met the popover's surface gone); run.sh fails on any critical.
from gi.repository import Gio  # noqa: E402


def spin(milliseconds):
    end = GLib.get_monotonic_time() + milliseconds * 1000
    while GLib.get_monotonic_time() < end:
        GLib.MainContext.default().iteration(False)


window = Gtk.Window()
menu_bar = SegmentKit.SegmentBar.new_with_titles(["main.swift", "README.md"])
window.set_child(menu_bar)
window.present()
spin(300)
tab_menu = Gio.Menu()
tab_menu.append("Close", "tab.close")
menu_bar.set_menu_model(tab_menu)
menu_bar.grab_focus()
menu_bar.activate_action("menu.popup", None)
spin(200)
menu_bar.set_menu_model(None)
spin(800)
check(menu_bar.get_menu_model() is None, "the menu model taken away while the menu is open: closed, nothing logged")
window.destroy()
