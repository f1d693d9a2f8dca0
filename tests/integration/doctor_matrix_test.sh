#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The Doctor's link matrix on a 3-node ring and a 4-node switch lab (docs/doctor.md, "The link
# matrix"): after setup, every pair that shares a cable or the switch has each twin measured
# both ways and both twins at once both ways, every run in band with the GID index read from
# sysfs, NCCL between every such pair, and nothing found. Prints how long each Doctor run took
# (tests/bench/doctor_bench.sh measures it three times for docs/benchmarks.md).
#
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"
[[ -n ${TANDEM_LAB_IBWB:-} && -x ${TANDEM_LAB_IBWB:-} ]] || skip "the ib_write_bw stand-in is not built"

lab_workdir tandem-doctor-matrix
STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }
cli() { # cli NAME COMMAND [ARGS...]: stdout in $T/NAME.json, status in $rc, seconds in $secs
    local name=$1 command=$2 t0
    shift 2
    local -a targets
    mapfile -t targets < <(hosts)
    t0=$(date +%s.%N)
    set +e
    password | "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json "$@" \
        >"$T/$name.json" 2>"$T/$name.err"
    rc=$?
    set -e
    secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
}

matrix() { # matrix NODES TOPOLOGY PAIRS
    local n=$1 topology=$2 pairs=$3 label="$2-$1" runs
    # A new lab has new host keys and a new session: each topology gets its own Tandem files.
    export XDG_DATA_HOME="$T/$label/data" XDG_CONFIG_HOME="$T/$label/config" XDG_CACHE_HOME="$T/$label/cache"
    "$LAB_TOOL" down >/dev/null 2>&1 || true
    "$LAB_TOOL" up --nodes "$n" --topology "$topology" --ibwb "$TANDEM_LAB_IBWB" >"$T/up-$label.log" 2>&1 ||
        fail "$label: lab up: $(tail -5 "$T/up-$label.log")"
    cli "setup-$label" setup --yes
    ((rc == 0)) || fail "$label: setup exit $rc: $(tail -3 "$T/setup-$label.err")"
    cli "doctor-$label" doctor
    ((rc == 0)) || fail "$label: doctor exit $rc: $(jq -c '[.findings[] | [.id, .title]]' "$T/doctor-$label.json") $(tail -3 "$T/doctor-$label.err")"
    runs=$((pairs * 6))
    [[ $(jq '.links | length' "$T/doctor-$label.json") == "$runs" ]] ||
        fail "$label: $(jq '.links | length' "$T/doctor-$label.json") RDMA runs, expected $runs (every pair: each twin and both, both ways)"
    [[ $(jq '[.links[] | select(.band != "expected")] | length' "$T/doctor-$label.json") == 0 ]] ||
        fail "$label: runs out of band: $(jq -c '[.links[] | select(.band != "expected") | [.a, .b, .twin, .direction, .rdma_gbps, .error]]' "$T/doctor-$label.json")"
    [[ $(jq '[.links[] | [.a, .b] | join("-")] | unique | length' "$T/doctor-$label.json") == "$pairs" ]] ||
        fail "$label: not every pair measured"
    [[ $(jq '[.nccl[] | select(.band == "expected")] | length' "$T/doctor-$label.json") == "$pairs" ]] ||
        fail "$label: NCCL pairs: $(jq -c '.nccl' "$T/doctor-$label.json")"
    pass "$label: $runs RDMA runs over $pairs pairs and $pairs NCCL pairs in band, nothing found; doctor took ${secs} s"
}

matrix 3 ring 3
matrix 4 switch 6
