"""Real-input journeys for the seed options' check boxes (issue 14): select on press, drag the tracker from
anywhere, four per view, the bar at the bottom or end and the tabs at the side. `toggle_every_box` calls `check_option` after each box is ticked."""

from harness import centre, drag, extents, poll, selects_title, tabs, xdo


def check_option(gallery, name, on):
    """What the option `name`, now `on`, promises, checked with real pointer input (only when it was turned on)."""
    if not on:
        return
    if name == "Select on press":
        select_on_press(gallery)
    elif name == "Drag anywhere":
        drag_from_anywhere(gallery)
    elif name == "4 per view":
        four_per_view(gallery)
    elif name == "Bar at bottom":
        bar_at_bottom(gallery)
    elif name == "Bar at end":
        bar_at_end(gallery)
    elif name == "Tabs at the side":
        tabs_at_the_side(gallery)


def select_on_press(gallery):
    """A press alone (no release yet) on another segment selects it; the release then changes nothing."""
    r = gallery.results
    title = gallery.bar_state()["title"]
    target = next((t for t in gallery.visible_tabs(gallery.page_bar()) if t.name != title), None)
    if target is None:
        return
    x, y = gallery.screen(*centre(target))
    state = gallery.act(lambda: xdo("mousemove", x, y, "mousedown", 1), expect=selects_title(target.name))
    got = state["bars"][state["page"]]["title"]
    r.check(got == target.name, f"with 'Select on press', a press on '{target.name}' selects it before the release "
                                f"(selected '{got}')")
    state = gallery.act(lambda: xdo("mouseup", 1))
    got = state["bars"][state["page"]]["title"]
    r.check(got == target.name, f"the release keeps '{target.name}' selected (selected '{got}')")
    gallery.verify("press, then release, with 'Select on press'")


def drag_from_anywhere(gallery):
    """A drag that starts on a segment away from the pill moves the pill by the drag's length."""
    r = gallery.results
    bar = gallery.page_bar()
    state = gallery.bar_state()
    selected, count = state["selected"], state["count"]
    all_tabs = tabs(bar)
    step = 1 if selected + 1 < count else -1
    target = selected + step
    start = next((i for i in range(count) if i not in (selected, target) and all_tabs[i] in gallery.visible_tabs(bar)),
                 None)
    if start is None:
        return
    (sx, sy), (ax, _), (bx, _) = centre(all_tabs[start]), centre(all_tabs[selected]), centre(all_tabs[target])
    x0, y0 = gallery.screen(sx, sy)
    x1, y1 = gallery.screen(sx + bx - ax, sy)
    name = all_tabs[target].name
    state = gallery.act(lambda: drag(x0, y0, x1, y1, steps=12, step_s=0.03), expect=selects_title(name))
    got = state["bars"][state["page"]]["title"]
    r.check(got == name, f"with 'Drag anywhere', a one-segment drag starting on '{all_tabs[start].name}' moves the "
                         f"pill onto '{name}' (selected '{got}')")
    gallery.verify("drag the pill from anywhere")


def four_per_view(gallery):
    """Four per view: the segments on screen are equally wide, and a click on one still selects it.

    A tab's extents are the part of its segment that shows, so only a segment cut by an end of the bar (scrolled
    partly out, or partly under the overflow button) may be narrower: the first or the last on screen.
    """
    r = gallery.results
    bar = gallery.page_bar()
    visible = gallery.visible_tabs(bar)
    widths = [extents(t)[2] for t in visible]
    whole = [w for w in widths if w >= max(widths, default=0) - 2]
    cut = [i for i, w in enumerate(widths) if w < max(widths) - 2]
    r.check(len(whole) >= min(3, gallery.bar_state()["count"]) and all(i in (0, len(widths) - 1) for i in cut),
            f"'4 per view' gives the segments on screen one width, but for those cut by an end ({widths})")
    _click_another_tab(gallery, visible, "with '4 per view'")


def _click_another_tab(gallery, tabs, context):
    """Clicks a tab among `tabs` other than the selected one and checks that the click selects it."""
    title = gallery.bar_state()["title"]
    target = next((t for t in tabs if t.name != title), None)
    if target is None:
        return
    state = gallery.click_node(target, expect=selects_title(target.name))
    got = state["bars"][state["page"]]["title"]
    gallery.results.check(got == target.name, f"{context}, a click on '{target.name}' selects it (selected '{got}')")
    gallery.verify(f"click {context}")


def bar_at_bottom(gallery):
    """The pager's bar sits under its pages, and a click on it still turns them."""
    r = gallery.results
    bar = gallery.page_bar()
    area = gallery.pages_area(bar)
    if area is None:
        return
    # The toggle reads as on before the pager's next frame has moved its bar: the extents are read until they agree
    # (or for 3 s), as a user looks once the window has redrawn.
    poll(lambda: extents(bar)[1] >= extents(area)[1] + extents(area)[3] - 1)
    (_, bar_y, _, _), (_, pages_y, _, pages_h) = extents(bar), extents(area)
    r.check(bar_y >= pages_y + pages_h - 1, f"'Bar at bottom' puts the bar (y {bar_y}) under the pages "
                                            f"(y {pages_y}, height {pages_h})")
    _click_another_tab(gallery, gallery.visible_tabs(bar), "with the bar at the bottom")


def reload_pages(gallery):
    """'Reload pages' makes every page again on the same page: the selection and the page on screen stay."""
    r = gallery.results
    button = next((b for b in gallery.buttons() if b.name == "Reload pages"), None)
    if button is None:
        return
    before = gallery.bar_state()
    after = gallery.click_node(button)["bars"][gallery.state["page"]]
    r.check(after["selected"] == before["selected"] and after.get("pager") == before.get("pager"),
            f"'Reload pages' keeps segment {before['selected']} and its page ({after.get('pager')})")
    gallery.verify("Reload pages")


def bar_at_end(gallery):
    """Sidebar tabs moved to the end: the bar sits right of the pages (left in right-to-left), still vertical."""
    _sidebar_beside_pages(gallery, "'Bar at end' puts the sidebar", at_end=True)


def tabs_at_the_side(gallery):
    """The tab strip becomes a vertical sidebar before the documents (right of them in right-to-left), and a click
    on one of its tabs still shows that document."""
    _sidebar_beside_pages(gallery, "'Tabs at the side' puts the tabs", at_end=False)
    bar = gallery.page_bar()
    _click_another_tab(gallery, gallery.visible_tabs(bar), "with the tabs at the side")


def _sidebar_beside_pages(gallery, what, at_end):
    """Checks that the page's bar is a vertical sidebar at the pages' end (`at_end`) or start, mirrored in
    right-to-left."""
    r = gallery.results
    bar = gallery.page_bar()
    area = gallery.pages_area(bar)
    if area is None:
        return
    (bar_x, _, bar_w, bar_h), (pages_x, _, pages_w, _) = extents(bar), extents(area)
    rtl = gallery.bar_state()["rtl"]
    right_of_pages = bar_x >= pages_x + pages_w - 1
    left_of_pages = bar_x + bar_w <= pages_x + 1
    r.check(right_of_pages if at_end != rtl else left_of_pages,
            f"{what} (x {bar_x}, width {bar_w}) {'after' if at_end else 'before'} the pages (x {pages_x}, "
            f"width {pages_w}, rtl {rtl})")
    r.check(bar_h > bar_w, f"the sidebar stays vertical ({bar_w}x{bar_h})")
