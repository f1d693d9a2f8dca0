#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The lab's shims (tests/lab/shims) print what real GB10 machines print. On a 2-node direct lab,
# every shim runs on node1 in each form Tandem or a user calls it; `tandem-cli parse KIND -
# --json` must read each output with exit 0, no warnings and the facts a Spark shows, and each
# output is held against the recorded output of the same command in tests/data/real (layout,
# header lines, line order, units, dates), byte for byte where the lab can set up the same case.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
require_lab runuser expand
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"
REAL="$SRC_DIR/tests/data/real"

lab_workdir tandem-shims-test
"$LAB_TOOL" up --nodes 2 --topology direct --standin "$STANDIN" >"$T/up.txt" || fail "tandem-lab up"
STATE="$TANDEM_LAB_DIR/state.json"
USER_=$(jq -r .user "$STATE")
H1=$(jq -r '.nodes[0].hostname' "$STATE")

# run NAME CMD...: CMD on node1 as root (sudo's view), stdout in $T/NAME.out; must exit 0.
run() {
    local name=$1
    shift
    "$LAB_TOOL" exec 1 "$@" >"$T/$name.out" 2>"$T/$name.err" || fail "$name: '$*' exited $?: $(cat "$T/$name.err")"
}
# urun NAME CMD...: the same as the lab's user, as Tandem runs it over SSH.
urun() {
    local name=$1
    shift
    run "$name" runuser -u "$USER_" -- "$@"
}
# parse KIND NAME: tandem-cli parse KIND - --json reads $T/NAME.out (into $T/NAME.json) with
# exit 0 and an empty warnings array.
parse() {
    local kind=$1 name=$2 rc=0
    "$CLI" parse "$kind" - --json <"$T/$name.out" >"$T/$name.json" 2>"$T/$name.perr" || rc=$?
    ((rc == 0)) || fail "$name: tandem-cli parse $kind exited $rc: $(cat "$T/$name.perr")
--- output:
$(cat "$T/$name.out")"
    jq -e '.warnings == []' "$T/$name.json" >/dev/null ||
        fail "$name: tandem-cli parse $kind warned: $(jq -c .warnings "$T/$name.json")"
}
# fact NAME JQ WHAT: JQ holds on $T/NAME.json.
fact() { jq -e "$2" "$T/$1.json" >/dev/null || fail "$1: $3: $(jq -c . "$T/$1.json")"; }
# same WHAT EXPECTED GOT: two files (one may be -, standard input) equal byte for byte.
same() {
    local want=$2 got=$3
    [[ $want != - ]] || { cat >"$T/same.stdin" && want=$T/same.stdin; }
    [[ $got != - ]] || { cat >"$T/same.stdin" && got=$T/same.stdin; }
    cmp -s "$want" "$got" || fail "$1 differs from the real output (- real, + lab):
$(diff -u "$want" "$got" | cat -A | head -n 40)"
}
# real FILE: a real file without its shell prompt lines.
real() { grep -Ev '^[[:alnum:]_.-]+@[[:alnum:]_.-]+:[^ ]*\$' "$REAL/$1" || true; }

# --- uname: a GB10 is aarch64 -------------------------------------------------------------
urun uname-m uname -m
[[ $(cat "$T/uname-m.out") == aarch64 ]] || fail "uname -m printed '$(cat "$T/uname-m.out")', a GB10 prints aarch64"
urun uname-a uname -a
if ! grep -q ' aarch64 ' "$T/uname-a.out" || grep -q x86_64 "$T/uname-a.out"; then fail "uname -a: $(cat "$T/uname-a.out")"; fi
urun uname-n uname -n
[[ $(cat "$T/uname-n.out") == "$H1" ]] || fail "uname -n printed '$(cat "$T/uname-n.out")', not $H1"
pass "uname -m is aarch64 (uname -a too), uname -n the node's hostname"

