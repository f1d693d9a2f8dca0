#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fuzzes every harness at once, one process each, with what pack.sh packed:
#   parallel.sh PACK.tar.xz SECONDS WORKDIR [HARNESS...]
# Each harness runs through fuzz.sh (seeds, dictionary, crash handling as for ./dev fuzz); the
# table of the results ends the output, and crashing inputs stay in WORKDIR/<harness>/artifacts.
# Exit status 1 when anything crashed.
set -uo pipefail
[ $# -ge 3 ] || { sed -n '4,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
pack="$1" seconds="$2" work="$3"
shift 3
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
    # The list in CMakeLists.txt, one word per harness.
    mapfile -t harnesses < <(sed -n '/^set(TANDEM_FUZZ_HARNESSES/,/)/p' "$here/CMakeLists.txt" |
        tr -d '()' | tr ' ' '\n' | grep -E '^[a-z0-9]+$')
fi
root="$work/pack"
mkdir -p "$root"
tar -C "$root" -xJf "$pack"
export LD_LIBRARY_PATH="$root/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for harness in "${harnesses[@]}"; do
    TANDEM_FUZZ_TARGET="$harness" "$here/fuzz.sh" "$root/fuzz_all" "$work/$harness" "$seconds" \
        >"$work/$harness.log" 2>&1 &
done
wait
status=0
printf '%-16s %8s %12s %8s\n' harness seconds execs crashes
for harness in "${harnesses[@]}"; do
    line="$(tail -1 "$work/$harness.log")"
    # shellcheck disable=SC2086 # the result line is four words
    set -- $line
    [ "${1:-}" = fuzz-result ] || { echo "$harness: no result; its log ends:"; tail -5 "$work/$harness.log"; status=1; continue; }
    printf '%-16s %8s %12s %8s\n' "$2" "$3" "$4" "$5"
    [ "$5" = 0 ] || status=1
done
exit "$status"
