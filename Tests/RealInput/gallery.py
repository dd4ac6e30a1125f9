"""Journeys through the gallery (segment-demo) with real pointer and keyboard events.

Each step is a real input event through the X server; after each, `verify` checks that the app is alive, that
nothing was logged at WARNING or CRITICAL, and that the gallery's own state (its test-mode JSON line), the
accessible tree (SELECTED tabs, the page panel on screen) and the switcher all agree.
"""
import subprocess
import time

import pyatspi

from harness import (App, Pixels, centre, children, click, drag, extents, find_accessible_app, is_checked, key,
                     on_screen, screenshot, selected_tab_names, tabs, walk, wheel, xdo)

PAGES = ["underline", "scrollable", "capsule", "icons", "cursor", "pages", "lazy", "builder"]
PAGES_TO_RUN = None  # main.py --pages narrows the journeys while debugging
# Material's accent in the light theme (resources/css/material.css): #6200ee mixed with Adwaita's foreground
# #2e3436 at 0.65, the colour of selected titles and the indicator.
MATERIAL = (0x40, 0x22, 0x76)


class Gallery:
    """One running gallery and the ways to look at it and poke it."""

    def __init__(self, results, binary, logdir, label="gallery", args=()):
        self.results = results
        self.app = App([binary, *args], "SegmentKit gallery", logdir, label)
        self.app.focus()
        self.acc = find_accessible_app("segment-demo")
        if self.acc is None:
            raise RuntimeError("the gallery is not on the accessibility bus")
        self.state = self.app.settle()
        self.offset = (0, 0)
        self._measure_offset()

    def _measure_offset(self):
        """Accessible extents are relative to the GTK window; the X window adds the client-side frame's margin."""
        frame = next(n for n in children(self.acc) if n.getRoleName() == "frame")
        _, _, fw, fh = extents(frame)
        _, _, ww, wh = self.app.geometry()
        wx, wy, _, _ = self.app.geometry()
        self.offset = (wx + (ww - fw) // 2, wy + (wh - fh) // 2)

    # --- reading -------------------------------------------------------------------------------------------------

    def settle(self, timeout=4.0):
        self.state = self.app.settle(timeout)
        return self.state

    def bar_state(self, page=None):
        return self.state["bars"][page or self.state["page"]]

    def stack_page(self, name=None):
        """The accessible subtree of one gallery page (GtkStack keeps hidden pages' old extents, so go by order)."""
        frame = next(n for n in children(self.acc) if n.getRoleName() == "frame")
        column = next(c for c in children(frame) if c.getRoleName() == "panel" and on_screen(c))
        stack = [c for c in children(column) if c.getRoleName() == "panel"][-1]
        return children(stack)[PAGES.index(name or self.state["page"])]

    def tab_lists(self):
        """The switcher, then the tab lists of the page on screen."""
        return [self.switcher()] + [n for n in walk(self.stack_page(), _prune_hidden_rows)
                                    if n.getRoleName() == "page tab list"]

    def switcher(self):
        frame = next(n for n in children(self.acc) if n.getRoleName() == "frame")
        column = next(c for c in children(frame) if c.getRoleName() == "panel" and on_screen(c))
        return next(c for c in children(column) if c.getRoleName() == "page tab list")

    def page_bar(self):
        """The bar of the page on screen (on the builder page, the pager's, which comes after the filter bar)."""
        lists = self.tab_lists()[1:]
        return lists[-1] if lists else None

    def overflow_button(self, bar):
        buttons = [n for n in children(bar) if n.getRoleName() in ("push button", "toggle button")]
        return next((b for b in buttons if on_screen(b)), None)

    def check_boxes(self):
        return [n for n in walk(self.stack_page(), _prune_controls) if n.getRoleName() == "check box"]

    def buttons(self):
        return [n for n in walk(self.stack_page(), _prune_controls) if n.getRoleName() == "push button"
                and n.name in ("Add", "Remove", "Rename")]

    def visible_tabs(self, bar):
        """The tabs of `bar` that lie wholly inside it and clear of its overflow button."""
        bx, by, bw, bh = extents(bar)
        right = bx + bw
        button = self.overflow_button(bar)
        if button is not None:
            right = min(right, extents(button)[0])
        result = []
        for tab in tabs(bar):
            x, y, w, h = extents(tab)
            if w > 0 and x >= bx and x + w <= right:
                result.append(tab)
        return result

    # --- acting --------------------------------------------------------------------------------------------------

    def screen(self, x, y):
        return x + self.offset[0], y + self.offset[1]

    def click_node(self, node, repeat=1, dx=0, dy=0):
        x, y = centre(node)
        click(*self.screen(x + dx, y + dy), repeat=repeat)

    def show_page(self, name):
        tab = next(t for t in tabs(self.switcher()) if t.name == name.title())
        self.click_node(tab)
        self.settle()
        if self.state["page"] != name:
            self.click_node(tab)  # a click during a running crossfade is still a click; try once more
            self.settle()
        return self.state["page"] == name

    # --- checking ------------------------------------------------------------------------------------------------

    def verify(self, step):
        """The checks after every step: alive and quiet, state consistent, accessible tree agrees."""
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
        state = self.settle()
        issues = state_issues(state)
        r.check(not issues, f"{step}: state consistent" + "".join(f"\n        {i}" for i in issues))
        issues = []
        for _ in range(10):  # accessible states arrive as events; give them a moment
            issues = self.accessible_issues()
            if not issues:
                break
            time.sleep(0.2)
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
    pass


def _prune_rows(node):
    role = node.getRoleName()
    if role in ("page tab list", "scroll pane", "label", "check box", "push button"):
        return True
    x, y, w, h = extents(node)
    return w == 0 or h == 0


def _prune_hidden_rows(node):
    """Stops at tab lists' children, page contents and controls."""
    return node.getRoleName() in ("page tab list", "scroll pane", "label", "check box", "push button")


def _prune_controls(node):
    """Stops at tab lists, page contents and the controls themselves."""
    return node.getRoleName() in ("page tab list", "scroll pane", "label", "check box", "push button",
                                  "combo box")


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
        check_names(gallery)
        animations = None
        for index, page in enumerate(PAGES_TO_RUN or PAGES):
            results.context = f"gallery/{page}"
            results.check(gallery.show_page(page), f"a click on the switcher shows page '{page}'")
            gallery.verify("switch")
            if index == 0:
                check_theme_reaches_hidden_pages(gallery)
            animations = check_animation_boxes(gallery, animations)
            click_every_segment(gallery)
            double_click(gallery)
            overflow_menu(gallery)
            if page == "capsule":
                drag_capsule(gallery)
            if "pager" in gallery.bar_state():
                swipe_pages(gallery)
            wheel_over(gallery)
            keyboard(gallery)
            toggle_every_box(gallery)
            press_every_button(gallery)
            if page in ("capsule", "builder"):
                empty_bar(gallery)
        results.context = "gallery/pages"
        gallery.show_page("pages")
        resize(gallery)
    except AppDied as died:
        results.check(False, f"the gallery kept running through '{died}'")
        print(gallery.app.stderr_text()[-3000:])
    finally:
        results.context = ""
        gallery.stop()


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
    gallery.click_node(first)
    gallery.settle()
    gallery.verify(f"click the first segment '{first.name}'")
    count = gallery.bar_state()["count"]
    steps = min(count - 1, 12)
    clicked = 0
    for _ in range(steps):
        bar = gallery.page_bar()
        before = gallery.bar_state()["selected"]
        tab_names = [t.name for t in tabs(bar)]
        title = gallery.bar_state()["title"]
        if title not in tab_names:
            r.check(False, f"the selected segment '{title}' has a tab")
            return
        following = tabs(bar)[tab_names.index(title) + 1] if tab_names.index(title) + 1 < len(tab_names) else None
        fits = following is not None and following in gallery.visible_tabs(bar)
        if not fits:
            r.check(False, f"the segment after '{title}' is on screen to click (tabs {tab_names})")
            return
        name = following.name
        gallery.click_node(following)
        gallery.settle()
        after = gallery.bar_state()
        r.check(after["selected"] == before + 1 and after["title"] == name,
                f"a click on '{name}' selects it (selected {after['selected']} '{after['title']}')")
        gallery.verify(f"click '{name}'")
        clicked += 1
    first = gallery.visible_tabs(gallery.page_bar())[0]
    gallery.click_node(first)
    gallery.settle()
    gallery.verify(f"click '{first.name}'")


def double_click(gallery):
    r = gallery.results
    bar = gallery.page_bar()
    candidates = gallery.visible_tabs(bar)
    if len(candidates) < 3:
        return
    target = candidates[2]
    name = target.name
    gallery.click_node(target, repeat=2)
    gallery.settle()
    overflowing = gallery.overflow_button(bar) is not None
    got = gallery.bar_state()["title"]
    r.check(got == name, f"a double-click on '{name}' selects it (selected '{got}')")
    gallery.verify(f"double-click '{name}'")


def popover_window():
    """The X window of an open popover: (x, y, width, height), or None."""
    out = subprocess.check_output(["xwininfo", "-root", "-children"], text=True)
    for line in out.splitlines():
        line = line.strip()
        if not line.startswith("0x") or "gallery" in line or "Mail" in line:
            continue
        geometry = line.split()[-2]  # WxH+X+Y
        size, _, rest = geometry.partition("+")
        w, h = (int(v) for v in size.split("x"))
        x, y = (int(v) for v in rest.split("+")[:2])
        if w > 1 and h > 1 and x >= 0:
            info = subprocess.run(["xwininfo", "-id", line.split()[0]], capture_output=True, text=True).stdout
            if "IsViewable" in info:
                return x, y, w, h
    return None


def open_overflow(gallery):
    bar = gallery.page_bar()
    button = gallery.overflow_button(bar)
    if button is None:
        return None, None
    gallery.click_node(button)
    time.sleep(0.4)
    popover = next((n for n in walk(button) if n.getRoleName() == "filler" and n.name == "GtkPopover"), None)
    return button, popover


def overflow_menu(gallery, limit=None):
    """Opens the overflow menu and picks each entry in turn (the first 8 on the 1,000-item page)."""
    r = gallery.results
    bar = gallery.page_bar()
    button = gallery.overflow_button(bar)
    if button is None:
        return
    r.check(button.name not in ("", "GtkMenuButton"), f"the overflow button has a name ('{button.name}')")
    count = gallery.bar_state()["count"]
    entries = min(count, limit or 6)
    for index in range(entries):
        button, popover = open_overflow(gallery)
        window = popover_window()
        if popover is None or window is None:
            r.check(False, f"a click on the overflow button opens its menu (entry {index})")
            screenshot(f"{gallery.app.stderr_path}.overflow.png")
            key("Escape")
            return
        px, py, _, _ = extents(popover)
        items = [n for n in walk(popover) if n.getRoleName() == "list item"]
        if index == 0:
            list_view = next((n for n in walk(popover) if n.getRoleName() == "list"), None)
            width = extents(list_view)[2] if list_view else 0
            r.check(width >= 100, f"the overflow menu is wide enough for its titles ({width} px)")
        visible_items = [n for n in items if extents(n)[1] + extents(n)[3] <= py + window[3]]
        if index >= len(visible_items):
            # Farther entries need the list scrolled; the keyboard reaches them as a user's would.
            key(*(["Down"] * (index - len(visible_items) + 1)))
            key("Return")
            label = f"menu entry {index} by keyboard"
        else:
            item = visible_items[index]
            ix, iy = centre(item)
            click(window[0] + ix - px, window[1] + iy - py)
            label = f"menu entry {index}"
        time.sleep(0.3)
        gallery.settle()
        got = gallery.bar_state()["selected"]
        r.check(got == index, f"{label} selects segment {index} (selected {got})")
        if popover_window() is not None:
            r.check(False, f"{label}: the menu closes after a pick")
            key("Escape")
        gallery.verify(label)


def drag_capsule(gallery):
    """Drags the capsule's pill from the selected segment to the last one, then back to the second."""
    r = gallery.results
    for target_index in (-1, 1):
        bar = gallery.page_bar()
        all_tabs = tabs(bar)
        source = next(t for t in all_tabs if t.name == gallery.bar_state()["title"])
        target = all_tabs[target_index]
        x0, y0 = gallery.screen(*centre(source))
        x1, y1 = gallery.screen(*centre(target))
        drag(x0, y0, x1, y1, steps=12, step_s=0.03)
        gallery.settle()
        got = gallery.bar_state()["title"]
        r.check(got == target.name, f"dragging the pill onto '{target.name}' selects it (selected '{got}')")
        gallery.verify(f"drag the pill to '{target.name}'")


def swipe_pages(gallery):
    """Slow swipes and quick flicks across the pages, in both directions."""
    r = gallery.results
    bar = gallery.page_bar()
    area = gallery.pages_area(bar)
    if area is None:
        r.check(False, "the pages are on screen")
        return
    x, y, w, h = extents(area)
    row = y + h // 2
    rtl = gallery.bar_state()["rtl"]
    forward = -1 if not rtl else 1  # finger motion that reveals the next page
    moves = [("swipe to the next page", 1, 0.6, 12, 0.03), ("flick to the next page", 1, 0.12, 3, 0.01),
             ("swipe back", -1, 0.6, 12, 0.03), ("flick back", -1, 0.12, 3, 0.01)]
    for label, pages, fraction, steps, step_s in moves:
        before = gallery.bar_state()["selected"]
        if before + pages < 0 or before + pages >= gallery.bar_state()["count"]:
            continue
        distance = int(w * fraction) * forward * pages
        x0 = x + w // 2 - distance // 2
        drag(*gallery.screen(x0, row), *gallery.screen(x0 + distance, row), steps=steps, step_s=step_s)
        gallery.settle()
        got = gallery.bar_state()["selected"]
        r.check(got == before + pages, f"a {label} moves from page {before} to {before + pages} (now {got})")
        gallery.verify(label)


def wheel_over(gallery):
    """Wheel and Shift+wheel over the bar (scrolls, never selects) and over the pages (Shift+wheel turns pages)."""
    r = gallery.results
    bar = gallery.page_bar()
    bx, by = gallery.screen(*centre(bar))
    before = gallery.bar_state()["selected"]
    for button, shift, label in ((5, False, "wheel down"), (4, False, "wheel up"), (5, True, "Shift+wheel down"),
                                 (4, True, "Shift+wheel up")):
        wheel(bx, by, button, shift=shift, notches=3)
        gallery.settle()
        got = gallery.bar_state()["selected"]
        r.check(got == before, f"{label} over the bar leaves the selection at {before} (now {got})")
        gallery.verify(f"{label} over the bar")
    if "pager" not in gallery.bar_state():
        return
    area = gallery.pages_area(gallery.page_bar())
    px, py = gallery.screen(*centre(area))
    count = gallery.bar_state()["count"]
    for button, shift, delta, label in ((5, True, 1, "Shift+wheel down"), (4, True, -1, "Shift+wheel up"),
                                        (7, False, 1, "wheel right"), (6, False, -1, "wheel left"),
                                        (5, False, 0, "wheel down")):
        before = gallery.bar_state()["selected"]
        if gallery.bar_state()["rtl"] and button in (6, 7):
            delta = -delta
        expected = min(max(before + delta, 0), count - 1)
        wheel(px, py, button, shift=shift)
        gallery.settle()
        got = gallery.bar_state()["selected"]
        r.check(got == expected, f"one notch of {label} over the pages goes from page {before} to {expected} (now {got})")
        gallery.verify(f"{label} over the pages")


def keyboard(gallery):
    """Focus the bar with a click, then the arrows, Home, End, Tab and Shift+Tab; Space and Enter in manual mode."""
    r = gallery.results
    bar = gallery.page_bar()
    first = gallery.visible_tabs(bar)[0]
    gallery.click_node(first)
    gallery.settle()
    count = gallery.bar_state()["count"]
    rtl = gallery.bar_state()["rtl"]
    start = gallery.bar_state()["selected"]
    expectations = [("Right", 1), ("Right", 1), ("Left", -1), ("End", None), ("Home", 0), ("Right", 1)]
    for name, delta in expectations:
        before = gallery.bar_state()["selected"]
        if delta is None:
            expected = count - 1
        elif name == "Home":
            expected = 0
        else:
            expected = before + (-delta if rtl else delta)
        expected = min(max(expected, 0), count - 1)
        key(name)
        gallery.settle()
        got = gallery.bar_state()["selected"]
        r.check(got == expected, f"key {name} moves the selection from {before} to {expected} (now {got})")
        gallery.verify(f"key {name}")
    # Tab leaves the bar and Shift+Tab comes back: the arrows then move the selection again.
    before = gallery.bar_state()["selected"]
    key("Tab")
    gallery.verify("key Tab")
    key("shift+Tab")
    gallery.verify("key Shift+Tab")
    key("Left" if not rtl else "Right")
    gallery.settle()
    got = gallery.bar_state()["selected"]
    r.check(got == max(before - 1, 0), f"after Tab and Shift+Tab the arrows still move the selection (now {got})")
    gallery.verify("arrow after Shift+Tab")
    # Manual activation: arrows move the focus only; Space or Enter selects.
    manual = next((b for b in gallery.check_boxes() if b.name == "Manual keys"), None)
    if manual is None:
        return
    gallery.click_node(manual)
    gallery.verify("Manual keys on")
    target = gallery.visible_tabs(gallery.page_bar())[0]
    gallery.click_node(target)
    gallery.settle()
    for activator in ("space", "Return"):
        before = gallery.bar_state()["selected"]
        key("Right" if not rtl else "Left")
        gallery.settle()
        moved = gallery.bar_state()["selected"]
        r.check(moved == before, f"in manual mode an arrow does not select (selected {before}, now {moved})")
        key(activator)
        gallery.settle()
        got = gallery.bar_state()["selected"]
        r.check(got == before + 1, f"in manual mode {activator} selects the focused segment {before + 1} (now {got})")
        gallery.verify(f"manual {activator}")
    manual = next((b for b in gallery.check_boxes() if b.name == "Manual keys"), None)
    gallery.click_node(manual)
    gallery.verify("Manual keys off")


def toggle_every_box(gallery):
    """Clicks every option on, checks what it promises, then off again."""
    r = gallery.results
    page = gallery.state["page"]
    names = [b.name for b in gallery.check_boxes()]
    for name in names:
        if name == "Manual keys":
            continue  # the keyboard journey covers it
        box = next(b for b in gallery.check_boxes() if b.name == name)
        was = is_checked(box)
        for turn in range(2):
            gallery.click_node(box)
            gallery.settle()
            time.sleep(0.1)
            box = next(b for b in gallery.check_boxes() if b.name == name)
            now = is_checked(box)
            r.check(now != was, f"a click turns '{name}' {'on' if now else 'off'}")
            gallery.verify(f"'{name}' {'on' if now else 'off'}")
            info = gallery.bar_state()
            if name == "Right to left":
                mirrored = [info["rtl"]] + ([info["pager"]["rtl"]] if "pager" in info else [])
                r.check(all(m == now for m in mirrored), f"'Right to left' {'mirrors' if now else 'restores'} "
                        f"the bar{' and the pages' if 'pager' in info else ''} (rtl {mirrored})")
                if now and "pager" in info:
                    swipe_pages(gallery)
                    keyboard_rtl(gallery)
            if name == "Animations":
                r.check(gallery.state["animations"] == now, f"'Animations' sets the global setting to {now}")
            if name == "Disable 3rd" and now and info["count"] > 2:
                third = tabs(gallery.page_bar())[2] if len(tabs(gallery.page_bar())) > 2 else None
                if third is not None and third in gallery.visible_tabs(gallery.page_bar()):
                    before = info["selected"]
                    gallery.click_node(third)
                    gallery.settle()
                    got = gallery.bar_state()["selected"]
                    r.check(got == before, f"a click on the disabled third segment selects nothing (selected {got})")
                    gallery.verify("click the disabled segment")
            was = now
    del page


def keyboard_rtl(gallery):
    r = gallery.results
    bar = gallery.page_bar()
    target = next(t for t in tabs(bar) if t.name == gallery.bar_state()["title"])
    gallery.click_node(target)
    gallery.settle()
    before = gallery.bar_state()["selected"]
    key("Left")
    gallery.settle()
    got = gallery.bar_state()["selected"]
    r.check(got == min(before + 1, gallery.bar_state()["count"] - 1),
            f"right to left, key Left moves forward from {before} (now {got})")
    key("Right")
    gallery.settle()
    gallery.verify("right-to-left arrows")


def press_every_button(gallery):
    r = gallery.results

    def press(name):
        button = next(b for b in gallery.buttons() if b.name == name)
        gallery.click_node(button)
        gallery.settle()

    before = gallery.bar_state()
    press("Add")
    after = gallery.bar_state()
    r.check(after["count"] == before["count"] + 1, f"'Add' adds a segment ({before['count']} → {after['count']})")
    gallery.verify("Add")
    title = after["title"]
    press("Rename")
    renamed = gallery.bar_state()["title"]
    r.check(renamed == title + "!", f"'Rename' renames '{title}' to '{renamed}'")
    gallery.verify("Rename")
    press("Rename")
    r.check(gallery.bar_state()["title"] == title, f"a second 'Rename' gives back '{title}'")
    gallery.verify("Rename back")
    # Remove the added segment (select it first: Remove takes the selected one).
    count = gallery.bar_state()["count"]
    bar = gallery.page_bar()
    added = next((t for t in gallery.visible_tabs(bar) if t.name.startswith("New ")), None)
    if added is not None:
        gallery.click_node(added)
        gallery.settle()
        gallery.verify("click the added segment")
    press("Remove")
    r.check(gallery.bar_state()["count"] == count - 1, f"'Remove' removes the selected segment")
    gallery.verify("Remove")


def empty_bar(gallery):
    """Removes every segment, checks the empty bar keeps its height, then adds one back."""
    r = gallery.results
    height = extents(gallery.page_bar())[3]
    while gallery.bar_state()["count"] > 0:
        count = gallery.bar_state()["count"]
        button = next(b for b in gallery.buttons() if b.name == "Remove")
        gallery.click_node(button)
        gallery.settle()
        if gallery.bar_state()["count"] != count - 1:
            r.check(False, f"'Remove' removes a segment ({count} left)")
            return
        gallery.verify(f"Remove ({count - 1} left)")
    bar = gallery.page_bar()
    empty_height = extents(bar)[3] if bar is not None else 0
    r.check(empty_height >= height * 0.75, f"an empty bar keeps its height ({height} → {empty_height} px)")
    button = next(b for b in gallery.buttons() if b.name == "Add")
    gallery.click_node(button)
    gallery.settle()
    r.check(gallery.bar_state()["count"] == 1 and gallery.bar_state()["selected"] == 0,
            "'Add' on an empty bar adds a segment and selects it")
    gallery.verify("Add to the empty bar")


def check_theme_reaches_hidden_pages(gallery):
    """Picks the Material theme in the header's drop-down, then shows a page never shown: its bar is Material."""
    r = gallery.results
    frame = next(n for n in children(gallery.acc) if n.getRoleName() == "frame")
    combo = next((n for n in walk(frame, _prune_rows) if n.getRoleName() == "combo box" and on_screen(n)), None)
    if combo is None:
        combo = next((n for n in walk(frame) if n.getRoleName() == "combo box"), None)
    if combo is None:
        r.check(False, "the theme drop-down is on screen")
        return
    gallery.click_node(combo)
    time.sleep(0.5)
    window = popover_window()
    popover = next((n for n in walk(combo) if n.getRoleName() == "filler" and n.name == "GtkPopover"), None)
    entries = [n for n in walk(popover) if n.getRoleName() == "list item"] if popover else []
    labels = [next((c.name for c in walk(e) if c.getRoleName() == "label"), "") for e in entries]
    if window is None or "Material" not in labels:
        r.check(False, f"the theme drop-down opens with a Material entry ({labels})")
        key("Escape")
        return
    px, py, _, _ = extents(popover)
    ix, iy = centre(entries[labels.index("Material")])
    click(window[0] + ix - px, window[1] + iy - py)
    time.sleep(0.5)
    gallery.verify("pick the Material theme")
    # The icons page has not been shown yet in this run.
    gallery.show_page("icons")
    time.sleep(0.3)
    bar = gallery.page_bar()
    bx, by, bw, bh = extents(bar)
    sx, sy = gallery.screen(bx, by)
    pixels = Pixels(sx, sy, bw, bh)
    accent = sum(n for colour, n in pixels.colours().items() if _near(colour, MATERIAL))
    r.check(accent >= 20, f"the Material theme reaches the bar of a page not yet shown ({accent} accent pixels)")
    gallery.verify("show a page after a theme switch")
    # Back to the default theme, by keyboard this time.
    gallery.click_node(combo)
    time.sleep(0.4)
    key("Home", "Return")
    time.sleep(0.4)
    gallery.show_page("underline")
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
        xdo("windowsize", wid, w, h)
        time.sleep(0.6)
        gallery.settle()
        got = gallery.app.geometry()[2:]
        r.check(abs(got[0] - w) <= 2 and abs(got[1] - h) <= 2, f"resize to {label} {w}x{h} (now {got[0]}x{got[1]})")
        gallery.verify(f"resize to {label}")
        if label == "minimum size":
            gallery._measure_offset()
            bar = gallery.page_bar()
            r.check(bar is not None and extents(bar)[3] >= 20, "at the minimum size the page's bar keeps its height")
            overflow_menu(gallery, limit=2)
            swipe_pages(gallery)
    gallery._measure_offset()
