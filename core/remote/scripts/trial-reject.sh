#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-reject RUNID, as root: asks the watchdog to revert now (SIGUSR1) rather than at its
# timeout. A no-op when it has already decided.
set -u
case $1 in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
pid=$(cat -- "/run/tandem/watchdog-$1.pid" 2> /dev/null) || exit 0
case $pid in '' | *[!0-9]*) exit 0 ;; esac
if tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q tandem-watchdog; then
  kill -s USR1 "$pid"
fi
exit 0
