"""Journeys through the C, JavaScript, Vala and Rust examples: a filter bar above a SegmentedPager, in each language.

Each example is built as its README says (C with pkg-config, Vala with valac and the .vapi, Rust with Debian's cargo
and the crate in bindings/rust) against the library and
typelib `make bindings` made beside the build, then driven with real clicks, a swipe and keys. After each step the
app must be alive with nothing logged, and the page of the pager's SELECTED tab, and no other, must fill the pages
area: the pages are labels "Page N…" that the language's page function made.
"""
import os
import re
import subprocess

import pyatspi

from harness import (App, WindowPlace, centre, children, click, drag, extents, find_accessible_app, key, poll,
                     tabs, walk)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def demos(build_dir, gir_dir, out_dir):
    """The examples to drive: (label, window title, command, environment), building the compiled ones into out_dir.

    Raises RuntimeError with the compiler's output when one does not build.
    """
    build_env = dict(os.environ, PKG_CONFIG_PATH=gir_dir)

    def build(command, what):
        done = subprocess.run(command, env=build_env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"the {what} example does not build: {done.stdout}{done.stderr}"[-2000:])

    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "segmentkit-1"], env=build_env, capture_output=True,
                           text=True).stdout.split()
    c_demo = os.path.join(out_dir, "segmentkit-demo-c")
    build(["cc", os.path.join(ROOT, "Examples", "c", "segmentkit-demo.c"), *flags, "-o", c_demo], "C")
    vala_demo = os.path.join(out_dir, "segmentkit-demo-vala")
    build(["valac", f"--vapidir={gir_dir}", "--pkg", "gtk4", "--pkg", "segmentkit-1", "-X", "-w",
           os.path.join(ROOT, "Examples", "vala", "segmentkit-demo.vala"), "-o", vala_demo], "Vala")
    target_dir = os.path.join(ROOT, ".build", "rust")
    build_env.update(CARGO_TARGET_DIR=target_dir, RUSTC="/usr/bin/rustc")  # Debian's, as Tests/Bindings/run.sh
    build(["sh", "-c", f"cd '{os.path.join(ROOT, 'Examples', 'rust')}' && /usr/bin/cargo build --quiet"], "Rust")
    rust_demo = os.path.join(target_dir, "debug", "segmentkit-demo")
    env = {"GI_TYPELIB_PATH": gir_dir, "LD_LIBRARY_PATH": build_dir}
    return [("c", "SegmentKit from C", [c_demo], env),
            gjs({"gir_dir": gir_dir, "lib_dir": build_dir}),
            ("vala", "SegmentKit from Vala", [vala_demo], env),
            ("rust", "SegmentKit from Rust", [rust_demo], env)]


class Demo(WindowPlace):
    """One running example, read over AT-SPI."""

    def __init__(self, results, label, title, command, env, logdir):
        self.results = results
        self.label = label
        self.app = App(command, title, logdir, label, extra_env=env)
        self.app.focus()
        self.acc = find_accessible_app(window=title)
        if self.acc is None:
            raise RuntimeError(f"{label}: no window '{title}' on the accessibility bus")
        # The Rust example has a tab strip below its pager too: the filter bar and the pager come first.
        if not poll(lambda: len(self.tab_lists()) >= 2, timeout=5.0):
            raise RuntimeError(f"{label}: the window does not show a filter bar and a pager ({len(self.tab_lists())})")
        self.measure()

    def tab_lists(self):
        """The filter bar's tab list, then the pager's."""
        return [n for n in walk(self.acc, lambda n: n.getRoleName() in ("page tab list", "scroll pane"))
                if n.getRoleName() == "page tab list"]

    def click_tab(self, tab_list, index):
        """Clicks tab `index` of `tab_list`; its name."""
        tab = tabs(tab_list)[index]
        click(*self.screen(*centre(tab)))
        return tab.name

    def pages_area(self):
        bar = self.tab_lists()[1]
        return next(c for c in children(bar.parent) if c.getRoleName() == "panel")

    def selected(self, tab_list):
        """The indexes of the SELECTED tabs, as their descriptions tell them ("3 of 100"): a long bar's accessible
        tabs are only those near what is on screen, so the place among the tab list's children is not the index."""
        return [int(re.match(r"(\d+) of ", t.description).group(1)) - 1 for t in tabs(tab_list)
                if t.getState().contains(pyatspi.STATE_SELECTED)]

    def count(self, tab_list):
        """How many segments the tab list has, as its tabs' descriptions tell it."""
        return int(re.match(r"\d+ of ([\d,]+)", tabs(tab_list)[0].description).group(1).replace(",", ""))

    def pages_in_place(self):
        """The N of every "Page N…" label in the accessibility tree that fills the pages area.

        At rest that is the selected page alone: the stack marks the pages off screen hidden, which takes them out
        of the tree (GTK 4.8 would otherwise report each where it was last allocated, several in one place).
        """
        area = extents(self.pages_area())
        return sorted(int(found.group(1)) for node in walk(self.pages_area()) if node.getRoleName() == "label"
                      for found in [re.match(r"Page (\d+)\b", node.name or "")] if found and extents(node) == area)

    def verify(self, step, filter_index=None, page=None, quiet=0.5):
        """Alive with nothing logged; the page of the pager's SELECTED tab, and no other, fills the pages area (and is
        `page` if given), and the filter bar's SELECTED tab is `filter_index` if given."""
        r = self.results

        def agreed():
            selected = self.selected(self.tab_lists()[1])
            return selected == self.pages_in_place() and (page is None or selected == [page])
        self.app.check_alive(r, step, agreed, quiet)
        selected, in_place = self.selected(self.tab_lists()[1]), self.pages_in_place()
        r.check(len(selected) == 1 and in_place == selected and (page is None or selected == [page]),
                f"{step}: the page of the pager's SELECTED tab {selected} alone is in place ({in_place}; expected {page})")
        if filter_index is not None:
            chosen = self.selected(self.tab_lists()[0])
            r.check(chosen == [filter_index], f"{step}: filter {filter_index} is SELECTED ({chosen})")


