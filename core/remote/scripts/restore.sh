#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-restore DIR RUNID [PATH STATE INDEX UID GID MODE SHA256]..., as root
# (NetplanCommands::restore): puts every PATH back as it was before run RUNID. STATE absent:
# PATH is removed (Tandem created it). STATE present: a moved-aside copy that still hashes
# SHA256 is renamed back; otherwise DIR/INDEX is copied to a temporary file, checked against
# SHA256, given UID:GID and MODE and renamed over PATH. Idempotent: running it twice gives the
# same result; /etc/netplan is synced after the renames. Prints per PATH
# `restored SHA256|absent UID GID MODE PATH` (what is there now) so that Tandem can verify.
set -u
umask 077
dir=$1 id=$2; shift 2
case $dir in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $dir$id in *..* | */*/ | *[!0-9A-Za-z/_-]*) echo "bad backup dir" >&2; exit 2 ;; esac
rc=0
while [ $# -ge 7 ]; do
  p=$1 st=$2 i=$3 uid=$4 gid=$5 mode=$6 sum=$7; shift 7
  case $p in /etc/netplan/?*.yaml) ;; *) echo "refusing $p" >&2; rc=2; continue ;; esac
  case $p$i in *..* | /etc/netplan/*/*) echo "refusing $p" >&2; rc=2; continue ;; esac
  d="$p.tandem-disabled-$id" t="$p.tandem-restore"
  rm -f -- "$p.tandem-new" "$t"
  if [ "$st" = absent ]; then
    rm -f -- "$p" || rc=1
  elif [ -f "$d" ] && [ "$(sha256sum < "$d")" = "$sum  -" ]; then
    mv -f -- "$d" "$p" && chown "$uid:$gid" -- "$p" && chmod "$mode" -- "$p" || rc=1
  elif cp -p -- "$dir/$i" "$t" && [ "$(sha256sum < "$t")" = "$sum  -" ] &&
      chown "$uid:$gid" -- "$t" && chmod "$mode" -- "$t" && mv -f -- "$t" "$p"; then
    : # a moved-aside copy that was edited since stays where it is: Tandem did not write it
  else
    rm -f -- "$t"
    echo "could not restore $p from $dir/$i" >&2
    rc=1
  fi
  if [ -e "$p" ]; then
    s=$(sha256sum < "$p")
    echo "restored ${s%% *} $(stat -c '%u %g %a' -- "$p") $p"
  else
    echo "restored absent - - - $p"
  fi
done
sync -- /etc/netplan
exit $rc
