#!/usr/bin/python3
"""SegmentKit in a libadwaita app (Python): libadwaita's high-contrast style and its header bar.

libadwaita shows its own stylesheet and follows GNOME's high-contrast switch through its style manager, leaving
GTK's theme name alone; ADW_DEBUG_HIGH_CONTRAST=1 turns that switch on for this process (not with `--normal`).
Under it the bar's titles must reach 7:1 as under GTK's own high-contrast theme. An AdwHeaderBar is no
GtkHeaderBar, yet a capsule title in it must sit as the header's buttons do, and an overflowing title's fades and
overflow button must be the header's own colour (libadwaita's, not GTK's theme's), in the light and dark styles.

Prints its check lines (Tests/Bindings/run.sh counts them).
"""
import ctypes
import ctypes.util
import os
import sys

NORMAL = "--normal" in sys.argv
if not NORMAL:
    os.environ["ADW_DEBUG_HIGH_CONTRAST"] = "1"  # read by adw_init, below

import gi  # noqa: E402

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("GdkX11", "4.0")
gi.require_version("SegmentKit", "1")
from gi.repository import Adw, GdkX11, GLib, Gtk, SegmentKit  # noqa: E402

NAME = "python-adwaita" + ("-normal" if NORMAL else "")


def check(ok, message):
    print(("ok - " if ok else "not ok - ") + NAME + ": " + message)


def iterate(seconds):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + seconds * 1e6
    while GLib.get_monotonic_time() < end:
        context.iteration(False)


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def pixels(widget):
    """The widget as the X server shows it: (width, height, a function from (x, y) to an (r, g, b) tuple).

    Read with Xlib's XGetImage from the window's own X window (PyGObject cannot hold GSK's render nodes, so the
    widget cannot be rendered to a texture from Python); Xvfb's 24-bit TrueColor is 32-bit BGRX.
    """
    native = widget.get_native()
    xid = GdkX11.X11Surface.get_xid(native.get_surface())
    offset_x, offset_y = native.get_surface_transform()
    ok, bounds = widget.compute_bounds(native)
    x, y = int(bounds.origin.x + offset_x), int(bounds.origin.y + offset_y)
    width, height = widget.get_width(), widget.get_height()
    xlib = ctypes.CDLL(ctypes.util.find_library("X11"))
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XGetImage.restype = ctypes.c_void_p
    xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                               ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = xlib.XOpenDisplay(None)
    image = xlib.XGetImage(display, xid, x, y, width, height, 0xFFFFFFFF, 2)  # ZPixmap
    # XImage: width, height, xoffset, format (int each), then the data pointer, ..., bytes_per_line at 44.
    data = ctypes.cast(ctypes.c_void_p.from_address(image + 16).value, ctypes.POINTER(ctypes.c_ubyte))
    stride = ctypes.c_int.from_address(image + 44).value
    raw = bytes(data[:stride * height])
    xlib.XCloseDisplay(display)
    return width, height, lambda px, py: (raw[py * stride + 4 * px + 2], raw[py * stride + 4 * px + 1],
                                          raw[py * stride + 4 * px])


