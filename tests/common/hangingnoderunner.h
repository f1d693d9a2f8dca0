// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fullstate.h"
#include "remote/noderunner.h"
#include "session/workflowstate.h"

#include <QPointer>
#include <QTimer>

#include <utility>

namespace Tandem::Test {

// A node whose mpirun prints its header and then nothing until cancelled (the lab's
// `fault mpirun-hang`), and which can be made to print a line later; everything else exits 0.
class HangingNodeRunner final : public NodeRunner
{
public:
    explicit HangingNodeRunner(QString name, QObject *parent = nullptr)
        : NodeRunner(parent)
        , m_name(std::move(name))
    {}
    [[nodiscard]] QString nodeName() const override { return m_name; }
    void run(const RemoteCommand &command, QObject *context, Callback done) override
    {
        CommandResult result;
        result.node = m_name;
        result.command = command.displayString();
        result.exitStatus = 0;
        QPointer<QObject> guard(context);
        QTimer::singleShot(0, this, [guard, done, result] {
            if (guard)
                done(result);
        });
    }
    void runStreaming(const RemoteCommand &command,
                      QObject *context,
                      LineCallback onLine,
                      Callback done) override
    {
        if (!command.argv().contains("mpirun")) {
            run(command, context, std::move(done));
            return;
        }
        m_onLine = std::move(onLine);
        m_done = std::move(done);
        QTimer::singleShot(0, this, [this] {
            say("# nccl-tests version 2.19.6 nccl-headers=22809 nccl-library=22809");
        });
    }
    void say(const QByteArray &line)
    {
        if (m_onLine)
            m_onLine(line);
    }
    void cancelAll() override
    {
        if (!m_done)
            return;
        CommandResult result;
        result.node = m_name;
        result.error = Error{QStringLiteral("Cancelled; the remote command was stopped.")};
        const Callback done = std::exchange(m_done, {});
        m_onLine = {};
        QTimer::singleShot(0, this, [done, result] { done(result); });
    }
    void open() override
    {
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }

private:
    QString m_name;
    LineCallback m_onLine;
    Callback m_done;
};

// Two nodes (node1, node2) planned, applied, fabric set up and verified on one direct link: the
// bandwidth step may start (StepGate) without anything run before.
inline WorkflowState verifiedPairState()
{
    WorkflowState state;
    state.nodes = twoNodes();
    const auto iface = [](const char *netdev, const char *address) {
        return PlannedInterface{QString::fromLatin1(netdev), QString::fromLatin1(address), 24, 0};
    };
    state.plan.nodes = {{QStringLiteral("node1"), {iface("enp1s0f1np1", "192.168.100.10")}},
                        {QStringLiteral("node2"), {iface("enp1s0f1np1", "192.168.100.11")}}};
    state.plan.subnets = {{QStringLiteral("192.168.100.0/24"),
                           {{QStringLiteral("node1"), QStringLiteral("enp1s0f1np1")},
                            {QStringLiteral("node2"), QStringLiteral("enp1s0f1np1")}}}};
    state.topologyKind = TopologyKind::Direct;
    for (StepId step : {StepId::NetworkPlan, StepId::Apply, StepId::SshFabric, StepId::Verify})
        state.checks.insert(
            step, {Check{QStringLiteral("earlier"), {}, CheckStatus::Pass, {}, {}, {}, {}}});
    return state;
}

} // namespace Tandem::Test
