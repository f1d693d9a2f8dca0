#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Put between prelude.sh and each build (build-*.sh). Tandem replaces only a folder it made
# itself (the marker .tandem-build, written by finish), never a user's folder, even a git
# checkout of the same project: a user's ~/nccl may hold their own branch or patches. begin SRC
# makes the folder to build in beside SRC (after putting back an install that a cancelled swap
# left aside, and removing what a cancelled build left); fail removes it and exits; finish swaps
# it in. SIGPIPE is ignored: once a cancelled command's channel is gone, writing the log must not
# kill the script before it has cleaned up.
exec 2>&1
trap '' PIPE
say() { printf 'tandem: %s\n' "$*"; }
need() { for t do command -v "$t" > /dev/null 2>&1 || { say "$t is not installed on this node"; exit 2; }; done; }
junk=
begin() {
  src=$1
  case $src in /*/?*) ;; *) say "refusing to build into $src"; exit 2 ;; esac
  [ "$src" = "$HOME" ] && { say "refusing to build into the home directory"; exit 2; }
  mkdir -p -- "${src%/*}" || { say "cannot create ${src%/*}"; exit 2; }
  for o in "$src".tandem-old.*; do
    [ -e "$o" ] && [ ! -e "$src" ] && mv -- "$o" "$src"
  done
  if { [ -e "$src" ] || [ -L "$src" ]; } && { [ -L "$src" ] || [ ! -f "$src/.tandem-build" ]; }; then
    say "$src exists and was not made by Tandem (it has no .tandem-build), so Tandem leaves it as it is; point Tandem at the build inside it, or choose another location"
    exit 2
  fi
  rm -rf -- "$src".tandem-new.* "$src".tandem-old.*
  new=$src.tandem-new.$$ old=$src.tandem-old.$$
  trap 'cd /; [ -e "$src" ] || [ ! -e "$old" ] || mv -- "$old" "$src"; rm -rf -- "$new" ${junk:+"$junk"}; exit 143' TERM INT HUP
  mkdir -- "$new" || { say "cannot create $new"; exit 2; }
}
fail() {
  say "$*"
  cd /
  rm -rf -- "$new" ${junk:+"$junk"}
  say "the previous install was left as it was"
  exit 1
}
finish() {
  say "step install"
  : > "$new/.tandem-build"
  cd /
  if [ -e "$src" ]; then mv -- "$src" "$old" || fail "cannot move the previous $src aside"; fi
  if ! mv -- "$new" "$src"; then
    [ -e "$old" ] && mv -- "$old" "$src"
    fail "cannot move the new build into $src"
  fi
  trap - TERM INT HUP
  rm -rf -- "$old"
  say "installed in $src"
}
