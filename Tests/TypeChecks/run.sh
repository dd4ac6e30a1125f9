#!/usr/bin/env bash
# Compile-time checks of the signal wiring: each file in must-fail/ connects a handler of the wrong shape
# and must be rejected by the compiler with the message in its `// expect:` line; each file in must-pass/
# is the same connection with the right shape and must compile (so the check itself can fail).
# Then every Swift snippet of the README must compile as written against the public API (no @testable).
# Usage: Tests/TypeChecks/run.sh [build dir, default .build/debug]
set -uo pipefail
cd "$(dirname "$0")/../.."
modules=${1:-.build/debug}/Modules
flags=(-typecheck -swift-version 6 -I "$modules" -I Sources/CGtk)
for include in $(pkg-config --cflags-only-I gtk4); do flags+=(-Xcc "$include"); done
passed=0 failed=0
for file in Tests/TypeChecks/must-pass/*.swift; do
  if output=$(swiftc "${flags[@]}" "$file" 2>&1); then
    echo "ok   $file compiles"; passed=$((passed + 1))
  else
    echo "FAIL $file does not compile:"; echo "$output" | grep error: | head -3; failed=$((failed + 1))
  fi
done
for file in Tests/TypeChecks/must-fail/*.swift; do
  expect=$(sed -n 's|^// expect: ||p' "$file")
  output=$(swiftc "${flags[@]}" "$file" 2>&1)
  if [ $? -ne 0 ] && grep -qF -- "$expect" <<<"$output"; then
    echo "ok   $file is rejected: $expect"; passed=$((passed + 1))
  else
    echo "FAIL $file should be rejected with: $expect"; echo "$output" | grep error: | head -3; failed=$((failed + 1))
  fi
done
snippets=$(mktemp -d)
for file in $(python3 Tests/TypeChecks/readme_snippets.py README.md "$snippets"); do
  if output=$(swiftc "${flags[@]}" "$file" 2>&1); then
    echo "ok   README snippet $(basename "$file") compiles"; passed=$((passed + 1))
  else
    echo "FAIL README snippet $(basename "$file") does not compile:"; cat "$file"; echo "$output" | grep error: | head -3
    failed=$((failed + 1))
  fi
done
rm -rf "$snippets"
echo "type checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
