#!/usr/bin/python3
"""Real-input tests: the gallery and the mail examples (Swift and Python) driven through the X server like a user.

usage: main.py [--only journeys|monkey|high-contrast|header-bar|text-pages|live-edits] [--seconds N] [--seed N] BUILD_DIR
Prints one line per check and, last, "N passed, N failed". Exits non-zero on any failure.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import harness  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build_dir")
    parser.add_argument("--only", choices=["journeys", "monkey", "high-contrast", "header-bar", "text-pages",
                                               "live-edits"])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--pages", help="comma-separated gallery pages (journeys only; default: all)")
    args = parser.parse_args()
    demo = os.path.join(args.build_dir, "segment-demo")
    mail = os.path.join(args.build_dir, "segment-mail")
    for binary in (demo, mail):
        if not os.access(binary, os.X_OK):
            harness.die(f"realinput: {binary} is missing; build first (swift build)")
    paths = harness.bindings(args.build_dir)
    for path in paths["missing"]:
        harness.die(f"realinput: {path} is missing; build the bindings first (make bindings)")
    logdir = harness.make_logdir()
    print(f"realinput: logs and screenshots in {logdir}", flush=True)
    results = harness.Results()
    results.on_failure = lambda label: harness.screenshot(os.path.join(logdir, f"fail-{results.failed}.png"))
    started = time.time()
    server = harness.XServer()
    try:
        run_phases(args, results, demo, mail, paths, logdir)
    finally:
        server.stop()
    print(f"realinput: {time.time() - started:.0f} s", flush=True)
    results.summary()
    sys.exit(1 if results.failed else 0)


def run_phases(args, results, demo, mail, paths, logdir):
    """Each phase on its own: one that breaks is a failed check, and the others still run."""
    import mail as mail_journeys
    python_mail = mail_journeys.python_mail(paths)

    def phase(name, body):
        try:
            body()
        except Exception as error:  # noqa: BLE001 - any break in a phase is a test failure, reported as one
            import traceback
            traceback.print_exc()
            results.check(False, f"the {name} phase ran to its end ({type(error).__name__}: {error})"
                          + "".join(f"\n        {line}" for line in harness.deaths()))
    if True:
        import header_bar
        import high_contrast
        if args.only == "high-contrast":
            phase("high contrast", lambda: high_contrast.run(results, demo, logdir))
        if args.only == "header-bar":
            phase("header bar", lambda: header_bar.run(results, paths, logdir))
        if args.only == "text-pages":
            import text_pages
            phase("text pages", lambda: text_pages.run(results, paths, logdir))
        if args.only == "live-edits":
            import live_edits
            phase("live edits", lambda: live_edits.run(results, paths, logdir))
        if args.only in (None, "journeys"):
            import binding_demos
            import gallery
            import selftest
            phase("self-test", lambda: selftest.run(results, demo, logdir))
            if args.pages:
                gallery.PAGES_TO_RUN = args.pages.split(",")
            if args.pages != "none":
                phase("gallery", lambda: gallery.run(results, demo, logdir))
            phase("high contrast", lambda: high_contrast.run(results, demo, logdir))
            phase("header bar", lambda: header_bar.run(results, paths, logdir))
            import text_pages
            phase("text pages", lambda: text_pages.run(results, paths, logdir))
            import live_edits
            phase("live edits", lambda: live_edits.run(results, paths, logdir))
            phase("mail", lambda: mail_journeys.run(results, mail, logdir))
            phase("python mail", lambda: mail_journeys.run(results, None, logdir, python_mail))
            phase("C, JavaScript, Vala and Rust",
                  lambda: binding_demos.run(results, paths["lib_dir"], paths["gir_dir"], logdir))
            phase("mail replay", lambda: mail_journeys.replay_monkey(results, mail, logdir))
            phase("gallery replay", lambda: gallery.replay_monkey(results, demo, logdir))
        if args.only in (None, "monkey"):
            import monkey
            phase("monkey", lambda: monkey.run(results, demo, mail, python_mail, paths, logdir,
                                                   seconds=args.seconds, seed=args.seed))


if __name__ == "__main__":
    main()
