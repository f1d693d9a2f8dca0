#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli bandwidth --tool probe --probe-backend mpi` against a 2-node direct lab after
# `tandem-cli setup`: the real tandem-probe, copied into each node's home by
# `tandem-lab up --probe`, runs its MPI backend under real mpirun over the CX7 veths. A sweep
# and a soak stream their samples while they run (each line stamped as it arrives), the
# verdict line closes the stream, the transport check is "not applicable" (never a pass: no
# NCCL is involved), and with one twin down the verdict says one twin. Ctrl-C (SIGINT) on a
# soak, SIGHUP (a closed terminal) on another, and SIGTERM on a hung nccl-tests run, cancel:
# exit 128 + signal, a verdict saying "cancelled", and no process left on any node. After
# SIGKILL (nothing cancels) the next check finds the run left behind. Prints the figures it
# measured.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck source-path=SCRIPTDIR source=bandwidthlib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bandwidthlib.sh"

# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"
[[ -n $PROBE && -x $PROBE ]] || skip "tandem-probe is not built (cmake --build build --target tandem-probe)"

lab_workdir tandem-probe-bandwidth-test
"$LAB_TOOL" up --standin "$STANDIN" --probe "$PROBE" --nodes 2 --topology direct >/dev/null
cli setup setup --yes
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup.err")"
pass "setup (plan, apply, SSH fabric, verify) passes"

# --- sweep -----------------------------------------------------------------------------------
# 1K .. 64M by 4: 9 sizes, about a second in all. The lab's MPI over veths moves about 1-2 GB/s
# (0.1-0.3 while mpirun bound both nodes' ranks to the same core), so the floor is the lab's
# own, never a Spark's 21.875 GB/s.
probe=(--tool probe --probe-backend mpi --test all_gather --threshold 0.01)
cli sweep bandwidth "${probe[@]}" -b 1K -e 64M -f 4
((rc == 0)) || fail "probe sweep exit $rc: $(verdict sweep | jq -c '.bandwidth') $(tail -3 "$T/sweep.err")"
samples=$(grep -c '"type":"sample"' "$T/sweep.json")
((samples == 9)) || fail "expected 9 samples (1K .. 64M by 4), got $samples"
grep '"type":"command"' "$T/sweep.json" |
    jq -e '.command | test("--bind-to none .*tandem-probe/build/tandem-probe --backend mpi --op all_gather --mode sweep -b 1024 -e 67108864 -f 4")' \
        >/dev/null || fail "the command is not the probe's sweep: $(head -1 "$T/sweep.json")"
grep '"type":"sample"' "$T/sweep.json" | jq -e 'select(.wrong != 0)' >/dev/null &&
    fail "the probe reported wrong elements"
[[ $(verdict sweep | jq -r .status) == pass ]] || fail "sweep verdict: $(verdict sweep | jq -c '.bandwidth')"
[[ $(check sweep bandwidth.transport status) == skipped ]] ||
    fail "MPI backend transport should be skipped, is $(check sweep bandwidth.transport status)"
check sweep bandwidth.transport detail | grep -q "Not applicable" || fail "transport detail: $(check sweep bandwidth.transport detail)"
[[ $(check sweep bandwidth.twins status) == pass ]] || fail "twins: $(check sweep bandwidth.twins detail)"
[[ $(check sweep bandwidth.threshold status) == pass ]] || fail "threshold: $(check sweep bandwidth.threshold detail)"
first=$(stamp sweep sample first)
last=$(stamp sweep sample last)
end=$(stamp sweep verdict last)
at_least "$first" "$last" 0.3 || fail "sweep samples were not streamed: first at $first, last at $last"
busbw=$(grep '"type":"sample"' "$T/sweep.json" | tail -1 | jq '.busbw')
awk -v b="$busbw" -v f="$first" -v l="$last" -v e="$end" \
    'BEGIN { printf "probe sweep (MPI backend): busbw %.3f GB/s at 64 MiB; samples over %.2f s, verdict %.2f s after the last\n", b, l - f, e - l }'
no_leftovers "after a probe sweep"
pass "probe sweep: 9 samples streamed, transport not applicable, threshold passes"

