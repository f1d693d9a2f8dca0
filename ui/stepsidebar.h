// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "step.h"

#include <QListWidget>

#include <optional>

namespace Tandem::Ui {

// The list of steps on the left of the main window. Emits stepSelected when the user picks
// a step; knows nothing about the pages. Each step shows how its last run went (a badge on its
// icon) and whether it can run now; a step that cannot is greyed, says why in its tooltip, and
// can still be opened to read.
class StepSidebar final : public QListWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepSidebar)

public:
    enum Role {
        StatusRole = Qt::UserRole + 1, // int(CheckStatus) of the last run; absent: not run
        ReadyRole,                     // bool
        ReasonRole,                    // QString: why the step cannot run now
        NoteRole,                      // QString: why its last result no longer holds
    };

    explicit StepSidebar(QWidget *parent = nullptr);

    void selectStep(StepId step);
    // `status`: the worst status of the step's checks, or nothing when it has not run.
    void
    setStepState(StepId step, std::optional<CheckStatus> status, bool ready, const QString &reason);
    // A result that was undone or is out of date: shown greyed (never green) with `note` in
    // the tooltip; an empty note clears it.
    void setStepNote(StepId step, const QString &note);
    [[nodiscard]] QString stepNote(StepId step) const;
    [[nodiscard]] std::optional<CheckStatus> stepStatus(StepId step) const;
    [[nodiscard]] bool isStepReady(StepId step) const;
    void retranslate();

Q_SIGNALS:
    void stepSelected(Tandem::StepId step);

private:
    void updateItem(int row);
};

} // namespace Tandem::Ui