def check_titles(bar):
    """The unselected titles read at 7:1 or more on the bar."""
    width, height, at = pixels(bar)
    ground = at(1, 1)
    # The unselected titles (segments 1 to 3): their darkest pixel against the bar's ground.
    worst = min(
        contrast(ground, min((at(x, y) for x in range(width * i // 4 + 2, width * (i + 1) // 4 - 2)
                              for y in range(2, height - 4)), key=luminance))
        for i in range(1, 4))
    check(worst >= 7, "every unselected title reads at 7:1 or more on the bar (the least %.1f:1)" % worst)


Adw.init()
SegmentKit.init()
check(Adw.StyleManager.get_default().get_high_contrast() != NORMAL,
      "libadwaita shows its %s style" % ("normal" if NORMAL else "high-contrast"))

window = Adw.Window(default_width=640, default_height=240)
header = Adw.HeaderBar()
capsule = SegmentKit.SegmentBar.new_with_titles(["Day", "Week", "Month"])
capsule.set_style_name("capsule")
header.set_title_widget(capsule)
button = Gtk.Button(label="Add")
header.pack_start(button)
bar = SegmentKit.SegmentBar.new_with_titles(["Overview", "Calendar", "Tasks", "Settings"])
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
box.append(header)
box.append(bar)
window.set_content(box)
window.present()
iterate(0.5)

if not NORMAL:
    check_titles(bar)

ok, bar_box = capsule.compute_bounds(header)
ok2, button_box = button.compute_bounds(header)
check(ok and ok2 and bar_box.size.height == button_box.size.height and bar_box.origin.y == button_box.origin.y,
      "a capsule title in an AdwHeaderBar is as tall and as high as its buttons (%g at %g; buttons %g at %g)"
      % (bar_box.size.height, bar_box.origin.y, button_box.size.height, button_box.origin.y))
window.destroy()


def check_fades(dark):
    """An overflowing title's fades and overflow button are the header's colour at their outer ends."""
    Adw.StyleManager.get_default().set_color_scheme(Adw.ColorScheme.FORCE_DARK if dark else Adw.ColorScheme.FORCE_LIGHT)
    window = Adw.Window(default_width=420, default_height=200)
    header = Adw.HeaderBar()
    title = SegmentKit.SegmentBar.new_with_titles(["Overview %d" % i for i in range(12)])
    title.set_style_name("scrollable")
    header.set_title_widget(title)
    column = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    column.append(header)
    window.set_content(column)
    window.present()
    iterate(0.5)
    title.set_position(5.0)
    iterate(0.5)
    width, height, at = pixels(header)
    ok, box = title.compute_bounds(header)
    ground = at(3, 3)
    left, right = int(box.origin.x), int(box.origin.x + box.size.width)
    # Across each fade and the overflow button's ground, in the rows above the titles.
    columns = list(range(left + 6, left + 20)) + list(range(right - 30, right - 6))
    rows = range(int(box.origin.y) + 2, int(box.origin.y) + 6)
    worst = max(max(abs(a - b) for a, b in zip(at(x, y), ground)) for x in columns for y in rows)
    check(ok and worst <= 2, "in the %s style an overflowing title's ends are the header's colour %s (off by %d at most)"
          % ("dark" if dark else "light", ground, worst))
    window.destroy()


def check_badge(dark):
    """A count badge's white count reads on its red pill: 4.5:1, and 7:1 in the high-contrast style.

    libadwaita's `@error_color` is a red for text, light in the dark style (white on it measured 2.5:1, and 4.3:1
    under high contrast); the pill takes its `@error_bg_color`, as libadwaita's own filled shapes do.
    """
    Adw.StyleManager.get_default().set_color_scheme(Adw.ColorScheme.FORCE_DARK if dark else Adw.ColorScheme.FORCE_LIGHT)
    window = Adw.Window(default_width=360, default_height=120)
    bar = SegmentKit.SegmentBar.new_with_titles(["Inbox", "Sent"])
    bar.set_badge_count(0, 88)
    window.set_content(bar)
    window.present()
    iterate(0.5)
    width, height, at = pixels(bar)
    # The pill: the reddest colour in the bar; the count: its lightest pixel inside the pill's box.
    reds = [(x, y) for x in range(width) for y in range(height) if at(x, y)[0] - max(at(x, y)[1:]) > 60]
    pill = max(set(at(x, y) for x, y in reds), key=lambda c: sum(1 for x, y in reds if at(x, y) == c)) if reds else None
    text = None
    if reds:
        xs, ys = [x for x, _ in reds], [y for _, y in reds]
        text = max((at(x, y) for x in range(min(xs), max(xs) + 1) for y in range(min(ys), max(ys) + 1)), key=luminance)
    least = 7 if not NORMAL else 4.5
    ratio = contrast(pill, text) if pill and text else 0
    check(ratio >= least, "in the %s style a count reads at %.1f:1 or more on its pill (%.1f:1, %s on %s)"
          % ("dark" if dark else "light", least, ratio, text, pill))
    window.destroy()


check_fades(dark=False)
check_fades(dark=True)
check_badge(dark=False)
check_badge(dark=True)
iterate(0.1)
sys.exit(0)
