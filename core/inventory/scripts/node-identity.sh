#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What a node is (NodeIdentityReader): its architecture, its NVIDIA and Mellanox PCI functions
# with their links, its DMI names and /etc/dgx-release or /etc/fastos-release. Each section is
# tagged so that a missing file or an unreadable sysfs entry leaves a gap, not a shifted
# reading. Serial numbers are filtered on the node: they never reach Tandem, its evidence or its
# reports.
# Values are read with the `read` builtin: a process costs milliseconds on a busy node, and a
# node has dozens of these files (docs/benchmarks.md, "Processes, not waiting").
echo "@machine $(uname -m)"
# r NAME: the first word of $d/NAME in $x, or "-" where it is empty or cannot be read.
r() { x=; { IFS= read -r x < "$d/$1"; } 2>/dev/null; x=${x%% *}; [ -n "$x" ] || x=-; }
for d in /sys/bus/pci/devices/*; do
  v=; { IFS= read -r v < "$d/vendor"; } 2>/dev/null
  case $v in 0x10de|0x15b3) ;; *) continue ;; esac
  r device; id=$x
  r class; cl=$x
  r current_link_speed; cs=$x
  r current_link_width; cw=$x
  r max_link_speed; ms=$x
  r max_link_width
  echo "@pci ${d##*/} $v $id $cl $cs $cw $ms $x"
done
for f in sys_vendor product_name product_version product_family board_vendor board_name bios_vendor bios_version bios_date; do
  [ -r /sys/class/dmi/id/$f ] || continue
  x=; { IFS= read -r x < /sys/class/dmi/id/$f; } 2>/dev/null
  printf '@dmi %s: %s\n' "$f" "$x"
done
for f in dgx-release fastos-release; do
  [ -r /etc/$f ] && { echo "@file $f"; grep -iv 'serial\|uuid' /etc/$f; echo; echo "@end"; }
done
exit 0
