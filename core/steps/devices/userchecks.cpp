// SPDX-License-Identifier: GPL-3.0-or-later
#include "userchecks.h"

#include "remote/commandresult.h"
#include "remote/noderunner.h"
#include "ssh/remotecommand.h"

namespace Tandem {

UserChecks::UserChecks(QList<NodeRunner *> nodes, QObject *parent)
    : Step(parent)
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

Result<UserIdentity> UserChecks::parseIdentity(const CommandResult &result)
{
    if (result.error)
        return tl::unexpected(*result.error);
    if (result.exitStatus != 0)
        return makeError(
            tr("id failed on %1 (exit status %2).").arg(result.node).arg(result.exitStatus));
    const QStringList lines
        = QString::fromUtf8(result.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    UserIdentity identity;
    identity.node = result.node;
    bool uidOk = false;
    bool gidOk = false;
    if (lines.size() == 4) {
        identity.name = lines.at(0).trimmed();
        identity.uid = lines.at(1).trimmed().toLongLong(&uidOk);
        identity.gid = lines.at(2).trimmed().toLongLong(&gidOk);
        identity.group = lines.at(3).trimmed();
    }
    if (!uidOk || !gidOk || identity.name.isEmpty())
        return makeError(tr("Unexpected output from id on %1.").arg(result.node));
    return identity;
}

Check UserChecks::compare(const QList<UserIdentity> &identities)
{
    Check check;
    check.id = QStringLiteral("user.same");
    check.title = tr("Same user, UID and GID on every node");
    if (identities.isEmpty()) {
        check.status = CheckStatus::Skipped;
        check.detail = tr("No node answered.");
        return check;
    }
    const UserIdentity &reference = identities.first();
    QStringList summary;
    QStringList nameDiffers;
    QStringList idDiffers;
    QStringList fixes;
    for (const UserIdentity &id : identities) {
        summary << tr("%1: %2 (uid %3, gid %4)").arg(id.node, id.name).arg(id.uid).arg(id.gid);
        if (id.name != reference.name) {
            nameDiffers << id.node;
            fixes << tr("On %1: sudo useradd -m -u %2 -U %3 && sudo usermod -aG sudo %3 && sudo "
                        "passwd %3, then use %3 on every node.")
                         .arg(id.node)
                         .arg(reference.uid)
                         .arg(reference.name);
        } else if (id.uid != reference.uid || id.gid != reference.gid) {
            idDiffers << id.node;
            // usermod refuses while the user has processes, so these run from another admin
            // account; getent first shows whether the target IDs are already taken.
            fixes << tr("On %1, logged in as another administrator: getent passwd %2; getent "
                        "group %3; sudo groupmod -g %3 %4; sudo usermod -u %2 -g %3 %5")
                         .arg(id.node)
                         .arg(reference.uid)
                         .arg(reference.gid)
                         .arg(id.group, id.name);
        }
    }
    check.detail = summary.join(QStringLiteral("; "));
    if (!nameDiffers.isEmpty()) {
        check.status = CheckStatus::Fail;
        check.detail = tr("The user name differs on %1 (%2). mpirun and the serving recipes log "
                          "in to every node as the same user.")
                           .arg(nameDiffers.join(QStringLiteral(", ")), check.detail);
    } else if (!idDiffers.isEmpty()) {
        check.status = CheckStatus::Warn;
        check.detail = tr("UID or GID differs on %1 (%2). Files on shared storage would belong "
                          "to different owners.")
                           .arg(idDiffers.join(QStringLiteral(", ")), check.detail);
    } else {
        check.status = CheckStatus::Pass;
    }
    check.fix = fixes.join(QLatin1Char('\n'));
    return check;
}

void UserChecks::run()
{
    m_results.clear();
    m_pending = 0;
    Check running;
    running.id = QStringLiteral("user.same");
    running.title = tr("Same user, UID and GID on every node");
    running.status = CheckStatus::Running;
    checkList() = {running};
    Q_EMIT checkChanged(running);

    const auto done = [this] {
        if (--m_pending > 0)
            return;
        QList<UserIdentity> identities;
        QList<Evidence> evidence;
        QStringList errors;
        for (const CommandResult &result : std::as_const(m_results)) {
            if (result.node.isEmpty())
                continue; // a node that went away before the step started
            evidence << result.toEvidence();
            const auto identity = parseIdentity(result);
            if (identity)
                identities << *identity;
            else
                errors << identity.error().toString();
        }
        Check check = compare(identities);
        check.evidence = evidence;
        if (!errors.isEmpty()) {
            check.status = CheckStatus::Fail;
            check.detail = errors.join(QLatin1Char(' ')) + QLatin1Char(' ') + check.detail;
        }
        checkList() = {check};
        Q_EMIT checkChanged(check);
        Q_EMIT finished();
    };

    const RemoteCommand id
        = RemoteCommand::fromStrings({QStringLiteral("sh"),
                                      QStringLiteral("-c"),
                                      QStringLiteral("id -un; id -u; id -g; id -gn")});
    // Results keep the order of the nodes, so the first node is the reference whatever
    // order the answers arrive in.
    m_results.resize(m_nodes.size());
    for (qsizetype i = 0; i < m_nodes.size(); ++i) {
        NodeRunner *node = m_nodes.at(i);
        if (!node)
            continue;
        ++m_pending;
        m_results[i].node = node->nodeName();
        m_results[i].error = Error{tr("No answer.")};
        node->run(id, this, [this, done, i](const CommandResult &result) {
            m_results[i] = result;
            done();
        });
    }
    if (m_pending == 0) {
        ++m_pending;
        done();
    }
}

} // namespace Tandem