def gjs(paths):
    """How to start the GJS example (it needs no build) against the library and typelib in `paths`."""
    return ("gjs", "SegmentKit from GJS", ["gjs", os.path.join(ROOT, "Examples", "gjs", "segmentkit-demo.js")],
            {"GI_TYPELIB_PATH": paths["gir_dir"], "LD_LIBRARY_PATH": paths["lib_dir"]})


def journey(results, demo):
    """Clicks every filter, then walks the pager by click, swipe and keys, to the last page and back."""
    demo.verify("start", 0, 0)
    filters = demo.tab_lists()[0]
    for index in reversed(range(len(tabs(filters)))):
        name = demo.click_tab(filters, index)
        demo.verify(f"click filter '{name}'", index)
    pager_bar = demo.tab_lists()[1]
    name = demo.click_tab(pager_bar, 2)
    demo.verify(f"click tab '{name}'", page=2)
    x, y, w, h = extents(demo.pages_area())
    row = y + h // 2
    drag(*demo.screen(x + w * 3 // 4, row), *demo.screen(x + w // 8, row), steps=12, step_s=0.03)
    demo.verify("swipe to the next page", page=3)
    drag(*demo.screen(x + w // 8, row), *demo.screen(x + w * 3 // 4, row), steps=12, step_s=0.03)
    demo.verify("swipe back", page=2)
    # A click on the selected tab gives the bar the keyboard focus (and reselects: nothing moves).
    demo.click_tab(demo.tab_lists()[1], 2)
    focused = poll(lambda: demo.tab_lists()[1].getState().contains(pyatspi.STATE_FOCUSED), timeout=1.0)
    results.check(focused, "a click on the selected tab gives the pager's bar the keyboard focus")
    last = demo.count(demo.tab_lists()[1]) - 1
    for name, expected in (("Right", 3), ("Left", 2), ("End", last), ("Home", 0)):
        key(name)
        demo.verify(f"key {name}", page=expected)


def tab_strip_journey(results, demo):
    """The Rust example's tab strip: its close-requested handler (a Rust closure) keeps "Notes" and lets
    "Cargo.toml" close. Clicks each tab's accessible "Close <title>" button."""
    strip = demo.tab_lists()[2]

    def titles():
        return [t.name for t in tabs(demo.tab_lists()[2])]

    def close_button(title):
        return next((b for b in children(demo.tab_lists()[2]) if b.getRoleName() == "push button"
                     and b.name == f"Close {title}"), None)
    start = titles()
    results.check(start == ["main.rs", "Notes", "Cargo.toml"], f"the tab strip shows three tabs ({start})")
    for title, expected in (("Notes", start), ("Cargo.toml", start[:2])):
        button = close_button(title)
        if button is None:
            results.check(False, f"tab '{title}' has no accessible close button ({[c.name for c in children(strip)]})")
            return
        click(*demo.screen(*centre(button)))
        demo.app.check_alive(results, f"click 'Close {title}'", lambda: titles() == expected, 0.5)
        results.check(titles() == expected, f"click 'Close {title}': the tabs are {titles()} (expected {expected})")
        vetoes = demo.app.stderr_text().count("Notes has unsaved changes: kept open")
        results.check(vetoes == 1, f"click 'Close {title}': the Rust handler has kept Notes once ({vetoes})")


def run(results, build_dir, gir_dir, logdir):
    """Builds the C, Vala and Rust examples, then drives the four; failures are recorded, not raised."""
    try:
        examples = demos(build_dir, gir_dir, logdir)
    except RuntimeError as error:
        results.check(False, str(error))
        return
    for label, title, command, env in examples:
        results.context = label
        demo = None
        try:
            demo = Demo(results, label, title, command, env, logdir)
            journey(results, demo)
            if label == "rust":
                tab_strip_journey(results, demo)
        except RuntimeError as error:
            results.check(False, str(error))
            if demo:
                print(demo.app.stderr_text()[-3000:])
        finally:
            results.context = ""
            if demo:
                demo.app.stop()
