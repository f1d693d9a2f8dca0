// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Tandem {

// How apply ended on one node.
enum class ApplyOutcome {
    Pending,
    NotChanged, // stopped before writing anything (sudo refused, node locked, backup failed)
    RolledBack, // a write, validation or the commit failed; the trial was undone at once
    Confirmed,  // the new addresses came up and Tandem confirmed them
    Reverted,   // not confirmed in time, or the node restarted: the trial is gone
    Unknown,    // not confirmed, and the node could not be reached to see it revert
};

} // namespace Tandem
