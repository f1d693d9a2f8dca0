#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Honest state through tandem-cli and one --state file on a 2-node direct lab: after
# `restore` (the netplan put back, the SSH fabric removed), `verify` and `bandwidth` are
# refused with the gate's reason and change nothing, the sidebar's outcome in the file says
# undone; `setup` again brings the fabric back, and then the bandwidth test runs. A --state
# file of other nodes is kept as .old, never overwritten.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck source-path=SCRIPTDIR source=bandwidthlib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bandwidthlib.sh"

# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-honest-state-test
S="$T/session.json"
refused() { jq -r 'select(.refused != null) | .refused.reason' "$T/$1.json" | tail -1; }

"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null
cli setup setup --yes --state "$S"
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup.err")"
cli restore restore --yes --state "$S"
((rc == 0)) || fail "restore exit $rc: $(tail -3 "$T/restore.err")"
pass "setup, then restore, in one session file"

cli verify verify --state "$S"
((rc == 1)) || fail "verify after restore should be refused with exit 1, got $rc"
refused verify | grep -q "was restored" || fail "verify's refusal does not say why: $(refused verify)"
cli bandwidth-refused bandwidth --test all_gather -b 8 -e 1M -f 2 --state "$S"
((rc == 1)) || fail "bandwidth after restore should be refused with exit 1, got $rc"
refused bandwidth-refused | grep -q "out of date" || fail "bandwidth's refusal does not say why: $(refused bandwidth-refused)"
grep -q '"type":"row"' "$T/bandwidth-refused.json" && fail "a refused bandwidth test ran"
jq -e '.steps.ssh_fabric[] | select(.id | startswith("fabric.undo"))' "$S" >/dev/null ||
    fail "the session file does not record the fabric's removal"
pass "after restore, verify and bandwidth are refused with the reason, and nothing runs"

cli again setup --yes --state "$S"
((rc == 0)) || fail "setup again exit $rc: $(tail -3 "$T/again.err")"
# A sweep to 1 MiB only: it runs, its rows stream; the busbw threshold is not what is tested.
cli bandwidth bandwidth --test all_gather -b 8 -e 1M -f 2 --state "$S"
((rc == 0 || rc == 1)) || fail "bandwidth after setup again: exit $rc $(tail -3 "$T/bandwidth.err")"
grep -q '"type":"row"' "$T/bandwidth.json" || fail "no rows streamed"
[[ $(check bandwidth bandwidth.run status) == pass ]] || fail "the run did not pass: $(check bandwidth bandwidth.run detail)"
pass "setup again, then the bandwidth test runs"

# Another cluster's session file: kept beside, never overwritten.
cp "$S" "$T/before.json"
jq '.nodes[0].name = "other-node"' "$T/before.json" >"$S"
cli other check --state "$S"
((rc == 0)) || fail "check with another cluster's --state: exit $rc $(tail -3 "$T/other.err")"
[[ -f $S.old ]] || fail "the other cluster's session was not kept as .old"
jq -e '.nodes[0].name == "other-node"' "$S.old" >/dev/null || fail ".old is not the other cluster's file"
pass "another cluster's --state file is kept as .old"

validate_outputs "${OUTPUTS[@]}"
