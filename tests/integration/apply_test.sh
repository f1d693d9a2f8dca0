#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# apply_test.sh TST_APPLYLAB: runs the apply/restore lab test (tst_applylab) inside a private
# 2-node lab. Only one lab can exist per machine; when another one is up (someone else's
# test), it waits for it (up to 6 x 30 s) before with_lab.sh gives up with a skip (77).
set -euo pipefail
here="$(dirname "${BASH_SOURCE[0]}")"
for _ in 1 2 3 4 5 6; do
    if ip link show tandem-mgmt >/dev/null 2>&1 || ip netns list 2>/dev/null | grep -q '^tlab-'; then
        echo "another tandem-lab is up; waiting 30 s" >&2
        sleep 30
    else
        break
    fi
done
exec bash "$here/with_lab.sh" --nodes 2 --topology direct -- "$@"
