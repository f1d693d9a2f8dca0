// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <QListWidget>

namespace Tandem::Ui {

// The list of steps on the left of the main window. Emits stepSelected when the user picks
// a step; knows nothing about the pages.
class StepSidebar final : public QListWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepSidebar)

public:
    explicit StepSidebar(QWidget *parent = nullptr);

    void selectStep(Step step);
    void retranslate();

Q_SIGNALS:
    void stepSelected(Tandem::StepId step);
};

} // namespace Tandem::Ui
