// SPDX-License-Identifier: GPL-3.0-or-later
#include "checktitles.h"

#include "checks/cablinganalysis.h"
#include "prereqs/prerequisitechecks.h"
#include "remote/leftoverruns.h"
#include "steps/applyjob.h"
#include "steps/bandwidthstep.h"
#include "steps/connectstep.h"
#include "steps/devicechecks.h"
#include "steps/doctorstep.h"
#include "steps/installkeystep.h"
#include "steps/restorestep.h"
#include "steps/sshfabricstep.h"
#include "steps/userchecks.h"
#include "steps/verifystep.h"

namespace Tandem {

QString CheckTitles::of(const QString &id)
{
    // Each step's own table answers for its ids and gives any other id back unchanged.
    using TitleOf = QString (*)(const QString &);
    static constexpr TitleOf tables[] = {&DeviceChecks::title,
                                         &CablingAnalysis::title,
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

} // namespace Tandem
