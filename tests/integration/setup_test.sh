#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli setup` and `restore` against real labs: on a 2-node direct, a 3-node ring and a
# 4-node switch lab, setup passes (plan, apply, SSH fabric, verify with mpirun over CX7), and
# restore leaves every file Tandem touched byte-identical to before and the fabric gone. Also:
# a stale NVIDIA Sync netplan file is shown with its fix before anything is written; a plan
# that overlaps the management network is refused. Prints the setup timings.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-setup-test

STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }
OUTPUTS=()
cli() { # cli NAME COMMAND [ARGS...]: tandem-cli COMMAND HOSTS --json ...; status in $rc
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(hosts)
    set +e
    password | "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json "$@" \
        >"$T/$name.json" 2>"$T/$name.err"
    rc=$?
    set -e
    OUTPUTS+=("$T/$name.json")
}
# Every file Tandem may touch on every node, with its hash (or "absent").
snapshot() {
    local n count
    count=$(jq '.nodes | length' "$(STATE)")
    for ((n = 1; n <= count; n++)); do
        # shellcheck disable=SC2016 # expanded by the node's shell
        "$LAB_TOOL" exec "$n" sh -c '
            for f in /etc/netplan/*.yaml /home/*/.ssh/authorized_keys /home/*/.ssh/known_hosts /home/*/.ssh/config; do
                [ -e "$f" ] && printf "%s %s %s\n" "$f" "$(stat -c "%U:%G:%a" "$f")" "$(sha256sum <"$f" | cut -c1-64)"
            done; ls /etc/netplan; ip -4 -br addr show | grep -v "^lo\|enP7s7" || true' | sed "s/^/node$n /"
    done
}
status_of() { jq -r --arg id "$2" "[.$3[] | select(.id == \$id) | .status] | unique | join(\",\")" "$T/$1.json"; }

setup_and_restore() { # setup_and_restore LABEL: setup passes, restore puts everything back
    local label=$1 t0 t1
    snapshot >"$T/before.txt"
    t0=$(date +%s.%N)
    cli "setup-$label" setup --yes --timings
    t1=$(date +%s.%N)
    ((rc == 0)) || fail "$label: setup exit $rc: $(jq -c '[.[]? | arrays | .[] | select(.status == "fail")]' "$T/setup-$label.json" 2>/dev/null) $(tail -3 "$T/setup-$label.err")"
    [[ $(status_of "setup-$label" verify.mpirun verify) == pass ]] || fail "$label: mpirun over CX7 did not pass"
    [[ $(status_of "setup-$label" verify.ssh verify) == pass ]] || fail "$label: SSH matrix did not pass"
    [[ $(status_of "setup-$label" verify.ping verify) == pass ]] || fail "$label: ping matrix did not pass"
    awk -v a="$t0" -v b="$t1" -v l="$label" 'BEGIN { printf "setup on %s: %.1f s from start to verified\n", l, b - a }'
    # --timings: every step with its wall time, the last (verify) too, and the span.
    sed -n '/^step /,/^total /p' "$T/setup-$label.err"
    for step in devices device_checks cabling network_plan apply ssh_fabric verify total; do
        awk -v s="$step" '$1 == s && $2 ~ /^[0-9]+\.[0-9][0-9]$/ { found = 1 } END { exit !found }' \
            "$T/setup-$label.err" || fail "$label: --timings has no wall time for $step"
    done
    pass "$label: setup passes (plan, apply, fabric, verify with mpirun over CX7)"
    cli "restore-$label" restore --yes
    ((rc == 0)) || fail "$label: restore exit $rc: $(tail -3 "$T/restore-$label.err")"
    snapshot >"$T/after.txt"
    diff -u "$T/before.txt" "$T/after.txt" || fail "$label: restore did not put every file back as it was"
    pass "$label: restore leaves every touched file byte-identical and the CX7 addresses gone"
}

# --- 2 nodes, direct (NVIDIA's box and an ASUS GX10); the refusals first ----------------
"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct --model dgx-spark,asus-gx10 >/dev/null
cli overlap plan --base "$(jq -r .management.network "$TANDEM_LAB_DIR/state.json")"
((rc == 1)) || fail "a plan over the management network should exit 1, got $rc"
[[ $(status_of overlap plan.mgmt-overlap network_plan) == fail ]] || fail "no plan.mgmt-overlap failure"
pass "a plan that overlaps the management network is refused"

