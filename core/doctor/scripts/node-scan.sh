#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Doctor's scan of a node (NodeScanner::command): $1 the nccl-tests folder, $2 NCCL_HOME,
# $3 the python to ask for its version (empty: none); relative paths are taken from the home
# directory. Prints "tandem-scan 1", "KEY VALUE..." lines (NodeScanner::read), then "@end".
# Runs as the user, never with sudo: what matters is what that user's runs see. Files are read
# with the shell's `read` (no process per GID: a port has up to 256 of them). The nccl-tests
# binary runs once on one GPU, because only a run prints the versions it was built with and
# loads (docs/doctor.md, "The scan").
say() { k=$1; shift; printf '%s %s\n' "$k" "$*"; }
abs() { case $1 in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$HOME" "$1" ;; esac; }
td=$(abs "$1") nh=$(abs "$2") py=$3
echo "tandem-scan 1"
say os "$(sed -n 's/^PRETTY_NAME="\{0,1\}\([^"]*\)"\{0,1\}$/\1/p' /etc/os-release 2> /dev/null | head -n 1)"
say kernel "$(uname -r)"
say driver "$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2> /dev/null | head -n 1)"
c=$(command -v nvcc 2> /dev/null) || c=/usr/local/cuda/bin/nvcc
if [ -x "$c" ]; then say cuda "$("$c" --version 2> /dev/null | sed -n 's/.*release \([0-9][0-9.]*\).*/\1/p' | head -n 1)"; fi
say path "$PATH"
if m=$(command -v mpirun 2> /dev/null); then
  say mpirun "$m"
  say mpi "$(mpirun --version 2>&1 | head -n 1)"
fi
if command -v bash > /dev/null 2>&1; then
  say mpirun.login "$(timeout 10 bash -lic 'command -v mpirun' < /dev/null 2> /dev/null | tail -n 1)"
fi
if [ -x "$td/all_gather_perf" ]; then
  l=$(LD_LIBRARY_PATH="$nh/lib:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" timeout 60 "$td/all_gather_perf" -b 8 -e 8 -g 1 -n 1 -w 0 -c 0 < /dev/null 2>&1 | grep -m 1 '^# nccl-tests version')
  say nccltests "$l"
fi
if [ -n "$py" ]; then say python "$("$(abs "$py")" --version 2>&1 | head -n 1)"; fi
[ -n "${NCCL_IB_GID_INDEX:-}" ] && say ncclpin env "$NCCL_IB_GID_INDEX"
for f in "$HOME/.nccl.conf" /etc/nccl.conf; do
  [ -r "$f" ] || continue
  v=$(sed -n 's/^[[:space:]]*NCCL_IB_GID_INDEX[[:space:]]*=[[:space:]]*\([^[:space:]#]*\).*/\1/p' "$f" | tail -n 1)
  [ -n "$v" ] && say ncclpin "$f" "$v"
done
for d in /sys/class/infiniband/*; do
  [ -d "$d" ] || continue
  dev=${d##*/}
  for n in "$d"/device/net/*; do
    [ -e "$n" ] || continue
    nd=${n##*/} s=/sys/class/net/${n##*/}
    o='?' c='?' sp='?' mt='?'
    # A down port's carrier and speed cannot be read (EINVAL): keep "?" then.
    read -r o < "$s/operstate" 2> /dev/null || o='?'
    read -r c < "$s/carrier" 2> /dev/null || c='?'
    read -r sp < "$s/speed" 2> /dev/null || sp='?'
    read -r mt < "$s/mtu" 2> /dev/null || mt='?'
    say net "$nd" "$dev" "$o" "$c" "$sp" "$mt"
    ip -4 -o addr show dev "$nd" 2> /dev/null | while read -r _ _ _ a _; do say addr "$nd" "$a"; done
    say fw "$nd" "$(ethtool -i "$nd" 2> /dev/null | sed -n 's/^firmware-version: //p')"
  done
  for t in "$d"/ports/1/gid_attrs/types/*; do
    [ -e "$t" ] || continue
    i=${t##*/} ty='' g='' x=''
    read -r ty < "$t" 2> /dev/null || continue
    [ -n "$ty" ] || continue
    read -r g < "$d/ports/1/gids/$i" 2> /dev/null
    read -r x < "$d/ports/1/gid_attrs/ndevs/$i" 2> /dev/null
    say gid "$dev" "$i" "$g" "${x:--}" "$ty"
  done
done
echo "@end"
