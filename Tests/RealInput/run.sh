#!/usr/bin/env bash
# Runs the real-input tests in a private D-Bus session and accessibility bus (main.py starts a fresh Xvfb).
# Usage: Tests/RealInput/run.sh BUILD_DIR [--only journeys|monkey] [--seconds N] [--seed N]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# A private runtime directory, set BEFORE the session bus starts: the accessibility bus launcher it activates puts
# its socket there. Without it the launcher falls back to ~/.cache/at-spi/bus, which every other run as the same
# user (a second test run, a desktop session) shares and replaces, and apps then fail to reach the bus.
XDG_RUNTIME_DIR=$(mktemp -d)
export XDG_RUNTIME_DIR
chmod 700 "$XDG_RUNTIME_DIR"
trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
dbus-run-session -- /usr/bin/python3 "$here/main.py" "$@" \
  2> >(grep -v -e "^dbus-daemon\[" -e "SpiRegistry daemon is running" >&2)
