#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Two `tandem-cli setup` of the same two lab nodes started together, each with its own data
# folder (two computers): exactly one wins (exit 0, verified); the other changes nothing and
# names the cause, the run that holds the node's lock. Afterwards the nodes hold exactly the
# winner's files, no trial file and no lock. Then an admin edits the file Tandem wrote: restore
# refuses with the diff, restore --force-restore puts everything back and keeps the edit.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-concurrent-test

STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }
mapfile_targets() { mapfile -t TARGETS < <(jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"); }
# run NAME: tandem-cli setup in the background with its own data folder; pid in PIDS.
declare -a PIDS=()
as_computer() { # as_computer NAME CMD...: CMD with NAME's own data, config and cache folders
    local name=$1
    shift
    env XDG_DATA_HOME="$T/$name/data" XDG_CONFIG_HOME="$T/$name/config" XDG_CACHE_HOME="$T/$name/cache" "$@"
}
run_setup() {
    local name=$1
    mkdir -p "$T/$name"
    (
        set +e
        password | as_computer "$name" "$CLI" setup "${TARGETS[@]}" --password-stdin --accept-new-host-keys --yes --json \
            >"$T/$name.json" 2>"$T/$name.err"
        echo $? >"$T/$name.rc"
    ) &
    PIDS+=($!)
}
snapshot() {
    local n
    for n in 1 2; do
        # shellcheck disable=SC2016 # expanded by the node's shell
        "$LAB_TOOL" exec "$n" sh -c '
            for f in /etc/netplan/*.yaml; do
                [ -e "$f" ] && printf "%s %s %s\n" "$f" "$(stat -c "%U:%G:%a" "$f")" "$(sha256sum <"$f" | cut -c1-64)"
            done; ls /etc/netplan; ip -4 -br addr show | grep -v "^lo\|enP7s7" || true' | sed "s/^/node$n /"
    done
}

"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null
mapfile_targets
snapshot >"$T/before.txt"

run_setup one
run_setup two
wait "${PIDS[@]}"
rc_one=$(cat "$T/one.rc")
rc_two=$(cat "$T/two.rc")
echo "setup one: exit $rc_one; setup two: exit $rc_two"
if ((rc_one == 0 && rc_two != 0)); then winner=one loser=two
elif ((rc_two == 0 && rc_one != 0)); then winner=two loser=one
else
    tail -5 "$T/one.err" "$T/two.err" >&2
    fail "exactly one setup must win (exits $rc_one and $rc_two)"
fi
pass "exactly one of two simultaneous setups wins ($winner)"

# The loser names the cause in its apply.backup check and in what it printed.
cause=$(jq -r '[.. | objects | select(.id? == "apply.backup" and .status? == "fail") | .detail] | join("\n")' "$T/$loser.json")
[[ $cause == *"Another Tandem is changing"* && $cause == *"run "*" by "*" on "*"(pid "* ]] ||
    fail "the losing setup does not name the run that holds the node: $cause"
grep -q "Another Tandem is changing" "$T/$loser.err" "$T/$loser.json" || fail "the cause is not shown"
# With --json the terminal (stderr) says why too, not only the JSON on stdout.
grep -q "^Failed: .*Another Tandem is changing" "$T/$loser.err" ||
    fail "stderr of the losing setup with --json does not say why it stopped: $(tail -3 "$T/$loser.err")"
pass "the other setup changed nothing and names the holder: $(head -1 <<<"$cause")"

# Consistent nodes: the winner's file, confirmed; no trial file, no lock.
for n in 1 2; do
    # shellcheck disable=SC2016 # expanded by the node's shell
    left=$("$LAB_TOOL" exec "$n" sh -c 'ls -A /run/netplan 2>/dev/null; ls /var/lib/tandem/lock 2>/dev/null; ls /etc/netplan | grep -v "\.yaml$" || true')
    [[ -z $left ]] || fail "node$n has leftovers: $left"
    "$LAB_TOOL" exec "$n" grep -q '"confirmed"' /var/lib/tandem/manifest.json || fail "node$n: no confirmed run"
    [[ $("$LAB_TOOL" exec "$n" sh -c 'grep -c "\"run_id\"" /var/lib/tandem/manifest.json') == 1 ]] ||
        fail "node$n: the losing run left a trace in the manifest"
done
pass "both nodes hold the winner's configuration only, with no trial file or lock left"

# An admin edits the file Tandem wrote: restore leaves it alone and shows the diff; with
# --force-restore it goes ahead and keeps the edited bytes in the run's backup folder.
"$LAB_TOOL" exec 1 sh -c 'echo "# the admin was here" >>/etc/netplan/40-cx7.yaml'
edited=$("$LAB_TOOL" exec 1 sha256sum /etc/netplan/40-cx7.yaml)
set +e
password | as_computer "$winner" "$CLI" restore "${TARGETS[@]}" --password-stdin --accept-new-host-keys --yes --json \
    >"$T/restore-edited.json" 2>"$T/restore-edited.err"
rc=$?
set -e
((rc == 1)) || fail "restore over an edited file should exit 1, got $rc"
[[ $("$LAB_TOOL" exec 1 sha256sum /etc/netplan/40-cx7.yaml) == "$edited" ]] || fail "restore changed the edited file"
jq -e '[.. | objects | select(.id? == "restore.files" and .status? == "fail") | .evidence[]?.output] | any(contains("+# the admin was here"))' \
    "$T/restore-edited.json" >/dev/null || fail "the restore does not show the diff of the edit"
pass "restore leaves a file edited since Tandem wrote it alone and shows the diff"
password | as_computer "$winner" "$CLI" restore "${TARGETS[@]}" --password-stdin --accept-new-host-keys --yes --json --force-restore \
    >"$T/restore.json" 2>"$T/restore.err" || fail "restore --force-restore failed: $(tail -3 "$T/restore.err")"
# shellcheck disable=SC2016 # expanded by the node's shell
kept=$("$LAB_TOOL" exec 1 sh -c 'cat /var/lib/tandem/backups/*/edited-1 | sha256sum')
[[ ${kept%% *} == "${edited%% *}" ]] || fail "the edited file was not kept in the backup folder ($kept)"
pass "restore --force-restore restores it and keeps the edited bytes on the node"
snapshot >"$T/after.txt"
diff -u "$T/before.txt" "$T/after.txt" || fail "restore did not put every file back"
pass "restore puts both nodes back as they were"
