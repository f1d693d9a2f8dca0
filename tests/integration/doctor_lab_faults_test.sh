#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck disable=SC2015 # "check && check || fail ...": fail exits, so this is an if-then
# shellcheck disable=SC2016 # $HOME in the commands sent over SSH is the node user's
#
# What the lab offers Tandem's Doctor (tests/lab/README.md): on a 2-node direct lab with the
# right twins addressed (MTU 9000), the sysfs GID tables and show_gids agree; ib_write_bw run
# over SSH as the user gives the lab's bands on each twin alone and on both twins at once; each
# Doctor fault (stale-connectx, power-cycle, nccl-collapse, gid-drift, mtu-reset, version-skew,
# path-skew) shows its effect, the path-skew fix a user would make works, and `fault clear`
# takes each fault away. Exit 77 (ctest SKIP_RETURN_CODE) when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
require_lab ssh ssh-keygen mpirun runuser ss
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"
IBWB="${TANDEM_LAB_IBWB:-}"
[[ -n $IBWB && -x $IBWB ]] || skip "ib_write_bw stand-in not built (cmake --build build --target tandem-lab-ib-write-bw)"

lab_workdir tandem-doctor-lab
"$LAB_TOOL" up --nodes 2 --topology direct --standin "$STANDIN" --ibwb "$IBWB" >"$T/up.txt" || fail "tandem-lab up"
STATE="$TANDEM_LAB_DIR/state.json"
USER_=$(jq -r .user "$STATE")
M1=$(jq -r '.nodes[0].mgmt_address' "$STATE")
M2=$(jq -r '.nodes[1].mgmt_address' "$STATE")
M=("" "$M1" "$M2")

# --- addresses as a user's netplan file gives them, applied by the netplan shim ----------------
for i in 1 2; do
    printf '%s\n' "network:" "  version: 2" "  ethernets:" "    enp1s0f1np1:" "      mtu: 9000" \
        "      addresses: [192.168.100.1$((i - 1))/24]" "    enP2p1s0f1np1:" "      mtu: 9000" \
        "      addresses: [192.168.101.1$((i - 1))/24]" |
        "$LAB_TOOL" exec "$i" sh -c 'cat >/etc/netplan/40-cx7.yaml && chmod 600 /etc/netplan/40-cx7.yaml && netplan apply' ||
        fail "netplan apply on node$i"
done

# --- SSH as the user: this test's key, and node-to-node keys for mpirun -------------------------
ssh-keygen -q -t ed25519 -N '' -f "$T/id" -C doctor-lab-test
ssh-keygen -q -t ed25519 -N '' -f "$T/node_id" -C doctor-lab-nodes
: >"$T/known_hosts"
for k in 0 1; do
    printf '%s,192.168.100.1%s,192.168.101.1%s %s\n' "$(jq -r ".nodes[$k].mgmt_address" "$STATE")" "$k" "$k" \
        "$(jq -r ".nodes[$k].host_key" "$STATE")" >>"$T/known_hosts"
