"""What the Python binding tests share: GTK and SegmentKit through GObject Introspection, and their check lines.

Each test prints one `ok - NAME: ...` / `not ok - NAME: ...` line per check, as the examples' self-tests do
(Tests/Bindings/run.sh counts them).
"""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("SegmentKit", "1")
from gi.repository import Gtk, SegmentKit  # noqa: E402

Gtk.init()

__all__ = ["Gtk", "SegmentKit", "checker"]


def checker(name):
    """A `check(ok, message)` that prints the check line of the test called `name`."""

    def check(ok, message):
        print(("ok - " if ok else "not ok - ") + name + ": " + message)

    return check
