#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Packs the fuzz harnesses for a machine with more cores (docs/fuzzing.md):
#   pack.sh FUZZ_ALL OUT.tar.xz
# FUZZ_ALL is the sanitizer build's fuzz_all (every harness in one executable); the archive
# holds it, stripped of its debug sections, and the shared libraries it loads that are not the
# C runtime's (Qt, ICU, yaml-cpp, ...), so that it runs on another x86-64 Linux with a newer C
# library. tests/fuzz/parallel.sh runs it there.
set -euo pipefail
[ $# -eq 2 ] || { sed -n '4,9p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
bin="$1" out="$2"
[ -x "$bin" ] || { echo "pack.sh: $bin is not built" >&2; exit 2; }
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/lib"
cp "$bin" "$stage/fuzz_all"
strip --strip-debug "$stage/fuzz_all"
# The C runtime's libraries stay (every file of glibc, which must match its own version, and
# GCC's runtime): the other machine's own are newer and must be used.
ldd "$bin" | awk '$3 ~ /^\// { print $3 }' |
    grep -Ev '/(libc|libm|libdl|librt|libpthread|libresolv|libutil|libnsl|libanl|libmvec|libBrokenLocale|libnss_[a-z]+|libthread_db|ld-linux[^/]*|libgcc_s|libstdc\+\+)\.so' |
    while read -r lib; do cp -L "$lib" "$stage/lib/"; done
tar -C "$stage" -cJf "$out" .
echo "packed $(basename "$bin") and $(find "$stage/lib" -type f | wc -l) libraries into $out ($(du -h "$out" | cut -f1))"