# --- nvidia-smi: the table ----------------------------------------------------------------
urun smi nvidia-smi
parse nvidia-smi smi
fact smi '.form == "table" and .driver_version == "580.95.05" and .cuda_version == "13.0"' "driver and CUDA"
fact smi '(.gpus | length) == 1 and .gpus[0].name == "NVIDIA GB10" and .gpus[0].index == 0' "one NVIDIA GB10"
fact smi '.gpus[0].bus_id == "0000000F:01:00.0" and .gpus[0].persistence == "On"' "bus id, persistence"
fact smi '.gpus[0].memory_total_mib == null and .gpus[0].memory_used_mib == null' "unified memory is Not Supported"
fact smi '.gpus[0].power_cap_w == null and .processes == []' "no power cap, no processes"
# The timestamp: C-locale date with the 7 trailing blanks of the real ones.
stamp='^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ 123][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9] [0-9]{4} {7}$'
real nvidia-smi-obrienlabs-blog.txt >"$T/smi.real"
head -n 1 "$T/smi.real" | grep -Eq "$stamp" || fail "the timestamp pattern does not fit the real file"
head -n 1 "$T/smi.out" | grep -Eq "$stamp" || fail "nvidia-smi timestamp line: '$(head -n 1 "$T/smi.out" | cat -A)'"
# The table up to the processes' "|===" line, against a real Spark with the same driver: the
# same lines, except the GPU's two value lines, whose column bars must sit where the real ones do.
bars() { sed 's/[^|+]/ /g'; }
n=$(grep -n '^|=*|$' "$T/smi.real" | head -n 1 | cut -d: -f1)
[[ -n $n ]] || fail "no processes table in the real nvidia-smi output"
for ((i = 2; i <= n; i++)); do
    want=$(sed -n "${i}p" "$T/smi.real")
    got=$(sed -n "${i}p" "$T/smi.out")
    if [[ $want == *'NVIDIA GB10'* || $want == '| N/A '* ]]; then
        [[ $(bars <<<"$got") == "$(bars <<<"$want")" ]] || fail "nvidia-smi line $i: '$got', real: '$want'"
    else
        [[ $got == "$want" ]] || fail "nvidia-smi line $i: '$got', real: '$want'"
    fi
done
got=$(sed -n "$((n + 1))p" "$T/smi.out")
[[ $got == '|  No running processes found'* && $(bars <<<"$got") == "$(grep -m 1 '^| Processes:' "$T/smi.real" | bars)" ]] ||
    fail "nvidia-smi processes row: '$got'"
[[ $(tail -n 1 "$T/smi.out") == "$(tail -n 1 "$T/smi.real")" && $(wc -l <"$T/smi.out") -eq $((n + 2)) ]] ||
    fail "nvidia-smi does not end like the real table: $(tail -n 2 "$T/smi.out")"
pass "nvidia-smi: the real table's layout, C-locale timestamp with its trailing blanks; one GB10, unified memory"

# --- nvidia-smi --query-gpu -------------------------------------------------------------
urun q-noheader nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
[[ $(cat "$T/q-noheader.out") == 'NVIDIA GB10, 580.95.05' ]] || fail "query noheader: $(cat "$T/q-noheader.out")"
parse nvidia-smi q-noheader
fact q-noheader '.form == "csv" and (.gpus | length) == 1 and .gpus[0].name == "NVIDIA GB10" and .gpus[0].driver_version == "580.95.05"' "name, driver"
urun q-header nvidia-smi --query-gpu=name,driver_version --format=csv
printf 'name, driver_version\nNVIDIA GB10, 580.95.05\n' | same "query with header" - "$T/q-header.out"
parse nvidia-smi q-header
fact q-header '.gpus[0].name == "NVIDIA GB10" and .gpus[0].driver_version == "580.95.05"' "name, driver"
# The exact command of tests/data/real/nvidia-smi-query-nounits-jethac.txt: no units anywhere,
# and [N/A] for the unified memory (the real file has no final newline).
urun q-nounits nvidia-smi --query-gpu=name,memory.used,memory.total,utilization.gpu --format=csv,noheader,nounits
{ cat "$REAL/nvidia-smi-query-nounits-jethac.txt"; echo; } | same "query nounits" - "$T/q-nounits.out"
parse nvidia-smi q-nounits
"$CLI" parse nvidia-smi "$REAL/nvidia-smi-query-nounits-jethac.txt" --json >"$T/q-nounits.real.json" || fail "parse of the real nounits file"
jq -e --slurpfile r "$T/q-nounits.real.json" '. == $r[0] and .gpus[0].name == "NVIDIA GB10"' "$T/q-nounits.json" >/dev/null ||
    fail "q-nounits is read unlike the real file: $(jq -c . "$T/q-nounits.json")"
