#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli bandwidth` against a 2-node direct lab after `tandem-cli setup`: nccl-tests'
# stand-in runs over real mpirun on the CX7 veths, rows stream as JSON lines while it runs,
# NCCL's log shows IB on both twins, and the threshold passes (~23.7 GB/s). With one twin down
# busbw halves and the threshold fails saying so; a hung run ends at the hang timeout. After
# every run no process of it is left on any node. An NCCL_IB_HCA override (--env) that names
# no RoCE device of the nodes makes NCCL fall back to NET/Socket, and the transport verdict
# fails naming it. Then a 4-node switch lab of four vendors, one on stock Ubuntu, goes through
# setup and an all_reduce. Prints the measured busbw.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"

# shellcheck source-path=SCRIPTDIR source=bandwidthlib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bandwidthlib.sh"

# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-bandwidth-test

# --nccl: NCCL where the playbook builds it, as the demo's lab has it.
"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct --model dgx-spark,asus-gx10 --nccl >/dev/null
cli setup setup --yes
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup.err")"
pass "setup (plan, apply, SSH fabric, verify) passes"

# The demo's nodes have NCCL as a Spark that followed the playbook: its prerequisite passes (it
# was once red in the demo while NCCL ran).
cli prereqs prereqs
for id in prereq.nccl prereq.nccl-tests prereq.mpi; do
    bad=$(verdict prereqs | jq -r --arg id "$id" '.prerequisites[] | select(.id == $id and .status != "pass") | "\(.node): \(.detail)"')
    [[ -z $bad ]] || fail "$id on the demo's lab: $bad"
done
[[ $(verdict prereqs | jq '[.prerequisites[] | select(.id == "prereq.nccl") | select(.detail | test("2.28.9\\+cuda13.0"))] | length') == 2 ]] ||
    fail "NCCL's version is not read on both nodes: $(verdict prereqs | jq -c '[.prerequisites[] | select(.id == "prereq.nccl") | .detail]')"
pass "the lab's NCCL (as the demo has it) passes the prerequisite check with its version"

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

# --- a wrong NCCL_IB_HCA: NCCL falls back to sockets, the transport verdict names it ---------
cli hca bandwidth --test all_gather -b 8 -e 64M -f 4 --threshold 20 --env NCCL_IB_HCA=mlx5_0
((rc == 1)) || fail "a wrong NCCL_IB_HCA should exit 1, got $rc: $(tail -3 "$T/hca.err")"
grep '"type":"command"' "$T/hca.json" | jq -e '.command | test("NCCL_IB_HCA=mlx5_0 ")' >/dev/null ||
    fail "the command does not carry the override: $(head -1 "$T/hca.json")"
[[ $(check hca bandwidth.transport status) == fail ]] || fail "transport with a wrong HCA: $(check hca bandwidth.transport status)"
check hca bandwidth.transport detail | grep -q "NCCL_IB_HCA=mlx5_0 names none of the plan's RoCE devices" ||
    fail "transport detail does not name the wrong HCA: $(check hca bandwidth.transport detail)"
check hca bandwidth.transport detail | grep -q "NET/Socket" || fail "transport detail does not say NET/Socket"
verdict hca | jq -r '.bandwidth[] | select(.id == "bandwidth.transport") | .evidence[1].output' |
    grep -q "NCCL_IB_HCA set to mlx5_0" || fail "NCCL's log in the evidence does not show the override"
sock=$(grep '"type":"row"' "$T/hca.json" | tail -1 | jq '.busbw')
awk -v b="$sock" 'BEGIN { exit !(b > 0.5 && b < 2) }' || fail "busbw over sockets is $sock, expected ~1.1"
printf 'NCCL_IB_HCA=mlx5_0: busbw %.2f GB/s (NET/Socket); transport: %s\n' "$sock" "$(check hca bandwidth.transport detail)"
no_leftovers "after a wrong-HCA run"
pass "wrong NCCL_IB_HCA: NET/Socket, the transport fails naming the HCA"

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

# --- 4 nodes of four vendors through a switch, one on stock Ubuntu (no ibdev2netdev) --------
"$LAB_TOOL" down >/dev/null
rm -rf "$XDG_DATA_HOME" # new lab, new host keys
"$LAB_TOOL" up --standin "$STANDIN" --nodes 4 --topology switch \
    --model dell-pro-max-gb10,hp-zgx-nano,lenovo-pgx+ubuntu,gigabyte-atom >/dev/null
cli setup4 setup --yes
((rc == 0)) || fail "4-vendor switch: setup exit $rc: $(tail -3 "$T/setup4.err")"
cli switch bandwidth --test all_reduce -b 1M -e 64M -f 4
((rc == 0)) || fail "4-vendor switch: bandwidth exit $rc: $(verdict switch | jq -c '.bandwidth') $(tail -3 "$T/switch.err")"
rows=$(grep -c '"type":"row"' "$T/switch.json")
((rows == 4)) || fail "4-vendor switch: expected 4 rows (1 MiB .. 64 MiB by 4), got $rows"
grep '"type":"command"' "$T/switch.json" | jq -e '.command | test("-np 4")' >/dev/null ||
    fail "4-vendor switch: the run does not span four nodes: $(grep '"type":"command"' "$T/switch.json")"
[[ $(check switch bandwidth.transport status) == pass ]] || fail "4-vendor switch: transport: $(check switch bandwidth.transport detail)"
no_leftovers "after the 4-node run"
pass "Dell + HP + Lenovo (stock Ubuntu) + GIGABYTE through a switch: setup and an all_reduce over four nodes"

validate_outputs "${OUTPUTS[@]}"
