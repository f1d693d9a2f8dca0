// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fixed shell scripts that apply and restore run on a node, as root (through
// RemoteCommand's sudo), each as `sh -c SCRIPT NAME ARG...`. Nothing is ever pasted into a
// script: every variable part (paths, the run id, modes, the timeout) is a positional
// argument, and file contents travel on stdin. The paths they act on are checked on this side
// first (NodeBackup::isSafeNetplanPath, isValidRunId), and the scripts check them again, so a
// bug on this side cannot make them touch anything outside /etc/netplan and /var/lib/tandem.

namespace Tandem::RemoteScripts {

// Where Tandem keeps its state on a node: root-only (0700), files 0600.
inline constexpr char stateDir[] = "/var/lib/tandem";
inline constexpr char backupsDir[] = "/var/lib/tandem/backups";
inline constexpr char manifestPath[] = "/var/lib/tandem/manifest.json";
// Volatile (tmpfs): the confirm decision and the watchdog's pid live only until reboot.
inline constexpr char runDir[] = "/run/tandem";
inline constexpr char netplanFile[] = "/etc/netplan/40-cx7.yaml";

// tandem-backup DIR FILE...: makes DIR (0700, must not exist yet: one per run) and copies
// each FILE that exists into DIR/<index> (0600, owner and times kept), checking that the copy
// hashes the same as the original. Prints per file either `absent INDEX`, or
// `present INDEX SHA256 OWNER GROUP UID GID MODE` followed by one line of the content in
// base64 (so this side keeps its own copy). A symlink or a non-regular file stops it (exit 4):
// Tandem does not know how to put one back exactly. Changes nothing outside DIR.
inline constexpr char backup[] = R"SH(set -u
umask 077
dir=$1; shift
case $dir in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
case $dir in *..* | */) echo "bad backup dir" >&2; exit 2 ;; esac
install -d -m 0700 -o root -g root /var/lib/tandem /var/lib/tandem/backups || exit 3
mkdir -m 0700 -- "$dir" || exit 3
i=0
for f do
  i=$((i + 1))
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
sync
)SH";

