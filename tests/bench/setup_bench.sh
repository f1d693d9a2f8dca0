#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How long `tandem-cli setup` takes from start to verified (docs/benchmarks.md, "tandem-cli
# check, setup and restore on the lab"): on a 2-node direct lab, then 4 and 8 nodes on a switch,
# ROUNDS setups each (default 3), every one followed by a restore so the next starts from the
# same files.
# Prints each setup's wall time, the CPU seconds the lab's nodes and tandem-cli spent in it, and
# its --timings table (per step, per node), then one line per lab with the times of all rounds. Needs root and the lab (tests/lab); run by hand after a
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

# Where the CPU goes (docs/benchmarks.md, "Where setup's time goes"): the lab's nodes (their sshd
# and all it starts: sudo and PAM, the scripts, netplan) in one cpuacct group, tandem-cli in
# another. The lab's CPU seconds over the cores are a floor under the wall time that no change to
# Tandem moves. Without a writable cgroup v1 cpuacct the figures come without the split.
groups=/sys/fs/cgroup/cpuacct
if [[ -w $groups && -f $groups/cpuacct.usage ]]; then
    lab_group="$groups/tandem-setup-bench-lab.$$" cli_group="$groups/tandem-setup-bench-cli.$$"
    mkdir "$lab_group" "$cli_group"
    # The groups go when the bench ends, after the lab (lab_cleanup) took its processes down.
    # shellcheck disable=SC2317 # called through the EXIT trap
    bench_cleanup() {
        lab_cleanup
        local g pid
        for g in "$lab_group" "$cli_group"; do
            while read -r pid; do echo "$pid" >"$groups/cgroup.procs" 2>/dev/null || true; done <"$g/cgroup.procs"
            rmdir "$g" 2>/dev/null || true
        done
    }
    trap bench_cleanup EXIT
    # tandem-cli joins its group before it starts: bandwidthlib's cli_bg runs $CLI.
    printf '#!/bin/sh\necho $$ >%s/cgroup.procs\nexec %s "$@"\n' "$cli_group" "$CLI" >"$T/cli-in-group"
    chmod 0755 "$T/cli-in-group"
    CLI="$T/cli-in-group"
else
    lab_group="" cli_group=""
    echo "note: no writable $groups: no split of the CPU time" >&2
fi
# cpu_seconds GROUP: the CPU time of GROUP so far, in seconds; "-" without groups.
cpu_seconds() {
    if [[ -n $1 ]]; then awk '{ printf "%.2f", $1 / 1e9 }' "$1/cpuacct.usage"; else echo -; fi
}
# lab_into_group: every process of the lab's nodes (the sshd that starts all else) into it.
lab_into_group() {
    [[ -n $lab_group ]] || return 0
    local ns pid
    for ns in $(jq -r '.nodes[].netns' "$(lab_state)"); do
        for pid in $(ip netns pids "$ns"); do
            echo "$pid" >"$lab_group/cgroup.procs" 2>/dev/null || true
        done
    done
}

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
    lab_into_group
    times=() cpu=()
    for ((r = 1; r <= rounds; r++)); do
        lab0=$(cpu_seconds "$lab_group") cli0=$(cpu_seconds "$cli_group")
        t0=$(date +%s.%N)
        run "setup-$n-$r" setup --yes --timings
        t1=$(date +%s.%N)
        lab1=$(cpu_seconds "$lab_group") cli1=$(cpu_seconds "$cli_group")
        ((rc == 0)) || fail "setup on $n nodes, round $r: exit $rc: $(tail -5 "$T/setup-$n-$r.err")"
        wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
        times+=("$wall")
        printf '== %s nodes (%s), round %s: %s s start to verified\n' "$n" "$topology" "$r" "$wall"
        if [[ -n $lab_group ]]; then
            awk -v l0="$lab0" -v l1="$lab1" -v c0="$cli0" -v c1="$cli1" -v w="$wall" -v cores="$(nproc)" \
                'BEGIN { printf "   CPU: the lab %.2f s, tandem-cli %.2f s; the lab alone needs %.2f s of the %s s on %d cores\n", l1 - l0, c1 - c0, (l1 - l0) / cores, w, cores }'
            cpu+=("$(awk -v l0="$lab0" -v l1="$lab1" 'BEGIN { printf "%.1f", l1 - l0 }')")
        fi
        # The table is the end of stderr: from its header line on.
        sed -n '/^step /,$p' "$T/setup-$n-$r.err"
        run "restore-$n-$r" restore --yes
        ((rc == 0)) || fail "restore on $n nodes, round $r: exit $rc: $(tail -5 "$T/restore-$n-$r.err")"
    done
    line="$(printf '%s nodes (%s): %s s' "$n" "$topology" "$(IFS=/; echo "${times[*]}")")"
    ((${#cpu[@]} == 0)) || line+="$(printf '; the lab used %s CPU s' "$(IFS=/; echo "${cpu[*]}")")"
    summary+=("$line")
done
printf '\nsetup, start to verified (wall, %s rounds):\n' "$rounds"
printf '  %s\n' "${summary[@]}"