# Units in the header in brackets and after each value, but not after [N/A].
urun q-units nvidia-smi --query-gpu=gpu_name,utilization.gpu,power.draw,memory.total,temperature.gpu --format=csv
printf 'name, utilization.gpu [%%], power.draw [W], memory.total [MiB], temperature.gpu\nNVIDIA GB10, 0 %%, 4.95 W, [N/A], 41\n' |
    same "query with units" - "$T/q-units.out"
parse nvidia-smi q-units
fact q-units '.gpus[0].name == "NVIDIA GB10" and .gpus[0].utilization_percent == 0 and .gpus[0].power_w == 4.95 and .gpus[0].temperature_c == 41' "units read"
# The Gigabyte probe's columns (tests/data/real/nvidia-smi-query-gigabyte-aitopatom-ds4probe.txt):
# the same row but for the driver version.
urun q-probe nvidia-smi --query-gpu=index,gpu_name,pci.bus_id,driver_version,compute_cap,memory.total --format=csv,noheader
sed -n 2p "$REAL/nvidia-smi-query-gigabyte-aitopatom-ds4probe.txt" | sed 's/580\.142/580.95.05/' | same "query as the probe" - "$T/q-probe.out"
urun q-probe-h nvidia-smi --query-gpu=index,gpu_name,pci.bus_id,driver_version,compute_cap,memory.total --format=csv
parse nvidia-smi q-probe-h
fact q-probe-h '.gpus[0].index == 0 and .gpus[0].bus_id == "0000000F:01:00.0" and .gpus[0].compute_capability == "12.1" and .gpus[0].memory_total_mib == null' "probe columns"
urun smi-L nvidia-smi -L
grep -Eqx 'GPU 0: NVIDIA GB10 \(UUID: GPU-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\)' "$T/smi-L.out" ||
    fail "nvidia-smi -L: $(cat "$T/smi-L.out")"
pass "nvidia-smi --query-gpu: with and without header, units and nounits as real ones print them; -L"

# --- ethtool ----------------------------------------------------------------------------
urun eth-up ethtool enp1s0f1np1
parse ethtool eth-up
fact eth-up '(.interfaces | length) == 1 and .interfaces[0].interface == "enp1s0f1np1"' "one interface"
fact eth-up '.interfaces[0].speed_mbps == 200000 and .interfaces[0].duplex == "Full" and .interfaces[0].link_detected == true' "200000 Mb/s, Full, link"
fact eth-up '.interfaces[0].auto_negotiation == true and any(.interfaces[0].supported_link_modes[]; . == "200000baseCR4/Full")' "autoneg, 200G modes"
run eth-up-root ethtool enp1s0f1np1
parse ethtool eth-up-root
fact eth-up-root '.interfaces[0].speed_mbps == 200000' "as root"
# What users paste (tests/data/real/ethtool-speed-playbook-switch-200g.txt), from the same commands.
speeds() { # speeds NAME: the real file's two commands on this node, with its prompt
    local ifa
    : >"$T/$1.out"
    for ifa in enp1s0f1np1 enP2p1s0f1np1; do
        [[ $ifa == enp1s0f1np1 ]] || echo >>"$T/$1.out"
        echo "nvidia@dxg-spark-1:~\$ sudo ethtool $ifa | grep Speed" >>"$T/$1.out"
        "$LAB_TOOL" exec 1 sh -c "ethtool $ifa | grep Speed" >>"$T/$1.out" || fail "ethtool $ifa | grep Speed"
    done
}
speeds speed200
same "ethtool | grep Speed" "$REAL/ethtool-speed-playbook-switch-200g.txt" "$T/speed200.out"
parse ethtool speed200
fact speed200 '[.interfaces[].speed_mbps] == [200000, 200000] and [.interfaces[].interface] == ["enp1s0f1np1", "enP2p1s0f1np1"]' "both twins 200000"
"$LAB_TOOL" fault speed 1 enp1s0f1np1 100000 >/dev/null
"$LAB_TOOL" fault speed 1 enP2p1s0f1np1 100000 >/dev/null
speeds speed100
same "ethtool | grep Speed at 100G" "$REAL/ethtool-speed-playbook-switch-100g.txt" "$T/speed100.out"
parse ethtool speed100
fact speed100 '[.interfaces[].speed_mbps] == [100000, 100000]' "both twins 100000"
"$LAB_TOOL" fault clear >/dev/null
# The unused left port: no carrier.
urun eth-down ethtool enp1s0f0np0
parse ethtool eth-down
fact eth-down '.interfaces[0].speed_mbps == null and .interfaces[0].link_detected == false' "no speed, no link"
# The management port: the lines the Gigabyte probe kept are printed as they are there.
urun eth-mgmt ethtool enP7s7
parse ethtool eth-mgmt
fact eth-mgmt '.interfaces[0].interface == "enP7s7" and .interfaces[0].speed_mbps == 10000 and .interfaces[0].link_detected == true' "10000, link"
sed -n '/^Settings for enP7s7:/,/Link detected/p' "$REAL/ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt" >"$T/eth-mgmt.real"
[[ $(wc -l <"$T/eth-mgmt.real") -eq 5 ]] || fail "the real enP7s7 block changed"
grep -Fxf "$T/eth-mgmt.real" "$T/eth-mgmt.out" | same "ethtool enP7s7 (the probe's lines)" "$T/eth-mgmt.real" -
pass "ethtool: 200000Mb/s CX-7, Unknown! when down, 10000 on enP7s7; grep Speed as in the playbook, 100G fault too"

