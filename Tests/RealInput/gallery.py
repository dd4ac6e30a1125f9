"""Journeys through the gallery (segment-demo) with real pointer and keyboard events.

Each step is a real input event through the X server; after each, `verify` checks that the app is alive, that
nothing was logged at WARNING or CRITICAL, and that the gallery's own state (its test-mode JSON line), the
accessible tree (SELECTED tabs, the page panel on screen) and the switcher all agree.
"""
import os
import subprocess
import time
from itertools import islice

import pyatspi
from gi.repository import GLib

import seed_options
import tabs_page

from harness import (App, Pixels, centre, children, click, drag, exit_status, extents, find_accessible_app, is_checked,
                     key, poll, on_screen, read_settled, screenshot, selected_tab_names, selects_title, tabs,
                     viewable_windows, walk, wheel, xdo)

PAGES = ["underline", "scrollable", "capsule", "icons", "cursor", "pages", "lazy", "builder", "tabs", "rich", "many", "vertical"]
# Pages whose pager swipes up and down (and whose bar is a vertical sidebar).
VERTICAL_PAGES = {"vertical"}
PAGES_TO_RUN = None  # main.py --pages narrows the journeys while debugging
# Material's accent in the light theme (resources/css/material.css): #6200ee mixed with Adwaita's foreground
# #2e3436 at 0.65, the colour of selected titles and the indicator.
MATERIAL = (0x40, 0x22, 0x76)


