"""A seeded random "monkey" of real events over the gallery and the mail examples, checked after each burst.

Clicks at random points (a few with the secondary button, which opens a tab's menu: its entries close, duplicate,
move, pin and unpin tabs when a later click or key picks them), drags, wheel notches and keys from a safe set; never the window's close, minimize or
maximize buttons, never Escape, Ctrl+Q, Alt+F4 or anything else that would close the app. Prints its seed at the
start and with any failure; `make monkey SECONDS=… SEED=…` replays or runs longer.
"""
import random
import time

from harness import click, drag, extents, key, wheel, xdo, walk

SAFE_KEYS = ["Left", "Right", "Up", "Down", "Home", "End", "Tab", "shift+Tab", "space", "Return", "Page_Up",
             "Page_Down", "shift+Left", "shift+Right", "ctrl+Left", "ctrl+Right", "a", "1", "alt+2", "alt+0",
             "ctrl+Page_Down", "ctrl+shift+Tab"]
BURST = 8


def run(results, demo, mail, python_mail, paths, logdir, seconds, seed):
    """Sends bursts to the gallery, then segment-mail, the Python mail example (`python_mail`: how to start it) and
    the GJS example."""
    import binding_demos
    import gallery as gallery_module
    import mail as mail_module
    seed = seed if seed is not None else random.SystemRandom().randrange(1 << 31)
    print(f"monkey: seed {seed} for {seconds:.0f} s (replay: make monkey SEED={seed} SECONDS={seconds:.0f})",
          flush=True)
    previous = results.on_failure

    def on_failure(label):
        print(f"      monkey seed {seed}", flush=True)
        if previous:
            previous(label)

    results.on_failure = on_failure
    rng = random.Random(seed)
    deadline = time.time() + seconds
    # Most of the time goes to the gallery; the last three tenths to the two mail examples and the GJS one.
    targets = [("gallery", deadline - seconds * 0.3), ("mail", deadline - seconds * 0.2),
               ("python-mail", deadline - seconds * 0.1), ("gjs", deadline)]
    for name, until in targets:
        results.context = f"monkey/{name}"
        if name == "gallery":
            app = gallery_module.Gallery(results, demo, logdir, label="monkey-gallery")
        elif name == "gjs":
            label, title, command, env = binding_demos.gjs(paths)
            app = binding_demos.Demo(results, label, title, command, env, logdir)
        else:
            app = mail_module.Mail(results, mail, logdir, python_mail if name == "python-mail" else None)
        try:
            burst = 0
            while time.time() < until:
                burst += 1
                events = [one_event(rng, app) for _ in range(BURST)]
                step = f"burst {burst} ({', '.join(events)})"
                if name == "gallery":
                    app.rest()  # what the burst leads to is unknown: wait for a quiet spell after it
                app.verify(step)
        except (gallery_module.AppDied, RuntimeError) as error:
            results.check(False, f"survived the monkey (seed {seed}): {error}")
        finally:
            app.app.stop()
    results.context = ""
    results.on_failure = previous


def forbidden(app):
    """Rectangles (screen coordinates) a click must avoid: the window's own close/minimize/maximize buttons."""
    rects = []
    frame = next(n for n in walk(app.acc, lambda n: n.getRoleName() == "frame") if n.getRoleName() == "frame")
    for node in walk(frame, lambda n: n.getRoleName() in ("page tab list", "scroll pane", "label")):
        if node.getRoleName() == "push button" and node.name in ("Close", "Minimize", "Maximize"):
            x, y, w, h = extents(node)
            sx, sy = app.screen(x, y)
            rects.append((sx - 8, sy - 8, w + 16, h + 16))
    return rects


def header_bottom(app):
    """Screen offset of the header bar's bottom edge from the window's top."""
    frame = next(n for n in walk(app.acc, lambda n: n.getRoleName() == "frame") if n.getRoleName() == "frame")
    tops = [extents(c)[1] for c in frame.parent and [frame.getChildAtIndex(i) for i in range(frame.childCount)]
            if c is not None and c.getRoleName() in ("panel", "page tab list") and extents(c)[1] > 10]
    return (min(tops) if tops else 50) + app.offset[1] - app.app.geometry()[1] + 4


# A drag's motion: a flick is three fast steps, a drag ten slower ones.
GESTURES = {"flick": {"steps": 3, "step_s": 0.01}, "drag": {"steps": 10, "step_s": 0.03}}


