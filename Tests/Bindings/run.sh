#!/bin/sh
# Runs the C, Python, JavaScript, Vala and Rust examples' self-tests under Xvfb against the library just built.
#   Tests/Bindings/run.sh LIB_DIR GIR_DIR
# LIB_DIR holds libsegmentkit-1.so; GIR_DIR holds SegmentKit-1.typelib, segmentkit-1.vapi and
# segmentkit-1-uninstalled.pc. Each example prints `ok - ...` / `not ok - ...` lines from inside its language;
# an example that exits non-zero without saying why (a crash), or logs a GLib warning or critical that it did
# not catch itself, counts as one more failure. Ends with "N passed, N failed"; exits 1 on any failure.
set -u
LIB_DIR=$1
GIR_DIR=$2
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT="$ROOT/.build/bindings-test"
mkdir -p "$OUT" "$OUT/xdg/config" "$OUT/xdg/data" "$OUT/xdg/cache"
# Debian's interpreter: the python3 first on PATH may be another one, without PyGObject.
PYTHON=/usr/bin/python3
export GI_TYPELIB_PATH="$GIR_DIR" LD_LIBRARY_PATH="$LIB_DIR" PKG_CONFIG_PATH="$GIR_DIR"
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 SWIFT_BACKTRACE=enable=no
export XDG_CONFIG_HOME="$OUT/xdg/config" XDG_DATA_HOME="$OUT/xdg/data" XDG_CACHE_HOME="$OUT/xdg/cache"
XVFB='xvfb-run -a -s "-screen 0 1280x900x24"'

passed=0
failed=0

# pass TEXT, fail TEXT: one check's line (`ok - TEXT`, `not ok - TEXT`), counted.
pass() {
    echo "ok - $1"
    passed=$((passed + 1))
}
fail() {
    echo "not ok - $1"
    failed=$((failed + 1))
}

# run NAME COMMAND...: runs one example's self-test and counts its lines.
run() {
    name=$1
    shift
    eval "$XVFB" '"$@"' >"$OUT/$name.out" 2>"$OUT/$name.err"
    status=$?
    cat "$OUT/$name.out"
    ok=$(grep -c '^ok - ' "$OUT/$name.out")
    bad=$(grep -c '^not ok - ' "$OUT/$name.out")
    passed=$((passed + ok))
    failed=$((failed + bad))
    if [ "$status" -ne 0 ] && [ "$bad" -eq 0 ]; then
        fail "$name: exited with status $status (see $OUT/$name.err)"
    fi
    if grep -E -- '-(CRITICAL|WARNING) \*\*' "$OUT/$name.err"; then
        fail "$name: GLib logged a warning or critical the test did not expect"
    fi
    if [ "$ok" -eq 0 ]; then
        fail "$name: no check ran"
    fi
}

