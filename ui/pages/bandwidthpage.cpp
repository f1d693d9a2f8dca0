// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthpage.h"

#include "bandwidthspecfields.h"

#include "bandwidthplot.h"
#include "checkbanner.h"
#include "copybutton.h"
#include "models/bandwidthtablemodel.h"
#include "models/checklistmodel.h"
#include "nccl/collectives.h"
#include "nccl/mpiruncommand.h"
#include "prerequisitespanel.h"
#include "session/stepnames.h"
#include "steps/bandwidth/bandwidthstep.h"
#include "steps/flow/workflow.h"
#include "util/units.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTimer>

namespace Tandem::Ui {

namespace {

// One 200G port: 25 GB/s, for scale.
constexpr double lineRateGBps = 25.0;

} // namespace

BandwidthPage::BandwidthPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(StepId::Bandwidth, workflow, {}, parent)
    , m_toolLabel(new QLabel(this))
    , m_tool(new QComboBox(this))
    , m_opLabel(new QLabel(this))
    , m_op(new QComboBox(this))
    , m_sizesLabel(new QLabel(this))
    , m_min(new QLineEdit(QStringLiteral("8"), this))
    , m_max(new QLineEdit(QStringLiteral("1G"), this))
    , m_factor(new QSpinBox(this))
    , m_soakLabel(new QLabel(this))
    , m_soak(new QSpinBox(this))
    , m_backendLabel(new QLabel(this))
    , m_backend(new QComboBox(this))
    , m_thresholdLabel(new QLabel(this))
    , m_threshold(new QDoubleSpinBox(this))
    , m_envLabel(new QLabel(this))
    , m_env(new QLineEdit(this))
    , m_commandLabel(new QLabel(this))
    , m_command(new QPlainTextEdit(this))
    , m_copyCommand(new CopyButton([this] { return m_commandText; }, this))
    , m_transportBanner(new CheckBanner(this))
    , m_verdictBanner(new CheckBanner(this))
    , m_plot(new BandwidthPlot(this))
    , m_rows(new BandwidthTableModel(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("bandwidthPage"));
    setRunAction([this] { start(); });
    // The flow's rules (connected, verified) are StepGate's; the sizes typed here are the page's.
    setReadiness([workflow, this]() -> QString {
        if (const QString error = environmentError(); !error.isEmpty())
            return error;
        if (const auto command = workflow->bandwidthCommand(spec()); !command)
            return command.error().toString();
        return {};
    });
    m_tool->setObjectName(QStringLiteral("toolBox"));
    m_op->setObjectName(QStringLiteral("opBox"));
    m_min->setObjectName(QStringLiteral("minBytes"));
    m_max->setObjectName(QStringLiteral("maxBytes"));
    m_factor->setObjectName(QStringLiteral("factor"));
    m_soak->setObjectName(QStringLiteral("soakSeconds"));
    m_backend->setObjectName(QStringLiteral("probeBackend"));
    m_threshold->setObjectName(QStringLiteral("threshold"));
    m_env->setObjectName(QStringLiteral("environment"));
    m_command->setObjectName(QStringLiteral("commandView"));
    m_transportBanner->setObjectName(QStringLiteral("transportBanner"));
    m_verdictBanner->setObjectName(QStringLiteral("verdictBanner"));
    m_table->setObjectName(QStringLiteral("rowsTable"));
    m_tool->addItem(QStringLiteral("nccl-tests"), int(BandwidthTool::NcclTests));
    m_tool->addItem(QStringLiteral("tandem-probe"), int(BandwidthTool::Probe));
    m_op->addItems(Collectives::all());
    // NCCL on the Sparks; MPI moves host buffers over TCP (the lab, or a host-path comparison).
    m_backend->addItem(QStringLiteral("nccl"));
    m_backend->addItem(QStringLiteral("mpi"));
    m_factor->setRange(2, 16);
    m_factor->setValue(2);
    m_soak->setRange(0, 24 * 3600);
    // 0 is the topology's floor (21.875 GB/s direct, 10 ring); the lab's MPI needs its own.
    m_threshold->setRange(0, 1000);
    m_threshold->setDecimals(3);
    m_threshold->setSuffix(QStringLiteral(" GB/s"));
    m_command->setReadOnly(true);
    m_command->setMaximumHeight(90);
    m_command->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_table->setModel(m_rows);
    m_table->verticalHeader()->setVisible(false);
    // One text line per row: a sweep is a few dozen rows and should mostly fit in view.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // Columns fit the rows (a header's contents mode does not look at inserted rows): every
    // row of a sweep (a few dozen, growing sizes), the first rows of a soak (one size, and
    // thousands of rows that would each cost a pass).
    connect(
        m_rows, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first) {
            if (first < 2 || m_rows->mode() == BandwidthTableModel::Mode::Sweep)
                m_table->resizeColumnsToContents();
        });
    // Tab leaves the table; the arrow keys move between its cells (docs/accessibility.md).
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);

    m_toolLabel->setBuddy(m_tool);
    m_opLabel->setBuddy(m_op);
    m_sizesLabel->setBuddy(m_min);
    m_soakLabel->setBuddy(m_soak);
    m_backendLabel->setBuddy(m_backend);
    m_thresholdLabel->setBuddy(m_threshold);
    m_envLabel->setBuddy(m_env);
    m_commandLabel->setBuddy(m_command);
    // Options in a grid, two to a row, not one long row: the page fits a 1024 px wide window
    // without scrolling sideways.
    auto *sizes = new QHBoxLayout;
    sizes->addWidget(m_min);
    sizes->addWidget(m_max);
    sizes->addWidget(m_factor);
    auto *controls = new QGridLayout;
    const QList<std::pair<QLabel *, QWidget *>> pairs{{m_toolLabel, m_tool},
                                                      {m_opLabel, m_op},
                                                      {m_sizesLabel, nullptr},
                                                      {m_soakLabel, m_soak},
                                                      {m_backendLabel, m_backend},
                                                      {m_thresholdLabel, m_threshold}};
    for (int i = 0; i < int(pairs.size()); ++i) {
        const int row = i / 2;
        const int column = (i % 2) * 2;
        controls->addWidget(pairs[i].first, row, column);
        if (pairs[i].second)
            controls->addWidget(pairs[i].second, row, column + 1);
        else
            controls->addLayout(sizes, row, column + 1);
    }
    controls->addWidget(m_envLabel, 3, 0);
    controls->addWidget(m_env, 3, 1, 1, 4);
    controls->setColumnStretch(4, 1);
    auto *banners = new QHBoxLayout;
    banners->addWidget(m_transportBanner, 1);
    banners->addWidget(m_verdictBanner, 1);
    auto *results = new QSplitter(Qt::Horizontal, this);
    results->addWidget(m_plot);
    results->addWidget(m_table);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 2);
    // Relative widths: the table's own size hint (every column's contents) would squeeze the chart.
    results->setSizes({3000, 2000});
    extraArea()->addWidget(new PrerequisitesPanel(workflow, this));
    extraArea()->addLayout(controls);
    m_copyCommand->setObjectName(QStringLiteral("copyCommand"));
    auto *commandRow = new QHBoxLayout;
    commandRow->addWidget(m_commandLabel, 1);
    commandRow->addWidget(m_copyCommand);
    extraArea()->addLayout(commandRow);
    extraArea()->addWidget(m_command);
    extraArea()->addLayout(banners);
    extraArea()->addWidget(results, 1);
    placeExtraAbove();
    setExtraStretch(3);

    const auto changed = [this] {
        const bool probe = spec().tool == BandwidthTool::Probe;
        m_soak->setEnabled(probe);
        m_backend->setEnabled(probe);
        updateCommand();
        updateState();
    };
    connect(m_tool, &QComboBox::currentIndexChanged, this, changed);
    connect(m_op, &QComboBox::currentIndexChanged, this, changed);
    connect(m_min, &QLineEdit::textChanged, this, changed);
    connect(m_max, &QLineEdit::textChanged, this, changed);
    connect(m_factor, &QSpinBox::valueChanged, this, changed);
    connect(m_soak, &QSpinBox::valueChanged, this, changed);
    connect(m_backend, &QComboBox::currentIndexChanged, this, changed);
    connect(m_env, &QLineEdit::textChanged, this, changed);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, changed);
    // Cancel (the page's shared one) ends the run and every process of it on every node, and
    // the banners say it was cancelled rather than failed.
    setCancelAction([this] { cancel(); });
    connect(workflow, &Workflow::bandwidthRow, this, [this](const NcclRow &row) {
        m_rows->addRow(row);
        if (row.outOfPlace.busbw)
            m_plot->addPoint(double(row.bytes), *row.outOfPlace.busbw, BandwidthPlot::OutOfPlace);
        if (row.inPlace.busbw)
            m_plot->addPoint(double(row.bytes), *row.inPlace.busbw, BandwidthPlot::InPlace);
    });
    connect(workflow, &Workflow::bandwidthSample, this, [this](const ProbeSample &sample) {
        m_rows->addSample(sample);
        // A soak says how far it is while it runs; a stall (Warn) keeps its own words.
        if (m_soakSeconds > 0 && !m_cancelRequested
            && m_verdictBanner->status() == CheckStatus::Running) {
            const int done = qBound(0, int(sample.t), m_soakSeconds);
            m_verdictBanner->showMessage(CheckStatus::Running,
                                         tr("Soak: %1 s of %2 s, %3 s left. The verdict comes "
                                            "when it ends.")
                                             .arg(done)
                                             .arg(m_soakSeconds)
                                             .arg(m_soakSeconds - done));
        }
        m_plot->addPoint(m_plot->mode() == BandwidthPlot::Mode::Soak ? sample.t
                                                                     : double(sample.bytes),
                         sample.busbw);
    });
    connect(workflow, &Workflow::healthTick, m_plot, &BandwidthPlot::addHealthTick);
    connect(workflow, &Workflow::healthEvent, m_plot, &BandwidthPlot::addHealthEvent);
    connect(workflow, &Workflow::stepStarted, this, [this](StepId step) {
        if (step != StepId::Bandwidth)
            return;
        // The page's own settings: bandwidth runs start from this page (start()).
        m_soakSeconds = spec().soakSeconds;
        m_transportBanner->showMessage(CheckStatus::Running,
                                       tr("Transport: read from NCCL's log when the run ends."));
        m_runTime.start();
        m_clock->start();
        showRunning();
        // The live chart is what the user watches now: brought into view from under the
        // settings (at 1100x720 it started below the fold).
        for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
            if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
                scroll->ensureWidgetVisible(m_verdictBanner, 0, 0);
                scroll->ensureWidgetVisible(m_plot, 0, 0);
                break;
            }
        }
    });
    // A stalled run shows in the verdict banner while it goes on, and leaves it when results
    // come again.
    connect(workflow, &Workflow::checkChanged, this, [this](StepId step, const Check &check) {
        if (step != StepId::Bandwidth || check.id != QLatin1String("bandwidth.run")
            || !this->workflow()->isRunning(StepId::Bandwidth) || m_cancelRequested)
            return;
        if (BandwidthStep::isStall(check))
            m_verdictBanner->showCheck(check);
        else if (check.status == CheckStatus::Running)
            showRunning();
    });
    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, [this] {
        if (!this->workflow()->isRunning(StepId::Bandwidth)) {
            m_clock->stop();
            return;
        }
        // A soak's samples say how far it is; a stall keeps its own words.
        if (m_soakSeconds == 0 && !m_cancelRequested
            && m_verdictBanner->status() == CheckStatus::Running)
            showRunning();
    });
    connect(workflow, &Workflow::stepFinished, this, [this](StepId step) {
        // A new plan (or connection) changes the command.
        if (step != StepId::Bandwidth) {
            updateCommand();
        } else {
            m_soakSeconds = 0;
            m_clock->stop();
        }
    });
    // The chart and the table are fed by the run's signals as it goes; a resumed session's
    // run comes back from the state in one piece.
    connect(workflow, &Workflow::restored, this, [this, workflow] {
        const BandwidthRecord &run = workflow->session().bandwidth;
        if (!run.isEmpty())
            fields().show(run.spec);
        showRun(run);
    });
    m_plot->setLineRate(lineRateGBps);
    retranslate();
    changed();
}

