#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli bandwidth` against a 2-node direct lab after `tandem-cli setup`: nccl-tests'
# stand-in runs over real mpirun on the CX7 veths, rows stream as JSON lines while it runs,
# NCCL's log shows IB on both twins, and the threshold passes (~23.7 GB/s). With one twin down
# busbw halves and the threshold fails saying so; a hung run ends at the hang timeout. After
# every run no process of it is left on any node. Prints the measured busbw.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"

# One lab per machine: wait a while for another test's lab to go before giving up.
for _ in 1 2 3 4 5 6 7 8 9 10; do
    if ip link show tandem-mgmt >/dev/null 2>&1 || ip netns list 2>/dev/null | grep -q '^tlab-'; then
        printf 'another tandem-lab is up; waiting 30 s\n'
        sleep 30
    else
        break
    fi
done
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-bandwidth-test

STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }
# cli NAME COMMAND [ARGS...]: tandem-cli COMMAND HOSTS --json ...; each stdout line is stamped
# with the time it arrived ("<seconds> <line>") in $T/NAME.stamped, the plain lines in
# $T/NAME.json; status in $rc.
cli() {
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(hosts)
    set +e
    password | "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json "$@" \
        2>"$T/$name.err" | while IFS= read -r line; do printf '%s %s\n' "$(date +%s.%N)" "$line"; done \
        >"$T/$name.stamped"
    rc=${PIPESTATUS[1]}
    set -e
    cut -d' ' -f2- "$T/$name.stamped" >"$T/$name.json"
}
verdict() { grep '"type":"verdict"' "$T/$1.json"; }
check() { verdict "$1" | jq -r --arg id "$2" ".bandwidth[] | select(.id == \$id) | .$3"; }
# No process of any run is left on any node (mpirun, orted, ranks).
# The node shares the host's PID namespace, so this also sees ranks of the other node; the
# bracketed patterns keep pgrep's own command line from matching.
no_leftovers() {
    local n
    for n in 1 2; do
        if "$LAB_TOOL" exec "$n" sh -c 'pgrep -a -f "[t]andem_run_id|[_]perf|[o]rted|[m]pirun"' >"$T/left.txt" 2>&1; then
            fail "$1: processes left on node$n: $(cat "$T/left.txt")"
        fi
    done
}

"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null
cli setup setup --yes
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup.err")"
pass "setup (plan, apply, SSH fabric, verify) passes"

# --- healthy: both twins ---------------------------------------------------------------------
cli healthy bandwidth --test all_gather -b 8 -e 1G -f 2 --threshold 20
run_id=$(grep '"type":"command"' "$T/healthy.json" | jq -r '.command' | sed -n 's/.*tandem_run_id \([0-9a-f]*\).*/\1/p')
((rc == 0)) || fail "bandwidth exit $rc: $(verdict healthy | jq -c '.bandwidth') $(tail -3 "$T/healthy.err")"
rows=$(grep -c '"type":"row"' "$T/healthy.json")
((rows == 28)) || fail "expected 28 rows (8 B .. 1 GiB by 2), got $rows"
grep '"type":"command"' "$T/healthy.json" |
    jq -e '.command | test("NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1") and test("-H 192.168.100.10:1,192.168.100.11:1")' \
        >/dev/null || fail "the command shown first is not the plan's: $(head -1 "$T/healthy.json")"
# Streamed: the first row came well before the verdict, not all at the end.
first=$(grep -m1 '"type":"row"' "$T/healthy.stamped" | cut -d' ' -f1)
last=$(grep '"type":"verdict"' "$T/healthy.stamped" | cut -d' ' -f1)
awk -v a="$first" -v b="$last" 'BEGIN { exit !(b - a > 0.3) }' ||
    fail "rows were not streamed: first row at $first, verdict at $last"
[[ $(check healthy bandwidth.transport status) == pass ]] || fail "transport: $(check healthy bandwidth.transport detail)"
verdict healthy | jq -r '.bandwidth[0].evidence[0].command' | grep -q "tandem_run_id $run_id" ||
    fail "the command shown before the run is not the one that ran"
check healthy bandwidth.transport detail | grep -q "rocep1s0f1, roceP2p1s0f1" || fail "transport does not name both twins"
[[ $(check healthy bandwidth.threshold status) == pass ]] || fail "threshold: $(check healthy bandwidth.threshold detail)"
busbw=$(grep '"type":"row"' "$T/healthy.json" | tail -1 | jq '.busbw')
awk -v b="$busbw" 'BEGIN { exit !(b > 22 && b < 25.5) }' || fail "busbw at 1 GiB is $busbw, expected ~23.7"
awk -v a="$first" -v b="$last" -v w="$busbw" \
    'BEGIN { printf "both twins: busbw %.2f GB/s at 1 GiB; rows streamed over %.1f s\n", w, b - a }'
no_leftovers "after a healthy run"
pass "both twins: 28 rows streamed, IB on both RoCE twins, threshold passes"

# --- one twin down ---------------------------------------------------------------------------
"$LAB_TOOL" fault twin-down 1 enP2p1s0f1np1 >/dev/null
cli twin bandwidth --test all_gather -b 8 -e 1G -f 2 --threshold 20
((rc == 1)) || fail "one twin down should exit 1, got $rc"
half=$(grep '"type":"row"' "$T/twin.json" | tail -1 | jq '.busbw')
awk -v b="$half" 'BEGIN { exit !(b > 10 && b < 13.5) }' || fail "busbw with one twin is $half, expected about half"
[[ $(check twin bandwidth.threshold status) == fail ]] || fail "threshold did not fail with one twin"
check twin bandwidth.threshold fix | grep -q "one twin" || fail "threshold fix does not say one twin: $(check twin bandwidth.threshold fix)"
[[ $(check twin bandwidth.transport status) == warn ]] || fail "transport with one twin: $(check twin bandwidth.transport detail)"
printf 'one twin down: busbw %.2f GB/s at 1 GiB; transport %s: %s\n' "$half" \
    "$(check twin bandwidth.transport status)" "$(check twin bandwidth.transport detail)"
no_leftovers "after a one-twin run"
pass "one twin down: busbw about half, threshold fails and says one twin, transport warns"
"$LAB_TOOL" fault twin-up 1 enP2p1s0f1np1 >/dev/null

# --- a hung run ends at the hang timeout, leaving nothing behind -------------------------------
"$LAB_TOOL" fault mpirun-hang >/dev/null
t0=$(date +%s)
cli hang bandwidth --test all_gather -b 8 -e 1M -f 2 --threshold 20 --hang-timeout 15
t1=$(date +%s)
"$LAB_TOOL" fault clear >/dev/null
((rc == 1)) || fail "a hung run should exit 1, got $rc"
check hang bandwidth.run detail | grep -q "hung" || fail "run check does not say it hung: $(check hang bandwidth.run detail)"
no_leftovers "after a hung run"
printf 'hung run ended after %d s (hang timeout 15 s)\n' $((t1 - t0))
pass "a hung run ends at the hang timeout and leaves no process on any node"

cli restore restore --yes
((rc == 0)) || fail "restore exit $rc: $(tail -3 "$T/restore.err")"
pass "restore after the bandwidth runs"
