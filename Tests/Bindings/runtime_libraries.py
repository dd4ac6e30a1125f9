#!/usr/bin/python3
"""The Swift libraries a Python app loads with SegmentKit: the runtime it needs, not the ones it never calls.

Every Swift module imports _StringProcessing unless built not to, and a library built from one loads it and
_RegexParser into every app that uses it: 1.2 MB more resident in a Python app (Package.swift). Reads the app's own
memory map once a pager has been shown, so whatever SegmentKit loads on the way to a first frame is there. Prints
its check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""
import os

from bindings_check import Gtk, SegmentKit, checker
from gi.repository import GLib

check = checker("python-runtime-libraries")

pager = SegmentKit.SegmentedPager()
pager.set_titles(["One", "Two", "Three"])
pager.set_page_func(lambda index: Gtk.Label(label=f"Page {index}"))
window = Gtk.Window()
window.set_child(pager)
window.present()
context = GLib.MainContext.default()
deadline = GLib.get_monotonic_time() + 2_000_000
while not pager.get_mapped() and GLib.get_monotonic_time() < deadline:
    context.iteration(False)
check(pager.get_mapped(), "the pager is on screen")

with open("/proc/self/maps") as maps:
    loaded = {os.path.basename(fields[-1]) for fields in map(str.split, maps) if fields[-1].startswith("/")}
swift = sorted(name for name in loaded if name.startswith("libswift"))
check("libswiftCore.so" in swift, "the Swift runtime is loaded, from the app's memory map: " + ", ".join(swift))
for unused in ["libswift_StringProcessing.so", "libswift_RegexParser.so", "libswiftSynchronization.so"]:
    check(unused not in swift, unused + " is not loaded")
window.destroy()
