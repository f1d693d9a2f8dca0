#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Whether sampling the nodes' health slows a run (docs/health.md, "Cost"): on a 2-node direct
# lab after one setup, probe soaks (MPI backend, 1 MiB) alternately with health samples every
# 2 s and without (--health-interval 0), ROUNDS of each (default 3, SECONDS each, default 20).
# Prints each soak's mean busbw and samples taken, then the mean of each kind and the
# difference. Needs root and the lab (tests/lab); run by hand after a build:
# `sudo tests/bench/health_bench.sh [ROUNDS] [SECONDS]`, with TANDEM_CLI, TANDEM_LAB_STANDIN
# and TANDEM_LAB_PROBE pointing at the built binaries (defaults: build/...). Figures go to
# docs/benchmarks.md ("Health sampling").

set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export TANDEM_CLI="${TANDEM_CLI:-$root/build/app/cli/tandem-cli}"
export TANDEM_LAB_STANDIN="${TANDEM_LAB_STANDIN:-$root/build/tests/lab/tandem-lab-nccl-tests}"
export TANDEM_LAB_PROBE="${TANDEM_LAB_PROBE:-$root/build/app/probe/tandem-probe}"
# shellcheck source-path=SCRIPTDIR source=../integration/lablib.sh
source "$root/tests/integration/lablib.sh"
# shellcheck source-path=SCRIPTDIR source=../integration/bandwidthlib.sh
source "$root/tests/integration/bandwidthlib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -x $TANDEM_CLI ]] || skip "tandem-cli is not built"
[[ -x $TANDEM_LAB_PROBE ]] || skip "tandem-probe is not built"
rounds=${1:-3}
seconds=${2:-20}

lab_workdir tandem-health-bench
"$LAB_TOOL" up --standin "$STANDIN" --probe "$PROBE" --nodes 2 --topology direct >"$T/up.log" 2>&1 ||
    fail "lab up: $(tail -3 "$T/up.log")"
cli setup setup --yes
((rc == 0)) || fail "setup exit $rc"
probe=(--tool probe --probe-backend mpi --test all_gather --threshold 0.01 -e 1M --soak "$seconds")
printf '%-6s %-9s %12s %8s %8s\n' round sampling "busbw GB/s" samples health
for ((i = 1; i <= rounds; i++)); do
    for interval in 2 0; do
        name=r$i-$interval
        cli "$name" bandwidth "${probe[@]}" --health-interval "$interval"
        ((rc == 0)) || fail "soak $name exit $rc: $(tail -3 "$T/$name.err")"
        mean=$({ grep '"type":"sample"' "$T/$name.json" || true; } | jq -s 'map(.busbw) | add / length')
        count=$({ grep -c '"type":"sample"' "$T/$name.json" || true; })
        ticks=$({ grep -c '"type":"gpu"' "$T/$name.json" || true; })
        printf '%-6s %-9s %12.4f %8d %8d\n' "$i" "$([[ $interval == 0 ]] && echo off || echo "every 2s")" "$mean" "$count" "$ticks"
        printf '%s %s\n' "$interval" "$mean" >>"$T/means"
    done
done
awk '{ s[$1] += $2; n[$1]++ } END {
    on = s["2"] / n["2"]; off = s["0"] / n["0"]
    printf "mean busbw with sampling %.4f GB/s, without %.4f GB/s: %+.1f %%\n", on, off, (on - off) / off * 100 }' "$T/means"
