#!/usr/bin/python3
"""The library's ABI is its header: libsegmentkit-1.so exports every function include/segmentkit.h declares, and
nothing else (resources/linker/segmentkit-1.map keeps the Swift code under the C API inside).

    Tests/Bindings/exports.py LIB_DIR HEADER

Prints check lines as the other binding tests do (Tests/Bindings/run.sh counts them).
"""
import re
import subprocess
import sys

library = sys.argv[1] + "/libsegmentkit-1.so"
with open(sys.argv[2]) as header:
    declared = set(re.findall(r"\b((?:segment|segmented_pager|paged_stack)_[a-z0-9_]+)\s*\(", header.read()))

symbols = subprocess.run(["readelf", "-W", "--dyn-syms", library], capture_output=True, text=True, check=True)
exported = set()
for line in symbols.stdout.splitlines():
    fields = line.split()
    # Num: Value Size Type Bind Vis Ndx Name
    if len(fields) == 8 and fields[4] in ("GLOBAL", "WEAK") and fields[6] != "UND":
        exported.add(fields[7].split("@")[0])


def check(ok, message):
    print(("ok - " if ok else "not ok - ") + "exports: " + message)


check(len(declared) > 100, f"the header declares {len(declared)} functions")
missing = sorted(declared - exported)
check(not missing, "every function the header declares is exported" + "".join(": missing " + m for m in missing[:5]))
extra = sorted(exported - declared)
check(not extra, f"nothing else is exported ({len(extra)} more{''.join(', ' + e for e in extra[:3])})")