QString BandwidthPage::environmentError() const
{
    return fields().environmentError();
}

TestSpec BandwidthPage::spec() const
{
    return fields().read();
}

BandwidthSpecFields BandwidthPage::fields() const
{
    return {m_tool, m_op, m_min, m_max, m_factor, m_soak, m_backend, m_threshold, m_env};
}

void BandwidthPage::updateCommand()
{
    m_commandText.clear();
    m_copyCommand->setEnabled(false);
    if (const QString error = environmentError(); !error.isEmpty()) {
        m_command->setPlainText(error);
        return;
    }
    const auto command = workflow()->bandwidthCommand(spec());
    if (command)
        m_commandText = command->displayString();
    m_copyCommand->setEnabled(!m_commandText.isEmpty());
    m_command->setPlainText(
        command ? tr("On %1:\n%2").arg(command->firstNode(), command->displayString())
                : command.error().toString());
    m_plot->setThreshold(workflow()->bandwidthThreshold(spec()));
}

void BandwidthPage::start()
{
    const TestSpec current = spec();
    m_cancelRequested = false;
    m_plot->clear();
    m_plot->setMode(current.isSoak() ? BandwidthPlot::Mode::Soak : BandwidthPlot::Mode::Sweep);
    m_plot->setThreshold(workflow()->bandwidthThreshold(current));
    m_rows->setMode(current.isSoak() ? BandwidthTableModel::Mode::Soak
                                     : BandwidthTableModel::Mode::Sweep);
    workflow()->runBandwidth(current);
}

