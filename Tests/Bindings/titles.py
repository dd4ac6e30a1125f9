#!/usr/bin/python3
"""Titles from Python (GObject Introspection): a renamed segment's title is plain text, even after markup.

Prints its check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""
from bindings_check import Gtk, SegmentKit, checker

check = checker("python-titles")


def natural_width(widget):
    return widget.measure(Gtk.Orientation.HORIZONTAL, -1)[1]


# The same title as plain text on one bar, and given by rename() after a markup title on the other: both bars
# must measure the tags as text. Kept as markup, "<i>y</i>" would be one italic letter, half as wide.
plain = SegmentKit.SegmentBar.new_with_titles(["<i>y</i>", "two"])
renamed = SegmentKit.SegmentBar.new_with_titles(["x", "two"])
renamed.set_item_markup(0, "<b>x</b>")
marked_up = natural_width(renamed)
renamed.rename(0, "<i>y</i>")
check(renamed.get_title(0) == "<i>y</i>", "rename() sets the title as written")
check(natural_width(renamed) == natural_width(plain) > marked_up,
      "a title renamed after markup is plain text, as wide as the same plain title (%d and %d px)"
      % (natural_width(renamed), natural_width(plain)))

pager = SegmentKit.SegmentedPager()
pager.set_titles(["<i>y</i>", "two"])
plain_pager = natural_width(pager.get_bar())
pager.set_titles(["x", "two"])
pager.get_bar().set_item_markup(0, "<b>x</b>")
pager.rename(0, "<i>y</i>")
check(natural_width(pager.get_bar()) == plain_pager, "the pager's rename() makes a markup title plain too")

# No titles, as None (the header's nullable) or as an empty list: every segment goes, with no warning.
for empty in (None, []):
    bar = SegmentKit.SegmentBar.new_with_titles(["a", "b"])
    bar.set_titles(empty)
    pager.set_titles(empty)
    check(bar.get_n_items() == 0 and pager.get_n_items() == 0,
          "set_titles(%r) removes every segment of a bar and a pager" % (empty,))
    check(SegmentKit.SegmentBar.new_with_titles(empty).get_n_items() == 0,
          "new_with_titles(%r) makes an empty bar" % (empty,))
