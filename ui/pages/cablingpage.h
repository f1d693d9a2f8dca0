// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/nodefacts.h"
#include "pages/checkspage.h"

class QComboBox;
class QLabel;

namespace Tandem::Ui {

class CheckBanner;
class RearPanelWidget;

// Step 3: the cabling checks, plus a drawing of the selected node's rear panel showing which
// port is cabled and whether a twin is down, and the topology Tandem found.
class CablingPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CablingPage)

public:
    explicit CablingPage(Workflow *workflow, QWidget *parent = nullptr);

    [[nodiscard]] RearPanelWidget *rearPanel() const { return m_rearPanel; }

protected:
    void retranslate() override;
    void stepFinished() override;

private:
    void showNode(int index);
    // Says when the reading shown predates an apply or a restore (FlowFacts::cablingReadBefore).
    void updateReadBefore();
    [[nodiscard]] NodeFacts factsOf(const QString &node) const;

    QLabel *m_topology = nullptr;
    QComboBox *m_node = nullptr;
    RearPanelWidget *m_rearPanel = nullptr;
    QLabel *m_ports = nullptr; // the ports by name, where the rear panel is not known
    QLabel *m_hint = nullptr;
    CheckBanner *m_readBefore = nullptr;
};

} // namespace Tandem::Ui
