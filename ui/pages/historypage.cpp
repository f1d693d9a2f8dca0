// SPDX-License-Identifier: GPL-3.0-or-later
#include "historypage.h"

#include "checkbanner.h"
#include "history/historyrecorder.h"
#include "history/historystore.h"
#include "models/historytablemodel.h"
#include "pagetitle.h"
#include "session/workflowstate.h"
#include "statuscolours.h"
#include "steps/flow/workflow.h"
#include "util/units.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMetaObject>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Tandem::Ui {

HistoryPage::HistoryPage(Workflow *workflow, QWidget *parent)
    : QWidget(parent)
    , m_workflow(workflow)
    , m_model(new HistoryTableModel(this))
    , m_title(createPageTitle(this))
    , m_intro(new QLabel(this))
    , m_banner(new CheckBanner(this))
    , m_allClusters(new QCheckBox(this))
    , m_table(new QTableView(this))
    , m_compare(new QPushButton(this))
    , m_compareBaseline(new QPushButton(this))
    , m_markBaseline(new QPushButton(this))
    , m_summary(new QLabel(this))
    , m_sizes(new QTableWidget(this))
    , m_changes(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("historyPage"));
    m_pool.setMaxThreadCount(1);
    m_intro->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("historySummary"));
    m_compareBaseline->setObjectName(QStringLiteral("compareBaselineButton"));
    m_markBaseline->setObjectName(QStringLiteral("markBaselineButton"));
    m_banner->hide();
    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("historyTable"));
    // Tab leaves the table; the arrow keys move between its cells (docs/accessibility.md).
    m_table->setTabKeyNavigation(false);
    m_sizes->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_sizes->setColumnCount(4);
    m_sizes->verticalHeader()->hide();
    m_sizes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sizes->horizontalHeader()->setStretchLastSection(true);
    m_changes->setColumnCount(4);
    m_changes->setRootIsDecorated(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_allClusters);
    buttons->addStretch(1);
    buttons->addWidget(m_compare);
    buttons->addWidget(m_compareBaseline);
    buttons->addWidget(m_markBaseline);
    auto *below = new QSplitter(Qt::Horizontal, this);
    below->addWidget(m_sizes);
    below->addWidget(m_changes);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    auto *compared = new QWidget(this);
    auto *comparedLayout = new QVBoxLayout(compared);
    comparedLayout->setContentsMargins(0, 0, 0, 0);
    comparedLayout->addWidget(m_summary);
    comparedLayout->addWidget(below, 1);
    split->addWidget(compared);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addWidget(m_banner);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);

    connect(m_allClusters, &QCheckBox::toggled, this, &HistoryPage::refresh);
    connect(m_compare, &QPushButton::clicked, this, &HistoryPage::compareSelected);
    connect(m_compareBaseline, &QPushButton::clicked, this, &HistoryPage::compareWithBaseline);
    connect(m_markBaseline, &QPushButton::clicked, this, &HistoryPage::markBaseline);
    connect(m_table->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &HistoryPage::updateButtons);
    connect(m_workflow->history(), &HistoryRecorder::recorded, this, &HistoryPage::refresh);
    retranslate();
    updateButtons();
}

HistoryPage::~HistoryPage()
{
    m_pool.waitForDone();
}

QString HistoryPage::cluster() const
{
    return m_allClusters->isChecked() ? QString()
                                      : HistoryStore::clusterKey(m_workflow->session().nodes);
}

void HistoryPage::refresh()
{
    const QString path = m_workflow->historyPath();
    if (path.isEmpty())
        return;
    const QString wanted = cluster();
    ++m_pending;
    QPointer<HistoryPage> self(this);
    m_pool.start([self, path, wanted] {
        QString notice;
        Result<QList<HistoryRun>> runs = [&]() -> Result<QList<HistoryRun>> {
            HistoryStore store(path);
            if (const auto opened = store.open(&notice); !opened)
                return tl::unexpected(opened.error());
            return store.list(wanted);
        }();
        QMetaObject::invokeMethod(
            self,
            [self, runs, notice] {
                if (self)
                    self->showRuns(runs, notice);
            },
            Qt::QueuedConnection);
    });
}

void HistoryPage::showRuns(const Result<QList<HistoryRun>> &runs, const QString &notice)
{
    --m_pending;
    if (!runs) {
        m_banner->showMessage(CheckStatus::Fail, runs.error().toString());
        m_banner->show();
    } else if (!notice.isEmpty()) {
        m_banner->showMessage(CheckStatus::Warn, notice);
        m_banner->show();
    } else {
        m_banner->hide();
    }
    m_model->setRuns(runs ? *runs : QList<HistoryRun>());
    m_table->resizeColumnsToContents();
    updateButtons();
    Q_EMIT runsShown();
}