done
for i in 1 2; do # into the node's /home (a folder of the lab dir), owned by the user
    home="$TANDEM_LAB_DIR/nodes/node$i/home/$USER_"
    mkdir -p "$home/.ssh"
    cat "$T/id.pub" "$T/node_id.pub" >"$home/.ssh/authorized_keys"
    cp "$T/node_id" "$home/.ssh/id_ed25519"
    cp "$T/known_hosts" "$home/.ssh/known_hosts"
    chmod 0700 "$home/.ssh"
    chmod 0600 "$home/.ssh"/*
    chown -R "$(jq -r ".nodes[$((i - 1))].uid" "$STATE"):$(jq -r ".nodes[$((i - 1))].gid" "$STATE")" "$home/.ssh"
done
kssh() { # kssh N CMD: a non-interactive SSH session of the user on node N, as Tandem opens one
    local n=$1
    shift
    ssh -F /dev/null -o UserKnownHostsFile="$T/known_hosts" -o GlobalKnownHostsFile=/dev/null -o StrictHostKeyChecking=yes \
        -o BatchMode=yes -o IdentitiesOnly=yes -o ConnectTimeout=5 -o LogLevel=ERROR -i "$T/id" "$USER_@${M[$n]}" "$@" </dev/null
}
[[ $(kssh 1 hostname) == "$(jq -r '.nodes[0].hostname' "$STATE")" ]] || fail "key SSH to node1"
pass "addresses applied (MTU 9000); key SSH to both nodes"

# --- the GID tables in sysfs and show_gids agree ----------------------------------------------
# sysfs_gids N: "DEV INDEX GID TYPE NDEV" for each populated entry; fails if an index 0..15 has
# no gids file, or an unpopulated one (all zeros) has a type or ndev file.
sysfs_gids() {
    kssh "$1" 'for d in /sys/class/infiniband/*; do p=$d/ports/1; i=0
        while [ $i -lt 16 ]; do
            [ -r $p/gids/$i ] || { echo "no gids/$i in $d" >&2; exit 1; }
            g=$(cat $p/gids/$i)
            if [ -e $p/gid_attrs/types/$i ]; then echo "${d##*/} $i $g $(sed "s/.* //" $p/gid_attrs/types/$i) $(cat $p/gid_attrs/ndevs/$i)"
            elif [ $g != 0000:0000:0000:0000:0000:0000:0000:0000 ] || [ -e $p/gid_attrs/ndevs/$i ]; then echo "bad entry $d $i" >&2; exit 1; fi
            i=$((i + 1))
        done; done' | sort
}
gids_agree() { # gids_agree N NAME: show_gids on node N, read by tandem-cli, against sysfs
    sysfs_gids "$1" >"$T/$2.sysfs" || fail "node$1's sysfs GID table is not as the driver keeps it"
    kssh "$1" show_gids >"$T/$2.out"
    "$CLI" parse show_gids "$T/$2.out" --json >"$T/$2.json" || fail "tandem-cli parse show_gids ($2)"
    jq -e '.warnings == []' "$T/$2.json" >/dev/null || fail "show_gids ($2) warned: $(jq -c .warnings "$T/$2.json")"
    jq -r '.gids[] | "\(.device) \(.index) \(.gid) \(.version) \(.netdev)"' "$T/$2.json" | sort >"$T/$2.shown"
    cmp -s "$T/$2.sysfs" "$T/$2.shown" || fail "show_gids and sysfs differ on node$1 ($2): $(diff "$T/$2.sysfs" "$T/$2.shown")"
}
for i in 1 2; do gids_agree "$i" "gids$i"; done
grep -qx 'rocep1s0f1 3 0000:0000:0000:0000:0000:ffff:c0a8:640a v2 enp1s0f1np1' "$T/gids1.sysfs" &&
    grep -qx 'roceP2p1s0f1 3 0000:0000:0000:0000:0000:ffff:c0a8:650b v2 enP2p1s0f1np1' "$T/gids2.sysfs" ||
    fail "the first IPv4 RoCE v2 GID is not index 3: $(cat "$T/gids1.sysfs" "$T/gids2.sysfs")"
[[ $(grep -c . "$T/gids1.sysfs") -eq 12 ]] || fail "node1 has not 12 GIDs: $(cat "$T/gids1.sysfs")"
pass "GID tables: 16 entries per port, unpopulated ones without type; show_gids reads what sysfs holds; IPv4 RoCE v2 at 3"

