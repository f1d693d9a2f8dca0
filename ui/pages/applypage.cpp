// SPDX-License-Identifier: GPL-3.0-or-later
#include "applypage.h"

#include "remote/remotescripts.h"
#include "revertcountdown.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Tandem::Ui {

ApplyPage::ApplyPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(StepId::Apply, workflow, {}, parent)
    , m_timeoutLabel(new QLabel(this))
    , m_timeout(new QSpinBox(this))
    , m_countdown(new QLabel(this))
    , m_restore(new QPushButton(this))
    , m_explain(new QLabel(this))
{
    setObjectName(QStringLiteral("applyPage"));
    setRunAction([this] { confirmApply(); });
    m_timeout->setObjectName(QStringLiteral("confirmTimeout"));
    m_timeoutLabel->setBuddy(m_timeout);
    m_timeout->setRange(10, 3600);
    m_timeout->setValue(120);
    m_timeout->setSuffix(QStringLiteral(" s"));
    m_countdown->setObjectName(QStringLiteral("countdown"));
    m_countdown->setWordWrap(true);
    m_restore->setObjectName(QStringLiteral("restoreButton"));
    m_explain->setObjectName(QStringLiteral("applyExplain"));
    m_explain->setWordWrap(true);

    auto *row = new QHBoxLayout;
    row->addWidget(m_timeoutLabel);
    row->addWidget(m_timeout);
    row->addStretch(1);
    row->addWidget(m_restore);
    extraArea()->addLayout(row);
    extraArea()->addWidget(m_explain);
    extraArea()->addWidget(m_countdown);
    extraArea()->addStretch(1);
    setExtraStretch(1);

    connect(m_restore, &QPushButton::clicked, this, &ApplyPage::confirmRestore);
    connect(workflow, &Workflow::applyCountdown, this, &ApplyPage::showCountdown);
    // Restore needs only the nodes: undoing must stay possible whatever the steps found.
    const auto updateRestore = [this, workflow] {
        const Readiness readiness = StepGate::undoReadiness(StepGate::factsOf(*workflow));
        m_restore->setEnabled(readiness.ready);
        m_restore->setToolTip(readiness.reason);
    };
    connect(workflow, &Workflow::stepStarted, this, updateRestore);
    connect(workflow, &Workflow::stepFinished, this, updateRestore);
    updateRestore();
    retranslate();
}

