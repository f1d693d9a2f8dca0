// SPDX-License-Identifier: GPL-3.0-or-later
#include "repairstep.h"

#include "remote/commandresult.h"
#include "remote/noderunner.h"
#include "remote/repairscripts.h"
#include "steps/apply/applylock.h"

#include <QUuid>

namespace Tandem {

struct RepairStep::NodeWork
{
    QList<Finding> findings;
    qsizetype next = 0;
    std::unique_ptr<ApplyLock> lock;
};

namespace {

QString checkIdOf(const Finding &f)
{
    return f.repair == RepairKind::UnpinGidIndex ? QStringLiteral("repair.gid")
                                                 : QStringLiteral("repair.path");
}

} // namespace

RepairStep::RepairStep(QList<NodeRunner *> nodes,
                       QByteArray sudoPassword,
                       QList<Finding> findings,
                       QObject *parent)
    : Step(parent)
    , m_sudoPassword(std::move(sudoPassword))
    , m_findings(std::move(findings))
{
    for (NodeRunner *node : nodes)
        m_nodes.insert(node->nodeName(), node);
}

RepairStep::~RepairStep()
{
    m_sudoPassword.fill('\0');
}

bool RepairStep::handles(const Finding &finding)
{
    return finding.group == FindingGroup::Fixable
           && (finding.repair == RepairKind::UnpinGidIndex
               || finding.repair == RepairKind::MpirunPath)
           && finding.nodes.size() == 1 && !finding.repairTarget.isEmpty();
}

QList<StepAction> RepairStep::actionsFor(const QList<Finding> &findings, bool refreshFabric)
{
    bool reapply = false;
    bool files = false;
    for (const Finding &f : findings) {
        if (f.group != FindingGroup::Fixable)
            continue;
        reapply = reapply || f.repair == RepairKind::ReapplyPlan;
        files = files || handles(f);
    }
    QList<StepAction> actions;
    if (reapply)
        actions << StepAction::Cabling << StepAction::NetworkPlan << StepAction::Apply;
    if (reapply && refreshFabric)
        actions << StepAction::SshFabric;
    if (files)
        actions << StepAction::Repair;
    return actions;
}

void RepairStep::run()
{
    for (const Finding &f : std::as_const(m_findings)) {
        if (!handles(f))
            continue;
        auto &work = m_work[f.nodes.first()];
        if (!work)
            work = std::make_shared<NodeWork>();
        work->findings << f;
    }
    m_pending = int(m_work.size());
    if (m_pending == 0) {
        Q_EMIT finished();
        return;
    }
    const QString runId = QUuid::createUuid().toString(QUuid::Id128).left(12);
    for (auto it = m_work.begin(); it != m_work.end(); ++it) {
        const QString node = it.key();
        NodeRunner *runner = m_nodes.value(node);
        if (!runner) {
            for (const Finding &f : std::as_const(it.value()->findings)) {
                Check c{checkIdOf(f),
                        node,
                        CheckStatus::Fail,
                        f.title,
                        tr("%1 is not connected.").arg(node),
                        {},
                        {}};
                record(c);
            }
            nodeDone(node);
            continue;
        }
        auto work = it.value();
        work->lock = std::make_unique<ApplyLock>(
            node, m_sudoPassword, [this, runner](const RemoteCommand &c, ApplyLock::Next done) {
                runner->run(c, this, std::move(done));
            });
        work->lock->take(
            runId,
            [](const CommandResult &) {},
            [this, node, work](const std::optional<ApplyLock::Refusal> &refusal) {
                if (refusal) {
                    for (const Finding &f : std::as_const(work->findings)) {
                        Check c{checkIdOf(f),
                                node,
                                CheckStatus::Fail,
                                f.title,
                                refusal->detail,
                                refusal->fix,
                                {}};
                        record(c);
                    }
                    nodeDone(node);
                    return;
                }
                next(node);
            });
    }
}

void RepairStep::next(const QString &node)
{
    auto work = m_work.value(node);
    if (work->next >= work->findings.size()) {
        work->lock->release([](const CommandResult &) {}, [this, node] { nodeDone(node); });
        return;
    }
    const Finding f = work->findings.at(work->next++);
    const auto command = f.repair == RepairKind::UnpinGidIndex
                             ? RepairScripts::unpinGidIndex(f.repairTarget, m_sudoPassword)
                             : RepairScripts::mpirunPath(f.repairTarget);
    if (!command) {
        record(
            Check{checkIdOf(f), node, CheckStatus::Fail, f.title, command.error().message, {}, {}});
        next(node);
        return;
    }
    NodeRunner *runner = m_nodes.value(node);
    if (!runner) {
        record(Check{checkIdOf(f),
                     node,
                     CheckStatus::Fail,
                     f.title,
                     tr("%1 is not connected.").arg(node),
                     {},
                     {}});
        nodeDone(node);
        return;
    }
    runner->run(*command, this, [this, node, f](const CommandResult &r) {
        Check c;
        c.id = checkIdOf(f);
        c.node = node;
        c.evidence << r.toEvidence();
        QString backup;
        for (const QByteArray &line : r.out.split('\n')) {
            if (line.startsWith("@backup "))
                backup = QString::fromUtf8(line.mid(8));
        }
        if (!r.ok()) {
            c.status = CheckStatus::Fail;
            c.title = tr("Repair failed: %1").arg(f.title);
            c.detail = r.errorText();
            c.fix = tr("Nothing was changed unless the evidence names a backup; fix it by hand "
                       "as the finding says.");
        } else if (f.repair == RepairKind::UnpinGidIndex) {
            c.status = CheckStatus::Pass;
            c.title = tr("NCCL_IB_GID_INDEX taken out of %1").arg(f.repairTarget);
            c.detail = backup.isEmpty() ? tr("It was no longer there.")
                                        : tr("The previous file is kept as %1.").arg(backup);
        } else {
            c.status = CheckStatus::Pass;
            c.title = tr("%1 put on the non-interactive PATH").arg(f.repairTarget);
            c.detail = r.out.contains("@unchanged") ? tr("Tandem's block was already in ~/.bashrc.")
                       : backup.isEmpty()           ? tr("~/.bashrc was made with Tandem's block.")
                                          : tr("The previous ~/.bashrc is kept as %1.").arg(backup);
        }
        record(c);
        next(node);
    });
}

void RepairStep::nodeDone(const QString &)
{
    if (--m_pending == 0)
        Q_EMIT finished();
}

} // namespace Tandem
