#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck disable=SC2015 # "check && check || fail ...": fail exits, so this is an if-then
#
# tandem-cli discover against the lab: a private 3-node lab with avahi-daemon in every node
# (tandem-lab up --mdns). The sweep of the lab's management /24 and mDNS browsing on the host's
# lab link (tandem-mgmt, or tandem-mgmtN in slot N) must each find exactly the lab's nodes. For
# mDNS the host side gets its own dbus-daemon (own config and socket) and its own avahi-daemon
# (allow-interfaces= that link alone, in a private
# mount namespace so its /run/avahi-daemon pid file and socket are its own); the host's
# services are never touched. Everything is stopped in the trap.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
require_lab unshare nsenter avahi-daemon dbus-daemon dbus-send
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

T=$(mktemp -d /tmp/tandem-discovery-test.XXXXXX)
chmod 0700 "$T"
export TANDEM_LAB_DIR="$T/lab"
DBUS_PID=""
AVAHI_PID=""
stop_pid() { # stop_pid PID: TERM, then KILL after 2 s; only processes this test started
    local pid=$1 k
    [[ -n $pid ]] || return 0
    kill -TERM "$pid" 2>/dev/null || return 0
    for ((k = 0; k < 40; k++)); do
        kill -0 "$pid" 2>/dev/null || return 0
        sleep 0.05
    done
    kill -KILL "$pid" 2>/dev/null || true
}
cleanup() {
    stop_pid "$AVAHI_PID"
    stop_pid "$DBUS_PID"
    "$LAB_TOOL" down >/dev/null 2>&1 || true
    rm -rf "$T"
}
trap cleanup EXIT

"$LAB_TOOL" up --nodes 3 --topology switch --mdns --standin "$STANDIN" >"$T/up.txt"
STATE="$TANDEM_LAB_DIR/state.json"
# The lab's management network, the host's address and link on it (its slot's).
NET=$(jq -r .management.network "$STATE")
HOST_ADDR=$(jq -r .management.host_address "$STATE")
HOST_IF=$(jq -r .management.host_interface "$STATE")
NET3=${HOST_ADDR%.*}
jq -e '.mdns == true and (.nodes | length) == 3' "$STATE" >/dev/null || fail "state file: $(jq -c '{mdns, n: (.nodes|length)}' "$STATE")"
for i in 1 2 3; do
    "$LAB_TOOL" exec "$i" avahi-daemon -c || fail "avahi-daemon is not running in node$i"
done
pass "lab up with avahi-daemon in each node"
expected_hosts=$(jq -c '[.nodes[].mgmt_address] | sort' "$STATE")
expected_names=$(jq -c '[.nodes[] | {name: .hostname, host: .mgmt_address}] | sort_by(.host)' "$STATE")

# --- sweep ------------------------------------------------------------------------------
# An sshd on the host itself would answer on $HOST_ADDR too; expect it then.
sweep_expected=$expected_hosts
if timeout 1 bash -c "exec 3<>/dev/tcp/$HOST_ADDR/22" 2>/dev/null; then
    sweep_expected=$(jq -c --arg h "$HOST_ADDR" '. + [$h] | sort' <<<"$expected_hosts")
fi
rc=0
"$CLI" discover --sweep "$NET" --json >"$T/sweep.json" 2>"$T/sweep.err" || rc=$?
((rc == 0)) || fail "discover --sweep exited $rc: $(cat "$T/sweep.err")"
got=$(jq -c '[.nodes[].host] | sort' "$T/sweep.json")
[[ $got == "$sweep_expected" ]] || fail "sweep found $got, the lab has $sweep_expected"
jq -e --arg h "$HOST_ADDR" '[.nodes[] | select(.host != $h)] | all(.source == "sweep" and .port == 22
        and (.banner | test("^SSH-2\\.0-OpenSSH_")))' "$T/sweep.json" >/dev/null ||
    fail "sweep nodes lack source/port/banner: $(jq -c .nodes "$T/sweep.json")"