# --- ib_write_bw between the nodes ---------------------------------------------------------------
# ibwb NAME SERVER CLIENT DEV ADDR PORT [OPTIONS...]: the server on node SERVER, then the client on
# node CLIENT (the Doctor's options unless given); outputs in $T/NAME.{srv,cli}.{out,err}, exit
# statuses in $T/NAME.{srv,cli}.rc.
ibwb() {
    local name=$1 srv=$2 cli=$3 dev=$4 addr=$5 port=$6 i
    shift 6
    local -a opts=("$@")
    ((${#opts[@]})) || opts=(-x 3 -F --report_gbits -q 4 -s 65536 -n 20000)
    { kssh "$srv" "timeout 30 ib_write_bw -d $dev -i 1 -p $port ${opts[*]}" >"$T/$name.srv.out" 2>"$T/$name.srv.err"
        echo $? >"$T/$name.srv.rc"; } &
    for ((i = 0; i < 50; i++)); do
        [[ ! -e $T/$name.srv.rc ]] || break
        kssh "$srv" "ss -Htln 'sport = :$port'" | grep -q . && break
        sleep 0.1
    done
    set +e
    kssh "$cli" "timeout 30 ib_write_bw -d $dev -i 1 -p $port ${opts[*]} $addr" >"$T/$name.cli.out" 2>"$T/$name.cli.err"
    echo $? >"$T/$name.cli.rc"
    set -e
    wait
}
# gbps NAME SIDE: BW average read by tandem-cli parse ib_write_bw, which must not warn.
gbps() {
    "$CLI" parse ib_write_bw "$T/$1.$2.out" --json >"$T/$1.$2.json" 2>"$T/$1.$2.perr" ||
        fail "$1 ($2): tandem-cli parse ib_write_bw: $(cat "$T/$1.$2.perr") $(cat "$T/$1.$2.out" "$T/$1.$2.err")"
    jq -e '.warnings == [] and .complete' "$T/$1.$2.json" >/dev/null || fail "$1 ($2): parse warned: $(jq -c .warnings "$T/$1.$2.json")"
    jq -r .bw_average "$T/$1.$2.json"
}
within() { awk -v v="$1" -v a="$2" -v b="$3" 'BEGIN { exit !(v >= a && v <= b) }'; }
ok_run() { # ok_run NAME LOW HIGH: both ends exit 0, agree, and the client's figure is in the band
    [[ $(cat "$T/$1.cli.rc") == 0 && $(cat "$T/$1.srv.rc") == 0 ]] || fail "$1 failed: $(cat "$T/$1.cli.err" "$T/$1.srv.err")"
    local c s
    c=$(gbps "$1" cli)
    s=$(gbps "$1" srv)
    [[ $c == "$s" ]] || fail "$1: client says $c Gb/s, server $s"
    within "$c" "$2" "$3" || fail "$1: $c Gb/s, expected $2-$3"
    printf '%s' "$c"
}
failed_run() { # failed_run NAME TEXT: the client exits 1 and says TEXT
    [[ $(cat "$T/$1.cli.rc") == 1 ]] || fail "$1: client exited $(cat "$T/$1.cli.rc"), expected 1: $(cat "$T/$1.cli.out")"
    grep -qF -- "$2" "$T/$1.cli.err" || fail "$1: client did not say '$2': $(cat "$T/$1.cli.err")"
}
ibwb twinA 2 1 rocep1s0f1 192.168.100.11 18515
a=$(ok_run twinA 110.5 112)
ibwb twinB 2 1 roceP2p1s0f1 192.168.101.11 18516
b=$(ok_run twinB 110.5 112)
jq -e '.gid_index == 3 and .mtu_bytes == 4096 and .local_ipv4 == "192.168.101.10" and .remote_ipv4 == "192.168.101.11"' "$T/twinB.cli.json" >/dev/null ||
    fail "twinB: parameters read wrongly: $(jq -c . "$T/twinB.cli.json")"
pass "ib_write_bw one twin alone: $a and $b Gb/s (110.5-112), both ends agree, parsed without warnings"
ibwb both1 2 1 rocep1s0f1 192.168.100.11 18517 & # both twins of the right port at once
ibwb both2 2 1 roceP2p1s0f1 192.168.101.11 18518
wait
a=$(ok_run both1 92 98)
b=$(ok_run both2 92 98)
within "$(awk -v a="$a" -v b="$b" 'BEGIN { print a + b }')" 185 196 || fail "both twins: $a + $b Gb/s is not 185-196"
pass "ib_write_bw both twins at once: $a + $b Gb/s"
ibwb badidx 2 1 rocep1s0f1 192.168.100.11 18519 -x 9 -F --report_gbits # an unpopulated entry
failed_run badidx "Unable to Connect the HCA's through the link"
set +e
kssh 1 'ib_write_bw -d rocep1s0f1 -x 3 -p 18519 -F --report_gbits 192.168.100.11' >/dev/null 2>"$T/nosrv.err"
rc=$?
set -e
((rc == 1)) && grep -qx "Couldn't connect to 192.168.100.11:18519" "$T/nosrv.err" &&
    grep -qx ' Unable to init the socket connection' "$T/nosrv.err" || fail "no server: rc $rc, $(cat "$T/nosrv.err")"
"$LAB_TOOL" fault twin-down 1 enp1s0f1np1 >/dev/null
for i in 1 2; do # a twin down is down at both ends: perftest stops at the port's state
    if kssh "$i" 'ib_write_bw -d rocep1s0f1 -x 3 -p 18519 -F --report_gbits' >/dev/null 2>"$T/down.err" ||
        ! grep -q 'Port number 1 state is Down' "$T/down.err"; then fail "twin down, node$i: $(cat "$T/down.err")"; fi
done
"$LAB_TOOL" fault clear >/dev/null
pass "ib_write_bw fails as perftest does: -x on an empty GID entry, no server to connect to, a twin down"

# --- NCCL across both nodes (mpirun from node1) --------------------------------------------------
nccl() { # nccl NAME: all_gather_perf over both nodes; output in $T/NAME.nccl, exit status in $rc
    set +e
    kssh 1 'timeout 60 mpirun -H 192.168.100.10:1,192.168.100.11:1 $HOME/nccl-tests/build/all_gather_perf -b 1G -e 1G -n 5 -w 1' \
        >"$T/$1.nccl" 2>&1
    rc=$?
    set -e
}
busbw() { sed -n 's/^# Avg bus bandwidth *: \([0-9.]*\).*/\1/p' "$T/$1.nccl"; }
nccl base
((rc == 0)) || fail "nccl-tests across the nodes: $(cat "$T/base.nccl")"
base=$(busbw base)
within "$base" 22 25 || fail "baseline busbw $base GB/s"

# --- stale-connectx, reboot, power-cycle ----------------------------------------------------------
"$LAB_TOOL" fault stale-connectx 1 enp1s0f1np1 >/dev/null
[[ $(kssh 1 'ethtool enp1s0f1np1' 2>/dev/null) == *'Speed: 200000Mb/s'* ]] || fail "stale-connectx changed ethtool's speed"
ibwb stale 1 2 rocep1s0f1 192.168.100.10 18520 # the faulty node serves: either end shows it
s=$(ok_run stale 8 25)
nccl stale
within "$(busbw stale)" 0.5 "$(awk -v b="$base" 'BEGIN { print b / 3 }')" || fail "busbw with a stale ConnectX: $(busbw stale) (base $base)"
"$LAB_TOOL" fault reboot 1 >/dev/null
ibwb stale2 2 1 rocep1s0f1 192.168.100.11 18521
ok_run stale2 8 25 >/dev/null
"$LAB_TOOL" fault power-cycle 1 >/dev/null
ibwb cycled 2 1 rocep1s0f1 192.168.100.11 18522
a=$(ok_run cycled 110.5 112)
pass "stale-connectx: 200000 Mb/s but $s Gb/s, busbw $(busbw stale) (was $base); a reboot keeps it, power-cycle clears it ($a)"

# --- nccl-collapse ---------------------------------------------------------------------------------
"$LAB_TOOL" fault nccl-collapse >/dev/null
nccl collapse
within "$(busbw collapse)" "$(awk -v b="$base" 'BEGIN { print b / 12 }')" "$(awk -v b="$base" 'BEGIN { print b / 8 }')" ||
    fail "nccl-collapse: busbw $(busbw collapse), base $base"
ibwb collapse 2 1 rocep1s0f1 192.168.100.11 18523
ok_run collapse 110.5 112 >/dev/null
"$LAB_TOOL" fault clear >/dev/null
nccl cleared
within "$(busbw cleared)" 22 25 || fail "busbw after clear: $(busbw cleared)"
pass "nccl-collapse: busbw $(busbw collapse) GB/s, ib_write_bw unaffected; clear brings $(busbw cleared) back"

# --- gid-drift ----------------------------------------------------------------------------------
"$LAB_TOOL" fault gid-drift 2 >/dev/null
gids_agree 2 drift2
grep -qx 'rocep1s0f1 5 0000:0000:0000:0000:0000:ffff:c0a8:640b v2 enp1s0f1np1' "$T/drift2.sysfs" &&
    grep -Eq '^rocep1s0f1 3 fd7a:.* v2 enp1s0f1np1$' "$T/drift2.sysfs" || fail "gid-drift: node2's table: $(cat "$T/drift2.sysfs")"
for i in 1 2; do [[ $(kssh "$i" 'cat ~/.nccl.conf') == NCCL_IB_GID_INDEX=3 ]] || fail "gid-drift: node$i's ~/.nccl.conf"; done
nccl drift
((rc != 0)) && grep -q 'IBV_WC_RETRY_EXC_ERR(12)' "$T/drift.nccl" && grep -q 'Test NCCL failure' "$T/drift.nccl" ||
    fail "gid-drift: NCCL with the pinned index did not fail with a retry error (rc $rc): $(cat "$T/drift.nccl")"
ibwb drift 2 1 rocep1s0f1 192.168.100.11 18524
failed_run drift "Found Incompatibility issue with GID types."
ibwb drift5 2 1 rocep1s0f1 192.168.100.11 18525 -F --report_gbits -q 4 # no -x: perftest finds 5 itself
ok_run drift5 110.5 112 >/dev/null
"$LAB_TOOL" fault clear >/dev/null
gids_agree 2 undrift2
grep -qx 'rocep1s0f1 3 0000:0000:0000:0000:0000:ffff:c0a8:640b v2 enp1s0f1np1' "$T/undrift2.sysfs" || fail "clear: node2's table: $(cat "$T/undrift2.sysfs")"
[[ -z $(kssh 2 'cat ~/.nccl.conf 2>/dev/null') ]] || fail "clear left ~/.nccl.conf"
nccl undrift
((rc == 0)) || fail "NCCL after clearing gid-drift: $(cat "$T/undrift.nccl")"
pass "gid-drift: node2's IPv4 RoCE v2 GID at 5, the pin of 3 fails NCCL (IBV_WC_RETRY_EXC_ERR) and ib_write_bw -x 3; clear undoes it"

# --- mtu-reset --------------------------------------------------------------------------------
"$LAB_TOOL" fault mtu-reset 1 enp1s0f1np1 >/dev/null
[[ $(kssh 1 'cat /sys/class/net/enp1s0f1np1/mtu') == 1500 && $("$LAB_TOOL" exec 1 grep -c "mtu: 9000" /etc/netplan/40-cx7.yaml) == 2 ]] ||
    fail "mtu-reset: live MTU or netplan file"
ibwb mtu 2 1 rocep1s0f1 192.168.100.11 18526
failed_run mtu "Failed status 12:"
grep -q 'Completion with error at client' "$T/mtu.cli.err" || fail "mtu-reset: $(cat "$T/mtu.cli.err")"
nccl mtu
((rc != 0)) || fail "mtu-reset: NCCL did not fail"
"$LAB_TOOL" exec 1 netplan apply || fail "netplan apply"
[[ $(kssh 1 'cat /sys/class/net/enp1s0f1np1/mtu') == 9000 ]] || fail "netplan apply did not restore the MTU"
ibwb mtu2 2 1 rocep1s0f1 192.168.100.11 18527
ok_run mtu2 110.5 112 >/dev/null
"$LAB_TOOL" fault mtu-reset 1 enp1s0f1np1 >/dev/null
"$LAB_TOOL" fault clear >/dev/null
[[ $(kssh 1 'cat /sys/class/net/enp1s0f1np1/mtu') == 9000 ]] || fail "clear did not restore the MTU"
pass "mtu-reset: 1500 live, files at 9000; ib_write_bw fails with status 12, NCCL fails; netplan apply and clear restore 9000"

# --- version-skew -----------------------------------------------------------------------------
"$LAB_TOOL" fault version-skew 2 >/dev/null
v1=$(kssh 1 '$HOME/nccl-tests/build/all_gather_perf -b 8 -e 8 -g 1 -n 1 -w 0 -c 0' | sed -n 1p)
v2=$(kssh 2 '$HOME/nccl-tests/build/all_gather_perf -b 8 -e 8 -g 1 -n 1 -w 0 -c 0' | sed -n 1p)
[[ $v1 == '# nccl-tests version 2.19.6 nccl-headers=22809 nccl-library=22809' &&
    $v2 == '# nccl-tests version 2.16.4 nccl-headers=22703 nccl-library=22703' ]] || fail "version-skew headers: '$v1' / '$v2'"
nccl skew
((rc != 0)) && grep -q 'Mismatched NCCL version detected' "$T/skew.nccl" || fail "version-skew: NCCL did not fail at init: $(cat "$T/skew.nccl")"
"$LAB_TOOL" fault clear >/dev/null
[[ $(kssh 2 '$HOME/nccl-tests/build/all_gather_perf -b 8 -e 8 -g 1 -n 1 -w 0 -c 0' | sed -n 1p) == "$v1" ]] || fail "clear: node2's version"
pass "version-skew: node2 prints 2.16.4/22703 run alone, a run with it fails at init; clear undoes it"

# --- path-skew, and the fix a user makes ----------------------------------------------------------
"$LAB_TOOL" fault path-skew 2 >/dev/null
if kssh 2 'command -v mpirun' >/dev/null; then fail "path-skew: mpirun still on node2's non-interactive PATH"; fi
login=$(kssh 2 'bash -lic "command -v mpirun" 2>/dev/null')
[[ $login == "/home/$USER_/.local/openmpi/bin/mpirun" ]] || fail "path-skew: a login shell finds '$login'"
[[ $(kssh 1 'command -v mpirun') == /usr/bin/mpirun ]] || fail "path-skew reached node1"
nccl skewpath
((rc != 0)) && grep -q 'orted: command not found' "$T/skewpath.nccl" || fail "path-skew: launch did not fail on orted: $(cat "$T/skewpath.nccl")"
kssh 2 'sed -i "1i export PATH=\"\$HOME/.local/openmpi/bin:\$PATH\"" ~/.bashrc'
[[ $(kssh 2 'command -v mpirun') == "/home/$USER_/.local/openmpi/bin/mpirun" ]] || fail "the fix above the guard did not reach SSH commands"
nccl fixed
((rc == 0)) || fail "mpirun after the fix: $(cat "$T/fixed.nccl")"
"$LAB_TOOL" fault clear >/dev/null
[[ $(kssh 2 'command -v mpirun') == /usr/bin/mpirun ]] && ! kssh 2 'grep -q openmpi ~/.bashrc' || fail "clear: path-skew left behind"
pass "path-skew: no mpirun for SSH commands, orted not found on launch, login shell finds ~/.local/openmpi; the PATH export above the guard fixes it; clear undoes it"

# --- through the switch: one twin alone ------------------------------------------------------
"$LAB_TOOL" down >/dev/null
"$LAB_TOOL" up --nodes 2 --topology switch --standin "$STANDIN" --ibwb "$IBWB" >"$T/up-switch.txt" || fail "tandem-lab up (switch)"
jq -r '.nodes[] | "\(.mgmt_address) \(.host_key)"' "$STATE" | while read -r m key; do printf '%s %s\n' "$m" "$key"; done >"$T/known_hosts"
for i in 1 2; do
    printf '%s\n' "network:" "  version: 2" "  ethernets:" "    enp1s0f1np1:" "      addresses: [192.168.100.1$((i - 1))/24]" |
        "$LAB_TOOL" exec "$i" sh -c 'cat >/etc/netplan/40-cx7.yaml && chmod 600 /etc/netplan/40-cx7.yaml && netplan apply' ||
        fail "netplan apply on node$i (switch)"
    home="$TANDEM_LAB_DIR/nodes/node$i/home/$USER_"
    mkdir -p "$home/.ssh"
    cp "$T/id.pub" "$home/.ssh/authorized_keys"
    chown -R "$(jq -r ".nodes[$((i - 1))].uid" "$STATE")" "$home/.ssh"
done
ibwb switch 2 1 rocep1s0f1 192.168.100.11 18530
a=$(ok_run switch 108.5 109.5)
pass "ib_write_bw one twin through the switch: $a Gb/s (108.5-109.5)"

printf 'doctor lab faults test: %d s\n' "$SECONDS"
