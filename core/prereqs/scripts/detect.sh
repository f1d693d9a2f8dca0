#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After prelude.sh (PrereqScripts::detectScript), as the user: $1 NCCL_HOME, $2 the nccl-tests
# folder, $3 the tandem-probe path, $4 to $6 the source folders a build of NCCL, nccl-tests and
# tandem-probe would replace (empty: none). Prints "tandem-prereqs 1", then one "KEY VALUE" line
# per fact (PrerequisitesParser reads them), then "end". `ib_write_bw --version` runs under
# timeout with no stdin: it answers without touching a device on a recent perftest, but an
# ib_write_bw that took it for something else could wait as a server for a client that never
# comes.
say() { k=$1; shift; printf '%s %s\n' "$k" "$*"; }
nh=$(abs "$1") td=$(abs "$2") pp=$(abs "$3")
lp="$nh/lib:$nh/lib64:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
echo "tandem-prereqs 1"
say home "$HOME"
say arch "$(uname -m)"
for t in git make cmake g++ nvcc; do
  p=$(command -v "$t" 2> /dev/null) || p=
  [ -z "$p" ] && [ -x "/usr/local/cuda/bin/$t" ] && p=/usr/local/cuda/bin/$t
  say tool "$t" "$p"
done
g=$(nvidia-smi -L 2> /dev/null | head -n 1)
say gpu "$g"
say nccl.home "$nh"
if [ -f "$nh/include/nccl.h" ]; then
  say nccl.header "$nh/include/nccl.h"
  grep -E '^#define[[:space:]]+NCCL_(MAJOR|MINOR|PATCH|SUFFIX|VERSION_CODE)[[:space:]]' "$nh/include/nccl.h" |
    head -n 10 | sed 's/^/nccl.define /'
fi
for f in "$nh/lib/libnccl.so.2" "$nh/lib/libnccl.so" "$nh/lib64/libnccl.so.2" "$nh/lib64/libnccl.so"; do
  [ -e "$f" ] || continue
  l=$(readlink -f -- "$f")
  say nccl.lib "$l"
  say nccl.libversion "$(LC_ALL=C grep -a -o -m 1 'NCCL version [0-9][0-9.]*[-+a-z0-9.]*' "$l" | head -n 1)"
  break
done
say tests.dir "$td"
for f in "$td"/*_perf; do
  [ -f "$f" ] && [ -x "$f" ] && say tests.bin "${f##*/}"
done
if [ -x "$td/all_gather_perf" ]; then
  LD_LIBRARY_PATH=$lp ldd "$td/all_gather_perf" 2>&1 | head -n 80 | sed 's/^[[:space:]]*/tests.ldd /'
fi
if p=$(command -v mpirun); then
  say mpi.mpirun "$p"
  say mpi.version "$(mpirun --version 2>&1 | head -n 1)"
fi
if p=$(command -v mpicc); then
  say mpi.mpicc "$p"
  say mpi.incdirs "$(mpicc --showme:incdirs 2> /dev/null)"
fi
if p=$(command -v ib_write_bw); then
  say perftest.path "$p"
  say perftest.version "$(timeout 5 ib_write_bw --version < /dev/null 2>&1 | head -n 1)"
fi
say probe.path "$pp"
if [ -f "$pp" ] && [ -x "$pp" ]; then
  o=$(LD_LIBRARY_PATH=$lp timeout 10 "$pp" --version 2>&1)
  say probe.exit "$?"
  printf '%s\n' "$o" | head -n 3 | sed 's/^/probe.out /'
fi
folder() {
  [ -n "$2" ] || return 0
  d=$(abs "$2")
  if [ -L "$d" ]; then s=foreign; elif [ -f "$d/.tandem-build" ]; then s=tandem
  elif [ -e "$d" ]; then s=foreign; else s=none; fi
  say folder "$1 $s"
}
folder nccl "${4-}"; folder nccl-tests "${5-}"; folder tandem-probe "${6-}"
echo end