# Without --yes and without a terminal to ask on, a change is refused and nothing is written.
snapshot >"$T/noyes-before.txt"
mapfile -t TARGETS < <(hosts)
set +e
password | setsid -w "$CLI" apply "${TARGETS[@]}" --password-stdin --accept-new-host-keys >"$T/noyes.out" 2>"$T/noyes.err"
rc=$?
set -e
((rc == 2)) || fail "apply without --yes and without a terminal should exit 2, got $rc"
grep -q -- "--yes" "$T/noyes.err" || fail "the refusal does not say how to go ahead: $(cat "$T/noyes.err")"
grep -q "+        - 192.168.100.10/24" "$T/noyes.out" || fail "the change was not shown before asking"
snapshot >"$T/noyes-after.txt"
diff -q "$T/noyes-before.txt" "$T/noyes-after.txt" >/dev/null || fail "apply without --yes changed a node"
pass "without --yes the change (YAML diff) is shown, not made, when there is no terminal to ask"

"$LAB_TOOL" fault stale-netplan 1 >/dev/null
# As on a node where NVIDIA Sync ran: its file is in effect, its addresses are up.
"$LAB_TOOL" exec 1 netplan apply >/dev/null
snapshot >"$T/stale-before.txt"
cli stale plan
((rc == 0)) || fail "plan with a stale Sync file: exit $rc"
[[ $(status_of stale plan.other-netplan network_plan) == *warn* ]] || fail "stale Sync file not reported"
jq -e '.move_aside[] | select(.file == "99-nvidia-sync-cluster.yaml")' "$T/stale.json" >/dev/null ||
    fail "the stale file is not listed to be moved aside"
jq -e '[.network_plan[] | select(.id == "plan.other-netplan" and .fix != null) | .fix | test("99-nvidia-sync-cluster.yaml")] | any' \
    "$T/stale.json" >/dev/null || fail "no fix names the stale file"
snapshot >"$T/stale-after.txt"
diff -q "$T/stale-before.txt" "$T/stale-after.txt" >/dev/null || fail "plan changed a node"
pass "a stale 99-nvidia-sync-cluster.yaml is reported with its fix, and nothing is written"
setup_and_restore "2-node direct, dgx-spark + asus-gx10 (stale Sync file moved aside and back)"

# A new lab has new host keys: this side starts afresh too (Tandem rightly refuses changed keys).
new_lab() {
    "$LAB_TOOL" down >/dev/null
    rm -rf "$XDG_DATA_HOME"
    "$LAB_TOOL" up --standin "$STANDIN" "$@" >/dev/null
}

# --- 3 nodes, ring: GIGABYTE, MSI (its netplan hands everything to NetworkManager), Acer -------
new_lab --nodes 3 --topology ring --model gigabyte-atom,msi-edgexpert,acer-gn100
# The lab runs no NetworkManager: what netplan hands to it is not applied, so setup passes
# only if Tandem's file hands the MSI's ports to networkd.
setup_and_restore "3-node ring, GIGABYTE + MSI + Acer"
jq -e '[.netplan | to_entries[] | .value.yaml | test("renderer: networkd")] | any' \
    "$T/setup-3-node ring, GIGABYTE + MSI + Acer.json" >/dev/null || fail "the MSI's file does not name networkd"
jq -e '[.netplan | to_entries[] | .value.yaml | test("renderer")] | map(select(.)) | length == 1' \
    "$T/setup-3-node ring, GIGABYTE + MSI + Acer.json" >/dev/null || fail "not the MSI alone got a renderer"
jq -e '[.network_plan[] | select(.id == "plan.network-manager") | .detail | test("01-network-manager-all.yaml")] | any' \
    "$T/setup-3-node ring, GIGABYTE + MSI + Acer.json" >/dev/null || fail "the plan does not say why the MSI's file names networkd"
pass "MSI EdgeXpert: NetworkManager renders its netplan; Tandem's file names networkd, and the plan takes effect"

# --- 4 nodes of four vendors, one on stock Ubuntu, switch -----------------------------------
new_lab --nodes 4 --topology switch --model dell-pro-max-gb10,hp-zgx-nano,lenovo-pgx+ubuntu,gigabyte-atom
setup_and_restore "4-node switch, Dell + HP + Lenovo (stock Ubuntu) + GIGABYTE"

validate_outputs "${OUTPUTS[@]}"
