#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After prelude.sh and build-prelude.sh (PrereqScripts::probeScript), as the user: $1 the source
# folder, $2 the uploaded bundle (removed afterwards), $3 "nccl" or "mpi" (the backends to
# build), $4 NCCL_HOME, $5 the version, $6 the source id. Unpacks tandem-probe's sources
# (ProbeBundle) and builds them.
# shellcheck disable=SC2154 # new is set by begin (build-prelude.sh)
# shellcheck disable=SC2034 # junk is read by fail and the trap of begin (build-prelude.sh)
src=$(abs "$1") bundle=$(abs "$2") backends=$3 nh=$(abs "$4") ver=$5 sid=$6
junk=$bundle
need cmake make g++ tar mpicxx
begin "$src"
say "step unpack"
tar -xzf "$bundle" -C "$new" || fail "the source bundle did not unpack"
rm -f -- "$bundle"
if [ "$backends" = nccl ]; then
  set -- -DTANDEM_PROBE_NCCL=ON "-DTANDEM_NCCL_ROOT=$nh" -DCMAKE_CUDA_ARCHITECTURES=121
else
  set -- -DTANDEM_PROBE_NCCL=OFF
fi
say "step configure"
cmake -S "$new/app/probe" -B "$new/build" -DCMAKE_BUILD_TYPE=Release "-DTANDEM_PROBE_VERSION=$ver" \
  "-DTANDEM_PROBE_SOURCE_ID=$sid" "$@" || fail "cmake could not configure tandem-probe"
say "step build"
cmake --build "$new/build" -j "$(nproc)" || fail "the tandem-probe build failed"
"$new/build/tandem-probe" --version || fail "the new tandem-probe does not run"
finish
