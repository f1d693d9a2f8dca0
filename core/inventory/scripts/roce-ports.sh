#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The RoCE ports of a node (RocePortsReader). sysfs ties a netdev to its PCI function both ways:
# /sys/class/net/<n>/device is the function (with infiniband/<dev> under it once the RDMA driver
# is loaded), and /sys/class/infiniband/<dev>/device/net/<n> lists the netdevs of an RDMA
# device. A real node answers both; either is enough. Every value is tagged so that an
# unreadable file leaves a "-", not a shifted line; printf, not echo, since dash's echo reads
# backslashes in a name. ibdev2netdev (DGX OS has it, stock Ubuntu does not) follows in its own
# section as the second opinion.
# shellcheck disable=SC2012 # ls names the RDMA devices of one function: kernel names (mlx5_0)
v() { x=$(cat "$1" 2>/dev/null) || x=; printf '%s\n' "${x:--}"; }
for n in /sys/class/net/*; do
  [ -e "$n" ] || continue
  printf '@net %s %s %s %s %s\n' "${n##*/}" "$(v "$n/operstate")" "$(v "$n/carrier")" \
    "$(v "$n/speed")" "$(v "$n/mtu")"
  [ "$(v "$n/device/vendor")" = 0x15b3 ] || continue
  p=$(readlink -f "$n/device")
  i=$(ls "$n/device/infiniband" 2>/dev/null | head -n 1)
  printf '@port %s %s %s\n' "${n##*/}" "${p##*/}" "${i:--}"
done
for i in /sys/class/infiniband/*; do
  [ -e "$i" ] || continue
  p=$(readlink -f "$i/device")
  for n in "$i"/device/net/*; do
    [ -e "$n" ] && printf '@port %s %s %s\n' "${n##*/}" "${p##*/}" "${i##*/}"
  done
  for s in "$i"/ports/*/state; do [ -r "$s" ] && printf '@state %s %s\n' "${i##*/}" "$(v "$s")"; done
done
if command -v ibdev2netdev >/dev/null 2>&1; then
  echo @ibdev2netdev; ibdev2netdev 2>/dev/null; echo @end
fi
exit 0
