#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tandem-probe against nccl-tests over NCCL's network transport on one GPU (docs/benchmarks.md,
# "tandem-probe and NCCL's proxy thread"). Two ranks share the one GPU, each in a UTS namespace of
# its own with its own host name, so that NCCL takes them for two hosts and moves every byte
# through its network transport and its proxy thread, as between two Sparks; the sockets stay on
# this machine's loopback (NCCL_SOCKET_IFNAME=lo, NCCL_IB_DISABLE=1). Run as root on a machine
# with a GPU, CUDA, NCCL and Open MPI:
#
#   probe_vs_nccltests.sh build NCCL_TESTS_SRC WORK   build both tools into WORK
#   probe_vs_nccltests.sh compare WORK OUT ROUNDS BINDING [SIZES]
#       ROUNDS alternating runs (nccl-tests, then the probe) of all_reduce over SIZES
#       (default 256M,1G: -b 256M -e 1G -f 4), 20 iterations after 5 warm-ups, under
#       BINDING: `default` (Open MPI's own: a core per rank at two ranks) or `none`
#       (--bind-to none). One line per size and tool to OUT/busbw.tsv. PROBE_WAIT=spin|block
#       runs the probe with that --wait instead of its default (yield).
#   probe_vs_nccltests.sh waits WORK OUT REPS BINDING
#       REPS runs of each --wait mode of the probe (and of nccl-tests) at small sizes: the
#       per-operation time at 8 B and 8 KiB, and the first sample after the start line.
#       Lines to OUT/waits.tsv.
#   probe_vs_nccltests.sh summary OUT   medians, means and ranges of both files
#
# NCCL is found from NCCL_HOME, else /usr, /usr/local/nccl or the nvidia-nccl Python wheel.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export NCCL_NVLS_ENABLE=0 NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=lo
die() { echo "probe_vs_nccltests: $*" >&2; exit 1; }

find_nccl() {
    local d
    for d in "${NCCL_HOME:-}" /usr /usr/local/nccl /usr/local/cuda \
        "$(python3 -c 'import nvidia.nccl as m; print(list(m.__path__)[0])' 2>/dev/null || true)"; do
        [[ -n $d && -f $d/include/nccl.h ]] && { echo "$d"; return; }
    done
    die "no nccl.h found; set NCCL_HOME"
}

# nccl-tests links -lnccl, which a wheel's lib/ (libnccl.so.2 alone) lacks: a private copy
# of the layout with the link added.
nccl_layout() { # NCCL WORK
    local lib
    lib=$(find "$1/lib" "$1/lib64" "$1/lib/x86_64-linux-gnu" -maxdepth 1 -name 'libnccl.so*' \
        2>/dev/null | sort | head -1)
    [[ -n $lib ]] || die "no libnccl.so under $1"
    mkdir -p "$2/nccl/lib"
    ln -sfn "$1/include" "$2/nccl/include"
    ln -sf "$(readlink -f "$lib")" "$2/nccl/lib/libnccl.so"
    ln -sf "$(readlink -f "$lib")" "$2/nccl/lib/libnccl.so.2"
}

cmd_build() { # SRC WORK
    local src=$1 work=$2 nccl mpi
    mkdir -p "$work"
    work=$(cd "$work" && pwd)
    nccl=$(find_nccl)
    nccl_layout "$nccl" "$work"
    mpi=$(mpicc --showme:incdirs | tr ' ' '\n' | head -1)
    mpi=${mpi%/include*}
    echo "NCCL $nccl, MPI $mpi, $(nvcc --version | tail -1)"
    rm -rf "$work/nccl-tests" && cp -r "$src" "$work/nccl-tests"
    make -C "$work/nccl-tests" -j"$(nproc)" MPI=1 MPI_HOME="$mpi" CUDA_HOME=/usr/local/cuda \
        NCCL_HOME="$work/nccl" NVCC_GENCODE=-gencode=arch=compute_90,code=sm_90 \
        >"$work/nccl-tests.log" 2>&1 || { tail -20 "$work/nccl-tests.log"; die "nccl-tests build"; }
    if ! cmake -S "$root/app/probe" -B "$work/probe" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DTANDEM_NCCL_ROOT="$work/nccl" -DCMAKE_CUDA_ARCHITECTURES=90 >"$work/probe.log" 2>&1 ||
        ! cmake --build "$work/probe" >>"$work/probe.log" 2>&1; then
        tail -20 "$work/probe.log"
        die "probe build"
    fi
    grep -q 'NCCL backend on' "$work/probe.log" || die "the probe was built without NCCL"
}

