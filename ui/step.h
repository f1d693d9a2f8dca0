// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tandem::Ui {

// The steps of the guided flow, in the order the sidebar shows them.
using Step = Tandem::StepId;

class StepText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Ui::StepText)

public:
    [[nodiscard]] static QList<Step> all();
    [[nodiscard]] static QString title(Step step);
    [[nodiscard]] static QString summary(Step step);
    [[nodiscard]] static QString iconPath(Step step);
};

} // namespace Tandem::Ui
