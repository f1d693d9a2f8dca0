#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After repair-common.sh (RepairScripts::unpinGidIndex), as the user or, for /etc/nccl.conf, as
# root: $1 the file. Takes every NCCL_IB_GID_INDEX line out of it, so that NCCL finds the RoCE v2
# index itself. Prints "@changed", or "@unchanged" when there was no such line.
f=$1
[ -f "$f" ] || { echo "@unchanged"; exit 0; }
grep -q '^[[:space:]]*NCCL_IB_GID_INDEX[[:space:]]*=' "$f" || { echo "@unchanged"; exit 0; }
backup "$f"
t="$f.tandem-new.$$"
grep -v '^[[:space:]]*NCCL_IB_GID_INDEX[[:space:]]*=' "$f" > "$t"
[ $? -le 1 ] || { rm -f -- "$t"; echo "cannot write $t" >&2; exit 1; }
replace "$f" "$t"
echo "@changed"
