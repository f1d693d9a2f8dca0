// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"

#include <QCoreApplication>
#include <QString>

namespace Tandem {

// What the steps are called, the same in the sidebar, the pages, the gate's reasons, the
// report and tandem-cli. Stateless; any thread.
class StepNames
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::StepNames)

public:
    // "Verify".
    [[nodiscard]] static QString title(StepId step);
    // "Verify (step 7)", for a sentence that sends the user to a step.
    [[nodiscard]] static QString numbered(StepId step);
};

} // namespace Tandem
