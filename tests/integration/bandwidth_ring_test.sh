#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli bandwidth` on a 3-node ring lab after `tandem-cli setup`. No subnet spans a ring,
# so MPI's and NCCL's bootstrap go over the management network (btl/oob_tcp_if_exclude of the
# CX7 netdevs) while NCCL's data takes all four RoCE devices: the nccl-tests stand-in and the
# probe's MPI backend both run across the three nodes and pass, and nothing is left behind.
# Prints the figures. Exit 77 (ctest SKIP_RETURN_CODE) with a reason when no lab can run.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck source-path=SCRIPTDIR source=bandwidthlib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bandwidthlib.sh"

# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-bandwidth-ring-test
probe_args=()
[[ -n $PROBE && -x $PROBE ]] && probe_args=(--probe "$PROBE")
"$LAB_TOOL" up --standin "$STANDIN" "${probe_args[@]}" --nodes 3 --topology ring >/dev/null
cli setup setup --yes
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup.err")"
pass "setup on a 3-node ring passes"

t0=$(date +%s.%N)
cli ring bandwidth --test all_gather -b 1M -e 256M -f 4
t1=$(date +%s.%N)
((rc == 0)) || fail "ring bandwidth exit $rc: $(verdict ring | jq -c '.bandwidth') $(tail -3 "$T/ring.err")"
grep '"type":"command"' "$T/ring.json" |
    jq -e '.command | test("mpirun -np 3 ") and test("--mca btl_tcp_if_exclude lo,docker0,virbr0,enp1s0f") and test("NCCL_SOCKET_IFNAME=\\^lo,")' \
        >/dev/null || fail "the ring command does not keep bootstrap off the CX7 subnets: $(head -1 "$T/ring.json")"
rows=$(grep -c '"type":"row"' "$T/ring.json")
((rows == 5)) || fail "expected 5 rows (1M .. 256M by 4), got $rows"
[[ $(check ring bandwidth.transport status) == pass ]] || fail "ring transport: $(check ring bandwidth.transport detail)"
check ring bandwidth.transport detail | grep -q "rocep1s0f0, roceP2p1s0f0, rocep1s0f1, roceP2p1s0f1" ||
    fail "ring transport should use all four RoCE devices: $(check ring bandwidth.transport detail)"
check ring bandwidth.threshold detail | grep -q "10.00 GB/s expected" || fail "ring threshold: $(check ring bandwidth.threshold detail)"
busbw=$(grep '"type":"row"' "$T/ring.json" | tail -1 | jq '.busbw')
awk -v b="$busbw" -v a="$t0" -v z="$t1" \
    'BEGIN { printf "3-node ring, nccl-tests stand-in: busbw %.2f GB/s at 256 MiB (the stand-in'"'"'s model), run %.1f s\n", b, z - a }'
no_leftovers "after a ring run"
pass "ring: nccl-tests stand-in over mpirun -np 3, IB on all four RoCE devices, threshold 10 GB/s passes"

if ((${#probe_args[@]})); then
    cli ringprobe bandwidth --tool probe --probe-backend mpi -b 1K -e 4M -f 4 --threshold 0.01
    ((rc == 0)) || fail "ring probe exit $rc: $(verdict ringprobe | jq -c '.bandwidth') $(tail -3 "$T/ringprobe.err")"
    samples=$(grep -c '"type":"sample"' "$T/ringprobe.json")
    ((samples == 7)) || fail "expected 7 probe samples on the ring, got $samples"
    printf '3-node ring, probe MPI backend: busbw %.3f GB/s at 4 MiB (MPI over the management network)\n' \
        "$(grep '"type":"sample"' "$T/ringprobe.json" | tail -1 | jq '.busbw')"
    no_leftovers "after a ring probe run"
    pass "ring: the probe's MPI backend runs across the three nodes"
else
    printf 'SKIP probe on the ring: tandem-probe is not built\n'
fi

cli restore restore --yes
((rc == 0)) || fail "restore exit $rc: $(tail -3 "$T/restore.err")"
pass "restore after the ring runs"

validate_outputs "${OUTPUTS[@]}"
