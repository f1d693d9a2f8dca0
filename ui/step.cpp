// SPDX-License-Identifier: GPL-3.0-or-later
#include "step.h"

namespace Tandem::Ui {

QList<StepId> StepText::all()
{
    return QList<StepId>(std::begin(allStepIds), std::end(allStepIds));
}

QString StepText::listed(StepId step)
{
    return QStringLiteral("%1. %2").arg(int(step) + 1).arg(StepNames::title(step));
}

QString StepText::summary(StepId step)
{
    switch (step) {
    case StepId::Devices:
        return tr("Find the DGX Spark machines on the management network, or add them by name "
                  "or address, and connect to each one over SSH.");
    case StepId::DeviceChecks:
        return tr("Check that every node has a GB10 GPU, a recent DGX OS release, working sudo "
                  "and the same user name, UID and GID.");
    case StepId::Cabling:
        return tr("Check the QSFP cables: which ports are connected, the link speed of both "
                  "twin interfaces, and which node is across each cable.");
    case StepId::NetworkPlan:
        return tr("Plan the addresses of the ConnectX-7 interfaces and review the netplan file "
                  "for every node before anything is written.");
    case StepId::Apply:
        return tr("Back up, write and apply the netplan files, with an automatic rollback if a "
                  "node stops answering on the management network.");
    case StepId::SshFabric:
        return tr("Set up passwordless SSH between the nodes over the ConnectX-7 addresses with "
                  "a separate key on every node.");
    case StepId::Verify:
        return tr("Ping every twin interface at full MTU, test SSH in every direction and "
                  "launch a first MPI job across the nodes.");
    case StepId::Bandwidth:
        return tr("Run an NCCL bandwidth test across the nodes and watch the bus bandwidth "
                  "live.");
    case StepId::Doctor:
        return tr("Measure every link and compare every node, and turn each symptom into a "
                  "finding with its cause and fix.");
    case StepId::Report:
        return tr("Export the acceptance report as PDF, HTML or JSON, and the snippets for "
                  "serving recipes.");
    }
    return {};
}

QString StepText::iconPath(StepId step)
{
    static const char *const names[] = {"devices",
                                        "checks",
                                        "cabling",
                                        "plan",
                                        "apply",
                                        "ssh",
                                        "verify",
                                        "bandwidth",
                                        "doctor",
                                        "report"};
    return QStringLiteral(":/icons/step-%1.svg").arg(QLatin1String(names[int(step)]));
}

} // namespace Tandem::Ui
