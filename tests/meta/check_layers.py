#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The folders of core/ are layers (ARCHITECTURE.md, "Layers"): a file may include headers of
its own folder and of folders below it, never above. Also: nothing in core/ includes QtGui or
QtWidgets. Prints every include that breaks this and exits 1, or exits 0."""

import pathlib
import re
import sys

# Bottom to top; the files at core/'s top level count as util.
LAYERS = ["util", "ssh", "inventory", "checks", "plan", "discovery", "nccl", "outputs", "remote",
          "health", "prereqs", "doctor", "session", "history", "steps"]
INCLUDE = re.compile(r'^\s*#\s*include\s+[<"]([^">]+)[">]')
GUI = re.compile(r'^(QtGui|QtWidgets|QtSvg)/|^Q(Widget|Painter|Pixmap|Image|Pdf\w*|Application|Color|Font)\b')


def layer_of(path: pathlib.Path, core: pathlib.Path) -> str:
    parts = path.relative_to(core).parts
    return parts[0] if len(parts) > 1 and parts[0] in LAYERS else "util"


def main() -> int:
    root = pathlib.Path(sys.argv[1])
    core = root / "core"
    problems = []
    for path in sorted(core.rglob("*")):
        if path.suffix not in (".h", ".cpp"):
            continue
        here = LAYERS.index(layer_of(path, core))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            target = match.group(1)
            where = f"{path.relative_to(root)}:{number}"
            if GUI.match(target):
                problems.append(f"{where}: core includes {target}")
                continue
            folder = target.split("/")[0] if "/" in target else None
            if folder in LAYERS and LAYERS.index(folder) > here:
                problems.append(f"{where}: {layer_of(path, core)}/ includes {target}, a layer above it")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} include(s) against the layering")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
