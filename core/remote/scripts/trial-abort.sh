#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-abort RUNID DIR UNTRIAL, as root: Tandem gives the trial up before `netplan apply` (a
# write or `netplan generate` failed): claims the decision with "aborted", stops the watchdog,
# removes the trial files (UNTRIAL: trial-untrial.sh). If the watchdog decided first, prints its
# decision and exits 3.
set -u
id=$1 dir=$2 u=$3
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $dir in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $dir in *..*) echo "bad backup dir" >&2; exit 2 ;; esac
c=/run/tandem/confirm-$id pf=/run/tandem/watchdog-$id.pid
if ! (set -C; echo aborted > "$c") 2> /dev/null; then cat -- "$c" 2> /dev/null; exit 3; fi
pid=$(cat -- "$pf" 2> /dev/null) || pid=
case $pid in
'' | *[!0-9]*) ;;
*) if tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q tandem-watchdog; then
     kill -s TERM -- "-$pid" 2> /dev/null
   fi ;;
esac
rm -f -- "$pf"
sh -c "$u" tandem-untrial "$id"
echo aborted > "$dir/outcome"
echo aborted
