// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "nccl/installlocations.h"
#include "prereqs/buildsources.h"
#include "prereqs/prerequisitetypes.h"

#include <QCoreApplication>
#include <QMap>

#include <optional>

namespace Tandem {

// What one node builds, in order (perftest, Open MPI, NCCL, nccl-tests, tandem-probe).
struct BuildJob
{
    QString node;
    QList<PrereqComponent> components;
    bool probeWithNccl = false; // the probe gets its NCCL backend (a GPU, nvcc and NCCL are there)

    friend bool operator==(const BuildJob &, const BuildJob &) = default;
};

// What "Build missing" would do on which node, worked out from the last check before anything
// runs, so the user sees it first: the jobs, and for each component that cannot be built on a
// node a failed prereq.build.* check saying why (a tool missing, NCCL missing for nccl-tests,
// a location Tandem will not replace, a refused NCCL tag). Plain value type; pure functions.
struct BuildPlan
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::BuildPlan)

public:
    QList<BuildJob> jobs;
    QList<Check> refused;
    // Set where a user's own folder sits at a location on a node that needs the build: that
    // component is then built into Tandem's own folder (InstallLocations::own*) on every node,
    // a note says so, and these are the locations the builds use, adopted for the session
    // when the build starts.
    std::optional<InstallLocations> relocated;
    QStringList notes;

    // Where the builds go: `relocated`, else the session's `current` locations.
    [[nodiscard]] InstallLocations where(const InstallLocations &current) const
    {
        return relocated.value_or(current);
    }

    [[nodiscard]] bool isEmpty() const { return jobs.isEmpty(); }

    // Builds each of `wanted` on each node (in `nodes` order) whose check of it did not pass,
    // or on every node with `rebuild` (another tag, say), or on every node when it moves to
    // Tandem's own folder; Open MPI's install comes in where nccl-tests or the probe would
    // need its development files. perftest's install, when wanted, comes first: it is quick and
    // nothing waits for it. `checks` are the last detection's, `found` its reports.
    [[nodiscard]] static BuildPlan make(const QList<PrereqComponent> &wanted,
                                        const QStringList &nodes,
                                        const QMap<QString, NodePrerequisites> &found,
                                        const QList<Check> &checks,
                                        const InstallLocations &locations,
                                        const BuildSources &sources,
                                        bool rebuild = false);

    // One line per component of the job: what is built from where into which folder (or, for
    // perftest and Open MPI, the apt-get command run with sudo).
    [[nodiscard]] static QStringList
    describe(const BuildJob &job, const InstallLocations &locations, const BuildSources &sources);
    [[nodiscard]] static QString componentName(PrereqComponent component);

private:
    void avoidForeignFolders(InstallLocations &locations,
                             const QList<PrereqComponent> &wanted,
                             const QStringList &nodes,
                             const QMap<QString, NodePrerequisites> &found,
                             const QList<Check> &checks,
                             bool rebuild);
    // Built on every node: moved to Tandem's own folder, or built against NCCL that moved.
    QList<PrereqComponent> m_everywhere;
};

} // namespace Tandem
