"""A SegmentBar in a header bar, dragged with real pointer events: the bar keeps the drags it acts on.

GtkHeaderBar moves its window when a drag on it passes the drag threshold (GtkWindowHandle), unless a widget
under the pointer claimed the press first, as GtkScale does for its slider. A capsule's pill dragged to the next
segment, an overflowing bar's content dragged, and a tab dragged to a new place must move what they move and
leave the window where it is; a drag on a bar that has nothing to move (an underline bar that fits) moves the
window, as a drag on a header bar's button does. The app is apps/header_bar.py, through the built typelib.
"""
import os

from harness import App, drag, poll

HERE = os.path.dirname(os.path.abspath(__file__))


def run(results, paths, logdir):
    """One window per kind of bar; failures are recorded, not raised."""
    results.context = "header bar"
    env = {"GI_TYPELIB_PATH": paths["gir_dir"], "LD_LIBRARY_PATH": paths["lib_dir"]}
    for kind in ("capsule", "scrollable", "tabs", "underline"):
        app = App(["/usr/bin/python3", os.path.join(HERE, "apps", "header_bar.py"), kind], f"Header bar {kind}",
                  logdir, f"header-bar-{kind}", extra_env=env)
        try:
            journey(results, app, kind)
        finally:
            app.process.terminate()
            app.process.wait(timeout=10)


def journey(results, app, kind):
    first = poll(lambda: app.state if app.state and app.state.get("bar") else None, timeout=10)
    if not results.check(first is not None, f"{kind}: the app reports its bar"):
        return
    left, top, _, _ = app.geometry()
    x, y, width, height = first["bar"]
    row = top + round(y + height / 2)
    count = len(first["titles"])
    segment = width / count
    # Past the drag threshold in eight steps of one xdotool run: about one segment along, or 200 px of content
    # towards the start from three quarters along the scrollable bar.
    start = left + round(x + (width * 3 / 4 if kind == "scrollable" else segment / 2))
    distance = -200 if kind == "scrollable" else round(segment * 1.1)
    since = app.mark()
    drag(start, row, start + distance, row, steps=8, step_s=0.04)
    moved_to = poll(lambda: moved(app, left, top), timeout=1.5 if kind != "underline" else 4)
    state = app.settle(since=since, timeout=3)
    if kind == "underline":
        results.check(moved_to is not None and moved_to[0] != 0,
                      f"{kind}: a drag on a bar with nothing to move moves the window, as on a button: by {moved_to}")
        return
    results.check(moved_to is None, f"{kind}: the window stays where it was (moved by {moved(app, left, top)})")
    if kind == "capsule":
        results.check(state["selected"] == 1 and state["position"] == 1,
                      f"{kind}: the pill dragged to the next segment selects it: {state['selected']}, "
                      f"{state['position']}")
    elif kind == "scrollable":
        results.check(state["scroll_offset"] >= 100,
                      f"{kind}: the content follows the drag: scrolled {state['scroll_offset']:.0f} px of 200")
    else:
        results.check(state["titles"][:2] == ["Two", "One"], f"{kind}: the first tab moved on: {state['titles']}")
    problems = app.new_log_problems()
    results.check(app.alive() and not problems, f"{kind}: alive, nothing logged {problems}")


def moved(app, left, top):
    """How far the window moved from (left, top), or None while it has not."""
    x, y, _, _ = app.geometry()
    return (x - left, y - top) if (x, y) != (left, top) else None
