#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-outcome RUNID DIR, as root: what became of a run's trial: the watchdog's or Tandem's
# recorded decision (DIR/outcome: confirmed, reverted, superseded, aborted, commit-failed); else
# `pending` (armed, undecided) or `deciding`; else `rebooted`: the node restarted (its /run was
# emptied) before anything was decided, so the trial files went with it.
set -u
case $1 in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $2 in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $2 in *..*) echo "bad backup dir" >&2; exit 2 ;; esac
if [ -f "$2/outcome" ]; then cat -- "$2/outcome"; exit 0; fi
if [ -f "/run/tandem/armed-$1" ]; then
  if [ -f "/run/tandem/confirm-$1" ]; then echo deciding; else echo pending; fi
  exit 0
fi
echo rebooted
