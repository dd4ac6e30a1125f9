#!/usr/bin/python3
"""Writes resources/linker/segmentkit-1.order: the functions of libsegmentkit-1.so that warm-paths.py runs.

    make link-order        (builds the release library, then runs this under Xvfb)

Runs warm-paths.py under valgrind's callgrind against the library in LIB_DIR and lists, one mangled name per line,
every function callgrind saw run inside that library. The linker (lld, `--symbol-ordering-file`) lays those out
first, so the code an app's first frames run sits in a few pages. A stale list only costs memory: names the
library no longer has are skipped, new functions go after the listed ones.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def executed(profile, library):
    """The functions callgrind's `profile` shows running in an object whose path contains `library`."""
    objects, functions, current, found = {}, {}, "", set()
    entry = re.compile(r"^(ob|fn|cob|cfn)=\((\d+)\)(?: (.*))?$")
    with open(profile, errors="replace") as lines:
        for line in lines:
            match = entry.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            table = objects if kind in ("ob", "cob") else functions
            if name is not None:
                table[number] = name
            if kind == "ob":
                current = objects[number]
            elif kind == "fn" and library in current:
                # Callgrind marks a function entered again inside its own cycle as "name'2".
                found.add(re.sub(r"'\d+$", "", functions[number]))
    return found


def main():
    lib_dir, gir_dir, out = sys.argv[1:4]
    env = dict(os.environ, LD_LIBRARY_PATH=lib_dir, GI_TYPELIB_PATH=gir_dir, GSK_RENDERER="cairo")
    with tempfile.TemporaryDirectory() as scratch:
        profile = os.path.join(scratch, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + profile,
             "/usr/bin/python3", os.path.join(HERE, "warm-paths.py")],
            env=env, check=True, stderr=subprocess.DEVNULL)
        names = executed(profile, "libsegmentkit-1.so")
    if len(names) < 100:
        sys.exit("link-order: only %d functions ran in the library; is it the one in %s?" % (len(names), lib_dir))
    with open(out, "w") as order:
        order.write("".join(name + "\n" for name in sorted(names)))
    print("link-order: %d functions written to %s" % (len(names), out))


main()
