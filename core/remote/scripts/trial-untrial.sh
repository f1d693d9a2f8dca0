#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-untrial RUNID, as root: removes the files run RUNID put in /run/netplan (those listed in
# /run/tandem/staged-RUNID, and nothing else). Prints `removed NAME` for each. Idempotent.
set -u
id=$1
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
l=/run/tandem/staged-$id
[ -f "$l" ] || exit 0
while IFS= read -r name; do
  case $name in '' | */* | .* | *..*) continue ;; esac
  rm -f -- "/run/netplan/$name" "/run/netplan/.$name.tandem-new" && echo "removed $name"
done < "$l"
sync -- /run/netplan 2> /dev/null
rm -f -- "$l"
