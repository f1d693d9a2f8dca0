#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Put before each of the Doctor's repairs (RepairScripts; repair-*.sh): the backup copy and the
# atomic replace, keeping owner and mode. Defines backup FILE (copies FILE to
# FILE.tandem-YYYYmmddHHMMSS, prints "@backup PATH") and replace FILE NEW (gives NEW FILE's
# mode and owner and renames it over FILE).
set -u
backup() {
  s=$(date +%Y%m%d%H%M%S) b="$1.tandem-$s" n=1
  while [ -e "$b" ]; do b="$1.tandem-$s.$n"; n=$((n + 1)); done
  cp -p -- "$1" "$b" || { echo "cannot back up $1" >&2; exit 1; }
  echo "@backup $b"
}
replace() { chmod --reference="$1" "$2" 2> /dev/null; chown --reference="$1" "$2" 2> /dev/null; mv -f -- "$2" "$1" || { rm -f -- "$2"; echo "cannot replace $1" >&2; exit 1; }; }
