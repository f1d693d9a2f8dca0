// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricundo.h"

#include "remote/commandresult.h"
#include "remote/fabricedit.h"
#include "remote/fabricscripts.h"
#include "remote/noderunner.h"
#include "ssh/remotecommand.h"

namespace Tandem {

FabricUndo::FabricUndo(QList<NodeRunner *> nodes, QObject *parent)
    : Step(parent)
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

Check FabricUndo::undoCheck(const CommandResult &result)
{
    Check check;
    check.id = QStringLiteral("fabric.undo");
    check.node = result.node;
    check.title = tr("SSH fabric removed");
    check.evidence = {result.toEvidence()};
    if (!result.ok()) {
        check.status = CheckStatus::Fail;
        check.detail = result.error ? result.error->toString()
                                    : tr("The undo script ended with exit status %1: %2")
                                          .arg(result.exitStatus)
                                          .arg(QString::fromUtf8(result.err).trimmed());
        return check;
    }
    QStringList notes;
    QStringList changed;
    QStringList untouched;
    for (const QByteArray &raw : result.out.split('\n')) {
        const QList<QByteArray> words = raw.trimmed().split(' ');
        if (words.size() < 2)
            continue;
        const QString verb = QString::fromLatin1(words.at(0));
        const QString file = QStringLiteral("~/.ssh/") + QString::fromUtf8(words.at(1));
        if (verb == QLatin1String("identical"))
            notes << tr("%1 is as it was before Tandem.").arg(file);
        else if (verb == QLatin1String("removed"))
            notes << tr("%1 was made by Tandem and is removed.").arg(file);
        else if (verb == QLatin1String("restored"))
            notes << tr("Tandem's lines are removed from %1.").arg(file);
        else if (verb == QLatin1String("changed"))
            changed << file;
        else if (verb == QLatin1String("untouched"))
            untouched << file;
        else if (verb == QLatin1String("key") && words.at(1) == "removed")
            notes << tr("The key pair ~/.ssh/tandem_fabric_ed25519 is deleted.");
        else if (verb == QLatin1String("key") && words.at(1) == "kept")
            notes << tr("~/.ssh/tandem_fabric_ed25519 is not Tandem's, so it was kept.");
    }
    if (!untouched.isEmpty())
        notes << tr("%1 holds Tandem's marker lines that do not pair up, but Tandem has no "
                    "fabric on this node, so the file was left as it is.")
                     .arg(untouched.join(QStringLiteral(", ")));
    if (!changed.isEmpty())
        notes << tr("Tandem's lines are removed from %1, but the rest was changed after Tandem "
                    "wrote it; those changes were kept.")
                     .arg(changed.join(QStringLiteral(", ")));
    check.status = changed.isEmpty() && untouched.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn;
    check.detail = notes.join(QLatin1Char(' '));
    return check;
}

void FabricUndo::run()
{
    m_pending = 0;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        Check running;
        running.id = QStringLiteral("fabric.undo");
        running.node = node->nodeName();
        running.title = tr("SSH fabric removed");
        running.status = CheckStatus::Running;
        record(running);
        ++m_pending;
        QPointer<NodeRunner> guard = node;
        node->run(FabricScripts::readCommand(), this, [this, guard](const CommandResult &read) {
            const auto states = FabricScripts::parseRead(read);
            const auto plan = states ? FabricEdit::undo(*states)
                                     : Result<FabricEditPlan>(tl::unexpected(states.error()));
            if (!plan || !guard) {
                Check check = undoCheck(read);
                check.status = CheckStatus::Fail;
                check.detail
                    = plan
                          ? tr("The node went away.")
                          : tr("Nothing was changed on this node: %1").arg(plan.error().toString());
                record(check);
                partDone();
                return;
            }
            const QList<QByteArray> report = plan->report;
            guard->run(FabricScripts::writeCommand(plan->writes, m_removeKey),
                       this,
                       [this, report](const CommandResult &written) {
                           CommandResult result = written;
                           if (written.ok())
                               result.out = report.join('\n') + '\n' + written.out;
                           record(undoCheck(result));
                           partDone();
                       });
        });
    }
    if (m_pending == 0)
        Q_EMIT finished();
}

void FabricUndo::partDone()
{
    if (--m_pending == 0)
        Q_EMIT finished();
}

} // namespace Tandem
