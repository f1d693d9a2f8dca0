// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The node lock (docs/netplan.md, "One change at a time"): the fixed scripts that take and
// release /var/lib/tandem/lock (core/remote/scripts/lock.sh and unlock.sh), run as root like
// those of remotescripts.h, every variable part a positional argument. Every script that reads or
// changes the lock holds an flock(1) on /var/lib/tandem/lock.mutex meanwhile, so "is it free? then
// write it" is one step on the node, whichever Tandem (GUI, CLI, another computer) asks. The lock
// file lives on disk so that a lock taken before a reboot is seen (and explained) after it; its
// companion marker /run/tandem/lock-RUNID lives in /run, which a reboot empties.

namespace Tandem::LockScripts {

inline constexpr char lockPath[] = "/var/lib/tandem/lock";

} // namespace Tandem::LockScripts
