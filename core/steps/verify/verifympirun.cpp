// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifympirun.h"

#include "nccl/mpiruncommand.h"
#include "steps/verify/verifyping.h"

#include <QSet>

namespace Tandem {

RemoteCommand
VerifyMpirun::command(const AddressPlan &plan, const QString &runId, const QString &owner)
{
    if (plan.nodes.size() < 2)
        return {};
    const QString first = plan.nodes.constFirst().node;
    const QStringList own = plan.addressesOf(first);
    if (own.isEmpty())
        return {};
    QStringList hosts{own.constFirst() + QStringLiteral(":1")};
    for (qsizetype i = 1; i < plan.nodes.size(); ++i) {
        const auto way = VerifyPing::routes(plan, first, plan.nodes.at(i).node);
        if (way.isEmpty())
            return {};
        hosts << way.constFirst().peerAddress + QStringLiteral(":1");
    }
    const QString cidrs = plan.subnetCidrs().join(QLatin1Char(','));
    // Both MPI's TCP traffic and ORTE's out-of-band channel stay on the CX7 subnets; BatchMode
    // makes a missing key fail instead of hanging on a prompt. A cable pulled while mpirun's
    // ssh starts orted would leave that ssh waiting on TCP, and mpirun on it even after
    // timeout's TERM: the keepalives end such an ssh within 15 s, and -k kills mpirun 10 s
    // after the TERM. The run id names its processes for the cleanup, as a bandwidth run's.
    QStringList argv{QStringLiteral("timeout"),
                     QStringLiteral("-k"),
                     QStringLiteral("10"),
                     QString::number(timeoutSeconds),
                     QStringLiteral("mpirun"),
                     QStringLiteral("--mca"),
                     QStringLiteral("btl_tcp_if_include"),
                     cidrs,
                     QStringLiteral("--mca"),
                     QStringLiteral("oob_tcp_if_include"),
                     cidrs,
                     QStringLiteral("--mca"),
                     QStringLiteral("plm_rsh_args"),
                     QStringLiteral("-o BatchMode=yes -o ConnectTimeout=5 "
                                    "-o ServerAliveInterval=5 -o ServerAliveCountMax=3")};
    argv << MpirunCommand::runArguments(runId, owner) << QStringLiteral("-H")
         << hosts.join(QLatin1Char(',')) << QStringLiteral("hostname");
    return RemoteCommand::fromStrings(argv);
}

Check VerifyMpirun::check(const CommandResult &result, const QStringList &hostnames)
{
    Check check;
    check.id = QStringLiteral("verify.mpirun");
    check.node = result.node;
    check.status = CheckStatus::Fail;
    check.evidence = {result.toEvidence()};
    const QSet<QString> printed = [&result] {
        QSet<QString> set;
        for (const QByteArray &line : result.out.split('\n')) {
            if (!line.trimmed().isEmpty())
                set.insert(QString::fromUtf8(line.trimmed()));
        }
        return set;
    }();
    QStringList missing;
    for (const QString &host : hostnames) {
        if (!printed.contains(host))
            missing << host;
    }
    if (result.ok() && missing.isEmpty() && !hostnames.isEmpty()) {
        check.status = CheckStatus::Pass;
        check.detail = tr("Every node answered: %1.").arg(hostnames.join(QStringLiteral(", ")));
        return check;
    }
    if (result.error)
        check.detail = result.error->toString();
    else if (result.exitStatus == 124)
        check.detail = tr("mpirun did not finish within %1 seconds (a prompt or a blocked port).")
                           .arg(timeoutSeconds);
    else if (!result.ok())
        check.detail = tr("mpirun failed (exit status %1).").arg(result.exitStatus);
    else
        check.detail = tr("No answer from: %1.").arg(missing.join(QStringLiteral(", ")));
    check.fix = tr(
        "Make verify.ssh pass in every direction first; mpirun logs in over SSH the same way.");
    return check;
}

} // namespace Tandem
