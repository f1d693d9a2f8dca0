// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifypage.h"

#include "models/checklistmodel.h"
#include "steps/flow/workflow.h"

#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Tandem::Ui {

VerifyPage::VerifyPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(
        StepId::Verify, workflow, [workflow] { workflow->runVerify(); }, parent)
    , m_pingLabel(new QLabel(this))
    , m_ping(new QTableWidget(this))
    , m_sshLabel(new QLabel(this))
    , m_ssh(new QTableWidget(this))
{
    setObjectName(QStringLiteral("verifyPage"));
    for (QTableWidget *grid : {m_ping, m_ssh}) {
        grid->setEditTriggers(QAbstractItemView::NoEditTriggers);
        // Tab leaves the table; the arrow keys move between its cells (docs/accessibility.md).
        grid->setTabKeyNavigation(false);
        grid->setSelectionMode(QAbstractItemView::NoSelection);
        grid->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        grid->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        // The corner's "select all" has nothing to do in a grid that selects nothing.
        grid->setCornerButtonEnabled(false);
    }
    m_ping->setObjectName(QStringLiteral("pingGrid"));
    m_ssh->setObjectName(QStringLiteral("sshGrid"));
    extraArea()->addWidget(m_pingLabel);
    extraArea()->addWidget(m_ping, 1);
    extraArea()->addWidget(m_sshLabel);
    extraArea()->addWidget(m_ssh, 1);
    setExtraStretch(2);
    retranslate();
    outOfDateChanged();
}

void VerifyPage::fill(QTableWidget *grid, const FabricMatrix &matrix)
{
    const int n = int(matrix.nodes.size());
    grid->clear();
    grid->setRowCount(n);
    grid->setColumnCount(n);
    grid->setHorizontalHeaderLabels(matrix.nodes);
    grid->setVerticalHeaderLabels(matrix.nodes);
    for (int row = 0; row < n; ++row) {
        for (int col = 0; col < n; ++col) {
            auto *item = new QTableWidgetItem;
            if (row == col) {
                item->setText(QStringLiteral("\u2014"));
            } else {
                const CheckStatus status = matrix.cells.at(row).at(col);
                item->setIcon(QIcon(CheckListModel::statusIconPath(status)));
                item->setData(Qt::UserRole, int(status));
                // The tooltip and a screen reader get the status in words, from -> to.
                const QString words = tr("%1 to %2: %3")
                                          .arg(matrix.nodes.at(row),
                                               matrix.nodes.at(col),
                                               CheckListModel::statusWord(status));
                item->setToolTip(words);
                item->setData(Qt::AccessibleTextRole, words);
            }
            item->setTextAlignment(Qt::AlignCenter);
            grid->setItem(row, col, item);
        }
    }
}

void VerifyPage::outOfDateChanged()
{
    for (QTableWidget *grid : {m_ping, m_ssh})
        grid->setEnabled(!outOfDateBecause());
}

void VerifyPage::stepFinished()
{
    fill(m_ping, workflow()->session().pingMatrix);
    fill(m_ssh, workflow()->session().sshMatrix);
}

void VerifyPage::retranslate()
{
    ChecksPage::retranslate();
    setRunText(tr("V&erify the fabric"));
    m_pingLabel->setText(tr("Ping at full MTU over every twin (row: from, column: to)"));
    m_sshLabel->setText(tr("SSH without a password over the ConnectX-7 addresses"));
    // A table is not named by its label's buddy; it takes the label's words as its name.
    m_ping->setAccessibleName(m_pingLabel->text());
    m_ssh->setAccessibleName(m_sshLabel->text());
}

} // namespace Tandem::Ui
