#!/usr/bin/python3
"""A small mail app in PyGObject: a SegmentedPager declared in mail.ui, pages made lazily by Python.

Run it with `python3 mail.py` after `make install` (or with GI_TYPELIB_PATH and LD_LIBRARY_PATH pointing into
the build, as `make test-bindings` does). `--self-test` checks the app from inside and prints one line per check.
"""
import os
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("SegmentKit", "1")
from gi.repository import Gdk, GLib, Gtk, SegmentKit  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDERS = {
    "Inbox": [f"Message {n}: hello from the inbox" for n in range(1, 41)],
    "Sent": [f"Re: thread {n}" for n in range(1, 16)],
    "Archive": [f"Old news {n}" for n in range(1, 101)],
}


class MailWindow:
    """The window from mail.ui, with one list of messages per folder and an unread badge on Inbox."""

    def __init__(self, app):
        SegmentKit.init()  # registers SegmentedPager before GtkBuilder reads the file
        builder = Gtk.Builder.new_from_file(os.path.join(HERE, "mail.ui"))
        self.window = builder.get_object("window")
        self.window.set_application(app)
        self.pager = builder.get_object("pager")
        self.made = []  # folders whose page was made, in order: pages are made lazily
        self.unread = 3
        self.pager.set_page_func(self.make_page)
        self.pager.set_badge_count(0, self.unread)
        # The window's title names the folder shown, whether a click, a key or a swipe chose it.
        self.pager.connect("selection-changed", self.show_folder)
        builder.get_object("mark-read").connect("clicked", lambda _button: self.mark_read(self.unread))

    def show_folder(self, pager, index):
        self.window.set_title(f"Mail — {pager.get_titles()[index]}")

    def make_page(self, index):
        """Called the first time page `index` is about to be visible."""
        self.made.append(index)
        folder = self.pager.get_titles()[index]
        rows = Gtk.ListBox()
        for subject in FOLDERS.get(folder, []):
            rows.append(Gtk.Label(label=subject, xalign=0, margin_start=12, margin_top=8, margin_bottom=8))
        if folder == "Inbox":
            rows.connect("row-activated", lambda _box, _row: self.mark_read(1))
        return Gtk.ScrolledWindow(child=rows, vexpand=True)

    def mark_read(self, count):
        self.unread = max(0, self.unread - count)
        self.pager.set_badge_count(0, self.unread)


def iterate(seconds=0.3):
    """Runs the main loop for a while, so drawing, page creation and signals happen."""
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + int(seconds * 1e6)
    while GLib.get_monotonic_time() < end:
        context.iteration(False)


def iterate_until(done, seconds=10):
    """Runs the main loop until `done()` or `seconds` pass, then a little longer for what should not happen.

    The first frame may take a while (GTK's GL renderer compiles its shaders on a first run), and the neighbour
    page is made only after it: a fixed wait saw only the first page.
    """
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + int(seconds * 1e6)
    while not done() and GLib.get_monotonic_time() < end:
        context.iteration(False)
    iterate(0.1)


class Checks:
    """One `ok`/`not ok` line per check (read by Tests/Bindings/run.sh)."""

    def __init__(self, language):
        self.language = language
        self.failed = 0

    def check(self, condition, description):
        print(f"{'ok' if condition else 'not ok'} - {self.language}: {description}", flush=True)
        if not condition:
            self.failed += 1


