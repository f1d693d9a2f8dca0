// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "nccl/installlocations.h"
#include "prereqs/buildplan.h"
#include "prereqs/buildprogress.h"
#include "prereqs/buildsources.h"
#include "prereqs/prerequisitechecks.h"

#include <QMap>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// What a build needs besides the plan's jobs. The sudo password is held in memory only for
// the apt-get of Open MPI and perftest, passed to sudo on stdin, and wiped when the build ends.
struct BuildRequest
{
    QList<BuildJob> jobs;
    InstallLocations locations;
    BuildSources sources;
    QByteArray probeBundle; // ProbeBundle::data()
    ProbeExpectation probe; // the version and source id built into the probe
    QByteArray sudoPassword;
};

// Step 8, second part: builds what is missing on the nodes (PrereqScripts), every node at once
// and each node's components one after another, streaming every log line with a progress
// estimate (BuildProgress). Each component ends in a prereq.build.* check: passed, or failed
// with the end of its log, the previous install left as it was; after a failure the node's
// later components are skipped (not after perftest's, which none of them needs). cancel() ends the
// remote builds (their process groups) on every node. Lives on the thread of its runners.
class PrerequisitesBuild final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrerequisitesBuild)

public:
    // How many of a failed build's last log lines its check shows.
    static constexpr int tailLines = 15;

    PrerequisitesBuild(QList<NodeRunner *> nodes, BuildRequest request, QObject *parent = nullptr);
    ~PrerequisitesBuild() override;

    void cancel() override;

Q_SIGNALS:
    void lineReceived(const QString &node, Tandem::PrereqComponent component, const QString &line);
    // 0 to 1; 1 once the component is built and in place.
    void progressChanged(const QString &node, Tandem::PrereqComponent component, double fraction);

protected:
    void run() override;

private:
    struct NodeState
    {
        QPointer<NodeRunner> runner;
        BuildJob job;
        int next = 0;
        BuildProgress progress{PrereqComponent::Mpi};
        QStringList tail;
    };
    void startNext(const QString &node);
    void runCommand(const QString &node, PrereqComponent component);
    void componentDone(const QString &node, PrereqComponent component, const CommandResult &result);
    void nodeDone();
    [[nodiscard]] Check buildCheck(const QString &node,
                                   PrereqComponent component,
                                   CheckStatus status,
                                   const QString &detail) const;

    BuildRequest m_request;
    QMap<QString, NodeState> m_nodes;
    int m_active = 0;
    bool m_cancelled = false;
};

} // namespace Tandem
