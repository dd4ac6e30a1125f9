"""Page keys from inside a text view: the pager's Ctrl+Page Down, Ctrl+Tab and Alt+digit act before the page sees them.

A GtkTextView takes Ctrl+Page Up and Page Down (a horizontal page) and Ctrl+Tab (the focus out) for itself, so
keys that a pager left to the bubble phase never reached it while the user was typing in a document. The app is
apps/text_pages.py, through the built typelib: four documents, the last page a second pager of three, whose keys
are its own while the focus is in its pages or its bar. Plain Page Down stays the text view's. The focus follows
the pages: after each key it is in the new page's text view, ready for typing.
"""
import os

from harness import App, Pixels, click, drag, key, poll

HERE = os.path.dirname(os.path.abspath(__file__))


def run(results, paths, logdir):
    results.context = "text pages"
    env = {"GI_TYPELIB_PATH": paths["gir_dir"], "LD_LIBRARY_PATH": paths["lib_dir"]}
    app = App(["/usr/bin/python3", os.path.join(HERE, "apps", "text_pages.py")], "Text pages", logdir,
              "text-pages", extra_env=env)
    try:
        journey(results, app)
    finally:
        app.process.terminate()
        app.process.wait(timeout=10)


def selected(state, pager):
    return state["bars"][pager]["selected"]


