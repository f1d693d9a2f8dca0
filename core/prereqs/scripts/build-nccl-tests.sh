#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After prelude.sh and build-prelude.sh (PrereqScripts::ncclTestsScript), as the user: $1 the
# source folder, $2 the URL, $3 the tag (may be empty), $4 NCCL_HOME, $5 CUDA_HOME,
# $6 NVCC_GENCODE. Clones nccl-tests and builds it with MPI against that NCCL.
# shellcheck disable=SC2154 # new is set by begin (build-prelude.sh)
# shellcheck disable=SC2015 # `A && B || { say; exit; }`: for A or B failing alike
src=$(abs "$1") url=$2 tag=$3 nh=$(abs "$4") cuda=$5 gencode=$6
need git make
m=$(mpicc --showme:incdirs 2> /dev/null) || m=
m=${m%% *}
[ -n "$m" ] && [ -f "$m/mpi.h" ] || { say "Open MPI's development files (mpicc, mpi.h) are missing: install libopenmpi-dev"; exit 2; }
[ -f "$nh/include/nccl.h" ] || { say "there is no NCCL at $nh (include/nccl.h): build NCCL first, or point Tandem at it"; exit 2; }
begin "$src"
if [ -n "$tag" ]; then set -- --branch "$tag"; else set --; fi
say "step clone $url $tag"
git clone --depth 1 "$@" -- "$url" "$new" || fail "git clone of $url failed"
cd -- "$new" || fail "cannot enter $new"
say "step build"
make -j "$(nproc)" MPI=1 MPI_HOME="${m%/include}" NCCL_HOME="$nh" CUDA_HOME="$cuda" NVCC_GENCODE="$gencode" ||
  fail "the nccl-tests build failed"
[ -x build/all_gather_perf ] || fail "the build made no build/all_gather_perf"
finish
