// SPDX-License-Identifier: GPL-3.0-or-later
#include "prerequisitesbuild.h"

#include "prereqs/prereqscripts.h"
#include "remote/commandresult.h"
#include "remote/noderunner.h"

namespace Tandem {

PrerequisitesBuild::PrerequisitesBuild(QList<NodeRunner *> nodes,
                                       BuildRequest request,
                                       QObject *parent)
    : Step(parent)
    , m_request(std::move(request))
{
    for (const BuildJob &job : std::as_const(m_request.jobs)) {
        for (NodeRunner *runner : nodes) {
            if (runner && runner->nodeName() == job.node) {
                NodeState state;
                state.runner = runner;
                state.job = job;
                m_nodes.insert(job.node, state);
            }
        }
    }
}

PrerequisitesBuild::~PrerequisitesBuild()
{
    m_request.sudoPassword.fill('\0');
}

Check PrerequisitesBuild::buildCheck(const QString &node,
                                     PrereqComponent component,
                                     CheckStatus status,
                                     const QString &detail) const
{
    Check check;
    check.id = PrerequisiteChecks::buildCheckId(component);
    check.node = node;
    check.title = PrerequisiteChecks::title(check.id);
    check.status = status;
    check.detail = detail;
    return check;
}

void PrerequisitesBuild::run()
{
    m_cancelled = false;
    for (const NodeState &state : std::as_const(m_nodes)) {
        for (PrereqComponent c : state.job.components)
            record(
                buildCheck(state.job.node, c, CheckStatus::Pending, tr("Waiting for its turn.")));
    }
    m_active = int(m_nodes.size());
    if (m_active == 0) {
        Q_EMIT finished();
        return;
    }
    const QStringList names = m_nodes.keys();
    for (const QString &node : names)
        startNext(node);
}

void PrerequisitesBuild::cancel()
{
    if (m_active == 0 || m_cancelled)
        return;
    m_cancelled = true;
    // Every command a runner started ends, with its remote process group: the build's make,
    // compilers and git go with it, and its script removes the half-built folder.
    for (const NodeState &state : std::as_const(m_nodes)) {
        if (state.runner)
            state.runner->cancelAll();
    }
}

void PrerequisitesBuild::nodeDone()
{
    if (--m_active > 0)
        return;
    m_request.sudoPassword.fill('\0');
    Q_EMIT finished();
}

void PrerequisitesBuild::startNext(const QString &node)
{
    NodeState &state = m_nodes[node];
    if (state.next >= state.job.components.size() || !state.runner) {
        nodeDone();
        return;
    }
    const PrereqComponent component = state.job.components.at(state.next++);
    if (m_cancelled) {
        record(
            buildCheck(node, component, CheckStatus::Skipped, tr("Cancelled before it started.")));
        startNext(node);
        return;
    }
    state.progress = BuildProgress(component);
    state.tail.clear();
    record(buildCheck(node, component, CheckStatus::Running, tr("Building\u2026")));
    Q_EMIT progressChanged(node, component, 0.0);

    if (component != PrereqComponent::Probe) {
        runCommand(node, component);
        return;
    }
    // The probe's sources go up first (SFTP), then the build unpacks them.
    Q_EMIT lineReceived(node,
                        component,
                        tr("tandem: uploading the tandem-probe sources (%n byte(s))",
                           nullptr,
                           int(m_request.probeBundle.size())));
    state.runner->upload(m_request.probeBundle,
                         QString::fromLatin1(PrereqScripts::bundleUploadPath),
                         0600,
                         this,
                         [this, node, component](const CommandResult &result) {
                             if (!result.ok() || m_cancelled) {
                                 componentDone(node, component, result);
                                 return;
                             }
                             runCommand(node, component);
                         });
}

void PrerequisitesBuild::runCommand(const QString &node, PrereqComponent component)
{
    NodeState &state = m_nodes[node];
    const InstallLocations &where = m_request.locations;
    RemoteCommand command;
    switch (component) {
    case PrereqComponent::Perftest:
        command = PrereqScripts::perftestCommand(m_request.sudoPassword);
        break;
    case PrereqComponent::Mpi: command = PrereqScripts::mpiCommand(m_request.sudoPassword); break;
    case PrereqComponent::Nccl:
        command = PrereqScripts::ncclCommand(where.ncclSourceDir().value_or(QString()),
                                             m_request.sources);
        break;
    case PrereqComponent::NcclTests:
        command = PrereqScripts::ncclTestsCommand(
            where.ncclTestsSourceDir().value_or(QString()), where.ncclHome, m_request.sources);
        break;
    case PrereqComponent::Probe:
        command = PrereqScripts::probeCommand(where.probeSourceDir().value_or(QString()),
                                              QString::fromLatin1(PrereqScripts::bundleUploadPath),
                                              state.job.probeWithNccl,
                                              where.ncclHome,
                                              m_request.probe.version,
                                              m_request.probe.sourceId);
        break;
    }
    state.runner->runStreaming(
        command,
        this,
        [this, node, component](const QByteArray &raw) {
            NodeState &s = m_nodes[node];
            const QString line = QString::fromUtf8(raw);
            s.tail << line;
            if (s.tail.size() > tailLines)
                s.tail.removeFirst();
            if (s.progress.feed(line))
                Q_EMIT progressChanged(node, component, s.progress.fraction());
            Q_EMIT lineReceived(node, component, line);
        },
        [this, node, component](const CommandResult &result) {
            componentDone(node, component, result);
        });
    command.clearSecrets();
}

void PrerequisitesBuild::componentDone(const QString &node,
                                       PrereqComponent component,
                                       const CommandResult &result)
{
    NodeState &state = m_nodes[node];
    const bool ok = result.ok() && !m_cancelled;
    state.progress.finish(ok);
    Q_EMIT progressChanged(node, component, state.progress.fraction());

    Check check = buildCheck(node, component, ok ? CheckStatus::Pass : CheckStatus::Fail, {});
    check.evidence = {result.toEvidence()};
    const QString tail = state.tail.join(QLatin1Char('\n'));
    const bool apt = component == PrereqComponent::Mpi || component == PrereqComponent::Perftest;
    if (ok) {
        check.detail = component == PrereqComponent::Mpi        ? tr("Open MPI is installed.")
                       : component == PrereqComponent::Perftest ? tr("perftest is installed.")
                                                                : tr("Built and put in place.");
    } else if (m_cancelled) {
        check.status = CheckStatus::Skipped;
        check.detail = tr("Cancelled; the build was ended on the node and the previous install was "
                          "left as it was.");
    } else {
        const QString why = result.error ? result.error->toString()
                                         : tr("it exited with status %1").arg(result.exitStatus);
        check.detail
            = tail.isEmpty()
                  ? tr("The build failed (%1); the previous install was left as it was.").arg(why)
                  : tr("The build failed (%1); the previous install was left as it was. The end of "
                       "its log:\n%2")
                        .arg(why, tail);
        check.fix = apt ? tr("Check that the node reaches its package mirrors and that sudo "
                             "accepts the password.")
                        : tr("Read the log (the evidence), fix what it names on the node, and "
                             "build again.");
    }
    record(check);
    // Nothing after perftest needs it: its failed install skips none of the builds.
    if (ok || (component == PrereqComponent::Perftest && !m_cancelled)) {
        startNext(node);
        return;
    }
    // What comes after a failed component on this node depends on it, or waits for a retry.
    while (state.next < state.job.components.size()) {
        const PrereqComponent skipped = state.job.components.at(state.next++);
        record(buildCheck(node,
                          skipped,
                          CheckStatus::Skipped,
                          m_cancelled ? tr("Cancelled before it started.")
                                      : tr("Not built, because the step before it failed.")));
    }
    nodeDone();
}

} // namespace Tandem
