// SPDX-License-Identifier: GPL-3.0-or-later
#include "prereqscripts.h"

#include "nccl/installlocations.h"
#include "prereqs/buildsources.h"
#include "prereqs/embeddedscripts.h" // core/prereqs/scripts/*.sh

#include <chrono>

using namespace std::chrono_literals;

namespace Tandem {

namespace {

// A build may take long (NCCL: many minutes on a Spark), but never forever.
constexpr auto kBuildTimeout = std::chrono::hours(3);

// Whether a path climbs out of where it points: a ".." component ("..", "a/../b", "../x").
bool climbs(const QString &path)
{
    return path.split(QLatin1Char('/')).contains(QLatin1String(".."));
}

// What runs instead of a script given a path with "..": it only says why and fails, so the
// step reports it like any failed build and nothing is changed on the node.
RemoteCommand refused(const char *name, const QString &path, std::chrono::milliseconds timeout)
{
    static const QByteArray script
        = "printf 'tandem: refusing the path %s: it holds \"..\"\\n' \"$1\" >&2; exit 2\n";
    RemoteCommand cmd({"sh", "-c", script, name, path.toUtf8()});
    cmd.setTimeout(timeout);
    return cmd;
}

RemoteCommand command(const char *name,
                      const QByteArray &script,
                      const QStringList &args,
                      std::chrono::milliseconds timeout,
                      qsizetype pathArgs = 0)
{
    // The first pathArgs arguments are folders and files the script creates, replaces or
    // removes: none may lead out of where the user pointed it.
    for (qsizetype i = 0; i < pathArgs && i < args.size(); ++i) {
        if (climbs(args.at(i)))
            return refused(name, args.at(i), timeout);
    }
    QList<QByteArray> argv{"sh", "-c", script, name};
    for (const QString &arg : args)
        argv << arg.toUtf8();
    RemoteCommand cmd(argv);
    cmd.setTimeout(timeout);
    return cmd;
}

} // namespace

QByteArray PrereqScripts::detectScript()
{
    return QByteArray(Scripts::Prereqs::prelude) + Scripts::Prereqs::detect;
}

QByteArray PrereqScripts::ncclScript()
{
    return QByteArray(Scripts::Prereqs::prelude) + Scripts::Prereqs::buildPrelude
           + Scripts::Prereqs::buildNccl;
}

QByteArray PrereqScripts::ncclTestsScript()
{
    return QByteArray(Scripts::Prereqs::prelude) + Scripts::Prereqs::buildPrelude
           + Scripts::Prereqs::buildNcclTests;
}

QByteArray PrereqScripts::probeScript()
{
    return QByteArray(Scripts::Prereqs::prelude) + Scripts::Prereqs::buildPrelude
           + Scripts::Prereqs::buildProbe;
}

QByteArray PrereqScripts::mpiScript()
{
    return Scripts::Prereqs::installMpi;
}

QByteArray PrereqScripts::perftestScript()
{
    return Scripts::Prereqs::installPerftest;
}

RemoteCommand PrereqScripts::detectCommand(const InstallLocations &locations)
{
    // Then the folders a build would replace, so that the plan knows before it runs which of
    // them are a user's own (BuildPlan).
    return command("tandem-prereqs",
                   detectScript(),
                   {locations.ncclHome,
                    locations.ncclTestsDir,
                    locations.probePath,
                    locations.ncclSourceDir().value_or(QString()),
                    locations.ncclTestsSourceDir().value_or(QString()),
                    locations.probeSourceDir().value_or(QString())},
                   60s,
                   6);
}

RemoteCommand PrereqScripts::ncclCommand(const QString &sourceDir, const BuildSources &sources)
{
    return command("tandem-build-nccl",
                   ncclScript(),
                   {sourceDir, sources.ncclUrl, sources.ncclTag, sources.gencode, sources.cudaHome},
                   kBuildTimeout,
                   1);
}

RemoteCommand PrereqScripts::ncclTestsCommand(const QString &sourceDir,
                                              const QString &ncclHome,
                                              const BuildSources &sources)
{
    return command("tandem-build-nccl-tests",
                   ncclTestsScript(),
                   {sourceDir,
                    sources.ncclTestsUrl,
                    sources.ncclTestsTag,
                    ncclHome,
                    sources.cudaHome,
                    sources.gencode},
                   kBuildTimeout,
                   1);
}

RemoteCommand PrereqScripts::probeCommand(const QString &sourceDir,
                                          const QString &bundlePath,
                                          bool withNccl,
                                          const QString &ncclHome,
                                          const QString &version,
                                          const QString &sourceId)
{
    return command("tandem-build-probe",
                   probeScript(),
                   {sourceDir,
                    bundlePath,
                    withNccl ? QStringLiteral("nccl") : QStringLiteral("mpi"),
                    ncclHome,
                    version,
                    sourceId},
                   kBuildTimeout,
                   2);
}

RemoteCommand PrereqScripts::mpiCommand(const QByteArray &sudoPassword)
{
    RemoteCommand cmd = command("tandem-install-mpi", mpiScript(), {}, std::chrono::minutes(30));
    cmd.setSudo(true, sudoPassword);
    return cmd;
}

RemoteCommand PrereqScripts::perftestCommand(const QByteArray &sudoPassword)
{
    RemoteCommand cmd
        = command("tandem-install-perftest", perftestScript(), {}, std::chrono::minutes(30));
    cmd.setSudo(true, sudoPassword);
    return cmd;
}

} // namespace Tandem
