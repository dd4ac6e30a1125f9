"""The `tabs` gallery page (SegmentBar's tab-strip mode) driven like a user, left to right and right to left.

Reorder by dragging a tab and with the keyboard (Ctrl+Shift+Page Down as AdwTabView, Alt+arrows as GtkNotebook),
close with a tab's close button, a middle click and a screen reader's action on the close button (a modified tab's
first close is vetoed: the page saves it instead), open the context menu with a right click and the Menu key and
choose an entry, pin and unpin a tab from its menu (a tab dragged over a pinned one stops after it), drag the page's
snippet chip onto a tab (the tab is boxed while the drag is over it, and the dropped text lands in its document), and
have a tab read aloud from its menu: its speaker (an indicator icon) mutes and unmutes it without selecting it, by a click, a
screen reader's action or the menu. The state line lists the tabs in order ("titles"); after each step `Gallery.verify` checks
the selection, the page on screen and the accessible SELECTED tab agree. Then "Tabs at the side" makes it a
vertical sidebar, driven the same way.
"""
import time

from harness import (centre, children, click, drag, extents, key, on_screen, poll, press_and_carry, read_settled,
                     selects_title, viewable_windows, walk, wheel, xdo)

# The accessible names of the page's action widgets (not the overflow button).
ACTION_WIDGETS = ("New tab", "Open a document at the start")
# The documents opened so far: each journey looks for the one it opens.
seen = set()
# The speakers a tab read aloud shows, by their tooltips (their accessible names).
SPEAKERS = {"Mute Tab": "audio-volume-high-symbolic", "Unmute Tab": "audio-volume-muted-symbolic"}
# The text of the page's chip, which a drag offers and a tab takes (TabsPage.snippet).
SNIPPET = "// TODO: drop me on a tab"


def run(gallery):
    def strip(where, rtl):
        read_aloud(gallery, where, rtl)
        drop_snippet(gallery, where)
        reorder_by_drag(gallery, where)
        reorder_by_keys(gallery, where, rtl)
        close_by_button(gallery, where)
        close_by_middle_click(gallery, where)
        close_by_assistive_action(gallery, where)
        menu_by_right_click(gallery, where)
        menu_by_key(gallery, where)
        keys_on_action_widget(gallery, where, rtl)
        pin_by_menu(gallery, where)
        new_tab(gallery, where)
        open_document(gallery, where)
    if both_directions(gallery, "", strip):
        sidebar(gallery)


def both_directions(gallery, prefix, journey):
    """Runs `journey(where, rtl)` left to right, then right to left, then turns the page back; False when the page
    would not turn right to left."""
    import gallery as g
    for rtl in (False, True):
        if rtl:
            if not g.toggle_box(gallery, "Right to left"):
                gallery.results.check(False, "the tabs page turns right to left")
                return False
            gallery.wait_for(lambda s: s["bars"]["tabs"]["rtl"])
        journey(prefix + ("right to left" if rtl else "left to right"), rtl)
    g.toggle_box(gallery, "Right to left")
    gallery.wait_for(lambda s: not s["bars"]["tabs"]["rtl"])
    gallery.verify(f"tabs: {prefix}back to left to right")
    return True


def sidebar(gallery):
    """'Tabs at the side' turns the strip into vertical tabs beside the documents, as a browser's vertical tabs:
    each close button sits at its row's end (mirrored in right to left), tabs are dragged up and down, Alt+Up and
    Alt+Down move the selected one, and the action widgets sit above and below the tabs."""
    import gallery as g
    r = gallery.results
    if not r.check(g.toggle_box(gallery, "Tabs at the side"), "'Tabs at the side' can be ticked"):
        return
    if not r.check(poll(lambda: g.is_vertical(gallery.page_bar())), "'Tabs at the side' makes the strip vertical"):
        return

    def vertical_tabs(where, rtl):
        read_aloud(gallery, where, rtl)
        drop_snippet(gallery, where)
        close_button_placement(gallery, where, rtl)
        reorder_by_drag(gallery, where)
        reorder_by_vertical_keys(gallery, where)
        close_by_button(gallery, where)
        pin_by_menu(gallery, where)
        new_tab(gallery, where)
    both_directions(gallery, "sidebar, ", vertical_tabs)
    g.toggle_box(gallery, "Tabs at the side")
    r.check(poll(lambda: not g.is_vertical(gallery.page_bar())), "unticking 'Tabs at the side' gives the strip back")
    gallery.verify("tabs: back on top")


def titles(gallery):
    return list(gallery.bar_state("tabs")["titles"])


def moved(order, title, to):
    """`order` with `title` moved to index `to`."""
    result = [t for t in order if t != title]
    result.insert(to, title)
    return result


def move_count(gallery):
    """How many `segment-moved` signals the tab strip has emitted (the state line's "moved" count)."""
    return gallery.bar_state("tabs").get("moved", {}).get("count", 0)


def check_moved(gallery, step, before, source, target):
    """`step` emitted exactly one `segment-moved`, from `source` to `target`, as an app keeping a list needs."""
    last = gallery.bar_state("tabs").get("moved", {})
    gallery.results.check(last.get("count") == before + 1 and (last.get("from"), last.get("to")) == (source, target),
                          f"{step}: one segment-moved from {source} to {target} ({before} before, now {last})")


