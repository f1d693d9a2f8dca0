// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pages/checkspage.h"

#include <QMap>

class QLabel;
class QPushButton;
class QSpinBox;

namespace Tandem::Ui {

// Step 5: writes and applies the plan after the user confirms it, with a countdown per node:
// a node Tandem does not see again with its new addresses reverts by itself. Restore puts
// back exactly what was there before.
class ApplyPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApplyPage)

public:
    explicit ApplyPage(Workflow *workflow, QWidget *parent = nullptr);

protected:
    void retranslate() override;
    void stepFinished() override;

private:
    void confirmApply();
    void confirmRestore();
    // What Restore puts back, node by node, for its confirmation.
    [[nodiscard]] QString restoreSummary() const;
    void askAboutEdits();
    void showCountdown(const QString &node, int secondsLeft);

    QLabel *m_timeoutLabel = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLabel *m_countdown = nullptr;
    QPushButton *m_restore = nullptr;
    QLabel *m_explain = nullptr;
    QMap<QString, int> m_secondsLeft;
    bool m_restoring = false; // the user started a restore: ask about its edits when it ends
};

} // namespace Tandem::Ui
