// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricpage.h"

#include "steps/workflow.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tandem::Ui {

FabricPage::FabricPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(Step::SshFabric, workflow, [workflow] { workflow->setupFabric(); }, parent)
    , m_explain(new QLabel(this))
    , m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("fabricPage"));
    setReadiness([workflow]() -> QString {
        if (!workflow->allConnected())
            return tr("Connect to every node on the Devices page first.");
        if (workflow->plan().nodes.isEmpty())
            return tr("Make the network plan first (step 4); the fabric uses its addresses.");
        return {};
    });
    m_explain->setWordWrap(true);
    m_remove->setObjectName(QStringLiteral("removeFabricButton"));
    extraArea()->addWidget(m_explain);
    extraArea()->addWidget(m_remove, 0, Qt::AlignLeft);
    extraArea()->addStretch(1);
    setExtraStretch(1);
    connect(m_remove, &QPushButton::clicked, workflow, &Workflow::undoFabric);
    connect(workflow, &Workflow::stepFinished, this, [this, workflow] {
        m_remove->setEnabled(workflow->allConnected() && !workflow->isRunning(StepId::SshFabric));
    });
    m_remove->setEnabled(false);
    retranslate();
}

void FabricPage::retranslate()
{
    ChecksPage::retranslate();
    setRunText(tr("&Set up the SSH fabric"));
    m_explain->setText(tr("Each node gets its own key (the private half never leaves it). Its "
                          "public half goes into the other nodes' authorized_keys, accepted only "
                          "from the fabric's subnets; known_hosts gets the peers' real host keys "
                          "for their fabric addresses; ~/.ssh/config gets an alias per node. "
                          "Every change sits in a marked block that Remove takes out again."));
    m_remove->setText(tr("Re&move the SSH fabric"));
}

} // namespace Tandem::Ui