jq -e --arg net "$NET" '.errors == [] and .sweep.addresses == 254 and .sweep.network == $net' "$T/sweep.json" >/dev/null ||
    fail "sweep summary: $(jq -c '{errors, sweep}' "$T/sweep.json")"
pass "discover --sweep $NET finds exactly the lab's nodes ($(jq -r '.sweep.elapsed_ms' "$T/sweep.json") ms)"

# An empty result is a failure (exit 1), not a quiet success.
rc=0
"$CLI" discover --sweep "$NET3.200/30" --json >"$T/empty.json" 2>/dev/null || rc=$?
((rc == 1)) && jq -e '.nodes == [] and .errors == []' "$T/empty.json" >/dev/null || fail "empty sweep: exit $rc, $(cat "$T/empty.json")"
pass "a sweep that finds nothing exits 1"
for bad in 198.18.0.0/16 169.254.0.0/24 127.0.0.0/24 fe80::/64; do
    rc=0
    "$CLI" discover --sweep "$bad" --json >/dev/null 2>&1 || rc=$?
    ((rc == 2)) || fail "discover --sweep $bad exited $rc, expected 2"
done
pass "refused ranges exit 2 before any probe"

# --- mDNS: no daemon ---------------------------------------------------------------------
rc=0
DBUS_SYSTEM_BUS_ADDRESS="unix:path=$T/no-bus" "$CLI" discover --mdns --json >"$T/nodaemon.json" 2>/dev/null || rc=$?
((rc == 3)) || fail "mDNS without a daemon exited $rc, expected 3"
jq -e '.errors[0].method == "mdns" and (.errors[0].message | test("avahi-daemon.*not running"))' "$T/nodaemon.json" >/dev/null ||
    fail "no-daemon message: $(jq -c .errors "$T/nodaemon.json")"
pass "mDNS without avahi-daemon exits 3 and says why"

# --- mDNS: private dbus-daemon + avahi-daemon on the lab link only -------------------------
cat >"$T/dbus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$T/dbus.sock</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF
cat >"$T/avahi.conf" <<CONF
[server]
use-ipv4=yes
use-ipv6=no
allow-interfaces=$HOST_IF
enable-dbus=yes
[wide-area]
enable-wide-area=no
[publish]
disable-publishing=yes
[reflector]
enable-reflector=no
CONF
dbus-daemon --config-file="$T/dbus.conf" --nofork --nopidfile >"$T/dbus.log" 2>&1 &
DBUS_PID=$!
for ((k = 0; k < 100; k++)); do [[ -S $T/dbus.sock ]] && break; sleep 0.05; done
[[ -S $T/dbus.sock ]] || fail "private dbus-daemon did not start: $(cat "$T/dbus.log")"
export DBUS_SYSTEM_BUS_ADDRESS="unix:path=$T/dbus.sock"
# shellcheck disable=SC2016 # expanded by the inner shell
unshare --mount --propagation private -- bash -c 'mount -t tmpfs tmpfs /run && exec avahi-daemon -f "$1" --no-drop-root --no-chroot' \
    avahi "$T/avahi.conf" >"$T/avahi.log" 2>&1 &
AVAHI_PID=$!
for ((k = 0; k < 100; k++)); do
    dbus-send --system --print-reply --dest=org.freedesktop.Avahi / org.freedesktop.Avahi.Server.GetVersionString >/dev/null 2>&1 && break
    sleep 0.1
done
((k < 100)) || fail "private avahi-daemon did not come up: $(cat "$T/avahi.log")"
grep -q "interface $HOST_IF\\b" "$T/avahi.log" || fail "avahi-daemon is not on $HOST_IF: $(cat "$T/avahi.log")"
! grep -E 'Joining mDNS multicast group on interface' "$T/avahi.log" | grep -vq "interface $HOST_IF\\." ||
    fail "host avahi-daemon joined an interface other than $HOST_IF: $(cat "$T/avahi.log")"
