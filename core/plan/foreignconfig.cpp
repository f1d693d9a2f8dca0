// SPDX-License-Identifier: GPL-3.0-or-later
#include "foreignconfig.h"

#include "inventory/nmcliparser.h"
#include "inventory/sparknaming.h"
#include "plan/conflictcheck.h"
#include "plan/netplandocument.h"
#include "ssh/shellquote.h"

namespace Tandem {

namespace {

// netplan's own spelling is "NetworkManager"; users write it in any case.
bool isNetworkManager(const QString &renderer)
{
    return renderer.compare(QLatin1String("NetworkManager"), Qt::CaseInsensitive) == 0;
}

} // namespace

Check ForeignConfig::otherNetplan(const QString &node,
                                  const NodeNetworkState *state,
                                  const QList<Evidence> &evidence)
{
    Check check = PlanCheck::make("plan.other-netplan", node, evidence);
    if (!state) {
        PlanCheck::skip(check, PlanConflicts::tr("/etc/netplan was not read on this node."));
        return check;
    }
    QStringList problems;
    QStringList fixes;
    bool refused = false;
    for (auto it = state->netplanFiles.cbegin(); it != state->netplanFiles.cend(); ++it) {
        if (isOwnFile(it.key()))
            continue;
        const Result<QList<NetplanInterfaceFacts>> facts
            = NetplanDocument::read(it.key(), it.value());
        if (!facts) {
            refused = true;
            problems << facts.error().toString();
            fixes << PlanConflicts::tr("Fix or remove /etc/netplan/%1: netplan refuses it as well.")
                         .arg(it.key());
        }
    }
    for (const ForeignFileChange &change : changes(*state)) {
        const QString &file = change.move.file;
        QStringList addresses;
        bool linkLocal = false;
        for (const NetplanInterfaceFacts &f :
             NetplanDocument::read(file, state->netplanFiles.value(file))
                 .value_or(QList<NetplanInterfaceFacts>{})) {
            if (!change.move.interfaces.contains(f.interface))
                continue;
            addresses << f.addresses;
            linkLocal = linkLocal || f.linkLocalIpv4();
        }
        QString problem = PlanConflicts::tr("/etc/netplan/%1 configures %2")
                              .arg(file, PlanCheck::list(change.move.interfaces));
        if (!addresses.isEmpty())
            problem += PlanConflicts::tr(" with %1").arg(PlanCheck::list(addresses));
        if (linkLocal)
            problem += PlanConflicts::tr(" and turns on IPv4 link-local (169.254) addressing");
        problems << problem;
        switch (change.takeover.kind) {
        case ForeignTakeover::Kind::Refuse:
            refused = true;
            fixes << change.takeover.reason + QLatin1Char(' ')
                         + PlanConflicts::tr("Take the ConnectX-7 interfaces out of "
                                             "/etc/netplan/%1 by hand (keep a copy), then make "
                                             "the plan again.")
                               .arg(file);
            break;
        case ForeignTakeover::Kind::Rewrite:
            fixes << PlanConflicts::tr("/etc/netplan/%1 also configures other interfaces, which "
                                       "Tandem leaves alone: when it applies the plan it takes "
                                       "only the entries for %2 out of the file and keeps every "
                                       "other byte (a backup is kept and Restore puts the whole "
                                       "file back).")
                         .arg(file, PlanCheck::list(change.move.interfaces));
            break;
        default:
            fixes << PlanConflicts::tr("Tandem moves /etc/netplan/%1 aside when it applies the "
                                       "plan (a backup is kept and Restore puts it back); to do "
                                       "it by hand: sudo mv /etc/netplan/%1 /root/%1.bak")
                         .arg(file);
            break;
        }
    }
    if (problems.isEmpty()) {
        check.detail
            = state->netplanFiles.contains(QLatin1String(NetplanDocument::fileName))
                  ? PlanConflicts::tr("Only 40-cx7.yaml configures the ConnectX-7; the plan "
                                      "replaces it and keeps a backup.")
                  : PlanConflicts::tr("No netplan file configures the ConnectX-7 interfaces.");
        return check;
    }
    // A file Tandem can move aside or rewrite (and put back on Restore) is a warning the
    // preview shows before anything is written; one that netplan cannot even read, or that
    // Tandem cannot take apart safely, stops the plan.
    check.status = refused ? CheckStatus::Fail : CheckStatus::Warn;
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
    Check check = PlanCheck::make("plan.network-manager", node, evidence);
    if (!state) {
        PlanCheck::skip(check, PlanConflicts::tr("NetworkManager was not asked on this node."));
        return check;
    }
    QString rendererFile;
    const bool nmRenders
        = isNetworkManager(NetplanDocument::globalRenderer(state->netplanFiles, &rendererFile));
    // Appended to every verdict below: what Tandem does about a node whose netplan hands
    // everything to NetworkManager.
    const QString renderer
        = nmRenders ? QLatin1Char(' ')
                          + PlanConflicts::tr(
                                "This node's netplan hands every interface to NetworkManager "
                                "(%1); Tandem's file names networkd for the ConnectX-7 ports, "
                                "and netplan tells NetworkManager to leave them alone (a udev "
                                "rule that netplan apply triggers). Should NetworkManager still "
                                "hold one, restart it: sudo systemctl restart NetworkManager.")
                                .arg(rendererFile)
                    : QString();
    if (!state->nmConnections) {
        check.detail
            = PlanConflicts::tr("NetworkManager is not installed (no nmcli), so no profile can "
                                "interfere.")
              + renderer;
        return check;
    }
    const Result<QList<NmConnection>> connections = NmcliParser::parse(*state->nmConnections);
    if (!connections) {
        check.status = CheckStatus::Warn;
        check.detail = PlanConflicts::tr("The NetworkManager profiles could not be read: %1")
                           .arg(connections.error().toString())
                       + renderer;
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
            = PlanConflicts::tr("No NetworkManager profile is bound to a ConnectX-7 interface.")
              + renderer;
        return check;
    }
    check.status = CheckStatus::Warn;
    check.detail = PlanConflicts::tr("NetworkManager profiles are active on ConnectX-7 interfaces: "
                                     "%1. NetworkManager may keep their addresses or restore "
                                     "them after the netplan file is applied.")
                       .arg(PlanCheck::list(bound))
                   + renderer;
    check.fix = commands.join(QStringLiteral("; "));
    return check;
}

QString ForeignConfig::rendererFor(const NodeNetworkState *state)
{
    if (!state)
        return {};
    return isNetworkManager(NetplanDocument::globalRenderer(state->netplanFiles))
               ? QStringLiteral("networkd")
               : QString();
}

QList<NetplanMoveAside> ForeignConfig::filesToMoveAside(const QList<NodeNetworkState> &states)
{
    QList<NetplanMoveAside> moves;
    for (const NodeNetworkState &state : states) {
        for (const ForeignFileChange &change : changes(state)) {
            if (change.takeover.kind != ForeignTakeover::Kind::Refuse)
                moves.append(change.move);
        }
    }
    return moves;
}

QList<ForeignFileChange> ForeignConfig::changes(const NodeNetworkState &state)
{
    QList<ForeignFileChange> result;
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
        if (cx7.isEmpty())
            continue;
        ForeignFileChange change;
        change.move = {state.node, it.key(), cx7};
        change.takeover = ForeignNetplan::takeover(it.key(), it.value(), cx7);
        if (change.takeover.kind == ForeignTakeover::Kind::Untouched) {
            // netplan sees the interfaces outside `ethernets` (a bond's member list, say):
            // nothing Tandem can cut out by itself.
            change.takeover.kind = ForeignTakeover::Kind::Refuse;
            change.takeover.reason
                = PlanConflicts::tr("Tandem will not edit /etc/netplan/%1: it names %2 outside "
                                    "its \"ethernets\" section.")
                      .arg(it.key(), PlanCheck::list(cx7));
        }
        change.move.rewrite = change.takeover.kind == ForeignTakeover::Kind::Rewrite;
        result.append(change);
    }
    return result;
}

bool ForeignConfig::isOwnFile(const QString &file)
{
    return file == QLatin1String(NetplanDocument::fileName);
}

} // namespace Tandem