void BandwidthPage::showRun(const BandwidthRecord &run)
{
    const bool soak = run.spec.isSoak();
    m_plot->clear();
    m_plot->setMode(soak ? BandwidthPlot::Mode::Soak : BandwidthPlot::Mode::Sweep);
    m_rows->setMode(soak ? BandwidthTableModel::Mode::Soak : BandwidthTableModel::Mode::Sweep);
    if (run.isEmpty()) {
        m_plot->setThreshold(workflow()->bandwidthThreshold(spec()));
        return;
    }
    m_plot->setThreshold(run.thresholdGBps);
    for (const NcclRow &row : run.rows) {
        if (row.outOfPlace.busbw)
            m_plot->addPoint(double(row.bytes), *row.outOfPlace.busbw, BandwidthPlot::OutOfPlace);
        if (row.inPlace.busbw)
            m_plot->addPoint(double(row.bytes), *row.inPlace.busbw, BandwidthPlot::InPlace);
    }
    const ProbeSeries &samples = run.samples;
    for (qsizetype i = 0; i < samples.size(); ++i)
        m_plot->addPoint(soak ? samples.t.at(i) : double(samples.bytes.value(i)),
                         samples.busbw.value(i));
    for (const HealthTick &tick : run.health.ticks)
        m_plot->addHealthTick(tick);
    for (const HealthEvent &event : run.health.events)
        m_plot->addHealthEvent(event);
    if (!run.rows.isEmpty())
        m_rows->setRows(run.rows);
    else
        m_rows->setSamples(samples);
    m_table->resizeColumnsToContents();
}

