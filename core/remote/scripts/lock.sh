#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-lock RUNID USER HOST PID STARTED MAXAGE MACHINE [GONE], as root (the node lock:
# core/remote/lockscripts.h): takes the lock for run RUNID, recording who asked (the user and
# computer running Tandem, that computer's machine id, its pid, when it started) and the node's
# boot id. Prints `locked`, then exits 0. When another run holds it: prints `held` and the
# lock's lines, exits 5. A lock is stale, and taken over (the old one kept as
# lock.stale-RUNID, `stale WHY` printed before `locked`), when its holder cannot be alive: it
# was taken before the node's last boot (another boot id, or its marker in /run is gone); or it
# is older than MAXAGE seconds and no watchdog of its run is running; or its run is GONE (the
# Tandem that took it, on the asking computer, is no longer running: NodeLock) and no watchdog
# of its run is running. The same run taking it again refreshes it.
set -u
umask 077
id=$1 user=$2 host=$3 pid=$4 started=$5 maxage=$6 machine=$7 gone=${8-}
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $gone in *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $maxage in '' | *[!0-9]*) echo "bad age" >&2; exit 2 ;; esac
for v in "$user" "$host" "$pid" "$started" "$machine"; do
  case $v in '' | *..* | *[!0-9A-Za-z._:+-]*) echo "bad lock field: $v" >&2; exit 2 ;; esac
done
install -d -m 0700 -o root -g root /var/lib/tandem /run/tandem || exit 3
exec 9>> /var/lib/tandem/lock.mutex || exit 3
flock -w 30 9 || { echo "another Tandem is taking this node's lock right now" >&2; exit 3; }
l=/var/lib/tandem/lock
boot=$(cat /proc/sys/kernel/random/boot_id 2> /dev/null) || boot=unknown
now=$(date +%s)
field() { sed -n "s/^$1 //p" "$l" | head -n 1; }
if [ -f "$l" ]; then
  hid=$(field run) hboot=$(field boot) hepoch=$(field epoch)
  case $hid in '' | *[!0-9A-Za-z-]*) hid=unknown ;; esac
  case $hepoch in '' | *[!0-9]*) hepoch=0 ;; esac
  why=
  if [ "$hid" = "$id" ]; then
    why=
  elif [ "$hboot" != "$boot" ] || [ ! -e "/run/tandem/lock-$hid" ]; then
    why="it was taken before the node's last boot"
  else
    wpid=$(cat -- "/run/tandem/watchdog-$hid.pid" 2> /dev/null) || wpid=
    case $wpid in '' | *[!0-9]*) alive= ;; *) alive=$(tr '\0' ' ' < "/proc/$wpid/cmdline" 2> /dev/null | grep -c tandem-watchdog) ;; esac
    if [ "${alive:-0}" -eq 0 ]; then
      if [ -n "$gone" ] && [ "$hid" = "$gone" ]; then
        why="the Tandem that took it is no longer running on $host"
      elif [ $((now - hepoch)) -gt "$maxage" ]; then
        why="it is older than $maxage seconds and no watchdog of its run is running"
      fi
    fi
  fi
  if [ "$hid" != "$id" ] && [ -z "$why" ]; then
    echo held
    cat -- "$l"
    exit 5
  fi
  if [ -n "$why" ]; then
    mv -f -- "$l" "/var/lib/tandem/lock.stale-$hid" || exit 3
    rm -f -- "/run/tandem/lock-$hid"
    echo "stale $why"
    sed 's/^/stale-/' "/var/lib/tandem/lock.stale-$hid"
  fi
fi
if printf 'run %s\nuser %s\nhost %s\nmachine %s\npid %s\nstarted %s\nepoch %s\nboot %s\n' \
    "$id" "$user" "$host" "$machine" "$pid" "$started" "$now" "$boot" > "$l.new" &&
    sync -- "$l.new" && mv -f -- "$l.new" "$l" && sync -- /var/lib/tandem; then
  : > "/run/tandem/lock-$id" || exit 3
  echo locked
  exit 0
fi
rm -f -- "$l.new"
echo "could not write $l; nothing was changed" >&2
exit 3
