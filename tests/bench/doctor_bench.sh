#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How long a full Doctor run takes on a 4-node switch lab (the issue's goal: under 60 s), three
# runs after one setup, each `tandem-cli doctor` from start to its JSON: connect, device and
# cabling checks, the scan, 36 ib_write_bw runs and 6 NCCL pairs, the diagnosis. Prints each
# run's wall time with its counts of RDMA runs, NCCL pairs and findings. Needs root and
# the lab (tests/lab); run by hand: `sudo tests/bench/doctor_bench.sh` after a build, with
# TANDEM_CLI, TANDEM_LAB_STANDIN and TANDEM_LAB_IBWB pointing at the built binaries (the
# defaults are build/...). Figures go to docs/benchmarks.md ("The Doctor").

set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export TANDEM_CLI="${TANDEM_CLI:-$root/build/app/cli/tandem-cli}"
export TANDEM_LAB_STANDIN="${TANDEM_LAB_STANDIN:-$root/build/tests/lab/tandem-lab-nccl-tests}"
export TANDEM_LAB_IBWB="${TANDEM_LAB_IBWB:-$root/build/tests/lab/tandem-lab-ib-write-bw}"
# shellcheck source-path=SCRIPTDIR source=../integration/lablib.sh
source "$root/tests/integration/lablib.sh"
# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab
[[ -x $TANDEM_CLI ]] || skip "tandem-cli is not built"
[[ -x $TANDEM_LAB_IBWB ]] || skip "the ib_write_bw stand-in is not built"
nodes=${1:-4}
runs=${2:-3}

lab_workdir tandem-doctor-bench
STATE() { printf '%s' "$TANDEM_LAB_DIR/state.json"; }
hosts() { jq -r '.nodes[] | "\(.user)@\(.mgmt_address)"' "$(STATE)"; }
password() { jq -r '.nodes[0].password' "$(STATE)"; }

"$LAB_TOOL" up --nodes "$nodes" --topology switch --ibwb "$TANDEM_LAB_IBWB" >"$T/up.log" 2>&1 || fail "lab up: $(tail -3 "$T/up.log")"
mapfile -t targets < <(hosts)
password | "$TANDEM_CLI" setup "${targets[@]}" --password-stdin --accept-new-host-keys --yes --json >"$T/setup.json" 2>&1 ||
    fail "setup failed"
printf '%-5s %10s %8s %8s %9s\n' run "wall (s)" rdma nccl findings
for ((i = 1; i <= runs; i++)); do
    t0=$(date +%s.%N)
    password | "$TANDEM_CLI" doctor "${targets[@]}" --password-stdin --json --state "$T/state.json" >"$T/doctor-$i.json" 2>"$T/doctor-$i.err" || true
    t1=$(date +%s.%N)
    printf '%-5s %10.1f %8s %8s %9s\n' "$i" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" \
        "$(jq '.links | length' "$T/doctor-$i.json")" "$(jq '.nccl | length' "$T/doctor-$i.json")" \
        "$(jq '.findings | length' "$T/doctor-$i.json")"
done
