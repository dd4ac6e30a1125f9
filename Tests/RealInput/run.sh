#!/usr/bin/env bash
# Runs the real-input tests in a private D-Bus session and accessibility bus (main.py starts a fresh Xvfb).
# Usage: Tests/RealInput/run.sh BUILD_DIR [--only journeys|monkey] [--seconds N] [--seed N]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec dbus-run-session -- bash -c '
  set -euo pipefail
  export XDG_RUNTIME_DIR=$(mktemp -d); chmod 700 "$XDG_RUNTIME_DIR"
  trap "rm -rf \"\$XDG_RUNTIME_DIR\"" EXIT
  /usr/bin/python3 "$0" "$@"
' "$here/main.py" "$@" 2> >(grep -v -e "^dbus-daemon\[" -e "SpiRegistry daemon is running" >&2)
