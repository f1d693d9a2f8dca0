#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-stage RUNID NAME SHA256, content on stdin, as root: writes /run/netplan/NAME for the
# trial (temporary file beside it, root, 0600, checked against SHA256 before the rename and read
# back after it, the folder synced). Only while the run is armed; a NAME already there that this
# run did not write is refused. Prints `staged NAME SHA256`.
# shellcheck disable=SC2015 # `A && B || { clean up; exit; }`: for A or B failing alike
set -u
umask 077
id=$1 name=$2 sum=$3
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $name in '' | */* | .* | *..* | *[!0-9A-Za-z_.+-]*) echo "refusing $name" >&2; exit 2 ;; esac
case $name in *.yaml) ;; *) echo "refusing $name" >&2; exit 2 ;; esac
[ -f "/run/tandem/armed-$id" ] || { echo "the revert watchdog of run $id is not armed, so nothing was written" >&2; exit 3; }
l=/run/tandem/staged-$id p=/run/netplan/$name t=/run/netplan/.$name.tandem-new
if [ -e "$p" ] && ! grep -qxF -- "$name" "$l" 2> /dev/null; then
  echo "$p exists and Tandem did not write it; nothing was written" >&2; exit 4
fi
install -d -m 0755 -o root -g root /run/netplan || exit 1
grep -qxF -- "$name" "$l" 2> /dev/null || echo "$name" >> "$l" || exit 1
rm -f -- "$t"
if ! cat > "$t"; then
  rm -f -- "$t"; echo "could not write $p; nothing was changed" >&2; exit 1
fi
s=$(sha256sum < "$t")
if [ "${s%% *}" != "$sum" ]; then
  rm -f -- "$t"; echo "the upload of $name arrived changed (sha256 ${s%% *}, Tandem sent $sum); nothing was changed" >&2; exit 5
fi
chown root:root -- "$t" && chmod 600 -- "$t" && sync -- "$t" && mv -f -- "$t" "$p" && sync -- /run/netplan || {
  rm -f -- "$t"; echo "could not write $p; nothing was changed" >&2; exit 1; }
s=$(sha256sum < "$p")
[ "${s%% *}" = "$sum" ] || { echo "$p changed after it was written" >&2; exit 5; }
echo "staged $name $sum"
