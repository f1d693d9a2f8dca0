#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After prelude.sh and build-prelude.sh (PrereqScripts::ncclScript), as the user: $1 the source
# folder, $2 the URL, $3 the tag, $4 NVCC_GENCODE, $5 CUDA_HOME. Clones NCCL and builds it.
# shellcheck disable=SC2154 # new is set by begin (build-prelude.sh)
src=$(abs "$1") url=$2 tag=$3 gencode=$4 cuda=$5
need git make
[ -x "$cuda/bin/nvcc" ] || { say "there is no CUDA compiler at $cuda/bin/nvcc; NCCL needs the CUDA toolkit"; exit 2; }
begin "$src"
say "step clone $url $tag"
git clone --depth 1 --branch "$tag" -- "$url" "$new" || fail "git clone of $url at $tag failed"
cd -- "$new" || fail "cannot enter $new"
say "step build"
make -j "$(nproc)" src.build CUDA_HOME="$cuda" NVCC_GENCODE="$gencode" || fail "the NCCL build failed"
ls build/lib/libnccl.so.* > /dev/null 2>&1 || fail "the build made no build/lib/libnccl.so"
finish
