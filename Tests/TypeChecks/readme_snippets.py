#!/usr/bin/env python3
"""Writes each Swift snippet of README.md as a compilable file, wrapped in a function with the names the
README assumes an app already has (`box`, a GtkBox; `window`, a GtkWindow).

usage: readme_snippets.py README.md OUTDIR    (prints the files written)
The package-manifest snippet (`dependencies:`) is not app code and is left out.
"""
import os
import re
import sys

readme, outdir = sys.argv[1], sys.argv[2]
blocks = re.findall(r"```swift\n(.*?)```", open(readme, encoding="utf-8").read(), re.S)
os.makedirs(outdir, exist_ok=True)
for number, block in enumerate(blocks, 1):
    if "dependencies:" in block:
        continue
    lines = block.splitlines()
    imports = [line for line in lines if line.startswith("import ")]
    body = [line for line in lines if not line.startswith("import ")]
    path = os.path.join(outdir, f"snippet{number}.swift")
    with open(path, "w", encoding="utf-8") as out:
        out.write("import CGtk\nimport SegmentCore\nimport SegmentGtk\n")
        out.write("\n".join(sorted(set(imports))) + "\n")
        out.write(f"@MainActor func readmeSnippet{number}(box: UnsafeMutablePointer<GtkBox>, window: UnsafeMutablePointer<GtkWindow>)"
                  " throws {\n")
        out.write("\n".join("    " + line for line in body) + "\n}\n")
    print(path)
