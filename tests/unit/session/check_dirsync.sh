#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A save renames (or links) the state file into place and then fsyncs its folder (syncdirectory.h):
# watched with strace while tst_savedstate saves. Exit 77 (skipped) without a working strace.
set -u
bin=$1
command -v strace > /dev/null || { echo "strace is not installed"; exit 77; }
strace -f -o /dev/null true 2> /dev/null || { echo "strace cannot trace here"; exit 77; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
strace -f -o "$log" -e trace=openat,rename,renameat,renameat2,linkat,fsync \
    "$bin" saveMakesThePrivateFolder > /dev/null || { echo "tst_savedstate failed"; exit 1; }
python3 - "$log" << 'PY'
import re, sys
lines = open(sys.argv[1]).read().splitlines()
renamed = None
for i, line in enumerate(lines):
    # QSaveFile renames a temporary file, or links an unnamed one (O_TMPFILE) into place.
    m = re.search(r'(?:rename(?:at2?)?|linkat)\(.*"([^"]*/state\.json)"', line)
    if m and renamed is None:
        renamed = (i, m.group(1).rsplit('/', 1)[0])
if renamed is None:
    sys.exit("no rename of state.json seen")
start, folder = renamed
fds = set()
for line in lines[start + 1:]:
    m = re.search(r'openat\(AT_FDCWD, "%s", [^)]*O_DIRECTORY[^)]*\) = (\d+)' % re.escape(folder), line)
    if m:
        fds.add(m.group(1))
    m = re.search(r'fsync\((\d+)\) += 0', line)
    if m and m.group(1) in fds:
        print("state.json renamed, then its folder synced:", folder)
        sys.exit(0)
sys.exit("state.json was renamed into %s but the folder was not synced after it" % folder)
PY
