// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkplanstep.h"

#include "plan/planconflicts.h"

#include "plan/foreignconfig.h"
#include "plan/netplandocument.h"
#include "plan/netplansecrets.h"
#include "remote/commandresult.h"
#include "remote/netplancommands.h"
#include "remote/netplanlisting.h"
#include "remote/noderunner.h"
#include "session/workflowstate.h"
#include "ssh/remotecommand.h"
#include "util/unifieddiff.h"

namespace Tandem {

NetworkPlanStep::NetworkPlanStep(QList<NodeRunner *> nodes,
                                 Topology topology,
                                 QList<NodeCabling> cabling,
                                 PlanOptions options,
                                 QObject *parent)
    : Step(parent)
    , m_topology(std::move(topology))
    , m_cabling(std::move(cabling))
    , m_options(std::move(options))
{
    for (NodeRunner *node : nodes)
        m_runners.append(node);
}

void NetworkPlanStep::setSudoPassword(const QByteArray &password)
{
    m_sudoPassword = password;
}

bool NetworkPlanStep::ready() const
{
    return !m_plan.nodes.isEmpty() && worstStatus(checks()) != CheckStatus::Fail;
}

void NetworkPlanStep::run()
{
    m_states.clear();
    m_plan = {};
    m_yaml.clear();
    m_diffs.clear();
    m_moveAside.clear();
    m_pending = 0;
    for (qsizetype i = 0; i < m_runners.size(); ++i) {
        NodeRunner *runner = m_runners.at(i);
        if (!runner)
            continue;
        NodeNetworkState state;
        state.node = runner->nodeName();
        m_states.append(state);
        const qsizetype index = m_states.size() - 1;

        m_pending += 3;
        runner->run(NetplanCommands::listFiles(m_sudoPassword),
                    this,
                    [this, index](const CommandResult &result) {
                        m_states[index].evidence << NetplanListing::evidence(result);
                        if (result.ok()) {
                            m_states[index].netplanFiles
                                = NetplanCommands::parseListing(result.out);
                        } else {
                            Check check;
                            check.id = QStringLiteral("plan.read");
                            check.node = m_states.at(index).node;
                            check.title = title(check.id);
                            check.status = CheckStatus::Fail;
                            check.detail
                                = result.error
                                      ? result.error->toString()
                                      : tr("Reading /etc/netplan failed (exit status %1): %2")
                                            .arg(result.exitStatus)
                                            .arg(QString::fromUtf8(result.err).trimmed());
                            check.evidence = {NetplanListing::evidence(result)};
                            record(check);
                        }
                        nodeRead();
                    });
        runner->run(RemoteCommand::fromStrings({QStringLiteral("ip"),
                                                QStringLiteral("-j"),
                                                QStringLiteral("route"),
                                                QStringLiteral("show"),
                                                QStringLiteral("table"),
                                                QStringLiteral("all")}),
                    this,
                    [this, index](const CommandResult &result) {
                        m_states[index].evidence << result.toEvidence();
                        if (result.ok())
                            m_states[index].routesJson = result.out;
                        nodeRead();
                    });
        runner->run(RemoteCommand::fromStrings({QStringLiteral("nmcli"),
                                                QStringLiteral("-t"),
                                                QStringLiteral("-f"),
                                                QStringLiteral("NAME,DEVICE,TYPE"),
                                                QStringLiteral("connection"),
                                                QStringLiteral("show")}),
                    this,
                    [this, index](const CommandResult &result) {
                        m_states[index].evidence << result.toEvidence();
                        // Not installed (or NetworkManager not running): no profiles to fight.
                        if (result.ok())
                            m_states[index].nmConnections = result.out;
                        nodeRead();
                    });
    }
    if (m_pending == 0)
        conclude();
}

void NetworkPlanStep::nodeRead()
{
    if (--m_pending == 0)
        conclude();
}

QString NetworkPlanStep::title(const QString &id)
{
    if (id == QLatin1String("plan.read"))
        return tr("Current netplan files");
    if (id == QLatin1String("plan.addresses"))
        return tr("Address plan");
    if (id == QLatin1String("plan.yaml"))
        return tr("netplan file");
    return PlanConflicts::title(id);
}

void NetworkPlanStep::conclude()
{
    Check planCheck;
    planCheck.id = QStringLiteral("plan.addresses");
    planCheck.title = title(planCheck.id);
    // The MTU each port is configured with counts as well as the live one (LinkMtu::forLink).
    QMap<QString, QMap<QString, QByteArray>> files;
    for (const NodeNetworkState &state : std::as_const(m_states))
        files.insert(state.node, state.netplanFiles);
    const auto plan = AddressPlanner::plan(m_topology, m_cabling, m_options, files);
    if (!plan) {
        planCheck.status = CheckStatus::Fail;
        planCheck.detail = plan.error().toString();
        record(planCheck);
        Q_EMIT finished();
        return;
    }
    m_plan = *plan;
    QStringList lines;
    for (const NodePlan &node : m_plan.nodes) {
        QStringList addresses;
        for (const PlannedInterface &i : node.interfaces)
            addresses << QStringLiteral("%1 %2").arg(i.netdev, i.cidr());
        lines << QStringLiteral("%1: %2").arg(node.node, addresses.join(QStringLiteral(", ")));
    }
    planCheck.status = CheckStatus::Pass;
    planCheck.detail = tr("Subnets %1. %2")
                           .arg(m_plan.subnetCidrs().join(QStringLiteral(", ")),
                                lines.join(QStringLiteral("; ")));
    // An MTU the user did not ask for is explained where the plan is shown.
    const QStringList mtuNotes = AddressPlanner::mtuNotes(m_plan, m_cabling, m_options, files);
    if (!mtuNotes.isEmpty())
        planCheck.detail += QStringLiteral(". ") + mtuNotes.join(QLatin1Char(' '));
    record(planCheck);

    for (const Check &check : PlanConflicts::checks(m_plan, m_cabling, m_states))
        record(check);
    // What apply will do to other tools' files; the diff of a rewritten one joins its node's
    // diff (secrets masked on both sides, like every netplan text Tandem shows).
    QMap<QString, QString> foreignDiffs;
    for (const NodeNetworkState &state : std::as_const(m_states)) {
        for (const ForeignFileChange &change : ForeignConfig::changes(state)) {
            if (change.takeover.kind == ForeignTakeover::Kind::Refuse)
                continue;
            m_moveAside.append(change.move);
            if (!change.move.rewrite)
                continue;
            const QString path = QStringLiteral("/etc/netplan/") + change.move.file;
            foreignDiffs[state.node]
                += unifiedDiff(QString::fromUtf8(NetplanSecrets::redact(
                                   state.netplanFiles.value(change.move.file))),
                               QString::fromUtf8(NetplanSecrets::redact(change.takeover.content)),
                               path,
                               path);
        }
    }

    for (const NodePlan &node : m_plan.nodes) {
        const NodeNetworkState *state = nullptr;
        for (const NodeNetworkState &s : std::as_const(m_states)) {
            if (s.node == node.node)
                state = &s;
        }
        const auto yaml = NetplanDocument::write(node, ForeignConfig::rendererFor(state));
        if (!yaml) {
            Check check;
            check.id = QStringLiteral("plan.yaml");
            check.node = node.node;
            check.title = title(check.id);
            check.status = CheckStatus::Fail;
            check.detail = yaml.error().toString();
            record(check);
            continue;
        }
        m_yaml.insert(node.node, *yaml);
        const QByteArray before
            = state ? state->netplanFiles.value(QString::fromLatin1(NetplanDocument::fileName))
                    : QByteArray();
        m_diffs.insert(
            node.node,
            unifiedDiff(QString::fromUtf8(NetplanSecrets::redact(before)),
                        QString::fromUtf8(*yaml),
                        before.isEmpty() ? QString() : QString::fromLatin1(NetplanDocument::path),
                        QString::fromLatin1(NetplanDocument::path))
                + foreignDiffs.value(node.node));
    }
    Q_EMIT finished();
}

void NetworkPlanStep::apply(WorkflowState &state) const
{
    state.plan = m_plan;
    state.netplanYaml.clear();
    for (auto it = m_yaml.cbegin(); it != m_yaml.cend(); ++it)
        state.netplanYaml.insert(it.key(), QString::fromUtf8(it.value()));
    state.netplanDiffs = m_diffs;
    state.moveAside = m_moveAside;
    state.planOptions = m_options;
}

} // namespace Tandem
