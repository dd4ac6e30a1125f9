"""GTK's high-contrast theme as a user who switched it on meets the gallery: the pages' bars read at 7:1 on screen.

The gallery starts with `GTK_THEME=HighContrast:dark` (what GNOME's High Contrast switch gives a GTK 4 app with
the dark preference); a click and the arrow keys move the selection; then every title on screen, the selected one
and the others, is measured in the screen's pixels against the bar behind it, and the focus ring is looked for.
"""
from gallery import AppDied, Gallery, focus_region, outline_pixels
from harness import Pixels, extents, poll

PAGES = ["underline", "scrollable", "capsule"]


def luminance(colour):
    def linear(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = colour
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def title_contrast(pixels):
    """The contrast of a title's strongest pixel against the commonest colour of its box (the bar behind it)."""
    counts = pixels.colours()
    behind = max(counts, key=counts.get)
    return max(contrast(tuple(colour), tuple(behind)) for colour in counts), tuple(behind)


def run(results, binary, logdir):
    gallery = Gallery(results, binary, logdir, label="high-contrast", env={"GTK_THEME": "HighContrast:dark"})
    try:
        for page in PAGES:
            results.context = f"high contrast/{page}"
            results.check(gallery.show_page(page), f"a click on the switcher shows page '{page}'")
            gallery.verify("switch")
            tabs = gallery.visible_tabs(gallery.page_bar())
            if not results.check(len(tabs) >= 3, f"the bar shows its titles ({len(tabs)})"):
                continue
            # A click selects the second title; Right then moves on and shows the keyboard focus.
            if not results.check(gallery.focus_bar(tabs[1]), f"a click on '{tabs[1].name}' focuses the bar"):
                continue
            before = focus_region(gallery)
            gallery.press("Right")
            gallery.verify("key Right")
            selected = gallery.bar_state()["title"]
            for tab in tabs:
                x, y, width, height = extents(tab)
                sx, sy = gallery.screen(x, y)
                ratio, behind = title_contrast(Pixels(sx, sy, width, height))
                which = "selected title" if tab.name == selected else "title"
                results.check(ratio >= 7, f"the {which} '{tab.name}' reads at {ratio:.1f}:1 on the bar {behind}, "
                                          "7:1 in a high-contrast theme")
            after = focus_region(gallery)
            if before is not None and after is not None:
                region, focused = after
                changed = outline_pixels(focused, Pixels(*before[0])) if region == before[0] else focused.width
                results.check(changed >= region[2], f"the keys drew a focus ring on '{selected}' ({changed} pixels)")
    except AppDied as died:
        results.check(False, f"the gallery kept running through '{died}'")
    finally:
        results.context = ""
        gallery.stop()
