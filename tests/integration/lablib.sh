# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash disable=SC2034 # the variables are for the scripts that source this
#
# Sourced by the integration tests that run against a lab: how they report, and the checks
# that decide whether this machine can run a lab at all. A test that cannot run exits 77
# (ctest's SKIP_RETURN_CODE) with the reason; it never passes quietly.

SRC_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LAB_TOOL="$SRC_DIR/tests/lab/tandem-lab"
STANDIN="${TANDEM_LAB_STANDIN:-}"
PROBE="${TANDEM_LAB_PROBE:-}"
CLI="${TANDEM_CLI:-}"

skip() { printf 'SKIP: %s\n' "$*"; exit 77; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
pass() { printf 'ok   %s\n' "$*"; }

# require_lab [TOOL...]: root, network namespaces, sshd, jq, flock, the stand-in and each TOOL;
# then a lab slot of its own (claim_lab_slot).
require_lab() {
    [[ $(id -u) -eq 0 ]] || skip "the lab needs root (network namespaces, mounts, users)"
    ip netns list >/dev/null 2>&1 || skip "ip netns is not usable here"
    [[ -x /usr/sbin/sshd ]] || skip "sshd (openssh-server) is not installed"
    local t
    for t in jq flock "$@"; do
        command -v "$t" >/dev/null || skip "$t is not installed"
    done
    [[ -n $STANDIN && -x $STANDIN ]] ||
        skip "nccl-tests stand-in not built (cmake --build build --target tandem-lab-nccl-tests)"
    claim_lab_slot
}

# Lab tests run side by side, each in a slot of its own (tests/lab/README.md, "Slots"): its own
# namespaces, host link, management block and node uids. Slot 0 is left to a person's lab
# (./dev run); tests take 1..LAB_SLOTS.
LAB_SLOTS=16
LAB_SLOT_LOCKS=/run/lock

# claim_lab_slot: the first free slot, held by a lock on a descriptor this shell keeps open
# until it exits (after its EXIT trap took the lab down), so no other test takes it meanwhile.
# A slot whose names exist without a holder (a crashed run's leftovers) is passed over, and
# left alone: the names may be a person's lab.
claim_lab_slot() {
    local s fd busy=()
    [[ -d $LAB_SLOT_LOCKS && -w $LAB_SLOT_LOCKS ]] || skip "$LAB_SLOT_LOCKS is not writable (lab slot locks)"
    for ((s = 1; s <= LAB_SLOTS; s++)); do
        exec {fd}>"$LAB_SLOT_LOCKS/tandem-lab-slot.$s"
        if flock -n "$fd"; then
            if env -u TANDEM_LAB_SLOT "$LAB_TOOL" slot "$s" >/dev/null; then
                export TANDEM_LAB_SLOT=$s
                LAB_SLOT_FD=$fd
                ((${#busy[@]} == 0)) || echo "note: passed over lab slot(s) ${busy[*]}; \`tandem-lab down\` with TANDEM_LAB_SLOT=N removes them" >&2
                return 0
            fi
            # `slot` exits 1 here (that is the point): not an error of this script.
            busy+=("$s (left over: $(env -u TANDEM_LAB_SLOT "$LAB_TOOL" slot "$s" | sed -n 's/^in use: //p' || true))")
        fi
        exec {fd}>&-
    done
    skip "no lab slot is free (1..$LAB_SLOTS held by other tests${busy:+; ${busy[*]}})"
}

# lab_workdir PREFIX: a private folder $T for this test, holding its lab (TANDEM_LAB_DIR) and
# Tandem's own files (known_hosts, keys, backups: XDG_*), not the user's. On exit, whatever
# happened, the lab is taken down and the folder removed.
lab_workdir() {
    T=$(mktemp -d "/tmp/$1.XXXXXX")
    chmod 0700 "$T"
    export TANDEM_LAB_DIR="$T/lab"
    export XDG_DATA_HOME="$T/data" XDG_CONFIG_HOME="$T/config" XDG_CACHE_HOME="$T/cache"
    trap lab_cleanup EXIT
}

# shellcheck disable=SC2317 # called through the EXIT trap
lab_cleanup() {
    "$LAB_TOOL" down >/dev/null 2>&1 || true
    rm -rf "$T"
}

# own_processes PATTERN: "pid command" of the host's processes matching PATTERN (pgrep -f) that
# this test started: their environment holds its TANDEM_LAB_DIR. Other tests run the same
# binaries beside it.
own_processes() {
    local pid rest
    while read -r pid rest; do
        if tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qxF "TANDEM_LAB_DIR=$TANDEM_LAB_DIR"; then
            printf '%s %s\n' "$pid" "$rest"
        fi
    done < <(pgrep -a -f "$1" || true)
}

# validate_outputs FILE...: what tandem-cli printed with --json, against docs/cli-json-schema.json
# (validate_outputs.py). Fails the test on an invalid document; says so and goes on when
# python3-jsonschema is missing (the unit tests then skip their half too).
validate_outputs() {
    local here rc=0
    here=$(dirname "${BASH_SOURCE[0]}")
    python3 "$here/validate_outputs.py" "$here/../../docs/cli-json-schema.json" "$@" || rc=$?
    case $rc in
    0) pass "every --json output validates against docs/cli-json-schema.json" ;;
    77) printf 'note: python3-jsonschema is missing; outputs not validated\n' ;;
    *) fail "a --json output does not validate against docs/cli-json-schema.json" ;;
    esac
}
