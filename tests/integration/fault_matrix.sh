#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The fault matrix: on a 2-node direct lab, each fault is injected while tandem-cli runs each
# phase (apply, fabric, verify, bandwidth, restore); then the fault is cleared and
# `tandem-cli restore` run. Every cell must end with the management path as it was, every file
# Tandem may touch byte-identical to before the phase, and no process of Tandem's left on any
# node or on this computer. Prints the matrix as a table (docs/security.md keeps the figures).
#
#   fault_matrix.sh            the whole matrix (./dev faults)
#   fault_matrix.sh --slice    one cell per phase, a different fault each (./dev test)
#   fault_matrix.sh PHASE:FAULT...   the cells named
#
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

PHASES=(apply fabric verify bandwidth restore)
FAULTS=(unplug twin-down sshd-kill reboot disk-full-etc disk-full-home wrong-password mpirun-hang second-run)
SLICE=(apply:reboot fabric:disk-full-home verify:unplug bandwidth:mpirun-hang restore:second-run)

cells=()
case "${1:-}" in
--slice) cells=("${SLICE[@]}") ;;
"") for p in "${PHASES[@]}"; do for f in "${FAULTS[@]}"; do cells+=("$p:$f"); done; done ;;
*) cells=("$@") ;;
esac

lab_workdir tandem-fault-matrix
LAB() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(LAB)"; }
password() { jq -r '.nodes[0].password' "$(LAB)"; }
user() { jq -r '.user' "$(LAB)"; }
namespace_of() { jq -r ".nodes[$(($1 - 1))].netns" "$(LAB)"; }

# cli NAME COMMAND [ARGS...] in the background, its pid in $pid; the password on stdin
# (PASSWORD overrides it: the wrong-password fault).
cli_bg() {
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(hosts)
    # A here-string, not a pipe: $! must be tandem-cli itself, so a signal reaches it.
    "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json --yes "$@" \
        <<<"${PASSWORD:-$(password)}" >"$T/$name.json" 2>"$T/$name.err" &
    pid=$!
}
cli() { # cli NAME COMMAND [ARGS...]: in the foreground, status in $rc
    cli_bg "$@"
    set +e
    wait "$pid"
    rc=$?
    set -e
}
phase_args() {
    case $1 in
    apply) echo "apply --confirm-timeout 30" ;;
    fabric) echo "keys" ;;
    verify) echo "verify" ;;
    bandwidth) echo "bandwidth --test all_gather -b 8 -e 64M -f 2 --hang-timeout 20" ;;
    restore) echo "restore" ;;
    esac
}

# What must be as it was: the files Tandem may touch and the management interface.
snapshot() {
    local n
    for n in 1 2; do
        # shellcheck disable=SC2016 # expanded by the node's shell
        "$LAB_TOOL" exec "$n" sh -c '
            for f in /etc/netplan/*.yaml /home/*/.ssh/authorized_keys /home/*/.ssh/known_hosts /home/*/.ssh/config; do
                [ -e "$f" ] && printf "%s %s %s\n" "$f" "$(stat -c "%U:%G:%a" "$f")" "$(sha256sum <"$f" | cut -c1-64)"
            done; ls /etc/netplan; ip -4 -br addr show | grep -v "^lo" | sort' | sed "s/^/node$n /"
    done
}
# Processes on the nodes other than the lab's own (sshd, avahi, dbus): one line each.
node_orphans() {
    local n p comm
    for n in 1 2; do
        for p in $(ip netns pids "$(namespace_of "$n")" 2>/dev/null); do
            comm=$(cat "/proc/$p/comm" 2>/dev/null) || continue
            case $comm in sshd | avahi-daemon | dbus-daemon) ;; *) printf 'node%s:%s(%s) ' "$n" "$comm" "$p" ;; esac
        done
    done
}
laptop_orphans() { own_processes "^$CLI " | tr '\n' ' '; }

# inject FAULT PHASE: starts the fault; `clear_fault` undoes what can be undone.
inject() {
    case $1 in
    unplug) "$LAB_TOOL" fault unplug 1 right >/dev/null ;;
    twin-down) "$LAB_TOOL" fault twin-down 1 enP2p1s0f1np1 >/dev/null ;;
    sshd-kill) "$LAB_TOOL" fault sshd-kill 1 >/dev/null ;;
    reboot) "$LAB_TOOL" fault reboot 1 >/dev/null ;;
    disk-full-etc) "$LAB_TOOL" fault disk-full 1 /etc/netplan >/dev/null ;;
    disk-full-home) "$LAB_TOOL" fault disk-full 1 "/home/$(user)" >/dev/null ;;
    mpirun-hang) "$LAB_TOOL" fault mpirun-hang >/dev/null ;;
    wrong-password | second-run) ;; # set up before the phase starts
    esac
}
clear_fault() { "$LAB_TOOL" fault clear >/dev/null 2>&1 || true; }

