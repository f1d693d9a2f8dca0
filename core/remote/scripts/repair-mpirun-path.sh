#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After repair-common.sh (RepairScripts::mpirunPath), as the user: $1 the folder, $2 and $3 the
# lines that begin and end Tandem's block. Puts the folder on the PATH at the top of ~/.bashrc,
# above Ubuntu's interactive guard; a block already there is left alone. Prints "@changed" or
# "@unchanged".
d=$1 begin=$2 end=$3
f="$HOME/.bashrc"
if [ -f "$f" ] && grep -qxF "$begin" "$f"; then echo "@unchanged"; exit 0; fi
t="$f.tandem-new.$$"
{
  printf '%s\n' "$begin"
  printf '%s\n' "# Added by Tandem's Doctor: above the interactive guard, so that mpirun and orted start over SSH."
  # shellcheck disable=SC2016 # $PATH is for the shell that reads ~/.bashrc
  printf 'case ":$PATH:" in *":%s:"*) ;; *) export PATH="%s:$PATH" ;; esac\n' "$d" "$d"
  printf '%s\n' "$end"
  [ -f "$f" ] && cat -- "$f"
} > "$t" || { rm -f -- "$t"; echo "cannot write $t" >&2; exit 1; }
if [ -f "$f" ]; then backup "$f"; replace "$f" "$t"; else mv -f -- "$t" "$f"; fi
echo "@changed"
