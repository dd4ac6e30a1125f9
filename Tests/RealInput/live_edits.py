"""The app's data changes while the user drags: mail arrives and mailboxes go in the middle of a swipe or a tab drag.

Unit tests call the edit between the gesture handlers; here the pointer is really held down on the X server while
the app (apps/live_edits.py, through the built typelib) inserts, removes or replaces mailboxes, then the drag goes
on and is released; mail also arrives while the user searches the overflow button's list, and a mailbox loads.
Whatever the edit, the app must not log anything, the pager must come to rest on a page that shows its own tab's
mailbox, and the app's list, kept in step through its own edits and `segment-moved`, must match the tabs. Where a
user would expect one outcome (the page they were swiping to stays their destination when mail arrives before
it), that outcome is checked too.
"""
import os

from harness import App, Pixels, poll, xdo

HERE = os.path.dirname(os.path.abspath(__file__))
TAB = 90  # the app's fixed segment width


def run(results, paths, logdir):
    results.context = "live edits"
    env = {"GI_TYPELIB_PATH": paths["gir_dir"], "LD_LIBRARY_PATH": paths["lib_dir"]}
    app = App(["/usr/bin/python3", os.path.join(HERE, "apps", "live_edits.py")], "Live edits", logdir,
              "live-edits", extra_env=env, commands=True)
    try:
        journey(results, app)
    finally:
        xdo("mouseup", 1)
        app.process.terminate()
        app.process.wait(timeout=10)


def journey(results, app):
    first = poll(lambda: app.state if app.state and app.state.get("stack") else None, timeout=10)
    if not results.check(first is not None, "the app reports its mailboxes"):
        return
    Drags(results, app).all()


