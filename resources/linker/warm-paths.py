#!/usr/bin/python3
"""What a typical app runs of libsegmentkit-1.so, for `make link-order` to record under callgrind.

    GI_TYPELIB_PATH=.build/gir/release LD_LIBRARY_PATH=.build/release python3 resources/linker/warm-paths.py

Shows, from Python as a GTK app in any language would, the widgets most apps start with: a SegmentedPager of ten
pages in the default style, a scrollable one, a capsule SegmentBar and a tab strip with close buttons; selects
and moves them, then quits. The functions it runs are laid out first in the library, so an app's first frames
map a few windows of its code instead of pages all over it.
"""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SegmentKit", "1")
from gi.repository import GLib, Gtk, SegmentKit  # noqa: E402


def frames(count):
    """Runs the main loop until `count` frames of the window were painted (or a second passed)."""
    loop = GLib.MainLoop()
    painted = [0]

    def after_paint(_clock):
        painted[0] += 1
        if painted[0] >= count:
            loop.quit()

    handler = clock.connect("after-paint", after_paint)
    GLib.timeout_add(1000, loop.quit)
    loop.run()
    clock.disconnect(handler)


Gtk.init()
window = Gtk.Window()
window.set_default_size(800, 600)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
window.set_child(box)

pager = SegmentKit.SegmentedPager()
pager.set_titles(["Segment %d" % i for i in range(10)])
pager.set_page_func(lambda index: Gtk.Label(label="Page %d" % index))
pager.set_vexpand(True)
box.append(pager)

scrollable = SegmentKit.SegmentedPager()
scrollable.set_style_name("scrollable")
scrollable.set_titles(["Segment %d" % i for i in range(30)])
scrollable.set_page_func(lambda index: Gtk.Label(label="Page %d" % index))
scrollable.set_vexpand(True)
box.append(scrollable)

capsule = SegmentKit.SegmentBar.new_with_titles(["Day", "Week", "Month"])
capsule.set_style_name("capsule")
box.append(capsule)

tabs = SegmentKit.SegmentBar.new_with_titles(["Document %d" % i for i in range(6)])
tabs.set_close_button_policy(SegmentKit.SegmentCloseButtonPolicy.ALL)
tabs.set_reorderable(True)
box.append(tabs)

window.present()
clock = window.get_frame_clock()
frames(3)
for index in (3, 7, 1):
    pager.select(index, True, True)
    capsule.select(index % 3, True, True)
    tabs.select(index % 6, False, True)
    frames(2)
for step in range(12):
    scrollable.set_position(step * 0.25)
    frames(1)
window.destroy()
