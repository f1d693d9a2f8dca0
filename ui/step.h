// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"
#include "session/stepnames.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tandem::Ui {

class StepText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Ui::StepText)

public:
    [[nodiscard]] static QList<StepId> all();
    [[nodiscard]] static QString summary(StepId step);
    // "2. Device checks": how the sidebar lists a step.
    [[nodiscard]] static QString listed(StepId step);
    [[nodiscard]] static QString iconPath(StepId step);
};

} // namespace Tandem::Ui