pass "private dbus-daemon and avahi-daemon ($HOST_IF only)"

mdns_names() { jq -c '[.nodes[] | {name, host}] | sort_by(.host)' "$1"; }
# Nodes announce at start; a first browse that catches them mid-announcement gets one retry.
for attempt in 1 2; do
    rc=0
    "$CLI" discover --mdns --interface "$HOST_IF" --json >"$T/mdns.json" 2>"$T/mdns.err" || rc=$?
    ((rc == 0)) && [[ $(mdns_names "$T/mdns.json") == "$expected_names" ]] && break
    printf 'note: mDNS attempt %s: exit %s, %s\n' "$attempt" "$rc" "$(mdns_names "$T/mdns.json" 2>/dev/null || true)"
    sleep 1
done
((rc == 0)) || fail "discover --mdns exited $rc: $(cat "$T/mdns.err")"
[[ $(mdns_names "$T/mdns.json") == "$expected_names" ]] || fail "mDNS found $(mdns_names "$T/mdns.json"), the lab has $expected_names"
jq -e '.nodes | all(.source == "mdns" and .port == 22 and .banner == null)' "$T/mdns.json" >/dev/null ||
    fail "mDNS nodes: $(jq -c .nodes "$T/mdns.json")"
pass "discover --mdns --interface $HOST_IF finds exactly the lab's nodes by host name"

rc=0
"$CLI" discover --mdns --sweep "$NET" --interface "$HOST_IF" --json >"$T/both.json" 2>/dev/null || rc=$?
((rc == 0)) || fail "discover --mdns --sweep exited $rc"
jq -e --argjson want "$expected_names" '[.nodes[] | select(.source == "mdns+sweep") | {name, host}] | sort_by(.host) == $want' \
    "$T/both.json" >/dev/null || fail "mDNS and sweep not merged: $(jq -c .nodes "$T/both.json")"
pass "mDNS and sweep results merge per node (source mdns+sweep, name from mDNS, banner from the sweep)"

# A node whose avahi-daemon stops is no longer found (mDNS cache entries have a TTL, so only
# check a fresh daemon's view: restart the host daemon after stopping node3's).
"$LAB_TOOL" exec 3 avahi-daemon -k
stop_pid "$AVAHI_PID"
# shellcheck disable=SC2016 # expanded by the inner shell
unshare --mount --propagation private -- bash -c 'mount -t tmpfs tmpfs /run && exec avahi-daemon -f "$1" --no-drop-root --no-chroot' \
    avahi "$T/avahi.conf" >"$T/avahi2.log" 2>&1 &
AVAHI_PID=$!
for ((k = 0; k < 100; k++)); do
    dbus-send --system --print-reply --dest=org.freedesktop.Avahi / org.freedesktop.Avahi.Server.GetVersionString >/dev/null 2>&1 && break
    sleep 0.1
done
rc=0
"$CLI" discover --mdns --interface "$HOST_IF" --json >"$T/two.json" 2>/dev/null || rc=$?
want2=$(jq -c --arg h "$(jq -r '.nodes[2].mgmt_address' "$STATE")" '[.[] | select(.host != $h)]' <<<"$expected_names")
((rc == 0)) && [[ $(mdns_names "$T/two.json") == "$want2" ]] || fail "with node3's avahi stopped: exit $rc, $(mdns_names "$T/two.json")"
pass "a node without avahi is not listed by mDNS"

stop_pid "$AVAHI_PID"
AVAHI_PID=""
stop_pid "$DBUS_PID"
DBUS_PID=""
"$LAB_TOOL" down >/dev/null
! ip link show "$HOST_IF" >/dev/null 2>&1 || fail "$HOST_IF left"
pass "everything stopped"
echo "PASS"
