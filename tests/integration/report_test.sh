#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The acceptance report from a real session on a 2-node direct lab, all through tandem-cli with
# one --state file: setup; restore and setup again (what "backup and restore tested" means:
# a restore that put every file back, then an apply, with fresh backups, that passed); a
# bandwidth run; then `report` to .json, .html and .pdf plus the serving snippets. The three
# exports must state the same facts, the JSON must match docs/report-schema.json, every
# checklist item must pass, and the snippets must name only CX7 addresses. Prints the timings.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"

require_lab pdftotext python3
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"
python3 -c 'import jsonschema' 2>/dev/null || skip "python3-jsonschema is not installed"

lab_workdir tandem-report-test

LAB() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
SESSION="$T/session.json"
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(LAB)"; }
password() { jq -r '.nodes[0].password' "$(LAB)"; }
cli() { # cli NAME COMMAND [ARGS...]: tandem-cli COMMAND HOSTS --state SESSION --json ...; status in $rc
    local name=$1 command=$2
    shift 2
    local -a targets
    mapfile -t targets < <(hosts)
    set +e
    password | "$CLI" "$command" "${targets[@]}" --password-stdin --accept-new-host-keys --json \
        --state "$SESSION" "$@" >"$T/$name.json" 2>"$T/$name.err"
    rc=$?
    set -e
}
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

"$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null

t0=$(date +%s.%N)
cli setup1 setup --yes
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup1.err")"
cli restore restore --yes
((rc == 0)) || fail "restore exit $rc: $(tail -3 "$T/restore.err")"
jq -e '.last_restore.checks | length >= 4 and all(.status == "pass")' "$SESSION" >/dev/null ||
    fail "the session does not record a passing restore: $(jq -c '.last_restore' "$SESSION")"
cli setup2 setup --yes
((rc == 0)) || fail "setup after restore exit $rc: $(tail -3 "$T/setup2.err")"
t1=$(date +%s.%N)
pass "setup, restore, setup again with one --state file ($(seconds "$t0" "$t1") s)"

cli bandwidth bandwidth --test all_gather -b 8 -e 1G -f 2 --threshold 20 --report "$T/flow-report.json"
((rc == 0)) || fail "bandwidth exit $rc: $(tail -3 "$T/bandwidth.err")"
jq -e '.bandwidth_run.rows | length == 28' "$SESSION" >/dev/null || fail "the state lacks the bandwidth rows"
jq -e '.bandwidth_run.command | test("-H 192.168.100.10:1,192.168.100.11:1")' "$SESSION" >/dev/null ||
    fail "the state lacks the exact mpirun command"
jq -e '[.facts[] | select((.hostname | startswith("spark-")) and (.kernel | length > 0))] | length == 2' \
    "$SESSION" >/dev/null || fail "the state lacks the nodes' host names and kernels: $(jq -c '.facts' "$SESSION")"
for step in device_checks apply ssh_fabric verify bandwidth; do
    jq -e --arg s "$step" '.steps[$s] | length > 0' "$SESSION" >/dev/null || fail "the state lost the $step step"
    jq -e --arg s "$step" '.step_times[$s].finished_at != null' "$SESSION" >/dev/null || fail "no time for $step"
done
pass "the state holds every step, their times, the facts and the bandwidth run"

t2=$(date +%s.%N)
set +e
"$CLI" report --state "$SESSION" --out "$T/report.json" --out "$T/report.html" --out "$T/report.pdf" \
    --snippets "$T/snippets" >"$T/report.out" 2>"$T/report.err"
rc=$?
set -e
t3=$(date +%s.%N)
((rc == 0)) || fail "report exit $rc (not accepted?): $(cat "$T/report.out" "$T/report.err")"
python3 "$SRC_DIR/tests/integration/report_facts.py" "$T/report.json" "$T/report.html" "$T/report.pdf" \
    --schema "$SRC_DIR/docs/report-schema.json" >"$T/facts.json" || fail "the three exports disagree"
jq -e '.accepted and ([.verdicts[]] | all(. == "PASS"))' "$T/facts.json" >/dev/null ||
    fail "the checklist does not pass on a healthy lab: $(cat "$T/report.out")"
printf 'facts: %s\n' "$(cat "$T/facts.json")"
pass "report: JSON (schema-valid), HTML and PDF agree; every checklist item passes ($(seconds "$t2" "$t3") s for all three)"

# --report on the flow command writes the same report as `tandem-cli report` from its state
# (times aside: when it was generated and saved, and the seconds stamped on evidence).
[[ -s $T/flow-report.json ]] || fail "bandwidth --report wrote no report"
tail -n 1 "$T/bandwidth.json" | jq -e '.type == "verdict" and .report.accepted == true' >/dev/null ||
    fail "the bandwidth verdict does not say the report was accepted: $(tail -n 1 "$T/bandwidth.json" | cut -c1-300)"
notimes='walk(if type == "object" then del(.generated_at, .state_saved_at, .time) else . end)'
diff <(jq -S "$notimes" "$T/flow-report.json") <(jq -S "$notimes" "$T/report.json") >"$T/report.diff" ||
    fail "bandwidth --report and report differ: $(head -20 "$T/report.diff")"
pass "bandwidth --report wrote the same report as tandem-cli report"

grep -v '^#' "$T/snippets/hostfile" | grep -q . || fail "empty hostfile"
while read -r address _; do
    [[ $address == 192.168.10[01].* ]] || fail "hostfile names $address, not a CX7 address"
done < <(grep -v '^#' "$T/snippets/hostfile")
grep -q '^NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1$' "$T/snippets/tandem-nccl.env" || fail "env file lacks both twins"
# The nodes were given by management address, so the comments name them so; no setting may.
if sed 's/#.*//' "$T/snippets/"* | grep -q '198\.18\.0\.'; then
    fail "a snippet sets a management address: $(sed 's/#.*//' "$T/snippets/"* | grep '198\.18\.0\.')"
fi
grep -q '^ray start --address=192.168.100.10:6379 --node-ip-address=192.168.100.11$' "$T/snippets/vllm-ray-launch.sh" ||
    fail "the Ray launch does not join the worker to the head over CX7"
pass "serving snippets name only CX7 addresses"
