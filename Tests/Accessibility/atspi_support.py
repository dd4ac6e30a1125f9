"""What the AT-SPI checks share: reading the accessibility tree as a screen reader does, and counting checks."""
import time

import pyatspi

passed = failed = 0


def check(ok, message):
    """Prints one line for a check and counts it."""
    global passed, failed
    print(("ok   " if ok else "FAIL ") + message)
    if ok:
        passed += 1
    else:
        failed += 1


def results():
    """Prints the counts; the exit status for them."""
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def find_app(name, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.5)
    return None


def walk(node, depth=0):
    yield node
    if depth > 40:
        return
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def tab_lists(app):
    return [n for n in walk(app) if n.getRoleName() == "page tab list"]


def tabs(tab_list):
    return [c for c in (tab_list.getChildAtIndex(i) for i in range(tab_list.childCount))
            if c is not None and c.getRoleName() == "page tab"]


def selected_names(tab_list):
    return [t.name for t in tabs(tab_list) if t.getState().contains(pyatspi.STATE_SELECTED)]


