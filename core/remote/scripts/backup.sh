#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-backup DIR FILE..., as root (NetplanCommands::backup; the rules every script here
# follows: core/remote/remotescripts.h): makes DIR (0700, must not exist yet: one per run) and
# copies each FILE that exists into DIR/<index> (0600, owner and times kept), checking that the
# copy hashes the same as the original. Prints per file either `absent INDEX`, or
# `present INDEX SHA256 OWNER GROUP UID GID MODE` followed by one line of the content in base64
# (so that Tandem keeps its own copy). A symlink or a non-regular file stops it (exit 4): Tandem
# does not know how to put one back exactly. Changes nothing outside DIR.
set -u
umask 077
dir=$1; shift
case $dir in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $dir in *..* | */) echo "bad backup dir" >&2; exit 2 ;; esac
install -d -m 0700 -o root -g root /var/lib/tandem /var/lib/tandem/backups || exit 3
mkdir -m 0700 -- "$dir" || exit 3
i=0
for f do
  i=$((i + 1))
  case $f in /etc/netplan/?*.yaml) ;; *) echo "refusing to back up $f" >&2; exit 2 ;; esac
  case $f in *..* | /etc/netplan/*/*) echo "refusing to back up $f" >&2; exit 2 ;; esac
  if [ -L "$f" ] || { [ -e "$f" ] && [ ! -f "$f" ]; }; then
    echo "$f is not a regular file; Tandem will not change it" >&2; exit 4
  fi
  if [ ! -e "$f" ]; then echo "absent $i"; continue; fi
  cp -p -- "$f" "$dir/$i" && chmod 600 -- "$dir/$i" || exit 3
  a=$(sha256sum < "$f") && b=$(sha256sum < "$dir/$i") || exit 3
  [ "$a" = "$b" ] || { echo "the copy of $f differs from it" >&2; exit 3; }
  s=$(stat -c '%U %G %u %g %a' -- "$f") || exit 3
  echo "present $i ${a%% *} $s"
  base64 -w0 < "$dir/$i" || exit 3
  echo
done
# What this wrote, and no more: a plain `sync` flushes every file system of the node, which takes
# seconds where something else writes (a model downloading).
set -- "$dir" /var/lib/tandem/backups
j=1
while [ "$j" -le "$i" ]; do
  [ -e "$dir/$j" ] && set -- "$@" "$dir/$j"
  j=$((j + 1))
done
sync -- "$@" || exit 3
