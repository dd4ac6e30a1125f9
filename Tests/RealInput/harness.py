"""Shared pieces of the real-input tests: a private X server, the app under test, real input, and the checks.

Every event goes through the X server (xdotool, which uses XTEST), exactly as a user's mouse and keyboard
would. State is read back three ways: the gallery's test mode (SEGMENT_DEMO_STATE=1 prints one JSON line per
change), the accessibility tree over AT-SPI (pyatspi), and the X server itself (window size, pixels).
"""
import ctypes
import json
import os
import re
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

import pyatspi
from gi.repository import GLib

# --- Results ---------------------------------------------------------------------------------------------------


class Results:
    """Counts checks; prints one line per check and the CI's closing line."""

    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.failures = []
        self.context = ""
        self.on_failure = None  # called with the message after each failure (screenshots, seeds)

    def check(self, ok, message):
        """Records one check, printing it; a failure also takes a screenshot (see on_failure)."""
        label = f"{self.context}: {message}" if self.context else message
        if ok:
            self.passed += 1
            print("ok    " + label, flush=True)
        else:
            self.failed += 1
            self.failures.append(label)
            print("FAIL  " + label, flush=True)
            if self.on_failure and self.failed <= 20:
                self.on_failure(label)
        return ok

    def summary(self):
        if self.failures:
            print("failures:")
            for line in self.failures:
                print("  " + line)
        print(f"{self.passed} passed, {self.failed} failed", flush=True)


# --- X server -------------------------------------------------------------------------------------------------


class XServer:
    """A fresh Xvfb on a free display; DISPLAY is set for everything started afterwards."""

    def __init__(self, width=1280, height=900):
        self.width, self.height = width, height
        for _ in range(20):
            number = 100 + int.from_bytes(os.urandom(2), "little") % 400
            if os.path.exists(f"/tmp/.X11-unix/X{number}") or os.path.exists(f"/tmp/.X{number}-lock"):
                continue
            self.display = f":{number}"
            self.process = subprocess.Popen(
                ["Xvfb", self.display, "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp",
                 "-noreset"],  # without -noreset the server resets when the last client leaves, and the next app fails
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.environ["DISPLAY"] = self.display
            for _ in range(100):
                if subprocess.call(["xdpyinfo"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
                    return
                if self.process.poll() is not None:
                    break
                time.sleep(0.05)
            self.process.kill()
        raise RuntimeError("could not start Xvfb")

    def stop(self):
        self.process.terminate()
        self.process.wait(5)


class _XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


class _XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
                ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


def viewable_windows():
    """The root window's children that are viewable: (window id, x, y, width, height), bottom to top.

    Straight from Xlib (one connection, no process per window), for finding popovers quickly.
    """
    xlib = Pixels._load()
    display = xlib.XOpenDisplay(None)
    result = []
    try:
        root = xlib.XDefaultRootWindow(display)
        root_return, parent_return = ctypes.c_ulong(), ctypes.c_ulong()
        kids, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not xlib.XQueryTree(display, root, ctypes.byref(root_return), ctypes.byref(parent_return),
                               ctypes.byref(kids), ctypes.byref(count)):
            return result
        attributes = _XWindowAttributes()
        for i in range(count.value):
            if xlib.XGetWindowAttributes(display, kids[i], ctypes.byref(attributes)) and attributes.map_state == 2:
                result.append((kids[i], attributes.x, attributes.y, attributes.width, attributes.height))
        if kids:
            xlib.XFree(kids)
    finally:
        xlib.XCloseDisplay(display)
    return result


class Pixels:
    """Reads the screen with Xlib's XGetImage (no extra packages), as rows of (r, g, b) bytes."""

    _xlib = None

    def __init__(self, x, y, width, height):
        xlib = Pixels._load()
        display = xlib.XOpenDisplay(None)
        try:
            root = xlib.XDefaultRootWindow(display)
            image = xlib.XGetImage(display, root, x, y, width, height, ctypes.c_ulong(0xFFFFFFFF), 2)
            if not image:
                raise RuntimeError("XGetImage failed")
            info = image.contents
            stride = info.bytes_per_line
            raw = ctypes.string_at(info.data, stride * height)
            xlib.XDestroyImage(image)
        finally:
            xlib.XCloseDisplay(display)
        self.width, self.height = width, height
        # 24-bit TrueColor on Xvfb: 32 bits per pixel, little-endian BGRX.
        self.rows = []
        for r in range(height):
            line = raw[r * stride:r * stride + 4 * width]
            rgb = bytearray(3 * width)
            rgb[0::3], rgb[1::3], rgb[2::3] = line[2::4], line[1::4], line[0::4]
            self.rows.append(bytes(rgb))

    _ErrorHandler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
    _ignore_errors = _ErrorHandler(lambda display, error: 0)

    @staticmethod
    def _load():
        if Pixels._xlib is None:
            xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
            xlib.XOpenDisplay.restype = ctypes.c_void_p
            xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
            xlib.XDefaultRootWindow.restype = ctypes.c_ulong
            xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
            xlib.XGetImage.restype = ctypes.POINTER(_XImage)
            xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                       ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
            xlib.XDestroyImage.argtypes = [ctypes.POINTER(_XImage)]
            xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
            xlib.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                        ctypes.POINTER(ctypes.c_ulong),
                                        ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)), ctypes.POINTER(ctypes.c_uint)]
            xlib.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_XWindowAttributes)]
            xlib.XFree.argtypes = [ctypes.c_void_p]
            # A popover's window can be destroyed between XQueryTree and XGetWindowAttributes; Xlib's default
            # handler would then end the test with BadWindow. With this one the call just returns 0 (not viewable).
            xlib.XSetErrorHandler.argtypes = [Pixels._ErrorHandler]
            xlib.XSetErrorHandler(Pixels._ignore_errors)
            Pixels._xlib = xlib
        return Pixels._xlib

    def save_png(self, path):
        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
        raw = b"".join(b"\x00" + row for row in self.rows)
        png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0))
               + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
        with open(path, "wb") as file:
            file.write(png)

    def colours(self):
        """How many pixels of each colour."""
        counts = {}
        for row in self.rows:
            for i in range(0, len(row), 3):
                key = row[i:i + 3]
                counts[key] = counts.get(key, 0) + 1
        return counts


