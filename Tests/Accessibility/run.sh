#!/usr/bin/env bash
# Starts a private X server, D-Bus session and accessibility bus, runs the gallery, and reads it over AT-SPI.
# Usage: Tests/Accessibility/run.sh path/to/segment-demo
set -euo pipefail
demo=${1:?usage: run.sh path/to/segment-demo}
here=$(cd "$(dirname "$0")" && pwd)
# A private runtime directory set before the session bus starts, so the accessibility bus socket is this run's
# own (otherwise it falls back to ~/.cache/at-spi/bus, shared with every other run as the same user).
XDG_RUNTIME_DIR=$(mktemp -d)
export XDG_RUNTIME_DIR
chmod 700 "$XDG_RUNTIME_DIR"
trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
dbus-run-session -- bash -c '
  set -euo pipefail
  display=:$(( 90 + RANDOM % 100 ))
  Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  trap "kill \$app \$xvfb 2>/dev/null || true" EXIT
  export DISPLAY=$display
  for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  GSK_RENDERER=cairo GSETTINGS_BACKEND=memory "$0" &
  app=$!
  /usr/bin/python3 "$1"
' "$demo" "$here/check_tabs.py"
