#!/usr/bin/python3
"""Listens to the running gallery as a screen reader does, before reading any tab, and clicks a tab like a user.

GTK 4.8 sends an accessible object's changes only once it is realized on the bus, which a client's first read of
it does; a bar's tabs were realized only then, so a click or an arrow key that changed the selection was silent to
a reader that had not yet walked the bar's children. Checks: without reading the switcher's tabs, a real click
(xdotool) on one of them sends `object:state-changed:selected` from that tab, and Right then sends it for the next;
Right, and after Tab away and Shift+Tab back, the bar's description tells the tab now current ("Icons, 4 of 12").
Prints one line per check and "N passed, N failed" at the end.
"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

from atspi_support import check, find_app, results

app = find_app("segment-demo")
check(app is not None, "the gallery is on the accessibility bus")
if app is None:
    sys.exit(results())


def first_tab_list(node, depth=0):
    """The first tab list in the tree, found without reading any tab list's children."""
    if node.getRoleName() == "page tab list":
        return node
    if depth > 40:
        return None
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        found = first_tab_list(child, depth + 1) if child is not None else None
        if found is not None:
            return found
    return None


switcher = first_tab_list(app)
check(switcher is not None, "found the gallery switcher's tab list")
if switcher is None:
    sys.exit(results())
x, y, w, h = switcher.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
count = switcher.childCount
wid = subprocess.check_output(["xdotool", "search", "--onlyvisible", "--name", "SegmentKit gallery"]).split()[0].decode()
subprocess.call(["xdotool", "windowfocus", wid], stderr=subprocess.DEVNULL)

selected = []


def heard(event):
    # Only the switcher's own tabs: the page a click shows has a bar of its own, whose tabs announce theirs too.
    source = event.source
    if event.detail1 == 1 and source is not None and source.getRoleName() == "page tab" and source.parent == switcher:
        selected.append(source.name)


pyatspi.Registry.registerEventListener(heard, "object:state-changed:selected")


def act(steps):
    """Runs the steps one by one from the event loop, 1 s apart, then stops it."""
    if not steps:
        pyatspi.Registry.stop()
        return False
    steps[0]()
    GLib.timeout_add(1000, act, steps[1:])
    return False


# The third segment's middle, with the switcher's own segments equal or fitted: a tab other than the first.
third = x + int(w * 2.5 / max(count, 1))
clicks = []
GLib.timeout_add(300, act, [
    lambda: subprocess.check_call(
        ["xdotool", "mousemove", "--window", wid, str(third), str(y + h // 2), "click", "1"]),
    lambda: clicks.append(list(selected)),
    lambda: subprocess.check_call(["xdotool", "key", "Right"]),
    # Screen readers are on the bar, which has GTK's focus, and Orca speaks no tab's selected state after an arrow
    # key: the bar's description tells the tab the arrow selected.
    lambda: clicks.append(switcher.description),
    # Away and back with the keyboard: coming back, the bar tells the tab now current through its description.
    lambda: subprocess.check_call(["xdotool", "key", "Tab"]),
    lambda: clicks.append(switcher.description),
    lambda: subprocess.check_call(["xdotool", "key", "shift+Tab"]),
    lambda: clicks.append(switcher.description),
])
pyatspi.Registry.start()
after_click = clicks[0] if clicks else []
check(len(after_click) == 1 and after_click[0] not in ("", "Underline"),
      f"a click on an unread tab announced its selection ({after_click})")
check(len(selected) == 2 and selected[1] != selected[0],
      f"Right announced the next tab's selection ({selected[len(after_click):]})")
arrowed, away, back = (clicks[1], clicks[2], clicks[3]) if len(clicks) == 4 else (None, None, None)
current = selected[-1] if selected else "?"
check(arrowed == f"{current}, 4 of {count}",
      f"after Right the bar's description tells the tab now selected ({arrowed!r})")
check(away == "" and back == f"{current}, 4 of {count}",
      f"Shift+Tab back into the bar tells the current tab through its description ({away!r}, then {back!r})")
sys.exit(results())
