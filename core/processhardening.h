// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

namespace Tandem {

// Called first thing in `tandem` and `tandem-cli` main(), before any password is read: no core
// dump (RLIMIT_CORE 0, soft and hard) and not dumpable (prctl PR_SET_DUMPABLE 0, which also
// keeps other processes of the same user from attaching a debugger or reading its memory
// through /proc). A crash then never writes the sudo password or a key passphrase to disk.
// Fails, with the reason, only where the kernel refuses; callers go on, as the process is no
// less safe than before.
[[nodiscard]] Result<void> hardenProcess();

} // namespace Tandem
