#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The AppStream metainfo's screenshots (packaging/*.metainfo.xml.in): each names a PNG in the
repository's screenshots/appstream/ that exists, is a real PNG of a desktop window's size, and
is shown in the README; one of them is the default. Usage: check_screenshots.py SOURCE_DIR"""
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

PREFIX = "@PROJECT_HOMEPAGE_URL@/"


def main(source: Path) -> int:
    failures = []
    metainfo = next((source / "packaging").glob("*.metainfo.xml.in"))
    root = ET.parse(metainfo).getroot()
    shots = root.findall("./screenshots/screenshot")
    if len(shots) < 3:
        failures.append(f"{metainfo.name}: {len(shots)} screenshot(s), want at least 3")
    defaults = [s for s in shots if s.get("type") == "default"]
    if len(defaults) != 1:
        failures.append(f"{metainfo.name}: {len(defaults)} default screenshot(s), want 1")
    readme = (source / "README.md").read_text(encoding="utf-8")
    for shot in shots:
        image = shot.findtext("image", "").strip()
        caption = shot.findtext("caption", "").strip()
        if not caption:
            failures.append(f"{image}: no caption")
        if not image.startswith(PREFIX):
            failures.append(f"{image}: not under the homepage")
            continue
        relative = image[len(PREFIX):]
        if not relative.startswith("screenshots/appstream/"):
            failures.append(f"{relative}: not in screenshots/appstream/")
        path = source / relative
        if not path.is_file():
            failures.append(f"{relative}: missing")
            continue
        head = path.read_bytes()[:24]
        if head[:8] != b"\x89PNG\r\n\x1a\n":
            failures.append(f"{relative}: not a PNG")
            continue
        width, height = struct.unpack(">II", head[16:24])
        if width < 1000 or height < 600:
            failures.append(f"{relative}: {width}x{height}, smaller than a desktop window")
        if relative not in readme:
            failures.append(f"{relative}: not shown in README.md")
        print(f"PASS: {relative} {width}x{height}: {caption}")
    for failure in failures:
        print(f"FAIL: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
