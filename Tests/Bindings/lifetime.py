#!/usr/bin/python3
"""Lifetimes from Python: a pager's bar and stack, kept by the app, work on after the pager is finalized.

`pager.get_bar()` and `pager.get_stack()` hand out the pager's parts; the README says an app may keep them. Their
relays to the pager (its selection-changed, its mirrored notifications) reached the freed pager: a select on the
kept bar crashed. Prints its check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""
import gc

from bindings_check import Gtk, SegmentKit, checker
from gi.repository import GLib

check = checker("python-lifetime")


def pump():
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


finalized = []
pager = SegmentKit.SegmentedPager()
pager.set_titles(["One", "Two", "Three", "Four"])
pager.set_page_func(lambda index: Gtk.Label(label=f"Page {index}"))
pager.weak_ref(lambda: finalized.append("pager"))
bar, stack = pager.get_bar(), pager.get_stack()
window = Gtk.Window()
window.set_child(pager)
window.present()
pump()
pager.select(1, False, True)
window.destroy()
del pager, window
gc.collect()
pump()
check(finalized == ["pager"], "the pager is finalized while the app keeps its bar and stack")

selections = []
bar.connect("selection-changed", lambda _bar, index: selections.append(index))
bar.select(2, False, True)
check(bar.get_selected() == 2 and selections == [2], f"the kept bar selects and reports it ({selections})")
bar.set_titles(["A", "B", "C"])
check(bar.get_n_items() == 3, "the kept bar takes new titles")
stack.set_n_pages(3)
stack.set_position(1.0)
check(stack.get_position() == 1.0, "the kept stack moves")
window = Gtk.Window()
window.set_child(bar)
window.present()
pump()
bar.select(0, False, True)
pump()
check(bar.get_selected() == 0, "the kept bar, shown in a new window, selects")
window.destroy()
pump()
