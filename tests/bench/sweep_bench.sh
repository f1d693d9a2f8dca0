#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How long `tandem-cli discover --sweep` takes over the lab's management /24 (docs/benchmarks.md,
# "Discovery: sweep of the lab's management network"): 3 nodes answer, the host refuses (no
# sshd) or answers, and the other 250 addresses do not exist and never answer. ROUNDS sweeps
# (default 3); prints each one's wall time, its elapsed_ms and in_flight, and what it found.
# Needs root and the lab (tests/lab); run by hand after a build:
# `sudo tests/bench/sweep_bench.sh [ROUNDS]`, with TANDEM_CLI and TANDEM_LAB_STANDIN pointing
# at the built binaries (defaults: build/...).

set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export TANDEM_CLI="${TANDEM_CLI:-$root/build/app/cli/tandem-cli}"
export TANDEM_LAB_STANDIN="${TANDEM_LAB_STANDIN:-$root/build/tests/lab/tandem-lab-nccl-tests}"
# shellcheck source-path=SCRIPTDIR source=../integration/lablib.sh
source "$root/tests/integration/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -x $TANDEM_CLI ]] || skip "tandem-cli is not built"
rounds=${1:-3}
[[ $rounds =~ ^[1-9][0-9]?$ ]] || fail "ROUNDS must be 1..99, not '$rounds'"

lab_workdir tandem-sweep-bench
"$LAB_TOOL" up --standin "$STANDIN" --nodes 3 --topology switch >"$T/up.log" 2>&1 ||
    fail "lab up: $(tail -3 "$T/up.log")"
net=$(jq -r .management.network "$TANDEM_LAB_DIR/state.json")
printf '%-6s %8s %11s %9s %s\n' round "wall s" elapsed_ms in_flight found
for ((r = 1; r <= rounds; r++)); do
    t0=$(date +%s.%N)
    rc=0
    "$CLI" discover --sweep "$net" --json >"$T/sweep.json" 2>"$T/sweep.err" || rc=$?
    t1=$(date +%s.%N)
    ((rc == 0)) || fail "discover --sweep $net: exit $rc: $(cat "$T/sweep.err")"
    printf '%-6s %8s %11s %9s %s\n' "$r" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')" \
        "$(jq -r .sweep.elapsed_ms "$T/sweep.json")" "$(jq -r .sweep.in_flight "$T/sweep.json")" \
        "$(jq -r '[.nodes[].host] | join(" ")' "$T/sweep.json")"
done