def visible(gallery):
    return gallery.visible_tabs(gallery.page_bar())


def reorder_by_drag(gallery, where):
    """Drags the first visible tab onto the third: it takes the third's place and ends selected."""
    r = gallery.results
    shown = visible(gallery)
    if not r.check(len(shown) >= 3, f"{where}: three tabs on screen to reorder ({len(shown)})"):
        return
    # Accessible tabs are a pool over the tabs on screen: read the names before the drop renames them.
    source, target = shown[0], shown[2]
    source_name, target_name = source.name, target.name
    before = titles(gallery)
    expected = moved(before, source_name, before.index(target_name))
    signals = move_count(gallery)
    drag_onto(gallery, source, target,
              expect=lambda s: s["bars"]["tabs"]["titles"] == expected and s["bars"]["tabs"]["title"] == source_name)
    got = titles(gallery)
    r.check(got == expected, f"{where}: dragging '{source_name}' onto '{target_name}' reorders the tabs "
            f"({before} → {got}, selected {gallery.bar_state()['title']})")
    r.check(gallery.bar_state()["title"] == source_name,
            f"{where}: the dragged tab '{source_name}' is selected ({gallery.bar_state()['title']})")
    check_moved(gallery, f"{where}: the drop", signals, before.index(source_name), expected.index(source_name))
    gallery.verify(f"{where}: drag '{source_name}'")


def drag_onto(gallery, source, target, expect, hold_s=0.0):
    """Drags tab `source` with real pointer events to 2 px past tab `target`'s centre along the strip (rightwards or
    leftwards, or down a sidebar), holds it there `hold_s` seconds, and waits for `expect`."""
    import gallery as g
    x0, y0 = gallery.screen(*centre(source))
    x1, y1 = gallery.screen(*centre(target))
    if g.is_vertical(gallery.page_bar()):
        y1 += 2 * (1 if y1 > y0 else -1)
    else:
        x1 += 2 * (1 if x1 > x0 else -1)
    gallery.act(lambda: drag(x0, y0, x1, y1, steps=14, step_s=0.03, pause_s=hold_s), expect=expect)


def reorder_by_keys(gallery, where, rtl):
    """Ctrl+Shift+Page Down moves the selected tab forward; Alt+Left moves it back (forward in right to left)."""
    move_by_keys(gallery, where, (("ctrl+shift+Next", 1), ("alt+Left", 1 if rtl else -1),
                                  ("alt+Right", -1 if rtl else 1), ("ctrl+shift+Prior", -1)))


def move_by_keys(gallery, where, moves):
    """Gives the strip the focus, then presses each (keys, step) of `moves`: the selected tab moves `step` places."""
    r = gallery.results
    selected = next((t for t in visible(gallery) if t.name == gallery.bar_state()["title"]), None)
    if selected is None or not r.check(gallery.focus_bar(selected), f"{where}: a click gives the tab strip the focus"):
        return
    name = gallery.bar_state()["title"]
    for keys, step in moves:
        before = titles(gallery)
        index = before.index(name)
        target = min(max(index + step, 0), len(before) - 1)
        expected = moved(before, name, target)
        signals = move_count(gallery)
        gallery.press(keys, expect=lambda s: s["bars"]["tabs"]["titles"] == expected)
        got = titles(gallery)
        r.check(got == expected and gallery.bar_state()["title"] == name,
                f"{where}: {keys} moves '{name}' from {index} to {target} ({got.index(name) if name in got else None})")
        if target != index:
            check_moved(gallery, f"{where}: {keys}", signals, index, target)
        gallery.verify(f"{where}: {keys}")


def reorder_by_vertical_keys(gallery, where):
    """Alt+Down moves a sidebar's selected tab down, Alt+Up back up, in either reading direction."""
    move_by_keys(gallery, where, (("alt+Down", 1), ("alt+Up", -1)))


