#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How long `tandem-cli setup` takes from start to verified (docs/benchmarks.md, "tandem-cli
# check, setup and restore on the lab"): on a 2-node direct lab, then 4 and 8 nodes on a switch,
# ROUNDS setups each (default 3), every one followed by a restore so the next starts from the
# same files.
# Prints each setup's wall time and its --timings table (per step, per node), then one line per
# lab with the times of all rounds. Needs root and the lab (tests/lab); run by hand after a
# build: `sudo tests/bench/setup_bench.sh [ROUNDS] [NODES...]` (default nodes: 2 4 8), with
# TANDEM_CLI and TANDEM_LAB_STANDIN pointing at the built binaries (defaults: build/...).

set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export TANDEM_CLI="${TANDEM_CLI:-$root/build/app/cli/tandem-cli}"
export TANDEM_LAB_STANDIN="${TANDEM_LAB_STANDIN:-$root/build/tests/lab/tandem-lab-nccl-tests}"
# shellcheck source-path=SCRIPTDIR source=../integration/lablib.sh
source "$root/tests/integration/lablib.sh"
# shellcheck source-path=SCRIPTDIR source=../integration/bandwidthlib.sh
source "$root/tests/integration/bandwidthlib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -x $TANDEM_CLI ]] || skip "tandem-cli is not built"
rounds=${1:-3}
[[ $rounds =~ ^[1-9][0-9]?$ ]] || fail "ROUNDS must be 1..99, not '$rounds'"
shift $(($# > 0 ? 1 : 0))
sizes=("$@")
((${#sizes[@]})) || sizes=(2 4 8)

lab_workdir tandem-setup-bench

# run NAME COMMAND [ARGS...]: bandwidthlib's cli_bg, waited for; the exit status in $rc. Not its
# `cli`: that stamps every line, and setup prints one JSON document of thousands of lines.
run() {
    cli_bg "$@"
    rc=0
    wait "$bg_pid" || rc=$?
}
summary=()
for n in "${sizes[@]}"; do
    topology=switch
    ((n == 2)) && topology=direct
    "$LAB_TOOL" down >/dev/null 2>&1 || true
    # Each lab has new host keys on the same addresses: Tandem's files start afresh with it.
    export XDG_DATA_HOME="$T/data-$n" XDG_CONFIG_HOME="$T/config-$n" XDG_CACHE_HOME="$T/cache-$n"
    "$LAB_TOOL" up --standin "$STANDIN" --nodes "$n" --topology "$topology" >"$T/up.log" 2>&1 ||
        fail "lab up ($n nodes): $(tail -3 "$T/up.log")"
    times=()
    for ((r = 1; r <= rounds; r++)); do
        t0=$(date +%s.%N)
        run "setup-$n-$r" setup --yes --timings
        t1=$(date +%s.%N)
        ((rc == 0)) || fail "setup on $n nodes, round $r: exit $rc: $(tail -5 "$T/setup-$n-$r.err")"
        wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
        times+=("$wall")
        printf '== %s nodes (%s), round %s: %s s start to verified\n' "$n" "$topology" "$r" "$wall"
        # The table is the end of stderr: from its header line on.
        sed -n '/^step /,$p' "$T/setup-$n-$r.err"
        run "restore-$n-$r" restore --yes
        ((rc == 0)) || fail "restore on $n nodes, round $r: exit $rc: $(tail -5 "$T/restore-$n-$r.err")"
    done
    summary+=("$(printf '%s nodes (%s): %s s' "$n" "$topology" "$(IFS=/; echo "${times[*]}")")")
done
printf '\nsetup, start to verified (wall, %s rounds):\n' "$rounds"
printf '  %s\n' "${summary[@]}"
