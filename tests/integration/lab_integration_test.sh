#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck disable=SC2015 # "check && check || fail ...": fail exits, so this is an if-then
#
# Integration test of the lab itself (tests/lab/tandem-lab): brings a private 2-node lab up,
# drives it through real SSH (password via SSH_ASKPASS, then keys), sudo, netplan, ping,
# mpirun and the nccl-tests stand-in, injects faults, and proves `down` leaves nothing.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
require_lab ssh ssh-keyscan ssh-keygen mpirun unshare nsenter

T=$(mktemp -d /tmp/tandem-lab-test.XXXXXX)
chmod 0700 "$T"
export TANDEM_LAB_DIR="$T/lab"
cleanup() {
    "$LAB_TOOL" down >/dev/null 2>&1 || true
    rm -rf "$T"
}
trap cleanup EXIT

# --- up, timed ----------------------------------------------------------------------
t0=$(date +%s.%N)
"$LAB_TOOL" up --nodes 2 --topology direct --standin "$STANDIN" >"$T/up.txt"
t1=$(date +%s.%N)
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "up (2 nodes, direct): %.2f s\n", b - a }'
STATE="$TANDEM_LAB_DIR/state.json"
[[ -f $STATE ]] || fail "no state file"
jq -e '.nodes|length==2' "$STATE" >/dev/null || fail "state has not 2 nodes"
cp "$STATE" "$T/state.first"
"$LAB_TOOL" up --nodes 2 --topology direct --standin "$STANDIN" >/dev/null || fail "second up failed"
cmp -s "$STATE" "$T/state.first" || fail "second up changed the lab"
pass "up twice gives the same lab"

USER_=$(jq -r .user "$STATE")
PASS=$(jq -r '.nodes[0].password' "$STATE")
H1=$(jq -r '.nodes[0].hostname' "$STATE")
H2=$(jq -r '.nodes[1].hostname' "$STATE")
M1=$(jq -r '.nodes[0].mgmt_address' "$STATE")
M2=$(jq -r '.nodes[1].mgmt_address' "$STATE")

# --- known_hosts from ssh-keyscan, checked against the state file -----------------------
: >"$T/known_hosts"
for k in 0 1; do
    ip_=$(jq -r ".nodes[$k].mgmt_address" "$STATE")
    want=$(jq -r ".nodes[$k].host_key_fingerprint" "$STATE")
    ssh-keyscan -t ed25519 -T 3 "$ip_" 2>/dev/null >"$T/scan"
    got=$(ssh-keygen -lf "$T/scan" | awk '{print $2}')
    [[ $got == "$want" ]] || fail "host key of $ip_ is $got, state file says $want"
    cat "$T/scan" >>"$T/known_hosts"
done
pass "host keys scanned over management match the state file"

# --- SSH with a password (SSH_ASKPASS, never argv) and with a key --------------------
umask 077
printf '%s\n' "$PASS" >"$T/password"
printf '#!/bin/sh\nexec cat %q\n' "$T/password" >"$T/askpass"
chmod 0700 "$T/askpass"
SSH_COMMON=(-F /dev/null -o UserKnownHostsFile="$T/known_hosts" -o GlobalKnownHostsFile=/dev/null
    -o StrictHostKeyChecking=yes -o ConnectTimeout=5 -o LogLevel=ERROR)
pssh() { # password ssh: pssh HOST CMD...
    local h=$1
    shift
    SSH_ASKPASS="$T/askpass" SSH_ASKPASS_REQUIRE=force DISPLAY=none \
        ssh "${SSH_COMMON[@]}" -o PubkeyAuthentication=no -o PreferredAuthentications=password \
        -o NumberOfPasswordPrompts=1 "$USER_@$h" "$@"
}
kssh() { # key ssh: kssh HOST CMD...
    local h=$1
    shift
    ssh "${SSH_COMMON[@]}" -o BatchMode=yes -o PasswordAuthentication=no -o IdentitiesOnly=yes \
        -i "$T/id_ed25519" "$USER_@$h" "$@"
}
[[ $(pssh "$M1" hostname </dev/null) == "$H1" ]] || fail "password ssh to node1 did not reach $H1"
[[ $(pssh "$M2" hostname </dev/null) == "$H2" ]] || fail "password ssh to node2 did not reach $H2"
pass "password SSH to both nodes over management"
ssh-keygen -q -t ed25519 -N '' -f "$T/id_ed25519" -C tandem-lab-test
for m in "$M1" "$M2"; do
    pssh "$m" 'umask 077; mkdir -p ~/.ssh; cat >>~/.ssh/authorized_keys' <"$T/id_ed25519.pub"