void BandwidthPage::cancel()
{
    m_cancelRequested = true;
    m_verdictBanner->showMessage(CheckStatus::Running,
                                 tr("Cancelling: ending the run on every node\u2026"));
    workflow()->cancelBandwidth();
}

void BandwidthPage::showVerdict()
{
    const QList<Check> checks = workflow()->session().checks.value(StepId::Bandwidth);
    bool transportShown = false;
    for (const Check &check : checks) {
        if (check.id == QLatin1String("bandwidth.transport")) {
            m_transportBanner->showCheck(check);
            transportShown = true;
        }
    }
    const Check verdict = BandwidthStep::verdictOf(checks);
    // Cancelled here, or in the session this one resumed: its rows are what it measured before
    // it was ended, not a run still to come.
    const bool cancelled = m_cancelRequested
                           || (!workflow()->isRunning(StepId::Bandwidth)
                               && workflow()->session().bandwidth.cancelled);
    if (cancelled && verdict.status != CheckStatus::Pass) {
        m_transportBanner->showMessage(CheckStatus::Skipped,
                                       tr("Transport: not judged, the run was cancelled."));
        m_verdictBanner->showMessage(
            CheckStatus::Skipped,
            m_cancelRequested
                ? tr("Cancelled: mpirun and every rank were ended on every node.")
                : tr("Cancelled: the last run was ended before it finished; the rows are what it "
                     "measured until then."));
        return;
    }
    if (!transportShown)
        m_transportBanner->showMessage(CheckStatus::Skipped,
                                       tr("Transport: not judged, the run did not get that far."));
    if (verdict.status == CheckStatus::Pending) {
        m_verdictBanner->showMessage(CheckStatus::Pending, tr("Verdict: not run yet."));
        return;
    }
    m_verdictBanner->showCheck(verdict);
    // Never green for a fabric that has changed since: the verdict is history.
    if (const std::optional<StepId> cause = outOfDateBecause()) {
        // Both banners: a green transport beside a grey verdict read as half current.
        if (transportShown)
            m_transportBanner->showMessage(CheckStatus::Skipped,
                                           tr("Out of date: %1").arg(m_transportBanner->text()));
        m_verdictBanner->showMessage(
            CheckStatus::Skipped,
            tr("Out of date: %1 changed after this run. Its verdict was: %2")
                .arg(StepNames::numbered(*cause), m_verdictBanner->text()));
    }
}

