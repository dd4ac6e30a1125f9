#!/usr/bin/python3
"""A window with a SegmentBar as its header bar's title widget, as GNOME apps place a view switcher.

usage: header_bar.py capsule|scrollable|tabs|underline

Prints a JSON state line whenever the bar's selection, indicator, scroll offset or titles change, with the bar's
rectangle in the window, for Tests/RealInput/header_bar.py to drag it with real pointer events.
"""
import json
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SegmentKit", "1")
from gi.repository import GLib, Gtk, SegmentKit  # noqa: E402

kind = sys.argv[1]
titles = {"capsule": ["Inbox", "Sent", "Archive"], "underline": ["Inbox", "Sent", "Archive"],
          "scrollable": [f"Topic {n}" for n in range(1, 21)], "tabs": ["One", "Two", "Three", "Four"]}[kind]
bar = SegmentKit.SegmentBar.new_with_titles(titles)
bar.set_style_name({"capsule": "capsule", "underline": "underline", "scrollable": "scrollable",
                    "tabs": "underline"}[kind])
if kind == "tabs":
    bar.set_reorderable(True)
if kind != "scrollable":
    bar.set_size_request(300, -1)
window = Gtk.Window(title=f"Header bar {kind}")
header = Gtk.HeaderBar()
header.set_title_widget(bar)
window.set_titlebar(header)
window.set_child(Gtk.Label(label="The window's content"))
window.set_default_size(640, 240)


def state(*_):
    ok, rect = bar.compute_bounds(window)
    # "bars" as the gallery's state lines have it, so the harness can tell when the indicator rests.
    line = {"bars": {"header": {"selected": bar.get_selected(), "position": bar.get_position()}},
            "selected": bar.get_selected(), "position": bar.get_position(), "scroll_offset": bar.props.scroll_offset,
            "titles": list(bar.get_titles()),
            "bar": [rect.get_x(), rect.get_y(), rect.get_width(), rect.get_height()] if ok else None}
    print(json.dumps(line), flush=True)


for name in ("selected", "position", "scroll-offset", "titles"):
    bar.connect(f"notify::{name}", state)
window.connect("map", lambda *_: GLib.timeout_add(200, lambda: state() or False))
window.connect("close-request", lambda *_: loop.quit() or False)
window.present()
loop = GLib.MainLoop()
loop.run()
