#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# One health sample of a node (HealthReader): $1 the pattern of the `ethtool -S` counters kept
# (HealthCounters::ethtoolPattern). Every line is tagged, so that a file that cannot be read
# leaves nothing rather than a shifted value: "@netdev NETDEV RDMADEV" opens a netdev;
# "@operstate up" and its like are its sysfs files (read with the `read` builtin: no process per
# file); "     name: value" lines are its `ethtool -S` counters, filtered on the node by $1;
# "/sys/.../hw_counters/NAME:VALUE" lines are its RDMA device's counters (read by `read` too);
# "@gpu" starts nvidia-smi's CSV. clocks_event_reasons is the name since driver 535, and
# clocks_throttle_reasons the older one.
p=$1
printf '@time %s\n' "$(date +%s%3N)"
for i in /sys/class/infiniband/*; do
  [ -e "$i" ] || continue
  for n in "$i"/device/net/*; do
    [ -e "$n" ] || continue
    m=${n##*/}
    printf '@netdev %s %s\n' "$m" "${i##*/}"
    for f in operstate speed carrier_up_count carrier_down_count; do
      { read -r x < "/sys/class/net/$m/$f"; } 2>/dev/null && printf '@%s %s\n' "$f" "$x"
    done
    ethtool -S "$m" 2>/dev/null | grep -E -- "$p"
    for c in "$i"/ports/1/hw_counters/*; do
      { read -r x < "$c"; } 2>/dev/null && printf '%s:%s\n' "$c" "$x"
    done
  done
done
if command -v nvidia-smi >/dev/null 2>&1; then
  echo @gpu
  q=index,temperature.gpu,power.draw,clocks.sm
  nvidia-smi --query-gpu=$q,clocks_event_reasons.active --format=csv,noheader,nounits 2>/dev/null ||
    nvidia-smi --query-gpu=$q,clocks_throttle_reasons.active --format=csv,noheader,nounits 2>/dev/null
fi
echo @end
exit 0
