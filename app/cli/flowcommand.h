// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clilogin.h"
#include "exitcode.h"
#include "nccl/installlocations.h"
#include "nccl/testspec.h"
#include "plan/addressplanner.h"
#include "steps/doctor/doctoroptions.h"
#include "steps/flow/steptimings.h"
#include "steps/flow/workflow.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <chrono>

namespace Tandem::Cli {

struct ConnectOptions
{
    LoginOptions login;
    PlanOptions plan; // --base, --prefix, --mtu
    std::chrono::seconds confirmTimeout{120};
    bool forceRestore = false;  // --force-restore: also files edited since Tandem wrote them
    TestSpec bandwidth;         // --tool, --test, -b/-e/-f, --soak, --threshold, --env
    InstallLocations locations; // --nccl-home, --nccl-tests-dir, --probe
    QStringList reportPaths;    // --report: the acceptance report written when the flow ends
    DoctorOptions doctor;       // --python, --no-rdma, --no-nccl
    bool fix = false;           // doctor --fix: repair what Tandem can, then look again
    bool timings = false;       // --timings: where the time went, per step and node, on stderr
};

// One tandem-cli command that connects to the nodes and runs steps of the guided flow in
// order (FlowSteps::of: check, plan, apply, keys, verify, restore, setup, bandwidth). Each step
// is started only when the one gate (StepGate) allows it, as in the GUI; a command that relies
// on earlier steps it does not run (verify, bandwidth) takes them as done unless its --state
// says otherwise. bandwidth streams its rows (or samples) as they arrive: with --json one JSON
// object per line, then a closing {"type":"verdict",...} line (docs/cli-json.md). A step that
// fails or is refused stops the flow; a change (apply, keys, restore) is shown and asked for
// unless --yes. Exit 0 all passed (warnings allowed), 1 a check failed, 2 bad usage, 3 a node
// could not be reached or logged in to. Driven by the application's event loop: start(), then
// finished(code).
class FlowCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FlowCommand)

public:
    FlowCommand(QList<StepAction> actions,
                QStringList hosts,
                ConnectOptions options,
                QObject *parent = nullptr);

    void start();
    // SIGINT, SIGTERM or SIGHUP arrived: a bandwidth run is cancelled and finished() follows once
    // every node is cleaned up, with a closing verdict that says "cancelled" and the exit
    // code 128 + signo; anything else stops at once. A second signal stops at once too.
    void interrupt(int signo);

Q_SIGNALS:
    void finished(Tandem::ExitCode code);

private:
    // Takes back the session saved in --state when it is about the same nodes.
    [[nodiscard]] bool resumeSession(const QList<NodeAddress> &nodes);
    void next();
    void stepFinished(StepId step);
    [[nodiscard]] bool confirmChange(StepAction action);
    void announceBandwidth();
    // The Doctor ran: with --fix and something to repair, the repairs and a second Doctor are
    // queued; otherwise its findings are printed and decide the exit status.
    void doctorFinished();
    void reportPlan();
    void conclude(ExitCode code);
    // --report: the acceptance report of this session, to every path asked for. A file that
    // cannot be written turns a passed flow into exit 2 (unusable input), with the reason.
    [[nodiscard]] ExitCode writeReports(ExitCode code);
    [[nodiscard]] QString verdictStatus(ExitCode code) const;
    [[nodiscard]] StepAction current() const { return m_actions.at(m_current); }

    QList<StepAction> m_actions;
    int m_current = -1;
    QStringList m_hosts;
    ConnectOptions m_options;
    Workflow m_workflow;
    StepTimings *m_timings = nullptr; // with --timings
    QStringList m_refusedKeys;
    QJsonObject m_document;
    QString m_text;
    bool m_failed = false;
    bool m_fixTried = false;   // doctor --fix: the repairs were queued once
    QList<Finding> m_repairs;  // doctor --fix: the fixable findings of the first look
    QJsonObject m_firstDoctor; // doctor --fix: the first look, before the repairs
    bool m_streaming = false;  // JSON lines: the closing document is one compact line
    int m_signal = 0;          // the signal that interrupted the command, 0 if none
    bool m_concluded = false;
};

} // namespace Tandem::Cli