void BandwidthPage::outOfDateChanged()
{
    if (!workflow()->isRunning(StepId::Bandwidth))
        showVerdict();
}

void BandwidthPage::showRunning()
{
    const qint64 seconds = m_runTime.isValid() ? m_runTime.elapsed() / 1000 : 0;
    const QString so = seconds < 60 ? tr("%n s so far", nullptr, int(seconds))
                                    : tr("%1 min %2 s so far").arg(seconds / 60).arg(seconds % 60);
    m_verdictBanner->showMessage(CheckStatus::Running,
                                 tr("Verdict: the test is running (%1).").arg(so));
}

QString BandwidthPage::runningText(int done, int total) const
{
    for (const Check &check : model()->checks()) {
        if (BandwidthStep::isStall(check))
            return tr("Stalled: %1 %2").arg(check.detail, check.fix);
    }
    return ChecksPage::runningText(done, total);
}

void BandwidthPage::stepFinished()
{
    showVerdict();
    // The next run gets a new id: show its command.
    updateCommand();
}

void BandwidthPage::retranslate()
{
    ChecksPage::retranslate();
    setRunText(tr("&Run the bandwidth test"));
    m_toolLabel->setText(tr("Tool:"));
    m_opLabel->setText(tr("Collective:"));
    m_sizesLabel->setText(tr("Sizes (-b, -e, factor):"));
    m_soakLabel->setText(tr("Soak (s, probe):"));
    m_backendLabel->setText(tr("Probe backend:"));
    m_thresholdLabel->setText(tr("busbw floor:"));
    m_threshold->setSpecialValueText(tr("default"));
    m_envLabel->setText(tr("Environment (NAME=VALUE \u2026):"));
    m_env->setPlaceholderText(tr("for example NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1 NCCL_ALGO=Ring"));
    m_commandLabel->setText(tr("The command that will run:"));
    m_copyCommand->setToolTip(tr("Copy the command to the clipboard"));
    // The size fields share one label; each says which one it is.
    m_min->setAccessibleName(tr("Smallest message size (-b)"));
    m_max->setAccessibleName(tr("Largest message size (-e)"));
    m_factor->setAccessibleName(tr("Size factor (-f)"));
    m_table->setAccessibleName(tr("Results by message size"));
    m_rows->retranslate();
    if (m_verdictBanner->status() == CheckStatus::Pending) {
        m_transportBanner->showMessage(CheckStatus::Pending, tr("Transport: not run yet."));
        m_verdictBanner->showMessage(CheckStatus::Pending, tr("Verdict: not run yet."));
    }
}

} // namespace Tandem::Ui
