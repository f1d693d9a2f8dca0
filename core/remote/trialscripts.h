// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trial (docs/netplan.md, "Applying safely"): the fixed scripts
// (core/remote/scripts/trial-*.sh) that arm the revert watchdog, put the new configuration in
// /run/netplan for the trial, and make it permanent in /etc/netplan when Tandem confirms. netplan
// reads /run/netplan/NAME instead of /etc/netplan/NAME (netplan-generate(8), "Handling multiple
// files"), and a reboot empties /run: so until the confirmation nothing under /etc changes, and a
// node that restarts during the countdown comes back with its old configuration. Run as root like
// remotescripts.h, every variable part a positional argument, contents on stdin. The files a run
// put in /run/netplan are listed in /run/tandem/staged-RUNID, so only those are ever removed.

namespace Tandem::TrialScripts {

inline constexpr char trialDir[] = "/run/netplan";

} // namespace Tandem::TrialScripts
