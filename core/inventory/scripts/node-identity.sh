#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What a node is (NodeIdentityReader): its architecture, its NVIDIA and Mellanox PCI functions
# with their links, its DMI names and /etc/dgx-release or /etc/fastos-release. Each section is
# tagged so that a missing file or an unreadable sysfs entry leaves a gap, not a shifted
# reading. Serial numbers are filtered on the node: they never reach Tandem, its evidence or its
# reports.
echo "@machine $(uname -m)"
r() { v=$(cat "$d/$1" 2>/dev/null) || v=; v=${v%% *}; echo "${v:--}"; }
for d in /sys/bus/pci/devices/*; do
  v=$(cat "$d/vendor" 2>/dev/null) || continue
  case $v in 0x10de|0x15b3) ;; *) continue ;; esac
  echo "@pci ${d##*/} $v $(r device) $(r class) $(r current_link_speed) $(r current_link_width) $(r max_link_speed) $(r max_link_width)"
done
for f in sys_vendor product_name product_version product_family board_vendor board_name bios_vendor bios_version bios_date; do
  [ -r /sys/class/dmi/id/$f ] && printf '@dmi %s: %s\n' "$f" "$(cat /sys/class/dmi/id/$f 2>/dev/null)"
done
for f in dgx-release fastos-release; do
  [ -r /etc/$f ] && { echo "@file $f"; grep -iv 'serial\|uuid' /etc/$f; echo; echo "@end"; }
done
exit 0
