#!/usr/bin/env bash
# Starts a private X server, D-Bus session and accessibility bus, runs the gallery, and reads it over AT-SPI:
# first in American English (check_tabs.py; check_events.py listens before reading any tab), then in German on the
# tabs page (check_language.py). The locales are
# the ones `make test-locales` compiles into .build/locales, so the machine's own locale does not matter.
# Usage: Tests/Accessibility/run.sh path/to/segment-demo
set -euo pipefail
demo=${1:?usage: run.sh path/to/segment-demo}
here=$(cd "$(dirname "$0")" && pwd)
locales=$(cd "$here/../.." && pwd)/.build/locales
# A private runtime directory set before the session bus starts, so the accessibility bus socket is this run's
# own (otherwise it falls back to ~/.cache/at-spi/bus, shared with every other run as the same user).
XDG_RUNTIME_DIR=$(mktemp -d)
export XDG_RUNTIME_DIR
chmod 700 "$XDG_RUNTIME_DIR"
trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
# One pass: the gallery in LOCALE, started with ARGUMENTS..., read by SCRIPT.
pass() {
  local locale=$1 script=$2
  shift 2
  dbus-run-session -- bash -c '
    set -euo pipefail
    display=:$(( 90 + RANDOM % 100 ))
    Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    trap "kill \$app \$xvfb 2>/dev/null || true" EXIT
    export DISPLAY=$display
    for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    demo=$1 locale=$2 locales=$3 script=$4
    shift 4
    env -u LC_ALL -u LANGUAGE LANG="$locale" LOCPATH="$locales" GSK_RENDERER=cairo GSETTINGS_BACKEND=memory \
      "$demo" "$@" &
    app=$!
    /usr/bin/python3 "$script"
  ' "$demo" "$demo" "$locale" "$locales" "$here/$script" "$@"
}
pass en_US.UTF-8 check_tabs.py
pass en_US.UTF-8 check_events.py
pass de_DE.UTF-8 check_language.py --page tabs