QList<qint64> HistoryPage::selectedIds() const
{
    QList<qint64> ids;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows()) {
        if (const HistoryRun *run = m_model->run(index.row()))
            ids << run->id;
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

void HistoryPage::updateButtons()
{
    const qsizetype selected = selectedIds().size();
    m_compare->setEnabled(selected == 2 && m_pending == 0);
    m_compareBaseline->setEnabled(selected == 1);
    m_markBaseline->setEnabled(selected == 1);
}

void HistoryPage::compareSelected()
{
    const QList<qint64> ids = selectedIds();
    if (ids.size() == 2)
        compare(ids.at(0), ids.at(1)); // the older is the reference
}

void HistoryPage::compareWithBaseline()
{
    const QList<qint64> ids = selectedIds();
    const HistoryRun *selected = nullptr;
    for (const HistoryRun &run : m_model->runs()) {
        if (ids.size() == 1 && run.id == ids.constFirst())
            selected = &run;
    }
    if (!selected)
        return;
    // docs/history.md: the run marked as the baseline, else the cluster's first run that passed.
    const HistoryRun *baseline = nullptr;
    const HistoryRun *firstPassed = nullptr;
    for (const HistoryRun &run : m_model->runs()) {
        if (run.cluster != selected->cluster)
            continue;
        if (run.baseline)
            baseline = &run;
        if (run.verdict == QLatin1String("pass") && (!firstPassed || run.time < firstPassed->time))
            firstPassed = &run;
    }
    if (!baseline)
        baseline = firstPassed;
    if (baseline && baseline->id != selected->id) {
        compare(baseline->id, selected->id);
        return;
    }
    showNoComparison(baseline ? tr("This run is its cluster's baseline: select another run to "
                                   "compare with it.")
                              : tr("This cluster has no baseline yet: no run is marked as one "
                                   "and none has passed. Select the accepted run and click Mark "
                                   "as baseline."));
}

void HistoryPage::showNoComparison(const QString &why)
{
    // What was compared before must not stay on screen under a message about something else.
    m_comparison.reset();
    m_sizes->setRowCount(0);
    m_changes->clear();
    m_summary->setText(why);
    retranslate(); // the tables' headers without run numbers
}

void HistoryPage::markBaseline()
{
    const QList<qint64> ids = selectedIds();
    if (ids.size() != 1)
        return;
    const QString path = m_workflow->historyPath();
    const qint64 id = ids.constFirst();
    ++m_pending;
    QPointer<HistoryPage> self(this);
    m_pool.start([self, path, id] {
        HistoryStore store(path);
        Result<void> marked = store.open();
        if (marked)
            marked = store.setBaseline(id);
        QMetaObject::invokeMethod(
            self,
            [self, marked] {
                if (!self)
                    return;
                --self->m_pending;
                if (!marked) {
                    self->m_banner->showMessage(CheckStatus::Fail, marked.error().toString());
                    self->m_banner->show();
                } else {
                    self->showNoComparison(self->tr("Marked as this cluster's baseline."));
                }
                self->refresh();
            },
            Qt::QueuedConnection);
    });
}

void HistoryPage::compare(qint64 a, qint64 b)
{
    const QString path = m_workflow->historyPath();
    ++m_pending;
    QPointer<HistoryPage> self(this);
    m_pool.start([self, path, a, b] {
        Result<HistoryComparison> result = [&]() -> Result<HistoryComparison> {
            HistoryStore store(path);
            if (const auto opened = store.open(); !opened)
                return tl::unexpected(opened.error());
            const auto runA = store.run(a);
            const auto runB = store.run(b);
            if (!runA)
                return tl::unexpected(runA.error());
            if (!runB)
                return tl::unexpected(runB.error());
            const auto stateA = store.load(a);
            if (!stateA)
                return tl::unexpected(stateA.error());
            const auto stateB = store.load(b);
            if (!stateB)
                return tl::unexpected(stateB.error());
            return HistoryCompare::between(*runA, *stateA, *runB, *stateB);
        }();
        QMetaObject::invokeMethod(
            self,
            [self, result] {
                if (self)
                    self->showComparison(result);
            },
            Qt::QueuedConnection);
    });
}

void HistoryPage::showComparison(const Result<HistoryComparison> &result)
{
    --m_pending;
    m_sizes->setRowCount(0);
    m_changes->clear();
    if (!result) {
        m_comparison.reset();
        m_summary->setText(result.error().toString());
        Q_EMIT comparisonShown();
        return;
    }
    m_comparison = *result;
    const HistoryComparison &c = *result;
    const auto regressions = c.regressions();
    // Numbers of different tools are no regression of the cluster: say so first.
    const QString tools
        = c.toolA == c.toolB
              ? QString()
              : tr("The runs used different tools (%1, then %2), so their numbers differ by "
                   "what the tools measure, not only by the cluster.")
                        .arg(c.toolA, c.toolB)
                    + QLatin1Char(' ');
    m_summary->setText(
        tools
        + (regressions.isEmpty()
               ? tr("Run %1 against run %2: no size more than %3 % slower.")
                     .arg(c.b.id)
                     .arg(c.a.id)
                     .arg(HistoryComparison::kRegressionPercent)
               : tr("Run %1 against run %2: a regression at %n size(s), more than %3 % slower.",
                    nullptr,
                    int(regressions.size()))
                     .arg(c.b.id)
                     .arg(c.a.id)
                     .arg(HistoryComparison::kRegressionPercent)));
    m_sizes->setHorizontalHeaderLabels(
        {tr("Size"), tr("Run %1").arg(c.a.id), tr("Run %1").arg(c.b.id), tr("Change")});
    m_sizes->setRowCount(int(c.sizes.size()));
    const QLocale locale;
    for (int i = 0; i < c.sizes.size(); ++i) {
        const HistoryComparison::Size &s = c.sizes.at(i);
        const QStringList cells{formatBytes(s.bytes),
                                s.a ? locale.toString(*s.a, 'f', 2) : QStringLiteral("-"),
                                s.b ? locale.toString(*s.b, 'f', 2) : QStringLiteral("-"),
                                s.changePercent
                                    ? tr("%1 %").arg(locale.toString(*s.changePercent, 'f', 1))
                                    : QStringLiteral("-")};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            if (s.regression)
                item->setForeground(StatusColours::ink(CheckStatus::Fail, palette()));
            m_sizes->setItem(i, col, item);
        }
    }
    m_sizes->resizeColumnsToContents();
    m_changes->setHeaderLabels(
        {tr("What"), tr("Node"), tr("Run %1").arg(c.a.id), tr("Run %1").arg(c.b.id)});
    const QList<QPair<QString, QList<HistoryComparison::Change>>> groups{
        {tr("Checks that changed"), c.checks}, {tr("Versions that changed"), c.versions}};
    for (const auto &[title, changes] : groups) {
        auto *group
            = new QTreeWidgetItem(m_changes, {tr("%1 (%2)").arg(title).arg(changes.size())});
        for (const HistoryComparison::Change &ch : changes)
            new QTreeWidgetItem(group,
                                {ch.title.isEmpty() ? ch.what : ch.title, ch.node, ch.a, ch.b});
        group->setExpanded(true);
    }
    m_changes->resizeColumnToContents(0);
    Q_EMIT comparisonShown();
}