class Gallery:
    """One running gallery and the ways to look at it and poke it."""

    def __init__(self, results, binary, logdir, label="gallery", args=(), env=None):
        self.results = results
        self.app = App([binary, *args], "SegmentKit gallery", logdir, label, extra_env=env)
        self.app.focus()
        self.acc = find_accessible_app("segment-demo")
        if self.acc is None:
            raise RuntimeError("the gallery is not on the accessibility bus")
        self.state = self.app.settle()
        self.offset = (0, 0)
        self._nodes = {}  # accessible nodes found once (the walks cost D-Bus round trips); see `_cached`
        self._measure_offset()

    def _cached(self, key, find):
        """The node (or list of nodes) `find()` gives, remembered under `key` while it stays in the tree."""
        nodes = self._nodes.get(key)
        if nodes is None or not all(_alive(n) for n in (nodes if isinstance(nodes, list) else [nodes])):
            nodes = self._nodes[key] = find()
        return nodes

    def _measure_offset(self):
        """Accessible extents are relative to the GTK window; the X window adds the client-side frame's margin."""
        frame = next(n for n in children(self.acc) if n.getRoleName() == "frame")
        _, _, fw, fh = extents(frame)
        _, _, ww, wh = self.app.geometry()
        wx, wy, _, _ = self.app.geometry()
        self.offset = (wx + (ww - fw) // 2, wy + (wh - fh) // 2)

    # --- reading -------------------------------------------------------------------------------------------------

    def rest(self, quiet=0.3):
        """Waits until the gallery has rested `quiet` seconds (no input expected to act) and reads its state."""
        self.state = self.app.settle(quiet=quiet)
        return self.state

    def wait_for(self, expect):
        """Waits (up to App.settle's timeout) for `expect` to hold after an earlier input, and for rest; returns the state."""
        self.state = self.app.settle(since=(0, True), expect=expect)
        return self.state

    def bar_state(self, page=None):
        """The state line's entry for the bar of `page` (default: the page on screen)."""
        return self.state["bars"][page or self.state["page"]]

    def _column(self):
        frame = next(n for n in children(self.acc) if n.getRoleName() == "frame")
        return next(c for c in children(frame) if c.getRoleName() == "panel" and on_screen(c))

    def stack_page(self, name=None):
        """The accessible subtree of one gallery page (GtkStack keeps hidden pages' old extents, so go by order)."""
        name = name or self.state["page"]

        def find():
            stack = [c for c in children(self._column()) if c.getRoleName() == "panel"][-1]
            return children(stack)[PAGES.index(name)]
        return self._cached(("page", name), find)

    def tab_lists(self):
        """The switcher, then the tab lists of the page on screen."""
        return [self.switcher()] + self._cached(("tab lists", self.state["page"]), lambda: [
            n for n in walk(self.stack_page(), _prune_controls) if n.getRoleName() == "page tab list"])

    def switcher(self):
        """The tab list that switches the gallery's pages."""
        return self._cached("switcher", lambda: next(c for c in children(self._column())
                                                     if c.getRoleName() == "page tab list"))

    def page_bar(self):
        """The bar of the page on screen (on the builder page, the pager's, which comes after the filter bar)."""
        lists = self.tab_lists()[1:]
        return lists[-1] if lists else None

    def overflow_button(self, bar):
        """The bar's overflow menu button, if it shows one."""
        buttons = [b for b in bar_buttons(bar)
                   if b.name not in tabs_page.ACTION_WIDGETS and b.name not in tabs_page.SPEAKERS]
        return next((b for b in buttons if on_screen(b)), None)

    def check_boxes(self):
        """The option check boxes of the page on screen."""
        return self._cached(("check boxes", self.state["page"]), lambda: [
            n for n in walk(self.stack_page(), _prune_controls) if n.getRoleName() == "check box"])

    def buttons(self):
        """The Add, Remove, Rename and Reload pages buttons of the page on screen."""
        return self._cached(("buttons", self.state["page"]), lambda: [
            n for n in walk(self.stack_page(), _prune_controls) if n.getRoleName() == "push button"
            and n.name in ("Add", "Remove", "Rename", "Reload pages")])

    def visible_tabs(self, bar):
        """The tabs of `bar` that lie wholly inside it and clear of its overflow button and action widgets."""
        vertical = is_vertical(bar)

        def span(node):
            """Where `node` starts along the bar and how long it is: x and width, or y and height in a sidebar."""
            x, y, w, h = extents(node)
            return (y, h) if vertical else (x, w)

        start, length = span(bar)
        first, last = start, start + length
        # The overflow button and a tab strip's action widgets cover the ends the segments scroll under.
        for button in bar_buttons(bar):
            at, size = span(button)
            if size <= 0 or not on_screen(button):
                continue
            if at + size / 2 < start + length / 2:
                first = max(first, at + size)
            else:
                last = min(last, at)
        return [t for t in tabs(bar) if span(t)[1] > 0 and span(t)[0] >= first and sum(span(t)) <= last]

    # --- acting --------------------------------------------------------------------------------------------------

    def screen(self, x, y):
        return x + self.offset[0], y + self.offset[1]

    def act(self, send, expect=None, quiet=0.3):
        """Sends input with `send()`, then waits for the gallery to act on it and rest; returns the state.

        `expect` is what the input should lead to (a predicate on the state line); without it the wait is a quiet
        spell, for input that should change nothing the state line shows. See App.settle.
        """
        since = self.app.mark(expect)
        send()
        self.state = self.app.settle(since, expect, quiet=quiet)
        return self.state

    def click_node(self, node, repeat=1, dx=0, dy=0, expect=None):
        """Clicks the middle of an accessible node (offset by dx, dy) and waits as `act` does."""
        x, y = centre(node)
        return self.act(lambda: click(*self.screen(x + dx, y + dy), repeat=repeat), expect)

    def press(self, *names, expect=None):
        """Presses keys (xdotool names) and waits as `act` does."""
        return self.act(lambda: key(*names), expect)

    def show_page(self, name):
        """Clicks the page's tab in the switcher; True once the page is on screen and its crossfade is over."""
        tab = next(t for t in tabs(self.switcher()) if t.name == name.title())
        self.click_node(tab, expect=lambda s: s["page"] == name)
        self.rest(quiet=0.25)  # the stack's 200 ms crossfade, which the state line does not show
        return self.state["page"] == name

    def bar_has_focus(self, timeout=1.0):
        """Whether the page's bar holds the keyboard focus (AT-SPI STATE_FOCUSED), waiting up to `timeout`."""
        return bool(poll(lambda: self.page_bar().getState().contains(pyatspi.STATE_FOCUSED), timeout))

    def focus_bar(self, tab):
        """Clicks `tab` to give its bar the keyboard focus, the precondition of every key journey; True if it has it.

        The one retry here is of input delivery, not of a check: if the window has lost the X input focus (no
        window manager runs to give it back, e.g. after a popover) or the bar did not take the focus, the window
        is focused again and the click sent once more. The caller checks the result.
        """
        self.click_node(tab, expect=selects_title(tab.name))
        if self.bar_has_focus():
            return True
        self.app.focus()
        self.click_node(tab, expect=selects_title(tab.name))
        return self.bar_has_focus()

    # --- checking ------------------------------------------------------------------------------------------------

    def verify(self, step):
        """The checks after every step: alive and quiet, the state the step's wait read is consistent, and the
        accessible tree agrees with it."""
        r = self.results
        alive = self.app.alive()
        problems = self.app.new_log_problems()
        extra = [line for line in self.app.other_output if line.startswith("segment-demo:")]
        self.app.other_output.clear()
        ok = r.check(alive and not problems and not extra,
                     f"{step}: alive, nothing logged" + (
                         "" if alive else f" — the app died ({self.app.process.returncode})") +
                     "".join(f"\n        {line}" for line in problems + extra))
        if not alive:
            raise AppDied(step)
        issues = state_issues(self.state)
        r.check(not issues, f"{step}: state consistent" + "".join(f"\n        {i}" for i in issues))
        issues = []
        for _ in range(40):  # accessible states arrive as events; give them a moment
            try:
                issues = self.accessible_issues()
            except GLib.GError as error:  # a node went away while read (see harness.read_settled)
                issues = [f"the accessible tree changed while read ({error})"]
            if not issues:
                break
            time.sleep(0.05)
        r.check(not issues, f"{step}: accessible tree agrees" + "".join(f"\n        {i}" for i in issues))
        return ok

    def accessible_issues(self):
        state = self.state
        issues = []
        switcher_selected = selected_tab_names(self.switcher())
        if switcher_selected != [state["page"].title()]:
            issues.append(f"switcher SELECTED {switcher_selected}, page on screen {state['page']}")
        bar = self.page_bar()
        info = self.bar_state()
        if bar is None:
            issues.append("no tab list on the page")
            return issues
        selected = selected_tab_names(bar)
        names = [t.name for t in tabs(bar)]
        title = info["title"]
        if title is None:
            if selected:
                issues.append(f"nothing is selected but the tab list says {selected}")
        elif title in names:
            if selected != [title]:
                issues.append(f"selected '{title}' but the tab list says SELECTED {selected}")
        elif selected:
            issues.append(f"selected '{title}' (not among the tabs made) but the tab list says SELECTED {selected}")
        if "pager" in info and title is not None:
            # GTK keeps a hidden page's last extents, so several pages may claim the middle; the selected one must.
            shown = self.pages_at_middle(bar)
            if title not in shown:
                issues.append(f"selected '{title}' but the tab panels in the middle of the pager are {shown}")
        return issues

    def pages_area(self, bar):
        """The accessible node holding the pager's pages (the tab list's sibling)."""
        parent = bar.parent
        return next((c for c in children(parent) if c.getRoleName() == "panel" and on_screen(c)), None)

    def pages_at_middle(self, bar):
        area = self.pages_area(bar)
        if area is None:
            return []
        x, y, w, h = extents(area)
        cx, cy = x + w // 2, y + h // 2
        result = []
        for page in children(area):
            px, py, pw, ph = extents(page)
            if pw > 0 and px <= cx < px + pw and py <= cy < py + ph:
                result.append(page.name)
        return result

    def header_bottom(self):
        import monkey
        return monkey.header_bottom(self)

    def stop(self):
        self.app.stop()


class AppDied(Exception):
    """The app under test exited during a journey (its step is the message)."""


def is_vertical(bar):
    """Whether a tab list is a vertical bar (AT-SPI's vertical state: its accessible orientation)."""
    return bar.getState().contains(pyatspi.STATE_VERTICAL)


def bar_buttons(bar):
    """A tab list's buttons other than its tabs' own (their accessible close buttons and indicator icons, which lie
    inside their tabs): the overflow button, action widgets.

    Read as `tabs` reads (harness.read_settled): the bar's tab nodes, its children too, come and go as it scrolls,
    and one gone between the listing and its role is an AT-SPI error (met once after a pick from the 10,000-tab
    menu).
    """
    def read():
        nodes = children(bar)
        boxes = [extents(n) for n in nodes if n.getRoleName() == "page tab"]

        def in_a_tab(node):
            x, y, w, h = extents(node)
            return any(tx <= x and x + w <= tx + tw and ty <= y and y + h <= ty + th for tx, ty, tw, th in boxes)
        return [n for n in nodes if n.getRoleName() in ("push button", "toggle button")
                and not n.name.startswith("Close ") and not in_a_tab(n)]
    return read_settled(read)


def _alive(node):
    """Whether an accessible node found earlier is still in the tree."""
    try:
        return not node.getState().contains(pyatspi.STATE_DEFUNCT)
    except Exception:  # noqa: BLE001 - a node whose widget is gone fails in several ways
        return False


def _prune_rows(node):
    role = node.getRoleName()
    if role in ("page tab list", "scroll pane", "label", "check box", "push button"):
        return True
    x, y, w, h = extents(node)
    return w == 0 or h == 0


def _prune_controls(node):
    """Stops at tab lists, page contents and the controls themselves."""
    return node.getRoleName() in ("page tab list", "scroll pane", "label", "check box", "push button")


def selects(index):
    """Expectation: the bar on screen selects segment `index`."""
    return lambda state: state["bars"][state["page"]]["selected"] == index


def counts(number):
    """Expectation: the bar on screen has `number` segments."""
    return lambda state: state["bars"][state["page"]]["count"] == number


def state_issues(state):
    """What disagrees inside one settled state line."""
    issues = []
    page = state["page"]
    if state["switcher"] is None or PAGES[state["switcher"]] != page:
        issues.append(f"switcher selects {state['switcher']} but page '{page}' is on screen")
    for name, bar in state["bars"].items():
        selected = bar["selected"]
        if bar["count"] == 0:
            if selected is not None:
                issues.append(f"{name}: empty bar selects {selected}")
            continue
        if selected is None or not 0 <= selected < bar["count"]:
            issues.append(f"{name}: selection {selected} of {bar['count']}")
            continue
        if abs(bar["position"] - selected) > 0.01:
            issues.append(f"{name}: indicator rests at {bar['position']} but {selected} is selected")
        pager = bar.get("pager")
        if pager:
            if pager["page"] != selected:
                issues.append(f"{name}: current page {pager['page']} but segment {selected} selected")
            if name == page and pager["shown"] != selected:
                issues.append(f"{name}: page {pager['shown']} on screen but segment {selected} selected")
            if abs(pager["position"] - selected) > 0.01:
                issues.append(f"{name}: pages rest at {pager['position']} but {selected} is selected")
            if pager["rtl"] != bar["rtl"]:
                issues.append(f"{name}: bar rtl={bar['rtl']} but pages rtl={pager['rtl']}")
    return issues


# --- the journeys ------------------------------------------------------------------------------------------------


def run(results, binary, logdir):
    """Every gallery page, then resizing; returns when done (failures are recorded, not raised)."""
    gallery = Gallery(results, binary, logdir)
    try:
        results.context = "gallery"
        gallery.verify("start")
        check_start_size(gallery)
        check_names(gallery)
        animations = None
        for index, page in enumerate(PAGES_TO_RUN or PAGES):
            results.context = f"gallery/{page}"
            results.check(gallery.show_page(page), f"a click on the switcher shows page '{page}'")
            gallery.verify("switch")
            if index == 0:
                check_theme_reaches_hidden_pages(gallery, page)
            animations = check_animation_boxes(gallery, animations)
            click_every_segment(gallery)
            double_click(gallery)
            overflow_menu(gallery)
            if page == "many":
                search_overflow_menu(gallery)
            if page == "capsule":
                drag_capsule(gallery)
            if "pager" in gallery.bar_state():
                swipe_pages(gallery)
                page_area_focus_ring(gallery)
            wheel_over(gallery)
            keyboard(gallery)
            if page == "pages":
                import paging_switches
                paging_switches.run(gallery)
                import drag_hover
                drag_hover.run(gallery)
            if page in VERTICAL_PAGES:
                vertical_keys(gallery)
            toggle_every_box(gallery)
            press_every_button(gallery)
            if page in ("capsule", "builder"):
                empty_bar(gallery)
            if page == "tabs":
                tabs_page.run(gallery)
            if page == "rich":
                tooltip_of_shortened_title(gallery)
                import mnemonics
                mnemonics.run(gallery)
        results.context = "gallery/pages"
        gallery.show_page("pages")
        resize(gallery)
    except AppDied as died:
        results.check(False, f"the gallery kept running through '{died}'")
        print(gallery.app.stderr_text()[-3000:])
    except Exception:
        # A step that breaks because the app is gone (an AT-SPI call to a dead app) says how it ended (a signal
        # or an exit code). An app still going away (its window and bus connection gone, its exit handlers
        # running) is given 2 s to finish first.
        try:
            code = gallery.app.process.wait(2)
        except subprocess.TimeoutExpired:
            code = None
        if code is not None:
            results.check(False, f"the gallery kept running (it ended with {exit_status(code)}"
                                 f" in '{results.context}')")
            print(gallery.app.stderr_text()[-3000:])
        else:
            # The phase's failure is recorded once the gallery is stopped, and its screenshot then shows none:
            # the screen as the step broke, for the reader of the log.
            path = os.path.join(logdir, "gallery-broke.png")
            screenshot(path)
            print(f"      the gallery is still running; the screen as the step broke: {path}", flush=True)
        raise
    finally:
        results.context = ""
        gallery.stop()


def check_start_size(gallery):
    """The window keeps the size it first showed while the other pages are built, and can be made short.

    The gallery builds the pages it does not show right after its first frame; a window that then grew (a page
    needing more height than the first) would jump under the user's pointer, as it once did from 440 to 854 px.
    """
    r = gallery.results
    first = gallery.app.first_sized_state
    state = gallery.wait_for(lambda s: len(s["bars"]) == len(PAGES))
    r.check(len(state["bars"]) == len(PAGES), f"all {len(PAGES)} pages are built after start-up ({len(state['bars'])})")
    r.check(first is not None and (first["width"], first["height"]) == (state["width"], state["height"]),
            "the window keeps its first size while the other pages are built "
            f"({first and (first['width'], first['height'])} then {(state['width'], state['height'])})")
    minimum = gallery.app.minimum_size()
    r.check(minimum is not None and minimum[1] <= 640,
            f"the window can be made short enough for a 768-pixel screen (minimum {minimum}, at most 640 px tall)")


def check_names(gallery):
    r = gallery.results
    lists = gallery.tab_lists()
    names = [l.name for l in lists]
    r.check(all(n and n != "SegmentBar" for n in names), f"tab lists have meaningful names {names}")


def check_animation_boxes(gallery, expected):
    """Every page's "Animations" box shows the one global setting."""
    box = next((b for b in gallery.check_boxes() if b.name == "Animations"), None)
    if box is None:
        return expected
    checked = is_checked(box)
    gallery.results.check(checked == gallery.state["animations"],
                          f"the Animations box ({checked}) shows the global setting ({gallery.state['animations']})")
    return checked


def click_every_segment(gallery):
    """Clicks the segment after the selected one until the last (at most 12 on the 1,000-item page), then the first."""
    r = gallery.results
    first = gallery.visible_tabs(gallery.page_bar())[0]
    # Each click is checked against the selection the click before it reported, not a state line read again
    # afterwards, which a late line of the slide's end could still stand for.
    before = gallery.click_node(first, expect=selects_title(first.name))["bars"][gallery.state["page"]]["selected"]
    gallery.verify(f"click the first segment '{first.name}'")
    count = gallery.bar_state()["count"]
    steps = min(count - 1, 12)
    for _ in range(steps):
        bar = gallery.page_bar()
        # The tabs are remade right after a frame: read them once two reads 50 ms apart agree. A tab gone
        # between the two reads (an AT-SPI error) means they did not agree yet.
        def read_names():
            def read():
                found = tabs(bar)
                return found, [t.name for t in found]
            return read_settled(read)

        def settled():
            first_read, first_names = read_names()
            time.sleep(0.05)
            second_read, second_names = read_names()
            return (second_read, second_names) if first_names == second_names else None
        bar_tabs, tab_names = poll(settled) or read_names()
        title = gallery.bar_state()["title"]
        if title not in tab_names:
            r.check(False, f"the selected segment '{title}' has a tab")
            return
        following = bar_tabs[tab_names.index(title) + 1] if tab_names.index(title) + 1 < len(tab_names) else None
        if following is None or following not in gallery.visible_tabs(bar):
            r.check(False, f"the segment after '{title}' is on screen to click (tabs {tab_names})")
            return
        name = tab_names[tab_names.index(title) + 1]
        after = gallery.click_node(following, expect=selects_title(name))["bars"][gallery.state["page"]]
        r.check(after["selected"] == before + 1 and after["title"] == name,
                f"a click on '{name}' selects it (selected {after['selected']} '{after['title']}')")
        before = after["selected"]
        gallery.verify(f"click '{name}'")
    first = gallery.visible_tabs(gallery.page_bar())[0]
    gallery.click_node(first, expect=selects_title(first.name))
    gallery.verify(f"click '{first.name}'")


def double_click(gallery):
    """Double-clicks the third segment on screen: it ends selected, like a single click."""
    r = gallery.results
    candidates = gallery.visible_tabs(gallery.page_bar())
    if len(candidates) < 3:
        return
    name = candidates[2].name
    gallery.click_node(candidates[2], repeat=2, expect=selects_title(name))
    got = gallery.bar_state()["title"]
    r.check(got == name, f"a double-click on '{name}' selects it (selected '{got}')")
    gallery.verify(f"double-click '{name}'")


def tooltip_of_shortened_title(gallery):
    """Rests the pointer on the rich page's shortened title: a tooltip window shows, and goes when the pointer
    leaves; resting on a title shown whole ("Work", no tooltip of its own) shows none. GTK 4.8 does not put
    tooltip windows in the accessible tree, so the window itself is what is checked (its text is checked by
    RichSegmentTests through the same query)."""
    r = gallery.results

    def tab_named(prefix):
        return next((t for t in gallery.visible_tabs(gallery.page_bar()) if t.name.startswith(prefix)), None)

    def rest_on(tab):
        x, y = centre(tab)
        xdo("mousemove", *map(str, gallery.screen(x, y)))
        return x, y

    shortened, whole = tab_named("Quarterly"), tab_named("Work")
    if not r.check(shortened is not None and whole is not None, "the rich page shows 'Quarterly…' and 'Work' tabs"):
        return
    x, y = rest_on(whole)
    r.check(poll(lambda: popover_window(gallery), timeout=2.0) is None, "a title shown whole has no tooltip")
    rest_on(shortened)
    r.check(poll(lambda: popover_window(gallery), timeout=4.0) is not None,
            "resting on a shortened title shows its tooltip")
    xdo("mousemove", *map(str, gallery.screen(x, y + 400)))
    r.check(bool(poll(lambda: popover_window(gallery) is None, timeout=4.0)), "the tooltip goes when the pointer leaves")
    gallery.verify("tooltip of the shortened title")


def popover_window(gallery):
    """The X window of an open popover (a viewable top-level window besides the gallery's): (x, y, w, h), or None."""
    for wid, x, y, w, h in reversed(viewable_windows()):
        # On screen in part at least: a popover by the window's edge has its shadow margin off screen.
        if wid != int(gallery.app.wid) and w > 1 and h > 1 and x + w > 0 and y + h > 0:
            return x, y, w, h
    return None


def open_popover(gallery, opener):
    """Clicks `opener` (a menu button) and waits for its popover to show its list.

    Returns the popover's X window (x, y, width, height) and its accessible node, each None if it did not come.
    """
    def shown_popover():
        popover = next((n for n in walk(opener) if n.getRoleName() == "filler" and n.name == "GtkPopover"), None)
        return popover if popover and any(on_screen(n) for n in list_items(popover, 1)) else None
    gallery.click_node(opener)
    window = poll(lambda: popover_window(gallery))
    return window, poll(shown_popover, timeout=2.0)


def list_items(popover, count):
    """The first `count` list items (rows) of a popover's list, without walking the rest of a long list."""
    return list(islice((n for n in walk(popover) if n.getRoleName() == "list item"), count))


def check_overflow_button(gallery):
    """A bar whose tabs do not all fit shows its overflow button."""
    bar = gallery.page_bar()
    if bar is None:
        return
    count, shown = gallery.bar_state()["count"], len(gallery.visible_tabs(bar))
    if shown < count:
        gallery.results.check(gallery.overflow_button(bar) is not None,
                              f"the bar shows {shown} of its {count} tabs whole, and its overflow button")


def overflow_menu(gallery, limit=None):
    """Opens the overflow menu and picks each entry in turn (the first 6, or `limit`)."""
    r = gallery.results
    button = gallery.overflow_button(gallery.page_bar())
    if button is None:
        return
    r.check(button.name not in ("", "GtkMenuButton"), f"the overflow button has a name ('{button.name}')")
    entries = min(gallery.bar_state()["count"], limit or 6)
    for index in range(entries):
        button = gallery.overflow_button(gallery.page_bar())
        window, popover = open_popover(gallery, button)
        items = list_items(popover, entries) if popover else []
        if window is None or not items:
            r.check(False, f"a click on the overflow button opens its menu (entry {index})")
            screenshot(f"{gallery.app.stderr_path}.overflow.png")
            key("Escape")
            return
        px, py, _, _ = extents(popover)
        if index == 0:
            list_view = next((n for n in walk(popover) if n.getRoleName() == "list"), None)
            width = extents(list_view)[2] if list_view else 0
            r.check(width >= 100, f"the overflow menu is wide enough for its titles ({width} px)")
        visible_items = [n for n in items if extents(n)[1] + extents(n)[3] <= py + window[3]]
        if index >= len(visible_items):
            # Farther entries need the list scrolled; the keyboard reaches them as a user's would, from the
            # selected segment's row, which has the focus when the menu opens.
            current = gallery.bar_state()["selected"]
            moves = ["Down"] * (index - current) if index >= current else ["Up"] * (current - index)
            gallery.press(*moves, "Return", expect=selects(index))
            label = f"menu entry {index} by keyboard"
        else:
            ix, iy = centre(visible_items[index])
            gallery.act(lambda: click(window[0] + ix - px, window[1] + iy - py), expect=selects(index))
            label = f"menu entry {index}"
            if gallery.bar_state()["selected"] != index and popover_window(gallery) is not None:
                # About one click in 600 on a row of the open menu is lost under Xvfb and load: the list sees the
                # press, then its gestures are cancelled about 10 ms later, before GTK hands the popover the release
                # (no unmap, nothing destroyed, no grab-broken event reaching the popover, one popover kept across
                # openings), so the row is highlighted, not activated, and the app idle. Traced with logging builds;
                # cause not found. A user clicks again; so does the test, once, and says so. A second lost click
                # fails the check below.
                print(f"      ({label}: the click on an open menu's row was lost; clicking it once more)", flush=True)
                gallery.act(lambda: click(window[0] + ix - px, window[1] + iy - py), expect=selects(index))
        got = gallery.bar_state()["selected"]
        r.check(got == index, f"{label} selects segment {index} (selected {got})")
        if not poll(lambda: popover_window(gallery) is None, timeout=2.0):
            r.check(False, f"{label}: the menu closes after a pick")
            key("Escape")
        gallery.verify(label)
    # The menu opens with the keyboard focus on the selected segment's row: Down and Return pick the next one.
    current, count = gallery.bar_state()["selected"], gallery.bar_state()["count"]
    if current + 1 >= count:
        return
    window, popover = open_popover(gallery, gallery.overflow_button(gallery.page_bar()))
    if window is None:
        r.check(False, "a click on the overflow button opens its menu (by keyboard)")
        key("Escape")
        return
    gallery.press("Down", "Return", expect=selects(current + 1))
    got = gallery.bar_state()["selected"]
    r.check(got == current + 1, f"Down, Return in the opened menu picks the segment after {current} (selected {got})")
    if not poll(lambda: popover_window(gallery) is None, timeout=2.0):
        key("Escape")
    gallery.verify("menu entry by keyboard")


def search_overflow_menu(gallery):
    """Finds segments of a 10,000-segment bar by typing in its overflow menu: the way to reach a far one."""
    r = gallery.results

    def open_menu(label):
        window, popover = open_popover(gallery, gallery.overflow_button(gallery.page_bar()))
        if window is None or popover is None:
            r.check(False, f"a click on the overflow button opens its menu ({label})")
            key("Escape")
        return popover

    popover = open_menu("to search")
    if popover is None:
        return
    entry = next((n for n in walk(popover) if n.name == "Search segments"), None)
    r.check(entry is not None and on_screen(entry), "the long list's menu has a search entry named 'Search segments'")
    # Typed with the list's row focused, as the menu opens: the entry takes the keys, the space included.
    count = gallery.bar_state()["count"]
    target = count - 7
    # `xdotool type` takes every argument after it as text, so the keys go in a run of their own.
    gallery.act(lambda: (xdo("type", "--delay", 40, f"doc {target + 1}"), key("Return")), expect=selects(target))
    got = gallery.bar_state()["selected"]
    r.check(got == target, f"typing 'doc {target + 1}' and Return selects segment {target} (selected {got})")
    r.check(bool(poll(lambda: popover_window(gallery) is None, timeout=2.0)), "the menu closes after the pick")
    gallery.verify("search the overflow menu")

    # The second match, by the arrow keys from the entry: "Document 999", "Document 1999", ...
    if open_menu("to search again") is None:
        return
    gallery.act(lambda: (xdo("type", "--delay", 40, "doc 999"), xdo("sleep", 0.5, "key", "--delay", 150, "Down", "Down",
                                                                    "Return")), expect=selects(1998))
    got = gallery.bar_state()["selected"]
    r.check(got == 1998, f"'doc 999', Down, Down, Return selects the second match, segment 1998 (selected {got})")
    gallery.verify("search the overflow menu, then the arrow keys")

    # A search that finds nothing, then Escape: the menu closes and the selection stays.
    if open_menu("to search for nothing") is None:
        return
    gallery.act(lambda: (xdo("type", "--delay", 40, "no such title"), key("Escape")))
    r.check(bool(poll(lambda: popover_window(gallery) is None, timeout=2.0)), "Escape in the search closes the menu")
    got = gallery.bar_state()["selected"]
    r.check(got == 1998, f"and leaves the selection alone (selected {got})")
    gallery.verify("search the overflow menu for nothing")


def drag_capsule(gallery):
    """Drags the capsule's pill from the selected segment to the last one, then back to the second."""
    r = gallery.results
    for target_index in (-1, 1):
        all_tabs = tabs(gallery.page_bar())
        source = next(t for t in all_tabs if t.name == gallery.bar_state()["title"])
        target = all_tabs[target_index]
        x0, y0 = gallery.screen(*centre(source))
        x1, y1 = gallery.screen(*centre(target))
        gallery.act(lambda: drag(x0, y0, x1, y1, steps=12, step_s=0.03), expect=selects_title(target.name))
        got = gallery.bar_state()["title"]
        r.check(got == target.name, f"dragging the pill onto '{target.name}' selects it (selected '{got}')")
        gallery.verify(f"drag the pill to '{target.name}'")
    # Dropping the pill focuses the bar, as a click does: the arrow keys go on from the segment it was dropped on.
    state = gallery.bar_state()
    if state["selected"] + 1 < state["count"]:
        expected = state["selected"] + 1
        gallery.press("Left" if state["rtl"] else "Right", expect=selects(expected))
        got = gallery.bar_state()["selected"]
        r.check(got == expected, f"after the drag the next-segment arrow selects {expected} (selected {got})")
        gallery.verify("arrow key after dragging the pill")


def swipe_pages(gallery):
    """Slow swipes and quick flicks across the pages, in both directions (each gesture one xdotool run)."""
    r = gallery.results
    area = gallery.pages_area(gallery.page_bar())
    if area is None:
        r.check(False, "the pages are on screen")
        return
    x, y, w, h = extents(area)
    row = y + h // 2
    vertical = gallery.state["page"] in VERTICAL_PAGES
    forward = -1 if vertical or not gallery.bar_state()["rtl"] else 1  # finger motion that reveals the next page
    moves = [("swipe to the next page", 1, 0.6, 12, 0.03), ("flick to the next page", 1, 0.12, 3, 0.01),
             ("swipe back", -1, 0.6, 12, 0.03), ("flick back", -1, 0.12, 3, 0.01)]
    for label, pages, fraction, steps, step_s in moves:
        before = gallery.bar_state()["selected"]
        if before + pages < 0 or before + pages >= gallery.bar_state()["count"]:
            continue
        if vertical:  # up the pages, which a right-to-left layout does not mirror
            distance = int(h * fraction) * forward * pages
            y0 = y + h // 2 - distance // 2
            start, end = gallery.screen(x + w // 2, y0), gallery.screen(x + w // 2, y0 + distance)
        else:
            distance = int(w * fraction) * forward * pages
            x0 = x + w // 2 - distance // 2
            start, end = gallery.screen(x0, row), gallery.screen(x0 + distance, row)
        gallery.act(lambda: drag(*start, *end, steps=steps, step_s=step_s), expect=selects(before + pages))
        got = gallery.bar_state()["selected"]
        r.check(got == before + pages, f"a {label} moves from page {before} to {before + pages} (now {got})")
        gallery.verify(label)
    drag_out_of_the_pages(gallery, (x, y, w, h), vertical, forward)


def drag_out_of_the_pages(gallery, area, vertical, forward):
    """A drag of a little over one page that leaves the pages and is let go outside them, after a pause.

    The page pressed on slides wholly off screen under the pointer. GTK sends a press's motion and release to the
    widget pressed on, and hid it with that page: the release never reached the pages, which stayed between two
    pages for good (the monkey, seed 1717, on the vertical page: a drag let go over the header bar).
    """
    r = gallery.results
    x, y, w, h = area
    before = gallery.bar_state()["selected"]
    if before + 1 >= gallery.bar_state()["count"]:
        return
    _, wy, _, _ = gallery.app.geometry()
    if vertical:  # from the bottom of the pages to the header bar, above them
        start = gallery.screen(x + w // 2, y + h - 10)
        end = (start[0], wy + 20)
    else:  # from the edge the pages leave by to past the other edge
        sx = x + w - 10 if forward < 0 else x + 10
        start = gallery.screen(sx, y + h // 2)
        end = (max(0, start[0] + forward * (w + 100)), start[1])
    # The pause before the release leaves no speed: the pages settle on the nearest page, the next one.
    gallery.act(lambda: drag(*start, *end, steps=12, step_s=0.03, pause_s=0.3), expect=selects(before + 1))
    got = gallery.bar_state()["selected"]
    r.check(got == before + 1, f"a drag let go outside the pages moves from page {before} to {before + 1} (now {got})")
    gallery.verify("a drag let go outside the pages")


def wheel_over(gallery):
    """Wheel and Shift+wheel over the bar (scrolls, never selects) and over the pages (Shift+wheel turns pages)."""
    r = gallery.results
    bx, by = gallery.screen(*centre(gallery.page_bar()))
    before = gallery.bar_state()["selected"]
    for button, shift, label in ((5, False, "wheel down"), (4, False, "wheel up"), (5, True, "Shift+wheel down"),
                                 (4, True, "Shift+wheel up")):
        gallery.act(lambda: wheel(bx, by, button, shift=shift, notches=3))
        got = gallery.bar_state()["selected"]
        r.check(got == before, f"{label} over the bar leaves the selection at {before} (now {got})")
        gallery.verify(f"{label} over the bar")
    if "pager" not in gallery.bar_state():
        return
    px, py = gallery.screen(*centre(gallery.pages_area(gallery.page_bar())))
    count = gallery.bar_state()["count"]
    notches = ((5, True, 1, "Shift+wheel down"), (4, True, -1, "Shift+wheel up"),
               (7, False, 1, "wheel right"), (6, False, -1, "wheel left"), (5, False, 0, "wheel down"))
    if gallery.state["page"] in VERTICAL_PAGES:  # vertical pages turn with the vertical wheel; sideways is the page's
        notches = ((7, False, 0, "wheel right"),)
        vertical_wheel(gallery, px, py)
    for button, shift, delta, label in notches:
        before = gallery.bar_state()["selected"]
        if gallery.bar_state()["rtl"] and button in (6, 7):
            delta = -delta
        expected = min(max(before + delta, 0), count - 1)
        gallery.act(lambda: wheel(px, py, button, shift=shift), expect=selects(expected))
        got = gallery.bar_state()["selected"]
        r.check(got == expected, f"one notch of {label} over the pages goes from page {before} to {expected} (now {got})")
        gallery.verify(f"{label} over the pages")


def vertical_wheel(gallery, px, py):
    """Over vertical pages the vertical wheel scrolls the page's own list first (the list is the page's: it must
    scroll with the wheel) and turns the pages once the list is at its end; a notch up then scrolls the new page's
    list, at its top, no further, and turns back."""
    r = gallery.results
    before, count = gallery.bar_state()["selected"], gallery.bar_state()["count"]
    if before + 1 >= count:
        return
    gallery.act(lambda: wheel(px, py, 5))
    got = gallery.bar_state()["selected"]
    r.check(got == before, f"one notch of wheel down over a page's list scrolls the list: the pages stay on {before} "
                           f"(now {got})")
    notches = 1
    while gallery.bar_state()["selected"] == before and notches < 60:
        gallery.act(lambda: wheel(px, py, 5), expect=selects(before + 1))
        notches += 1
    got = gallery.bar_state()["selected"]
    r.check(got == before + 1 and notches > 2, f"wheel down past the end of the page's list turns to page {before + 1} "
                                                f"(now {got}, after {notches} notches)")
    gallery.act(lambda: wheel(px, py, 4), expect=selects(before))
    got = gallery.bar_state()["selected"]
    r.check(got == before, f"a notch of wheel up at the top of page {before + 1}'s list turns back to {before} "
                           f"(now {got})")
    gallery.verify("the vertical wheel over the pages")


def keyboard(gallery):
    """Focus the bar with a click, then the arrows, Home, End, Tab and Shift+Tab; Space and Enter in manual mode."""
    r = gallery.results
    first = gallery.visible_tabs(gallery.page_bar())[0]
    if not r.check(gallery.focus_bar(first), f"a click on '{first.name}' gives the bar the keyboard focus"):
        return
    count = gallery.bar_state()["count"]
    rtl = gallery.bar_state()["rtl"]
    for name, delta in [("Right", 1), ("Right", 1), ("Left", -1), ("End", None), ("Home", 0), ("Right", 1)]:
        before = gallery.bar_state()["selected"]
        if delta is None:
            expected = count - 1
        elif name == "Home":
            expected = 0
        else:
            expected = before + (-delta if rtl else delta)
        expected = min(max(expected, 0), count - 1)
        gallery.press(name, expect=selects(expected))
        got = gallery.bar_state()["selected"]
        r.check(got == expected, f"key {name} moves the selection from {before} to {expected} (now {got})")
        gallery.verify(f"key {name}")
    digit_keys(gallery, "in the bar")
    looping_keys(gallery, "in the bar")
    # Tab leaves the bar and Shift+Tab comes back: the arrows then move the selection again. The keys drew the
    # focus outline around the selected segment; leaving the bar takes it away.
    before = gallery.bar_state()["selected"]
    ring = focus_region(gallery)
    gallery.press("Tab")
    gallery.verify("key Tab")
    if ring is not None:
        region, focused = ring
        changed = poll(lambda: outline_pixels(focused, Pixels(*region)), timeout=2.0) or 0
        r.check(changed >= region[2], f"the keys drew a focus outline around the selected segment ({changed} pixels)")
    gallery.press("shift+Tab")
    gallery.verify("key Shift+Tab")
    gallery.press("Left" if not rtl else "Right", expect=selects(max(before - 1, 0)))
    got = gallery.bar_state()["selected"]
    r.check(got == max(before - 1, 0), f"after Tab and Shift+Tab the arrows still move the selection (now {got})")
    gallery.verify("arrow after Shift+Tab")
    # Manual activation: arrows move the focus only; Space or Enter selects.
    manual = next((b for b in gallery.check_boxes() if b.name == "Manual keys"), None)
    if manual is None:
        return
    toggle_box(gallery, "Manual keys")
    gallery.verify("Manual keys on")
    target = gallery.visible_tabs(gallery.page_bar())[0]
    if r.check(gallery.focus_bar(target), f"in manual mode a click on '{target.name}' gives the bar the focus"):
        for activator in ("space", "Return"):
            before = gallery.bar_state()["selected"]
            moved = gallery.press("Right" if not rtl else "Left")["bars"][gallery.state["page"]]["selected"]
            r.check(moved == before, f"in manual mode an arrow does not select (selected {before}, now {moved})")
            got = gallery.press(activator, expect=selects(before + 1))["bars"][gallery.state["page"]]["selected"]
            r.check(got == before + 1, f"in manual mode {activator} selects the focused segment {before + 1} (now {got})")
            gallery.verify(f"manual {activator}")
    toggle_box(gallery, "Manual keys")
    gallery.verify("Manual keys off")


def digit_keys(gallery, where):
    """Alt+digit, AdwTabView's keys: Alt+3 selects the third segment (or page; Alt+2 the second when the third is
    selected), Alt+0 the tenth, and a digit past the last changes nothing; Alt+1 goes back to the first. The focus
    is wherever `where` says."""
    r = gallery.results
    count = gallery.bar_state()["count"]
    # Each digit that names a segment names another than the one selected, so the check sees a change.
    presses = [("alt+3", 2) if count >= 3 and gallery.bar_state()["selected"] != 2 else ("alt+2", 1)]
    if count >= 10:
        presses.append(("alt+0", 9))
    elif count < 9:
        presses.append(("alt+9", None))
    presses.append(("alt+1", 0))
    for keys, expected in presses:
        before = gallery.bar_state()["selected"]
        if expected is None:
            gallery.press(keys)
            got = gallery.bar_state()["selected"]
            r.check(got == before, f"{where}, {keys} with {count} segments selects nothing (selected {before}, "
                                   f"now {got})")
        else:
            got = gallery.press(keys, expect=selects(expected))["bars"][gallery.state["page"]]["selected"]
            r.check(got == expected, f"{where}, {keys} selects segment {expected} (was {before}, now {got})")
        gallery.verify(f"{where}, {keys}")


def looping_keys(gallery, where):
    """Ctrl+Tab and Ctrl+Shift+Tab go round the ends, as AdwTabView's do: from the first page Ctrl+Shift+Tab goes
    to the last, and from there Ctrl+Tab to the first; Ctrl+Page Down and Up go to the next page and back. In the
    page area, and in a pager's bar as in GtkNotebook's tabs; a bar without pages leaves them to other widgets."""
    r = gallery.results
    state = gallery.bar_state()
    if "pager" not in state:
        # (Ctrl+Tab is GTK's own key there: it moves the focus on.)
        before = state["selected"]
        gallery.press("ctrl+Next")
        got = gallery.bar_state()["selected"]
        r.check(got == before, f"{where}, a bar without pages leaves Ctrl+Page Down alone ({before}, now {got})")
        return
    if state["selected"] != 0:
        gallery.press("alt+1", expect=selects(0))
    last = state["count"] - 1
    for keys, expected in (("ctrl+shift+Tab", last), ("ctrl+Tab", 0), ("ctrl+Next", 1), ("ctrl+Prior", 0)):
        before = gallery.bar_state()["selected"]
        got = gallery.press(keys, expect=selects(expected))["bars"][gallery.state["page"]]["selected"]
        r.check(got == expected, f"{where}, {keys} goes from {before} to {expected} (now {got})")
        gallery.verify(f"{where}, {keys}")


def vertical_keys(gallery):
    """A vertical bar: Down and Up, Page Down and Page Up move the selection, End and Home go to the ends."""
    r = gallery.results
    vertical = gallery.page_bar().getState().contains(pyatspi.STATE_VERTICAL)
    r.check(vertical, "the sidebar's tab list reads as vertical over AT-SPI (GTK_ACCESSIBLE_PROPERTY_ORIENTATION)")
    first = gallery.visible_tabs(gallery.page_bar())[0]
    if not r.check(gallery.focus_bar(first), f"a click on '{first.name}' gives the sidebar the keyboard focus"):
        return
    count = gallery.bar_state()["count"]
    for name, delta in [("Down", 1), ("Down", 1), ("Up", -1), ("End", None), ("Up", -1), ("Home", 0),
                        ("Page_Down", 1), ("Page_Up", -1)]:
        before = gallery.bar_state()["selected"]
        expected = count - 1 if delta is None else 0 if name == "Home" else min(max(before + delta, 0), count - 1)
        gallery.press(name, expect=selects(expected))
        got = gallery.bar_state()["selected"]
        r.check(got == expected, f"key {name} in the sidebar moves the selection from {before} to {expected} (now {got})")
        gallery.verify(f"sidebar key {name}")


def find_box(gallery, name):
    """The check box called `name` on the page on screen."""
    return next(b for b in gallery.check_boxes() if b.name == name)


def toggle_box(gallery, name):
    """Clicks the check box `name` and waits until AT-SPI shows it flipped; returns whether it is checked now."""
    box = find_box(gallery, name)
    was = is_checked(box)
    gallery.click_node(box, expect=lambda _: is_checked(box) != was)
    return is_checked(box)


def toggle_every_box(gallery):
    """Clicks every option on, checks what it promises, then off again."""
    r = gallery.results
    for name in [b.name for b in gallery.check_boxes()]:
        if name == "Manual keys":
            continue  # the keyboard journey covers it
        was = is_checked(find_box(gallery, name))
        for _ in range(2):
            now = toggle_box(gallery, name)
            r.check(now != was, f"a click turns '{name}' {'on' if now else 'off'}")
            if name == "Right to left":
                info = gallery.wait_for(lambda s: s["bars"][s["page"]]["rtl"] == now)["bars"][gallery.state["page"]]
                mirrored = [info["rtl"]] + ([info["pager"]["rtl"]] if "pager" in info else [])
                r.check(all(m == now for m in mirrored), f"'Right to left' {'mirrors' if now else 'restores'} "
                        f"the bar{' and the pages' if 'pager' in info else ''} (rtl {mirrored})")
            if name == "Animations":
                gallery.wait_for(lambda s: s["animations"] == now)
                r.check(gallery.state["animations"] == now, f"'Animations' sets the global setting to {now}")
            gallery.verify(f"'{name}' {'on' if now else 'off'}")
            seed_options.check_option(gallery, name, now)
            info = gallery.bar_state()
            if name == "Right to left" and now and "pager" in info:
                swipe_pages(gallery)
                keyboard_rtl(gallery)
            if name == "Disable 3rd" and now and info["count"] > 2:
                bar_tabs = tabs(gallery.page_bar())
                third = bar_tabs[2] if len(bar_tabs) > 2 else None
                if third is not None and third in gallery.visible_tabs(gallery.page_bar()):
                    before = info["selected"]
                    got = gallery.click_node(third)["bars"][gallery.state["page"]]["selected"]
                    r.check(got == before, f"a click on the disabled third segment selects nothing (selected {got})")
                    gallery.verify("click the disabled segment")
            was = now


def page_area_focus_ring(gallery):
    """Tab from the bar reaches the pager's page area (a Tab stop: Page Up, Page Down, Home and End move its pages),
    which shows the keyboard focus with a ring along its edges; Shift+Tab goes back to the bar."""
    r = gallery.results
    bar = gallery.page_bar()
    area = gallery.pages_area(bar)
    title = gallery.bar_state()["title"]
    tab = next((t for t in gallery.visible_tabs(bar) if t.name == title), None)
    if area is None or tab is None:
        r.check(False, "the pages and the selected tab are on screen")
        return
    if not r.check(gallery.focus_bar(tab), f"a click on '{title}' gives the bar the keyboard focus"):
        return
    x, y, width, _ = extents(area)
    sx, sy = gallery.screen(x, y)
    edge = (sx, sy, width, 3)  # the ring is drawn 2 px inside the area's edges
    unfocused = Pixels(*edge)
    changed, presses = 0, 0
    # Widgets after the bar come first: the overflow button, a tab strip's own buttons.
    while not changed and presses < 6:
        gallery.press("Tab")
        presses += 1
        changed = poll(lambda: outline_pixels(Pixels(*edge), unfocused), timeout=1.0) or 0
    r.check(changed >= width, f"Tab from the bar reaches the page area ({presses} × Tab) and a focus ring runs "
                              f"along its top edge ({changed} pixels)")
    gallery.verify("Tab to the page area")
    if changed >= width:
        digit_keys(gallery, "in the page area")
        looping_keys(gallery, "in the page area")
        page_list_focus_ring(gallery, area, edge, unfocused)
        presses += 1
    gallery.press(*["shift+Tab"] * presses)
    r.check(gallery.bar_has_focus(), f"Shift+Tab ({presses} ×) goes back to the bar")
    gallery.verify("Shift+Tab back to the bar")


def page_list_focus_ring(gallery, area, edge, unfocused):
    """One more Tab from the page area goes into the page: a page that is a list (a scrolled window over labels,
    which GTK focuses so its keys scroll it) shows a ring of its own, stepped in from the page area's (drawn in
    the same place, the Tab changed nothing a user could see), and the page area's goes. Presses Tab once."""
    r = gallery.results
    lists = [n for n in walk(area) if n.getRoleName() == "scroll pane" and on_screen(n)]
    sx, sy, width, _ = edge
    inner = (sx + 6, sy + 3, width - 12, 4)  # the list's ring, 4 to 6 px inside the area's edges
    before = Pixels(*inner)
    gallery.press("Tab")
    if not lists:
        return
    focused = poll(lambda: any(n.getState().contains(pyatspi.STATE_FOCUSED) for n in lists), timeout=1.0)
    ring = poll(lambda: outline_pixels(Pixels(*inner), before), timeout=1.0) or 0
    outer = outline_pixels(Pixels(*edge), unfocused) or 0
    r.check(bool(focused) and ring >= inner[2] and outer < width / 2,
            f"one more Tab focuses the page's list, whose ring runs 4 to 6 px inside the page area's top edge "
            f"({ring} of {inner[2]} pixels) where the page area's was ({outer} pixels left)")
    gallery.verify("Tab into the page's list")


def focus_region(gallery):
    """The selected segment's title on screen with a margin that holds its focus outline (x, y, width, height),
    and its pixels now; None if it is hidden. The accessible tab covers the title only; the outline runs around
    the segment's padding."""
    title = gallery.bar_state()["title"]
    tab = next((t for t in gallery.visible_tabs(gallery.page_bar()) if t.name == title), None)
    if tab is None:
        return None
    x, y, width, height = extents(tab)
    sx, sy = gallery.screen(x, y)
    region = (sx - 16, sy - 12, width + 32, height + 24)
    return region, Pixels(*region)


def outline_pixels(focused, unfocused):
    """How many pixels differ clearly between two captures of one region; 0 (for `poll`) when too few to count."""
    changed = sum(1 for a, b in zip(focused.rows, unfocused.rows) for i in range(0, len(a), 3)
                  if abs(a[i] - b[i]) + abs(a[i + 1] - b[i + 1]) + abs(a[i + 2] - b[i + 2]) > 60)
    return changed if changed >= focused.width else 0


def keyboard_rtl(gallery):
    """Right to left: a click on the selected segment focuses the bar, then Left moves forward and Right back."""
    r = gallery.results
    target = next(t for t in tabs(gallery.page_bar()) if t.name == gallery.bar_state()["title"])
    if not r.check(gallery.focus_bar(target), f"right to left, a click on '{target.name}' gives the bar the focus"):
        return
    before = gallery.bar_state()["selected"]
    forward = min(before + 1, gallery.bar_state()["count"] - 1)
    got = gallery.press("Left", expect=selects(forward))["bars"][gallery.state["page"]]["selected"]
    r.check(got == forward, f"right to left, key Left moves forward from {before} (now {got})")
    back = max(forward - 1, 0)
    got = gallery.press("Right", expect=selects(back))["bars"][gallery.state["page"]]["selected"]
    r.check(got == back, f"right to left, key Right moves back from {forward} to {back} (now {got})")
    gallery.verify("right-to-left arrows")


def press_every_button(gallery):
    """Add, Rename (twice: there and back) and Remove, each checked in the state line."""
    r = gallery.results

    def press(name, expect):
        button = next(b for b in gallery.buttons() if b.name == name)
        return gallery.click_node(button, expect=expect)["bars"][gallery.state["page"]]

    before = gallery.bar_state()
    after = press("Add", counts(before["count"] + 1))
    r.check(after["count"] == before["count"] + 1, f"'Add' adds a segment ({before['count']} → {after['count']})")
    gallery.verify("Add")
    title = after["title"]
    renamed = press("Rename", selects_title(title + "!"))["title"]
    r.check(renamed == title + "!", f"'Rename' renames '{title}' to '{renamed}'")
    gallery.verify("Rename")
    r.check(press("Rename", selects_title(title))["title"] == title, f"a second 'Rename' gives back '{title}'")
    gallery.verify("Rename back")
    # Remove the added segment (select it first: Remove takes the selected one).
    count = gallery.bar_state()["count"]
    added = next((t for t in gallery.visible_tabs(gallery.page_bar()) if t.name.startswith("New ")), None)
    if added is not None:
        gallery.click_node(added, expect=selects_title(added.name))
        gallery.verify("click the added segment")
    r.check(press("Remove", counts(count - 1))["count"] == count - 1, "'Remove' removes the selected segment")
    gallery.verify("Remove")
    seed_options.reload_pages(gallery)


def empty_bar(gallery):
    """Removes every segment, checks the empty bar keeps its height, then adds one back."""
    r = gallery.results
    height = extents(gallery.page_bar())[3]
    while gallery.bar_state()["count"] > 0:
        count = gallery.bar_state()["count"]
        button = next(b for b in gallery.buttons() if b.name == "Remove")
        gallery.click_node(button, expect=counts(count - 1))
        if gallery.bar_state()["count"] != count - 1:
            r.check(False, f"'Remove' removes a segment ({count} left)")
            return
        gallery.verify(f"Remove ({count - 1} left)")
    bar = gallery.page_bar()
    empty_height = extents(bar)[3] if bar is not None else 0
    r.check(empty_height >= height * 0.75, f"an empty bar keeps its height ({height} → {empty_height} px)")
    button = next(b for b in gallery.buttons() if b.name == "Add")
    gallery.click_node(button, expect=counts(1))
    r.check(gallery.bar_state()["count"] == 1 and gallery.bar_state()["selected"] == 0,
            "'Add' on an empty bar adds a segment and selects it")
    gallery.verify("Add to the empty bar")


THEME_TITLES = ("Default", "Material", "iOS")


def check_theme_reaches_hidden_pages(gallery, page):
    """Picks the Material theme in the header's theme menu, then shows a page never shown: its bar is Material.

    Then back to the default theme and to `page`. The page never shown is the icons page (or the cursor page if
    the journeys start on the icons page).
    """
    unseen = "icons" if page != "icons" else "cursor"
    r = gallery.results
    frame = next(n for n in children(gallery.acc) if n.getRoleName() == "frame")
    # The header's theme menu: a menu button named after the theme it shows (the outer one holds the popover).
    button = next((n for n in walk(frame, _prune_rows) if n.getRoleName() == "push button" and n.name in THEME_TITLES
                   and on_screen(n)), None)
    if button is None:
        r.check(False, "the theme menu is on screen")
        return
    window, popover = open_popover(gallery, button)
    entries = [n for n in walk(popover) if n.getRoleName() == "list item"] if popover else []
    labels = [next((c.name for c in walk(e) if c.getRoleName() == "label"), "") for e in entries]
    if window is None or "Material" not in labels:
        r.check(False, f"the theme menu opens with a Material entry ({labels})")
        key("Escape")
        return
    px, py, _, _ = extents(popover)
    ix, iy = centre(entries[labels.index("Material")])
    gallery.act(lambda: click(window[0] + ix - px, window[1] + iy - py))
    r.check(poll(lambda: popover_window(gallery) is None, timeout=2.0), "the theme menu closes after a pick")
    gallery.verify("pick the Material theme")
    gallery.show_page(unseen)
    bx, by, bw, bh = extents(gallery.page_bar())
    sx, sy = gallery.screen(bx, by)

    def accent_pixels():
        count = sum(n for colour, n in Pixels(sx, sy, bw, bh).colours().items() if _near(colour, MATERIAL))
        return count if count >= 20 else 0
    accent = poll(accent_pixels, timeout=2.0)
    r.check(accent >= 20, f"the Material theme reaches the bar of a page not yet shown ({accent} accent pixels)")
    gallery.verify("show a page after a theme switch")
    # Back to the default theme, by keyboard this time.
    window, _ = open_popover(gallery, button)
    r.check(window is not None, "the theme menu opens again")
    gallery.press("Home", "Return")
    r.check(poll(lambda: popover_window(gallery) is None, timeout=2.0), "the theme menu closes after Return")
    gallery.show_page(page)
    gallery.verify("back to the default theme")


def _near(colour, target, tolerance=24):
    return all(abs(c - t) <= tolerance for c, t in zip(colour, target))


def resize(gallery):
    """Shrinks the window to the minimum it asks for, checks everything, then gives it its size back."""
    r = gallery.results
    wid = gallery.app.wid
    _, _, width, height = gallery.app.geometry()
    minimum = gallery.app.minimum_size()
    r.check(minimum is not None and minimum[0] <= 640,
            f"the window can be made narrow (minimum {minimum}, at most 640 px wide)")
    if minimum is None:
        return
    for w, h, label in ((minimum[0], minimum[1], "minimum size"), (width, height, "size back")):

        def resized():
            got = gallery.app.geometry()[2:]
            return got if abs(got[0] - w) <= 2 and abs(got[1] - h) <= 2 else None
        old_width = gallery.state["width"]
        gallery.act(lambda: xdo("windowsize", wid, w, h), expect=lambda s: s["width"] != old_width)
        got = poll(resized) or gallery.app.geometry()[2:]
        r.check(abs(got[0] - w) <= 2 and abs(got[1] - h) <= 2, f"resize to {label} {w}x{h} (now {got[0]}x{got[1]})")
        gallery.verify(f"resize to {label}")
        if label == "minimum size":
            gallery._measure_offset()
            bar = gallery.page_bar()
            r.check(bar is not None and extents(bar)[3] >= 20, "at the minimum size the page's bar keeps its height")
            check_overflow_button(gallery)
            overflow_menu(gallery, limit=2)
            swipe_pages(gallery)
            # The icons preset's bar is shorter than a theme's button: it once hid its overflow button.
            r.check(gallery.show_page("icons"), "at the minimum size a click on the switcher shows page 'icons'")
            check_overflow_button(gallery)
            overflow_menu(gallery, limit=2)
            r.check(gallery.show_page("pages"), "and a click on the switcher shows page 'pages' again")
    gallery._measure_offset()


# Bursts 12–20 of the monkey's run with seed 1510394683 (300 s), as it printed them. The last one switches to the
# lazy page while the page it leaves has just changed, and with the gallery's cross-fade GTK 4.8's GtkStack drew the
# page it left before its new allocation: "Trying to snapshot GtkBox … without a current allocation". Replayed from a
# fresh start they brought the warning back in six runs of six; the gallery's pages now switch without a transition.
MONKEY_1510394683_BURSTS = [
    "click 838,670, drag 460,258->203,519, click 416,578, click 208,51, flick 206,337->224,200, key Return, key Down, resize 1043x442",
    "click 236,84, wheel7 374,322, wheel6 225,338, click 311,192, key Right, wheel5 67,363, flick 226,537->260,220, resize 1107x620",
    "flick 911,583->1086,312, key ctrl+Right, click 425,212, resize 648x803, flick 143,457->594,115, key a, click 561,83, click 29,708",
    "drag 538,583->143,13, click 213,129, click 192,327, click 23,342, drag 409,703->511,158, click 496,222, click 211,150, shift+wheel7 277,585",
    "click 31,768, click 217,724, click 250,433, key space, click 485,722, resize 509x258, click 271,481, key Left",
    "resize 360x700, key Left, shift+wheel5 478,612, click 283,192, drag 143,97->218,556, key Right, click 173,405, drag 190,623->148,439",
    "wheel5 218,147, click 307,270, double-click 288,454, key Tab, click 308,440, click 109,353, click 312,239, flick 420,92->283,52",
    "click 544,395, click 527,196, flick 30,638->485,67, click 153,665, click 284,143, click 399,392, click 158,381, key a",
    "click 447,335, key Page_Up, click 104,447, click 564,530, click 315,82, click 371,605, click 561,522, flick 438,175->33,95",
]


def replay_monkey(results, binary, logdir):
    """Replays MONKEY_1510394683_BURSTS through a fresh gallery."""
    import monkey
    monkey.replay(results, Gallery(results, binary, logdir, label="replay-gallery"), "gallery", 1510394683, 12,
                  MONKEY_1510394683_BURSTS)