def screenshot(path):
    """Saves the whole screen as a PNG (for failures and for a human to look at)."""
    try:
        width, height = _screen_size()
        Pixels(0, 0, width, height).save_png(path)
        print(f"      screenshot: {path}", flush=True)
    except Exception as error:  # a screenshot must never hide the failure it illustrates
        print(f"      (no screenshot: {error})", flush=True)


def _screen_size():
    out = subprocess.check_output(["xdotool", "getdisplaygeometry"], text=True).split()
    return int(out[0]), int(out[1])


# --- Input through the X server ---------------------------------------------------------------------------------


def xdo(*args):
    """Runs one xdotool command line (several commands may be chained in one call)."""
    subprocess.check_call(["xdotool", *[str(a) for a in args]])


def press_and_carry(x0, y0, x1, y1, rest_s=0.8):
    """Starts an X11 drag-and-drop at (x0, y0) and carries it to (x1, y1), still held: press, cross GTK's drag
    threshold on the source, travel in steps, then rest about `rest_s` with 1 px moves (an X11 drag sends positions
    only when the pointer moves). The caller lets go with `xdo("mouseup", 1)`."""
    command = ["mousemove", x0, y0, "mousedown", 1, "sleep", 0.05]
    for d in (3, 6, 10, 14):
        command += ["mousemove", x0 + d, y0 - d, "sleep", 0.03]
    steps = 16
    for i in range(1, steps + 1):
        command += ["mousemove", round(x0 + 14 + (x1 - x0 - 14) * i / steps),
                    round(y0 - 14 + (y1 - y0 + 14) * i / steps), "sleep", 0.03]
    for i in range(round(rest_s / 0.1)):
        command += ["mousemove", x1 + i % 2, y1, "sleep", 0.1]
    xdo(*command)


def click(x, y, button=1, repeat=1, delay_ms=80):
    """Clicks at (x, y), `repeat` times `delay_ms` apart (2 is a double-click); one xdotool run."""
    if repeat == 1:
        xdo("mousemove", x, y, "mousedown", button, "sleep", 0.01, "mouseup", button)
    else:
        xdo("mousemove", x, y, "click", "--repeat", repeat, "--delay", delay_ms, button)


