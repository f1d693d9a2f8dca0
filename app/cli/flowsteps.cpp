// SPDX-License-Identifier: GPL-3.0-or-later
#include "flowsteps.h"

#include "steps/flow/steptable.h"

#include <QCoreApplication>

namespace Tandem::Cli {

namespace {

class FlowText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Check)
};

} // namespace

QList<StepAction> FlowSteps::of(const QString &command)
{
    using A = StepAction;
    if (command == QLatin1String("check"))
        return {A::Connect, A::DeviceChecks, A::Cabling};
    if (command == QLatin1String("plan"))
        return {A::Connect, A::Cabling, A::NetworkPlan};
    if (command == QLatin1String("apply"))
        return {A::Connect, A::Cabling, A::NetworkPlan, A::Apply};
    if (command == QLatin1String("keys"))
        return {A::Connect, A::Cabling, A::NetworkPlan, A::SshFabric};
    if (command == QLatin1String("verify"))
        return {A::Connect, A::Cabling, A::NetworkPlan, A::Verify};
    if (command == QLatin1String("restore"))
        return {A::Connect, A::UndoFabric, A::Restore};
    if (command == QLatin1String("setup"))
        return {A::Connect,
                A::DeviceChecks,
                A::Cabling,
                A::NetworkPlan,
                A::Apply,
                A::SshFabric,
                A::Verify};
    if (command == QLatin1String("bandwidth"))
        return {A::Connect, A::Cabling, A::NetworkPlan, A::Bandwidth};
    // The Doctor looks at the nodes as they are; --fix adds the repairs and a second look
    // (FlowCommand).
    if (command == QLatin1String("doctor"))
        return {A::Connect, A::DeviceChecks, A::Cabling, A::Doctor};
    return {};
}

QSet<StepId> FlowSteps::assumedBy(const QList<StepAction> &actions)
{
    // Every step of the flow before the command's last one that the command does not run
    // itself; undo steps rely on nothing.
    QSet<StepId> assumed;
    if (actions.isEmpty())
        return assumed;
    const StepRow &last = StepTable::row(actions.constLast());
    if (last.undoes || last.slot == StepId::Doctor)
        return assumed;
    QSet<StepId> run;
    for (StepAction action : actions)
        run.insert(StepTable::row(action).slot);
    for (StepId step : allStepIds) {
        if (int(step) >= int(last.slot))
            break;
        if (!run.contains(step) && step != StepId::DeviceChecks)
            assumed.insert(step);
    }
    return assumed;
}

FlowStepText FlowSteps::text(StepAction action)
{
    switch (action) {
    case StepAction::Connect:
        return {FlowText::tr("Connecting to the nodes\u2026"),
                FlowText::tr("Connection"),
                QStringLiteral("connection")};
    case StepAction::InstallKey:
        return {FlowText::tr("Installing Tandem's key\u2026"),
                FlowText::tr("Tandem's key"),
                QStringLiteral("key")};
    case StepAction::DeviceChecks:
        return {FlowText::tr("Checking the devices and users\u2026"),
                FlowText::tr("Device checks"),
                QStringLiteral("device_checks")};
    case StepAction::Cabling:
        return {FlowText::tr("Checking the cabling and the topology\u2026"),
                FlowText::tr("Cabling"),
                QStringLiteral("cabling")};
    case StepAction::NetworkPlan:
        return {FlowText::tr("Planning the ConnectX-7 addresses\u2026"),
                FlowText::tr("Network plan"),
                QStringLiteral("network_plan")};
    case StepAction::Apply:
        return {FlowText::tr("Applying the plan\u2026"),
                FlowText::tr("Apply"),
                QStringLiteral("apply")};
    case StepAction::Restore:
        return {FlowText::tr("Restoring the netplan backups\u2026"),
                FlowText::tr("Restore"),
                QStringLiteral("restore")};
    case StepAction::SshFabric:
        return {FlowText::tr("Setting up the SSH fabric\u2026"),
                FlowText::tr("SSH fabric"),
                QStringLiteral("ssh_fabric")};
    case StepAction::UndoFabric:
        return {FlowText::tr("Removing the SSH fabric\u2026"),
                FlowText::tr("SSH fabric removed"),
                QStringLiteral("ssh_fabric_removed")};
    case StepAction::Verify:
        return {FlowText::tr("Verifying the fabric\u2026"),
                FlowText::tr("Verify"),
                QStringLiteral("verify")};
    case StepAction::Bandwidth:
        return {FlowText::tr("Running the bandwidth test\u2026"),
                FlowText::tr("Bandwidth"),
                QStringLiteral("bandwidth")};
    case StepAction::Doctor:
        return {FlowText::tr("Scanning the nodes and measuring every link\u2026"),
                FlowText::tr("Doctor"),
                QStringLiteral("doctor")};
    case StepAction::Repair:
        return {FlowText::tr("Repairing files in the users' homes\u2026"),
                FlowText::tr("Repair"),
                QStringLiteral("repair")};
    case StepAction::EndLeftovers:
        return {FlowText::tr("Ending the test runs left behind\u2026"),
                FlowText::tr("Runs left behind"),
                QStringLiteral("leftovers")};
    }
    return {};
}

std::optional<QString>
FlowSteps::question(StepAction action, qsizetype nodes, std::chrono::seconds confirmTimeout)
{
    switch (action) {
    case StepAction::Apply:
        return FlowText::tr(
                   "Write /etc/netplan/40-cx7.yaml on %1 nodes and apply it (it reverts by "
                   "itself unless Tandem sees the nodes again within %2 s)?")
            .arg(nodes)
            .arg(confirmTimeout.count());
    case StepAction::SshFabric:
        return FlowText::tr("Set up passwordless SSH between the %1 nodes over the ConnectX-7 "
                            "addresses (a key per node; authorized_keys, known_hosts and "
                            "~/.ssh/config edited in marked blocks)?")
            .arg(nodes);
    case StepAction::UndoFabric:
        return FlowText::tr(
                   "Remove the cluster from %1 nodes: the SSH fabric Tandem added, and the "
                   "netplan files put back as they were?")
            .arg(nodes);
    case StepAction::Repair:
        return FlowText::tr("Repair on the nodes: take NCCL_IB_GID_INDEX out of NCCL config files "
                            "and put mpirun's folder at the top of ~/.bashrc, where the Doctor "
                            "found them needed (each file copied beside itself first)?");
    default: break;
    }
    return std::nullopt;
}

} // namespace Tandem::Cli
