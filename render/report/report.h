// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "checks/nodefacts.h"
#include "inventory/topology.h"
#include "nccl/transportsummary.h"
#include "nodeaddress.h"
#include "plan/addressplan.h"
#include "plan/planconflicts.h"
#include "report/chartgeometry.h"
#include "report/reportdoctor.h"
#include "report/reporthealth.h"
#include "report/servingsnippets.h"
#include "session/stepid.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Tandem {

struct WorkflowState;

// The verdict of one acceptance item. NotRun: the session holds no result for it yet.
enum class ItemVerdict { Pass, Fail, NotRun };

// A step's check as the report shows it: the step it came from and the check, its evidence
// output cut to Report::evidenceLines lines (the saved state keeps all of it).
struct ReportCheck
{
    StepId step = StepId::Report;
    Check check;
};

// One line of the acceptance checklist (docs/report.md, "The checklist"): what it asks, the
// verdict, why, and the checks (with their evidence) it was judged on.
struct ChecklistItem
{
    QString id; // "ping", "ssh", "nccl", "serving", "backup_restore"
    QString title;
    ItemVerdict verdict = ItemVerdict::NotRun;
    QString detail;
    QList<ReportCheck> checks;
};

// A node as the report lists it: how Tandem reached it, what it runs, its CX7 addresses.
struct ReportNode
{
    NodeAddress address;
    NodeFacts facts;
    QList<PlannedInterface> cx7;
};

// One row of a sweep's table; a value the run did not print is absent.
struct SweepRow
{
    qint64 bytes = 0;
    std::optional<double> timeUs;
    std::optional<double> algbw;
    std::optional<double> busbw;
    std::optional<double> inPlaceBusbw;
    std::optional<double> wrong;
};

// A soak in a few numbers instead of a million rows.
struct SoakSummary
{
    qsizetype samples = 0;
    double durationSeconds = 0;
    qint64 bytes = 0;
    double minBusbw = 0;
    double medianBusbw = 0;
    double meanBusbw = 0;
    double maxBusbw = 0;
    qint64 wrong = 0;
};

// The last bandwidth run as the report shows it.
struct ReportBandwidth
{
    QString tool; // "nccl-tests" or "probe"
    QString op;
    bool soak = false;
    QString command;
    QString firstNode;
    QStringList hosts;
    double thresholdGBps = 0;
    std::optional<double> judgedBusbw;
    qint64 judgedBytes = 0;
    QDateTime startedAt;
    QDateTime finishedAt;
    bool cancelled = false;
    QList<SweepRow> rows;
    std::optional<SoakSummary> soakSummary;
    TransportSummary transport;
    QString transportText; // one line: "IB on rocep1s0f1, roceP2p1s0f1 (RoCE)"
    ChartLayout chart;
    QList<Check> checks; // bandwidth.run, .transport, .threshold
    // Later runs the report does not rest on, one sentence each (SetAsideRun::describe).
    QStringList notUsed;
};

// One step of the flow: when it ran and how it ended.
struct ReportStep
{
    StepId step = StepId::Devices;
    QString key; // WorkflowState::stepKey
    QString title;
    QDateTime startedAt;
    QDateTime finishedAt;
    CheckStatus worst = CheckStatus::Pending;
    QList<Check> checks; // without evidence; the checklist carries the evidence it needs
};

// The acceptance report (docs/report.md), built from a saved WorkflowState alone so it can be
// rebuilt at any time: the checklist with evidence, the nodes and versions, the plan and YAML, the
// bandwidth table and chart, the transport, the serving snippets, the Doctor's last run where the
// session has one, times and versions. The JSON,
// HTML and PDF writers all render this one value, so the three exports state the same facts. Plain
// value type; build() is a pure function.
struct Report
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Report)

public:
    static constexpr int evidenceLines = 40;
    static constexpr int evidenceChars = 4000;

    QString tandemVersion;      // of the Tandem that wrote the report
    QString stateTandemVersion; // of the Tandem that saved the state
    QDateTime generatedAt;
    QDateTime stateSavedAt;
    TopologyKind topologyKind = TopologyKind::Unknown;
    QString topologySummary;
    QList<ChecklistItem> checklist;
    QList<ReportNode> nodes;
    AddressPlan plan;
    QMap<QString, QString> netplanYaml;
    QMap<QString, QString> netplanDiffs;
    QList<NetplanMoveAside> moveAside;
    QList<ReportStep> steps;
    std::optional<ReportBandwidth> bandwidth;
    std::optional<ServingSnippets> snippets;
    QString snippetsError; // why there are none (no plan, ...)
    // The last Doctor run; none where the session has none, and then the report is the same as
    // before the Doctor existed. It never changes the checklist (docs/report.md, "The Doctor").
    std::optional<ReportDoctor> doctor;
    // What the health samples saw during the last bandwidth run (none: it was not sampled), and
    // the run beside the cluster's accepted baseline from the run history, where the caller gave
    // one (HistoryCompare::withBaseline). Neither changes the checklist.
    std::optional<ReportHealth> health;
    std::optional<HistoryComparison> baseline;

    // True when every checklist item passed.
    [[nodiscard]] bool accepted() const;
    // True when the nodes are Tandem's lab (the demo's simulated machines), not hardware: every
    // export says so beside the verdict, so a demo report is never taken for a real cluster's.
    [[nodiscard]] bool simulated() const;
    // The sentence the exports show when simulated().
    [[nodiscard]] static QString simulatedText();

    [[nodiscard]] static Report build(const WorkflowState &state,
                                      const QDateTime &generatedAt
                                      = QDateTime::currentDateTimeUtc());

    // "pass", "fail", "not_run": the JSON spelling; verdictText() is the translated word.
    [[nodiscard]] static QString verdictKey(ItemVerdict verdict);
    [[nodiscard]] static QString verdictText(ItemVerdict verdict);
    [[nodiscard]] static QString statusText(CheckStatus status);
    [[nodiscard]] static QString stepTitle(StepId step);
    // "23.71 GB/s at 1 GiB" (or "the mean of 300 samples at 1 GiB" for a soak); empty without.
    [[nodiscard]] static QString judgedText(const ReportBandwidth &bandwidth);
    // judgedText without the figure, beside a figure shown on its own: "at 1 GiB".
    [[nodiscard]] static QString judgedBasis(const ReportBandwidth &bandwidth);
    // The rows the HTML's and the PDF's size tables show: those that moved data. nccl-tests
    // rounds each requested size down to whole elements on every rank and prints what is left,
    // so an all_gather or reduce_scatter sweep from 8 B on two ranks starts with two rows of
    // 0 B (docs/nccl.md, "The nccl-tests table"): the same size twice, and no measurement.
    // The JSON keeps every row as printed.
    [[nodiscard]] static QList<SweepRow> tableRows(const ReportBandwidth &bandwidth);
    // Under the size table, what tableRows() left out and why; empty when it left out nothing.
    [[nodiscard]] static QString emptyRowsText(const ReportBandwidth &bandwidth);
    // The summaries list the later runs not used in a section of their own, after the nodes:
    // the bandwidth facts' row points there, and the section starts with this sentence.
    [[nodiscard]] static QString notUsedPointer();
    [[nodiscard]] static QString notUsedIntro(const ReportBandwidth &bandwidth);
    // A report time: "2026-11-30 09:00:00 UTC"; "" for an invalid time.
    [[nodiscard]] static QString timeText(const QDateTime &time);
};

} // namespace Tandem
