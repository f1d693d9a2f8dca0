#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The Doctor on the lab (docs/doctor.md): after `tandem-cli setup --mtu 9000` on a 2-node direct
# lab the Doctor finds nothing; then each lab fault alone (and pairs of them) must be named with
# the right rule and group; `doctor --fix --yes` repairs the fixable ones and its second look is
# clean; the others keep their instructions. `fault clear` between cases, and a clean Doctor
# again after every repair.
#
#   doctor_test.sh           a slice: the clean cluster, a hardware fault, a decision, a pair of
#                            fixable faults repaired (./dev test)
#   doctor_test.sh --all     every fault alone and the pairs (./dev doctor)
#   doctor_test.sh CASE...   the cases named (see CASES below)
#
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"
[[ -n ${TANDEM_LAB_IBWB:-} && -x ${TANDEM_LAB_IBWB:-} ]] || skip "the ib_write_bw stand-in is not built"

# name | faults (;-separated tandem-lab fault arguments) | rules expected (,) | group of the first | fix?
CASES=(
    "stale-connectx|stale-connectx node1 enp1s0f1np1|link.stale-connectx|hardware|no"
    "nccl-collapse|nccl-collapse|nccl.collapse|hardware|no"
    "speed|speed node1 enp1s0f1np1 100000|link.speed|hardware|no"
    "unplug|unplug node2 right|link.unplugged|hardware|no"
    "twin-down|twin-down node1 enP2p1s0f1np1|link.twin-down|hardware|no"
    "version-skew|version-skew node2|versions.nccl|decision|no"
    "mtu|mtu node2 enp1s0f1np1 1500|mtu.reset|fixable|yes"
    "mtu-reset|mtu-reset node2 enP2p1s0f1np1|mtu.reset|fixable|yes"
    "stale-netplan|stale-netplan node1|netplan.stale|fixable|yes"
    "gid-drift|gid-drift node2|gid.pinned|fixable|yes"
    "path-skew|path-skew node2|mpi.path|fixable|yes"
    "mtu-reset+path-skew|mtu-reset node1 enp1s0f1np1;path-skew node2|mtu.reset,mpi.path|fixable|yes"
    "stale-connectx+gid-drift|stale-connectx node2 enP2p1s0f1np1;gid-drift node1|link.stale-connectx,gid.pinned|hardware|no"
)
SLICE=(stale-connectx version-skew mtu-reset+path-skew)

selected=()
case "${1:-}" in
"") selected=("${SLICE[@]}") ;;
--all) for c in "${CASES[@]}"; do selected+=("${c%%|*}"); done ;;
*) selected=("$@") ;;
esac

lab_workdir tandem-doctor-test
STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }
OUTPUTS=() # every --json output, validated at the end (validate_outputs, lablib.sh)
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
    OUTPUTS+=("$T/$name.json")
    secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
}
ids() { jq -r '[.findings[] | "\(.id):\(.group):\(.severity)"] | join(" ")' "$T/$1.json"; }
explain() { printf '%s (exit %s): %s\n%s' "$1" "$rc" "$(ids "$1" 2>/dev/null)" "$(tail -5 "$T/$1.err")"; }

"$LAB_TOOL" up --nodes 2 --topology direct --ibwb "$TANDEM_LAB_IBWB" >"$T/up.log" 2>&1 || fail "lab up: $(tail -5 "$T/up.log")"
cli setup setup --mtu 9000 --yes
((rc == 0)) || fail "setup: exit $rc $(tail -3 "$T/setup.err")"

# A healthy cluster: nothing found, every twin and both at once in both directions, NCCL.
clean_doctor() { # clean_doctor NAME
    cli "$1" doctor
    ((rc == 0)) || fail "$(explain "$1")"
    [[ $(jq '.findings | length' "$T/$1.json") == 0 ]] || fail "$(explain "$1")"
}
clean_doctor clean
[[ $(jq '[.links[] | select(.band == "expected")] | length' "$T/clean.json") == 6 ]] ||
    fail "clean: expected 6 RDMA runs in band: $(jq -c '[.links[] | [.twin, .direction, .rdma_gbps, .band]]' "$T/clean.json")"
[[ $(jq '[.links[] | select(.a_gid_index == null or .b_gid_index == null)] | length' "$T/clean.json") == 0 ]] ||
    fail "clean: a run without the GID index read from sysfs"
[[ $(jq -r '.nccl[0].band' "$T/clean.json") == expected ]] || fail "clean: NCCL pair: $(jq -c '.nccl' "$T/clean.json")"
[[ $(jq '[.parity[] | select(.same == false)] | length' "$T/clean.json") == 0 ]] ||
    fail "clean: parity differs: $(jq -c '[.parity[] | select(.same == false)]' "$T/clean.json")"
pass "a healthy cluster: no finding, 6 RDMA runs and NCCL in band, parity alike (${secs} s)"

for name in "${selected[@]}"; do
    line=""
    for c in "${CASES[@]}"; do [[ ${c%%|*} == "$name" ]] && line=$c; done
    [[ -n $line ]] || fail "unknown case '$name'"
    IFS='|' read -r _ faults rules group fixable <<<"$line"
    IFS=';' read -r -a injections <<<"$faults"
    for f in "${injections[@]}"; do
        # shellcheck disable=SC2086 # a fault's arguments are words
        "$LAB_TOOL" fault $f >>"$T/faults.log" 2>&1 || fail "$name: fault $f: $(tail -3 "$T/faults.log")"
    done
    cli "$name" doctor
    ((rc == 1)) || fail "$name: doctor exit $rc, expected 1: $(explain "$name")"
    IFS=',' read -r -a expected <<<"$rules"
    for r in "${expected[@]}"; do
        [[ $(jq --arg id "$r" '[.findings[] | select(.id == $id)] | length' "$T/$name.json") -ge 1 ]] ||
            fail "$name: no $r finding: $(explain "$name")"
    done
    [[ $(jq -r --arg id "${expected[0]}" '[.findings[] | select(.id == $id)][0].group' "$T/$name.json") == "$group" ]] ||
        fail "$name: ${expected[0]} is not in group $group: $(explain "$name")"
    [[ -n $(jq -r --arg id "${expected[0]}" '[.findings[] | select(.id == $id)][0].fix' "$T/$name.json") ]] ||
        fail "$name: ${expected[0]} has no fix"
    found="$(ids "$name") (${secs} s)"
    if [[ $fixable == yes ]]; then
        cli "$name-fix" doctor --fix --yes
        ((rc == 0)) || fail "$name: doctor --fix exit $rc: $(explain "$name-fix")"
        [[ $(jq '[.findings[] | select(.severity != "info")] | length' "$T/$name-fix.json") == 0 ]] || fail "$name: after --fix: $(explain "$name-fix")"
        for r in "${expected[@]}"; do
            [[ $(jq --arg id "$r" '[.before_fix.findings[] | select(.id == $id)] | length' "$T/$name-fix.json") -ge 1 ]] ||
                fail "$name: before_fix lacks $r"
        done
        pass "$name: $found; --fix repaired it and a second look is clean (${secs} s)"
    else
        pass "$name: $found"
    fi
    "$LAB_TOOL" fault clear >>"$T/faults.log" 2>&1
    clean_doctor "$name-cleared"
done

validate_outputs "${OUTPUTS[@]}"
