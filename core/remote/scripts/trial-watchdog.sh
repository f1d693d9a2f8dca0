#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The watchdog, started by trial-arm.sh as `sh -c WATCHDOG tandem-watchdog SECONDS RUNID DIR
# UNTRIAL` with fd 3 on arm's FIFO, guards one generation, its RUNID: once its wait has begun it
# writes `waiting` to fd 3 and closes it; it waits SECONDS (SIGUSR1 cuts the wait short),
# then decides. The decision is /run/tandem/confirm-RUNID, created with O_EXCL (set -C) by
# whoever comes first: Tandem's confirm or abort, or the watchdog's "reverted"; so a
# confirmation racing the timeout either wins or loses, never both. On "reverted", under the
# lock's mutex, it removes its own run's trial files (UNTRIAL: trial-untrial.sh) and runs
# `netplan apply`, and releases the lock if its run holds it. If another run holds the lock, a
# newer change owns the node and this watchdog touches nothing ("superseded").
set -u
t=$1 id=$2 dir=$3 u=$4
c=/run/tandem/confirm-$id
echo "$(date -u +%FT%TZ) armed for run $id: reverting in $t s unless confirmed"
trap 'kill "$sp" 2> /dev/null' USR1
sleep "$t" 3>&- &
sp=$!
echo waiting >&3
exec 3>&-
wait "$sp"
if (set -C; echo reverted > "$c") 2> /dev/null; then
  exec 9>> /var/lib/tandem/lock.mutex && flock -w 60 9
  h=$(sed -n 's/^run //p' /var/lib/tandem/lock 2> /dev/null | head -n 1)
  if [ -n "$h" ] && [ "$h" != "$id" ]; then
    echo "$(date -u +%FT%TZ) run $h holds the node now; the watchdog of run $id changes nothing"
    echo superseded > "$c"
    echo superseded > "$dir/outcome"
  else
    echo "$(date -u +%FT%TZ) not confirmed: removing run $id's files from /run/netplan"
    sh -c "$u" tandem-untrial "$id"
    netplan apply 9>&-
    echo "$(date -u +%FT%TZ) netplan apply: status $?"
    echo reverted > "$dir/outcome"
    if [ "$h" = "$id" ]; then
      rm -f -- /var/lib/tandem/lock "/run/tandem/lock-$id"
      sync -- /var/lib/tandem
    fi
  fi
fi
rm -f -- "/run/tandem/watchdog-$id.pid"
