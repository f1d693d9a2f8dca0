#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs one libFuzzer harness (docs/fuzzing.md):
#   fuzz.sh [--brief] HARNESS WORKDIR SECONDS
# Fuzzes for SECONDS from the seed corpus tests/fuzz/corpus/<name> (read only) and WORKDIR/corpus
# (where new inputs go), with tests/fuzz/dict/<name>.dict when there is one. Crashing inputs go
# to WORKDIR/artifacts/ (emptied first). After a crash the fuzzer starts again until the time
# is up (at most 20 crashes). The last line is
#   fuzz-result NAME SECONDS EXECS CRASHES
# and the exit status is 1 when anything crashed.
# --brief (ctest -L fuzz): first replays every seed one by one, and fails at the first crash.
set -uo pipefail

brief=0
if [ "${1:-}" = "--brief" ]; then
    brief=1
    shift
fi
[ $# -eq 3 ] || { sed -n '4,13p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
bin="$1" work="$2" seconds="$3"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name="$(basename "$bin")"
name="${name#fuzz_}"
# fuzz_all (tests/fuzz/fuzz_all.cpp) runs the harness TANDEM_FUZZ_TARGET names.
[ "$name" = all ] && name="${TANDEM_FUZZ_TARGET:-all}"
seeds="$here/corpus/$name"
dict="$here/dict/$name.dict"
[ -x "$bin" ] || { echo "fuzz.sh: $bin is not built" >&2; exit 2; }
[ -d "$seeds" ] || { echo "fuzz.sh: no seed corpus $seeds" >&2; exit 2; }

# The settings of the sanitizer build's ctest runs (tests/fuzz/sanitize.cmake), unless set.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:check_initialization_order=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$here/lsan.supp:print_suppressions=0}"

mkdir -p "$work/corpus" "$work/artifacts"
rm -f "$work/artifacts/"*
log="$work/last.log"
options=(-timeout=10 -rss_limit_mb=2560 -print_final_stats=1 -artifact_prefix="$work/artifacts/")
[ -f "$dict" ] && options+=(-dict="$dict")

if [ "$brief" = 1 ]; then
    # Every seed once, each by itself: a crash names its file.
    if ! "$bin" -timeout=10 -rss_limit_mb=2560 "$seeds"/* >"$log" 2>&1; then
        cat "$log"
        echo "fuzz.sh: a seed of $name crashed (above)" >&2
        exit 1
    fi
    echo "replayed $(find "$seeds" -type f | wc -l) seeds of $name"
fi

start=$SECONDS
execs=0
runs=0
died=0
while :; do
    left=$((seconds - (SECONDS - start)))
    [ "$left" -ge 1 ] || break
    runs=$((runs + 1))
    "$bin" "${options[@]}" -max_total_time="$left" "$work/corpus" "$seeds" >"$log" 2>&1
    status=$?
    n="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    execs=$((execs + ${n:-0}))
    if [ "$status" -ne 0 ]; then
        died=1
        # The report: the sanitizer's or libFuzzer's, from its first line.
        sed -n '/^==[0-9]*==\|runtime error\|^INFO: libFuzzer: \|deadly signal\|Test unit written/,$p' "$log" |
            head -60
        [ "$brief" = 1 ] && break
        [ "$runs" -ge 20 ] && break
    fi
done
crashes="$(find "$work/artifacts" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)"
# A run that died without writing an input (it should not happen) still counts.
[ "$crashes" -eq 0 ] && [ "$died" -ne 0 ] && crashes=1
echo "fuzz-result $name $((SECONDS - start)) $execs $crashes"
[ "$crashes" -eq 0 ]