done
[[ $(kssh "$M1" hostname </dev/null) == "$H1" && $(kssh "$M2" hostname </dev/null) == "$H2" ]] || fail "key ssh"
pass "key SSH to both nodes"
[[ $(kssh "$M1" 'cat /etc/hostname; grep -c DGX_NAME /etc/dgx-release' </dev/null | tr '\n' ' ') == "$H1 1 " ]] ||
    fail "node1 does not see its own /etc/hostname and /etc/dgx-release"
pass "node-private /etc/hostname and /etc/dgx-release"

# --- sudo asks for the password --------------------------------------------------------
printf '%s\n' "$PASS" | kssh "$M1" 'sudo -S -p "" true' || fail "sudo with the right password failed"
if printf 'wrong-%s\n' "$PASS" | kssh "$M1" 'sudo -S -p "" true' 2>/dev/null; then fail "sudo accepted a wrong password"; fi
if kssh "$M1" 'sudo -n true' </dev/null 2>/dev/null; then fail "sudo is passwordless"; fi
pass "sudo -S works with the right password, fails with a wrong one, is not NOPASSWD"

# --- netplan apply of the PB plan, ping across both twins --------------------------------
netplan_file() {
    cat <<EOF
network:
  version: 2
  ethernets:
    enp1s0f1np1:
      addresses:
        - 192.168.100.$1/24
      dhcp4: no
    enP2p1s0f1np1:
      addresses:
        - 192.168.101.$1/24
      dhcp4: no
EOF
}
sudo_run() { # sudo_run HOST 'cmd' [stdin-file]: password first on stdin, then the data
    local h=$1 cmd=$2 data=${3:-/dev/null}
    { printf '%s\n' "$PASS"; cat "$data"; } | kssh "$h" "sudo -S -p '' sh -c '$cmd'"
}
netplan_file 10 >"$T/n1.yaml"
netplan_file 11 >"$T/n2.yaml"
sudo_run "$M1" 'cat >/etc/netplan/40-cx7.yaml && chmod 600 /etc/netplan/40-cx7.yaml && netplan apply' "$T/n1.yaml"
sudo_run "$M2" 'cat >/etc/netplan/40-cx7.yaml && chmod 600 /etc/netplan/40-cx7.yaml && netplan apply' "$T/n2.yaml"
kssh "$M1" 'ip -4 -o addr show dev enp1s0f1np1; ip -4 -o addr show dev enP2p1s0f1np1' </dev/null >"$T/addr"
grep -q '192.168.100.10/24' "$T/addr" && grep -q '192.168.101.10/24' "$T/addr" || fail "netplan apply did not set node1's addresses: $(cat "$T/addr")"
[[ ! -e "$TANDEM_LAB_DIR/../etc/netplan/40-cx7.yaml" && ! -e /etc/netplan/40-cx7.yaml ]] || fail "40-cx7.yaml leaked onto the host"
kssh "$M1" 'ping -c1 -W1 -I enp1s0f1np1 192.168.100.11 && ping -c1 -W1 -I enP2p1s0f1np1 192.168.101.11' </dev/null >/dev/null ||
    fail "node1 cannot ping node2 across both twins"
kssh "$M2" 'ping -c1 -W1 -I enp1s0f1np1 192.168.100.10 && ping -c1 -W1 -I enP2p1s0f1np1 192.168.101.10' </dev/null >/dev/null ||
    fail "node2 cannot ping node1 across both twins"
