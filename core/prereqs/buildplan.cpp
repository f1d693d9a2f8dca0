// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildplan.h"

#include "buildinfo.h"
#include "prereqs/prerequisitechecks.h"

#include <algorithm>

namespace Tandem {

namespace {

constexpr PrereqComponent kOrder[] = {PrereqComponent::Perftest,
                                      PrereqComponent::Mpi,
                                      PrereqComponent::Nccl,
                                      PrereqComponent::NcclTests,
                                      PrereqComponent::Probe};

CheckStatus statusOf(const QList<Check> &checks, PrereqComponent component, const QString &node)
{
    const QString id = PrerequisiteChecks::checkId(component);
    for (const Check &check : checks) {
        if (check.id == id && check.node == node)
            return check.status;
    }
    return CheckStatus::Pending;
}

Check refusal(PrereqComponent component, const QString &node, const QString &why)
{
    Check check;
    check.id = PrerequisiteChecks::buildCheckId(component);
    check.node = node;
    check.title = PrerequisiteChecks::title(check.id);
    check.status = CheckStatus::Fail;
    check.detail = BuildPlan::tr("Not built: %1").arg(why);
    return check;
}

QString missingTools(const NodePrerequisites &node, const QStringList &tools)
{
    QStringList missing;
    for (const QString &tool : tools) {
        if (!node.hasTool(tool))
            missing << tool;
    }
    if (missing.isEmpty())
        return {};
    return BuildPlan::tr("%1 missing on the node (sudo apt-get install %2).")
        .arg(missing.join(QStringLiteral(", ")),
             missing.join(QLatin1Char(' '))
                 .replace(QLatin1String("g++"), QLatin1String("g++ build-essential"))
                 .replace(QLatin1String("nvcc"), QLatin1String("cuda-toolkit")));
}

// The key the detection reports a component's folder under (PrereqScripts::detectCommand).
QString folderKey(PrereqComponent component)
{
    switch (component) {
    case PrereqComponent::Nccl: return QStringLiteral("nccl");
    case PrereqComponent::NcclTests: return QStringLiteral("nccl-tests");
    case PrereqComponent::Probe: return QStringLiteral("tandem-probe");
    default: return {};
    }
}

QString &locationOf(InstallLocations &locations, PrereqComponent component)
{
    switch (component) {
    case PrereqComponent::Nccl: return locations.ncclHome;
    case PrereqComponent::NcclTests: return locations.ncclTestsDir;
    default: return locations.probePath;
    }
}

QString ownLocation(PrereqComponent component)
{
    switch (component) {
    case PrereqComponent::Nccl: return QString::fromLatin1(InstallLocations::ownNcclHome);
    case PrereqComponent::NcclTests: return QString::fromLatin1(InstallLocations::ownNcclTestsDir);
    default: return QString::fromLatin1(InstallLocations::ownProbePath);
    }
}

// A folder as the user knows it: relative ones are in their home directory.
QString shown(const QString &folder)
{
    return folder.startsWith(QLatin1Char('/')) ? folder : QStringLiteral("~/") + folder;
}

QString suffixOf(PrereqComponent component)
{
    return component == PrereqComponent::Probe ? QStringLiteral("build/tandem-probe")
                                               : QStringLiteral("build");
}

} // namespace

void BuildPlan::avoidForeignFolders(InstallLocations &locations,
                                    const QList<PrereqComponent> &wanted,
                                    const QStringList &nodes,
                                    const QMap<QString, NodePrerequisites> &found,
                                    const QList<Check> &checks,
                                    bool rebuild)
{
    for (PrereqComponent c :
         {PrereqComponent::Nccl, PrereqComponent::NcclTests, PrereqComponent::Probe}) {
        if (!wanted.contains(c))
            continue;
        // What is built against NCCL follows it when it moves: rebuilt on every node.
        const bool followsNccl
            = c != PrereqComponent::Nccl && m_everywhere.contains(PrereqComponent::Nccl);
        if (followsNccl)
            m_everywhere << c;
        QStringList theirs; // nodes that need the build where a user's folder is in the way
        for (const QString &name : nodes) {
            const bool needed
                = rebuild || followsNccl || statusOf(checks, c, name) != CheckStatus::Pass;
            if (needed && found.value(name).folders.value(folderKey(c)) == QLatin1String("foreign"))
                theirs << name;
        }
        if (theirs.isEmpty())
            continue;
        QString &location = locationOf(locations, c);
        const QString folder
            = InstallLocations::sourceDirOf(location, suffixOf(c)).value_or(location);
        if (location == ownLocation(c)) {
            for (const QString &name : std::as_const(theirs)) {
                refused << refusal(c,
                                   name,
                                   tr("%1 on this node was not made by Tandem (it has no "
                                      ".tandem-build), so Tandem leaves it as it is. Move it, or "
                                      "choose another location.")
                                       .arg(shown(folder)));
            }
            continue;
        }
        location = ownLocation(c);
        if (!m_everywhere.contains(c))
            m_everywhere << c;
        notes << tr("%1 on %2 is not Tandem's (it has no .tandem-build), so Tandem leaves it as "
                    "it is and builds %3 into %4 on every node instead; the bandwidth test uses "
                    "that build from then on.")
                     .arg(shown(folder),
                          theirs.join(QStringLiteral(", ")),
                          componentName(c),
                          shown(InstallLocations::sourceDirOf(location, suffixOf(c))
                                    .value_or(location)));
    }
}

QString BuildPlan::componentName(PrereqComponent component)
{
    switch (component) {
    case PrereqComponent::Perftest: return QStringLiteral("perftest");
    case PrereqComponent::Mpi: return tr("Open MPI");
    case PrereqComponent::Nccl: return QStringLiteral("NCCL");
    case PrereqComponent::NcclTests: return QStringLiteral("nccl-tests");
    case PrereqComponent::Probe: return QStringLiteral("tandem-probe");
    }
    return {};
}

BuildPlan BuildPlan::make(const QList<PrereqComponent> &wanted,
                          const QStringList &nodes,
                          const QMap<QString, NodePrerequisites> &found,
                          const QList<Check> &checks,
                          const InstallLocations &locations,
                          const BuildSources &sources,
                          bool rebuild)
{
    BuildPlan plan;
    InstallLocations where = locations;
    if (locations.validate())
        plan.avoidForeignFolders(where, wanted, nodes, found, checks, rebuild);
    if (where != locations)
        plan.relocated = where;
    const auto sourcesOk = sources.validate();
    const auto locationsOk = where.validate();
    for (const QString &name : nodes) {
        if (!found.contains(name)) {
            for (PrereqComponent c : wanted)
                plan.refused << refusal(
                    c, name, tr("Tandem could not check this node; run the check again."));
            continue;
        }
        const NodePrerequisites &node = found.value(name);
        BuildJob job;
        job.node = name;
        const auto needed = [&](PrereqComponent c) {
            return wanted.contains(c)
                   && (rebuild || plan.m_everywhere.contains(c)
                       || statusOf(checks, c, name) != CheckStatus::Pass);
        };
        // nccl-tests and the probe compile against Open MPI's development files.
        const bool mpiForBuilds
            = (needed(PrereqComponent::NcclTests) || needed(PrereqComponent::Probe))
              && node.mpi.mpicc.isEmpty();
        QList<PrereqComponent> todo;
        for (PrereqComponent c : kOrder) {
            if (needed(c) || (c == PrereqComponent::Mpi && mpiForBuilds))
                todo << c;
        }

        const QStringList compilers{
            QStringLiteral("git"), QStringLiteral("make"), QStringLiteral("nvcc")};
        // NCCL as it will be: where it moved, only what this job builds there counts.
        const bool ncclMoved = where.ncclHome != locations.ncclHome;
        const auto ncclThere = [&] {
            return (!ncclMoved && !node.nccl.header.isEmpty())
                   || job.components.contains(PrereqComponent::Nccl);
        };
        const auto reason = [&](PrereqComponent c) -> QString {
            switch (c) {
            case PrereqComponent::Perftest:
            case PrereqComponent::Mpi: return {};
            case PrereqComponent::Nccl:
                if (!sourcesOk)
                    return sourcesOk.error().toString();
                if (const auto dir = where.ncclSourceDir(); !dir)
                    return dir.error().toString();
                return missingTools(node, compilers);
            case PrereqComponent::NcclTests:
                if (!sourcesOk)
                    return sourcesOk.error().toString();
                if (const auto dir = where.ncclTestsSourceDir(); !dir)
                    return dir.error().toString();
                if (const QString tools = missingTools(node, compilers); !tools.isEmpty())
                    return tools;
                if (!ncclThere())
                    return tr("nccl-tests builds against NCCL, and there is none in %1; build NCCL "
                              "too.")
                        .arg(where.ncclHome);
                return {};
            case PrereqComponent::Probe:
                if (!locationsOk)
                    return locationsOk.error().toString();
                if (const auto dir = where.probeSourceDir(); !dir)
                    return dir.error().toString();
                return missingTools(
                    node, {QStringLiteral("cmake"), QStringLiteral("make"), QStringLiteral("g++")});
            }
            return {};
        };
        for (PrereqComponent c : std::as_const(todo)) {
            const QString id = PrerequisiteChecks::buildCheckId(c);
            if (std::any_of(plan.refused.cbegin(), plan.refused.cend(), [&](const Check &r) {
                    return r.id == id && r.node == name;
                }))
                continue; // refused above: a user's folder at Tandem's own location
            if (const QString why = reason(c); !why.isEmpty())
                plan.refused << refusal(c, name, why);
            else
                job.components << c;
        }
        job.probeWithNccl
            = ncclThere() && !node.gpu.isEmpty() && node.hasTool(QStringLiteral("nvcc"));
        if (!job.components.isEmpty())
            plan.jobs << job;
    }
    return plan;
}

QStringList BuildPlan::describe(const BuildJob &job,
                                const InstallLocations &locations,
                                const BuildSources &sources)
{
    QStringList lines;
    for (PrereqComponent c : job.components) {
        switch (c) {
        case PrereqComponent::Perftest:
            lines << tr("install perftest (ib_write_bw, for the Doctor) with sudo: apt-get install "
                        "perftest");
            break;
        case PrereqComponent::Mpi:
            lines << tr("install Open MPI with sudo: apt-get install openmpi-bin libopenmpi-dev");
            break;
        case PrereqComponent::Nccl:
            lines << tr("build NCCL %1 from %2 for the GB10 (sm_121) into %3 (NCCL_HOME %4)")
                         .arg(sources.ncclTag,
                              sources.ncclUrl,
                              locations.ncclSourceDir().value_or(QString()),
                              locations.ncclHome);
            break;
        case PrereqComponent::NcclTests:
            lines << tr("build nccl-tests (%1) from %2 with MPI=1 into %3")
                         .arg(sources.ncclTestsTag.isEmpty() ? tr("default branch")
                                                             : sources.ncclTestsTag,
                              sources.ncclTestsUrl,
                              locations.ncclTestsSourceDir().value_or(QString()));
            break;
        case PrereqComponent::Probe:
            lines << (job.probeWithNccl ? tr("build tandem-probe %1 (NCCL and MPI backends) from "
                                             "the source Tandem carries into %2")
                                        : tr("build tandem-probe %1 (MPI backend only) from the "
                                             "source Tandem carries into %2"))
                         .arg(version(), locations.probeSourceDir().value_or(QString()));
            break;
        }
    }
    return lines;
}

} // namespace Tandem
