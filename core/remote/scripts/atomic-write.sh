#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tandem-write PATH MODE, content on stdin, as root (NetplanCommands::writeFile): writes PATH
# atomically (temporary file beside it, root:root, MODE, fsync, rename). On any failure (full
# disk, refused write) the temporary file is removed and PATH is left exactly as it was. The
# folder is synced after the rename, so the new name survives a power cut.
set -u
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