def journey(results, app):
    first = poll(lambda: app.state if app.state and "a.txt" in app.state.get("texts", {}) else None, timeout=10)
    if not results.check(first is not None, "the app reports its documents"):
        return
    texts = dict(first["texts"])

    def into_text():
        """Clicks into the document on screen, well inside the page; the name of the focused document."""
        left, top, width, height = app.geometry()
        since = app.mark()
        click(left + width // 3, top + height // 2)
        state = app.settle(since=since, expect=lambda s: s["focus"] is not None)
        return state["focus"]

    def press(keys, pager, expected, outer=None, focus=None):
        """Presses `keys` in the document on screen: `pager` selects `expected`, and the focus follows into the
        document `focus` names (the page's first widget that takes it), as GtkNotebook moves it."""
        document = app.state["focus"] or into_text()
        results.check(document is not None, f"the focus is in a document ({document})")
        arrived = (lambda s: selected(s, pager) == expected and s["focus"] == focus) if focus else None
        since = app.mark(arrived or (lambda s: selected(s, pager) == expected))
        key(keys)
        state = app.settle(since=since, expect=arrived or (lambda s: selected(s, pager) == expected))
        results.check(selected(state, pager) == expected,
                      f"{keys} in '{document}' selects {pager} {expected} ({selected(state, pager)})")
        if focus:
            results.check(state["focus"] == focus, f"{keys}: the focus follows into '{focus}' ({state['focus']})")
        if outer is not None:
            results.check(selected(state, "outer") == outer,
                          f"{keys} in '{document}' leaves the outer pager on {outer} ({selected(state, 'outer')})")
        changed = [name for name, text in state["texts"].items() if texts.get(name, text) != text]
        results.check(not changed, f"{keys} typed nothing into a document ({changed})")
        texts.update(state["texts"])
        problems = app.new_log_problems()
        results.check(app.alive() and not problems, f"{keys}: alive, nothing logged {problems}")

    into_text()
    ring = top_edge(app)
    names = ["a.txt", "b.txt", "c.txt"]
    for keys, expected in (("ctrl+Next", 1), ("ctrl+Tab", 2), ("ctrl+shift+Tab", 1), ("ctrl+Prior", 0),
                           ("alt+3", 2), ("ctrl+Prior", 1)):
        press(keys, "outer", expected, focus=names[expected])
        if keys == "ctrl+Next" and ring is not None:
            # The key made the focus visible; it is in the text view, so the page area draws no ring of its own.
            changed = differing(ring, top_edge(app))
            results.check(changed < 8, f"no focus ring around the pages while a page's text view has the focus "
                                       f"({changed} pixels of the page area's top edge changed)")
    # Page Down is the text view's: it scrolls the document, and the pages stay.
    press("Next", "outer", 1, focus="b.txt")
    drag_selects_text(results, app)
    search_entry(results, app, texts)
    # The last page holds a second pager (the focus goes to its bar, the page's first widget): in its documents
    # its own pages move, not the outer ones.
    press("alt+4", "outer", 3)
    # The focus went to the inner pager's bar: its page keys move the inner pages, as from the inner documents.
    state = app.state
    if results.check(state["focus_type"] == "SegmentBar", f"the focus is in the inner bar ({state['focus_type']})"):
        for keys, expected in (("ctrl+Next", 1), ("ctrl+Prior", 0)):
            since = app.mark(lambda s, expected=expected: selected(s, "inner") == expected)
            key(keys)
            state = app.settle(since=since, expect=lambda s, expected=expected: selected(s, "inner") == expected)
            results.check(selected(state, "inner") == expected and selected(state, "outer") == 3,
                          f"{keys} in the inner bar moves the inner pages to {expected}, the outer stay on 3 "
                          f"({selected(state, 'inner')}, {selected(state, 'outer')})")
            results.check(state["focus_type"] == "SegmentBar", f"{keys}: the focus stays in the bar")
    into_text()
    for keys, expected in (("ctrl+Next", 1), ("alt+3", 2), ("ctrl+Tab", 0), ("ctrl+shift+Tab", 2)):
        press(keys, "inner", expected, outer=3, focus=f"inner {expected + 1}")


def top_edge(app):
    """The page area's top 2 px rows, inside its edges where its ring would be drawn, as pixels on screen."""
    if not app.state or not app.state.get("stack"):
        return None
    left, top, _, _ = app.geometry()
    x, y, width, _ = app.state["stack"]
    return Pixels(left + round(x) + 8, top + round(y), round(width) - 16, 2)


def differing(before, after):
    """How many pixels differ clearly between two captures of one region."""
    return sum(1 for a, b in zip(before.rows, after.rows) for i in range(0, len(a), 3)
               if abs(a[i] - b[i]) + abs(a[i + 1] - b[i + 1]) + abs(a[i + 2] - b[i + 2]) > 60)


def drag_selects_text(results, app):
    """A mouse drag along a document's lines selects its text, as in any editor, and the pages stay: the stack took
    such drags for swipes (it watches presses first, so a swipe may start on a button), and text could not be
    selected with the mouse. A page widget that drags by itself keeps its drags."""
    left, top, _, _ = app.geometry()
    x, y, _, _ = app.state["stack"]
    start = selected(app.state, "outer")
    document = app.state["focus"]
    x0, y0 = left + round(x + 30), top + round(y + 40)
    since = app.mark(lambda s: s["selections"].get(document))
    drag(x0, y0, x0 + 220, y0 + 20, steps=12)
    state = app.settle(since=since, expect=lambda s: s["selections"].get(document))
    chosen = state["selections"].get(document, "")
    results.check(len(chosen) > 5 and selected(state, "outer") == start
                  and state["bars"]["outer"]["position"] == start,
                  f"a mouse drag across '{document}' selects its text ({chosen!r}) and the pages stay on {start} "
                  f"(position {state['bars']['outer']['position']})")


def search_entry(results, app, texts):
    """The outer pager's keys are the window's: typing in the search entry above the pages, Ctrl+Page Down and
    Alt+1 move the outer pages, and the focus and the typed text stay in the entry."""
    left, top, _, _ = app.geometry()
    x, y, width, height = app.state["search"]
    since = app.mark(lambda s: s["focus_type"] == "Text")
    click(left + round(x + width / 2), top + round(y + height / 2))
    state = app.settle(since=since, expect=lambda s: s["focus_type"] == "Text")
    if not results.check(state["focus_type"] == "Text", f"a click gives the search entry the focus "
                                                        f"({state['focus_type']})"):
        return
    key("r", "e", "p", "o")
    start = selected(app.state, "outer")
    for keys, expected in (("ctrl+Next", start + 1), ("alt+1", 0)):
        since = app.mark(lambda s, expected=expected: selected(s, "outer") == expected)
        key(keys)
        state = app.settle(since=since, expect=lambda s, expected=expected: selected(s, "outer") == expected)
        results.check(selected(state, "outer") == expected and state["focus_type"] == "Text",
                      f"{keys} in the search entry moves the outer pages to {expected}, the focus stays there "
                      f"({selected(state, 'outer')}, {state['focus_type']})")
    results.check(app.state["search_text"] == "repo", f"the entry kept what was typed ({app.state['search_text']!r})")
    changed = [name for name, text in app.state["texts"].items() if texts.get(name, text) != text]
    results.check(not changed, f"nothing was typed into a document ({changed})")
    # Back where the journey was: the second document, the focus in its text.
    since = app.mark(lambda s: selected(s, "outer") == 1)
    key("alt+2")
    app.settle(since=since, expect=lambda s: selected(s, "outer") == 1)
