#!/usr/bin/python3
"""The Python side of `segment-bench bindings`: builds an N-item SegmentedPager through GObject Introspection,
shows it, and prints one JSON line with the times, measured the way the Swift side measures them.

    GI_TYPELIB_PATH=.build/gir/release LD_LIBRARY_PATH=.build/release python3 resources/bench/pager.py 10000

build_ms:       the pager, its titles (one set_titles call), its page function, into the window;
first_frame_ms: from gtk_window_present() to the end of the first frame (the frame clock's after-paint);
import_ms:      importing gi, Gtk and SegmentKit (the Swift program has no such step; reported apart).
"""
import json
import sys
import time


def now_ms():
    # CLOCK_MONOTONIC, the clock the Swift side reads.
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC) / 1e6


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    import_start = now_ms()
    import gi

    gi.require_version("Gtk", "4.0")
    gi.require_version("SegmentKit", "1")
    from gi.repository import GLib, Gtk, SegmentKit

    import_ms = now_ms() - import_start
    Gtk.init()

    window = Gtk.Window()
    window.set_default_size(800, 600)
    build_start = now_ms()
    pager = SegmentKit.SegmentedPager()
    pager.set_style_name("scrollable")
    pager.set_titles(["Segment %d" % i for i in range(n)])
    pager.set_page_func(lambda index: Gtk.Label(label="Page %d" % index))
    window.set_child(pager)
    build_ms = now_ms() - build_start

    loop = GLib.MainLoop()
    result = {"language": "python", "n": n, "build_ms": build_ms, "first_frame_ms": None, "import_ms": import_ms}

    def after_paint(_clock):
        if result["first_frame_ms"] is None:
            result["first_frame_ms"] = now_ms() - present_start
            loop.quit()

    present_start = now_ms()
    window.present()
    window.get_frame_clock().connect("after-paint", after_paint)
    GLib.timeout_add_seconds(60, loop.quit)
    loop.run()
    print(json.dumps(result), flush=True)


main()
