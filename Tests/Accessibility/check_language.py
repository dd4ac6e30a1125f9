#!/usr/bin/python3
"""Reads the gallery's tab strip over AT-SPI as a German user's screen reader does, then acts on it like a user.

run.sh starts the gallery in German (LANG=de_DE.UTF-8, the locale compiled by `make test-locales`) on its "tabs"
page. Checks that SegmentKit's own words reach the reader in German from the catalogs `make catalogs` built: every
tab says its place ("4 von 8"), bars the app did not name are "Segmente", close buttons are "<title> schließen",
the overflow button's focusable part is named "Alle Tabs" (a tab strip's words) once, and the strip's children come in the order they
show (each close button after its tab, the overflow button last). Then a real click (xdotool) on a close button
takes its tab away and the others count 7, and Ctrl+Shift+Page Down (a tab moved with the keyboard) is described
in German. Prints one line per check and "N passed, N failed" at the end.
"""
import re
import subprocess
import sys
import time

import pyatspi

from atspi_support import check, find_app, results, tab_lists, tabs, walk

app = find_app("segment-demo")
check(app is not None, "the gallery is on the accessibility bus")
if app is None:
    sys.exit(results())


def strip():
    """The tabs page's strip: the tab list with close buttons."""
    for tab_list in tab_lists(app):
        children = [tab_list.getChildAtIndex(i) for i in range(tab_list.childCount)]
        if any(c is not None and c.getRoleName() == "push button" for c in children):
            return tab_list
    return None


def close_buttons(tab_list):
    """The strip's close buttons (its other buttons: the overflow button and the app's action widgets)."""
    return [c for c in (tab_list.getChildAtIndex(i) for i in range(tab_list.childCount))
            if c is not None and c.getRoleName() == "push button" and c.name.endswith(" schließen")]


deadline = time.time() + 10
bar = None
while bar is None and time.time() < deadline:
    bar = strip()
    time.sleep(0.2)
check(bar is not None, "the tabs page shows a tab strip with close buttons")
if bar is None:
    sys.exit(results())

shown = tabs(bar)
count = len(shown)
descriptions = [t.description for t in shown]
check(count > 3 and all(re.match(rf"^{i + 1} von {count}\b", d) for i, d in enumerate(descriptions)),
      f"every tab says its place in German: {descriptions}")
unnamed = [l.name for l in tab_lists(app) if l.name in ("Segmente", "Segments")]
check(unnamed and set(unnamed) == {"Segmente"}, f"bars the app did not name are 'Segmente': {sorted(set(unnamed))}")
names = [b.name for b in close_buttons(bar)]
titles = [t.name for t in shown]
check(len(names) >= 3 and all(n[:-len(" schließen")] in titles for n in names),
      f"close buttons are named '<title> schließen': {names}")
overflow = [n for n in walk(bar) if n.getRoleName() == "push button" and (n.name or "").startswith("Alle ")
            and n.getState().contains(pyatspi.STATE_FOCUSABLE)]
check(overflow and all(n.name == "Alle Tabs" for n in overflow),
      f"the overflow button's focusable part is named 'Alle Tabs' once: {[n.name for n in overflow]}")

def showing_order_problem(tab_list):
    """Why the strip's children are not in the order they show, or None: only the start action widget before the
    first tab, each close button after its own tab (and that tab's other buttons), no tab after the trailing
    buttons, the overflow button last."""
    children = [c for c in (tab_list.getChildAtIndex(i) for i in range(tab_list.childCount)) if c is not None]
    read = [(c.getRoleName(), c.name) for c in children]
    tab_places = [i for i, (role, _) in enumerate(read) if role == "page tab"]
    if not tab_places:
        return f"no tabs in {read}"
    if any(name.endswith(" schließen") or role != "push button" for role, name in read[:tab_places[0]]):
        return f"before the first tab: {read[:tab_places[0]]}"
    for i, (role, name) in enumerate(read):
        if role == "push button" and name.endswith(" schließen"):
            owner = next((n for r, n in reversed(read[:i]) if r == "page tab"), None)
            if owner != name[:-len(" schließen")]:
                return f"'{name}' follows the tab {owner!r}: {read}"
    if read[-1][1] != "Alle Tabs":
        return f"the last child is {read[-1]}, not the overflow button"
    return None


problem = showing_order_problem(bar)
check(problem is None, f"a screen reader meets the strip's children in the order they show ({problem or 'in order'})")

# A real click on a close button: the tab goes, and the tabs left count one fewer.
wid = subprocess.check_output(["xdotool", "search", "--onlyvisible", "--name", "SegmentKit gallery"]).split()[0].decode()
button = close_buttons(bar)[0]
closing = button.name[:-len(" schließen")]
x, y, w, h = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
subprocess.check_call(["xdotool", "mousemove", "--window", wid, str(x + w // 2), str(y + h // 2), "click", "1"])
deadline = time.time() + 5
while time.time() < deadline and closing in [t.name for t in tabs(bar)]:
    time.sleep(0.2)
left = tabs(bar)
check(closing not in [t.name for t in left] and all(t.description.startswith(f"{i + 1} von {count - 1}")
                                                    for i, t in enumerate(left)),
      f"a click on '{closing} schließen' closed it; the others say {[t.description for t in left]}")
problem = showing_order_problem(bar)
check(problem is None, f"after it the children are still in the order they show ({problem or 'in order'})")

# Ctrl+Shift+Page Down moves the selected tab one place on; the strip says so in German. The strip recycles its
# few accessible tabs as titles move, so the tabs are read again after each step rather than kept.
first = tabs(bar)[0]
title = first.name
x, y, w, h = first.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
subprocess.check_call(["xdotool", "mousemove", "--window", wid, str(x + w // 2), str(y + h // 2), "click", "1"])
deadline = time.time() + 5
while time.time() < deadline and [t.name for t in tabs(bar) if t.getState().contains(pyatspi.STATE_SELECTED)] != [title]:
    time.sleep(0.2)
subprocess.check_call(["xdotool", "key", "--window", wid, "ctrl+shift+Next"])
expected = f"{title} an Position 2 von {count - 1} verschoben"
deadline = time.time() + 5
while time.time() < deadline and bar.description != expected:
    time.sleep(0.2)
check(bar.description == expected and [t.name for t in tabs(bar)][1] == title,
      f"a tab moved with the keyboard is described in German: {bar.description!r} (expected {expected!r})")

sys.exit(results())