# --- ethtool -i -------------------------------------------------------------------------
urun drv ethtool -i enp1s0f1np1
parse ethtool-i drv
fact drv '.interfaces[0].driver == "mlx5_core" and .interfaces[0].bus_info == "0000:01:00.1"' "mlx5_core at 0000:01:00.1"
fact drv '(.interfaces[0].firmware_version | test("^[0-9]+\\.[0-9]+\\.[0-9]+$")) and .interfaces[0].psid == "NVD0000000087"' "firmware and PSID"
fact drv '(.interfaces[0].version | test("^6\\.[0-9]+\\.[0-9]+-[0-9]+-nvidia$")) and .interfaces[0].supports_statistics == true' "kernel version"
# tests/data/real/ethtool-i-cx7-dspark-partial.txt: the same first keys, the same firmware line.
real ethtool-i-cx7-dspark-partial.txt | sed '/^#/d; /^$/d' >"$T/drv.real"
[[ $(cut -d: -f1 "$T/drv.real" | tr '\n' ' ') == "driver version firmware-version " ]] || fail "the real ethtool -i file changed"
head -n 3 "$T/drv.out" | cut -d: -f1 | tr '\n' ' ' | grep -qx 'driver version firmware-version ' || fail "ethtool -i key order: $(head -n 3 "$T/drv.out")"
grep -Fxq "$(sed -n 3p "$T/drv.real")" "$T/drv.out" || fail "ethtool -i firmware line: $(grep firmware "$T/drv.out")"
urun drv-p2 ethtool -i enP2p1s0f0np0
parse ethtool-i drv-p2
fact drv-p2 '.interfaces[0].driver == "mlx5_core" and .interfaces[0].bus_info == "0002:01:00.0"' "P2 twin"
urun drv-mgmt ethtool -i enP7s7
parse ethtool-i drv-mgmt
fact drv-mgmt '.interfaces[0].driver == "r8127" and .interfaces[0].firmware_version == null and .interfaces[0].bus_info == "0007:01:00.0"' "r8127, no firmware"
sed -n '/^driver: r8127$/,/^bus-info/p' "$REAL/ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt" >"$T/drv-mgmt.real"
head -n 3 "$T/drv-mgmt.out" >"$T/drv-mgmt.head"
grep '^bus-info' "$T/drv-mgmt.out" >>"$T/drv-mgmt.head"
same "ethtool -i enP7s7" "$T/drv-mgmt.real" "$T/drv-mgmt.head"
pass "ethtool -i: mlx5_core with firmware (PSID), r8127 with an empty firmware-version, as real ones print"