// tandem-write PATH MODE, content on stdin: writes PATH atomically (temporary file beside
// it, root:root, MODE, fsync, rename). On any failure (full disk, refused write) the
// temporary file is removed and PATH is left exactly as it was.
inline constexpr char atomicWrite[] = R"SH(set -u
umask 077
case $1 in /etc/netplan/?*.yaml | /var/lib/tandem/?*) ;; *) echo "refusing to write $1" >&2; exit 2 ;; esac
case $1 in /var/lib/tandem/*) install -d -m 0700 -o root -g root -- "${1%/*}" || exit 1 ;; esac
t="$1.tandem-new"
rm -f -- "$t"
if cat > "$t" && chown root:root -- "$t" && chmod "$2" -- "$t" && sync -- "$t" && mv -f -- "$t" "$1"; then
  exit 0
fi
rm -f -- "$t"
echo "could not write $1; it was left as it was" >&2
exit 1
)SH";

// tandem-move-aside RUNID FILE...: renames each FILE that exists to
// FILE.tandem-disabled-RUNID (netplan reads only *.yaml, so it stops counting), as NVIDIA
// Sync does with .sync-disabled-*. Prints `moved FILE`.
inline constexpr char moveAside[] = R"SH(set -u
id=$1; shift
for f do
  case $f in /etc/netplan/?*.yaml) ;; *) echo "refusing to move $f" >&2; exit 2 ;; esac
  [ -e "$f" ] || continue
  mv -f -- "$f" "$f.tandem-disabled-$id" || exit 1
  echo "moved $f"
done
)SH";

// tandem-restore DIR RUNID [PATH STATE INDEX UID GID MODE SHA256]...: puts every PATH back as
// it was before run RUNID. STATE absent: PATH is removed (Tandem created it). STATE present:
// a moved-aside copy that still hashes SHA256 is renamed back; otherwise DIR/INDEX is copied
// to a temporary file, checked against SHA256, given UID:GID and MODE and renamed over PATH.
// Idempotent: running it twice gives the same result. Prints per PATH
// `restored SHA256|absent UID GID MODE PATH` (what is there now) so this side can verify.
inline constexpr char restore[] = R"SH(set -u
umask 077
dir=$1 id=$2; shift 2
case $dir in /var/lib/tandem/backups/?*) ;; *) echo "bad backup dir" >&2; exit 2 ;; esac
rc=0
while [ $# -ge 7 ]; do
  p=$1 st=$2 i=$3 uid=$4 gid=$5 mode=$6 sum=$7; shift 7
  case $p in /etc/netplan/?*.yaml) ;; *) echo "refusing $p" >&2; rc=2; continue ;; esac
  d="$p.tandem-disabled-$id" t="$p.tandem-restore"
  rm -f -- "$p.tandem-new" "$t"
  if [ "$st" = absent ]; then
    rm -f -- "$p" || rc=1
  elif [ -f "$d" ] && [ "$(sha256sum < "$d")" = "$sum  -" ]; then
    mv -f -- "$d" "$p" && chown "$uid:$gid" -- "$p" && chmod "$mode" -- "$p" || rc=1
  elif cp -p -- "$dir/$i" "$t" && [ "$(sha256sum < "$t")" = "$sum  -" ] &&
      chown "$uid:$gid" -- "$t" && chmod "$mode" -- "$t" && mv -f -- "$t" "$p"; then
    rm -f -- "$d"
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
sync
exit $rc
)SH";

// tandem-arm SECONDS RUNID DIR WATCHDOG RESTORE [restore entries]...: starts WATCHDOG
// detached from the SSH session (setsid: own session and process group; nohup and /dev/null
// for stdin, a log in DIR for its output, so the SSH channel closes and a dropped session
// does not take it down). Prints its pid, which is also its process group.
inline constexpr char arm[] = R"SH(set -u
case $1 in '' | *[!0-9]*) echo "bad timeout" >&2; exit 2 ;; esac
t=$1 id=$2 dir=$3 w=$4; shift 4
install -d -m 0700 -o root -g root /run/tandem || exit 3
rm -f -- "/run/tandem/confirm-$id"
setsid nohup sh -c "$w" tandem-watchdog "$t" "$id" "$dir" "$@" < /dev/null >> "$dir/watchdog.log" 2>&1 &
p=$!
echo "$p" > "/run/tandem/watchdog-$id.pid" || exit 3
sleep 0.2
kill -0 "$p" || { echo "the watchdog did not start" >&2; exit 3; }
echo "$p"
)SH";

// The watchdog (run by tandem-arm): waits SECONDS (SIGUSR1 cuts the wait short: revert now),
// then decides. The decision is the file /run/tandem/confirm-RUNID, created with O_EXCL
// (set -C) by whoever comes first: Tandem writes "confirmed", the watchdog "reverted". So
// a confirmation racing the timeout either wins (no revert) or loses (Tandem is told the
// node reverted); never both. On "reverted" it runs RESTORE and `netplan apply`.
inline constexpr char watchdog[] = R"SH(set -u
t=$1 id=$2 dir=$3 r=$4; shift 4
c=/run/tandem/confirm-$id
echo "$(date -u +%FT%TZ) armed: reverting in $t s unless confirmed"
trap 'kill "$sp" 2> /dev/null' USR1
sleep "$t" &
sp=$!
wait "$sp"
if (set -C; echo reverted > "$c") 2> /dev/null; then
  echo "$(date -u +%FT%TZ) not confirmed: restoring the backups"
  sh -c "$r" tandem-restore "$dir" "$id" "$@"
  netplan apply
  echo "$(date -u +%FT%TZ) netplan apply: status $?"
  echo reverted > "$dir/outcome"
fi
rm -f -- "/run/tandem/watchdog-$id.pid"
)SH";

// tandem-confirm RUNID DIR: claims the decision file with "confirmed"; if that worked, ends
// the watchdog's process group (only after checking that the pid is still the watchdog) and
// exits 0. If the watchdog decided first, prints its decision ("reverted") and exits 3.
inline constexpr char confirm[] = R"SH(set -u
c=/run/tandem/confirm-$1 pf=/run/tandem/watchdog-$1.pid
if (set -C; echo confirmed > "$c") 2> /dev/null; then
  pid=$(cat -- "$pf" 2> /dev/null) || pid=
  case $pid in
  '' | *[!0-9]*) ;;
  *) if tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q tandem-watchdog; then
       kill -s TERM -- "-$pid" 2> /dev/null
     fi ;;
  esac
  rm -f -- "$pf"
  echo confirmed > "$2/outcome"
  echo confirmed
  exit 0
fi
cat -- "$c"
exit 3
)SH";

// tandem-reject RUNID: asks the watchdog to revert now (SIGUSR1) rather than at its timeout.
// A no-op when it has already decided.
inline constexpr char reject[] = R"SH(set -u
pid=$(cat -- "/run/tandem/watchdog-$1.pid" 2> /dev/null) || exit 0
case $pid in '' | *[!0-9]*) exit 0 ;; esac
if tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q tandem-watchdog; then
  kill -s USR1 "$pid"
fi
exit 0
)SH";

// tandem-read FILE: prints FILE; exits 4 when it does not exist (not an error for a
// manifest or an outcome that was never written).
inline constexpr char readFile[] = R"SH(if [ -e "$1" ]; then exec cat -- "$1"; fi
exit 4
)SH";

// tandem-sums FILE...: one line per FILE: its sha256, or `absent`.
inline constexpr char sums[] = R"SH(for f do
  if [ -f "$f" ]; then s=$(sha256sum < "$f") && echo "${s%% *}" || echo unreadable; else echo absent; fi
done
)SH";

} // namespace Tandem::RemoteScripts
