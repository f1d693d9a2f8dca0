#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# with_lab.sh [tandem-lab up options...] -- COMMAND [ARGS...]
# Runs COMMAND with a private lab up (TANDEM_LAB_DIR in a temp folder, TANDEM_LAB_STATE
# pointing at its state file) and takes the lab down afterwards, whatever happens. Exits 77
# (ctest's SKIP_RETURN_CODE) with the reason where no lab can run; otherwise COMMAND's status.
set -euo pipefail

# shellcheck source-path=SCRIPTDIR source=lablib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lablib.sh"

up_args=()
while (($#)) && [[ $1 != -- ]]; do
    up_args+=("$1")
    shift
done
[[ ${1:-} == -- ]] || { echo "usage: with_lab.sh [up options] -- COMMAND..." >&2; exit 2; }
shift

# shellcheck disable=SC2119 # no tools beyond the common ones
require_lab

lab_workdir tandem-with-lab
export TANDEM_LAB_STATE="$TANDEM_LAB_DIR/state.json"
export TANDEM_LAB_TOOL="$LAB_TOOL"
# The probe where it was built, so a test can run tandem-probe on the nodes.
"$LAB_TOOL" up --standin "$STANDIN" ${PROBE:+--probe "$PROBE"} "${up_args[@]}" >"$T/up.txt" || { cat "$T/up.txt" >&2; exit 1; }
status=0
"$@" || status=$?
exit "$status"
