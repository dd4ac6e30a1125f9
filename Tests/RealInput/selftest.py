"""Proves the harness's own checks can fail: a warning GTK logs is caught, and a crash is seen."""
import time

from harness import App


def run(results, binary, logdir):
    results.context = "harness"
    # An unknown renderer makes GSK log a warning on start-up and fall back (nothing else changes).
    app = App([binary], "SegmentKit gallery", logdir, "selftest-warning", extra_env={"GSK_RENDERER": "no-such"})
    time.sleep(0.5)
    problems = app.new_log_problems()
    results.check(bool(problems), f"the log check catches a warning GTK prints ({problems[:1]})")
    app.stop()
    results.context = ""