# --- ibdev2netdev -----------------------------------------------------------------------
# Direct cable on the right port: what eugr's Spark printed with its right port cabled.
urun ib ibdev2netdev
real ibdev2netdev-eugr-spark-rightport.txt | same "ibdev2netdev (right port cabled)" - "$T/ib.out"
parse ibdev2netdev ib
fact ib '(.links | length) == 4 and ([.links[] | select(.up)] | map(.netdev) | sort) == ["enP2p1s0f1np1", "enp1s0f1np1"]' "4 links, the right twins Up"
fact ib '[.links[].device] == ["rocep1s0f0", "rocep1s0f1", "roceP2p1s0f0", "roceP2p1s0f1"] and ([.links[].port] | unique) == [1]' "order, port 1"
fact ib '[.links[] | "\(.side)/\(.twin)"] == ["left/primary", "right/primary", "left/secondary", "right/secondary"]' "sides and twins"
# -v in the layout of Mellanox's script; the same devices, netdevs and states.
urun ibv ibdev2netdev -v
v='^[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.[0-7] (roce[pP][0-9a-z]+) \(MT4129 - [^)]+\) .+ fw [0-9]+\.[0-9]+\.[0-9]+ port 1 \((ACTIVE|DOWN  )\) ==> (\S+) \((Up|Down)\)$'
[[ $(grep -Ecv "$v" "$T/ibv.out" || true) -eq 0 && $(wc -l <"$T/ibv.out") -eq 4 ]] || fail "ibdev2netdev -v: $(cat -A "$T/ibv.out")"
sed -E "s/$v/\1 port 1 ==> \3 (\4)/" "$T/ibv.out" | same "ibdev2netdev -v (short form)" "$T/ib.out" -
if ! grep -q '(ACTIVE) ==> enp1s0f1np1 (Up)$' "$T/ibv.out" || ! grep -q '(DOWN  ) ==> enp1s0f0np0 (Down)$' "$T/ibv.out"; then
    fail "ibdev2netdev -v states: $(cat "$T/ibv.out")"
fi
# Tandem's parser refuses -v (core/inventory/ibdev2netdevparser.cpp); if it ever reads it, it
# must read it whole.
rc=0
"$CLI" parse ibdev2netdev - --json <"$T/ibv.out" >"$T/ibv.json" 2>/dev/null || rc=$?
if ((rc == 0)); then
    fact ibv '(.links | length) == 4 and .warnings == []' "ibdev2netdev -v read"
elif ((rc != 2)); then
    fail "tandem-cli parse ibdev2netdev on -v output exited $rc"
fi
pass "ibdev2netdev: the real right-port output line for line; -v in mlnx-tools' layout"

# --- netplan (as sudo runs it) ----------------------------------------------------------
# The playbook's 40-cx7.yaml (tests/data/real/netplan-playbook-40-cx7-static.txt), applied.
"$LAB_TOOL" exec 1 sh -c 'cat >/etc/netplan/40-cx7.yaml && chmod 600 /etc/netplan/40-cx7.yaml' \
    <"$REAL/netplan-playbook-40-cx7-static.txt" || fail "writing 40-cx7.yaml"
run np-apply netplan apply
[[ ! -s $T/np-apply.out && ! -s $T/np-apply.err ]] || fail "netplan apply printed: $(cat "$T/np-apply.out" "$T/np-apply.err")"
run np-cat cat /etc/netplan/40-cx7.yaml
same "40-cx7.yaml" "$REAL/netplan-playbook-40-cx7-static.txt" "$T/np-cat.out"
run np-get netplan get
run np-get-all netplan get all
for name in np-cat np-get np-get-all; do
    parse netplan "$name"
    fact "$name" '[.interfaces[] | {interface, addresses, dhcp4}] == [{"interface": "enp1s0f1np1", "addresses": ["192.168.100.10/24"], "dhcp4": false}, {"interface": "enP2p1s0f1np1", "addresses": ["192.168.101.10/24"], "dhcp4": false}]' "the two right twins"
done
run ip-addr ip addr show enp1s0f1np1
parse ip ip-addr
fact ip-addr '.interfaces[0].name == "enp1s0f1np1" and ([.interfaces[0].addresses[] | select(.family == "inet") | "\(.local)/\(.prefixlen)"] == ["192.168.100.10/24"])' "applied address"
pass "netplan: the playbook's file applied silently; netplan get and the file read the same"

