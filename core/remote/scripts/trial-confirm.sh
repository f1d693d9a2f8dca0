#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-confirm RUNID DIR UNTRIAL [install NAME SHA256 WAS | aside NAME]..., as root: claims
# the decision with "confirmed", stops the watchdog, then makes the trial permanent: each
# `install` checks that /etc/netplan/NAME is still WAS (its sha256 at the backup, or `absent`),
# copies /run/netplan/NAME beside it and checks the copy's sha256; only when every copy is good
# are they renamed into place and each `aside` NAME renamed to NAME.tandem-disabled-RUNID; the
# folder is synced, the installed files are read back, and the trial files removed (UNTRIAL:
# trial-untrial.sh). If a file changed since the backup or a copy fails (a full disk), nothing
# under /etc changes: the trial files are removed, `netplan apply` brings the old configuration
# back, and it prints `commit-failed` (exit 6). If the node restarted since arm (no armed
# marker), prints `rebooted`; if the watchdog decided first, its decision; both exit 3.
# shellcheck disable=SC2015 # `A && B || fail`: for A or B failing alike (fail exits)
set -u
umask 077
id=$1 dir=$2 u=$3; shift 3
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $dir in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $dir in *..*) echo "bad backup dir" >&2; exit 2 ;; esac
c=/run/tandem/confirm-$id pf=/run/tandem/watchdog-$id.pid
if [ ! -f "/run/tandem/armed-$id" ]; then
  if [ -f "$c" ]; then cat -- "$c"; else echo rebooted; fi
  exit 3
fi
if ! (set -C; echo confirmed > "$c") 2> /dev/null; then cat -- "$c"; exit 3; fi
pid=$(cat -- "$pf" 2> /dev/null) || pid=
case $pid in
'' | *[!0-9]*) ;;
*) if tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q tandem-watchdog; then
     kill -s TERM -- "-$pid" 2> /dev/null
   fi ;;
esac
rm -f -- "$pf"
staged=
fail() {
  echo "$1" >&2
  for f in $staged; do rm -f -- "$f"; done
  sh -c "$u" tandem-untrial "$id" > /dev/null
  netplan apply > /dev/null 2>&1
  echo commit-failed > "$c"
  echo commit-failed > "$dir/outcome"
  echo commit-failed
  exit 6
}
ok_name() {
  case $1 in '' | */* | .* | *..* | *[!0-9A-Za-z_.+-]*) return 1 ;; *.yaml) return 0 ;; esac
  return 1
}
mode='' name='' sum=''
for a do
  case $mode in
  '') case $a in install) mode=name ;; aside) mode=aside ;; *) fail "bad action $a" ;; esac ;;
  name) name=$a mode=sum ;;
  sum) sum=$a mode=was ;;
  was)
    ok_name "$name" || fail "refusing $name"
    if [ -e "/etc/netplan/$name" ]; then s=$(sha256sum < "/etc/netplan/$name") || s=unreadable; else s=absent; fi
    [ "${s%% *}" = "$a" ] || fail "/etc/netplan/$name changed since Tandem backed it up; nothing under /etc/netplan was changed"
    s=$(sha256sum < "/run/netplan/$name") || fail "/run/netplan/$name is gone"
    [ "${s%% *}" = "$sum" ] || fail "/run/netplan/$name is not what Tandem wrote (sha256 ${s%% *})"
    t=/etc/netplan/.$name.tandem-new
    staged="$staged $t"
    cp -- "/run/netplan/$name" "$t" && chown root:root -- "$t" && chmod 600 -- "$t" && sync -- "$t" ||
      fail "could not write /etc/netplan/$name; nothing under /etc/netplan was changed"
    s=$(sha256sum < "$t")
    [ "${s%% *}" = "$sum" ] || fail "the copy of $name in /etc/netplan differs from what Tandem wrote"
    mode= ;;
  aside) ok_name "$a" || fail "refusing $a"; mode= ;;
  esac
done
[ -z "$mode" ] || fail "the list of files to install ends short"
rc=0 mode=
for a do
  case $mode in
  '') case $a in install) mode=name ;; aside) mode=aside ;; esac ;;
  name) name=$a mode=sum ;;
  sum) mode=was ;;
  was) mv -f -- "/etc/netplan/.$name.tandem-new" "/etc/netplan/$name" || rc=1; mode= ;;
  aside)
    if [ -e "/etc/netplan/$a" ]; then mv -f -- "/etc/netplan/$a" "/etc/netplan/$a.tandem-disabled-$id" || rc=1; fi
    mode= ;;
  esac
done
sync -- /etc/netplan
mode=
for a do
  case $mode in
  '') case $a in install) mode=name ;; aside) mode=aside ;; esac ;;
  name) name=$a mode=sum ;;
  sum) s=$(sha256sum < "/etc/netplan/$name") || s=unreadable
    echo "installed $name ${s%% *}"
    [ "${s%% *}" = "$a" ] || rc=1
    mode=was ;;
  was) mode= ;;
  aside) mode= ;;
  esac
done
sh -c "$u" tandem-untrial "$id" > /dev/null
echo confirmed > "$dir/outcome"
echo confirmed
exit $rc
