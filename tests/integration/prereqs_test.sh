#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `tandem-cli prereqs` against a 2-node direct lab after `tandem-cli setup`: the check reports
# what is missing; tandem-probe is built for real on both nodes from the source bundle Tandem
# carries (MPI backend only: the lab has no NCCL where Tandem looks) and then answers
# --version, and runs a bandwidth test over the CX7 fabric; NCCL and nccl-tests are built from
# LOCAL stand-in sources (tests/common/standin-sources, cloned over file://, so nothing here
# reaches github.com or any address outside the lab); a user's own ~/nccl clone is never
# replaced: the build goes to Tandem's own ~/tandem/nccl instead; a failing build gives a failed check
# with the end of its log and leaves the previous install as it was; Ctrl-C during a build
# ends it on the nodes and leaves no process and no half-built folder there. Prints the
# measured build times.
# Exit 77 (ctest SKIP_RETURN_CODE) with a reason when the machine cannot run the lab.

set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"

require_lab git make cc mpicc cmake
[[ -n $CLI && -x $CLI ]] || skip "tandem-cli is not built"

lab_workdir tandem-prereqs-test
# The nodes have their own /tmp, /var/tmp, /run, /home, /etc and /var/lib/tandem; the rest of
# the host's file system they share.
# A build tree under /tmp (a fresh clone there) is out of the nodes' sight, and its parents may
# not let the node's user through: the sources go to a folder of the host's /var/cache, which
# the nodes share and every user may enter.
mkdir -p /var/cache/tandem-lab && chmod 0755 /var/cache/tandem-lab
SRC=$(mktemp -d /var/cache/tandem-lab/standin-sources.XXXXXX)
trap 'rm -rf "$SRC"; lab_cleanup' EXIT

STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }
user() { jq -r '.nodes[0].user' "$(STATE)"; }
OUTPUTS=() # every --json output, validated at the end (validate_outputs, lablib.sh)
# cli NAME COMMAND [ARGS...]: tandem-cli COMMAND HOSTS --json ...; stdout in $T/NAME.json,
# stderr in $T/NAME.err, status in $rc.
cli() {
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
verdict() { grep '"type":"verdict"' "$T/$1.json"; }
# check NAME ID NODE FIELD: a field of a check in the closing verdict (NODE as the CLI names it).
check() { verdict "$1" | jq -r --arg id "$2" --arg node "$3" '.prerequisites[] | select(.id == $id and .node == $node) | .'"$4"; }
node_name() { jq -r ".nodes[$(($1 - 1))].mgmt_address" "$(STATE)"; }
# on N CMD: runs CMD as the lab's user on node N, in its home.
on() {
    local n=$1
    shift
    "$LAB_TOOL" exec "$n" su - "$(user)" -c "$*"
}
sha() { on "$1" "sha256sum tl/nccl/build/lib/libnccl.so.2.28.9" | cut -d' ' -f1; }
no_leftovers() {
    local n
    for n in 1 2; do
        # The nodes share the host's process table: only the lab user's processes count.
        if "$LAB_TOOL" exec "$n" pgrep -a -u "$(jq -r '.nodes[0].uid' "$(STATE)")" -f \
            "tandem-build|make src.build|make MPI=1|cc1" >"$T/left.txt" 2>&1; then
            fail "$1: processes left on node$n: $(cat "$T/left.txt")"
        fi
        if on "$n" 'ls -d tl/*.tandem-new.* tl/*.tandem-old.* 2>/dev/null' | grep -q .; then
            fail "$1: half-built folders left on node$n"
        fi
    done
}

# Without the build's tandem-probe on the nodes (other lab tests install it): this test builds
# its own from the bundle.
TANDEM_LAB_PROBE='' "$LAB_TOOL" up --standin "$STANDIN" --nodes 2 --topology direct >/dev/null
cli setup setup --yes
((rc == 0)) || fail "setup exit $rc: $(tail -3 "$T/setup.err")"
pass "setup (plan, apply, SSH fabric, verify) passes"

# --- the check reports what is missing --------------------------------------------------------
N1=$(node_name 1)
N2=$(node_name 2)
cli missing prereqs
((rc == 1)) || fail "prereqs with nothing built should exit 1, got $rc"
for n in "$N1" "$N2"; do
    [[ $(check missing prereq.probe "$n" status) == fail ]] || fail "probe on $n: $(check missing prereq.probe "$n" detail)"
    [[ $(check missing prereq.nccl "$n" status) == fail ]] || fail "nccl on $n: $(check missing prereq.nccl "$n" detail)"
    [[ $(check missing prereq.mpi "$n" status) == pass ]] || fail "mpi on $n: $(check missing prereq.mpi "$n" detail)"
    # The lab's own nccl-tests stand-in is in ~/nccl-tests/build, built with MPI.
    [[ $(check missing prereq.nccl-tests "$n" status) == pass ]] ||
        fail "nccl-tests on $n: $(check missing prereq.nccl-tests "$n" detail)"
done
[[ $(grep -c '"type":"check"' "$T/missing.json") -ge 9 ]] || fail "expected a JSON line per check"
pass "prereqs reports the missing probe and NCCL, Open MPI and the lab's nccl-tests"

# --- tandem-probe from the bundle, on both nodes at once -------------------------------------
t0=$(date +%s.%N)
cli probe prereqs --build probe --yes
t1=$(date +%s.%N)
for n in "$N1" "$N2"; do
    [[ $(check probe prereq.build.probe "$n" status) == pass ]] ||
        fail "probe build on $n: $(check probe prereq.build.probe "$n" detail)"
    [[ $(check probe prereq.probe "$n" status) == pass ]] || fail "probe on $n: $(check probe prereq.probe "$n" detail)"
    check probe prereq.probe "$n" detail | grep -q "backends: mpi" || fail "the probe is not MPI-only on $n"
    streamed=$(grep '"type":"build"' "$T/probe.json" | jq -r 'select(.component == "probe") | .node' | grep -cxF "$n" || true)
    ((streamed > 5)) || fail "only $streamed build lines streamed from $n: $(grep '"type":"build"' "$T/probe.json" | jq -r .node | sort | uniq -c | tr '\n' ' ')"
done
grep '"type":"plan"' "$T/probe.json" | jq -e '.jobs | length == 2' >/dev/null || fail "the plan did not list both nodes"
last=$(grep '"type":"build"' "$T/probe.json" | jq -r 'select(.component == "probe") | .progress' | sort -g | tail -1)
awk -v p="$last" 'BEGIN { exit !(p > 0.5) }' || fail "build progress never got past $last"
for n in 1 2; do
    version=$(on "$n" 'tandem-probe/build/tandem-probe --version')
    [[ $version == "tandem-probe "*" backends=mpi" ]] || fail "tandem-probe --version on node$n: $version"
done
awk -v a="$t0" -v b="$t1" -v v="$version" 'BEGIN { printf "tandem-probe built on both nodes in %.1f s: %s\n", b - a, v }'
pass "tandem-probe built from the bundle on both nodes, answers --version"

cli probe_run bandwidth --tool probe --probe-backend mpi --test all_reduce -b 1K -e 64K -f 4 --threshold 0.001
((rc == 0)) || fail "a bandwidth run with the built probe exit $rc: $(verdict probe_run | jq -c '.bandwidth')"
pass "the built probe runs a bandwidth test over the CX7 fabric"

# --- NCCL and nccl-tests from local stand-in sources -----------------------------------------
sh "$SRC_DIR/tests/common/standin-sources/make-repos.sh" "$SRC" >/dev/null
# git serves a local repository only to its owner: the lab's user.
chown -R "$(jq -r '.nodes[0].uid' "$(STATE)"):$(jq -r '.nodes[0].gid' "$(STATE)")" "$SRC"
where=(--nccl-home tl/nccl/build --nccl-tests-dir tl/nccl-tests/build
    --nccl-source "file://$SRC/nccl" --nccl-tests-source "file://$SRC/nccl-tests")
t0=$(date +%s.%N)
cli nccl prereqs --build nccl,nccl-tests --yes "${where[@]}"
t1=$(date +%s.%N)
for n in "$N1" "$N2"; do
    [[ $(check nccl prereq.build.nccl "$n" status) == pass ]] || fail "nccl build on $n: $(check nccl prereq.build.nccl "$n" detail)"
    [[ $(check nccl prereq.nccl "$n" status) == pass ]] || fail "nccl on $n: $(check nccl prereq.nccl "$n" detail)"
    check nccl prereq.nccl "$n" detail | grep -q "2.28.9+cuda13.0" || fail "NCCL's version on $n"
    [[ $(check nccl prereq.nccl-tests "$n" status) == pass ]] ||
        fail "nccl-tests on $n: $(check nccl prereq.nccl-tests "$n" detail)"
done
grep '"type":"build"' "$T/nccl.json" | jq -r 'select(.component == "nccl") | .line' | grep -q '^Compiling  file24.cc' ||
    fail "NCCL's compile lines were not streamed"
[[ $(verdict nccl | jq -r '.prerequisites[] | select(.id == "prereq.versions") | .status') == pass ]] ||
    fail "versions across the nodes: $(verdict nccl | jq -c '.prerequisites[] | select(.id == "prereq.versions")')"
((rc == 0)) || fail "prereqs after the NCCL build exit $rc: $(verdict nccl | jq -c '[.prerequisites[] | select(.status == "fail")]')"
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "stand-in NCCL and nccl-tests built on both nodes in %.1f s\n", b - a }'
pass "NCCL and nccl-tests built from file:// sources on both nodes; checks pass"