pass "netplan apply of 40-cx7.yaml; nodes ping each other across both twins"

# A bad YAML fails like the real netplan (file:line:col) and changes nothing.
printf 'network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses: [192.168.100.10/24\n' >"$T/bad.yaml"
if sudo_run "$M1" 'cat >/etc/netplan/50-bad.yaml && chmod 600 /etc/netplan/50-bad.yaml && netplan apply' "$T/bad.yaml" 2>"$T/bad.err"; then
    fail "netplan apply accepted broken YAML"
fi
grep -q '50-bad.yaml:' "$T/bad.err" || fail "netplan error lacks file:line:col: $(cat "$T/bad.err")"
sudo_run "$M1" 'rm -f /etc/netplan/50-bad.yaml'
pass "netplan apply rejects broken YAML with the real generator's message"

# --- ibdev2netdev, ethtool; unplug / plug ----------------------------------------------
kssh "$M1" ibdev2netdev </dev/null >"$T/ib"
grep -qx 'rocep1s0f1 port 1 ==> enp1s0f1np1 (Up)' "$T/ib" || fail "ibdev2netdev: $(cat "$T/ib")"
grep -qx 'rocep1s0f0 port 1 ==> enp1s0f0np0 (Down)' "$T/ib" || fail "ibdev2netdev unused port: $(cat "$T/ib")"
[[ $(kssh "$M1" 'ethtool enp1s0f1np1' </dev/null 2>/dev/null) == *'Speed: 200000Mb/s'* ]] || fail "ethtool speed"
"$LAB_TOOL" fault unplug node1 right >/dev/null
kssh "$M1" ibdev2netdev </dev/null >"$T/ib"
grep -qx 'rocep1s0f1 port 1 ==> enp1s0f1np1 (Down)' "$T/ib" && grep -qx 'roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Down)' "$T/ib" ||
    fail "after unplug ibdev2netdev still shows the right port up: $(cat "$T/ib")"
[[ $(kssh "$M2" ibdev2netdev </dev/null) == *'rocep1s0f1 port 1 ==> enp1s0f1np1 (Down)'* ]] || fail "unplug did not reach the far end"
[[ $(kssh "$M1" 'ethtool enp1s0f1np1' </dev/null 2>/dev/null) == *'Link detected: no'* ]] || fail "ethtool after unplug"
if kssh "$M1" 'ping -c1 -W1 -I enp1s0f1np1 192.168.100.11' </dev/null >/dev/null 2>&1; then fail "ping works with the cable unplugged"; fi
if kssh "$M1" 'ping -c1 -W1 -I enP2p1s0f1np1 192.168.101.11' </dev/null >/dev/null 2>&1; then fail "ping works on twin 2 with the cable unplugged"; fi
pass "fault unplug: ibdev2netdev shows the right port Down at both ends; no ping"
"$LAB_TOOL" fault plug 1 right >/dev/null
sleep 0.3
kssh "$M1" 'ping -c1 -W2 -I enp1s0f1np1 192.168.100.11 && ping -c1 -W2 -I enP2p1s0f1np1 192.168.101.11' </dev/null >/dev/null ||
    fail "no ping after plug"
pass "fault plug: link back"

# --- node-to-node keys, then real mpirun over the CX7 addresses -------------------------
: >"$T/node_keys"
for m in "$M1" "$M2"; do
    kssh "$m" 'test -f ~/.ssh/id_ed25519 || ssh-keygen -q -t ed25519 -N "" -f ~/.ssh/id_ed25519; cat ~/.ssh/id_ed25519.pub' </dev/null >>"$T/node_keys"
done
: >"$T/node_known_hosts"
for k in 0 1; do
    key=$(jq -r ".nodes[$k].host_key" "$STATE")
    n=$((10 + k))
    printf '%s,%s,192.168.100.%s,192.168.101.%s %s\n' "$(jq -r ".nodes[$k].hostname" "$STATE")" \
        "$(jq -r ".nodes[$k].mgmt_address" "$STATE")" "$n" "$n" "$key" >>"$T/node_known_hosts"
