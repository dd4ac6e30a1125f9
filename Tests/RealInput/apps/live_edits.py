#!/usr/bin/python3
"""A mail app whose tabs change while the user drags: a SegmentedPager of mailboxes with reorderable tabs.

usage: live_edits.py   (commands on standard input, one per line)

New mail arrives and mailboxes go away whenever the app's data says so, which may be in the middle of a swipe of
the pages or of a tab's drag. The app keeps its own list of mailboxes, one per tab, in step with the tabs through
its own edits and `segment-moved`, and makes each page from it. Commands (Tests/RealInput/live_edits.py sends
them while it holds the pointer down):

  insert INDEX        a new mailbox at INDEX
  remove INDEX        removes the mailbox at INDEX ("remove current" and "remove next" name the selected one
                      and the one after it)
  titles N            replaces every mailbox with N new ones
  select INDEX        shows the mailbox at INDEX
  loading INDEX on|off  the mailbox at INDEX is loading, or not
  sync N              reports "sync": N once every input event sent before it has been handled

Prints a JSON state line whenever something changes: the pager's selection, position and motion, the tabs, the
app's own list, whether every page made so far shows its tab's mailbox, and the mailbox of the page on screen.
"""
import json
import os

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SegmentKit", "1")
from gi.repository import Gdk, GLib, Gtk, SegmentKit  # noqa: E402

SegmentKit.init()
mailboxes = [f"Mail {n}" for n in range(1, 9)]
made = [0]


def page(index):
    return Gtk.Label(label=f"page of {mailboxes[index]}", vexpand=True)


pager = SegmentKit.SegmentedPager.new()
pager.set_style_name("cursor")
pager.get_bar().set_reorderable(True)
# A fixed width, so the driver knows where each tab is: the bar's left edge + index × 90 − its scroll offset.
pager.get_bar().set_segment_width(90)
pager.set_titles(mailboxes)
pager.set_page_func(page)
window = Gtk.Window(title="Live edits")
window.set_child(pager)
window.set_default_size(800, 360)


def moved(_bar, source, target):
    mailboxes.insert(target, mailboxes.pop(source))
    state()


def new_mailbox():
    made[0] += 1
    return f"New {made[0]}"


def run(command):
    words = command.split()
    if not words:
        return
    if words[0] == "insert":
        index = int(words[1])
        name = new_mailbox()
        mailboxes.insert(index, name)
        pager.insert(index, name, None)
    elif words[0] == "remove":
        index = {"current": pager.get_selected(), "next": pager.get_selected() + 1}.get(words[1])
        index = int(words[1]) if index is None else index
        if 0 <= index < len(mailboxes):
            del mailboxes[index]
            pager.remove(index)
    elif words[0] == "titles":
        mailboxes[:] = [new_mailbox() for _ in range(int(words[1]))]
        pager.set_titles(mailboxes)
    elif words[0] == "loading":
        pager.set_item_loading(int(words[1]), words[2] == "on")
    elif words[0] == "select":
        pager.select(int(words[1]), False, True)
    elif words[0] == "sync":
        # Every event the X server has sent so far is read, and handled before this low-priority idle runs.
        Gdk.Display.get_default().sync()
        GLib.idle_add(lambda: synced(int(words[1])), priority=GLib.PRIORITY_LOW)
        return
    state()


last_sync = [0]


def synced(number):
    last_sync[0] = number
    state()
    return False


pending = [b""]


def read_commands(fd, _condition):
    data = os.read(fd, 4096)
    if not data:
        return False
    pending[0] += data
    *lines, pending[0] = pending[0].split(b"\n")
    for line in lines:
        run(line.decode())
    return True


def page_text(index):
    widget = pager.get_page(index) if 0 <= index < len(mailboxes) else None
    return widget.get_label() if isinstance(widget, Gtk.Label) else None


def bounds(widget):
    ok, rect = widget.compute_bounds(window)
    return [rect.get_x(), rect.get_y(), rect.get_width(), rect.get_height()] if ok else None


def state(*_):
    stack = pager.get_stack()
    count = len(mailboxes)
    wrong = [index for index in range(count)
             if page_text(index) is not None and page_text(index) != f"page of {mailboxes[index]}"]
    selected = pager.get_selected()
    line = {"bars": {"mail": {"selected": selected if selected >= 0 else None, "position": pager.get_position(),
                              "pager": {"moving": stack.get_animating() or stack.get_dragging()}}},
            "dragging": stack.get_dragging(),
            "titles": list(pager.get_titles()),
            "mailboxes": list(mailboxes),
            "wrong_pages": wrong,
            "shown": page_text(stack.get_current_page()),
            "bar": bounds(pager.get_bar()), "scroll": pager.get_bar().get_scroll_offset(),
            "stack": bounds(stack), "sync": last_sync[0]}
    print(json.dumps(line), flush=True)


pager.get_bar().connect("segment-moved", moved)
for name in ("selected", "position", "titles"):
    pager.connect(f"notify::{name}", state)
for name in ("dragging", "animating"):
    pager.get_stack().connect(f"notify::{name}", state)
GLib.unix_fd_add_full(GLib.PRIORITY_DEFAULT, 0, GLib.IOCondition.IN | GLib.IOCondition.HUP, read_commands)
window.connect("map", lambda *_: GLib.timeout_add(200, lambda: state() or False))
window.connect("close-request", lambda *_: loop.quit() or False)
window.present()
loop = GLib.MainLoop()
loop.run()
