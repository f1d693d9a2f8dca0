#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Copies the AppStream screenshots (screenshots/appstream/, named in the metainfo and shown in
# the README) from the lab GUI tests' last run: the demo, on the lab, in English.
#   ctest --test-dir build -R '^gui\.(flow\.)?lab$'
#   tests/packaging/update-screenshots.sh build
set -euo pipefail
build=${1:?usage: update-screenshots.sh BUILD_DIR}
from="$build/tests/integration/screenshots"
to="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/screenshots/appstream"
mkdir -p "$to"
declare -A shots=(
    [bandwidth]=flow-08-bandwidth.png
    [cabling]=lab-3-cabling.png
    [doctor]=lab-9-doctor-finding.png
    [report]=flow-09-report.png
)
for name in "${!shots[@]}"; do
    src="$from/${shots[$name]}"
    [[ -f $src ]] || { echo "update-screenshots: $src is missing: run the lab GUI tests first" >&2; exit 1; }
    cp "$src" "$to/$name.png"
    echo "$to/$name.png <- ${shots[$name]}"
done