# Two ranks, each in its own UTS namespace on GPU 0. Prints the program's stdout.
launch() { # WORK BINDING LOGDIR PROGRAM ARGS...
    local work=$1 binding=$2 logs=$3
    shift 3
    local bind=()
    [[ $binding == none ]] && bind=(--bind-to none)
    # shellcheck disable=SC2016 # $OMPI_COMM_WORLD_RANK and $@ are each rank's shell's
    NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET NCCL_DEBUG_FILE="$logs/nccl.%h.%p" \
        LD_LIBRARY_PATH="$work/nccl/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
        timeout 300 mpirun --allow-run-as-root -np 2 "${bind[@]}" \
        -x NCCL_NVLS_ENABLE -x NCCL_IB_DISABLE -x NCCL_SOCKET_IFNAME -x NCCL_DEBUG \
        -x NCCL_DEBUG_SUBSYS -x NCCL_DEBUG_FILE -x LD_LIBRARY_PATH \
        unshare -u sh -c 'hostname "rank$OMPI_COMM_WORLD_RANK"; CUDA_VISIBLE_DEVICES=0 exec "$@"' \
        sh "$@"
}

# The transport NCCL logged for the last run: Socket, IB, or what it was.
transport_of() { # LOGDIR
    local t
    t=$(grep -ho 'via [A-Za-z/]*' "$1"/nccl.* 2>/dev/null | sort -u | tr '\n' ' ')
    rm -f "$1"/nccl.*
    echo "${t:-unknown}"
}

# size busbw (out-of-place) from nccl-tests' table; probe: size busbw t from its samples.
nccl_rows() { awk '$1 ~ /^[0-9]+$/ && NF >= 13 { print $1, $8, $6 }'; }
probe_rows() {
    python3 -c 'import json,sys
for l in sys.stdin:
    try: o = json.loads(l)
    except ValueError: continue
    if o.get("type") == "sample": print(o["bytes"], o["busbw"], o["time_us"], o["t"])
    if o.get("type") == "start": print("#start", o.get("setup_s"), o.get("cpus"), o.get("wait"), o.get("nccl_version"), o.get("mpi"), file=sys.stderr)'
}

