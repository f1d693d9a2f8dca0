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
sync
)SH";

// tandem-write PATH MODE, content on stdin: writes PATH atomically (temporary file beside
// it, root:root, MODE, fsync, rename). On any failure (full disk, refused write) the
// temporary file is removed and PATH is left exactly as it was. The folder is synced after
// the rename, so the new name survives a power cut.
inline constexpr char atomicWrite[] = R"SH(set -u
umask 077
case $1 in /etc/netplan/?*.yaml | /var/lib/tandem/?*) ;; *) echo "refusing to write $1" >&2; exit 2 ;; esac
case $1 in *..* | */) echo "refusing to write $1" >&2; exit 2 ;; esac
case $1 in /var/lib/tandem/*) install -d -m 0700 -o root -g root -- "${1%/*}" || exit 1 ;; esac
t="$1.tandem-new"
rm -f -- "$t"
if cat > "$t" && chown root:root -- "$t" && chmod "$2" -- "$t" && sync -- "$t" && mv -f -- "$t" "$1"; then
  sync -- "${1%/*}"
  exit 0
fi
rm -f -- "$t"
echo "could not write $1; it was left as it was" >&2
exit 1
)SH";

// tandem-restore DIR RUNID [PATH STATE INDEX UID GID MODE SHA256]...: puts every PATH back as
// it was before run RUNID. STATE absent: PATH is removed (Tandem created it). STATE present:
// a moved-aside copy that still hashes SHA256 is renamed back; otherwise DIR/INDEX is copied
// to a temporary file, checked against SHA256, given UID:GID and MODE and renamed over PATH.
// Idempotent: running it twice gives the same result; /etc/netplan is synced after the renames.
// Prints per PATH
// `restored SHA256|absent UID GID MODE PATH` (what is there now) so this side can verify.
inline constexpr char restore[] = R"SH(set -u
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
)SH";

// tandem-read FILE: prints FILE; exits 4 when it does not exist (not an error for a
// manifest or an outcome that was never written).
inline constexpr char readFile[]
    = R"SH(case $1 in /etc/netplan/?*.yaml | /var/lib/tandem/?*) ;; *) echo "refusing $1" >&2; exit 2 ;; esac
case $1 in *..*) echo "refusing $1" >&2; exit 2 ;; esac
if [ -e "$1" ]; then exec cat -- "$1"; fi
exit 4
)SH";

// tandem-sums FILE...: one line per FILE: its sha256, or `absent`.
inline constexpr char sums[] = R"SH(for f do
  case $f in /etc/netplan/?* | /var/lib/tandem/?*) ;; *) echo "refusing $f" >&2; exit 2 ;; esac
  case $f in *..*) echo "refusing $f" >&2; exit 2 ;; esac
  if [ -f "$f" ]; then s=$(sha256sum < "$f") && echo "${s%% *}" || echo unreadable; else echo absent; fi
done
)SH";

} // namespace Tandem::RemoteScripts