# Until the phase has begun to act on a node (the node's lock held, a key block, mpirun), at
# most 20 s.
wait_for_activity() {
    local phase=$1 t
    for ((t = 0; t < 200; t++)); do
        kill -0 "$pid" 2>/dev/null || return 0
        case $phase in
        apply | restore) "$LAB_TOOL" exec 1 test -e /var/lib/tandem/lock && return 0 ;;
        fabric) "$LAB_TOOL" exec 1 sh -c 'grep -qs tandem-fabric /home/*/.ssh/authorized_keys' && return 0 ;;
        verify | bandwidth) [[ -n $(node_orphans) ]] && return 0 ;;
        esac
        sleep 0.1
    done
}

prepare() { # the state the phase starts from
    case $1 in
    apply) ;;
    fabric)
        cli prep apply
        ((rc == 0)) || return 1
        ;;
    verify | bandwidth | restore)
        cli prep setup
        ((rc == 0)) || return 1
        ;;
    esac
}

"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null
snapshot >"$T/baseline.txt"

printf '%-10s %-15s %5s %7s %-5s %-9s %-8s %s\n' phase fault exit seconds mgmt restored orphans note
failures=0
for cell in "${cells[@]}"; do
    phase=${cell%%:*} fault=${cell#*:}
    note=""
    if ! prepare "$phase"; then
        printf '%-10s %-15s %5s %7s %-5s %-9s %-8s %s\n' "$phase" "$fault" - - - - - "could not prepare (exit $rc): $(jq -c "[.. | objects | select(.status? == \"fail\") | .detail] | first" "$T/prep.json" 2>/dev/null) $(tail -2 "$T/prep.err" | tr "\n" " ")"
        failures=$((failures + 1))
        continue
    fi
    snapshot >"$T/before.txt"
    t0=$(date +%s.%N)
    read -r -a args <<<"$(phase_args "$phase")"
    if [[ $fault == wrong-password ]]; then
        PASSWORD="not-$(password)" cli_bg run "${args[@]}"
    else
        cli_bg run "${args[@]}"
    fi
    main_pid=$pid
    second_pid=""
    if [[ $fault == second-run ]]; then
        cli_bg second "${args[@]}"
        second_pid=$pid
        pid=$main_pid
    fi
    wait_for_activity "$phase"
    inject "$fault" "$phase"
    # The phase must end by itself: every command has its own limits.
    for ((s = 0; s < 300; s++)); do kill -0 "$main_pid" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$main_pid" 2>/dev/null; then
        note+="hung; "
        kill -TERM "$main_pid" 2>/dev/null || true
    fi
    set +e
    wait "$main_pid"
    code=$?
    [[ -n $second_pid ]] && wait "$second_pid"
    set -e
    seconds=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
    clear_fault
    # Put everything back: restore (twice at most: a node that rebooted may need the second).
    cli undo restore
    if ((rc != 0)); then
        sleep 2
        cli undo2 restore
        ((rc == 0)) || note+="restore exit $rc: $(jq -c '[.. | objects | select(.status? == "fail") | .detail] | first' "$T/undo2.json" 2>/dev/null); "
    fi
    snapshot >"$T/after.txt"
    mgmt=ok restored=ok
    grep -E 'enP7s7|mgmt' "$T/baseline.txt" >"$T/mgmt-before.txt" || true
    grep -E 'enP7s7|mgmt' "$T/after.txt" >"$T/mgmt-after.txt" || true
    cmp -s "$T/mgmt-before.txt" "$T/mgmt-after.txt" || mgmt=LOST
    if ! diff -u "$T/baseline.txt" "$T/after.txt" >"$T/diff-$phase-$fault.txt"; then
        restored=DIFFERS
        note+="$(grep -E '^[-+]node' "$T/diff-$phase-$fault.txt" | head -2 | tr '\n' ' ')"
    fi
    orphans="$(node_orphans)$(laptop_orphans)"
    [[ -z $orphans ]] && orphans=none || note+="$orphans"
    printf '%-10s %-15s %5s %7s %-5s %-9s %-8s %s\n' "$phase" "$fault" "$code" "$seconds" "$mgmt" "$restored" \
        "$([[ $orphans == none ]] && echo none || echo LEFT)" "$note"
    if [[ $mgmt != ok || $restored != ok || $orphans != none || $note == *hung* ]]; then
        failures=$((failures + 1))
        # Start the next cell from a clean lab.
        "$LAB_TOOL" down >/dev/null 2>&1 || true
        "$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null
        rm -f "$XDG_DATA_HOME/tandem/known_hosts" # a new lab: new host keys
        snapshot >"$T/baseline.txt"
    fi
done
((failures == 0)) || fail "$failures of ${#cells[@]} cells did not end as they must"
pass "${#cells[@]} cells: management path kept, restore byte-identical, nothing left running"