def self_test(mail):
    checks = Checks("python")
    check = checks.check
    pager = mail.pager
    criticals = []
    GLib.log_set_handler(
        "SegmentKit", GLib.LogLevelFlags.LEVEL_CRITICAL | GLib.LogLevelFlags.LEVEL_WARNING,
        lambda domain, level, message, *_: criticals.append(message), None)

    mail.window.present()
    iterate_until(lambda: len(mail.made) >= 2)
    check(isinstance(pager, SegmentKit.SegmentedPager), "the .ui loads and declares a SegmentedPager")
    check(pager.get_mapped() and pager.get_width() > 0, "the pager shows")
    check(list(pager.props.titles) == ["Inbox", "Sent", "Archive"], "titles from the .ui read back")
    check(mail.made == [0, 1], f"only the visible page and its neighbour were made ({mail.made})")

    changes = []
    pager.connect("selection-changed", lambda _pager, index: changes.append(index))
    pager.select(2, False, True)
    iterate()
    check(changes == [2], f"select(2) emits selection-changed once ({changes})")
    check(mail.window.get_title() == "Mail — Archive", f"the window's title follows ({mail.window.get_title()})")
    check(2 in mail.made, "selecting Archive made its page")
    pager.select(1, False, False)
    iterate(0.1)
    check(changes == [2] and pager.get_selected() == 1, "a silent select emits nothing")

    notified = []
    pager.connect("notify", lambda _pager, spec: notified.append(spec.name))
    pager.props.selected = 0
    check(pager.props.selected == 0 and pager.get_selected() == 0, "selected round-trips")
    pager.props.style_name = "capsule"
    check(pager.props.style_name == "capsule", "style-name round-trips")
    pager.props.placement = SegmentKit.SegmentBarPlacement.BOTTOM
    check(pager.get_placement() == SegmentKit.SegmentBarPlacement.BOTTOM, "placement round-trips")
    check(notified.count("selected") == 1 and notified.count("style-name") == 1 and notified.count("placement") == 1,
          f"each change is notified once ({notified})")
    del notified[:]
    pager.props.selected = 0
    pager.props.style_name = "capsule"
    pager.set_placement(SegmentKit.SegmentBarPlacement.BOTTOM)
    check(notified == [], f"setting the same values notifies nothing ({notified})")
    # The paging switches: C setters and properties, the pager's the same as its stack's, each notified once.
    for name in ("interactive", "allow_mouse_drag", "allow_long_swipes", "allow_scroll_wheel", "bounces",
                 "animate_selection"):
        del notified[:]
        initial = getattr(pager, f"get_{name}")()
        getattr(pager, f"set_{name}")(not initial)
        getattr(pager, f"set_{name}")(not initial)
        stack_value = pager.get_stack().get_property(name.replace("_", "-"))
        check(pager.get_property(name.replace("_", "-")) == (not initial) and stack_value == (not initial)
              and notified == [name.replace("_", "-")], f"{name} round-trips on pager and stack, notified once ({notified})")
        pager.get_stack().set_property(name.replace("_", "-"), initial)
    bar = pager.props.bar
    bar.props.activation_mode = SegmentKit.SegmentActivationMode.MANUAL
    check(bar.get_activation_mode() == SegmentKit.SegmentActivationMode.MANUAL, "activation-mode round-trips")
    mail.mark_read(1)
    check(mail.unread == 2, "the unread badge follows")

    # A subclass replaces the class handler of selection-changed (a virtual method in the .gir) and chains up.
    class LoggingPager(SegmentKit.SegmentedPager):
        def __init__(self):
            super().__init__()
            self.handled = []

        def do_selection_changed(self, index):
            self.handled.append(index)
            SegmentKit.SegmentedPager.do_selection_changed(self, index)

    sub = LoggingPager()
    sub.set_titles(["One", "Two", "Three"])
    order = []
    sub.connect("selection-changed", lambda _pager, index: order.append(len(sub.handled)))
    del sub.handled[:]
    sub.select(2, False, True)
    check(sub.handled == [2] and order == [0],
          f"a subclass's do_selection_changed runs once, after connected handlers ({sub.handled}, {order})")

    # A bigger pager: 1,000 pages, made only when shown.
    big = SegmentKit.SegmentedPager.new()
    made = []

    def factory(index):
        made.append(index)
        if index == 500:
            raise RuntimeError("page 500 cannot be made")
        return Gtk.Label(label=f"Page {index}")

    big.set_titles([f"Tab {n}" for n in range(1000)])
    big.set_page_func(factory)
    window = Gtk.Window(child=big)
    window.present()
    iterate_until(lambda: len(made) >= 2)
    check(sorted(made) == [0, 1], f"a Python page factory makes pages lazily ({sorted(made)})")
    big.select(700, False, True)
    iterate()
    check(700 in made and len(made) <= 6, f"selecting page 700 makes only the pages around it ({len(made)} made)")

    reported = []
    previous_hook = sys.excepthook
    sys.excepthook = lambda kind, value, trace: reported.append(value)
    big.select(500, False, True)
    iterate()
    sys.excepthook = previous_hook
    check(any(isinstance(e, RuntimeError) for e in reported), "a Python exception in the page factory is reported")
    check(big.get_selected() == 500 and big.get_page(500) is None, "and the app goes on (an empty page shows)")

    # Bad input: exceptions for the wrong type or None, one critical for an index out of range.
    try:
        SegmentKit.SegmentBar.select(None, 1, False, True)
        check(False, "None as the instance raises TypeError")
    except TypeError:
        check(True, "None as the instance raises TypeError")
    try:
        SegmentKit.SegmentBar.select(Gtk.Label(), 1, False, True)
        check(False, "a wrong-type instance raises TypeError")
    except TypeError:
        check(True, "a wrong-type instance raises TypeError")
    try:
        pager.select(-1, False, True)
        check(False, "a negative index raises")
    except (OverflowError, ValueError, TypeError):
        check(True, "a negative index raises")
    criticals.clear()
    pager.select(99, False, True)
    check(len(criticals) == 1 and "segmented_pager_select" in criticals[0] and pager.get_selected() == 0,
          f"an index out of range logs one critical naming the function, selection unchanged ({criticals})")
    try:
        bar.set_tracker_image("/nonexistent/tracker.png")
        check(False, "a missing tracker image raises GLib.Error")
    except GLib.Error as error:
        check(error.matches(SegmentKit.Error.quark(), SegmentKit.Error.IMAGE), "a missing tracker image raises GLib.Error")
    try:
        pager.set_style_name("sparkly")
        check(False, "an unknown style name raises GLib.Error")
    except GLib.Error as error:
        check(error.code == SegmentKit.Error.UNKNOWN_STYLE and pager.props.style_name == "capsule",
              "an unknown style name raises GLib.Error and leaves the style")

    # Rich segments: a markup title, a segment's own indicator colour, the indicator drawn by a Python function.
    rich = SegmentKit.SegmentBar.new_with_titles(["Inbox", "Sent"])
    rich.set_item_markup(0, "<b>Inbox</b> <small>3</small>")
    rich.set_item_tooltip(1, "Sent mail")
    red = Gdk.RGBA()
    red.parse("red")
    rich.set_item_colors(0, None, None, red)
    drawn = []
    rich.set_indicator_shape("custom")
    rich.set_indicator_func(lambda _bar, _snapshot, _x, _y, width, _height: drawn.append(width))
    rich_window = Gtk.Window(child=rich)
    rich_window.present()
    iterate()
    check(rich.get_title(0) == "<b>Inbox</b> <small>3</small>", "a markup title keeps its markup")
    check(len(drawn) > 0 and drawn[-1] > 0, f"the Python indicator function draws at the core's rectangle ({drawn[-1:]})")
    try:
        rich.set_indicator_shape("zigzag")
        check(False, "an unknown indicator shape raises GLib.Error")
    except GLib.Error as error:
        check(error.code == SegmentKit.Error.UNKNOWN_STYLE, "an unknown indicator shape raises GLib.Error")
    rich_window.destroy()
    window.destroy()
    mail.window.destroy()
    iterate(0.1)
    return checks.failed


def main():
    test = "--self-test" in sys.argv
    app = Gtk.Application(application_id="org.segmentkit.MailPython")
    status = {"failed": 0}

    def activate(app):
        mail = MailWindow(app)
        if test:
            status["failed"] = self_test(mail)
            app.quit()
        else:
            mail.window.present()

    app.connect("activate", activate)
    app.run([sys.argv[0]])
    return 1 if status["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
