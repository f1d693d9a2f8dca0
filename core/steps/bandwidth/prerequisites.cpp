// SPDX-License-Identifier: GPL-3.0-or-later
#include "prerequisites.h"

#include "buildinfo.h"
#include "checks/checkjson.h"
#include "prereqs/probebundle.h"
#include "remote/noderunner.h"
#include "steps/bandwidth/prerequisitesbuild.h"
#include "steps/bandwidth/prerequisitesstep.h"

#include <QJsonArray>

#include <algorithm>

namespace Tandem {

Prerequisites::Prerequisites(RunnersFunction runners,
                             PasswordFunction sudoPassword,
                             QObject *parent)
    : QObject(parent)
    , m_runners(std::move(runners))
    , m_sudoPassword(std::move(sudoPassword))
{}

Prerequisites::~Prerequisites() = default;

ProbeExpectation Prerequisites::expectedProbe()
{
    return {version(), ProbeBundle::sourceId()};
}

void Prerequisites::setLocations(const InstallLocations &locations)
{
    if (locations == m_locations)
        return;
    m_locations = locations;
    Q_EMIT locationsChanged();
}

bool Prerequisites::isBuilding() const
{
    return m_build && m_build->isRunning();
}

QList<Check> Prerequisites::checks() const
{
    return m_detected + m_built;
}

void Prerequisites::clearChecks()
{
    m_detected.clear();
    m_built.clear();
    m_found.clear();
}

void Prerequisites::check()
{
    if (m_running)
        return;
    m_running = true;
    Q_EMIT started();
    runCheck();
}

void Prerequisites::runCheck()
{
    m_detected.clear();
    m_found.clear();
    delete m_step;
    m_step = new PrerequisitesStep(m_runners(), m_locations, expectedProbe(), this);
    connect(m_step, &PrerequisitesStep::checkChanged, this, [this](const Check &check) {
        upsertCheck(m_detected, check);
        Q_EMIT checkChanged(check);
    });
    connect(m_step, &PrerequisitesStep::finished, this, [this] {
        m_found = m_step->found();
        m_running = false;
        Q_EMIT finished();
    });
    m_step->start();
}

BuildPlan Prerequisites::plan(const QList<PrereqComponent> &components, bool rebuild) const
{
    QStringList nodes;
    for (NodeRunner *runner : m_runners())
        nodes << runner->nodeName();
    return BuildPlan::make(components, nodes, m_found, m_detected, m_locations, m_sources, rebuild);
}

void Prerequisites::recordBuild(const Check &check)
{
    upsertCheck(m_built, check);
    Q_EMIT checkChanged(check);
}

void Prerequisites::build(const BuildPlan &plan)
{
    if (m_running)
        return;
    m_running = true;
    Q_EMIT started();
    m_built.clear();
    for (const Check &refused : plan.refused)
        recordBuild(refused);

    // The plan may build into Tandem's own folders where a user's own sits at a location
    // (BuildPlan::notes): from now on the session uses them, for what is built there.
    if (plan.relocated && plan.relocated->validate()) {
        const auto built = [&plan](PrereqComponent c) {
            return std::any_of(plan.jobs.cbegin(), plan.jobs.cend(), [c](const BuildJob &job) {
                return job.components.contains(c);
            });
        };
        InstallLocations adopted = m_locations;
        if (built(PrereqComponent::Nccl))
            adopted.ncclHome = plan.relocated->ncclHome;
        if (built(PrereqComponent::NcclTests))
            adopted.ncclTestsDir = plan.relocated->ncclTestsDir;
        if (built(PrereqComponent::Probe))
            adopted.probePath = plan.relocated->probePath;
        if (adopted != m_locations) {
            m_locations = adopted;
            Q_EMIT locationsChanged();
        }
    }
    BuildRequest request;
    request.jobs = plan.jobs;
    request.locations = m_locations;
    request.sources = m_sources;
    request.probe = expectedProbe();
    for (const BuildJob &job : plan.jobs) {
        if (job.components.contains(PrereqComponent::Probe))
            request.probeBundle = ProbeBundle::data();
        if (job.components.contains(PrereqComponent::Mpi)
            || job.components.contains(PrereqComponent::Perftest))
            request.sudoPassword = m_sudoPassword();
    }
    delete m_build;
    m_build = new PrerequisitesBuild(m_runners(), std::move(request), this);
    connect(m_build, &PrerequisitesBuild::checkChanged, this, &Prerequisites::recordBuild);
    connect(m_build, &PrerequisitesBuild::lineReceived, this, &Prerequisites::buildLine);
    connect(m_build, &PrerequisitesBuild::progressChanged, this, &Prerequisites::buildProgress);
    // What the build changed shows in a fresh check.
    connect(m_build, &PrerequisitesBuild::finished, this, &Prerequisites::runCheck);
    m_build->start();
}

void Prerequisites::cancel()
{
    if (m_build && m_build->isRunning())
        m_build->cancel();
}

QJsonObject Prerequisites::toJson() const
{
    return {{QStringLiteral("locations"), m_locations.toJson()},
            {QStringLiteral("checks"), Tandem::toJson(checks())}};
}

void Prerequisites::restore(const QJsonObject &object)
{
    m_locations = InstallLocations::fromJson(object.value(QStringLiteral("locations")).toObject());
    m_detected = checksFromJson(object.value(QStringLiteral("checks")).toArray());
    m_built.clear();
    m_found.clear();
    Q_EMIT locationsChanged();
}

} // namespace Tandem
