#!/usr/bin/python3
"""Properties at construction from Python (GObject Introspection): any order of keyword arguments works.

`titles` and `n-pages` are construct properties, which GObject sets before the others, so `selected`, `position`
and `page` given first still find the segments and pages. Tests/Bindings/run.sh fails the test on any GLib
warning, so the old outcome (one "no items" warning, the selection kept at 0) fails here too.

Prints its check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""
from bindings_check import SegmentKit, checker
from gi.repository import GObject  # noqa: E402 (after bindings_check has required the versions)

check = checker("python-construction")
TITLES = ["Inbox", "Sent", "Drafts", "Archive"]

bar = SegmentKit.SegmentBar(selected=2, titles=TITLES)
check(bar.props.selected == 2 and bar.props.position == 2.0 and bar.props.n_items == 4,
      "SegmentBar(selected=2, titles=…) selects 'Drafts' (selected %d, position %g, %d items)"
      % (bar.props.selected, bar.props.position, bar.props.n_items))

bar = SegmentKit.SegmentBar(position=1.5, style_name="capsule", titles=TITLES)
check(bar.props.position == 1.5 and bar.props.style_name == "capsule",
      "SegmentBar(position=1.5, style_name=…, titles=…) keeps the position (%g) and the style (%s)"
      % (bar.props.position, bar.props.style_name))

bar = SegmentKit.SegmentBar(titles=TITLES)
check(bar.props.selected == 0, "titles alone select the first segment (%d)" % bar.props.selected)

empty = SegmentKit.SegmentBar()
check(empty.props.selected == -1 and empty.props.n_items == 0,
      "a bar made without titles has none and no selection (%d items, selected %d)"
      % (empty.props.n_items, empty.props.selected))

pager = SegmentKit.SegmentedPager(selected=3, titles=TITLES)
check(pager.props.selected == 3 and pager.get_stack().props.page == 3,
      "SegmentedPager(selected=3, titles=…) shows page 3 (bar %d, stack %d)"
      % (pager.props.selected, pager.get_stack().props.page))

stack = SegmentKit.PagedStack(page=4, n_pages=6)
check(stack.props.page == 4 and stack.props.n_pages == 6,
      "PagedStack(page=4, n_pages=6) is on page 4 of 6 (page %d of %d)" % (stack.props.page, stack.props.n_pages))


class CountingBar(SegmentKit.SegmentBar):
    """A subclass whose class handler counts selections, as an app's would."""

    def do_selection_changed(self, index):
        self.__dict__.setdefault("changes", []).append(index)


counting = CountingBar(selected=1, titles=TITLES)
check(counting.props.selected == 1 and counting.__dict__.get("changes", [])[-1:] == [1],
      "a subclass made with selected=1 before its titles is on 1, its handler last told 1 (%s)"
      % counting.__dict__.get("changes"))

made = GObject.new(SegmentKit.SegmentBar, selected=3, titles=TITLES)
check(made.props.selected == 3, "GObject.new(…, selected=3, titles=…) selects 3 (%d)" % made.props.selected)