def one_event(rng, app):
    wx, wy, ww, wh = app.app.geometry()
    avoid = forbidden(app) if not hasattr(app, "_avoid") or rng.random() < 0.1 else app._avoid
    app._avoid = avoid

    def point():
        for _ in range(50):
            x, y = wx + rng.randrange(6, max(7, ww - 6)), wy + rng.randrange(6, max(7, wh - 6))
            if not any(ax <= x < ax + aw and ay <= y < ay + ah for ax, ay, aw, ah in avoid):
                return x, y
        return wx + ww // 2, wy + wh // 2

    roll = rng.random()
    if roll < 0.42:
        x, y = point()
        click(x, y)
        return f"click {x},{y}"
    if roll < 0.45:
        x, y = point()
        # On the header bar a secondary click opens GTK's own window menu (no window manager runs here), whose
        # "Close" a later click may choose. Tabs are below it.
        y = max(y, wy + app.header_bottom())
        click(x, y, button=3)
        return f"right-click {x},{y}"
    if roll < 0.50:
        x, y = point()
        click(x, y, repeat=2)
        return f"double-click {x},{y}"
    if roll < 0.65:
        (x0, y0), (x1, y1) = point(), point()
        # A drag on the header bar asks the window manager to move the window; none runs here, and GTK 4.8
        # then logs "Broken accounting of active state" for the title bar. Start drags below it.
        y0 = max(y0, wy + app.header_bottom())
        kind = "flick" if rng.random() < 0.4 else "drag"
        drag(x0, y0, x1, y1, **GESTURES[kind])
        return f"{kind} {x0},{y0}->{x1},{y1}"
    if roll < 0.78:
        x, y = point()
        button = rng.choice([4, 5, 6, 7])
        shift = rng.random() < 0.3
        wheel(x, y, button, shift=shift, notches=rng.randrange(1, 4))
        return f"{'shift+' if shift else ''}wheel{button} {x},{y}"
    if roll < 0.97:
        name = rng.choice(SAFE_KEYS)
        key(name)
        return f"key {name}"
    w = rng.randrange(300, 1200)
    h = rng.randrange(250, 850)
    resize(app, w, h)
    app._avoid = forbidden(app)
    return f"resize {w}x{h}"


def resize(app, width, height):
    """Resizes the app's window and measures where its contents now are."""
    xdo("windowsize", app.app.wid, width, height)
    time.sleep(0.3)
    app.measure() if hasattr(app, "measure") else app._measure_offset()


def perform(app, event):
    """Sends one event written as `one_event` prints it ("click 380,82", "shift+wheel6 514,258", ...).

    A wheel event is sent as one notch: the monkey does not print how many it sent.
    """
    kind, _, where = event.partition(" ")
    if kind in ("click", "double-click"):
        x, y = map(int, where.split(","))
        click(x, y, repeat=2 if kind == "double-click" else 1)
    elif kind == "right-click":
        x, y = map(int, where.split(","))
        click(x, y, button=3)
    elif kind in ("drag", "flick"):
        start, end = where.split("->")
        (x0, y0), (x1, y1) = map(int, start.split(",")), map(int, end.split(","))
        drag(x0, y0, x1, y1, **GESTURES[kind])
    elif "wheel" in kind:
        x, y = map(int, where.split(","))
        wheel(x, y, int(kind[-1]), shift=kind.startswith("shift+"))
    elif kind == "key":
        key(where)
    elif kind == "resize":
        resize(app, *map(int, where.split("x")))
    else:
        raise ValueError(f"unknown event {event!r}")


def replay(results, app, name, seed, first, bursts):
    """Replays bursts a monkey run printed (numbered from `first`) through a fresh `app`, checking after each burst
    as the monkey does; stops the app at the end."""
    import gallery as gallery_module
    results.context = f"{name} replay"
    try:
        for number, burst in enumerate(bursts, start=first):
            for event in burst.split(", "):
                perform(app, event)
            if name == "gallery":
                app.rest()
            app.verify(f"seed {seed}, burst {number} ({burst})")
    except (gallery_module.AppDied, RuntimeError) as error:
        results.check(False, f"survived the replay of seed {seed}: {error}")
    finally:
        results.context = ""
        app.app.stop()