def drag(x0, y0, x1, y1, steps=8, step_s=0.03, button=1, hold_s=0.0, pause_s=0.0):
    """Presses at (x0, y0), moves in `steps` even steps over `steps * step_s` seconds, releases at (x1, y1);
    `hold_s` waits after the press, `pause_s` before the release (a pause leaves the gesture no speed).

    The whole gesture is ONE xdotool run: separate runs would leave gaps of a process start each (far longer under
    load) between the motions and before the release, and the pager reads a flick's speed from the last 100 ms.
    """
    command = ["mousemove", x0, y0, "mousedown", button]
    if hold_s:
        command += ["sleep", hold_s]
    for i in range(1, steps + 1):
        command += ["mousemove", round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps),
                    "sleep", step_s]
    if pause_s:
        command += ["sleep", pause_s]
    xdo(*command, "mouseup", button)


def key(*names):
    """Presses and releases each key (xdotool names, e.g. "shift+Tab") in turn; one xdotool run."""
    xdo("key", "--delay", 40, *names)


def wheel(x, y, button, shift=False, notches=1):
    """Wheel notches at (x, y): button 4 up, 5 down, 6 left, 7 right; with Shift held if asked. One xdotool run."""
    clicks = ["click", "--repeat", notches, "--delay", 60, button]
    if not shift:
        xdo("mousemove", x, y, *clicks)
        return
    try:
        xdo("mousemove", x, y, "keydown", "shift", *clicks, "keyup", "shift")
    except subprocess.CalledProcessError:
        xdo("keyup", "shift")  # never leave Shift held for the steps that follow
        raise


# --- The app under test -----------------------------------------------------------------------------------------

# A Python app's exception in a callback (PyGObject prints it and goes on) counts as a problem too.
FATAL_LOG = re.compile(r"(WARNING|CRITICAL|ERROR) \*\*|Fatal error|Segmentation fault|Trace/breakpoint|"
                       r"Illegal instruction|Aborted|^Traceback \(most recent call last\)|"
                       r"^segment-demo: ")  # the gallery's own complaints (a missing resource, a refused edit)