class Drags:
    """Each drag with its edit, from eight fresh mailboxes; `sync` waits until the app has handled the input."""

    def __init__(self, results, app):
        self.results = results
        self.app = app
        self.syncs = 0

    def all(self):
        self.swipe("new mail at the top", "insert 0", lands=lambda before: before[1])
        self.swipe("new mail at the end", "insert 8", lands=lambda before: before[1])
        self.swipe("a mailbox before it goes", "remove 0", start=1, lands=lambda before: before[2])
        self.swipe("the mailbox on screen goes", "remove current")
        self.swipe("the mailbox coming on screen goes", "remove next")
        self.swipe("every mailbox is replaced", "titles 3")
        # A tab held half-way past its neighbours.
        self.tab_drag("new mail at the top", "insert 0")
        self.tab_drag("the dragged tab's mailbox goes", "remove 2")
        self.tab_drag("a mailbox after it goes", "remove 6")
        self.tab_drag("every mailbox is replaced", "titles 5")
        self.overflow_search()
        self.loading_spinner()

    def reset(self, start=0, count=8):
        """`count` fresh mailboxes, the one at `start` selected and at rest."""
        self.app.send(f"titles {count}")
        self.app.send(f"select {start}")
        return dict(self.synced())

    def held(self, step, command, x0, y0, x1, y1, x2, y2):
        """Presses at (x0, y0) and moves to (x1, y1) in one xdotool run, holding the button; sends `command`; once
        the app has acted on it, moves on to (x2, y2) and releases. Returns the state at rest afterwards."""
        before = self.app.state["mailboxes"]
        moves = []
        for i in range(1, 9):
            moves += ["mousemove", round(x0 + (x1 - x0) * i / 8), round(y0 + (y1 - y0) * i / 8), "sleep", 0.03]
        xdo("mousemove", x0, y0, "mousedown", 1, *moves)
        try:
            self.app.send(command)
            acted = poll(lambda: self.app.state["mailboxes"] != before, timeout=3)
            self.results.check(acted, f"{step}: the app edits its mailboxes while the button is held")
            moves = []
            for i in range(1, 9):
                moves += ["mousemove", round(x1 + (x2 - x1) * i / 8), round(y1 + (y2 - y1) * i / 8), "sleep", 0.03]
            xdo(*moves, "sleep", 0.1)
        finally:
            xdo("mouseup", 1)
        return self.synced()

    def synced(self):
        """The state at rest once the app has handled every event sent so far (the release included)."""
        self.syncs += 1
        number = self.syncs
        since = self.app.mark(lambda s: s["sync"] == number)
        self.app.send(f"sync {number}")
        return self.app.settle(since=since, expect=lambda s: s["sync"] == number and not s["dragging"], timeout=10)

    def consistent(self, step, state):
        """What must hold after any drag with any edit: alive, nothing logged, at rest on a page that shows its
        own tab's mailbox, and the app's list in step with the tabs."""
        problems = self.app.new_log_problems()
        self.results.check(self.app.alive() and not problems, f"{step}: alive, nothing logged {problems}")
        mail = state["bars"]["mail"]
        selected = mail["selected"]
        self.results.check(not state["dragging"] and selected is not None and mail["position"] == selected,
                           f"{step}: the pages rest on the selected mailbox ({mail})")
        self.results.check(state["titles"] == state["mailboxes"],
                           f"{step}: the app's list is in step with the tabs ({state['mailboxes']} / {state['titles']})")
        self.results.check(not state["wrong_pages"], f"{step}: every page shows its tab's mailbox "
                                                     f"(wrong: {state['wrong_pages']})")
        if selected is not None and selected < len(state["mailboxes"]):
            expected = f"page of {state['mailboxes'][selected]}"
            self.results.check(state["shown"] == expected,
                               f"{step}: the page on screen is the selected tab's ({state['shown']}; {expected})")

    def swipe(self, what, command, start=0, lands=None):
        """Holds a swipe from mailbox `start` a third of the way to the next, and lets go 0.7 of the way."""
        step = f"swipe, {what}"
        first = self.reset(start)
        left, top, _, _ = self.app.geometry()
        x, y, width, height = first["stack"]
        row = top + round(y + height / 2)
        x0 = left + round(x + width * 0.8)
        state = self.held(step, command, x0, row, x0 - round(width / 3), row, x0 - round(width * 0.7), row)
        self.consistent(step, state)
        if lands:
            wanted = lands(first["mailboxes"])
            shown = state["mailboxes"][state["bars"]["mail"]["selected"]]
            self.results.check(shown == wanted, f"{step}: the swipe ends on the mailbox it was going to ({shown}; "
                                                f"{wanted})")

    def tab_drag(self, what, command):
        """Holds the third tab dragged one and a half tabs on, then drops it after the edit."""
        step = f"tab drag, {what}"
        first = self.reset()
        left, top, _, _ = self.app.geometry()
        x, y, _, height = first["bar"]
        row = top + round(y + height / 2)
        x0 = left + round(x + 2 * TAB + TAB / 2 - first["scroll"])
        dragged = first["mailboxes"][2]
        state = self.held(step, command, x0, row, x0 + round(TAB * 1.5), row, x0 + round(TAB * 2.2), row)
        self.consistent(step, state)
        if dragged in state["mailboxes"]:
            selected = state["mailboxes"][state["bars"]["mail"]["selected"]]
            self.results.check(selected == dragged, f"{step}: the dropped tab is selected ({selected}; {dragged})")

    def overflow_search(self):
        """Sixteen mailboxes overflow the bar: the user opens its list with a click and types a mailbox's name, mail
        arrives at the top, and Return picks the mailbox typed, not the one that took its index."""
        step = "overflow list, new mail while searching"
        first = self.reset(count=16)
        left, top, _, _ = self.app.geometry()
        x, y, width, height = first["bar"]
        wanted = first["mailboxes"][6]
        # The overflow button sits at the bar's trailing end.
        xdo("mousemove", left + round(x + width - 14), top + round(y + height / 2), "click", 1)
        self.synced()
        xdo("type", "--delay", 40, wanted)
        self.synced()
        self.app.send("insert 0")
        state = self.synced()
        self.results.check(len(state["mailboxes"]) == 17, f"{step}: the mail arrived ({len(state['mailboxes'])})")
        xdo("key", "Return")
        state = self.synced()
        self.consistent(step, state)
        selected = state["mailboxes"][state["bars"]["mail"]["selected"]]
        self.results.check(selected == wanted, f"{step}: Return picks the mailbox typed ({selected}; {wanted})")

    def loading_spinner(self):
        """A loading mailbox's tab shows a turning spinner: two captures of the tab a quarter second apart differ;
        once it has loaded, they do not."""
        step = "a loading mailbox"
        first = self.reset()
        left, top, _, _ = self.app.geometry()
        x, y, _, height = first["bar"]

        def tab():
            return Pixels(left + round(x + 3 * TAB - first["scroll"]), top + round(y), TAB, round(height))

        def turning():
            before = tab()
            poll(lambda: False, timeout=0.25)
            after = tab()
            return sum(1 for a, b in zip(before.rows, after.rows) for i in range(0, len(a), 3)
                       if abs(a[i] - b[i]) + abs(a[i + 1] - b[i + 1]) + abs(a[i + 2] - b[i + 2]) > 60)
        self.app.send("loading 3 on")
        self.synced()
        changed = turning()
        self.results.check(changed > 5, f"{step}: its tab's spinner turns ({changed} pixels changed in 0.25 s)")
        self.app.send("loading 3 off")
        self.synced()
        poll(lambda: False, timeout=0.2)
        changed = turning()
        self.results.check(changed == 0, f"{step}: loaded, the tab stands still ({changed} pixels changed)")
        problems = self.app.new_log_problems()
        self.results.check(self.app.alive() and not problems, f"{step}: alive, nothing logged {problems}")
