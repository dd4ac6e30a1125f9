#!/usr/bin/python3
"""The memory side of `segment-bench bindings`: a Python GTK app's resident size with one widget of N pages shown.

    GI_TYPELIB_PATH=.build/gir/release LD_LIBRARY_PATH=.build/release python3 resources/bench/python-memory.py segmentkit 10

WIDGET is `segmentkit` (a SegmentedPager, its default style), `notebook` (a scrollable GtkNotebook, as
`segment-bench widgets` builds it) or `empty` (the window alone, the baseline). Prints one JSON line with the
resident set size in MB, read 0.3 s after the first frame as the widget benchmark reads it: what a Python, and
likewise a C or JavaScript, app pays for the library, its Swift runtime included.
"""
import json
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402


def resident_mb():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return None


def main():
    widget, n = sys.argv[1], int(sys.argv[2])
    Gtk.init()
    window = Gtk.Window()
    window.set_default_size(800, 600)
    if widget == "segmentkit":
        gi.require_version("SegmentKit", "1")
        from gi.repository import SegmentKit

        pager = SegmentKit.SegmentedPager()
        pager.set_titles(["Segment %d" % i for i in range(n)])
        pager.set_page_func(lambda index: Gtk.Label(label="Page %d" % index))
        window.set_child(pager)
    elif widget == "notebook":
        notebook = Gtk.Notebook()
        notebook.set_scrollable(True)
        for i in range(n):
            notebook.append_page(Gtk.Label(label="Page %d" % i), Gtk.Label(label="Segment %d" % i))
        window.set_child(notebook)
    elif widget != "empty":
        sys.exit("python-memory.py: unknown widget %r (segmentkit, notebook, empty)" % widget)

    loop = GLib.MainLoop()

    def after_paint(clock):
        clock.disconnect(handler)
        # Deferred work (the pages next to the first, accessibility) runs in this time, as in the widget benchmark.
        GLib.timeout_add(300, loop.quit)

    window.present()
    handler = window.get_frame_clock().connect("after-paint", after_paint)
    GLib.timeout_add_seconds(60, loop.quit)
    loop.run()
    print(json.dumps({"widget": widget, "n": n, "rss_mb": resident_mb()}), flush=True)


main()
