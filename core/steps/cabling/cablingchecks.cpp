// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingchecks.h"

#include "inventory/embeddedscripts.h" // core/inventory/scripts/neighbours.sh
#include "inventory/roceports.h"
#include "remote/commandresult.h"
#include "remote/noderunner.h"
#include "session/workflowstate.h"
#include "ssh/remotecommand.h"

#include <QTimer>

namespace Tandem {

CablingChecks::CablingChecks(QList<NodeRunner *> nodes, QObject *parent)
    : Step(parent)
{
    for (NodeRunner *node : nodes)
        m_runners.append(node);
}

RemoteCommand CablingChecks::neighbourCommand(const QString &netdev, int settle)
{
    QStringList argv{QStringLiteral("sh"),
                     QStringLiteral("-c"),
                     QString::fromLatin1(Scripts::Inventory::neighbours),
                     QStringLiteral("sh"),
                     netdev};
    if (settle != 2) // the script's own default: the first look's command stays as it was
        argv << QString::number(settle);
    return RemoteCommand::fromStrings(argv);
}

void CablingChecks::take(qsizetype index, const CommandResult &result)
{
    NodeCabling &data = m_data[index];
    data.evidence << result.toEvidence();
    if (result.error)
        data.errors << result.error->toString();
}

void CablingChecks::run()
{
    m_topology = {};
    m_data.clear();
    m_outstanding.clear();
    m_nodesPending = 0;
    for (const QPointer<NodeRunner> &runner : std::as_const(m_runners)) {
        NodeCabling data;
        data.node = runner ? runner->nodeName() : QString();
        m_data << data;
        m_outstanding << 0;
    }
    for (qsizetype i = 0; i < m_runners.size(); ++i) {
        if (!m_runners.at(i))
            continue;
        ++m_nodesPending;
        // Every check of the node in its place now, so the list reads in node order whatever
        // node answers first (the order once changed from one run to the next).
        for (const char *id : {"cabling.port", "cabling.twins", "cabling.speed", "cabling.mtu"}) {
            Check placeholder;
            placeholder.id = QString::fromLatin1(id);
            placeholder.node = m_data.at(i).node;
            placeholder.title = CablingAnalysis::title(placeholder.id);
            placeholder.status = placeholder.id == QLatin1String("cabling.port")
                                     ? CheckStatus::Running
                                     : CheckStatus::Pending;
            record(placeholder);
        }
    }
    for (qsizetype i = 0; i < m_runners.size(); ++i) {
        if (m_runners.at(i))
            readPorts(i);
    }
    if (m_nodesPending == 0)
        Q_EMIT finished();
}

void CablingChecks::readPorts(qsizetype index)
{
    NodeRunner *runner = m_runners.at(index);
    m_outstanding[index] = 2 + int(SparkNaming::cx7Netdevs().size());
    const auto done = [this, index] {
        if (--m_outstanding[index] == 0)
            portsRead(index);
    };
    // sysfs first; ibdev2netdev, where the image has it, only corroborates (stock Ubuntu has
    // none, and a node without it is no less a GB10).
    runner->run(RocePortsReader::command(), this, [this, index, done](const CommandResult &result) {
        take(index, result);
        if (!result.error) {
            const auto ports = RocePortsReader::read(result.out);
            NodeCabling &data = m_data[index];
            if (ports) {
                data.links = ports->links();
                data.notes << ports->warnings;
                for (const NetdevState &state : ports->netdevs) {
                    if (state.speedMbps && SparkNaming::isCx7Netdev(state.netdev))
                        data.sysfsSpeedMbps.insert(state.netdev, *state.speedMbps);
                }
            } else {
                data.errors << tr("sysfs: %1").arg(ports.error().toString());
            }
        }
        done();
    });
    runner->run(RemoteCommand::fromStrings({QStringLiteral("ip"),
                                            QStringLiteral("-j"),
                                            QStringLiteral("-d"),
                                            QStringLiteral("addr"),
                                            QStringLiteral("show")}),
                this,
                [this, index, done](const CommandResult &result) {
                    take(index, result);
                    if (!result.error) {
                        const auto interfaces = IpJsonParser::parse(result.out);
                        if (interfaces)
                            m_data[index].interfaces = *interfaces;
                        else
                            m_data[index].errors << tr("ip: %1").arg(interfaces.error().toString());
                    }
                    done();
                });
    for (const QString &netdev : SparkNaming::cx7Netdevs()) {
        runner->run(RemoteCommand::fromStrings({QStringLiteral("ethtool"), netdev}),
                    this,
                    [this, index, netdev, done](const CommandResult &result) {
                        take(index, result);
                        // A missing interface is reported by sysfs and ip; ethtool's
                        // complaint about it adds nothing.
                        if (!result.error && result.exitStatus == 0) {
                            const auto info = EthtoolParser::parse(result.out);
                            if (info)
                                m_data[index].ethtool.insert(netdev, *info);
                        }
                        done();
                    });
    }
}

void CablingChecks::portsRead(qsizetype index)
{
    for (const Check &check : CablingAnalysis::nodeChecks(m_data.at(index)))
        record(check);
    discoverNeighbours(index);
}

void CablingChecks::discoverNeighbours(qsizetype index)
{
    NodeRunner *runner = m_runners.at(index);
    QStringList up;
    if (runner && m_data.at(index).errors.isEmpty()) {
        for (const QString &netdev : SparkNaming::cx7Netdevs()) {
            if (m_data.at(index).isUp(netdev))
                up << netdev;
        }
    }
    if (up.isEmpty()) {
        nodeDone();
        return;
    }
    m_outstanding[index] = int(up.size());
    for (const QString &netdev : std::as_const(up))
        probeNeighbours(index, netdev, 1);
}

void CablingChecks::probeNeighbours(qsizetype index, const QString &netdev, int attempt)
{
    NodeRunner *runner = m_runners.at(index);
    if (!runner) {
        if (--m_outstanding[index] == 0)
            nodeDone();
        return;
    }
    runner->run(neighbourCommand(netdev, attempt > 1 ? kRetrySettle : 2),
                this,
                [this, index, netdev, attempt](const CommandResult &result) {
                    m_data[index].evidence << result.toEvidence();
                    QStringList macs;
                    if (!result.error && result.exitStatus == 0) {
                        if (const auto neighbours = IpJsonParser::parseNeighbours(result.out)) {
                            for (const Neighbour &n : *neighbours) {
                                if (!n.mac.isEmpty())
                                    macs << n.mac;
                            }
                        }
                    }
                    // A port that came up moments ago may not answer yet at the other end (its
                    // link-local address still tentative there, or the link settling): one more
                    // look a little later, before the topology calls the twin silent (it once
                    // warned of half bandwidth beside a passing twins check, and a second run was
                    // clean).
                    if (macs.isEmpty() && !result.error && attempt < kNeighbourAttempts) {
                        QTimer::singleShot(kNeighbourRetry, this, [this, index, netdev, attempt] {
                            probeNeighbours(index, netdev, attempt + 1);
                        });
                        return;
                    }
                    m_data[index].neighbourMacs.insert(netdev, macs);
                    if (--m_outstanding[index] == 0)
                        nodeDone();
                });
}

void CablingChecks::nodeDone()
{
    if (--m_nodesPending > 0)
        return;
    QList<NodeCabling> answered;
    for (qsizetype i = 0; i < m_data.size(); ++i) {
        if (m_runners.at(i) || !m_data.at(i).node.isEmpty())
            answered << m_data.at(i);
    }
    for (const Check &check : CablingAnalysis::clusterChecks(answered, &m_topology))
        record(check);
    Q_EMIT finished();
}

void CablingChecks::apply(WorkflowState &state) const
{
    state.topology = m_topology;
    state.topologyKind = m_topology.kind;
    state.topologySummary = m_topology.problem.isEmpty() ? m_topology.summary : m_topology.problem;
    state.cabling = m_data;
}

} // namespace Tandem
