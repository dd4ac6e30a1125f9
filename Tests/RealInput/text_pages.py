"""Page keys from inside a text view: the pager's Ctrl+Page Down, Ctrl+Tab and Alt+digit act before the page sees them.

A GtkTextView takes Ctrl+Page Up and Page Down (a horizontal page) and Ctrl+Tab (the focus out) for itself, so
keys that a pager left to the bubble phase never reached it while the user was typing in a document. The app is
apps/text_pages.py, through the built typelib: four documents, the last page a second pager of three, whose keys
are its own while the focus is in its pages. Plain Page Down stays the text view's. The focus follows the pages:
after each key it is in the new page's text view, ready for typing.
"""
import os

from harness import App, click, key, poll

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
    names = ["a.txt", "b.txt", "c.txt"]
    for keys, expected in (("ctrl+Next", 1), ("ctrl+Tab", 2), ("ctrl+shift+Tab", 1), ("ctrl+Prior", 0),
                           ("alt+3", 2), ("ctrl+Prior", 1)):
        press(keys, "outer", expected, focus=names[expected])
    # Page Down is the text view's: it scrolls the document, and the pages stay.
    press("Next", "outer", 1, focus="b.txt")
    # The last page holds a second pager (the focus goes to its bar, the page's first widget): in its documents
    # its own pages move, not the outer ones.
    press("alt+4", "outer", 3)
    into_text()
    for keys, expected in (("ctrl+Next", 1), ("alt+3", 2), ("ctrl+Tab", 0), ("ctrl+shift+Tab", 2)):
        press(keys, "inner", expected, outer=3, focus=f"inner {expected + 1}")
