#!/usr/bin/python3
"""The Swift runtime a Python app gets with SegmentKit: linked into libsegmentkit-1.so, not loaded from a toolchain.

The library carries the Swift runtime inside it (-static-stdlib, Package.swift), so an app loads no libswift*.so:
it runs where no Swift toolchain is installed, and the shared runtime's crash handler, which took the fatal signals
of the whole process as it loaded, is not installed (a Python app that crashed after loading SegmentKit exited with
status 0, after a Swift backtrace). Reads the app's own memory map once a pager has been shown, so whatever
SegmentKit loads on the way to a first frame is there; then crashes two child processes that loaded it. Prints its
check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""

import os
import signal
import subprocess
import sys

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
swift = sorted(name for name in loaded if name.startswith("libswift") or name.startswith("libdispatch"))
check(not swift, "no shared Swift runtime is loaded, from the app's memory map: " + (", ".join(swift) or "none"))
window.destroy()

# A fatal signal after SegmentKit has loaded ends the process with that signal, as in any GTK app: no handler of
# SegmentKit's takes it. Without SWIFT_BACKTRACE, which run.sh sets for the examples.
CRASH = """
import os, signal, gi
gi.require_version("SegmentKit", "1")
from gi.repository import SegmentKit
SegmentKit.init()
print(SegmentKit.SegmentBar.__gtype__.name, flush=True)
os.kill(os.getpid(), signal.{name}) if "{name}" != "SIGABRT" else os.abort()
print("survived", flush=True)
"""
env = {key: value for key, value in os.environ.items() if key != "SWIFT_BACKTRACE"}
for name in ("SIGSEGV", "SIGABRT"):
    number = getattr(signal, name)
    child = subprocess.run([sys.executable, "-c", CRASH.format(name=name)], env=env, capture_output=True, text=True,
                           timeout=60)
    check(child.returncode == -number and child.stdout.strip() == "SegmentBar",
          f"{name} ends a process that loaded SegmentKit (status {child.returncode}, expected {-number}; "
          f"printed {child.stdout.split()}; {len(child.stderr.splitlines())} lines on stderr)")
