#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-repos.sh DIR: two small git repositories that stand in for NVIDIA's NCCL and nccl-tests
# in Tandem's tests, so a build on a node can be exercised without reaching github.com:
#   DIR/nccl        tags v2.28.9-1 (builds in about 3 s), v2.28.9-broken (fails half-way) and
#                   v2.28.9-slow (builds in about 12 s, for cancelling)
#   DIR/nccl-tests  its default branch
# Their Makefiles print NCCL's own kind of "Compiling ..." lines, take a few seconds, and make
# real files: build/include/nccl.h with NCCL's version macros and build/lib/libnccl.so.2.28.9,
# a tiny shared library carrying NCCL's version string; nccl-tests' *_perf programs linked
# with Open MPI (mpicc) and that library. Needs git, make, cc and mpicc.
set -eu
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
g() { git -c user.name=Tandem -c user.email=tests@tandem.invalid -c init.defaultBranch=master "$@"; }

rm -rf "$dir/nccl" "$dir/nccl-tests"
mkdir -p "$dir/nccl" "$dir/nccl-tests"

cp "$here/nccl.mk" "$dir/nccl/Makefile"
(cd "$dir/nccl" && g init -q && g add Makefile && g commit -q -m "NCCL stand-in" && g tag v2.28.9-1)
# The broken tag: the same Makefile, told to fail after half of its files.
sed 's/^STANDIN_FAIL_AT ?= 0$/STANDIN_FAIL_AT ?= 12/' "$here/nccl.mk" > "$dir/nccl/Makefile"
(cd "$dir/nccl" && g commit -q -a -m "NCCL stand-in that fails" && g tag v2.28.9-broken)
sed 's/^STANDIN_DELAY ?= 0.1$/STANDIN_DELAY ?= 0.5/' "$here/nccl.mk" > "$dir/nccl/Makefile"
(cd "$dir/nccl" && g commit -q -a -m "NCCL stand-in that takes its time" && g tag v2.28.9-slow && g checkout -q v2.28.9-1)

cp "$here/nccl-tests.mk" "$dir/nccl-tests/Makefile"
cp "$here/perf.c" "$dir/nccl-tests/perf.c"
(cd "$dir/nccl-tests" && g init -q && g add Makefile perf.c && g commit -q -m "nccl-tests stand-in")
