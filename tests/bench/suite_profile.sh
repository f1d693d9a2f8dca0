#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Where the test suite's CPU goes (docs/benchmarks.md, "The test suite"): runs a selection of
# ctest tests (default: the lab phase as `./dev test` runs it, three at once) under the kernel's
# process accounting (acct(2)), and prints
# - the wall time and the CPU seconds the whole machine spent (/proc/stat),
# - how many processes ended in that time, and the commands that started the most of them and
#   spent the most CPU,
# - what one process costs here: 500 runs of /bin/true from bash, in ms of CPU each.
# Process accounting keeps each process's CPU in 10 ms steps, rounded down, so the commands'
# CPU adds up to less than the machine's: on a machine where a process costs milliseconds the
# difference is mostly those processes.
# It takes the kernel's process accounting for the run and turns it off after: not for a machine
# whose own accounting (the acct package's) must go on.
# With --each, every test of the selection runs alone instead, one after the other, and each
# gets a line of its wall time and the machine's CPU seconds: the work a test needs, without the
# others beside it.
# Needs root; run by hand after a build:
#   sudo tests/bench/suite_profile.sh [--each] [CTEST ARGS...]
# e.g. `sudo tests/bench/suite_profile.sh -R 'ssh.lab|fabric.lab$' -j2`.

set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${TANDEM_BUILD_DIR:-$root/build}"
((EUID == 0)) || {
    echo "suite_profile.sh: needs root (process accounting, and the lab tests)" >&2
    exit 2
}
[[ -d $build ]] || {
    echo "suite_profile.sh: no build in $build (cmake --build build first)" >&2
    exit 2
}
command -v python3 >/dev/null || {
    echo "suite_profile.sh: needs python3" >&2
    exit 2
}
each=0
if [[ ${1:-} == --each ]]; then
    each=1
    shift
fi
args=("$@")
((${#args[@]})) || args=(-L '^lab$' -LE '^(faults|doctor)$' -j3)

work=$(mktemp -d /tmp/tandem-suite-profile.XXXXXX)
chmod 0700 "$work"
acct_file="$work/acct"
: >"$acct_file"

# acct(2) through libc: the `acct` package's accton is not a dependency of Tandem's.
acct() {
    python3 -c '
import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
if libc.acct(sys.argv[1].encode() if sys.argv[1] else None) != 0:
    sys.exit("acct: errno %d" % ctypes.get_errno())' "$1"
}
busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat; }
# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
    acct "" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

hz=$(getconf CLK_TCK)
if ((each)); then
    mapfile -t tests < <(ctest --test-dir "$build" -N "${args[@]}" | sed -n 's/^ *Test *#[0-9]*: //p')
    ((${#tests[@]})) || {
        echo "suite_profile.sh: the selection has no test" >&2
        exit 2
    }
    failed=0 wall=0 cpu=0
    for t in "${tests[@]}"; do
        b0=$(busy)
        w0=$EPOCHREALTIME
        ctest --test-dir "$build" -R "^${t//./\\.}\$" >"$work/ctest.log" 2>&1 || failed=$((failed + 1))
        w1=$EPOCHREALTIME
        b1=$(busy)
        line=$(awk -v t="$t" -v w0="${w0/,/.}" -v w1="${w1/,/.}" -v b0="$b0" -v b1="$b1" -v hz="$hz" \
            'BEGIN { printf "%-32s wall %6.1f s  CPU %6.1f s\n", t, w1 - w0, (b1 - b0) / hz }')
        grep -q "tests passed, 0 tests failed" "$work/ctest.log" || line+="  (did not pass)"
        printf '%s\n' "$line"
        read -r w c <<<"$(awk '{ print $3, $6 }' <<<"$line")"
        wall=$(awk -v a="$wall" -v b="$w" 'BEGIN { print a + b }')
        cpu=$(awk -v a="$cpu" -v b="$c" 'BEGIN { print a + b }')
    done
    printf '%d tests one at a time: wall %.1f s, the machine'"'"'s CPU %.1f s; %d did not pass\n' \
        "${#tests[@]}" "$wall" "$cpu" "$failed"
    exit $((failed > 0))
fi
acct "$acct_file"
b0=$(busy)
w0=$EPOCHREALTIME
set +e
ctest --test-dir "$build" "${args[@]}" >"$work/ctest.log" 2>&1
rc=$?
set -e
w1=$EPOCHREALTIME
b1=$(busy)
acct ""
grep -E "tests passed|tests failed|Test +#" "$work/ctest.log" | tail -40
awk -v w0="${w0/,/.}" -v w1="${w1/,/.}" -v b0="$b0" -v b1="$b1" -v hz="$hz" -v rc="$rc" \
    'BEGIN { printf "ctest exit %d; wall %.1f s; the machine'"'"'s CPU %.1f s\n", rc, w1 - w0, (b1 - b0) / hz }'

python3 - "$acct_file" <<'EOF'
import collections, struct, sys

# struct acct_v3 (linux/acct.h): flag, version, tty, exitcode, uid, gid, pid, ppid, btime,
# etime (float), then utime, stime, mem, io, rw, minflt, majflt, swaps as comp_t, comm[16].
fmt = "=BBHIIIIIIfHHHHHHHH16s"
size = struct.calcsize(fmt)
data = open(sys.argv[1], "rb").read()


def comp(c):  # comp_t: 13-bit mantissa, 3-bit base-8 exponent, in 1/100 s
    return (c & 0x1FFF) << (3 * (c >> 13))


count = collections.Counter()
cpu = collections.Counter()
for offset in range(0, len(data) - size + 1, size):
    f = struct.unpack_from(fmt, data, offset)
    if f[1] != 3:
        sys.exit("not acct v3 records")
    name = f[-1].split(b"\0")[0].decode(errors="replace")
    count[name] += 1
    cpu[name] += (comp(f[10]) + comp(f[11])) / 100.0
print(f"{sum(count.values())} processes ended, {sum(cpu.values()):.1f} CPU s counted by them")
print("most started:    " + ", ".join(f"{k} {v}" for k, v in count.most_common(15)))
print("most CPU (s):    " + ", ".join(f"{k} {v:.1f}" for k, v in cpu.most_common(15)))
EOF

TIMEFORMAT='%U %S'
t=$({ time (for _ in {1..500}; do /bin/true; done); } 2>&1)
awk -v u="${t% *}" -v s="${t#* }" 'BEGIN { printf "one process (fork and exec of /bin/true from bash): %.1f ms of CPU\n", (u + s) * 2 }'
exit "$rc"