def close_button_placement(gallery, where, rtl):
    """A sidebar's close button sits at its row's trailing end, inside the row; a click under the title, low in the
    row, selects the tab and closes nothing."""
    r = gallery.results
    # The accessible buttons follow the sidebar's new allocation; AT-SPI may report the strip's for a moment.
    buttons = poll(lambda: close_buttons(gallery)) or {}
    rows = {t.name: t for t in visible(gallery)}
    name = next((n for n in buttons if n in rows and n != gallery.bar_state()["title"] and not n.endswith("•")), None)
    if not r.check(name is not None, f"{where}: an unselected tab with a close button on screen ({list(buttons)})"):
        return
    tx, ty, tw, th = extents(rows[name])
    bx, by, bw, bh = extents(buttons[name])
    r.check(ty <= by and by + bh <= ty + th, f"{where}: '{name}''s close button (y {by}, height {bh}) is inside its "
                                             f"row (y {ty}, height {th})")
    at_end = bx + bw <= tx + tw / 3 if rtl else bx >= tx + tw * 2 / 3
    r.check(at_end, f"{where}: '{name}''s close button (x {bx}, width {bw}) is at the row's "
                    f"{'left' if rtl else 'right'} end (x {tx}, width {tw})")
    count = gallery.bar_state()["count"]
    gallery.act(lambda: click(*gallery.screen(tx + tw // 2, ty + th - 4)), expect=selects_title(name))
    state = gallery.bar_state()
    r.check(state["title"] == name and state["count"] == count,
            f"{where}: a click low under '{name}''s title selects it ({state['title']}) and closes nothing "
            f"({count} → {state['count']} tabs)")
    gallery.verify(f"{where}: click under '{name}'")


def speaker(gallery, tab, names=SPEAKERS):
    """The accessible button of `tab`'s speaker (named by its tooltip, one of `names`), lying inside the tab, or None."""
    tx, ty, tw, th = extents(tab)

    def inside(node):
        x, y, w, h = extents(node)
        return tx <= x and x + w <= tx + tw and ty <= y and y + h <= ty + th
    return next((b for b in children(gallery.page_bar()) if b.getRoleName() == "push button" and b.name in names
                 and on_screen(b) and inside(b)), None)


def indicators(gallery):
    return gallery.bar_state("tabs").get("indicators", {})


def choose_in_menu(gallery, tab, where, label, instead, expect):
    """Opens `tab`'s menu with a right click and chooses `label`, checking that the menu offers it and not the entry
    it shows `instead` when that does not apply; False when the menu did not open."""
    r = gallery.results
    window, items = open_menu(gallery, lambda: click(*gallery.screen(*centre(tab)), button=3))
    if not r.check(window is not None and items, f"{where}: a right click on '{tab.name}' opens the tab menu"):
        key("Escape")
        return False
    labels = [i.name for i in items]
    r.check(label in labels and instead not in labels, f"{where}: the menu offers '{label}' ({labels})")
    choose(gallery, window, items, label, expect=expect)
    return True


def read_aloud(gallery, where, rtl):
    """'Read Aloud' in a tab's menu gives it a speaker, an activatable indicator icon at the tab's start, opposite
    the close button (AdwTabPage's indicator-icon). A click on it mutes the tab without selecting it (the speaker
    becomes a muted one, its accessible name 'Unmute Tab'), another unmutes it, and 'Stop Reading' takes it away."""
    r = gallery.results
    title = gallery.bar_state()["title"]
    # Polled: right after the strip turns into a sidebar, AT-SPI may report the tabs where they were for a moment.
    # Not the first or last tab on screen: in a scrolled strip it may lie under an edge fade, whose all but hidden
    # buttons take no clicks (the click selects the tab instead, which brings it into view).
    tab = poll(lambda: next((t for t in visible(gallery)[1:-1] if t.name != title
                             and t.name not in indicators(gallery)), None))
    if not r.check(tab is not None, f"{where}: an unselected tab without a speaker on screen"):
        return
    name = tab.name
    if not choose_in_menu(gallery, tab, where, "Read Aloud", "Stop Reading",
                          expect=lambda s: s["bars"]["tabs"]["indicators"].get(name)):
        return
    r.check(indicators(gallery).get(name) == SPEAKERS["Mute Tab"],
            f"{where}: 'Read Aloud' gives '{name}' a speaker ({indicators(gallery)})")
    menu_closed(gallery, f"{where}: menu 'Read Aloud'")
    tab = poll(lambda: next((t for t in visible(gallery) if t.name == name), None))
    button = tab and poll(lambda: speaker(gallery, tab))
    if not r.check(button is not None, f"{where}: '{name}''s speaker is a button inside the tab"):
        return
    tx, _, tw, _ = extents(tab)
    bx, _, bw, _ = extents(button)
    at_start = bx >= tx + tw * 2 / 3 if rtl else bx + bw <= tx + tw / 3
    r.check(at_start, f"{where}: the speaker (x {bx}) is at the tab's {'right' if rtl else 'left'} end, its start "
                      f"(x {tx}, width {tw})")
    close = close_buttons(gallery).get(name)
    if close is not None:
        r.check((extents(close)[0] < bx) == rtl, f"{where}: the close button is at the tab's other end")
    title = gallery.bar_state()["title"]
    for label, after in (("Mute Tab", "Unmute Tab"), ("Unmute Tab", "Mute Tab")):
        button = poll(lambda: speaker(gallery, tab, (label,)))
        if not r.check(button is not None, f"{where}: '{name}' shows a speaker named '{label}'"):
            return
        gallery.click_node(button, expect=lambda s: s["bars"]["tabs"]["indicators"].get(name) == SPEAKERS[after])
        state = gallery.bar_state()
        r.check(state["indicators"].get(name) == SPEAKERS[after] and state["title"] == title,
                f"{where}: a click on '{label}' shows {SPEAKERS[after]} and leaves '{title}' selected "
                f"('{state['title']}')")
        r.check(poll(lambda: speaker(gallery, tab, (after,)) is not None), f"{where}: the speaker is now '{after}'")
        gallery.verify(f"{where}: '{label}'")
    tooltip_not_over_menu(gallery, where, tab)
    # A screen reader clicks it through AT-SPI's Action interface, as it clicks any button.
    button = speaker(gallery, tab, ("Mute Tab",))
    action = button.queryAction() if button is not None else None
    actions = [action.getName(i) for i in range(action.nActions)] if action is not None else []
    if r.check(actions == ["button.click"], f"{where}: the speaker offers one action to assistive technologies "
                                            f"({actions})"):
        gallery.act(lambda: action.doAction(0),
                    expect=lambda s: s["bars"]["tabs"]["indicators"].get(name) == SPEAKERS["Unmute Tab"])
        r.check(indicators(gallery).get(name) == SPEAKERS["Unmute Tab"] and gallery.bar_state()["title"] == title,
                f"{where}: its action mutes '{name}' and selects nothing ({indicators(gallery)})")
        gallery.verify(f"{where}: the speaker's action")
    # From the keyboard's menu too (Menu or Shift+F10 open the same menu): "Unmute Tab" for a muted tab.
    if indicators(gallery).get(name) == SPEAKERS["Unmute Tab"]:
        if not choose_in_menu(gallery, tab, where, "Unmute Tab", "Mute Tab",
                              expect=lambda s: s["bars"]["tabs"]["indicators"].get(name) == SPEAKERS["Mute Tab"]):
            return
        r.check(indicators(gallery).get(name) == SPEAKERS["Mute Tab"] and gallery.bar_state()["title"] == title,
                f"{where}: 'Unmute Tab' in the menu unmutes '{name}' ({indicators(gallery)})")
        menu_closed(gallery, f"{where}: menu 'Unmute Tab'")
    if not choose_in_menu(gallery, tab, where, "Stop Reading", "Read Aloud",
                          expect=lambda s: name not in s["bars"]["tabs"]["indicators"]):
        return
    r.check(name not in indicators(gallery), f"{where}: 'Stop Reading' takes '{name}''s speaker away")
    menu_closed(gallery, f"{where}: menu 'Stop Reading'")
    r.check(poll(lambda: speaker(gallery, tab) is None), f"{where}: and its button")


def tooltip_not_over_menu(gallery, where, tab):
    """A right click on a speaker showing its tooltip opens the tab's menu without the tooltip: GTK hid it on the
    press, then queried the bar again as the menu opened under the pointer, and "Mute Tab" covered the menu's first
    entry."""
    import gallery as g
    r = gallery.results
    button = poll(lambda: speaker(gallery, tab, ("Mute Tab",)))
    if not r.check(button is not None, f"{where}: '{tab.name}' shows a speaker to hover"):
        return
    x, y = gallery.screen(*centre(button))
    xdo("mousemove", str(x), str(y))
    tooltip = poll(lambda: g.popover_window(gallery), timeout=3.0)
    if not r.check(tooltip is not None, f"{where}: hovering the speaker shows its tooltip"):
        return
    window, items = open_menu(gallery, lambda: click(x, y, button=3))
    if r.check(window is not None and items, f"{where}: a right click on the speaker opens the tab menu"):
        time.sleep(1.0)  # GTK's tooltip delay (0.5 s) and more: the tooltip came back within it.
        others = [w for w in viewable_windows() if w[0] != int(gallery.app.wid) and w[3] > 1 and w[4] > 1]
        r.check(len(others) == 1, f"{where}: the menu shows without the tooltip ({len(others)} windows over the "
                                  f"gallery: {[w[1:] for w in others]})")
    # Away from the speaker before the menu closes, so its tooltip does not come back over the next steps.
    tx, ty = centre(tab)
    xdo("mousemove", *map(str, gallery.screen(tx, ty + 400)))
    key("Escape")
    menu_closed(gallery, f"{where}: the menu over the speaker")


def close_buttons(gallery):
    """The accessible close buttons of the tabs on screen, by the tab they close."""
    shown = {t.name for t in visible(gallery)}
    return {b.name[len("Close "):]: b for b in children(gallery.page_bar())
            if b.getRoleName() == "push button" and b.name.startswith("Close ") and b.name[6:] in shown
            and on_screen(b)}


def close_by_button(gallery, where):
    """Clicks a close button: a modified tab ("•") is saved instead (the app vetoes); a saved tab closes."""
    r = gallery.results
    buttons = close_buttons(gallery)
    modified = next((n for n in buttons if n.endswith(" •")), None)
    if modified is not None:
        count = gallery.bar_state()["count"]
        saved = modified[:-2]
        gallery.click_node(buttons[modified], expect=lambda s: saved in s["bars"]["tabs"]["titles"])
        r.check(gallery.bar_state()["count"] == count and saved in titles(gallery),
                f"{where}: closing the modified '{modified}' is vetoed; it is saved instead ({titles(gallery)})")
        gallery.verify(f"{where}: close '{modified}' (vetoed)")
        buttons = close_buttons(gallery)
    name = next((n for n in buttons if n != gallery.bar_state()["title"]), None)
    if not r.check(name is not None, f"{where}: a close button on screen ({list(buttons)})"):
        return
    count = gallery.bar_state()["count"]
    gallery.click_node(buttons[name], expect=lambda s: name not in s["bars"]["tabs"]["titles"])
    r.check(name not in titles(gallery) and gallery.bar_state()["count"] == count - 1,
            f"{where}: the close button closes '{name}' ({count} → {gallery.bar_state()['count']} tabs)")
    gallery.verify(f"{where}: close '{name}'")


def close_by_assistive_action(gallery, where):
    """A screen reader closes a tab through its close button's AT-SPI action, as a click on it does."""
    r = gallery.results
    buttons = close_buttons(gallery)
    name = next((n for n in buttons if n != gallery.bar_state()["title"] and not n.endswith("•")), None)
    if not r.check(name is not None, f"{where}: a close button on screen for a screen reader ({list(buttons)})"):
        return
    action = buttons[name].queryAction()
    actions = [action.getName(i) for i in range(action.nActions)]
    if not r.check(actions == ["button.click"], f"{where}: '{name}''s close button offers one action ({actions})"):
        return
    count = gallery.bar_state()["count"]
    gallery.act(lambda: action.doAction(0), expect=lambda s: name not in s["bars"]["tabs"]["titles"])
    r.check(name not in titles(gallery) and gallery.bar_state()["count"] == count - 1,
            f"{where}: the close button's action closes '{name}' ({count} → {gallery.bar_state()['count']} tabs)")
    gallery.verify(f"{where}: close '{name}' from a screen reader")


def close_by_middle_click(gallery, where):
    r = gallery.results
    tab = next((t for t in visible(gallery) if t.name != gallery.bar_state()["title"] and not t.name.endswith("•")),
               None)
    if not r.check(tab is not None, f"{where}: an unselected tab on screen to middle-click"):
        return
    name, count = tab.name, gallery.bar_state()["count"]
    x, y = centre(tab)
    gallery.act(lambda: click(*gallery.screen(x, y), button=2),
                expect=lambda s: name not in s["bars"]["tabs"]["titles"])
    r.check(name not in titles(gallery) and gallery.bar_state()["count"] == count - 1,
            f"{where}: a middle click closes '{name}'")
    gallery.verify(f"{where}: middle-click '{name}'")


def open_menu(gallery, send):
    """Sends input that should open the context menu; returns its X window and its menu items, or (None, [])."""
    import gallery as g
    send()
    window = poll(lambda: g.popover_window(gallery))

    # The popover's items are read twice in a row and kept only when both reads agree: one read taken while GTK
    # was still allocating the menu once missed its first item ("Close") though the next four were on screen.
    last = []

    def items():
        found = [n for n in walk(gallery.page_bar()) if n.getRoleName() == "menu item" and on_screen(n)]
        settled = len(found) >= 4 and [n.name for n in found] == [n.name for n in last]
        last[:] = found
        return found if settled else None
    return window, poll(items, timeout=2.0) or (last if len(last) >= 4 else [])


def choose(gallery, window, items, label, expect):
    """Clicks the menu item `label` of an open context menu (its window at `window`)."""
    item = next((n for n in items if n.name == label), None)
    if item is None:
        return False
    menu = item
    while menu.parent is not None and menu.parent.getRoleName() == "menu item":
        menu = menu.parent
    popover = next(n for n in walk(gallery.page_bar()) if n.getRoleName() in ("menu", "filler", "panel")
                   and on_screen(n) and extents(n)[2] > 0 and any(c == item for c in walk(n)))
    px, py, _, _ = extents(popover)
    ix, iy = centre(item)
    gallery.act(lambda: click(window[0] + ix - px, window[1] + iy - py), expect=expect)
    return True


def menu_closed(gallery, step):
    """Checks that the menu closed after a choice (else closes it), then the usual checks after `step`."""
    import gallery as g
    if not poll(lambda: g.popover_window(gallery) is None, timeout=2.0):
        gallery.results.check(False, f"{step}: the menu closes after a choice")
        key("Escape")
    gallery.verify(step)


def menu_by_right_click(gallery, where):
    """A right click on a tab opens its menu; "Duplicate" copies that tab, next to it."""
    r = gallery.results
    tab = next((t for t in visible(gallery) if t.name != gallery.bar_state()["title"]), None)
    if tab is None:
        return
    name, count = tab.name, gallery.bar_state()["count"]
    x, y = centre(tab)
    window, items = open_menu(gallery, lambda: click(*gallery.screen(x, y), button=3))
    if not r.check(window is not None and items, f"{where}: a right click on '{name}' opens the tab menu"):
        key("Escape")
        return
    r.check([i.name for i in items][:4] == ["Close", "Close Other Tabs", "Move to Start", "Duplicate"],
            f"{where}: the menu lists its entries ({[i.name for i in items]})")
    copy = name + " (copy)"
    chosen = choose(gallery, window, items, "Duplicate", expect=lambda s: copy in s["bars"]["tabs"]["titles"])
    order = titles(gallery)
    r.check(chosen and copy in order and order.index(copy) == order.index(name) + 1 and len(order) == count + 1,
            f"{where}: 'Duplicate' copies '{name}', the tab right-clicked, next to it ({order})")
    menu_closed(gallery, f"{where}: menu 'Duplicate'")


def menu_by_key(gallery, where):
    """The Menu key opens the menu of the selected tab; "Move to Start" (arrows and Return) moves it first."""
    r = gallery.results
    selected = next((t for t in visible(gallery) if t.name == gallery.bar_state()["title"]), None)
    if selected is None or not r.check(gallery.focus_bar(selected), f"{where}: the tab strip has the focus"):
        return
    name = selected.name
    window, items = open_menu(gallery, lambda: key("Menu"))
    if not r.check(window is not None and items, f"{where}: the Menu key opens the menu of '{name}'"):
        key("Escape")
        return
    expected = moved(titles(gallery), name, 0)
    # The menu opens with its first entry focused; two Downs reach "Move to Start".
    gallery.press("Down", "Down", "Return", expect=lambda s: s["bars"]["tabs"]["titles"] == expected)
    r.check(titles(gallery) == expected, f"{where}: Menu, then 'Move to Start', moves '{name}' first ({titles(gallery)})")
    menu_closed(gallery, f"{where}: Menu key, 'Move to Start'")


def keys_on_action_widget(gallery, where, rtl):
    """The tabs' keys belong to the tabs: with the focus on the strip's "Open a document" button (Shift+Tab from
    the strip), End and Menu neither move the selection nor open a tab's menu, and the button keeps the focus; the
    arrow towards the strip then moves the focus back to it, as GTK's arrows move between widgets, selecting
    nothing."""
    import pyatspi
    import gallery as g
    r = gallery.results
    selected = next((t for t in visible(gallery) if t.name == gallery.bar_state()["title"]), None)
    if selected is None or not r.check(gallery.focus_bar(selected), f"{where}: the tab strip has the focus"):
        return
    button = next((b for b in children(gallery.page_bar()) if b.name == "Open a document at the start"), None)

    def button_focused():
        return button is not None and button.getState().contains(pyatspi.STATE_FOCUSED)
    gallery.press("shift+Tab")
    if not r.check(poll(button_focused, timeout=2.0), f"{where}: Shift+Tab from the strip focuses 'Open a document'"):
        return
    before = gallery.bar_state()
    state = gallery.press("End", "Menu")["bars"]["tabs"]
    r.check(state["selected"] == before["selected"] and state["titles"] == before["titles"],
            f"{where}: End and Menu on the button leave the tabs alone (selected {before['selected']} → "
            f"{state['selected']})")
    r.check(poll(lambda: g.popover_window(gallery), timeout=0.5) is None and button_focused(),
            f"{where}: no tab menu opened from the button, which keeps the focus")
    towards = "Left" if rtl else "Right"
    state = gallery.press(towards)["bars"]["tabs"]
    r.check(gallery.bar_has_focus(timeout=2.0) and state["selected"] == before["selected"],
            f"{where}: {towards} moves the focus from the button to the strip, selecting nothing")
    gallery.verify(f"{where}: keys on an action widget")


def menu_opens_on_first_entry(gallery, tab, where):
    """The Menu key on the tab just pinned opens its menu on the first entry, "Close": the menu now shows "Unpin
    Tab" where it showed "Pin Tab", and GTK 4.8's popover menu gave the focus to the entry just shown, so Menu then
    Return unpinned the tab."""
    import pyatspi
    import gallery as g
    r = gallery.results
    if not r.check(gallery.focus_bar(tab), f"{where}: the tab strip has the focus on the pinned tab"):
        return
    window, items = open_menu(gallery, lambda: key("Menu"))
    focused = poll(lambda: next((i.name for i in items if i.getState().contains(pyatspi.STATE_FOCUSED)), None),
                   timeout=2.0)
    r.check(window is not None and bool(items) and focused == items[0].name == "Close",
            f"{where}: Menu on the pinned tab opens its menu on the first entry ({focused})")
    gallery.press("Escape")
    if not poll(lambda: g.popover_window(gallery) is None, timeout=2.0):
        r.check(False, f"{where}: Escape closes the menu")
        key("Escape")
    gallery.verify(f"{where}: Menu key on the pinned tab")


def pinned(gallery):
    return gallery.bar_state("tabs").get("pinned", 0)


def stays_in_place(gallery, name, where):
    """The pinned tab `name` stays where it is while the wheel scrolls the other tabs beneath it (AdwTabBar keeps
    pinned tabs out of the scrolling box), and a click on it selects it, not a tab scrolled under it."""
    r = gallery.results
    pin = next((t for t in visible(gallery) if t.name == name), None)
    others = [t for t in visible(gallery) if t.name != name]
    if pin is None or not others:
        return
    import gallery as g
    before = extents(pin)
    # New tabs until the strip overflows: each is selected at the end, so the strip scrolls to show it.
    for _ in range(6):
        if gallery.bar_state()["scroll"] > 0:
            break
        new_tab(gallery, where)
    scroll = gallery.bar_state()["scroll"]
    if scroll == 0:
        # A sidebar as tall as the window shows every row: nothing scrolls, nothing to check.
        r.check(g.is_vertical(gallery.page_bar()), f"{where}: six new tabs make the strip overflow and scroll")
        return
    # Then a notch of the wheel back over the other tabs.
    others = [t for t in visible(gallery) if t.name != name]
    x, y = gallery.screen(*centre(others[len(others) // 2]))
    gallery.act(lambda: wheel(x, y, 4))
    for step in (f"scrolled by {scroll:.0f} to a new tab", f"wheeled back to {gallery.bar_state()['scroll']:.0f}"):
        pin = next((t for t in visible(gallery) if t.name == name), None)
        r.check(pin is not None and extents(pin) == before,
                f"{where}: the pinned '{name}' stays in place, the strip {step} ({before} → {extents(pin) if pin else None})")
    gallery.verify(f"{where}: wheel beside a pinned tab")
    if pin is None:
        return
    gallery.act(lambda: click(*gallery.screen(*centre(pin))), expect=lambda s: s["bars"]["tabs"]["selected"] == 0)
    state = gallery.bar_state()
    r.check(state["selected"] == 0 and state["title"] == name,
            f"{where}: a click on the pinned tab selects '{name}' with the strip scrolled (selected "
            f"{state['selected']}: '{state['title']}')")
    gallery.verify(f"{where}: click on a pinned tab beside scrolled tabs")


def pin_by_menu(gallery, where):
    """'Pin Tab' in a tab's menu pins it (AdwTabView's pinned pages): it moves first and shows its icon alone; a tab
    dragged towards the start stops after it, a middle click does not close it, and 'Unpin Tab' (the entry its menu
    shows instead) gives it back its title, first of the others."""
    import gallery as g
    r = gallery.results
    shown = visible(gallery)
    if not r.check(len(shown) >= 3 and pinned(gallery) == 0, f"{where}: three unpinned tabs on screen to pin"):
        return
    tab = shown[2]
    name, width = tab.name, extents(tab)[2]
    window, items = open_menu(gallery, lambda: click(*gallery.screen(*centre(tab)), button=3))
    if not r.check(window is not None and items, f"{where}: a right click on '{name}' opens the tab menu"):
        key("Escape")
        return
    labels = [i.name for i in items]
    r.check("Pin Tab" in labels and "Unpin Tab" not in labels, f"{where}: an unpinned tab's menu offers 'Pin Tab' ({labels})")
    expected = moved(titles(gallery), name, 0)
    choose(gallery, window, items, "Pin Tab", expect=lambda s: s["bars"]["tabs"].get("pinned") == 1)
    r.check(titles(gallery) == expected and pinned(gallery) == 1,
            f"{where}: 'Pin Tab' moves '{name}' first, pinned ({titles(gallery)}, {pinned(gallery)} pinned)")
    menu_closed(gallery, f"{where}: menu 'Pin Tab'")
    pin = next((t for t in visible(gallery) if t.name == name), None)
    if not r.check(pin is not None, f"{where}: the pinned tab '{name}' is on screen"):
        return
    if not g.is_vertical(gallery.page_bar()):  # a sidebar's rows are all as wide as the sidebar
        r.check(extents(pin)[2] < width - 10,
                f"{where}: the pinned tab shows its icon alone ({width} → {extents(pin)[2]} px)")

    menu_opens_on_first_entry(gallery, pin, where)

    stays_in_place(gallery, name, where)
    pin = next((t for t in visible(gallery) if t.name == name), None)
    if not r.check(pin is not None, f"{where}: the pinned tab '{name}' is on screen after scrolling"):
        return

    # The last tab on screen dragged past the pinned one's centre lands right after it.
    others = [t for t in visible(gallery) if t.name != name]
    last = others[-1]
    last_name = last.name
    before = titles(gallery)
    expected = moved(before, last_name, 1)
    # Held over the pinned tab, the dragged one stays out from under it while the strip scrolls back to its start.
    scroll = gallery.bar_state()["scroll"]
    drag_onto(gallery, last, pin, expect=lambda s: s["bars"]["tabs"]["titles"] == expected, hold_s=1.5 if scroll else 0)
    r.check(titles(gallery) == expected, f"{where}: '{last_name}' dragged over the pinned tab stops after it "
            f"(the strip scrolled by {scroll:.0f}; {before} → {titles(gallery)})")
    gallery.verify(f"{where}: drag towards a pinned tab")

    pin = next((t for t in visible(gallery) if t.name == name), None)
    count = gallery.bar_state()["count"]
    gallery.act(lambda: click(*gallery.screen(*centre(pin)), button=2))
    r.check(gallery.bar_state()["count"] == count and titles(gallery)[0] == name,
            f"{where}: a middle click does not close the pinned tab '{name}'")

    window, items = open_menu(gallery, lambda: click(*gallery.screen(*centre(pin)), button=3))
    if not r.check(window is not None and items, f"{where}: a right click on the pinned '{name}' opens its menu"):
        key("Escape")
        return
    labels = [i.name for i in items]
    r.check("Unpin Tab" in labels and "Pin Tab" not in labels, f"{where}: a pinned tab's menu offers 'Unpin Tab' ({labels})")
    choose(gallery, window, items, "Unpin Tab", expect=lambda s: s["bars"]["tabs"].get("pinned") == 0)
    r.check(pinned(gallery) == 0 and titles(gallery)[0] == name, f"{where}: 'Unpin Tab' unpins '{name}', first of the others")
    menu_closed(gallery, f"{where}: menu 'Unpin Tab'")


def new_tab(gallery, where):
    """The "+" action widget at the end of the strip opens a new tab, selected, at the end."""
    r = gallery.results
    button = next((b for b in children(gallery.page_bar()) if b.name == "New tab"), None)
    if not r.check(button is not None and on_screen(button), f"{where}: the strip has a 'New tab' button"):
        return
    count = gallery.bar_state()["count"]
    gallery.click_node(button, expect=lambda s: s["bars"]["tabs"]["count"] == count + 1)
    state = gallery.bar_state()
    r.check(state["count"] == count + 1 and state["selected"] == count and state["title"].startswith("Untitled"),
            f"{where}: 'New tab' opens '{state['title']}' at the end and selects it")
    gallery.verify(f"{where}: new tab")


def open_document(gallery, where):
    """The action widget at the start of the strip opens a document first (after any pinned tabs), selected; its tab
    is busy, with a spinner, while the document "loads" (0.8 s), then not."""
    import pyatspi
    r = gallery.results
    button = next((b for b in children(gallery.page_bar()) if b.name == "Open a document at the start"), None)
    if not r.check(button is not None and on_screen(button), f"{where}: the strip has an 'Open a document' button"):
        return
    count = gallery.bar_state()["count"]
    click(*gallery.screen(*centre(button)))

    # Read while the strip scrolls back to its start, which gives it other tabs: a tab node read can be gone by
    # the time its name or state is asked for, and the read is then made again (`read_settled`).
    def opened():
        return read_settled(lambda: next((t.name for t in visible(gallery) if t.name.startswith("Opened ")
                                          and t.name not in seen), None))

    def busy(name):
        def read():
            tab = next((t for t in visible(gallery) if t.name == name), None)
            return tab is not None and tab.getState().contains(pyatspi.STATE_BUSY)
        return read_settled(read)

    name = poll(opened, timeout=2.0)
    r.check(name is not None and busy(name), f"{where}: the opened document's tab is busy while it loads ({name})")
    if name is not None:
        seen.add(name)
        r.check(poll(lambda: not busy(name), timeout=3.0), f"{where}: '{name}' is no longer busy once loaded")
    state = gallery.wait_for(lambda s: s["bars"]["tabs"]["count"] == count + 1)
    first = state["bars"]["tabs"].get("pinned", 0)
    r.check(state["bars"]["tabs"]["selected"] == first and state["bars"]["tabs"]["title"].startswith("Opened "),
            f"{where}: the opened document is selected, first after the {first} pinned tabs "
            f"(selected {state['bars']['tabs']['selected']}: '{state['bars']['tabs']['title']}')")
    gallery.verify(f"{where}: open a document")


def drop_snippet(gallery, where):
    """Drags the page's snippet chip onto an unselected tab with real X11 drag-and-drop (AdwTabBar's extra drop
    target): while the drag is over the tab the strip names it as the drop's target (drawn boxed), resting there
    selects it as any drag does, and the release drops the text, which the tab's document then shows."""
    r = gallery.results
    chip = next((n for n in walk(gallery.stack_page()) if n.getRoleName() == "label" and n.name == SNIPPET), None)
    if not r.check(chip is not None and on_screen(chip), f"{where}: the page shows the '{SNIPPET}' chip"):
        return
    selected = gallery.bar_state()["title"]
    tab = next((t for t in visible(gallery) if t.name != selected), None)
    if not r.check(tab is not None, f"{where}: an unselected tab on screen to drop on"):
        return
    name, index = tab.name, titles(gallery).index(tab.name)
    x0, y0 = gallery.screen(*centre(chip))
    x1, y1 = gallery.screen(*centre(tab))
    try:
        state = gallery.act(lambda: press_and_carry(x0, y0, x1, y1),
                            expect=lambda s: s["bars"]["tabs"]["dropTarget"] == index
                            and s["bars"]["tabs"]["selected"] == index)
        info = state["bars"]["tabs"]
        r.check(info["dropTarget"] == index and info["selected"] == index,
                f"{where}: the snippet held over '{name}' makes it the drop's target (dropTarget {info['dropTarget']}) "
                f"and selects it after the hover's delay (selected {info['selected']})")
    finally:
        state = gallery.act(lambda: xdo("mouseup", 1), expect=lambda s: s["bars"]["tabs"]["dropTarget"] is None)
    r.check(state["bars"]["tabs"]["dropTarget"] is None, f"{where}: no drop target once the snippet is dropped")

    def document():
        return next((n.name for n in walk(gallery.stack_page()) if n.getRoleName() == "label"
                     and n.name.startswith(f"// {name}") and on_screen(n)), None)
    text = poll(lambda: (lambda d: d if d and SNIPPET in d else None)(document()))
    r.check(text is not None and text.rstrip().endswith(SNIPPET),
            f"{where}: '{name}''s document ends with the dropped snippet ({(text or document() or '')[-60:]!r})")
    gallery.verify(f"{where}: the snippet dropped on '{name}'")
