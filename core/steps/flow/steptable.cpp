// SPDX-License-Identifier: GPL-3.0-or-later
#include "steptable.h"

#include "remote/leftoverruns.h"
#include "remote/nodepool.h"
#include "session/workflowstate.h"
#include "steps/apply/applystep.h"
#include "steps/apply/restorestep.h"
#include "steps/bandwidth/bandwidthstep.h"
#include "steps/cabling/cablingchecks.h"
#include "steps/devices/connectstep.h"
#include "steps/devices/devicecheckstep.h"
#include "steps/devices/endleftoversstep.h"
#include "steps/devices/installkeystep.h"
#include "steps/doctor/doctorstep.h"
#include "steps/doctor/repairstep.h"
#include "steps/fabric/fabricundo.h"
#include "steps/fabric/sshfabricstep.h"
#include "steps/flow/workflow.h"
#include "steps/plan/networkplanstep.h"
#include "steps/verify/verifystep.h"

#include <QCoreApplication>

namespace Tandem {

namespace {

class TableText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::StepTable)
};

QStringList nodeNames(const QList<NodeAddress> &nodes)
{
    QStringList names;
    for (const NodeAddress &node : nodes)
        names << node.name;
    return names;
}

Result<Step *> makeApply(const StepContext &c, QObject *parent)
{
    QMap<QString, QByteArray> yaml;
    for (auto it = c.state.netplanYaml.cbegin(); it != c.state.netplanYaml.cend(); ++it)
        yaml.insert(it.key(), it.value().toUtf8());
    auto *step = new ApplyStep(c.pool.connectedRunners(), parent);
    step->setSudoPassword(c.pool.sudoPassword());
    step->setNetplan(yaml);
    step->setPlan(c.state.plan);
    step->setConfirmTimeout(c.request.confirmTimeout);
    // What to move aside is decided from the nodes as they are now, not as they were when the
    // plan was made: a Restore since then puts moved files back.
    step->setReadFilesToMoveAside(true);
    return step;
}

Result<Step *> makeBandwidth(const StepContext &c, QObject *parent)
{
    if (!c.request.bandwidthCommand) {
        return makeError(c.request.bandwidthCommandError.isEmpty()
                             ? TableText::tr("Make the network plan first (step 4).")
                             : c.request.bandwidthCommandError);
    }
    QStringList order; // the plan's first node runs mpirun
    for (const NodePlan &node : c.state.plan.nodes)
        order << node.node;
    auto *step = new BandwidthStep(c.pool.connectedRunners(order),
                                   *c.request.bandwidthCommand,
                                   c.request.bandwidth,
                                   c.request.bandwidthThresholdGBps,
                                   parent);
    // The speeds and MTUs the cabling step read, so the verdicts can name a slow twin or
    // ends that disagree on MTU.
    step->setLinks(RunLinks::fromPlan(c.state.plan, c.state.cabling));
    return step;
}

Result<Step *> makeDoctor(const StepContext &c, QObject *parent)
{
    // What the session's earlier steps found wrong is a symptom too (Diagnosis::earlierChecks).
    QList<Check> earlier;
    for (StepId step : {StepId::DeviceChecks, StepId::Cabling, StepId::Verify}) {
        for (const Check &check : c.state.checks.value(step)) {
            if (check.status == CheckStatus::Fail)
                earlier << check;
        }
    }
    return new DoctorStep(c.pool.connectedRunners(),
                          c.pool.sudoPassword(),
                          c.request.doctor,
                          c.state.plan,
                          c.state.topologyKind,
                          earlier,
                          parent);
}

Result<Step *> makeEndLeftovers(const StepContext &c, QObject *parent)
{
    // Only what the last connect found left behind (LeftoverRun::endable, judged again now).
    QMap<QString, QStringList> runs;
    for (const Check &check : c.state.checks.value(StepId::Devices)) {
        for (const LeftoverRun &run : LeftoverRuns::endable(check))
            runs[check.node] << run.runId;
    }
    if (runs.isEmpty())
        return makeError(TableText::tr("No test run left behind was found; connect again to "
                                       "look once more."));
    return new EndLeftoversStep(c.pool.connectedRunners(), runs, parent);
}

QList<StepRow> makeRows()
{
    using A = StepAction;
    using S = StepId;
    return {
        {A::Connect,
         S::Devices,
         false,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             return new ConnectStep(&c.pool, p);
         }},
        {A::InstallKey,
         S::Devices,
         true,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             return new InstallKeyStep(nodeNames(c.pool.nodes()), c.pool.connectedRunners(), p);
         }},
        {A::DeviceChecks,
         S::DeviceChecks,
         false,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             return new DeviceCheckStep(c.pool.connectedRunners(), c.pool.sudoPassword(), p);
         }},
        {A::Cabling,
         S::Cabling,
         false,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             return new CablingChecks(c.pool.connectedRunners(), p);
         }},
        {A::NetworkPlan,
         S::NetworkPlan,
         false,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             auto *step = new NetworkPlanStep(
                 c.pool.connectedRunners(), c.state.topology, c.state.cabling, c.request.plan, p);
             step->setSudoPassword(c.pool.sudoPassword());
             return step;
         }},
        {A::Apply,
         S::Apply,
         false,
         false,
         makeApply,
         [](Step *s, Workflow *w) {
             QObject::connect(
                 static_cast<ApplyStep *>(s), &ApplyStep::countdown, w, &Workflow::applyCountdown);
         }},
        {A::Restore,
         S::Apply,
         false,
         true,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             auto *step = new RestoreStep(c.pool.connectedRunners(), p);
             step->setSudoPassword(c.pool.sudoPassword());
             step->setForce(c.request.forceRestore);
             return step;
         }},
        {A::SshFabric,
         S::SshFabric,
         false,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             return new SshFabricStep(c.pool.connectedRunners(), c.state.plan, p);
         }},
        {A::UndoFabric,
         S::SshFabric,
         false,
         true,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             auto *step = new FabricUndo(c.pool.connectedRunners(), p);
             step->setRemoveKey(true);
             return step;
         }},
        {A::Verify,
         S::Verify,
         false,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             return new VerifyStep(c.pool.connectedRunners(), c.state.plan, p);
         }},
        {A::Bandwidth,
         S::Bandwidth,
         false,
         false,
         makeBandwidth,
         [](Step *s, Workflow *w) {
             auto *step = static_cast<BandwidthStep *>(s);
             QObject::connect(step, &BandwidthStep::pointReady, w, &Workflow::bandwidthPoint);
             QObject::connect(step, &BandwidthStep::rowReady, w, &Workflow::bandwidthRow);
             QObject::connect(step, &BandwidthStep::sampleReady, w, &Workflow::bandwidthSample);
             QObject::connect(step, &BandwidthStep::healthTick, w, &Workflow::healthTick);
             QObject::connect(step, &BandwidthStep::healthEvent, w, &Workflow::healthEvent);
         }},
        {A::Doctor, S::Doctor, false, false, makeDoctor},
        {A::Repair,
         S::Doctor,
         true,
         false,
         [](const StepContext &c, QObject *p) -> Result<Step *> {
             return new RepairStep(
                 c.pool.connectedRunners(), c.pool.sudoPassword(), c.request.repairs, p);
         }},
        {A::EndLeftovers, S::Devices, true, false, makeEndLeftovers},
    };
}

} // namespace

const StepRow &StepTable::row(StepAction action)
{
    static const QList<StepRow> rows = makeRows();
    const StepRow &found = rows.at(int(action));
    Q_ASSERT(found.action == action); // rows in StepAction order
    return found;
}

} // namespace Tandem
