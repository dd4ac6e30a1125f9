"""Journeys through the example app (segment-mail): tabs, swipes, keys, wheel, reading a message, resizing."""
import time

from harness import (App, centre, children, click, drag, extents, find_accessible_app, key, selected_tab_names, tabs,
                     walk, wheel, xdo)

MAILBOXES = ["Inbox", "Sent", "Archive"]


class Mail:
    def __init__(self, results, binary, logdir):
        self.results = results
        self.app = App([binary], "Mail", logdir, "mail")
        self.app.focus()
        self.acc = find_accessible_app("segment-mail")
        if self.acc is None:
            raise RuntimeError("segment-mail is not on the accessibility bus")
        time.sleep(0.5)
        self.measure()

    def measure(self):
        frame = next(n for n in children(self.acc) if n.getRoleName() == "frame")
        _, _, fw, fh = extents(frame)
        wx, wy, ww, wh = self.app.geometry()
        self.offset = (wx + (ww - fw) // 2, wy + (wh - fh) // 2)

    def header_bottom(self):
        import monkey
        return monkey.header_bottom(self)

    def bar(self):
        return next(n for n in walk(self.acc, lambda n: n.getRoleName() in ("page tab list", "scroll pane"))
                    if n.getRoleName() == "page tab list")

    def screen(self, x, y):
        return x + self.offset[0], y + self.offset[1]

    def selected(self):
        """The mailbox the tab list says is SELECTED (badges may follow the name)."""
        names = selected_tab_names(self.bar())
        return [next((m for m in MAILBOXES if n.startswith(m)), n) for n in names]

    def pages_area(self):
        bar = self.bar()
        return next((c for c in children(bar.parent) if c.getRoleName() == "panel"), None)

    def verify(self, step, expected=None):
        r = self.results
        time.sleep(0.7)
        alive = self.app.alive()
        problems = self.app.new_log_problems()
        r.check(alive and not problems, f"{step}: alive, nothing logged" + "".join(f"\n        {p}" for p in problems))
        if not alive:
            raise RuntimeError(f"segment-mail died at '{step}'")
        title = self.app.title()
        selected = self.selected()
        shown = title.split(" — ", 1)[1] if " — " in title else "Inbox"
        r.check(selected == [shown], f"{step}: window title '{title}' and SELECTED tab {selected} agree")
        if expected is not None:
            r.check(selected == [expected], f"{step}: '{expected}' is selected ({selected})")


def run(results, binary, logdir):
    results.context = "mail"
    mail = Mail(results, binary, logdir)
    try:
        mail.verify("start", "Inbox")
        for name in ["Sent", "Archive", "Inbox"]:
            tab = next(t for t in tabs(mail.bar()) if t.name.startswith(name))
            click(*mail.screen(*centre(tab)))
            mail.verify(f"click '{name}'", name)
        area = mail.pages_area()
        x, y, w, h = extents(area)
        row = y + h // 2
        for label, x0, x1, expected in (("swipe to Sent", x + w * 3 // 4, x + w // 8, "Sent"),
                                        ("flick to Archive", x + w // 2, x + w // 2 - 90, "Archive"),
                                        ("swipe back to Sent", x + w // 8, x + w * 3 // 4, "Sent")):
            steps, step_s = (12, 0.03) if "swipe" in label else (3, 0.01)
            drag(*mail.screen(x0, row), *mail.screen(x1, row), steps=steps, step_s=step_s)
            mail.verify(label, expected)
        tab = next(t for t in tabs(mail.bar()) if t.name.startswith("Sent"))
        click(*mail.screen(*centre(tab)))  # reselect: the list scrolls to the top
        mail.verify("reselect 'Sent'", "Sent")
        for name, expected in (("Left", "Inbox"), ("Right", "Sent"), ("End", "Archive"), ("Home", "Inbox")):
            key(name)
            mail.verify(f"key {name}", expected)
        key("Tab")
        mail.verify("key Tab", "Inbox")
        key("shift+Tab")
        mail.verify("key Shift+Tab", "Inbox")
        bx, by = mail.screen(*centre(mail.bar()))
        for button, shift in ((5, False), (4, False), (5, True), (4, True)):
            wheel(bx, by, button, shift=shift, notches=2)
            mail.verify(f"{'Shift+' if shift else ''}wheel {'down' if button == 5 else 'up'} over the bar", "Inbox")
        px, py = mail.screen(x + w // 2, row)
        wheel(px, py, 5, notches=3)
        mail.verify("wheel down over the inbox", "Inbox")
        # Read the first (unread) message: its row is activated and the Inbox badge updates.
        wheel(px, py, 4, notches=6)
        rows = [n for n in walk(area) if n.getRoleName() == "list item" and extents(n)[2] > 0]
        if rows:
            click(*mail.screen(*centre(rows[0])))
            mail.verify("read a message", "Inbox")
        minimum = mail.app.minimum_size()
        _, _, width, height = mail.app.geometry()
        if minimum:
            xdo("windowsize", mail.app.wid, *minimum)
            mail.verify(f"resize to the minimum {minimum[0]}x{minimum[1]}", "Inbox")
            mail.measure()
            tab = next(t for t in tabs(mail.bar()) if t.name.startswith("Archive"))
            click(*mail.screen(*centre(tab)))
            mail.verify("click 'Archive' at the minimum size", "Archive")
            xdo("windowsize", mail.app.wid, width, height)
            mail.verify("resize back", "Archive")
    except RuntimeError as error:
        results.check(False, str(error))
        print(mail.app.stderr_text()[-3000:])
    finally:
        results.context = ""
        mail.app.stop()
