#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-arm SECONDS RUNID DIR WATCHDOG UNTRIAL, as root (the trial:
# core/remote/trialscripts.h): marks the run armed (/run/tandem/armed-RUNID, gone after a
# reboot) and starts WATCHDOG (trial-watchdog.sh) detached from the SSH session (setsid: own
# session and process group; nohup and /dev/null for stdin, a log in DIR), so that a dropped
# session does not take it down. Runs before anything changes. Waits for the watchdog to say it
# is waiting (a line on a FIFO, so no fixed sleep: an end of file without it means the watchdog
# died first). Prints the watchdog's pid (its process group).
set -u
case $1 in '' | *[!0-9]*) echo "bad timeout" >&2; exit 2 ;; esac
case $2 in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $3 in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $3 in *..* | */) echo "bad backup dir" >&2; exit 2 ;; esac
t=$1 id=$2 dir=$3 w=$4 u=$5
install -d -m 0700 -o root -g root /run/tandem || exit 3
[ ! -e "/run/tandem/armed-$id" ] || { echo "run $id is already armed" >&2; exit 3; }
rm -f -- "/run/tandem/confirm-$id"
: > "/run/tandem/armed-$id" || exit 3
r=/run/tandem/ready-$id
rm -f -- "$r"
mkfifo -m 0600 -- "$r" || exit 3
# The FIFO is opened for writing (fd 3) by the watchdog's side and for reading here; each open
# waits for the other, so neither end misses the line.
setsid nohup sh -c "$w" tandem-watchdog "$t" "$id" "$dir" "$u" < /dev/null 3> "$r" >> "$dir/watchdog.log" 2>&1 &
p=$!
ready=
IFS= read -r ready < "$r" || ready=
rm -f -- "$r"
echo "$p" > "/run/tandem/watchdog-$id.pid" || exit 3
if [ "$ready" != waiting ] || ! kill -0 "$p" 2> /dev/null; then
  echo "the watchdog did not start" >&2; exit 3
fi
echo "$p"
