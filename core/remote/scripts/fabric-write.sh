#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The SSH fabric's write (FabricScripts::writeScript), as the user: $1 "keep-key" or
# "remove-key", then one "NAME:EXPECTED:ACTION:MODE" per file; stdin holds one base64 line per
# write. Compare-and-swap per file. The new bytes are decoded next to their target first; then
# every target is compared with what was read (one changed: nothing is written, exit 4); then
# each is swapped in. The window between the last compare and the rename is as short as a shell
# makes it. Prints "ok NAME"; with remove-key also "key removed", "key kept" or "key absent".
# shellcheck disable=SC2174 # folders above the deepest are made 0700 by the umask as well
set -eu
umask 077
d="$HOME/.ssh"
m="$HOME/.local/state/tandem/fabric.json"
key=$1
shift
path() { case $1 in manifest) printf '%s' "$m" ;; *) printf '%s' "$d/$1" ;; esac; }
now() { if [ -e "$1" ] || [ -L "$1" ]; then sha256sum <"$1" | cut -d' ' -f1; else echo absent; fi; }
split() { n=${1%%:*} r=${1#*:}; want=${r%%:*} r=${r#*:}; act=${r%%:*} mode=${r#*:}; f=$(path "$n"); t="${f%/*}/.tandem-fabric-new.$n.$$"; }
same() {
  for x in "$@"; do
    split "$x"
    if [ "$(now "$f")" != "$want" ]; then
      echo "tandem: $f was changed after Tandem read it; nothing was written" >&2
      exit 4
    fi
  done
}
tmps=""
trap 'rm -f $tmps' EXIT
for x in "$@"; do
  split "$x"
  [ "$act" = write ] || continue
  mkdir -p -m 700 "${f%/*}"
  IFS= read -r data || { echo "tandem: the new contents did not arrive whole" >&2; exit 5; }
  tmps="$tmps $t"
  printf '%s' "$data" | base64 -d >"$t"
done
same "$@"
for x in "$@"; do
  split "$x"
  case $act in
  remove) rm -f -- "$f" ;;
  write)
    if [ -L "$f" ]; then
      cat -- "$t" >"$f"
      rm -f -- "$t"
      sync -- "$f"
    else
      if [ "$mode" = - ]; then
        if [ -e "$f" ]; then mode=$(stat -c %a -- "$f"); else mode=600; fi
      fi
      chmod "$mode" "$t"
      sync -- "$t"
      mv -f -- "$t" "$f"
    fi
    ;;
  keep) if [ "$mode" != - ]; then chmod "$mode" "$f"; fi ;;
  esac
  sync -- "${f%/*}"
  echo "ok $n"
done
if [ ! -e "$m" ]; then rmdir "${m%/*}" 2>/dev/null || true; fi
if [ "$key" = remove-key ]; then
  k="$d/tandem_fabric_ed25519"
  if [ -e "$k.pub" ] && grep -q ' tandem-fabric@[A-Za-z0-9._-]*$' "$k.pub"; then
    rm -f "$k" "$k.pub"
    echo "key removed"
  elif [ -e "$k" ] || [ -e "$k.pub" ]; then
    echo "key kept"
  else
    echo "key absent"
  fi
fi
