// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricpage.h"

#include "confirmation.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"

#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tandem::Ui {

FabricPage::FabricPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(
        StepId::SshFabric, workflow, [this] { confirmSetup(); }, parent)
    , m_explain(new QLabel(this))
    , m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("fabricPage"));
    m_explain->setWordWrap(true);
    m_remove->setObjectName(QStringLiteral("removeFabricButton"));
    extraArea()->addWidget(m_explain);
    extraArea()->addWidget(m_remove, 0, Qt::AlignLeft);
    extraArea()->addStretch(1);
    setExtraStretch(1);
    connect(m_remove, &QPushButton::clicked, this, &FabricPage::confirmRemove);
    // Removing needs only the nodes: undoing must stay possible whatever the steps found.
    const auto updateRemove = [this, workflow] {
        const Readiness readiness = StepGate::undoReadiness(StepGate::factsOf(*workflow));
        m_remove->setEnabled(readiness.ready);
        m_remove->setToolTip(readiness.reason);
    };
    connect(workflow, &Workflow::stepStarted, this, updateRemove);
    connect(workflow, &Workflow::stepFinished, this, updateRemove);
    updateRemove();
    retranslate();
}

void FabricPage::confirmSetup()
{
    // What each node's three files get, from the plan (the keys themselves are made and read on
    // the nodes when the step runs): the blocks, named per node, as flow.md promises.
    const AddressPlan &plan = workflow()->session().plan;
    const QString user = workflow()->session().nodes.isEmpty()
                             ? QString()
                             : workflow()->session().nodes.constFirst().user;
    QStringList lines;
    for (const NodePlan &self : plan.nodes) {
        QStringList peers;
        QStringList hosts;
        for (const NodePlan &peer : plan.nodes) {
            if (peer.node == self.node)
                continue;
            const QStringList addresses = plan.addressesOf(peer.node);
            peers << tr("%1 from %2").arg(peer.node, addresses.join(QStringLiteral(", ")));
            hosts << QStringLiteral("Host %1-cx7 %2").arg(peer.node, addresses.join(u' '));
        }
        lines << tr("%1:\n  ~/.ssh/authorized_keys: the fabric keys of %2, each accepted only "
                    "from its CX7 addresses (no pty, no forwarding)\n  ~/.ssh/known_hosts: the "
                    "host keys those nodes have now, under their CX7 addresses\n  ~/.ssh/config: "
                    "%3 (User %4, IdentityFile ~/.ssh/tandem_fabric_ed25519)")
                     .arg(self.node,
                          peers.join(QStringLiteral("; ")),
                          hosts.join(QStringLiteral("; ")),
                          user);
    }
    Confirmation::ask(
        this,
        QStringLiteral("confirmSetupFabric"),
        tr("Set up the SSH fabric"),
        tr("Tandem makes a key pair ~/.ssh/tandem_fabric_ed25519 on each node (the private half "
           "never leaves it) and adds a marked block at the top of three files:\n\n%1")
            .arg(lines.join(QStringLiteral("\n\n"))),
        tr("The rest of each file stays as it is, and a file edited meanwhile is never "
           "overwritten. \"Remove the SSH fabric\" takes out exactly these blocks."),
        tr("&Set up"),
        [this] { workflow()->setupFabric(); });
}

void FabricPage::confirmRemove()
{
    QStringList nodes;
    for (const NodeAddress &node : workflow()->session().nodes)
        nodes << node.name;
    Confirmation::ask(
        this,
        QStringLiteral("confirmRemoveFabric"),
        tr("Remove the SSH fabric"),
        tr("Take Tandem's blocks out of ~/.ssh/authorized_keys, ~/.ssh/known_hosts and "
           "~/.ssh/config on %1, and delete the fabric key Tandem made on each node?")
            .arg(nodes.join(QStringLiteral(", "))),
        tr("Only the lines between Tandem's markers go; the rest of each file stays as it is. "
           "Until the fabric is set up again, mpirun and the bandwidth test cannot log in "
           "between the nodes."),
        tr("Re&move"),
        [this] { workflow()->undoFabric(); });
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
