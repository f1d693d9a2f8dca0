#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Apply's arm (core/remote/scripts/trial-arm.sh) returns only once its revert watchdog
# (trial-watchdog.sh) is waiting: the watchdog says so on a FIFO, so arm needs no fixed sleep.
# On node1 of a 2-node lab, as root (sudo's view), with the scripts Tandem sends:
#   - the real watchdog: arm prints its pid; that process is the watchdog, its log already has
#     its first line, and the FIFO is gone; the abort then claims the decision and ends it;
#   - a watchdog that dies at once, and one whose log cannot be opened: arm fails with "the
#     watchdog did not start" (exit 3) at once, and leaves no FIFO behind.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
SCRIPTS="$SRC_DIR/core/remote/scripts"

lab_workdir tandem-trial-arm-test
"$LAB_TOOL" up --nodes 2 --topology direct --standin "$STANDIN" >"$T/up.txt" || fail "tandem-lab up"

watchdog=$(<"$SCRIPTS/trial-watchdog.sh")
untrial=$(<"$SCRIPTS/trial-untrial.sh")
# node SCRIPT ARGS...: the script's text run as `sh -c` on node1 as root, as Tandem runs it.
node() {
    local script=$1
    shift
    "$LAB_TOOL" exec 1 sh -c "$(<"$SCRIPTS/$script")" "tandem-${script%.sh}" "$@"
}
on1() { "$LAB_TOOL" exec 1 sh -c "$1"; }

# --- the real watchdog --------------------------------------------------------------------------
run=armtest1
dir=/var/lib/tandem/backups/$run
on1 "mkdir -p -m 0700 $dir"
pid=$(node trial-arm.sh 60 "$run" "$dir" "$watchdog" "$untrial" 2>"$T/arm.err") ||
    fail "arm with the real watchdog failed: $(cat "$T/arm.err")"
[[ $pid =~ ^[0-9]+$ ]] || fail "arm printed '$pid', not the watchdog's pid"
on1 "tr '\\0' ' ' </proc/$pid/cmdline" | grep -q tandem-watchdog ||
    fail "process $pid that arm named is not the watchdog"
on1 "grep -q 'armed for run $run' $dir/watchdog.log" || fail "the watchdog's log has no first line when arm returns"
[[ $(on1 "ls /run/tandem | grep -c '^ready-' || true") == 0 ]] || fail "arm left its FIFO behind"
[[ $(on1 "cat /run/tandem/watchdog-$run.pid") == "$pid" ]] || fail "the pid file does not name the watchdog"
[[ $(node trial-abort.sh "$run" "$dir" "$untrial" | tail -n 1) == aborted ]] || fail "the abort did not claim the decision"
for _ in $(seq 50); do on1 "kill -0 $pid 2>/dev/null" || break; sleep 0.1; done
! on1 "kill -0 $pid 2>/dev/null" || fail "the watchdog outlived the abort"
pass "arm returns once the watchdog waits, with its pid; the abort ends it"

# --- watchdogs that never say they wait ---------------------------------------------------------
for case_ in "exit 1" "log"; do
    run=armtest2
    dir=/var/lib/tandem/backups/$run
    on1 "rm -rf $dir /run/tandem/*-$run /run/tandem/*-$run.pid"
    wd="exit 1"
    if [[ $case_ == log ]]; then
        wd=$watchdog # the real one, but its log's folder is missing: the shell cannot start it
    else
        on1 "mkdir -p -m 0700 $dir"
    fi
    rc=0
    node trial-arm.sh 60 "$run" "$dir" "$wd" "$untrial" >"$T/arm2.out" 2>"$T/arm2.err" || rc=$?
    ((rc == 3)) || fail "arm with a watchdog that cannot wait ($case_) exited $rc: $(cat "$T/arm2.err")"
    grep -q "the watchdog did not start" "$T/arm2.err" || fail "arm ($case_) said: $(cat "$T/arm2.err")"
    [[ $(on1 "ls /run/tandem | grep -c '^ready-' || true") == 0 ]] || fail "arm ($case_) left its FIFO behind"
done
pass "a watchdog that dies first, or cannot start, fails the arm at once and leaves no FIFO"
