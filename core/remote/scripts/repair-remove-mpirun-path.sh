#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After repair-common.sh (RepairScripts::removeMpirunPath), as the user: $1 and $2 the lines that
# begin and end Tandem's block. Takes the block out of ~/.bashrc again (every other byte stays).
# Prints "@changed" or "@unchanged".
begin=$1 end=$2
f="$HOME/.bashrc"
if [ ! -f "$f" ] || ! grep -qxF "$begin" "$f"; then echo "@unchanged"; exit 0; fi
backup "$f"
t="$f.tandem-new.$$"
awk -v b="$begin" -v e="$end" '$0 == b { skip = 1; next } skip && $0 == e { skip = 0; next } !skip' "$f" > "$t" || { rm -f -- "$t"; exit 1; }
replace "$f" "$t"
echo "@changed"
