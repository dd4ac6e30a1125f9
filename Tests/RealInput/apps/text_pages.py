#!/usr/bin/python3
"""An editor's tabs: a SegmentedPager whose pages are text views, the last page holding a second pager of text views.

usage: text_pages.py

A text view takes Ctrl+Page Down and Ctrl+Tab for itself; the pager's shortcuts act before it, as AdwTabView's do,
and the inner pager's before the outer one's while the focus is in the inner one's pages or bar. A search entry
above the pages takes the outer pager's keys too: they are the window's (`window-shortcuts`). Prints a JSON state
line whenever a pager's selection or position changes, the focus moves or text is selected: each pager's
selection, the focused text view's document, every document's text and the text selected in it, for Tests/RealInput/text_pages.py to check with real keys.
"""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SegmentKit", "1")
from gi.repository import GLib, Gtk, SegmentKit  # noqa: E402

SegmentKit.init()
documents = {}


def text_page(name):
    view = Gtk.TextView(monospace=True)
    view.get_buffer().set_text("\n".join(f"line {n} of {name}" for n in range(1, 31)))
    view.get_buffer().connect("changed", lambda *_: state())
    # Each move of the selection's ends (has-selection changes only when a selection starts or ends; a drag moves
    # the insert mark).
    view.get_buffer().connect(
        "mark-set", lambda _b, _i, mark: mark.get_name() in ("insert", "selection_bound") and state())
    documents[name] = view
    return Gtk.ScrolledWindow(child=view, vexpand=True)


inner = SegmentKit.SegmentedPager.new()
inner.set_titles(["inner 1", "inner 2", "inner 3"])
inner.set_page_func(lambda index: text_page(f"inner {index + 1}"))
outer = SegmentKit.SegmentedPager.new()
outer.set_titles(["a.txt", "b.txt", "c.txt", "Nested"])
outer.set_page_func(lambda index: inner if index == 3 else text_page(["a.txt", "b.txt", "c.txt"][index]))
# The outer pager is the window's main tabs: its keys work from the search entry above it too, as AdwTabView's.
outer.set_window_shortcuts(True)
search = Gtk.SearchEntry(placeholder_text="Search the documents")
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
box.append(search)
outer.set_vexpand(True)
box.append(outer)
window = Gtk.Window(title="Text pages")
window.set_child(box)
window.set_default_size(640, 420)


def bounds(widget):
    ok, rect = widget.compute_bounds(window)
    return [rect.get_x(), rect.get_y(), rect.get_width(), rect.get_height()] if ok else None


def selection(view):
    """The text selected in `view`, or "" (its bounds are read once: a mark moved mid-edit may leave none)."""
    bounds = view.get_buffer().get_selection_bounds()
    return view.get_buffer().get_text(*bounds, False) if len(bounds) == 2 else ""


def state(*_):
    focus = window.get_focus()
    line = {"bars": {name: {"selected": pager.get_selected(), "position": pager.get_position()}
                     for name, pager in (("outer", outer), ("inner", inner))},
            "focus": next((name for name, view in documents.items() if view == focus), None),
            "focus_type": type(focus).__name__ if focus else None,
            "texts": {name: view.get_buffer().props.text for name, view in documents.items()},
            "selections": {name: selection(view) for name, view in documents.items() if selection(view)},
            "stack": bounds(outer.get_stack()), "search": bounds(search),
            "search_text": search.get_text()}
    print(json.dumps(line), flush=True)


for pager in (outer, inner):
    for name in ("selected", "position"):
        pager.connect(f"notify::{name}", state)
window.connect("notify::focus-widget", state)
window.connect("map", lambda *_: GLib.timeout_add(200, lambda: state() or False))
window.connect("close-request", lambda *_: loop.quit() or False)
window.present()
loop = GLib.MainLoop()
loop.run()
