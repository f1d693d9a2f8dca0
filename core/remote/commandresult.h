// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Tandem {

// What one remote command gave back: its exit status and output, or the error that kept it
// from finishing (connection dropped, timeout, cancelled). Plain value type.
struct CommandResult
{
    QString node;    // the node's name
    QString command; // display form, never holding a secret
    int exitStatus = -1;
    QByteArray out;
    QByteArray err;
    std::optional<Error> error; // set when the command did not run to an exit status

    [[nodiscard]] bool ok() const { return !error && exitStatus == 0; }
    // The command, its status and its output (stdout, then stderr) as evidence for a check.
    [[nodiscard]] Evidence toEvidence() const;
    // Why it failed, for a check's detail: the error, else what it printed (stderr first),
    // else its exit status.
    [[nodiscard]] QString errorText() const;
};

} // namespace Tandem