# --- show_gids --------------------------------------------------------------------------
# The blog's addresses (tests/data/real/show_gids-gb10-sean-blog-masked.txt): one /24 on the
# left twins. With the link-local GIDs masked as the author did, the output is the real one.
cat >"$T/41-blog.yaml" <<'EOF'
network:
  version: 2
  ethernets:
    enp1s0f0np0:
      addresses:
        - 192.168.100.10/24
    enP2p1s0f0np0:
      addresses:
        - 192.168.100.14/24
EOF
"$LAB_TOOL" exec 1 sh -c 'rm /etc/netplan/40-cx7.yaml && cat >/etc/netplan/41-blog.yaml && chmod 600 /etc/netplan/41-blog.yaml' \
    <"$T/41-blog.yaml" || fail "writing 41-blog.yaml"
run np-apply2 netplan apply
mask() { sed -E 's/^([^\t]+\t1\t[0-9]+\tfe80:0000:0000:0000:)[0-9a-f]{4}:[0-9a-f]{4}:[0-9a-f]{4}:[0-9a-f]{4}\t/\1xxxx:xxxx:xxxx:xxxx\t/' | expand; }
urun gids show_gids
mask <"$T/gids.out" | same "show_gids (masked)" <(real show_gids-gb10-sean-blog-masked.txt) -
parse show_gids gids
fact gids '.n_gids_found == 12 and (.gids | length) == 12 and ([.gids[] | select(.version == "v2")] | length) == 6' "12 GIDs, 6 v2"
fact gids '[.gids[] | select(.ipv4 != null and .version == "v2") | "\(.device) \(.index) \(.ipv4) \(.netdev)"] == ["rocep1s0f0 3 192.168.100.10 enp1s0f0np0", "roceP2p1s0f0 3 192.168.100.14 enP2p1s0f0np0"]' "RoCE v2 GIDs of the addresses"
fact gids '[.gids[] | select(.ipv4 == null) | .gid | startswith("fe80:")] | all' "link-local GIDs"
urun gids1 show_gids rocep1s0f0
mask <"$T/gids1.out" | same "show_gids rocep1s0f0 (masked)" \
    <(real show_gids-gb10-sean-blog-masked.txt | grep -E '^(DEV|---|rocep1s0f0 )'; echo n_gids_found=4) -
parse show_gids gids1
fact gids1 '.n_gids_found == 4 and ([.gids[].device] | unique) == ["rocep1s0f0"]' "one device"
# Back to the right twins: their v2 GIDs carry the new addresses.
"$LAB_TOOL" exec 1 sh -c 'rm /etc/netplan/41-blog.yaml && cat >/etc/netplan/40-cx7.yaml && chmod 600 /etc/netplan/40-cx7.yaml' \
    <"$REAL/netplan-playbook-40-cx7-static.txt" || fail "writing 40-cx7.yaml again"
run np-apply3 netplan apply
urun gids2 show_gids
parse show_gids gids2
fact gids2 '[.gids[] | select(.ipv4 != null and .version == "v2") | "\(.device) \(.ipv4)"] == ["rocep1s0f1 192.168.100.10", "roceP2p1s0f1 192.168.101.10"] and .n_gids_found == 12' "right twins' GIDs follow netplan"
pass "show_gids: the blog's table byte for byte (link-local masked), GIDs follow the addresses"
# show_gids reads the tables where Tandem reads them (sysfs): the same entries, nothing else.
# shellcheck disable=SC2016 # expanded by the node's shell
run gids-sysfs sh -c 'for t in /sys/class/infiniband/*/ports/1/gid_attrs/types/*; do d=${t%/ports/*}; i=${t##*/}
    echo "${d##*/} $i $(cat $d/ports/1/gids/$i) $(sed "s/.* //" $t) $(cat $d/ports/1/gid_attrs/ndevs/$i)"; done | sort'
jq -r '.gids[] | "\(.device) \(.index) \(.gid) \(.version) \(.netdev)"' "$T/gids2.json" | sort |
    same "show_gids against /sys/class/infiniband/*/ports/1/gid_attrs" "$T/gids-sysfs.out" -
pass "show_gids: every GID of the sysfs tables, as sysfs holds it"