done
for m in "$M1" "$M2"; do
    kssh "$m" 'cat >>~/.ssh/authorized_keys' <"$T/node_keys"
    kssh "$m" 'cat >>~/.ssh/known_hosts' <"$T/node_known_hosts"
done
kssh "$M1" 'timeout 60 mpirun -H 192.168.100.10:1,192.168.100.11:1 hostname' </dev/null >"$T/mpi_hostname" 2>"$T/mpi_err" ||
    fail "mpirun hostname failed: $(cat "$T/mpi_err")"
grep -qx "$H1" "$T/mpi_hostname" && grep -qx "$H2" "$T/mpi_hostname" || fail "mpirun hostname printed: $(cat "$T/mpi_hostname")"
pass "mpirun -H 192.168.100.10:1,192.168.100.11:1 hostname reaches both nodes"

# --- the nccl-tests stand-in under mpirun --------------------------------------------
run_nccl() { # run_nccl "ENV..." ARGS : all_gather_perf from node1 across both nodes
    kssh "$M1" "$1 timeout 120 mpirun -H 192.168.100.10:1,192.168.100.11:1 ${1:+$(for v in $1; do printf -- '-x %s ' "${v%%=*}"; done)} \$HOME/nccl-tests/build/all_gather_perf $2" </dev/null
}
run_nccl "" "-b 8 -e 16G -f 2" >"$T/nccl.txt" 2>"$T/nccl.err" || fail "stand-in run failed: $(cat "$T/nccl.err")"
grep -q '^# nccl-tests version 2.19.6 nccl-headers=' "$T/nccl.txt" || fail "no version line"
grep -q '^# Collective test starting: all_gather_perf$' "$T/nccl.txt" || fail "no start line"
grep -Eq "^#  Rank  1 Group  0 Pid +[0-9]+ on +$H2 device  0 \[000f:01:00\] NVIDIA GB10$" "$T/nccl.txt" || fail "no device line for $H2"
rows=$(grep -Ec '^ +[0-9]+ +[0-9]+ +float +none +-1 ' "$T/nccl.txt")
((rows == 32)) || fail "expected 32 rows for 8B..16G, got $rows"
grep -q '^# Out of bounds values : 0 OK$' "$T/nccl.txt" || fail "no out-of-bounds trailer"
grep -Eq '^# Avg bus bandwidth    : [0-9.]+ $' "$T/nccl.txt" || fail "no Avg bus bandwidth line"
grep -q '^# Collective test concluded: all_gather_perf$' "$T/nccl.txt" || fail "no concluded line"
[[ $(tail -c 3 "$T/nccl.txt" | od -An -c | tr -d ' ') == '#\n\n' ]] || fail "output does not end with '#' and an empty line"
big=$(awk '$1 == 17179869184 {print $8}' "$T/nccl.txt")
awk -v b="$big" 'BEGIN { exit !(b > 22.5 && b < 25) }' || fail "busbw at 16G is $big, expected ~23.7"
[[ -n $CLI && -x $CLI ]] || fail "tandem-cli is not built (TANDEM_CLI=$CLI)"
"$CLI" parse nccl-tests "$T/nccl.txt" --json >"$T/parsed.json" 2>"$T/parse.err" ||
    fail "tandem-cli parse nccl-tests rejected the stand-in output: $(cat "$T/parse.err")"
jq -e '.complete == true and (.rows | length) == 32 and .collective == "all_gather"
       and .peak_busbw.value > 22.5 and (.ranks | length) == 2' "$T/parsed.json" >/dev/null ||
    fail "tandem-cli parse nccl-tests read the stand-in output wrongly: $(jq -c '{complete, collective, rows: (.rows|length), peak_busbw, ranks: (.ranks|length)}' "$T/parsed.json")"
pass "tandem-cli parse nccl-tests reads the stand-in output (32 rows, complete, 2 ranks)"
pass "stand-in: $rows rows, trailer, busbw $big GB/s at 16G over both twins"

