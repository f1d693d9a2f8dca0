// SPDX-License-Identifier: GPL-3.0-or-later
#include "foreignconfig.h"

#include "inventory/nmcliparser.h"
#include "inventory/sparknaming.h"
#include "plan/conflictcheck.h"
#include "plan/netplandocument.h"
#include "ssh/shellquote.h"

namespace Tandem {

Check ForeignConfig::otherNetplan(const QString &node,
                                  const NodeNetworkState *state,
                                  const QList<Evidence> &evidence)
{
    Check check
        = PlanCheck::make("plan.other-netplan",
                          node,
                          PlanConflicts::tr("No other netplan file configures the ConnectX-7"),
                          evidence);
    if (!state) {
        PlanCheck::skip(check, PlanConflicts::tr("/etc/netplan was not read on this node."));
        return check;
    }
    QStringList problems;
    QStringList fixes;
    bool unreadable = false;
    for (auto it = state->netplanFiles.cbegin(); it != state->netplanFiles.cend(); ++it) {
        if (isOwnFile(it.key()))
            continue;
        const Result<QList<NetplanInterfaceFacts>> facts
            = NetplanDocument::read(it.key(), it.value());
        if (!facts) {
            unreadable = true;
            problems << facts.error().toString();
            fixes << PlanConflicts::tr("Fix or remove /etc/netplan/%1: netplan refuses it as well.")
                         .arg(it.key());
            continue;
        }
        QStringList cx7;
        QStringList addresses;
        bool linkLocal = false;
        for (const NetplanInterfaceFacts &f : *facts) {
            if (!SparkNaming::isCx7Netdev(f.interface))
                continue;
            cx7 << f.interface;
            addresses << f.addresses;
            linkLocal = linkLocal || f.linkLocalIpv4();
        }
        if (cx7.isEmpty())
            continue;
        QString problem = PlanConflicts::tr("/etc/netplan/%1 configures %2")
                              .arg(it.key(), PlanCheck::list(cx7));
        if (!addresses.isEmpty())
            problem += PlanConflicts::tr(" with %1").arg(PlanCheck::list(addresses));
        if (linkLocal)
            problem += PlanConflicts::tr(" and turns on IPv4 link-local (169.254) addressing");
        problems << problem;
        fixes << PlanConflicts::tr("Tandem moves /etc/netplan/%1 aside when it applies the plan "
                                   "(a backup is kept and Restore puts it back); to do it by "
                                   "hand: sudo mv /etc/netplan/%1 /root/%1.bak")
                     .arg(it.key());
    }
    if (problems.isEmpty()) {
        check.detail
            = state->netplanFiles.contains(QLatin1String(NetplanDocument::fileName))
                  ? PlanConflicts::tr("Only 40-cx7.yaml configures the ConnectX-7; the plan "
                                      "replaces it and keeps a backup.")
                  : PlanConflicts::tr("No netplan file configures the ConnectX-7 interfaces.");
        return check;
    }
    // A file Tandem can move aside (and put back on Restore) is a warning the preview shows
    // before anything is written; one that netplan cannot even read stops the plan.
    check.status = unreadable ? CheckStatus::Fail : CheckStatus::Warn;
    check.detail = PlanConflicts::tr("%1. netplan reads every file in /etc/netplan and "
                                     "concatenates address lists, so each interface would get "
                                     "these addresses as well as the planned ones.")
                       .arg(problems.join(QStringLiteral("; ")));
    check.fix = fixes.join(QLatin1Char(' '));
    return check;
}

Check ForeignConfig::networkManager(const QString &node,
                                    const NodeNetworkState *state,
                                    const QList<Evidence> &evidence)
{
    Check check = PlanCheck::make("plan.network-manager",
                                  node,
                                  PlanConflicts::tr("No NetworkManager profile on the ConnectX-7"),
                                  evidence);
    if (!state) {
        PlanCheck::skip(check, PlanConflicts::tr("NetworkManager was not asked on this node."));
        return check;
    }
    if (!state->nmConnections) {
        check.detail = PlanConflicts::tr(
            "NetworkManager is not installed (no nmcli), so no profile can interfere.");
        return check;
    }
    const Result<QList<NmConnection>> connections = NmcliParser::parse(*state->nmConnections);
    if (!connections) {
        check.status = CheckStatus::Warn;
        check.detail = PlanConflicts::tr("The NetworkManager profiles could not be read: %1")
                           .arg(connections.error().toString());
        check.fix = PlanConflicts::tr("Run `nmcli -t -f NAME,DEVICE,TYPE connection show` on the "
                                      "node and look for profiles on ConnectX-7 interfaces.");
        return check;
    }
    QStringList bound;
    QStringList commands;
    for (const NmConnection &c : *connections) {
        // netplan's own NetworkManager profiles ("netplan-<iface>") come from a netplan file,
        // which plan.other-netplan deals with; deleting them would not stick.
        if (!SparkNaming::isCx7Netdev(c.device) || c.name.startsWith(QLatin1String("netplan-")))
            continue;
        bound << PlanConflicts::tr("\"%1\" on %2").arg(c.name, c.device);
        // Built from its words by the one quoting function, as every command Tandem runs is.
        commands << QString::fromUtf8(
            shellJoin({"sudo", "nmcli", "connection", "delete", c.name.toUtf8()}));
    }
    if (bound.isEmpty()) {
        check.detail
            = PlanConflicts::tr("No NetworkManager profile is bound to a ConnectX-7 interface.");
        return check;
    }
    check.status = CheckStatus::Warn;
    check.detail = PlanConflicts::tr("NetworkManager profiles are active on ConnectX-7 interfaces: "
                                     "%1. NetworkManager may keep their addresses or restore "
                                     "them after the netplan file is applied.")
                       .arg(PlanCheck::list(bound));
    check.fix = commands.join(QStringLiteral("; "));
    return check;
}

QList<NetplanMoveAside> ForeignConfig::filesToMoveAside(const QList<NodeNetworkState> &states)
{
    QList<NetplanMoveAside> moves;
    for (const NodeNetworkState &state : states) {
        for (auto it = state.netplanFiles.cbegin(); it != state.netplanFiles.cend(); ++it) {
            if (isOwnFile(it.key()))
                continue;
            const Result<QList<NetplanInterfaceFacts>> facts
                = NetplanDocument::read(it.key(), it.value());
            if (!facts)
                continue;
            QStringList cx7;
            for (const NetplanInterfaceFacts &f : *facts) {
                if (SparkNaming::isCx7Netdev(f.interface) && !cx7.contains(f.interface))
                    cx7 << f.interface;
            }
            if (!cx7.isEmpty())
                moves.append({state.node, it.key(), cx7});
        }
    }
    return moves;
}

bool ForeignConfig::isOwnFile(const QString &file)
{
    return file == QLatin1String(NetplanDocument::fileName);
}

} // namespace Tandem