class App:
    """One run of the gallery or the example app on the current display, with stderr captured to a file.

    `SWIFT_BACKTRACE=enable=no` keeps the Swift crash handler from swallowing GLib's trap, and
    `G_DEBUG=fatal-criticals` turns any critical into a crash the checks then see.
    """

    # Every app started and not yet stopped: a phase that breaks says which of them died, and how (`deaths`).
    started = []

    def __init__(self, command, window_name, logdir, label, extra_env=None, commands=False):
        self.label = label
        self.window_name = window_name
        self.stderr_path = os.path.join(logdir, f"{label}.stderr")
        env = dict(os.environ, SWIFT_BACKTRACE="enable=no", G_DEBUG="fatal-criticals", GSK_RENDERER="cairo",
                   GSETTINGS_BACKEND="memory", SEGMENT_DEMO_STATE="1")
        env.pop("NO_AT_BRIDGE", None)
        env.update(extra_env or {})
        self.stderr_file = open(self.stderr_path, "w+")
        # `commands`: the app reads commands on standard input (`send`), as its data changes under the user.
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE if commands else None, stdout=subprocess.PIPE,
                                        stderr=self.stderr_file, env=env, text=True, bufsize=1)
        self.state = None  # the last state line (the gallery's test mode), or None
        self.first_sized_state = None  # the first state line once the window had a size (start-up checks)
        self.state_time = time.time()  # when it arrived
        self.other_output = []
        self.recording = None  # a list while `record` collects every state line, for journeys that watch motion
        self.stderr_seen = 0
        self.lock = threading.Lock()
        threading.Thread(target=self._read_stdout, daemon=True).start()
        App.started.append(self)
        self.wid = self._find_window()
        self.accessible = None

    def _read_stdout(self):
        for line in self.process.stdout:
            line = line.rstrip("\n")
            if line.startswith("{"):
                try:
                    state = json.loads(line)
                except ValueError:
                    self.other_output.append(line)
                    continue
                with self.lock:
                    self.state = state
                    if self.first_sized_state is None and state.get("height", 0) > 0:
                        self.first_sized_state = state
                    self.state_time = time.time()
                    if self.recording is not None:
                        self.recording.append(state)
            else:
                self.other_output.append(line)

    def _find_window(self):
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.label} exited ({exit_status(self.process.returncode)}): {self.stderr_text()[-2000:]}")
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", self.window_name],
                                 capture_output=True, text=True).stdout.split()
            if out:
                return out[0]
            time.sleep(0.1)
        raise RuntimeError(f"no window named {self.window_name!r}")

    def stderr_text(self):
        self.stderr_file.flush()
        with open(self.stderr_path) as file:
            return file.read()

    def new_log_problems(self):
        """Lines logged at WARNING or CRITICAL (or a crash) since the last call."""
        text = self.stderr_text()
        fresh = text[self.stderr_seen:]
        self.stderr_seen = len(text)
        return [line for line in fresh.splitlines() if FATAL_LOG.search(line)]

    def alive(self):
        return self.process.poll() is None

    def send(self, command):
        """Writes one command line to an app started with `commands`."""
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def check_alive(self, results, step, agreed=None, quiet=0.5):
        """The first check after a step of an app that prints no state: waits `quiet` seconds and then, while the
        app lags behind, up to 4 s more for `agreed()`; records that it is alive with nothing logged, and raises
        RuntimeError if it died (the checks that follow would only read a dead app)."""
        time.sleep(quiet)
        alive = self.alive()
        if alive and agreed is not None:
            poll(agreed, timeout=4.0, interval=0.05)
        problems = self.new_log_problems()
        results.check(alive and not problems,
                      f"{step}: alive, nothing logged" + "".join(f"\n        {p}" for p in problems))
        if not alive:
            raise RuntimeError(f"{self.label} died at '{step}'")

    def focus(self):
        """No window manager runs: map, raise and give the window the input focus ourselves."""
        subprocess.call(["xdotool", "windowraise", self.wid], stderr=subprocess.DEVNULL)
        subprocess.call(["xdotool", "windowfocus", "--sync", self.wid], stderr=subprocess.DEVNULL)

    def geometry(self):
        try:
            out = subprocess.check_output(["xdotool", "getwindowgeometry", "--shell", self.wid], text=True,
                                          stderr=subprocess.DEVNULL)
        except subprocess.CalledProcessError:
            state = "still running" if self.alive() else f"exited, {exit_status(self.process.returncode)}"
            raise RuntimeError(f"{self.label}'s window is gone ({state}): {self.stderr_text()[-2000:]}") from None
        values = dict(line.split("=", 1) for line in out.split())
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def minimum_size(self):
        """The minimum size GTK asks the (absent) window manager for, from WM_NORMAL_HINTS."""
        out = subprocess.check_output(["xprop", "-id", self.wid, "WM_NORMAL_HINTS"], text=True)
        match = re.search(r"minimum size: (\d+) by (\d+)", out)
        return (int(match.group(1)), int(match.group(2))) if match else None

    def title(self):
        return subprocess.check_output(["xdotool", "getwindowname", self.wid], text=True).strip()

    def record(self):
        """Starts keeping every state line from now on (until `recorded`), not only the last."""
        with self.lock:
            self.recording = [] if self.state is None else [self.state]

    def recorded(self):
        """The state lines since `record`, in order; stops keeping them."""
        with self.lock:
            lines, self.recording = self.recording or [], None
        return lines

    def mark(self, expect=None):
        """Call just before sending input: (the moment, whether `expect` is still to come true), for `settle`."""
        with self.lock:
            state = self.state
        return time.time(), expect is not None and (state is None or not expect(state))

    def settle(self, since=None, expect=None, timeout=5.0, quiet=0.3, rest_quiet=0.08):
        """Waits for the gallery to act on input sent after `since` (a `mark(expect)`) and rest; returns the state.

        "At rest" means every bar's indicator sits on its selection and no pager moves (see `at_rest`). With
        `expect` (a predicate; it may also read AT-SPI) that did not hold at the mark, it returns as soon as
        `expect` holds and the state line has rested `rest_quiet` seconds: the app may be slow to act (a loaded
        machine), so a quiet spell alone does not end the wait. Otherwise (no change expected, or none known) it
        returns once the state has rested `quiet` seconds counted from the mark as well as from the last change,
        so a state printed before the input cannot pass for its outcome. On timeout it returns the last state,
        which the caller's check then reports.
        """
        start, awaited = since or self.mark(expect)
        deadline = time.time() + timeout
        last_turn = time.time()
        while True:
            with self.lock:
                state, changed = self.state, self.state_time
            now = time.time()
            if state is not None and at_rest(state):
                if awaited:
                    if now - changed >= rest_quiet and expect(state):
                        return state
                elif now - max(changed, start) >= quiet:
                    return state
            # A turn of this loop far longer than its 10 ms sleep means this process was not run: the host
            # stalled (the machines report steal time), and the app most likely with it. That time is given back,
            # so a stall is not taken for an app that never came to rest.
            stalled = now - last_turn - 0.01
            if stalled > 0.25:
                print(f"      (the test was not run for {stalled:.2f} s; the wait is extended by that)", flush=True)
                deadline += stalled
            last_turn = now
            if now >= deadline:
                self._describe_timeout(state, changed, expect if awaited else None)
                return state
            time.sleep(0.01)

    def _describe_timeout(self, state, changed, expect, watch=3.0):
        """Prints, for the failure a timed-out wait leads to, how old the last state line was and whether the
        app came to rest within `watch` seconds more: a slow settle and a stuck one need different mending."""
        age = time.time() - changed
        print(f"      (no rest within the wait: the last state line is {age:.2f} s old, "
              f"{'at rest' if state is not None and at_rest(state) else 'moving or between segments'})", flush=True)
        begun = time.time()
        while time.time() - begun < watch:
            with self.lock:
                later = self.state
            if later is not None and at_rest(later) and (expect is None or expect(later)):
                print(f"      (it came to rest {time.time() - begun:.2f} s after the wait)", flush=True)
                return
            time.sleep(0.01)
        print(f"      (still not at rest {watch:.0f} s after the wait)", flush=True)

    def stop(self):
        if self in App.started:
            App.started.remove(self)
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.stderr_file.close()


