#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fabric health over time on a 2-node direct lab after `tandem-cli setup` (docs/health.md,
# docs/history.md): probe soaks (MPI backend) sample every node's counters and GPU beside the
# run. A clean soak is clean; with `fault flap` the link-down/link-up events stream, the
# verdict warns and names the flapping twin; with `fault errors` the RoCE counters stream and
# the verdict names them. Every run is kept in the run history: `history` lists them, and a
# sweep slowed by `fault speed` is flagged as a regression against the baseline (exit 1), where
# a clean one is not. HEALTH_SOAK sets the soaks' length (default 20 s; `./dev health`: 60).
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"
# shellcheck source-path=SCRIPTDIR source=bandwidthlib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bandwidthlib.sh"

soak=${HEALTH_SOAK:-20}
if [[ ! $soak =~ ^[0-9]+$ ]] || ((soak < 10)); then
    echo "HEALTH_SOAK must be 10 or more seconds" >&2
    exit 2
fi
period=$((soak / 4))

# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"
[[ -n $PROBE && -x $PROBE ]] || skip "tandem-probe is not built (cmake --build build --target tandem-probe)"

lab_workdir tandem-health-test
"$LAB_TOOL" up --standin "$STANDIN" --probe "$PROBE" --nodes 2 --topology direct >/dev/null
cli setup setup --yes
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup.err")"
pass "setup (plan, apply, SSH fabric, verify) passes"

# Tandem names the nodes as they were given: the lab's management addresses.
node1=$(jq -r '.nodes[0].mgmt_address' "$(lab_state)")
node2=$(jq -r '.nodes[1].mgmt_address' "$(lab_state)")
probe=(--tool probe --probe-backend mpi --test all_gather --threshold 0.01 -e 1M --soak "$soak")
health() { verdict "$1" | jq -c "$2"; }
# lines NAME TYPE: the JSON lines of one type (none is no error: the checks below say what is missing).
lines() { grep "\"type\":\"$2\"" "$T/$1.json" || true; }

# --- a clean soak ----------------------------------------------------------------------------
cli clean bandwidth "${probe[@]}"
((rc == 0)) || fail "clean soak exit $rc: $(verdict clean | jq -c '.bandwidth') $(tail -3 "$T/clean.err")"
[[ $(check clean bandwidth.health status) == pass ]] || fail "clean soak health: $(check clean bandwidth.health detail)"
lines clean event | grep -q . && fail "a clean soak gave events: $(lines clean event | head -3)"
ticks=$(lines clean gpu | grep -c . || true)
# Every 2 s on each node, less a sample skipped where the previous one was still out.
((ticks >= soak / 2)) || fail "a ${soak} s soak sampled every 2 s on 2 nodes gave $ticks GPU lines"
lines clean gpu | jq -s -e 'any(.[]; .temperature_c == 41 and .sm_clock_mhz == 2405)' >/dev/null ||
    fail "GPU lines do not carry the lab's temperature and clock: $(grep -m1 '"type":"gpu"' "$T/clean.json")"
[[ $(verdict clean | jq -r .status) == pass ]] || fail "clean verdict: $(verdict clean | jq -c .bandwidth)"
[[ $(health clean '.health.samples') -ge 4 ]] || fail "clean health summary: $(health clean .health)"
pass "clean soak: $ticks GPU samples, no event, health passes ($(check clean bandwidth.health detail))"

# --- a flapping twin -------------------------------------------------------------------------
# The flapping starts once the soak runs: a link that goes down while mpirun starts ends the run
# before any sample (seen with three lab tests on two cores), and this is about the soak.
cli_bg flap bandwidth "${probe[@]}" --report "$T/flap-report.json" --report "$T/flap-report.html"
wait_for_line flap sample 120
"$LAB_TOOL" fault flap 1 enp1s0f1np1 "$period" >/dev/null
rc=0
wait "$bg_pid" || rc=$?
"$LAB_TOOL" fault clear >/dev/null
downs=$(lines flap event | jq -s '[.[] | select(.kind == "link-down" and .node == $n and .interface == "enp1s0f1np1") | .count] | add // 0' --arg n "$node1")
((downs >= 2)) || fail "a ${soak} s soak flapping every ${period} s gave $downs link-down events on node1: $(lines flap event | head -5) $(tail -3 "$T/flap.err") flap loop: $(cat "$TANDEM_LAB_DIR/shared/faults/node1/flap.enp1s0f1np1.log" 2>/dev/null)"
lines flap event | jq -s -e 'any(.[]; .kind == "link-up")' >/dev/null || fail "no link-up event"
[[ $(check flap bandwidth.health status) == warn ]] || fail "flap health: $(check flap bandwidth.health status) $(check flap bandwidth.health detail)"
check flap bandwidth.health detail | grep -qF "enp1s0f1np1 on $node1 went down" || fail "flap detail: $(check flap bandwidth.health detail)"
check flap bandwidth.health fix | grep -q "Reseat" || fail "flap fix: $(check flap bandwidth.health fix)"
[[ $(verdict flap | jq -r .status) != pass ]] || fail "a flapping soak passed"
health flap '.health.events[] | select(.kind == "link-down")' | grep -qF "$node1" || fail "verdict health events: $(health flap .health)"
jq -e --arg n "$node1" 'any(.health.events[]; .node == $n and .kind == "link-down" and .count >= 2) and (.health.healthy | not)' \
    "$T/flap-report.json" >/dev/null || fail "the report's health: $(jq -c .health "$T/flap-report.json")"
