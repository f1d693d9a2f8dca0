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

# require_lab [TOOL...]: root, network namespaces, sshd, jq, the stand-in, each TOOL, and no
# other lab up (one lab per machine: the namespace and link names are global).
require_lab() {
    [[ $(id -u) -eq 0 ]] || skip "the lab needs root (network namespaces, mounts, users)"
    ip netns list >/dev/null 2>&1 || skip "ip netns is not usable here"
    [[ -x /usr/sbin/sshd ]] || skip "sshd (openssh-server) is not installed"
    local t
    for t in jq "$@"; do
        command -v "$t" >/dev/null || skip "$t is not installed"
    done
    [[ -n $STANDIN && -x $STANDIN ]] ||
        skip "nccl-tests stand-in not built (cmake --build build --target tandem-lab-nccl-tests)"
    if ip link show tandem-mgmt >/dev/null 2>&1 || ip netns list | grep -q '^tlab-'; then
        skip "another tandem-lab is up on this machine (tandem-mgmt / tlab-* exist); it was left alone"
    fi
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