cmd_compare() { # WORK OUT ROUNDS BINDING [SIZES]
    local work=$1 out=$2 rounds=$3 binding=$4 sizes=${5:-256M,1G}
    local b=${sizes%%,*} e=${sizes##*,} r t
    mkdir -p "$out/logs"
    for ((r = 1; r <= rounds; r++)); do
        launch "$work" "$binding" "$out/logs" "$work/nccl-tests/build/all_reduce_perf" \
            -b "$b" -e "$e" -f 4 -n 20 -w 5 >"$out/nt.txt" 2>"$out/nt.err" ||
            { tail -5 "$out/nt.err"; die "nccl-tests failed"; }
        t=$(transport_of "$out/logs")
        nccl_rows <"$out/nt.txt" | while read -r size busbw _; do
            printf '%s\t%s\tnccl-tests\t%s\t%s\t%s\n' "$binding" "$r" "$size" "$busbw" "$t"
        done | tee -a "$out/busbw.tsv"
        launch "$work" "$binding" "$out/logs" "$work/probe/tandem-probe" --op all_reduce \
            --wait "${PROBE_WAIT:-yield}" -b "$b" -e "$e" -f 4 --iters 20 --warmup 5 \
            >"$out/pr.txt" 2>"$out/pr.err" ||
            { tail -5 "$out/pr.err"; die "tandem-probe failed"; }
        t=$(transport_of "$out/logs")
        probe_rows <"$out/pr.txt" 2>>"$out/starts.txt" | while read -r size busbw _; do
            printf '%s\t%s\ttandem-probe%s\t%s\t%s\t%s\n' "$binding" "$r" "${PROBE_WAIT:+/$PROBE_WAIT}" \
                "$size" "$busbw" "$t"
        done | tee -a "$out/busbw.tsv"
    done
}

cmd_waits() { # WORK OUT REPS BINDING
    local work=$1 out=$2 reps=$3 binding=$4 r w
    mkdir -p "$out/logs"
    for ((r = 1; r <= reps; r++)); do
        launch "$work" "$binding" "$out/logs" "$work/nccl-tests/build/all_reduce_perf" \
            -b 8 -e 8K -f 1024 -n 20 -w 5 >"$out/nt.txt" 2>"$out/nt.err" || die "nccl-tests failed"
        transport_of "$out/logs" >/dev/null
        nccl_rows <"$out/nt.txt" | while read -r size _ us; do
            printf '%s\t%s\tnccl-tests\t-\t%s\t%s\t-\n' "$binding" "$r" "$size" "$us"
        done | tee -a "$out/waits.tsv"
        for w in yield block spin; do
            launch "$work" "$binding" "$out/logs" "$work/probe/tandem-probe" --op all_reduce \
                --wait "$w" -b 8 -e 8K -f 1024 --iters 20 --warmup 5 >"$out/pr.txt" \
                2>"$out/pr.err" || die "tandem-probe --wait $w failed"
            transport_of "$out/logs" >/dev/null
            probe_rows <"$out/pr.txt" 2>/dev/null | while read -r size _ us t; do
                printf '%s\t%s\ttandem-probe\t%s\t%s\t%s\t%s\n' "$binding" "$r" "$w" "$size" "$us" "$t"
            done | tee -a "$out/waits.tsv"
        done
    done
}

cmd_summary() { # OUT
    python3 - "$1" <<'EOF'
import statistics as st, sys, collections, os
out = sys.argv[1]
def table(rows, key, value):
    groups = collections.defaultdict(list)
    for r in rows:
        groups[key(r)].append(value(r))
    return groups
p = os.path.join(out, "busbw.tsv")
if os.path.exists(p):
    rows = [l.rstrip("\n").split("\t") for l in open(p) if l.strip()]
    g = table(rows, lambda r: (r[0], int(r[3]), r[2]), lambda r: float(r[4]))
    print("binding size tool n median mean min max | ratio of medians, means (probe / nccl-tests)")
    for (b, size, tool), v in sorted(g.items()):
        print(b, size, tool, len(v), "%.3f %.3f %.3f %.3f" % (st.median(v), st.mean(v), min(v), max(v)),
              end="")
        if tool.startswith("tandem-probe") and (b, size, "nccl-tests") in g:
            n = g[(b, size, "nccl-tests")]
            print(" | %.3f %.3f" % (st.median(v) / st.median(n), st.mean(v) / st.mean(n)), end="")
        print()
    print("transports:", sorted({r[5] for r in rows}))
p = os.path.join(out, "waits.tsv")
if os.path.exists(p):
    rows = [l.rstrip("\n").split("\t") for l in open(p) if l.strip()]
    g = table(rows, lambda r: (r[0], r[2], r[3], int(r[4])), lambda r: (float(r[5]), r[6]))
    print("binding tool wait size n | time_us median min max | first sample t median min max")
    for (b, tool, w, size), v in sorted(g.items()):
        us = [x[0] for x in v]
        ts = [float(x[1]) for x in v if x[1] != "-"]
        line = "%s %s %s %d %d | %.1f %.1f %.1f" % (b, tool, w, size, len(v), st.median(us), min(us), max(us))
        if ts and size == 8:
            line += " | %.3f %.3f %.3f" % (st.median(ts), min(ts), max(ts))
        print(line)
EOF
}

case ${1:-} in
build) cmd_build "$2" "$3" ;;
compare) cmd_compare "$2" "$3" "$4" "$5" "${6:-}" ;;
waits) cmd_waits "$2" "$3" "$4" "$5" ;;
summary) cmd_summary "$2" ;;
*) sed -n '3,24p' "$0" >&2; exit 2 ;;
esac
