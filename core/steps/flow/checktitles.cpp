// SPDX-License-Identifier: GPL-3.0-or-later
#include "checktitles.h"

#include "checks/cablinganalysis.h"
#include "doctor/knowledge.h"
#include "prereqs/prerequisitechecks.h"
#include "remote/leftoverruns.h"
#include "session/workflowstate.h"
#include "steps/apply/applyjob.h"
#include "steps/apply/restorestep.h"
#include "steps/bandwidth/bandwidthstep.h"
#include "steps/devices/connectstep.h"
#include "steps/devices/devicechecks.h"
#include "steps/devices/installkeystep.h"
#include "steps/devices/userchecks.h"
#include "steps/doctor/doctorstep.h"
#include "steps/fabric/sshfabricstep.h"
#include "steps/plan/networkplanstep.h"
#include "steps/verify/verifystep.h"

namespace Tandem {

QString CheckTitles::of(const QString &id)
{
    // Each step's own table answers for its ids and gives any other id back unchanged.
    using TitleOf = QString (*)(const QString &);
    static constexpr TitleOf tables[] = {&DeviceChecks::title,
                                         &CablingAnalysis::title,
                                         &NetworkPlanStep::title,
                                         &ApplyJob::title,
                                         &RestoreStep::title,
                                         &SshFabricStep::title,
                                         &VerifyStep::title,
                                         &BandwidthStep::title,
                                         &PrerequisiteChecks::title,
                                         &DoctorStep::title};
    for (TitleOf title : tables) {
        if (const QString text = title(id); text != id)
            return text;
    }
    // Steps whose one check is made in one place.
    if (id == QLatin1String("device.ssh"))
        return ConnectStep::sshCheck({}, CheckStatus::Pending, {}).title;
    if (id == QLatin1String("device.leftovers"))
        return LeftoverRuns::checkOf({}, CheckStatus::Pending, {}).title;
    if (id == QLatin1String("device.key"))
        return InstallKeyStep::keyCheck({}, CheckStatus::Pending, {}).title;
    if (id == QLatin1String("user.same"))
        return UserChecks::compare({}).title;
    return {};
}

void CheckTitles::retitle(QHash<StepId, QList<Check>> &checks)
{
    for (QList<Check> &list : checks) {
        for (Check &check : list) {
            if (const QString title = of(check.id); !title.isEmpty())
                check.title = title;
        }
    }
}

void CheckTitles::retitle(WorkflowState &state)
{
    retitle(state.checks);
    for (Finding &finding : state.doctor.findings)
        Knowledge::retranslate(finding);
}

} // namespace Tandem