# --- ib_write_bw (the stand-in, on the shims' PATH) ---------------------------------------------
# The playbook's per-link run (tests/data/real/perftest-ib_write_bw-playbook-link1.txt) on the
# right twin, node2 serving: both ends' text is read by tandem-cli without a warning, and the
# parameter block, header and row hold the real one's lines. The playbook's copy has its tabs
# expanded and some blanks added by hand, so lines are compared with runs of blanks squeezed.
"$LAB_TOOL" exec 2 sh -c 'cat >/etc/netplan/40-cx7.yaml && chmod 600 /etc/netplan/40-cx7.yaml && netplan apply' \
    < <(sed 's/192\.168\.\(10[01]\)\.10/192.168.\1.11/' "$REAL/netplan-playbook-40-cx7-static.txt") || fail "node2's 40-cx7.yaml"
"$LAB_TOOL" exec 2 runuser -u "$USER_" -- ib_write_bw -d rocep1s0f1 -i 1 -p 12000 -F --report_gbits >"$T/ibwb-srv.out" 2>&1 &
for _ in $(seq 50); do "$LAB_TOOL" exec 2 ss -Htln 'sport = :12000' | grep -q . && break; sleep 0.1; done
urun ibwb-cli ib_write_bw -d rocep1s0f1 -i 1 -p 12000 -F --report_gbits 192.168.100.11
wait $! || fail "ib_write_bw server: $(cat "$T/ibwb-srv.out")"
squeeze() { tr -s ' \t' ' ' | sed 's/ $//'; }
real perftest-ib_write_bw-playbook-link1.txt | grep -v WARNING | squeeze >"$T/ibwb.real"
for side in cli srv; do
    "$CLI" parse ib_write_bw "$T/ibwb-$side.out" --json >"$T/ibwb-$side.json" || fail "tandem-cli parse ib_write_bw ($side)"
    jq -e '.warnings == [] and .complete and .device == "rocep1s0f1" and .gid_index == 3 and .mtu_bytes == 1024
        and .link_type == "Ethernet" and .unit == "Gb/sec" and (.rows | length) == 1 and .rows[0].bytes == 65536
        and .rows[0].iterations == 5000 and .bw_average >= 110.5 and .bw_average <= 112' "$T/ibwb-$side.json" >/dev/null ||
        fail "ib_write_bw ($side) read as: $(jq -c . "$T/ibwb-$side.json")"
    squeeze <"$T/ibwb-$side.out" | sed -n '/RDMA_Write BW Test/,/Data ex. method/p' | sed 's/rocep1s0f1/rocep1s0f0/' >"$T/ibwb-$side.block"
    drop='^$' # the block has no empty line: nothing to drop
    [[ $side == cli ]] || drop='TX depth'
    sed -n '/RDMA_Write BW Test/,/Data ex. method/p' "$T/ibwb.real" | grep -v -- "$drop" |
        same "ib_write_bw's parameter block ($side; the server prints no TX depth)" - "$T/ibwb-$side.block"
    grep -qxF "$(grep '#bytes' "$T/ibwb.real")" <(squeeze <"$T/ibwb-$side.out") || fail "ib_write_bw ($side): column header"
    grep -Eq '^ 65536 {6}5000 {13}[0-9]{3}\.[0-9]{2} {13}[0-9]{3}\.[0-9]{2} '$'\t\t'' {5}0\.[0-9]{6}$' "$T/ibwb-$side.out" ||
        fail "ib_write_bw ($side): the row is not perftest's REPORT_FMT: $(grep 65536 "$T/ibwb-$side.out" | cat -A)"
done
jq -e -s '.[0].local_ipv4 == "192.168.100.10" and .[0].remote_ipv4 == "192.168.100.11" and .[1].local_ipv4 == "192.168.100.11"
    and .[1].remote_ipv4 == "192.168.100.10" and .[0].bw_average == .[1].bw_average' "$T/ibwb-cli.json" "$T/ibwb-srv.json" >/dev/null ||
    fail "ib_write_bw: addresses or the two ends' figures differ"
pass "ib_write_bw: client and server read by tandem-cli without a warning, the playbook's parameter lines and header, perftest's row"

printf 'shims test: %d s\n' "$SECONDS"
