#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs tandem-probe --backend mpi under mpirun -np 2 on localhost and checks its JSON lines:
# every line JSON, start first, end last, the bytes sequence, busbw = algbw x factor,
# wrong == 0, each rank's CPUs, the soak's sample count, and bad arguments -> one error line
# and exit 2.
set -u
probe=$1
command -v jq >/dev/null || { echo "SKIP: jq not installed"; exit 77; }
command -v mpirun >/dev/null || { echo "SKIP: mpirun not installed"; exit 77; }
# Loopback only: shared memory between the two ranks, TCP control channel on lo.
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
export OMPI_MCA_oob_tcp_if_include=lo OMPI_MCA_btl_tcp_if_include=lo OMPI_MCA_pml=ob1
export OMPI_MCA_rmaps_base_oversubscribe=1
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
run() { timeout 120 mpirun --allow-run-as-root --oversubscribe -np 2 "$probe" --backend mpi "$@" >"$work/out" 2>"$work/err"; }

if ! run --op all_reduce -b 1K -e 1K --iters 1 --warmup 0 && grep -qiE 'slots|not enough|could not|orte' "$work/err"; then
    echo "SKIP: mpirun cannot start 2 ranks here:"; head -5 "$work/err"; exit 77
fi

check_stream() { # file op factor expected-bytes...
    local f=$1 op=$2 factor=$3; shift 3
    jq -e . "$f" >/dev/null 2>&1 || fail "$op: a line is not JSON: $(head -3 "$f")"
    [ "$(jq -r .type "$f" | head -1)" = start ] || fail "$op: first line is not start"
    [ "$(jq -r .type "$f" | tail -1)" = end ] || fail "$op: last line is not end"
    [ "$(jq -r 'select(.type=="start").ranks' "$f")" = 2 ] || fail "$op: ranks != 2"
    [ "$(jq -r 'select(.type=="start").alloc' "$f")" = host ] || fail "$op: start.alloc is not host"
    # Each rank's CPUs: a cpulist whose CPUs add up to its count, and the count this machine's
    # own affinity allows at most.
    jq -s -e --argjson n "$(nproc --all)" '[.[] | select(.type=="start")][0] |
        (.cpus | length) == 2 and (.cpu_counts | length) == 2 and
        ([.cpus[] | [split(",")[] | split("-") | map(tonumber) | .[-1] - .[0] + 1] | add]
            == .cpu_counts) and all(.cpu_counts[]; . >= 1 and . <= $n)' "$f" >/dev/null ||
        fail "$op: start.cpus and cpu_counts disagree: $(jq -c 'select(.type=="start") | [.cpus, .cpu_counts]' "$f")"
    local got; got=$(jq -r 'select(.type=="sample").bytes' "$f" | tr '\n' ' ')
    [ -z "$*" ] || [ "$got" = "$* " ] || fail "$op: bytes '$got' != '$* '"
    jq -e --arg op "$op" --argjson k "$factor" 'select(.type=="sample") |
        .op == $op and .wrong == 0 and .time_us > 0 and
        ((.busbw - .algbw * $k) | fabs) <= 1e-3 * (.busbw + 1e-3) and
        ((.algbw - .bytes / .time_us / 1e3) | fabs) <= 1e-3 * (.algbw + 1e-3)' "$f" \
        | grep -qv true && fail "$op: a sample has wrong fields: $(jq -c 'select(.type=="sample")' "$f" | head -3)"
    [ "$(jq -r 'select(.type=="end").samples' "$f")" = "$(jq -r 'select(.type=="sample").bytes' "$f" | wc -l)" ] \
        || fail "$op: end.samples does not match"
}

for spec in all_reduce:1 all_gather:0.5 reduce_scatter:0.5 sendrecv:1 alltoall:0.5; do
    op=${spec%%:*}; k=${spec#*:}
    run --op "$op" -b 1K -e 256K -f 4 --iters 5 --warmup 2 || fail "$op: exit $? $(cat "$work/err")"
    check_stream "$work/out" "$op" "$k" 1024 4096 16384 65536 262144
    echo "ok $op"
done

run --mode soak --op all_gather -e 64K --seconds 2 --interval-ms 200 || fail "soak: exit $?"
check_stream "$work/out" all_gather 0.5
n=$(jq -r 'select(.type=="sample").bytes' "$work/out" | wc -l)
# How many samples fit depends on how long a batch of operations takes (a loaded machine
# runs fewer), so the test checks the rules instead: samples fall on the 200 ms grid, at
# most one per grid step (a late one is not followed by a catch-up burst), and the soak
# lasts its 2 s.
{ [ "$n" -ge 2 ] && [ "$n" -le 11 ]; } || fail "soak: $n samples for 2 s at 200 ms"
jq -s -e '[.[] | select(.type=="sample").t] | . as $t
          | ([range(1; length) | $t[.] > $t[. - 1]] | all) and length <= ($t | last) / 0.2 + 1' \
    "$work/out" >/dev/null || fail "soak: more samples than 200 ms grid steps: $(jq -c 'select(.type=="sample").t' "$work/out" | tr '\n' ' ')"
jq -s -e '[.[] | select(.type=="sample").t] | last >= 1.9' "$work/out" >/dev/null \
    || fail "soak: ended before its 2 s"
echo "ok soak ($n samples)"

# A binding is reported as such: one core each under --bind-to core, more without a binding
# (where this machine has more than one core).
if timeout 120 mpirun --allow-run-as-root --oversubscribe --bind-to core -np 2 "$probe" --backend mpi \
    -b 1K -e 1K --iters 1 --warmup 0 >"$work/out" 2>"$work/err"; then
    [ "$(jq -c 'select(.type=="start").cpu_counts' "$work/out")" = "[1,1]" ] ||
        fail "--bind-to core: cpu_counts $(jq -c 'select(.type=="start").cpu_counts' "$work/out")"
    echo "ok cpus under --bind-to core"
else
    echo "note: mpirun --bind-to core is refused here: $(head -2 "$work/err")"
fi
if [ "$(nproc)" -gt 1 ]; then
    timeout 120 mpirun --allow-run-as-root --oversubscribe --bind-to none -np 2 "$probe" --backend mpi \
        -b 1K -e 1K --iters 1 --warmup 0 >"$work/out" 2>"$work/err" || fail "--bind-to none: $(cat "$work/err")"
    jq -s -e '[.[] | select(.type=="start")][0] | all(.cpu_counts[]; . > 1)' "$work/out" >/dev/null ||
        fail "--bind-to none: cpu_counts $(jq -c 'select(.type=="start").cpu_counts' "$work/out")"
    echo "ok cpus under --bind-to none"
fi

for bad in "--op nope" "-b 1X" "-f 1" "--bogus 1" "-b 2M -e 1M" "--iters 0" "--alloc heap" \
    "--wait busy"; do
    # shellcheck disable=SC2086
    "$probe" --backend mpi $bad >"$work/out" 2>/dev/null; rc=$?
    [ $rc -eq 2 ] || fail "bad args '$bad': exit $rc"
    [ "$(jq -r .type "$work/out")" = error ] || fail "bad args '$bad': no error line"
done
echo "ok bad arguments"