# snippet LANGUAGE FILE: writes the README's code block marked `<!-- snippet: LANGUAGE -->` to FILE.
snippet() {
    awk -v marker="<!-- snippet: $1 -->" '
        $0 == marker { found = 1; next }
        found && /^```/ { if (inside) exit; inside = 1; next }
        inside { print }
    ' "$ROOT/README.md" >"$2"
    [ -s "$2" ]
}

# check_snippet NAME COMMAND...: the README snippet must run and print "now on 2" (its selection-changed).
check_snippet() {
    name=$1
    shift
    if eval "$XVFB" '"$@"' >"$OUT/$name.out" 2>"$OUT/$name.err" && grep -q '^now on 2$' "$OUT/$name.out" \
        && ! grep -E -- '-(CRITICAL|WARNING) \*\*' "$OUT/$name.err"; then
        pass "$name: the README snippet runs and prints 'now on 2'"
    else
        cat "$OUT/$name.out" "$OUT/$name.err"
        fail "$name: the README snippet"
    fi
}

snippet c "$OUT/snippet.c" && cc "$OUT/snippet.c" $(pkg-config --cflags --libs segmentkit-1) -o "$OUT/snippet-c" \
    && check_snippet readme-c "$OUT/snippet-c" || fail "readme-c: does not build"
snippet python "$OUT/snippet.py" && check_snippet readme-python "$PYTHON" "$OUT/snippet.py"
snippet gjs "$OUT/snippet.js" && check_snippet readme-gjs gjs "$OUT/snippet.js"
snippet vala "$OUT/snippet.vala" && valac --vapidir="$GIR_DIR" --pkg gtk4 --pkg segmentkit-1 \
    "$OUT/snippet.vala" -o "$OUT/snippet-vala" >"$OUT/snippet-vala.log" 2>&1 \
    && check_snippet readme-vala "$OUT/snippet-vala" || fail "readme-vala: does not build"
# valac's C for SegmentKit's own calls must build where incompatible pointers are errors (GCC 14): the .vapi casts
# the `const char * const *` titles (valac's type registration trips GLib's atomics there whatever the library).
if grep -E "of .*(segment|paged|segmented)_[a-z_]+.* from incompatible pointer type" "$OUT/snippet-vala.log"; then
    fail "readme-vala: valac passes SegmentKit an incompatible pointer"
else
    pass "readme-vala: SegmentKit's calls get the C types the header declares"
fi

# C: built with pkg-config, as Examples/c/Makefile does, against segmentkit-1-uninstalled.pc.
if make -s -C "$ROOT/Examples/c" segmentkit-demo >"$OUT/c-build.log" 2>&1 \
    && mv "$ROOT/Examples/c/segmentkit-demo" "$OUT/segmentkit-demo-c"; then
    run c "$OUT/segmentkit-demo-c" --self-test
else
    cat "$OUT/c-build.log"
    fail "c: the example does not build"
fi

run python "$PYTHON" "$ROOT/Examples/python/mail.py" --self-test
run python-tabs "$PYTHON" "$ROOT/Tests/Bindings/tab_strip.py"
run python-titles "$PYTHON" "$ROOT/Tests/Bindings/titles.py"
run python-accessors "$PYTHON" "$ROOT/Tests/Bindings/accessors.py"
run python-construction "$PYTHON" "$ROOT/Tests/Bindings/construction.py"
run python-adwaita "$PYTHON" "$ROOT/Tests/Bindings/adwaita.py"
run python-adwaita-normal "$PYTHON" "$ROOT/Tests/Bindings/adwaita.py" --normal
run python-lifetime "$PYTHON" "$ROOT/Tests/Bindings/lifetime.py"
run python-runtime-libraries "$PYTHON" "$ROOT/Tests/Bindings/runtime_libraries.py"
run exports "$PYTHON" "$ROOT/Tests/Bindings/exports.py" "$LIB_DIR" "$ROOT/include/segmentkit.h"
if cc "$ROOT/Tests/Bindings/c_input.c" $(pkg-config --cflags --libs segmentkit-1) -o "$OUT/c-input" 2>"$OUT/c-input-build.log"; then
    run c-input "$OUT/c-input"
else
    cat "$OUT/c-input-build.log"
    fail "c-input: does not build"
fi
run gjs gjs "$ROOT/Examples/gjs/segmentkit-demo.js" --self-test

# Vala: the .vapi from vapigen; valac reads the C flags from pkg-config segmentkit-1 (uninstalled).
if valac --vapidir="$GIR_DIR" --pkg gtk4 --pkg segmentkit-1 -X -w "$ROOT/Examples/vala/segmentkit-demo.vala" \
    -o "$OUT/segmentkit-demo-vala" >"$OUT/vala-build.log" 2>&1; then
    run vala "$OUT/segmentkit-demo-vala" --self-test
    # The example catches SegmentKit.Error alone: a .vapi that says `throws GLib.Error` has valac warn.
    if grep -E "warning: unhandled error" "$OUT/vala-build.log"; then
        fail "vala: the .vapi declares another error domain than SegmentKit.Error"
    else
        pass "vala: the .vapi's throwing functions throw SegmentKit.Error"
    fi
else
    cat "$OUT/vala-build.log"
    fail "vala: the example does not build"
fi

# valac's non-null mode: the object properties that may be NULL are nullable in the .vapi (gobject-introspection
# 1.74 writes no property nullability; bindings/vala/SegmentKit-1.metadata gives it), so an app may clear them.
cat > "$OUT/non_null.vala" <<'VALA'
void main () {
    var bar = new SegmentKit.SegmentBar ();
    bar.start_action_widget = null;
    bar.end_action_widget = null;
    bar.menu_model = null;
    bar.background_image = null;
    Gtk.Widget? end = bar.end_action_widget;
}
VALA
if valac -C --enable-experimental-non-null --vapidir="$GIR_DIR" --pkg gtk4 --pkg segmentkit-1 \
    --directory="$OUT" "$OUT/non_null.vala" >"$OUT/non-null.log" 2>&1; then
    pass "vala-non-null: the action widgets, menu model and background image can be cleared"
else
    cat "$OUT/non-null.log"
    fail "vala-non-null: valac's non-null mode refuses NULL for a property that takes it"
fi

# Rust: the hand-written bindings (bindings/rust/segmentkit, on Debian's gtk4-rs 0.3 crates, linked through
# pkg-config) and the example that uses them, built with Debian's cargo from its packaged crates, offline (the
# tree's .cargo/config.toml, which applies under .build too). A scratch crate compiles the README snippet and the
# type checks (Tests/Bindings/rust): each must-fail file connects a handler of the wrong shape and must be rejected
# with the error code of its `// expect:` line; the must-pass file, with the right shapes, must compile.
# Debian's toolchain even when a rustup one comes first on PATH: the crates are Debian's, built for its rustc.
CARGO=${CARGO:-/usr/bin/cargo}
export RUSTC="${RUSTC:-/usr/bin/rustc}" RUSTDOC="${RUSTDOC:-/usr/bin/rustdoc}" CARGO_TARGET_DIR="$ROOT/.build/rust"
if (cd "$ROOT/Examples/rust" && "$CARGO" build) >"$OUT/rust-build.log" 2>&1; then
    run rust "$CARGO_TARGET_DIR/debug/segmentkit-demo" --self-test
else
    cat "$OUT/rust-build.log"
    fail "rust: the example does not build"
fi
# The crate and the example build without warnings (cargo replays them for cached builds; missing_docs is on in
# the crate), and rustdoc resolves every link of the crate's documentation.
if grep -q '^warning' "$OUT/rust-build.log"; then
    grep -A6 '^warning' "$OUT/rust-build.log" | head -20
    fail "rust: the crate or the example builds with warnings"
else
    pass "rust: the crate and the example build without warnings"
fi
if (cd "$ROOT/Examples/rust" && RUSTDOCFLAGS="-D warnings" "$CARGO" doc --quiet --no-deps -p segmentkit) \
    >"$OUT/rust-doc.log" 2>&1; then
    pass "rust: the crate's documentation builds, every link resolved"
else
    cat "$OUT/rust-doc.log"
    fail "rust: cargo doc"
fi
SCRATCH="$OUT/rust-scratch"
mkdir -p "$SCRATCH/src"
sed -e 's/^name = "segmentkit-demo"/name = "segmentkit-scratch"/' \
    -e "s|path = \"../../bindings/rust/segmentkit\"|path = \"$ROOT/bindings/rust/segmentkit\"|" \
    "$ROOT/Examples/rust/Cargo.toml" >"$SCRATCH/Cargo.toml"
cp "$ROOT/Examples/rust/Cargo.lock" "$SCRATCH/"
# rust_build FILE: compiles FILE as the scratch crate's main.rs; the compiler's output goes to $OUT/rust-scratch.log.
rust_build() {
    cp "$1" "$SCRATCH/src/main.rs"
    (cd "$SCRATCH" && "$CARGO" build --quiet) >"$OUT/rust-scratch.log" 2>&1
}
if snippet rust "$OUT/snippet.rs" && rust_build "$OUT/snippet.rs"; then
    check_snippet readme-rust "$CARGO_TARGET_DIR/debug/segmentkit-scratch"
else
    cat "$OUT/rust-scratch.log"
    fail "readme-rust: does not build"
fi
for file in "$ROOT"/Tests/Bindings/rust/must-pass/*.rs; do
    if rust_build "$file"; then
        pass "rust types: $(basename "$file") compiles"
    else
        grep -A3 '^error' "$OUT/rust-scratch.log" | head -8
        fail "rust types: $(basename "$file") does not compile"
    fi
done
for file in "$ROOT"/Tests/Bindings/rust/must-fail/*.rs; do
    expect=$(sed -n 's|^// expect: ||p' "$file")
    if ! rust_build "$file" && grep -q "^error\[$expect\]" "$OUT/rust-scratch.log"; then
        pass "rust types: $(basename "$file") is rejected ($expect)"
    else
        grep -A3 '^error' "$OUT/rust-scratch.log" | head -8
        fail "rust types: $(basename "$file") should be rejected with $expect"
    fi
done

# Documentation: gi-docgen finds a doc comment for every public symbol of the .gir (functions, properties,
# signals, enums), which is what `make docs` and other tools that read a .gir show. Properties and signals are
# documented in docs/reference/objects.c, since Swift registers them at run time.
gi-docgen check --quiet "$GIR_DIR/SegmentKit-1.gir" >"$OUT/docs-check.log" 2>&1
docs_status=$?
sed 's/\x1b\[[0-9;]*m//g' "$OUT/docs-check.log"
if [ "$docs_status" -eq 0 ]; then
    pass "docs: gi-docgen check finds every symbol of SegmentKit-1.gir documented"
else
    fail "docs: gi-docgen check finds every symbol of SegmentKit-1.gir documented"
fi
# gi-docgen check passes virtual methods without a doc (the reference then says "No description available"):
# each class handler is documented in the class struct of include/segmentkit.h.
undocumented=$("$PYTHON" - "$GIR_DIR/SegmentKit-1.gir" <<'PY'
import sys
import xml.etree.ElementTree as tree
core = "{http://www.gtk.org/introspection/core/1.0}"
vfuncs = tree.parse(sys.argv[1]).getroot().iter(core + "virtual-method")
print(" ".join(v.get("name") for v in vfuncs if v.find(core + "doc") is None) or "", end="")
PY
)
vfunc_count=$(grep -c '<virtual-method ' "$GIR_DIR/SegmentKit-1.gir")
if [ "$vfunc_count" -gt 0 ] && [ -z "$undocumented" ]; then
    pass "docs: each of the $vfunc_count virtual methods is documented"
else
    fail "docs: each of the $vfunc_count virtual methods is documented (not: $undocumented)"
fi

echo "bindings: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
