// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pages/checkspage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace Tandem::Ui {

// Step 4: the address plan. The user may change the first subnet and ask for MTU 9000; the
// page shows, per node, the 40-cx7.yaml Tandem would write and its diff against the file the
// node has now, the files that would be moved aside, and the conflict checks. Reads only.
class NetworkPlanPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NetworkPlanPage)

public:
    explicit NetworkPlanPage(Workflow *workflow, QWidget *parent = nullptr);

protected:
    void retranslate() override;
    void stepFinished() override;

private:
    void makePlan();
    void showNode(int index);

    QLabel *m_baseLabel = nullptr;
    QLineEdit *m_base = nullptr;
    QCheckBox *m_jumbo = nullptr;
    QComboBox *m_node = nullptr;
    QComboBox *m_view = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_aside = nullptr;
};

} // namespace Tandem::Ui
