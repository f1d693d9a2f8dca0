// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pages/checkspage.h"
#include "plan/addressplanner.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace Tandem::Ui {

class CheckBanner;
class CopyButton;

// Step 4: the address plan. The user may change the first subnet and ask for MTU 9000; the
// page shows, per node, the 40-cx7.yaml Tandem would write and its diff against the file the
// node has now, the files that would be moved aside, and the conflict checks. Reads only.
// The options the plan was made with come back with a resumed session, and a plan shown
// while the options say otherwise is marked out of date until it is made again.
class NetworkPlanPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NetworkPlanPage)

public:
    explicit NetworkPlanPage(Workflow *workflow, QWidget *parent = nullptr);

    // What the controls ask for.
    [[nodiscard]] PlanOptions options() const;
    // A plan is shown, and it was made with options other than the controls'.
    [[nodiscard]] bool isPlanOutOfDate() const;

protected:
    void retranslate() override;
    void stepFinished() override;

private:
    void makePlan();
    void showNode(int index);
    void showOptions(const PlanOptions &options);
    void updateOutOfDate();

    QLabel *m_baseLabel = nullptr;
    QLineEdit *m_base = nullptr;
    QCheckBox *m_jumbo = nullptr;
    QComboBox *m_node = nullptr;
    QComboBox *m_view = nullptr;
    QPlainTextEdit *m_text = nullptr;
    CopyButton *m_copy = nullptr;
    QLabel *m_aside = nullptr;
    CheckBanner *m_outOfDate = nullptr;
    // What the MTU box asks for: 9000, or the MTU of a resumed plan made with another one.
    int m_jumboMtu = 9000;
};

} // namespace Tandem::Ui
