#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every C++ and CUDA file of the repository is formatted as its .clang-format says (clang-format 14,
Debian 12's): lists each file `clang-format --dry-run -Werror` rejects, with the first of
its complaints, and exits 1; exits 77 (skipped) when clang-format is not installed."""

import pathlib
import shutil
import subprocess
import sys

def sources(root: pathlib.Path) -> list[str]:
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "--", "*.cpp", "*.h", "*.cu"],
                             check=True, capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        out = [str(p.relative_to(root)) for p in root.rglob("*") if p.suffix in (".cpp", ".h", ".cu")]
    return sorted(out)


def main() -> int:
    root = pathlib.Path(sys.argv[1]).resolve()
    tool = shutil.which("clang-format-14") or shutil.which("clang-format")
    if not tool:
        print("clang-format is not installed (apt install clang-format); skipping")
        return 77
    files = sources(root)
    rejected = []
    for start in range(0, len(files), 64):
        batch = files[start:start + 64]
        result = subprocess.run([tool, "--dry-run", "-Werror", *batch], cwd=root,
                                capture_output=True, text=True)
        if result.returncode == 0:
            continue
        for name in batch:  # which of the batch, and why
            one = subprocess.run([tool, "--dry-run", "-Werror", name], cwd=root,
                                 capture_output=True, text=True)
            if one.returncode != 0:
                rejected.append((name, one.stderr.strip().splitlines()[:3]))
    for name, why in rejected:
        print(f"{name}: not formatted; run: clang-format -i {name}")
        for line in why:
            print(f"    {line}")
    print(f"{len(rejected)} of {len(files)} files not formatted")
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main())
