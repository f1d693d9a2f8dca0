// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trial (docs/netplan.md, "Applying safely"): the fixed scripts that arm the revert
// watchdog, put the new configuration in /run/netplan for the trial, and make it permanent in
// /etc/netplan when Tandem confirms. netplan reads /run/netplan/NAME instead of
// /etc/netplan/NAME (netplan-generate(8), "Handling multiple files"), and a reboot empties
// /run: so until the confirmation nothing under /etc changes, and a node that restarts during
// the countdown comes back with its old configuration. Run as root like remotescripts.h, every
// variable part a positional argument, contents on stdin. The files a run put in /run/netplan
// are listed in /run/tandem/staged-RUNID, so only those are ever removed.

namespace Tandem::TrialScripts {

inline constexpr char trialDir[] = "/run/netplan";

// tandem-arm SECONDS RUNID DIR WATCHDOG UNTRIAL: marks the run armed (/run/tandem/armed-RUNID,
// gone after a reboot) and starts WATCHDOG detached from the SSH session (setsid: own session
// and process group; nohup and /dev/null for stdin, a log in DIR), so a dropped session does not
// take it down. Runs before anything changes. Prints the watchdog's pid (its process group).
inline constexpr char arm[] = R"SH(set -u
case $1 in '' | *[!0-9]*) echo "bad timeout" >&2; exit 2 ;; esac
case $2 in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $3 in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $3 in *..* | */) echo "bad backup dir" >&2; exit 2 ;; esac
t=$1 id=$2 dir=$3 w=$4 u=$5
install -d -m 0700 -o root -g root /run/tandem || exit 3
[ ! -e "/run/tandem/armed-$id" ] || { echo "run $id is already armed" >&2; exit 3; }
rm -f -- "/run/tandem/confirm-$id"
: > "/run/tandem/armed-$id" || exit 3
setsid nohup sh -c "$w" tandem-watchdog "$t" "$id" "$dir" "$u" < /dev/null >> "$dir/watchdog.log" 2>&1 &
p=$!
echo "$p" > "/run/tandem/watchdog-$id.pid" || exit 3
sleep 0.2
kill -0 "$p" || { echo "the watchdog did not start" >&2; exit 3; }
echo "$p"
)SH";

// The watchdog (run by tandem-arm) guards one generation, its RUNID: it waits SECONDS (SIGUSR1
// cuts the wait short), then decides. The decision is /run/tandem/confirm-RUNID, created with
// O_EXCL (set -C) by whoever comes first: Tandem's confirm or abort, or the watchdog's
// "reverted"; so a confirmation racing the timeout either wins or loses, never both. On
// "reverted", under the lock's mutex, it removes its own run's trial files and runs
// `netplan apply`, and releases the lock if its run holds it. If another run holds the lock, a
// newer change owns the node and this watchdog touches nothing ("superseded").
inline constexpr char watchdog[] = R"SH(set -u
t=$1 id=$2 dir=$3 u=$4
c=/run/tandem/confirm-$id
echo "$(date -u +%FT%TZ) armed for run $id: reverting in $t s unless confirmed"
trap 'kill "$sp" 2> /dev/null' USR1
sleep "$t" &
sp=$!
wait "$sp"
if (set -C; echo reverted > "$c") 2> /dev/null; then
  exec 9>> /var/lib/tandem/lock.mutex && flock -w 60 9
  h=$(sed -n 's/^run //p' /var/lib/tandem/lock 2> /dev/null | head -n 1)
  if [ -n "$h" ] && [ "$h" != "$id" ]; then
    echo "$(date -u +%FT%TZ) run $h holds the node now; the watchdog of run $id changes nothing"
    echo superseded > "$c"
    echo superseded > "$dir/outcome"
  else
    echo "$(date -u +%FT%TZ) not confirmed: removing run $id's files from /run/netplan"
    sh -c "$u" tandem-untrial "$id"
    netplan apply 9>&-
    echo "$(date -u +%FT%TZ) netplan apply: status $?"
    echo reverted > "$dir/outcome"
    if [ "$h" = "$id" ]; then
      rm -f -- /var/lib/tandem/lock "/run/tandem/lock-$id"
      sync -- /var/lib/tandem
    fi
  fi
fi
rm -f -- "/run/tandem/watchdog-$id.pid"
)SH";

