#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli setup` with a user's ~/.ssh/authorized_keys that holds a stray "# tandem-fabric
# begin" line above another of the user's keys, and a key of the user's whose comment only
# looks like Tandem's. Before, the sed range deleted everything after the stray line and setup
# exited 0. Now: setup fails at the SSH fabric with the line named and the user's ssh files
# byte-identical on every node; with the stray line removed, setup passes, every user line is
# still there, and restore gives the user's file back byte for byte.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-fabric-markers-test

STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }
user() { jq -r '.nodes[0].user' "$(STATE)"; }
OUTPUTS=() # every --json output, validated at the end (validate_outputs, lablib.sh)
cli() { # cli NAME COMMAND [ARGS...]: tandem-cli COMMAND HOSTS --json ...; status in $rc
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(hosts)
    set +e
    password | "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json "$@" \
        >"$T/$name.json" 2>"$T/$name.err"
    rc=$?
    set -e
    OUTPUTS+=("$T/$name.json")
}
on() { # on N CMD: CMD as the lab's user on node N, in its home
    local n=$1
    shift
    "$LAB_TOOL" exec "$n" su - "$(user)" -c "$*"
}
ssh_files() { # hashes of the user's ssh files on both nodes
    local n
    for n in 1 2; do
        # shellcheck disable=SC2016 # expanded by the node's shell
        on "$n" 'for f in authorized_keys known_hosts config; do
            if [ -e ~/.ssh/$f ]; then printf "%s %s\n" "$f" "$(sha256sum <~/.ssh/$f | cut -c1-64)"; else echo "$f absent"; fi
        done' | sed "s/^/node$n /"
    done
}
status_of() { jq -r --arg id "$2" "[.$3[] | select(.id == \$id) | .status] | unique | join(\",\")" "$T/$1.json"; }
detail_of() { jq -r --arg id "$2" "[.$3[] | select(.id == \$id and .status == \"fail\") | .detail] | first // \"\"" "$T/$1.json"; }

"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null

# The user's file: a key, the stray line, another key, a key commented like Tandem's, no
# final newline.
on 1 'umask 077; mkdir -p ~/.ssh; printf "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFirst me@laptop\n# tandem-fabric begin\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAISecond me@desk\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOld tandem-fabric@old-node" >~/.ssh/authorized_keys'
ssh_files >"$T/before.txt"
cli stray setup --yes
((rc != 0)) || fail "setup with a stray begin marker exit 0"
detail=$(detail_of stray fabric.authorized ssh_fabric)
[[ $detail == *'"# tandem-fabric begin" line but no "# tandem-fabric end"'* ]] ||
    fail "no refusal naming the stray line: $detail $(tail -3 "$T/stray.err")"
ssh_files >"$T/after.txt"
diff -u "$T/before.txt" "$T/after.txt" || fail "a user's ssh file changed although the fabric was refused"
pass "setup refuses a stray begin marker (exit $rc): '$detail'; every ssh file byte-identical"
# Tandem has no fabric on the nodes (no manifest): restore leaves the user's markers alone and
# puts the netplan back.
cli stray-restore restore --yes
[[ $(status_of stray-restore restore.files restore) == pass ]] ||
    fail "restore after the refused setup exit $rc: $(tail -3 "$T/stray-restore.err")"
[[ $(status_of stray-restore fabric.undo ssh_fabric_removed) == *warn* ]] ||
    fail "fabric.undo after the refused setup: $(jq -c '.ssh_fabric_removed' "$T/stray-restore.json")"
ssh_files >"$T/after-restore.txt"
diff -u "$T/before.txt" "$T/after-restore.txt" || fail "restore changed a user's ssh file"
pass "restore after the refused setup (exit $rc) puts the netplan back and leaves the user's markers alone"

# Without the stray line the fabric goes in, and every line of the user's stays.
on 1 "sed -i '/^# tandem-fabric begin\$/d' ~/.ssh/authorized_keys"
mine=$(on 1 'sha256sum <~/.ssh/authorized_keys | cut -c1-64')
cli fixed setup --yes
((rc == 0)) || fail "setup after the fix exit $rc: $(tail -3 "$T/fixed.err")"
for key in AAAAIFirst AAAAISecond AAAAIOld; do
    on 1 "grep -q $key ~/.ssh/authorized_keys" || fail "the user's key $key is gone after setup"
done
on 1 'grep -q "^from=\"[0-9.,]*\",no-port-forwarding,no-agent-forwarding,no-X11-forwarding,no-pty ssh-ed25519 " ~/.ssh/authorized_keys' ||
    fail "the fabric key lacks its from= and restrictions: $(on 1 'grep tandem-fabric ~/.ssh/authorized_keys')"
pass "with the stray line removed, setup passes (mpirun over restricted fabric keys) and keeps every user line"
cli fixed-restore restore --yes
((rc == 0)) || fail "restore exit $rc: $(tail -3 "$T/fixed-restore.err")"
[[ $(on 1 'sha256sum <~/.ssh/authorized_keys | cut -c1-64') == "$mine" ]] ||
    fail "restore did not give the user's authorized_keys back byte for byte"
pass "restore gives the user's authorized_keys back byte for byte"

validate_outputs "${OUTPUTS[@]}"