void ApplyPage::confirmApply()
{
    QStringList files;
    for (const QString &node : workflow()->session().netplanYaml.keys())
        files << tr("%1: write /etc/netplan/40-cx7.yaml").arg(node);
    for (const NetplanMoveAside &move : workflow()->session().moveAside) {
        files << (move.rewrite ? tr("%1: take %3 out of /etc/netplan/%2, keeping the rest")
                                     .arg(move.node, move.file, move.interfaces.join(u", "))
                               : tr("%1: move /etc/netplan/%2 aside").arg(move.node, move.file));
    }
    // A restore after the plan was made put files back that the plan did not see: apply moves
    // aside again any that set the ConnectX-7 interfaces, as it did the first time.
    const WorkflowState &state = workflow()->session();
    const QDateTime planned = state.stepTimes.value(StepId::NetworkPlan).finishedAt;
    if (!state.lastRestore.isEmpty() && planned.isValid() && state.lastRestore.finishedAt > planned)
        files << tr("Restore put files back after this plan was made: any of them that sets the "
                    "ConnectX-7 interfaces is moved aside again (Restore puts it back).");
    const AddressPlan &plan = workflow()->session().plan;
    const QString mtu = plan.mtu > 0 ? tr("MTU %1 on every ConnectX-7 interface").arg(plan.mtu)
                                     : tr("MTUs as they are, both ends of each link agreeing");
    auto *box = new QMessageBox(
        QMessageBox::Question,
        tr("Apply the network plan"),
        tr("The plan: subnets %1; %2.\n\nTandem will back up the current files and then, on "
           "every node:\n%3\n\nA node that Tandem does not see again with its new addresses "
           "within %4 seconds puts its old files back by itself. The diffs are on the Network "
           "plan page.")
            .arg(plan.subnetCidrs().join(QStringLiteral(", ")), mtu)
            .arg(files.join(QLatin1Char('\n')))
            .arg(m_timeout->value()),
        QMessageBox::Ok | QMessageBox::Cancel,
        this);
    box->setObjectName(QStringLiteral("confirmApply"));
    box->button(QMessageBox::Ok)->setText(tr("&Apply"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::accepted, this, [this] {
        m_secondsLeft.clear();
        workflow()->applyPlan(std::chrono::seconds(m_timeout->value()));
    });
    box->open();
}

void ApplyPage::confirmRestore()
{
    auto *box = new QMessageBox(QMessageBox::Question,
                                tr("Restore"),
                                tr("Put back on every node the netplan files as they were before "
                                   "Tandem changed them, and apply them?"),
                                QMessageBox::Ok | QMessageBox::Cancel,
                                this);
    box->setObjectName(QStringLiteral("confirmRestore"));
    box->setInformativeText(restoreSummary());
    box->button(QMessageBox::Ok)->setText(tr("&Restore"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::accepted, this, [this] {
        m_restoring = true;
        workflow()->restoreNetwork();
    });
    box->open();
}

QString ApplyPage::restoreSummary() const
{
    // What this session's plan changed on each node. The node's own record (its manifest) is
    // what Restore follows, and it also covers an apply made by another session.
    QStringList lines;
    const QString ours = QString::fromLatin1(RemoteScripts::netplanFile);
    for (const NodeAddress &node : workflow()->session().nodes) {
        QStringList back;
        for (const NetplanMoveAside &move : workflow()->session().moveAside) {
            if (move.node == node.name)
                back << QStringLiteral("/etc/netplan/") + move.file;
        }
        lines << (back.isEmpty() ? tr("%1: %2 goes (Tandem wrote it).").arg(node.name, ours)
                                 : tr("%1: %2 goes (Tandem wrote it); %3 comes back as it was.")
                                       .arg(node.name, ours, back.join(QStringLiteral(", "))));
    }
    lines << tr("Each node's record of what Tandem changed decides: a file edited since Tandem "
                "wrote it is left alone, and its changes are shown.");
    lines << tr("Afterwards the ConnectX-7 addresses are gone: the SSH fabric, Verify and the "
                "bandwidth test are out of date until the plan is applied again.");
    return lines.join(QLatin1Char('\n'));
}

void ApplyPage::showCountdown(const QString &node, int secondsLeft)
{
    m_secondsLeft.insert(node, secondsLeft);
    m_countdown->setText(revertCountdown(m_secondsLeft));
}

void ApplyPage::stepFinished()
{
    m_secondsLeft.clear();
    m_countdown->clear();
    askAboutEdits();
}

// Restore left files alone that were edited since Tandem wrote them: show the diff and ask
// whether to throw the edits away (they are kept in the backup folder on the node).
void ApplyPage::askAboutEdits()
{
    const QList<RestoreEdit> edits = workflow()->restoreEdits();
    QStringList diffs;
    for (const RestoreEdit &e : edits) {
        if (e.keptAt.isEmpty())
            diffs << e.node + QStringLiteral(": ") + e.path + QLatin1Char('\n') + e.diff;
    }
    if (!std::exchange(m_restoring, false) || diffs.isEmpty())
        return;
    auto *box = new QMessageBox(QMessageBox::Warning,
                                tr("Restore"),
                                tr("These files were edited on the node since Tandem wrote them, "
                                   "so Restore left those nodes as they are. Restore anyway? The "
                                   "edited files are then kept in the run's backup folder on the "
                                   "node."),
                                QMessageBox::Ok | QMessageBox::Cancel,
                                this);
    box->setObjectName(QStringLiteral("confirmForceRestore"));
    box->setDetailedText(diffs.join(QLatin1Char('\n')));
    box->button(QMessageBox::Ok)->setText(tr("&Restore anyway"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::accepted, this, [this] { workflow()->restoreNetwork(true); });
    box->open();
}

void ApplyPage::retranslate()
{
    ChecksPage::retranslate();
    setRunText(tr("&Apply the plan\u2026"));
    setCancelToolTip(tr("Stops the apply at its next command. A node that Tandem has not "
                        "confirmed yet puts its old files back by itself; Restore puts back the "
                        "rest."));
    m_timeoutLabel->setText(tr("Revert unless confirmed within:"));
    m_restore->setText(tr("&Restore\u2026"));
    m_explain->setText(tr("On every node Tandem first takes the node's lock (one change at a "
                          "time), backs up each file it will change (on the node and on this "
                          "computer, with its sha256, owner and mode) and arms a watchdog. It "
                          "then tries the plan from /run/netplan, checked with netplan generate: "
                          "unless Tandem sees the node again over the management network with "
                          "its new addresses within the time above, the node takes the trial "
                          "back by itself, and a restart takes it back too. Only then is "
                          "40-cx7.yaml installed in /etc/netplan. Restore puts back exactly what "
                          "was there before, at any time."));
}

} // namespace Tandem::Ui
