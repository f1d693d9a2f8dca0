#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The RoCE ports of a node (RocePortsReader). sysfs ties a netdev to its PCI function both ways:
# /sys/class/net/<n>/device is the function (with infiniband/<dev> under it once the RDMA driver
# is loaded), and /sys/class/infiniband/<dev>/device/net/<n> lists the netdevs of an RDMA
# device. A real node answers both; either is enough. Every value is tagged so that an
# unreadable file leaves a "-", not a shifted line; printf, not echo, since dash's echo reads
# backslashes in a name. ibdev2netdev (DGX OS has it, stock Ubuntu does not) follows in its own
# section as the second opinion.
# Values are read with the `read` builtin and the loops keep to the shell: a process costs
# milliseconds on a busy node, and a node has dozens of these files (docs/benchmarks.md,
# "Processes, not waiting").
# v FILE: the file's first line in $x, or "-" where it is empty or cannot be read.
v() { x=; { IFS= read -r x < "$1"; } 2>/dev/null; [ -n "$x" ] || x=-; }
for n in /sys/class/net/*; do
  [ -e "$n" ] || continue
  v "$n/operstate"; o=$x
  v "$n/carrier"; c=$x
  v "$n/speed"; s=$x
  v "$n/mtu"
  printf '@net %s %s %s %s %s\n' "${n##*/}" "$o" "$c" "$s" "$x"
  v "$n/device/vendor"
  [ "$x" = 0x15b3 ] || continue
  p=$(cd -P -- "$n/device" 2>/dev/null && pwd -P)
  i=-
  for d in "$n"/device/infiniband/*; do
    [ -e "$d" ] && { i=${d##*/}; break; }
  done
  printf '@port %s %s %s\n' "${n##*/}" "${p##*/}" "$i"
done
for i in /sys/class/infiniband/*; do
  [ -e "$i" ] || continue
  p=$(cd -P -- "$i/device" 2>/dev/null && pwd -P)
  for n in "$i"/device/net/*; do
    [ -e "$n" ] && printf '@port %s %s %s\n' "${n##*/}" "${p##*/}" "${i##*/}"
  done
  for s in "$i"/ports/*/state; do
    [ -r "$s" ] && { v "$s"; printf '@state %s %s\n' "${i##*/}" "$x"; }
  done
done
if command -v ibdev2netdev >/dev/null 2>&1; then
  echo @ibdev2netdev; ibdev2netdev 2>/dev/null; echo @end
fi
exit 0
