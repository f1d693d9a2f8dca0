#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli check` against real labs: the healthy 2-node direct, 3-node ring and 4-node
# switch layouts pass and are classified right; each lab fault makes the right check fail or
# warn; a changed host key or a dead sshd exits 3; no password appears in any output or file.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-check-test

PASSWORDS=()
lab_up() { # lab_up ARGS...: a fresh lab, its password remembered for the final grep
    "$LAB_TOOL" down >/dev/null 2>&1 || true
    "$LAB_TOOL" up --standin "$STANDIN" "$@" >"$T/up.txt" || fail "tandem-lab up $*"
    PASSWORDS+=("$(jq -r '.nodes[0].password' "$TANDEM_LAB_DIR/state.json")")
    rm -f "$T/known_hosts"
}
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$TANDEM_LAB_DIR/state.json"; }
RUN=0
OUTPUTS=()
check() { # check NAME [HOSTS...]: runs tandem-cli check --json; exit status in $rc
    local name=$1
    shift
    local -a targets=("$@")
    ((${#targets[@]})) || mapfile -t targets < <(hosts)
    RUN=$((RUN + 1))
    set +e
    jq -r '.nodes[0].password' "$TANDEM_LAB_DIR/state.json" |
        "$CLI" check "${targets[@]}" --password-stdin --known-hosts "$T/known_hosts" \
            ${ACCEPT:+--accept-new-host-keys} ${STATE_FILE:+--state "$STATE_FILE"} --json \
            >"$T/$name.json" 2>"$T/$name.err"
    rc=$?
    set -e
    OUTPUTS+=("$T/$name.json")
}
status_of() { # status_of NAME SECTION ID [NODE]
    jq -r --arg id "$3" --arg node "${4:-}" \
        ".$2[] | select(.id == \$id and ((\$node == \"\" and .node == null) or .node == \$node)) | .status" \
        "$T/$1.json" | head -n 1
}
expect() { # expect NAME SECTION ID NODE STATUS
    local got
    got=$(status_of "$1" "$2" "$3" "$4")
    [[ $got == "$5" ]] || fail "$1: $3 ${4:-(cluster)} is '$got', expected $5: $(jq -c ".$2[] | select(.id == \"$3\")" "$T/$1.json")"
}

# --- 2 nodes, direct ------------------------------------------------------------------
lab_up --nodes 2 --topology direct
N1=$(jq -r '.nodes[0].mgmt_address' "$TANDEM_LAB_DIR/state.json")
STATE_FILE="$T/session.json" ACCEPT=1 check direct
((rc == 0)) || fail "healthy direct lab: exit $rc: $(cat "$T/direct.err")"
jq -e '.version == 1 and (.nodes | length) == 2 and (.steps.cabling | length) > 0 and .topology.kind == "direct"' \
    "$T/session.json" >/dev/null || fail "--state did not save the session"
pass "--state saves the session (nodes, checks, topology)"
jq -e '.topology.kind == "direct" and (.topology.cables | length) == 1 and .topology.cables[0].twins == 2' \
    "$T/direct.json" >/dev/null || fail "direct lab classified as $(jq -c .topology "$T/direct.json")"
expect direct device_checks device.gpu "$N1" pass
expect direct device_checks device.sudo "$N1" pass
expect direct device_checks user.same "" pass
expect direct cabling cabling.speed "$N1" pass
pass "2-node direct lab passes and is classified direct"

# A known host now: no --accept-new-host-keys needed, still exit 0.
check known
((rc == 0)) || fail "second check with the stored host keys: exit $rc"
pass "host keys stored on first contact are used afterwards"

"$LAB_TOOL" fault twin-down 1 enP2p1s0f1np1 >/dev/null
check twin
((rc == 0)) || fail "one twin down should warn, not fail (exit $rc)"
expect twin cabling cabling.twins "$N1" warn
expect twin cabling topology "" warn
pass "one twin down: cabling.twins and topology warn (half bandwidth)"
"$LAB_TOOL" fault clear >/dev/null

"$LAB_TOOL" fault speed 1 enp1s0f1np1 100000 >/dev/null
check speed
expect speed cabling cabling.speed "$N1" warn
jq -e '.cabling[] | select(.id == "cabling.speed" and .status == "warn") | .detail | test("100 Gb/s")' \
    "$T/speed.json" >/dev/null || fail "speed warning does not name 100 Gb/s"
pass "100G negotiated: cabling.speed warns and names the speed"
"$LAB_TOOL" fault clear >/dev/null

"$LAB_TOOL" fault mtu 1 enp1s0f1np1 9000 >/dev/null
check mtu
expect mtu cabling cabling.mtu "$N1" warn
expect mtu cabling cabling.link-mtu "" warn
pass "MTU mismatch: twins and both ends of the cable warn"
"$LAB_TOOL" fault clear >/dev/null

"$LAB_TOOL" fault unplug 1 right >/dev/null
check unplug
((rc == 1)) || fail "unplugged cable should exit 1, got $rc"
expect unplug cabling cabling.port "$N1" fail
expect unplug cabling topology "" fail
jq -e '.cabling[] | select(.id == "cabling.port" and .status == "fail") | .fix | test("pull tab up")' \
    "$T/unplug.json" >/dev/null || fail "no-cable fix does not say how to plug the cable"
pass "unplugged: cabling.port and topology fail with a fix, exit 1"
"$LAB_TOOL" fault plug 1 right >/dev/null

"$LAB_TOOL" fault hostkey 1 >/dev/null
check hostkey
((rc == 3)) || fail "changed host key should exit 3, got $rc"
jq -e --arg n "$N1" '.connection[] | select(.node == $n) | .status == "fail" and (.detail | test("changed|CHANGED|differs"))' \
    "$T/hostkey.json" >/dev/null || fail "changed host key not explained: $(jq -c .connection "$T/hostkey.json")"
pass "changed host key: refused, explained, exit 3"

"$LAB_TOOL" fault sshd-kill 2 >/dev/null
check sshd
((rc == 3)) || fail "node with sshd down should exit 3, got $rc"
pass "sshd down: exit 3"

# --- different UIDs ---------------------------------------------------------------------
lab_up --nodes 2 --topology direct --different-uids
ACCEPT=1 check uids
expect uids device_checks user.same "" warn
jq -e '.device_checks[] | select(.id == "user.same") | .fix | test("usermod -u")' "$T/uids.json" >/dev/null ||
    fail "different UIDs: no usermod fix"
pass "different UIDs: user.same warns with the exact fix commands"

# --- GB10 family: NVIDIA's box next to an ASUS GX10 ----------------------------------------
lab_up --nodes 2 --topology direct --model dgx-spark,asus-gx10
mapfile -t MIX < <(jq -r '.nodes[].mgmt_address' "$TANDEM_LAB_DIR/state.json")
ACCEPT=1 check mixed
detail_of() { # detail_of NAME ID NODE
    jq -r --arg id "$2" --arg node "$3" '.device_checks[] | select(.id == $id and .node == $node) | .detail' "$T/$1.json"
}
expect mixed device_checks device.dgx "${MIX[0]}" pass
expect mixed device_checks device.dgx "${MIX[1]}" pass
[[ $(detail_of mixed device.dgx "${MIX[0]}") == *"NVIDIA DGX Spark"* ]] || fail "node 1 not named: $(detail_of mixed device.dgx "${MIX[0]}")"
[[ $(detail_of mixed device.dgx "${MIX[1]}") == *"ASUS Ascent GX10"* ]] || fail "node 2 not named: $(detail_of mixed device.dgx "${MIX[1]}")"
[[ $(detail_of mixed device.dgx "${MIX[1]}") == *"BIOS 0302"* ]] || fail "node 2's BIOS not named"
expect mixed device_checks device.os "${MIX[1]}" pass # DGX OS 7.5.0 by its last (French) OTA date
expect mixed device_checks device.pcie "${MIX[0]}" pass
expect mixed device_checks device.pcie "${MIX[1]}" warn # the x2 twin
[[ $(detail_of mixed device.pcie "${MIX[1]}") == *"PCIe x2"* ]] || fail "ASUS twin not named: $(detail_of mixed device.pcie "${MIX[1]}")"
expect mixed device_checks device.mix "" warn
! grep -q "TLAB" "$T/mixed.json" "$T/mixed.err" || fail "a serial number reached tandem-cli's output"
pass "dgx-spark + asus-gx10: both named with model and BIOS, the ASUS x2 twin and the mixed vendors warned, no serial shown"

# --- 3 nodes, ring ------------------------------------------------------------------------
lab_up --nodes 3 --topology ring
ACCEPT=1 check ring
((rc == 0)) || fail "healthy ring: exit $rc"
jq -e '.topology.kind == "ring" and (.topology.cables | length) == 3' "$T/ring.json" >/dev/null ||
    fail "ring classified as $(jq -c .topology "$T/ring.json")"
pass "3-node ring passes and is classified ring"

# --- 4 nodes of 4 vendors (one on stock Ubuntu), switch; timing 1 node against 4 -----------
lab_up --nodes 4 --topology switch --model dell-pro-max-gb10,hp-zgx-nano,lenovo-pgx+ubuntu,gigabyte-atom
mapfile -t ALL < <(hosts)
ACCEPT=1 check warmup "${ALL[0]}"
t0=$(date +%s.%N)
ACCEPT=1 check one "${ALL[0]}"
t1=$(date +%s.%N)
ACCEPT=1 check switch
t2=$(date +%s.%N)
((rc == 0)) || fail "healthy switch: exit $rc: $(jq -c '[.cabling[] | select(.status != "pass")]' "$T/switch.json")"
jq -e '.topology.kind == "switch" and (.topology.cables | length) == 4' "$T/switch.json" >/dev/null ||
    fail "switch classified as $(jq -c .topology "$T/switch.json")"
awk -v a="$t0" -v b="$t1" -v c="$t2" \
    'BEGIN { printf "check on 1 node: %.2f s, on 4 nodes: %.2f s (%.1fx)\n", b - a, c - b, (c - b) / (b - a) }'
pass "4-node switch passes and is classified switch"
mapfile -t ADDR < <(jq -r '.nodes[].mgmt_address' "$TANDEM_LAB_DIR/state.json")
for i in 0 1 2 3; do expect switch device_checks device.dgx "${ADDR[$i]}" pass; done
[[ $(detail_of switch device.dgx "${ADDR[1]}") == *"HP ZGX Nano"* ]] || fail "HP not named: $(detail_of switch device.dgx "${ADDR[1]}")"
[[ $(detail_of switch device.dgx "${ADDR[2]}") == *"ThinkStation PGX"* ]] ||
    fail "Lenovo not named: $(detail_of switch device.dgx "${ADDR[2]}")"
expect switch device_checks device.os "${ADDR[1]}" pass # HP: DGX_PLATFORM unquoted
expect switch device_checks device.os "${ADDR[2]}" warn
[[ $(detail_of switch device.os "${ADDR[2]}") == *"GB10 without DGX OS"* ]] || fail "stock Ubuntu not warned"
expect switch device_checks device.mix "" warn
# The stock-Ubuntu node has no ibdev2netdev shim (a host with the ConnectX tools of its own
# shows them through): its ports come from sysfs, and pass.
[[ $("$LAB_TOOL" exec 3 sh -c 'command -v ibdev2netdev' 2>/dev/null) != */shims/* ]] ||
    fail "node 3 (stock Ubuntu) has the ibdev2netdev shim"
expect switch device_checks device.tools "${ADDR[2]}" pass
expect switch cabling cabling.port "${ADDR[2]}" pass
expect switch cabling cabling.twins "${ADDR[2]}" pass
pass "four vendors named; the stock-Ubuntu node warned 'GB10 without DGX OS', its ports read from sysfs without ibdev2netdev"


# --- no password anywhere ------------------------------------------------------------------
for pw in "${PASSWORDS[@]}"; do
    if grep -rqF -- "$pw" "$T"/*.json "$T"/*.err "$T/data" "$T/known_hosts" "$T/session.json" 2>/dev/null; then
        fail "a lab password appears in tandem-cli's output or files"
    fi
done
pass "no password in any output, log or file of $RUN runs"
validate_outputs "${OUTPUTS[@]}"
