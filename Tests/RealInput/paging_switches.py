"""Journeys through the paging switches of the gallery's `pages` page, with real pointer and wheel events.

Each switch is turned off (or on) with a real click on its check box, the input it governs is sent through the X
server, and the state lines show what the pages did; then the switch is restored and the same input is shown to
act, so each check can fail.
"""
from harness import drag, extents, tabs, wheel

from gallery import find_box, is_checked, selects, toggle_box


def run(gallery):
    """Every switch on the `pages` page; leaves each as it found it."""
    go_to(gallery, 0)
    mouse_drag(gallery)
    interactive(gallery)
    scroll_wheel(gallery)
    bounce(gallery)
    long_swipes(gallery)
    slide_on_click(gallery)
    go_to(gallery, 0)


def pager(state):
    return state["bars"][state["page"]]["pager"]


def go_to(gallery, index):
    """Clicks segment `index` of the page's bar (it must be on screen) and waits for the pages to rest there."""
    tab = tabs(gallery.page_bar())[index]
    gallery.click_node(tab, expect=selects(index))


def set_box(gallery, name, on):
    """Clicks the check box `name` until it is `on`; returns whether it is."""
    if is_checked(find_box(gallery, name)) != on:
        toggle_box(gallery, name)
    ok = is_checked(find_box(gallery, name)) == on
    gallery.results.check(ok, f"'{name}' is {'on' if on else 'off'}")
    return ok


def pages_geometry(gallery):
    """(x, y, width, height) of the pages, in screen coordinates, and the finger direction that reveals the next page."""
    x, y, w, h = extents(gallery.pages_area(gallery.page_bar()))
    sx, sy = gallery.screen(x, y)
    forward = 1 if gallery.bar_state()["rtl"] else -1
    return (sx, sy, w, h), forward


def swipe(gallery, pages=1, fraction=0.6, steps=12, step_s=0.03, expect=None, hold_s=0.0):
    """A mouse swipe across the middle of the pages towards `pages` (1 next, -1 previous); returns the recorded states."""
    (x, y, w, h), forward = pages_geometry(gallery)
    distance = int(w * fraction) * forward * pages
    x0, row = x + w // 2 - distance // 2, y + h // 2
    gallery.app.record()
    gallery.act(lambda: drag(x0, row, x0 + distance, row, steps=steps, step_s=step_s, hold_s=hold_s), expect=expect)
    return gallery.app.recorded()


def positions(lines):
    return [pager(s)["position"] for s in lines if "pager" in s["bars"][s["page"]]]


def mouse_drag(gallery):
    r = gallery.results
    if not set_box(gallery, "Mouse drag", False):
        return
    before = gallery.bar_state()["selected"]
    moved = positions(swipe(gallery))
    got = gallery.bar_state()["selected"]
    r.check(got == before and all(abs(p - before) < 0.005 for p in moved),
            f"with 'Mouse drag' off a mouse swipe leaves the pages on {before} (now {got}, positions {sorted(set(moved))[:4]})")
    gallery.verify("mouse swipe with 'Mouse drag' off")
    set_box(gallery, "Mouse drag", True)
    swipe(gallery, expect=selects(before + 1))
    got = gallery.bar_state()["selected"]
    r.check(got == before + 1, f"with 'Mouse drag' on the same swipe moves to page {before + 1} (now {got})")
    gallery.verify("mouse swipe with 'Mouse drag' on")
    go_to(gallery, 0)


