#!/usr/bin/python3
"""Tab-strip mode from Python (GObject Introspection): properties, close-requested's veto, a class handler override.

Prints its check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""
from bindings_check import Gtk, SegmentKit, checker

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