def exit_status(code):
    """An exit code as Popen gives it, in words: a negative one is the signal that ended the process."""
    if code is not None and code < 0:
        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"exit code {code}"


def deaths():
    """How each started, not yet stopped app is: exited (how, and the end of its stderr) or still running. A phase
    that breaks reports these, since AT-SPI only says "the application no longer exists"; an app that is still
    going away (its window and bus connection gone, its exit handlers running) gets 2 s to finish."""
    lines = []
    for app in App.started:
        try:
            code = app.process.wait(2)
        except subprocess.TimeoutExpired:
            lines.append(f"{app.label} is still running")
            continue
        tail = app.stderr_text()[-1500:].strip()
        lines.append(f"{app.label} exited ({exit_status(code)})" + (f": {tail}" if tail else ", nothing on stderr"))
    return lines


def at_rest(state):
    """Whether every bar's indicator sits on its selection and no pager is moving, in one gallery state line."""
    for bar in state["bars"].values():
        if bar["selected"] is not None and abs(bar["position"] - bar["selected"]) > 0.01:
            return False
        if bar.get("pager", {}).get("moving"):
            return False
    return True


# --- AT-SPI ------------------------------------------------------------------------------------------------------


def find_accessible_app(name=None, seconds=20, window=None):
    """The accessible application called `name`, or the one with a window (frame) called `window` (an app's own
    name differs by language: "mail.py", "gjs", the binary's name); None if none comes within `seconds`."""
    def wanted(app):
        return app.name == name if window is None else any(f.name == window for f in children(app, "frame"))
    deadline = time.time() + seconds
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and wanted(app):
                return app
        time.sleep(0.3)
    return None


