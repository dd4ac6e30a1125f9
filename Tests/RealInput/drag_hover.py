"""Real-input journey for drag-and-drop hover selection (issue 14) on the gallery's `pages` page.

The page's "Drag me over a tab" chip is a GtkDragSource. A real X11 drag (xdotool press, moves, hold) carries it
onto a segment that is not selected: resting there for the bar's half second selects the segment and the pages
follow; the release drops on nothing that accepts it, so nothing else changes and nothing is logged. A click
afterwards shows the drag let the pointer go.
"""
from harness import centre, extents, on_screen, press_and_carry, tabs, walk, xdo

from gallery import _prune_controls, selects

CHIP = "Drag me over a tab"


def chip(gallery):
    """The chip's accessible label on the page on screen, or None."""
    return next((n for n in walk(gallery.stack_page(), _prune_controls)
                 if n.getRoleName() == "label" and n.name == CHIP), None)


def run(gallery):
    r = gallery.results
    node = chip(gallery)
    if not r.check(node is not None and on_screen(node) and extents(node)[3] > 0,
                   f"the page shows the '{CHIP}' chip"):
        return
    bar = gallery.page_bar()
    visible = gallery.visible_tabs(bar)
    all_tabs = tabs(bar)
    if len(visible) < 3:
        r.check(False, f"at least three segments are on screen for the drag ({len(visible)})")
        return
    # Start on the first segment and hover the third: the drag passes no segment on its way up from the chip.
    gallery.click_node(visible[0], expect=selects(all_tabs.index(visible[0])))
    gallery.verify("click the first segment before the drag")
    target = visible[2]
    index = all_tabs.index(target)
    x0, y0 = gallery.screen(*centre(node))
    x1, y1 = gallery.screen(*centre(target))

    before = gallery.bar_state()["selected"]
    try:
        state = gallery.act(lambda: press_and_carry(x0, y0, x1, y1), expect=selects(index))
        info = state["bars"][state["page"]]
        r.check(info["selected"] == index and info["pager"]["page"] == index,
                f"a drag from the chip resting on '{target.name}' selects it (segment {before} -> "
                f"{info['selected']}) and the pages follow (page {info['pager']['page']})")
        gallery.verify(f"a drag held over '{target.name}'")
    finally:
        state = gallery.act(lambda: xdo("mouseup", 1))
    info = state["bars"][state["page"]]
    r.check(info["selected"] == index, f"the drop on '{target.name}' keeps it selected (selected {info['selected']})")
    gallery.verify("drop the chip on the bar")
    # The drag released its pointer grab: a plain click still selects.
    first = all_tabs.index(visible[0])
    got = gallery.click_node(visible[0], expect=selects(first))["bars"][gallery.state["page"]]["selected"]
    r.check(got == first, f"after the drop a click on '{visible[0].name}' selects it (selected {got})")
    gallery.verify("click after the drop")