// tandem-stage RUNID NAME SHA256, content on stdin: writes /run/netplan/NAME for the trial
// (temporary file beside it, root, 0600, checked against SHA256 before the rename and read back
// after it, the folder synced). Only while the run is armed; a NAME already there that this run
// did not write is refused. Prints `staged NAME SHA256`.
inline constexpr char stage[] = R"SH(set -u
umask 077
id=$1 name=$2 sum=$3
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $name in '' | */* | .* | *..* | *[!0-9A-Za-z_.+-]*) echo "refusing $name" >&2; exit 2 ;; esac
case $name in *.yaml) ;; *) echo "refusing $name" >&2; exit 2 ;; esac
[ -f "/run/tandem/armed-$id" ] || { echo "the revert watchdog of run $id is not armed, so nothing was written" >&2; exit 3; }
l=/run/tandem/staged-$id p=/run/netplan/$name t=/run/netplan/.$name.tandem-new
if [ -e "$p" ] && ! grep -qxF -- "$name" "$l" 2> /dev/null; then
  echo "$p exists and Tandem did not write it; nothing was written" >&2; exit 4
fi
install -d -m 0755 -o root -g root /run/netplan || exit 1
grep -qxF -- "$name" "$l" 2> /dev/null || echo "$name" >> "$l" || exit 1
rm -f -- "$t"
if ! cat > "$t"; then
  rm -f -- "$t"; echo "could not write $p; nothing was changed" >&2; exit 1
fi
s=$(sha256sum < "$t")
if [ "${s%% *}" != "$sum" ]; then
  rm -f -- "$t"; echo "the upload of $name arrived changed (sha256 ${s%% *}, Tandem sent $sum); nothing was changed" >&2; exit 5
fi
chown root:root -- "$t" && chmod 600 -- "$t" && sync -- "$t" && mv -f -- "$t" "$p" && sync -- /run/netplan || {
  rm -f -- "$t"; echo "could not write $p; nothing was changed" >&2; exit 1; }
s=$(sha256sum < "$p")
[ "${s%% *}" = "$sum" ] || { echo "$p changed after it was written" >&2; exit 5; }
echo "staged $name $sum"
)SH";

// tandem-untrial RUNID: removes the files run RUNID put in /run/netplan (and nothing else).
// Prints `removed NAME` for each. Idempotent.
inline constexpr char untrial[] = R"SH(set -u
id=$1
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
l=/run/tandem/staged-$id
[ -f "$l" ] || exit 0
while IFS= read -r name; do
  case $name in '' | */* | .* | *..*) continue ;; esac
  rm -f -- "/run/netplan/$name" "/run/netplan/.$name.tandem-new" && echo "removed $name"
done < "$l"
sync -- /run/netplan 2> /dev/null
rm -f -- "$l"
)SH";

// tandem-abort RUNID DIR UNTRIAL: Tandem gives the trial up before `netplan apply` (a write or
// `netplan generate` failed): claims the decision with "aborted", stops the watchdog, removes
// the trial files. If the watchdog decided first, prints its decision and exits 3.
inline constexpr char abort[] = R"SH(set -u
id=$1 dir=$2 u=$3
case $id in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $dir in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $dir in *..*) echo "bad backup dir" >&2; exit 2 ;; esac
c=/run/tandem/confirm-$id pf=/run/tandem/watchdog-$id.pid
if ! (set -C; echo aborted > "$c") 2> /dev/null; then cat -- "$c" 2> /dev/null; exit 3; fi
pid=$(cat -- "$pf" 2> /dev/null) || pid=
case $pid in
'' | *[!0-9]*) ;;
*) if tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q tandem-watchdog; then
     kill -s TERM -- "-$pid" 2> /dev/null
   fi ;;
esac
rm -f -- "$pf"
sh -c "$u" tandem-untrial "$id"
echo aborted > "$dir/outcome"
echo aborted
)SH";

// tandem-confirm RUNID DIR UNTRIAL [install NAME SHA256 WAS | aside NAME]...: claims the
// decision with "confirmed", stops the watchdog, then makes the trial permanent: each `install`
// checks that /etc/netplan/NAME is still WAS (its sha256 at the backup, or `absent`), copies
// /run/netplan/NAME beside it and checks the copy's sha256; only when every copy is good are
// they renamed into place and each `aside` NAME renamed to NAME.tandem-disabled-RUNID; the
// folder is synced, the installed files are read back, and the trial files removed. If a file
// changed since the backup or a copy fails (a full disk), nothing under /etc changes: the trial
// files are removed, `netplan apply` brings the old configuration back, and it prints
// `commit-failed` (exit 6). If the node
// restarted since arm (no armed marker), prints `rebooted`; if the watchdog decided first, its
// decision; both exit 3.
inline constexpr char confirm[] = R"SH(set -u
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
)SH";

// tandem-reject RUNID: asks the watchdog to revert now (SIGUSR1) rather than at its timeout.
// A no-op when it has already decided.
inline constexpr char reject[] = R"SH(set -u
case $1 in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
pid=$(cat -- "/run/tandem/watchdog-$1.pid" 2> /dev/null) || exit 0
case $pid in '' | *[!0-9]*) exit 0 ;; esac
if tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q tandem-watchdog; then
  kill -s USR1 "$pid"
fi
exit 0
)SH";

// tandem-outcome RUNID DIR: what became of a run's trial: the watchdog's or Tandem's recorded
// decision (DIR/outcome: confirmed, reverted, superseded, aborted, commit-failed); else
// `pending` (armed, undecided) or `deciding`; else `rebooted`: the node restarted (its /run was
// emptied) before anything was decided, so the trial files went with it.
inline constexpr char outcome[] = R"SH(set -u
case $1 in '' | *[!0-9A-Za-z-]*) echo "bad run id" >&2; exit 2 ;; esac
case $2 in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $2 in *..*) echo "bad backup dir" >&2; exit 2 ;; esac
if [ -f "$2/outcome" ]; then cat -- "$2/outcome"; exit 0; fi
if [ -f "/run/tandem/armed-$1" ]; then
  if [ -f "/run/tandem/confirm-$1" ]; then echo deciding; else echo pending; fi
  exit 0
fi
echo rebooted
)SH";

} // namespace Tandem::TrialScripts