# --- soak ------------------------------------------------------------------------------------
cli soak bandwidth "${probe[@]}" -e 1M --soak 4
((rc == 0)) || fail "probe soak exit $rc: $(verdict soak | jq -c '.bandwidth') $(tail -3 "$T/soak.err")"
samples=$(grep -c '"type":"sample"' "$T/soak.json")
((samples >= 10)) || fail "a 4 s soak at one sample per 200 ms gave $samples samples"
grep '"type":"sample"' "$T/soak.json" | jq -s -e 'map(.t) as $t | ($t == ($t | sort)) and ($t[-1] >= 3)' >/dev/null ||
    fail "soak sample times do not rise to the end: $(grep '"type":"sample"' "$T/soak.json" | jq -c .t | tr '\n' ' ')"
first=$(stamp soak sample first)
last=$(stamp soak sample last)
at_least "$first" "$last" 2.5 || fail "soak samples were not streamed: first at $first, last at $last"
[[ $(verdict soak | jq -r .status) == pass ]] || fail "soak verdict: $(verdict soak | jq -c '.bandwidth')"
check soak bandwidth.threshold detail | grep -q "at 1 MiB" || fail "soak threshold: $(check soak bandwidth.threshold detail)"
mean=$(grep '"type":"sample"' "$T/soak.json" | jq -s 'map(.busbw) | add / length')
awk -v n="$samples" -v m="$mean" -v f="$first" -v l="$last" \
    'BEGIN { printf "probe soak (MPI backend, 1 MiB, 4 s): %d samples over %.2f s as they came, mean busbw %.3f GB/s\n", n, l - f, m }'
no_leftovers "after a probe soak"
pass "probe soak: samples streamed over the run, verdict passes"

# --- one twin down ---------------------------------------------------------------------------
"$LAB_TOOL" fault twin-down 1 enP2p1s0f1np1 >/dev/null
cli twin bandwidth "${probe[@]}" -b 1K -e 1M -f 4
((rc == 0)) || fail "one twin down (a warning) should exit 0, got $rc: $(tail -3 "$T/twin.err")"
[[ $(verdict twin | jq -r .status) == warn ]] || fail "one twin down: verdict $(verdict twin | jq -c '.bandwidth')"
[[ $(check twin bandwidth.twins status) == warn ]] || fail "twins check: $(check twin bandwidth.twins detail)"
check twin bandwidth.twins detail | grep -q "One twin only: .*rocep1s0f1 (not roceP2p1s0f1)" ||
    fail "the verdict does not say one twin: $(check twin bandwidth.twins detail)"
grep '"type":"command"' "$T/twin.json" | jq -e '.command | test("NCCL_IB_HCA=rocep1s0f1 ")' >/dev/null ||
    fail "with one twin the plan should name one RoCE device: $(head -1 "$T/twin.json")"
printf 'one twin down (probe): %s\n' "$(check twin bandwidth.twins detail)"
no_leftovers "after a one-twin probe run"
"$LAB_TOOL" fault twin-up 1 enP2p1s0f1np1 >/dev/null
pass "one twin down: the verdict warns and names the lone twin"

# --- Ctrl-C on a long soak -------------------------------------------------------------------
cli_bg sigint bandwidth "${probe[@]}" -e 1M --soak 300
wait_for_line sigint sample 60
sleep 1
t0=$(date +%s.%N)
kill -INT "$bg_pid"
set +e
wait "$bg_pid"
rc=$?
set -e
t1=$(date +%s.%N)
((rc == 130)) || fail "SIGINT should exit 130, got $rc: $(tail -3 "$T/sigint.err")"
[[ $(verdict sigint | jq -r .status) == cancelled ]] || fail "SIGINT verdict: $(verdict sigint | jq -c .)"
[[ $(verdict sigint | jq -r .exit_code) == 130 ]] || fail "SIGINT verdict exit_code: $(verdict sigint | jq -r .exit_code)"
check sigint bandwidth.run detail | grep -q "Cancelled" || fail "run check after SIGINT: $(check sigint bandwidth.run detail)"
no_leftovers "after SIGINT"
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "SIGINT to exit, clean-up on both nodes included: %.2f s\n", b - a }'
pass "SIGINT cancels a soak: exit 130, verdict cancelled, nothing left on any node"