class WindowPlace:
    """Where an app's window contents are on the screen, for an object with `app` (an App) and `acc` (its
    accessible application): AT-SPI gives window coordinates, xdotool wants screen ones."""

    def measure(self):
        """Measures (again, after a resize) the offset of the window's contents on the screen."""
        frame = next(n for n in children(self.acc) if n.getRoleName() == "frame")
        _, _, fw, fh = extents(frame)
        wx, wy, ww, wh = self.app.geometry()
        self.offset = (wx + (ww - fw) // 2, wy + (wh - fh) // 2)

    def screen(self, x, y):
        return x + self.offset[0], y + self.offset[1]

    def header_bottom(self):
        import monkey
        return monkey.header_bottom(self)


def extents(node):
    try:
        return tuple(node.queryComponent().getExtents(pyatspi.WINDOW_COORDS))
    except Exception:
        return (-1, -1, -1, -1)


def on_screen(node):
    x, y, w, h = extents(node)
    return w > 0 and h > 0


def walk(node, prune=None, depth=0):
    """Every node under `node` (itself included) whose subtree `prune` does not cut off."""
    yield node
    if depth > 40 or (prune and prune(node)):
        return
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            yield from walk(child, prune, depth + 1)


def _prune_hidden(node):
    """Skips what is off screen (a hidden stack page measures 0x0) and the long row lists of pages."""
    role = node.getRoleName()
    if role in ("page tab", "scroll pane", "label", "check box", "push button"):
        return True
    x, y, w, h = extents(node)
    return w == 0 or h == 0  # a GtkStackPage has no extents at all (-1): look inside


def visible(app, role):
    """The nodes with `role` that are on screen (pruning hidden subtrees so the walk stays short)."""
    return [n for n in walk(app, _prune_hidden) if n.getRoleName() == role and on_screen(n)]


def children(node, role=None):
    result = []
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None and (role is None or child.getRoleName() == role):
            result.append(child)
    return result


def read_settled(read, timeout=2.0):
    """Runs `read` (a few AT-SPI reads) until it gets through without meeting a node that is gone.

    A bar keeps a small pool of tab nodes for the segments on screen and adds, drops and renames them as it
    scrolls; the accessibility tree reaches this process a moment later, so a read right after a scroll can meet
    a tab already gone (an AT-SPI error). That read is repeated (for up to `timeout`, then the error stands): it is
    the reading that is retried, never a check.
    """
    deadline = time.time() + timeout
    while True:
        try:
            return read()
        except GLib.GError:
            if time.time() >= deadline:
                raise
            time.sleep(0.05)


def tabs(tab_list):
    """The tab list's tabs, every one of them still in the tree (see `read_settled`)."""
    def read():
        result = []
        for i in range(tab_list.childCount):
            child = tab_list.getChildAtIndex(i)
            if child is None:
                raise GLib.GError("a tab went away while being read")
            if child.getRoleName() == "page tab":
                child.queryComponent().getExtents(pyatspi.WINDOW_COORDS)  # answered by the app: fails if gone
                result.append(child)
        return result
    return read_settled(read)


def selects_title(title):
    """Expectation for a gallery state line: the bar on screen selects the segment titled `title`."""
    return lambda state: state["bars"][state["page"]]["title"] == title


def selected_tab_names(tab_list):
    """The names of the tab list's tabs that are SELECTED."""
    return read_settled(lambda: [t.name for t in tabs(tab_list) if t.getState().contains(pyatspi.STATE_SELECTED)])


def is_checked(node):
    return node.getState().contains(pyatspi.STATE_CHECKED)


def centre(node):
    x, y, w, h = extents(node)
    return x + w // 2, y + h // 2


def poll(probe, timeout=3.0, interval=0.02):
    """Calls `probe` until it returns something true or `timeout` passes; returns its last result."""
    deadline = time.time() + timeout
    while True:
        result = probe()
        if result or time.time() >= deadline:
            return result
        time.sleep(interval)


def bindings(build_dir):
    """Where `make bindings` put the library and the typelib for the build in `build_dir` (.build/debug:
    .build/gir/debug), and which of the two are missing."""
    lib_dir = os.path.abspath(build_dir)
    gir_dir = os.path.join(os.path.dirname(lib_dir), "gir", os.path.basename(lib_dir))
    wanted = (os.path.join(gir_dir, "SegmentKit-1.typelib"), os.path.join(lib_dir, "libsegmentkit-1.so"))
    return {"lib_dir": lib_dir, "gir_dir": gir_dir, "missing": [path for path in wanted if not os.path.exists(path)]}


def make_logdir():
    path = os.environ.get("REALINPUT_LOGDIR") or tempfile.mkdtemp(prefix="realinput-")
    os.makedirs(path, exist_ok=True)
    return path


def die(message):
    print(message, file=sys.stderr, flush=True)
    sys.exit(2)
