// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifyping.h"

#include <QRegularExpression>

namespace Tandem {

namespace {

RemoteCommand pingWith(const PingRoute &route, int payload)
{
    return RemoteCommand::fromStrings({QStringLiteral("ping"),
                                       QStringLiteral("-c"),
                                       QStringLiteral("1"),
                                       QStringLiteral("-W"),
                                       QStringLiteral("1"),
                                       QStringLiteral("-M"),
                                       QStringLiteral("do"),
                                       QStringLiteral("-s"),
                                       QString::number(payload),
                                       QStringLiteral("-I"),
                                       route.interface,
                                       route.peerAddress});
}

QString mtuText(std::optional<int> mtu)
{
    return mtu ? QString::number(*mtu) : VerifyPing::tr("unknown");
}

} // namespace

QList<PingRoute> VerifyPing::routes(const AddressPlan &plan, const QString &from, const QString &to)
{
    QList<PingRoute> list;
    const NodePlan *source = plan.node(from);
    const NodePlan *target = plan.node(to);
    if (!source || !target)
        return list;
    for (const PlannedSubnet &subnet : plan.subnets) {
        QString localIf;
        QString peerIf;
        for (const auto &member : subnet.members) {
            if (member.first == from)
                localIf = member.second;
            else if (member.first == to)
                peerIf = member.second;
        }
        if (localIf.isEmpty() || peerIf.isEmpty())
            continue;
        PingRoute route;
        route.interface = localIf;
        route.peerInterface = peerIf;
        for (const PlannedInterface &i : source->interfaces) {
            if (i.netdev == localIf && i.mtu > 0)
                route.mtu = i.mtu;
        }
        if (route.mtu == 1500 && plan.mtu > 0)
            route.mtu = plan.mtu;
        for (const PlannedInterface &i : target->interfaces) {
            if (i.netdev == peerIf)
                route.peerAddress = i.address;
        }
        if (!route.peerAddress.isEmpty())
            list << route;
    }
    return list;
}

RemoteCommand VerifyPing::command(const PingRoute &route)
{
    return pingWith(route, route.mtu - headerBytes);
}

RemoteCommand VerifyPing::smallCommand(const PingRoute &route)
{
    return pingWith(route, smallPayload);
}

bool VerifyPing::wantsSmallTry(const CommandResult &full)
{
    return !full.error && full.exitStatus != 0;
}

std::optional<int> VerifyPing::localErrorMtu(const CommandResult &full)
{
    // iputils: "ping: local error: message too long, mtu=1500" (stderr, or stdout in older
    // versions).
    static const QRegularExpression pattern(QStringLiteral("message too long, mtu=(\\d+)"));
    for (const QByteArray &text : {full.err, full.out}) {
        const QRegularExpressionMatch match = pattern.match(QString::fromUtf8(text));
        if (!match.hasMatch())
            continue;
        bool ok = false;
        const int mtu = match.captured(1).toInt(&ok);
        if (ok && mtu >= 68 && mtu <= 65536)
            return mtu;
    }
    return std::nullopt;
}

Check VerifyPing::check(const QString &from, const QString &to, const QList<PingTry> &tries)
{
    Check check;
    check.id = QStringLiteral("verify.ping");
    check.status = CheckStatus::Pass;
    QStringList parts;
    QStringList fixes;
    const auto addFix = [&fixes](const QString &fix) {
        if (!fixes.contains(fix))
            fixes << fix;
    };
    int failed = 0;
    for (const PingTry &t : tries) {
        check.evidence << t.full.toEvidence();
        if (t.small)
            check.evidence << t.small->toEvidence();
        if (t.full.ok())
            continue;
        ++failed;
        const PingRoute &r = t.route;
        if (t.full.error) {
            parts << tr("%1 to %2: %3").arg(r.interface, r.peerAddress, t.full.error->toString());
            continue;
        }
        QString part = tr("%1 to %2 (%3 on %4): no answer to a %5-byte don't-fragment ping "
                          "(ping -s %6).")
                           .arg(r.interface, r.peerAddress, r.peerInterface, to)
                           .arg(r.mtu)
                           .arg(r.mtu - headerBytes);
        const std::optional<int> local = t.localMtu ? t.localMtu : localErrorMtu(t.full);
        const std::optional<int> peer = t.peerMtu;
        part += QLatin1Char(' ')
                + tr("MTU now: %1 on %2 %3, %4 on %5 %6.")
                      .arg(mtuText(local), from, r.interface, mtuText(peer), to, r.peerInterface);
        const bool smallPassed = t.small && t.small->ok();
        const bool smallFailed = t.small && !t.small->ok();
        if (local && peer && *local != *peer) {
            part += QLatin1Char(' ')
                    + (smallPassed ? tr("A small ping passes, so the link works: the two ends "
                                        "disagree on MTU (an MTU mismatch), and RoCE fails "
                                        "between them.")
                                   : tr("The two ends disagree on MTU, and RoCE fails between "
                                        "them."));
            addFix(tr("Make both ends agree: run the cabling step and the network plan again, "
                      "then apply (the plan writes one MTU on both ends of a link whose ends "
                      "differ), or plan one MTU for every interface (tandem-cli plan --mtu N)."));
        } else if (smallPassed) {
            const bool below = (local && *local < r.mtu) || (peer && *peer < r.mtu);
            if (below) {
                part += QLatin1Char(' ')
                        + tr("A small ping passes, so the link works, but its MTU is below the "
                             "%1 the plan expects.")
                              .arg(r.mtu);
                addFix(tr("Apply the plan again so that its MTU is set at both ends, or plan a "
                          "smaller MTU."));
            } else {
                part += QLatin1Char(' ')
                        + tr("A small ping passes, so the link works, but something between the "
                             "ends drops full-size frames (a switch port with a smaller MTU?).");
                addFix(tr("Let every hop between the ends (a switch port) take the planned "
                          "MTU, or plan a smaller one."));
            }
        } else if (smallFailed) {
            part += QLatin1Char(' ')
                    + tr("A small ping gets no answer either: this twin carries no traffic at "
                         "all (cable, link or address).");
            addFix(tr("Check that twin's cable and link (cabling step) and that both ends have "
                      "their planned addresses (ip -br addr), then apply again if they do not."));
        } else {
            addFix(tr("Check the cable and that both ends have the same MTU."));
        }
        parts << part;
    }
    if (failed == 0) {
        check.detail = tr("%1 reaches %2 on %3 twin(s) without fragmenting.")
                           .arg(from, to)
                           .arg(tries.size());
        return check;
    }
    check.status = CheckStatus::Fail;
    check.detail
        = tr("No answer without fragmenting on %1 of %2 twin(s).").arg(failed).arg(tries.size())
          + QLatin1Char(' ') + parts.join(QLatin1Char(' '));
    check.fix = fixes.join(QLatin1Char(' '));
    return check;
}

} // namespace Tandem