# --- a user's own ~/nccl checkout and ~/nccl-tests survive byte for byte ---------------------
# ~/nccl is planted as the user's git clone with a patch of theirs; ~/nccl-tests is the lab's
# stand-in, which Tandem did not make either. A build at the default locations goes into
# Tandem's own ~/tandem/nccl and ~/tandem/nccl-tests instead, on both nodes, and says so first.
on 1 'mkdir -p nccl/.git nccl/src && printf "ref: refs/heads/mine\n" >nccl/.git/HEAD && printf "my patch\n" >nccl/src/mine.cc'
tree() { on 1 'find nccl nccl-tests -print0 | sort -z | xargs -0 sha256sum 2>&1 | sha256sum'; }
mine_before=$(tree)
cli mine prereqs --build nccl,nccl-tests --rebuild --yes \
    --nccl-source "file://$SRC/nccl" --nccl-tests-source "file://$SRC/nccl-tests"
((rc == 0)) || fail "a build beside the user's ~/nccl should succeed, got $rc: $(tail -3 "$T/mine.err")"
grep '"type":"plan"' "$T/mine.json" | jq -r '.notes[]' | grep -q "^~/nccl on $N1 is not Tandem's" ||
    fail "the plan does not say it leaves the user's ~/nccl alone: $(grep '"type":"plan"' "$T/mine.json")"
[[ $(verdict mine | jq -r '.locations.nccl_home') == tandem/nccl/build ]] ||
    fail "the session does not use Tandem's own NCCL: $(verdict mine | jq -c '.locations')"
for n in "$N1" "$N2"; do
    [[ $(check mine prereq.build.nccl "$n" status) == pass ]] ||
        fail "the build into ~/tandem/nccl on $n: $(check mine prereq.build.nccl "$n" detail)"
    [[ $(check mine prereq.nccl "$n" status) == pass ]] || fail "NCCL in ~/tandem/nccl on $n"
done
[[ $(tree) == "$mine_before" ]] || fail "the user's ~/nccl or ~/nccl-tests changed"
on 1 'test -f tandem/nccl/.tandem-build && test -f tandem/nccl-tests/.tandem-build' ||
    fail "no build of Tandem's own in ~/tandem"
on 1 'rm -rf nccl'
pass "a build never replaces the user's own ~/nccl checkout or ~/nccl-tests: Tandem's own ~/tandem/nccl instead, theirs byte-identical"

# --- a failing build leaves the previous install as it was -----------------------------------
before=$(sha 1)
cli broken prereqs --build nccl --rebuild --nccl-tag v2.28.9-broken --yes "${where[@]}"
((rc == 1)) || fail "a failing build should exit 1, got $rc"
[[ $(check broken prereq.build.nccl "$N1" status) == fail ]] || fail "the failed build is not a failed check"
check broken prereq.build.nccl "$N1" detail | grep -q "stand-in failure" || fail "the check does not show the log's end"
check broken prereq.build.nccl "$N1" detail | grep -q "previous install was left as it was" || fail "no word on the old install"
[[ $(sha 1) == "$before" ]] || fail "the failed build changed the installed library"
[[ $(check broken prereq.nccl "$N1" status) == pass ]] || fail "NCCL no longer passes after a failed build"
no_leftovers "after a failed build"
pass "a failing build fails its check with the log's end and leaves the old install"

# --- Ctrl-C during a build ends it on the nodes -----------------------------------------------
mapfile -t targets < <(hosts)
password | "$CLI" prereqs "${targets[@]}" --password-stdin --json --build nccl --rebuild --nccl-tag v2.28.9-slow --yes \
    "${where[@]}" >"$T/cancel.json" 2>"$T/cancel.err" &
pid=$!
for _ in $(seq 1 300); do
    grep -q '"line":"Compiling  file2.cc' "$T/cancel.json" 2>/dev/null && break
    sleep 0.1
done
grep -q '"line":"Compiling  file2.cc' "$T/cancel.json" || fail "the slow build never started compiling"
t0=$(date +%s.%N)
kill -INT "$pid"
set +e
wait "$pid"
rc=$?
OUTPUTS+=("$T/cancel.json")
set -e
t1=$(date +%s.%N)
((rc == 1)) || fail "an interrupted build should exit 1, got $rc: $(tail -3 "$T/cancel.err")"
[[ $(check cancel prereq.build.nccl "$N1" status) == skipped ]] || fail "cancelled build: $(check cancel prereq.build.nccl "$N1" detail)"
no_leftovers "after Ctrl-C"
[[ $(sha 1) == "$before" ]] || fail "the cancelled build changed the installed library"
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "Ctrl-C to tandem-cli exit: %.1f s\n", b - a }'
pass "Ctrl-C ends the build on both nodes; no process and no half-built folder left"

validate_outputs "${OUTPUTS[@]}"