def interactive(gallery):
    r = gallery.results
    if not set_box(gallery, "Swipe", False):
        return
    before = gallery.bar_state()["selected"]
    moved = positions(swipe(gallery))
    (x, y, w, h), _ = pages_geometry(gallery)
    gallery.app.record()
    gallery.act(lambda: wheel(x + w // 2, y + h // 2, 5, shift=True))
    gallery.act(lambda: wheel(x + w // 2, y + h // 2, 7))
    moved += positions(gallery.app.recorded())
    got = gallery.bar_state()["selected"]
    r.check(got == before and all(abs(p - before) < 0.005 for p in moved),
            f"with 'Swipe' off neither a swipe nor the wheel moves the pages from {before} (now {got})")
    gallery.verify("swipe and wheel with 'Swipe' off")
    tab = tabs(gallery.page_bar())[2]
    gallery.click_node(tab, expect=selects(2))
    r.check(gallery.bar_state()["selected"] == 2, "with 'Swipe' off a click on a segment still pages")
    set_box(gallery, "Swipe", True)
    go_to(gallery, 0)


def scroll_wheel(gallery):
    r = gallery.results
    if not set_box(gallery, "Wheel paging", False):
        return
    (x, y, w, h), _ = pages_geometry(gallery)
    before = gallery.bar_state()["selected"]
    gallery.app.record()
    for button, shift in ((7, False), (5, True), (6, False)):
        gallery.act(lambda: wheel(x + w // 2, y + h // 2, button, shift=shift))
    moved = positions(gallery.app.recorded())
    got = gallery.bar_state()["selected"]
    r.check(got == before and all(abs(p - before) < 0.005 for p in moved),
            f"with 'Wheel paging' off wheel notches leave the pages on {before} (now {got})")
    gallery.verify("wheel with 'Wheel paging' off")
    set_box(gallery, "Wheel paging", True)
    gallery.act(lambda: wheel(x + w // 2, y + h // 2, 5, shift=True), expect=selects(before + 1))
    got = gallery.bar_state()["selected"]
    r.check(got == before + 1, f"with 'Wheel paging' on one Shift+wheel notch turns to page {before + 1} (now {got})")
    go_to(gallery, 0)


def bounce(gallery):
    """From the first page, a slow pull towards the page before it: it rubber-bands, and with 'Bounce' off it does not."""
    r = gallery.results
    pulled = positions(swipe(gallery, pages=-1, fraction=0.4, steps=16, step_s=0.04))
    r.check(min(pulled, default=0) < -0.02, f"by default a pull before the first page rubber-bands (least {min(pulled, default=0)})")
    gallery.verify("pull with 'Bounce' on")
    if not set_box(gallery, "Bounce", False):
        return
    pulled = positions(swipe(gallery, pages=-1, fraction=0.4, steps=16, step_s=0.04))
    r.check(min(pulled, default=0) >= 0, f"with 'Bounce' off the first page stays put (least {min(pulled, default=0)})")
    gallery.verify("pull with 'Bounce' off")
    set_box(gallery, "Bounce", True)


def long_swipes(gallery):
    r = gallery.results
    if not set_box(gallery, "Long swipes", True):
        return
    swipe(gallery, fraction=0.5, steps=3, step_s=0.01, expect=lambda s: s["bars"][s["page"]]["selected"] >= 2)
    got = gallery.bar_state()["selected"]
    r.check(got >= 2, f"with 'Long swipes' on a fast flick from page 0 goes past page 1 (now {got})")
    gallery.verify("fast flick with 'Long swipes' on")
    set_box(gallery, "Long swipes", False)
    go_to(gallery, 0)
    swipe(gallery, fraction=0.5, steps=3, step_s=0.01, expect=selects(1))
    got = gallery.bar_state()["selected"]
    r.check(got == 1, f"with 'Long swipes' off the same flick moves one page (now {got})")
    go_to(gallery, 0)


def slide_on_click(gallery):
    """A click on a far segment slides the pages (state lines show them moving), or with the switch off cuts."""
    r = gallery.results
    animations = gallery.state["animations"]
    for on, target in ((True, 3), (False, 0)):
        if not set_box(gallery, "Slide on click", on):
            return
        gallery.app.record()
        gallery.click_node(tabs(gallery.page_bar())[target], expect=selects(target))
        lines = gallery.app.recorded()
        slid = any(pager(s)["moving"] for s in lines)
        between = [p for p in positions(lines) if 0.01 < p % 1 < 0.99]
        if on and animations:
            r.check(slid, f"with 'Slide on click' on a click slides the pages to {target}")
        if not on:
            r.check(not slid and not between, f"with 'Slide on click' off a click cuts to page {target} (positions between pages: {between[:3]})")
        gallery.verify(f"click with 'Slide on click' {'on' if on else 'off'}")
    set_box(gallery, "Slide on click", True)
