#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-unlock RUNID, as root (core/remote/lockscripts.h): releases the lock when run RUNID
# holds it (prints `unlocked`); a lock another run holds, or none, is left alone (prints
# `not-held`). Exit 0 either way.
set -u
id=$1
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
[ -d /var/lib/tandem ] || { echo not-held; exit 0; }
exec 9>> /var/lib/tandem/lock.mutex || exit 3
flock -w 30 9 || exit 3
l=/var/lib/tandem/lock
if [ -f "$l" ] && [ "$(sed -n 's/^run //p' "$l" | head -n 1)" = "$id" ]; then
  rm -f -- "$l" "/run/tandem/lock-$id" && sync -- /var/lib/tandem || exit 3
  echo unlocked
  exit 0
fi
echo not-held