run_nccl "NCCL_DEBUG=INFO" "-b 1G -e 1G" >"$T/info.txt" 2>&1 || fail "NCCL_DEBUG=INFO run failed"
grep -Eq "^$H1:[0-9]+:[0-9]+ \[0\] NCCL INFO NET/IB : Using \[0\]rocep1s0f1:1/RoCE \[1\]roceP2p1s0f1:1/RoCE \[RO\]; OOB " "$T/info.txt" ||
    fail "no NET/IB Using line: $(grep NCCL "$T/info.txt" | head -5)"
grep -q 'NCCL INFO Using network IB' "$T/info.txt" || fail "no 'Using network IB'"
grep -Eq 'NCCL INFO Channel 00/0 : 0\[0\] -> 1\[0\] \[send\] via NET/IB/0' "$T/info.txt" || fail "no channel line"
"$CLI" parse nccl-tests "$T/info.txt" --json >"$T/info.json" 2>"$T/parse.err" ||
    fail "tandem-cli parse nccl-tests rejected the NCCL_DEBUG=INFO output: $(cat "$T/parse.err")"
jq -e '.transport.network == "IB" and ([.transport.devices[].name] | sort) == ["roceP2p1s0f1", "rocep1s0f1"]' \
    "$T/info.json" >/dev/null || fail "transport not read as IB over both twins: $(jq -c .transport "$T/info.json")"
pass "NCCL_DEBUG=INFO names IB with both twins, and tandem-cli reads that transport"

run_nccl "NCCL_IB_HCA=rocep1s0f1" "-b 16G -e 16G -f 2" >"$T/one.txt" 2>&1 || fail "one-twin run failed"
one=$(awk '$1 == 17179869184 {print $8}' "$T/one.txt")
awk -v b="$one" 'BEGIN { exit !(b > 10.5 && b < 13) }' || fail "one twin busbw $one, expected about half"
run_nccl "NCCL_IB_DISABLE=1 NCCL_DEBUG=INFO" "-b 16G -e 16G -f 2" >"$T/sock.txt" 2>&1 || fail "socket run failed"
grep -q 'NCCL INFO NET/IB : No device found.' "$T/sock.txt" && grep -q 'NCCL INFO Using network Socket' "$T/sock.txt" ||
    fail "NCCL_IB_DISABLE=1 did not fall back to Socket"
sock=$(awk '$1 == 17179869184 {print $8}' "$T/sock.txt")
awk -v b="$sock" 'BEGIN { exit !(b > 0.8 && b < 1.5) }' || fail "socket busbw $sock"
pass "busbw model: one twin $one GB/s, Socket $sock GB/s"

# --- more faults ---------------------------------------------------------------------
# netplan try without confirmation reverts to what ran before.
netplan_file 20 >"$T/n1b.yaml"
sudo_run "$M1" 'cat >/etc/netplan/40-cx7.yaml && netplan try --timeout 2 </dev/null >/dev/null' "$T/n1b.yaml"
kssh "$M1" 'ip -4 -o addr show dev enp1s0f1np1' </dev/null >"$T/addr"
grep -q '192.168.100.10/24' "$T/addr" && ! grep -q '192.168.100.20/24' "$T/addr" || fail "netplan try did not revert: $(cat "$T/addr")"
sudo_run "$M1" 'cat >/etc/netplan/40-cx7.yaml' "$T/n1.yaml"
pass "netplan try --timeout 2 reverts when not confirmed"

# Stale NVIDIA Sync file: netplan merges the sequences, two IPv4s per twin.
"$LAB_TOOL" fault stale-netplan node2 >/dev/null
sudo_run "$M2" 'netplan apply'
kssh "$M2" 'ip -4 -o addr show dev enp1s0f1np1' </dev/null >"$T/addr"
grep -q '192.168.100.11/24' "$T/addr" && grep -q '10.100.16.2/24' "$T/addr" || fail "stale netplan not merged: $(cat "$T/addr")"
pass "fault stale-netplan: 99-nvidia-sync-cluster.yaml merged by the real generator"