void HistoryPage::waitForIdle()
{
    while (m_pending > 0) {
        m_pool.waitForDone();
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
        QCoreApplication::processEvents();
    }
}

void HistoryPage::showEvent(QShowEvent *event)
{
    refresh();
    QWidget::showEvent(event);
}

void HistoryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HistoryPage::retranslate()
{
    m_title->setText(tr("Run history"));
    m_intro->setText(tr("Every bandwidth run Tandem kept, with its session. Select two runs to "
                        "compare them (the older is the reference), or one to compare it with "
                        "its cluster's accepted baseline. A size more than %1 % slower than the "
                        "reference is a regression.")
                         .arg(HistoryComparison::kRegressionPercent));
    m_allClusters->setText(tr("All clusters"));
    m_compare->setText(tr("Compare"));
    m_compareBaseline->setText(tr("Compare with baseline"));
    m_markBaseline->setText(tr("Mark as baseline"));
    // Before any comparison the tables still say what their columns will hold (not "1 2 3 4").
    if (!m_comparison) {
        m_sizes->setHorizontalHeaderLabels(
            {tr("Size"), tr("Reference run"), tr("Compared run"), tr("Change")});
        m_changes->setHeaderLabels(
            {tr("What"), tr("Node"), tr("Reference run"), tr("Compared run")});
    }
}

} // namespace Tandem::Ui
