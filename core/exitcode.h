// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Tandem {

// tandem-cli's exit codes (README.md, "tandem-cli"; tandem-cli(1), EXIT STATUS); scripts and cron
// jobs rely on them.
enum class ExitCode : int {
    Ok = 0,               // every check passed (warnings allowed)
    CheckFailed = 1,      // a check failed
    BadInput = 2,         // bad usage or unusable input
    ConnectionFailed = 3, // could not connect or authenticate
    // Stopped by a signal (the shell's 128 + signal number): what was running was cancelled
    // and cleaned up first.
    Interrupted = 130, // SIGINT (Ctrl-C)
    Terminated = 143   // SIGTERM
};

} // namespace Tandem
