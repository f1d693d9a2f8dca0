// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clilogin.h"
#include "exitcode.h"
#include "nccl/installlocations.h"
#include "prereqs/buildsources.h"
#include "prereqs/prerequisitetypes.h"
#include "result.h"
#include "steps/flow/workflow.h"

#include <QCommandLineParser>
#include <QObject>
#include <QStringList>

namespace Tandem::Cli {

// The options of `tandem-cli prereqs` (and the location options `bandwidth` shares).
struct PrereqsOptions
{
    LoginOptions login;
    QList<PrereqComponent> build; // --build nccl,nccl-tests,probe[,mpi][,perftest]
    bool rebuild = false;         // --rebuild: also where they pass
    InstallLocations locations;   // --nccl-home, --nccl-tests-dir, --probe
    BuildSources sources; // --nccl-source, --nccl-tag, --nccl-tests-source, --nccl-tests-tag
};

// --build, --rebuild, --nccl-home, --nccl-tests-dir, --probe, --nccl-source, --nccl-tag,
// --nccl-tests-source and --nccl-tests-tag, for main() to add to its parser.
[[nodiscard]] QList<QCommandLineOption> prereqsOptions();
// The install locations the options name (defaults for those not given), or why not.
[[nodiscard]] Result<InstallLocations> readLocations(const QCommandLineParser &parser);
// Every option of the command, the connection ones included.
[[nodiscard]] Result<PrereqsOptions> readPrereqsOptions(const QCommandLineParser &parser);
// The command's line in `tandem-cli --help`.
[[nodiscard]] QString prereqsHelp();

// `tandem-cli prereqs HOST...`: connects, checks NCCL, nccl-tests, Open MPI, tandem-probe and
// perftest on every node, and with --build builds what is missing there (shown first; asked
// unless --yes), streaming each node's build log with its progress, then checks again. With
// --json, JSON lines: one {"type":"check",...} per check, {"type":"plan",...} before a build, one
// {"type":"build","node","component","progress","line"} per log line, then a closing
// {"type":"verdict",...}. Ctrl-C (SIGINT, SIGTERM, SIGHUP) during a build ends it on the nodes
// first. Exit 0 all passed (warnings allowed), 1 a check failed, 2 bad usage, 3 a node could not be
// reached. Driven by the application's event loop: start(), then finished(code).
class PrereqsCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrereqsCommand)

public:
    PrereqsCommand(QStringList hosts, PrereqsOptions options, QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    void finished(Tandem::ExitCode code);

private:
    void connected();
    void checked();
    void buildMissing();
    void printChecks();
    void conclude(ExitCode code);
    void interrupted();

    QStringList m_hosts;
    PrereqsOptions m_options;
    Workflow m_workflow;
    QStringList m_refusedKeys;
    bool m_built = false;
    bool m_interrupted = false;
    bool m_done = false;
    QHash<QString, int> m_lastPercent; // node/component -> last percent shown on a terminal
};

} // namespace Tandem::Cli
