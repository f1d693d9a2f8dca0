// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The paths of Tandem's state on a node, and the rules of the fixed shell scripts that apply and
// restore: core/remote/scripts/*.sh (backup, atomic-write, restore, read-file, sums and those of
// the lock and the trial), compiled in as "remote/embeddedscripts.h" and run by NetplanCommands.
// They run as root (through RemoteCommand's sudo), each as `sh -c SCRIPT NAME ARG...`.
// Nothing is ever pasted into a script: every variable part (paths, the run id, modes, the
// timeout) is a positional argument, and file contents travel on stdin. The paths they act on
// are checked on this side first (NodeBackup::isSafeNetplanPath, isValidRunId), and the scripts
// check them again, so a bug on this side cannot make them touch anything outside /etc/netplan
// and /var/lib/tandem.

namespace Tandem::RemoteScripts {

// Where Tandem keeps its state on a node: root-only (0700), files 0600.
inline constexpr char stateDir[] = "/var/lib/tandem";
inline constexpr char backupsDir[] = "/var/lib/tandem/backups";
inline constexpr char manifestPath[] = "/var/lib/tandem/manifest.json";
// Volatile (tmpfs): the confirm decision and the watchdog's pid live only until reboot.
inline constexpr char runDir[] = "/run/tandem";
inline constexpr char netplanFile[] = "/etc/netplan/40-cx7.yaml";

} // namespace Tandem::RemoteScripts