# mpirun hang: the stand-in stops after the header until killed.
"$LAB_TOOL" fault mpirun-hang >/dev/null
if kssh "$M1" "timeout 8 mpirun -H 192.168.100.10:1,192.168.100.11:1 \$HOME/nccl-tests/build/all_gather_perf -b 1M -e 1M" </dev/null >"$T/hang.txt" 2>&1; then
    fail "stand-in did not hang"
fi
grep -q '^#        (B)' "$T/hang.txt" && ! grep -q '^# Out of bounds' "$T/hang.txt" || fail "hang output: $(cat "$T/hang.txt")"
"$LAB_TOOL" fault clear >/dev/null
pass "fault mpirun-hang: header, then silence until killed"

# Changed host key: the old known_hosts entry no longer matches; the state file has the new one.
old_fpr=$(jq -r '.nodes[1].host_key_fingerprint' "$STATE")
"$LAB_TOOL" fault hostkey "$H2" >/dev/null
new_fpr=$(jq -r '.nodes[1].host_key_fingerprint' "$STATE")
[[ $new_fpr != "$old_fpr" ]] || fail "fault hostkey did not change the state file"
if kssh "$M2" true </dev/null 2>"$T/hk.err"; then fail "ssh accepted a changed host key"; fi
grep -q 'REMOTE HOST IDENTIFICATION HAS CHANGED' "$T/hk.err" || fail "no host-key-changed error: $(cat "$T/hk.err")"
got=$(ssh-keyscan -t ed25519 -T 3 "$M2" 2>/dev/null | ssh-keygen -lf - | awk '{print $2}')
[[ $got == "$new_fpr" ]] || fail "scanned $got, state file says $new_fpr"
pass "fault hostkey: ssh refuses the node, state file has the new fingerprint"

"$LAB_TOOL" fault sshd-kill 1 >/dev/null
if ssh-keyscan -T 2 "$M1" >/dev/null 2>&1 && [[ -n $(ssh-keyscan -T 2 "$M1" 2>/dev/null) ]]; then fail "sshd still answers"; fi
"$LAB_TOOL" fault clear >/dev/null
[[ -n $(ssh-keyscan -T 3 "$M1" 2>/dev/null) ]] || fail "fault clear did not restart sshd"
pass "fault sshd-kill / clear"

# --- down leaves nothing -----------------------------------------------------------------
# This lab's names (its slot's: other labs may be up beside it) and every process in its
# namespaces, sshd among them, taken before down.
mgmt_ns=$(jq -r .management.bridge_namespace "$STATE")
ns_prefix=${mgmt_ns%mgmt}
host_if=$(jq -r .management.host_interface "$STATE")
lab_pids=()
for ns in $(jq -r '.nodes[].netns' "$STATE") "$mgmt_ns"; do
    mapfile -t -O "${#lab_pids[@]}" lab_pids < <(ip netns pids "$ns")
done
((${#lab_pids[@]} >= 2)) || fail "no sshd found in the lab's namespaces before down"
t0=$(date +%s.%N)
"$LAB_TOOL" down >/dev/null
t1=$(date +%s.%N)
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "down: %.2f s\n", b - a }'
[[ -z $(ip netns list | grep "^$ns_prefix" || true) ]] || fail "$ns_prefix namespaces left: $(ip netns list)"
! ip link show "$host_if" >/dev/null 2>&1 || fail "$host_if left"
! grep -qF "$TANDEM_LAB_DIR/" /proc/self/mountinfo || fail "lab mounts left"
for p in "${lab_pids[@]}"; do
    # A zombie is ended (the host's init may be slow to reap it).
    [[ $(awk '{print $3}' "/proc/$p/stat" 2>/dev/null || echo Z) == Z ]] ||
        fail "process $p ($(tr '\0' ' ' <"/proc/$p/cmdline")) of the lab left running"
done
[[ ! -e $TANDEM_LAB_DIR ]] || fail "state dir $TANDEM_LAB_DIR left"
"$LAB_TOOL" down >/dev/null || fail "second down failed"
pass "down leaves nothing (namespaces, link, mounts, processes, files); down twice is fine"
echo "PASS"
