// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pages/checkspage.h"

class QLabel;
class QTableWidget;

namespace Tandem {
struct FabricMatrix;
}

namespace Tandem::Ui {

// Step 7: the fabric end to end: ping at full MTU over every twin and SSH in every direction,
// drawn as matrices (row: from, column: to), the RoCE devices, and an mpirun across the nodes.
class VerifyPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerifyPage)

public:
    explicit VerifyPage(Workflow *workflow, QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *pingGrid() const { return m_ping; }
    [[nodiscard]] QTableWidget *sshGrid() const { return m_ssh; }

protected:
    void retranslate() override;
    void stepFinished() override;
    // A grid of an earlier plan's fabric is greyed: its green cells no longer say anything.
    void outOfDateChanged() override;

private:
    static void fill(QTableWidget *grid, const FabricMatrix &matrix);

    QLabel *m_pingLabel = nullptr;
    QTableWidget *m_ping = nullptr;
    QLabel *m_sshLabel = nullptr;
    QTableWidget *m_ssh = nullptr;
};

} // namespace Tandem::Ui
