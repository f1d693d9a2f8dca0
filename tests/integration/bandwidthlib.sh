# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash disable=SC2034 # rc is for the scripts that source this
#
# Sourced by the bandwidth lab tests after lablib.sh and lab_workdir: run tandem-cli against
# the lab's nodes, read its JSON lines, and look for processes a run left behind.

lab_state() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
lab_hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(lab_state)"; }
lab_password() { jq -r '.nodes[0].password' "$(lab_state)"; }

# Every file a `cli` or `cli_bg` run wrote, for validate_outputs (lablib.sh) at the end.
OUTPUTS=()

# cli NAME COMMAND [ARGS...]: tandem-cli COMMAND HOSTS --json ...; each stdout line is stamped
# with the time it arrived ("<seconds> <line>") in $T/NAME.stamped, the plain lines in
# $T/NAME.json, stderr in $T/NAME.err; the exit status in $rc. The stamp is bash's own clock: a
# `date` per line cost a fork and an exec for every JSON line (14 % of the CPU while three
# bandwidth tests ran; docs/benchmarks.md, "The lab's CPU, profiled").
cli() {
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(lab_hosts)
    set +e
    lab_password | "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json "$@" \
        2>"$T/$name.err" | while IFS= read -r line; do printf '%s %s\n' "${EPOCHREALTIME/,/.}" "$line"; done \
        >"$T/$name.stamped"
    rc=${PIPESTATUS[1]}
    set -e
    cut -d' ' -f2- "$T/$name.stamped" >"$T/$name.json"
    OUTPUTS+=("$T/$name.json")
}

# cli_bg NAME COMMAND [ARGS...]: the same in the background, unstamped; its pid in $bg_pid.
cli_bg() {
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(lab_hosts)
    lab_password >"$T/password"
    "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json "$@" \
        <"$T/password" >"$T/$name.json" 2>"$T/$name.err" &
    bg_pid=$!
    OUTPUTS+=("$T/$name.json")
}

# complete_lines NAME: drops the last line of $T/NAME.json when it has no newline (a run
# killed while it wrote it), so that what is left can be validated.
complete_lines() {
    [[ -z $(tail -c1 "$T/$1.json") ]] || sed -i '$d' "$T/$1.json"
}

# wait_for_line NAME TYPE SECONDS: until $T/NAME.json has a line of that type.
wait_for_line() {
    local i
    for ((i = 0; i < $3 * 10; i++)); do
        grep -q "\"type\":\"$2\"" "$T/$1.json" 2>/dev/null && return 0
        sleep 0.1
    done
    fail "$1: no $2 line within $3 s: $(tail -3 "$T/$1.err")"
}

verdict() { grep '"type":"verdict"' "$T/$1.json"; }
# check NAME ID FIELD: a field of one bandwidth check of the verdict line.
check() { verdict "$1" | jq -r --arg id "$2" ".bandwidth[] | select(.id == \$id) | .$3"; }
# stamp NAME TYPE first|last: when the first or last line of a type arrived.
stamp() {
    if [[ $3 == first ]]; then
        grep -m1 "\"type\":\"$2\"" "$T/$1.stamped" | cut -d' ' -f1
    else
        grep "\"type\":\"$2\"" "$T/$1.stamped" | tail -1 | cut -d' ' -f1
    fi
}
# at_least A B SECONDS: B - A >= SECONDS (fractional seconds).
at_least() { awk -v a="$1" -v b="$2" -v s="$3" 'BEGIN { exit !(b - a >= s) }'; }

# No process of a run is left on any node: mpirun, orted, the ranks, the stand-in. The nodes
# share the host's PID namespace and their user exists only inside them, with a uid of this
# lab's slot, so the user's uid finds every node's processes at once and nothing of the host
# or of a lab beside this one (other builds and tests run tandem-probe and mpirun there too).
# An ended process can stay a zombie for a moment, until sshd (its parent) reaps it: the
# check gives the nodes 5 s to be empty, then fails naming what is left.
no_leftovers() {
    local uid _
    uid=$(jq -r '.nodes[0].uid' "$(lab_state)")
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        pgrep -u "$uid" -a -f '[t]andem-probe|[t]andem_run_id|[_]perf|[o]rted|[m]pirun' >"$T/left.txt" 2>&1 || return 0
        sleep 0.5
    done
    fail "$1: processes left on the nodes: $(cat "$T/left.txt")"
}