grep -q 'data-fact="health-events"' "$T/flap-report.html" || fail "the HTML report has no health events"
ev=$(lines flap event | jq -s -c '[.[] | select(.kind == "link-down") | .t]')
pass "flap every ${period} s: $downs link-down events on node1 at t=$ev, verdict $(verdict flap | jq -r .status): $(check flap bandwidth.health detail)"

# --- RoCE errors -----------------------------------------------------------------------------
"$LAB_TOOL" fault errors 2 enP2p1s0f1np1 >/dev/null
cli errors bandwidth "${probe[@]}"
"$LAB_TOOL" fault clear >/dev/null
lines errors counters | jq -s -e --arg n "$node2" 'any(.[]; .node == $n and .interface == "enP2p1s0f1np1" and .deltas.out_of_sequence > 0)' >/dev/null ||
    fail "no out_of_sequence growth streamed for node2: $(lines errors counters | head -3)"
[[ $(check errors bandwidth.health status) == warn ]] || fail "errors health: $(check errors bandwidth.health detail)"
check errors bandwidth.health detail | grep -q "out_of_sequence" || fail "errors detail: $(check errors bandwidth.health detail)"
check errors bandwidth.health detail | grep -q "rx_discards_phy" || fail "errors detail (port): $(check errors bandwidth.health detail)"
health errors '.health.error_counters[] | select(.counter == "out_of_sequence") | .total' | grep -qE '^[1-9]' ||
    fail "verdict error_counters: $(health errors .health.error_counters)"
lines errors event | jq -s -e 'any(.[]; .kind == "link-down")' >/dev/null && fail "errors gave a link event"
pass "errors: $(check errors bandwidth.health detail)"

# --- the history: three runs, a baseline, a regression -----------------------------------
# The nccl-tests stand-in scales busbw with the lab's `speed` fault, so a slowed sweep shows.
sweep=(--test all_gather -b 1M -e 64M -f 4 --threshold 1 --health-interval 0)
cli base bandwidth "${sweep[@]}"
((rc == 0)) || fail "baseline sweep exit $rc: $(tail -3 "$T/base.err")"
id() { verdict "$1" | jq -r .history_id; }
"$CLI" history baseline "$(id base)" >/dev/null || fail "history baseline"
cli same bandwidth "${sweep[@]}"
"$LAB_TOOL" fault speed 1 enp1s0f1np1 100000 >/dev/null
"$LAB_TOOL" fault speed 1 enP2p1s0f1np1 100000 >/dev/null
cli slow bandwidth "${sweep[@]}" --report "$T/slow-report.json"
"$LAB_TOOL" fault clear >/dev/null
"$CLI" history --json >"$T/history.json" 2>"$T/history.err" || fail "history: $(cat "$T/history.err")"
runs=$(jq '.runs | length' "$T/history.json")
((runs == 6)) || fail "6 runs were kept, history lists $runs: $(jq -c '.runs[] | [.id, .kind, .verdict]' "$T/history.json")"
jq -e '.runs | map(.cluster) | unique | length == 1' "$T/history.json" >/dev/null || fail "runs of one cluster: $(jq -c '.runs | map(.cluster)' "$T/history.json")"
jq -e '(.baseline.regressions | length >= 1) and (.baseline.summary | test("Regression"))' "$T/slow-report.json" >/dev/null ||
    fail "the slowed run's report: $(jq -c .baseline.summary "$T/slow-report.json")"
set +e
"$CLI" history compare "$(id base)" "$(id same)" --json >"$T/same-compare.json"
same_rc=$?
"$CLI" history compare "$(id base)" "$(id slow)" --json >"$T/slow-compare.json"
slow_rc=$?
"$CLI" history compare "$(id base)" "$(id slow)" >"$T/slow-compare.txt"
set -e
((same_rc == 0)) || fail "two clean sweeps: compare exit $same_rc: $(jq -c .regressions "$T/same-compare.json")"
jq -e '.regressions == []' "$T/same-compare.json" >/dev/null || fail "clean compare regressions: $(jq -c .regressions "$T/same-compare.json")"
((slow_rc == 1)) || fail "the slowed sweep: compare exit $slow_rc"
jq -e '.regressions | length >= 1' "$T/slow-compare.json" >/dev/null || fail "no regression listed"
jq -e '[.sizes[] | select(.bytes == 67108864)][0] | .change_percent < -40' "$T/slow-compare.json" >/dev/null ||
    fail "64M change: $(jq -c '.sizes[-1]' "$T/slow-compare.json")"
grep -q "Regression" "$T/slow-compare.txt" || fail "text compare: $(tail -2 "$T/slow-compare.txt")"
"$CLI" history --json | jq -e --argjson b "$(id base)" '.runs[] | select(.id == $b) | .baseline' >/dev/null ||
    fail "run $(id base) is not marked as the baseline"
pass "history: $runs runs kept; $(tail -1 "$T/slow-compare.txt")"

validate_outputs "${OUTPUTS[@]}"
