#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The SSH fabric's files (FabricScripts::readScript), as the user; $1 the largest size read.
# Prints per file "NAME absent", "NAME file|link MODE" and a line of base64, or a word that
# refuses it ("foreign": not the user's; "notfile"; "dangling"; "toolarge SIZE"). Reads each
# file whole in one go (base64 on one line): the hash the write compares against is taken by
# Tandem, on its computer, of exactly these bytes.
# shellcheck disable=SC2209 # k=link and k=file are words, not the commands link and file
set -eu
show() {
  if [ ! -e "$2" ]; then
    if [ -L "$2" ]; then echo "$1 dangling"; else echo "$1 absent"; fi
    return 0
  fi
  if [ ! -f "$2" ]; then echo "$1 notfile"; return 0; fi
  if [ ! -O "$2" ]; then echo "$1 foreign"; return 0; fi
  s=$(stat -L -c %s -- "$2")
  if [ "$s" -gt "$max" ]; then echo "$1 toolarge $s"; return 0; fi
  if [ -L "$2" ]; then k=link; else k=file; fi
  printf '%s %s %s\n' "$1" "$k" "$(stat -L -c %a -- "$2")"
  base64 -w0 <"$2"
  echo
}
max=$1
for n in authorized_keys known_hosts config; do show "$n" "$HOME/.ssh/$n"; done
show manifest "$HOME/.local/state/tandem/fabric.json"