# --- SIGHUP (the terminal was closed) on a soak ----------------------------------------------
cli_bg sighup bandwidth "${probe[@]}" -e 1M --soak 300
wait_for_line sighup sample 60
kill -HUP "$bg_pid"
set +e
wait "$bg_pid"
rc=$?
set -e
((rc == 129)) || fail "SIGHUP should exit 129, got $rc: $(tail -3 "$T/sighup.err")"
[[ $(verdict sighup | jq -r .status) == cancelled ]] || fail "SIGHUP verdict: $(verdict sighup | jq -c .)"
no_leftovers "after SIGHUP"
pass "SIGHUP (a closed terminal) cancels a soak: exit 129, verdict cancelled, nothing left"

# --- SIGKILL: the next connect finds the run left behind -------------------------------------
# A killed tandem-cli cancels nothing: its run goes on. The next `check` connects, lists it on
# the nodes (device.leftovers) as left behind by a Tandem of this computer that is gone, and
# the row's command ends it.
cli_bg sigkill bandwidth "${probe[@]}" -e 1M --soak 300
wait_for_line sigkill sample 60
kill -KILL "$bg_pid"
wait "$bg_pid" 2>/dev/null || true
complete_lines sigkill
uid=$(jq -r '.nodes[0].uid' "$(lab_state)")
pgrep -u "$uid" -f '[t]andem_owner' >/dev/null || fail "after SIGKILL no process of the run carries its owner"
cli leftovers check
((rc == 0)) || fail "check after SIGKILL exit $rc (a run left behind warns): $(tail -3 "$T/leftovers.err")"
leftover=$(jq -c '[.connection[] | select(.id == "device.leftovers")]' "$T/leftovers.json")
jq -e 'length == 2 and all(.status == "warn")' <<<"$leftover" >/dev/null ||
    fail "device.leftovers after SIGKILL: $leftover"
jq -e '.[0].detail | test("mpirun") and test("left behind by a Tandem on this computer that is no longer running")' \
    <<<"$leftover" >/dev/null || fail "the row does not say the run was left behind: $leftover"
fix=$(jq -r '.[0].fix' <<<"$leftover")
run_id=$(sed -n "s/.*pkill -f 'tandem_run_id \([0-9A-Za-z-]*\)'.*/\1/p" <<<"$fix")
[[ -n $run_id ]] || fail "the row gives no command to end the run: $fix"
grep -q "$run_id" "$T/sigkill.json" || fail "run $run_id is not the killed run's"
"$LAB_TOOL" exec 1 runuser -u "$(jq -r '.nodes[0].user' "$(lab_state)")" -- pkill -f "tandem_run_id $run_id" || true
no_leftovers "after the row's command ended the run left behind"
cli after check
jq -e '[.connection[] | select(.id == "device.leftovers")] | length == 2 and all(.status == "pass")' \
    "$T/after.json" >/dev/null || fail "device.leftovers once ended: $(jq -c '.connection' "$T/after.json")"
pass "SIGKILL: the next check finds the run left behind, and the command it gives ends it"

# --- SIGTERM on a hung nccl-tests run --------------------------------------------------------
"$LAB_TOOL" fault mpirun-hang >/dev/null
cli_bg sigterm bandwidth --test all_gather -b 8 -e 1M -f 2 --threshold 20
wait_for_line sigterm command 60
uid=$(jq -r '.nodes[0].uid' "$(lab_state)")
for _ in $(seq 1 100); do
    pgrep -u "$uid" -f '[_]perf' >/dev/null && break
    sleep 0.2
done
pgrep -u "$uid" -f '[_]perf' >/dev/null || fail "the stand-in never started"
sleep 1
kill -TERM "$bg_pid"
set +e
wait "$bg_pid"
rc=$?
set -e
"$LAB_TOOL" fault clear >/dev/null
((rc == 143)) || fail "SIGTERM should exit 143, got $rc: $(tail -3 "$T/sigterm.err")"
[[ $(verdict sigterm | jq -r .status) == cancelled ]] || fail "SIGTERM verdict: $(verdict sigterm | jq -c .)"
no_leftovers "after SIGTERM on a hung run"
pass "SIGTERM cancels a hung nccl-tests run: exit 143, verdict cancelled, nothing left"

cli restore restore --yes
((rc == 0)) || fail "restore exit $rc: $(tail -3 "$T/restore.err")"
pass "restore after the probe runs"

validate_outputs "${OUTPUTS[@]}"
