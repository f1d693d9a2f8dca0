// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctorpage.h"

#include "checkbanner.h"
#include "checklistpanel.h"

#include "findingcard.h"
#include "findingsection.h"
#include "inventory/gb10models.h"
#include "linkbandstyle.h"
#include "linkheatmap.h"
#include "models/paritytablemodel.h"
#include "repairprogress.h"
#include "steps/doctor/repairstep.h"
#include "steps/flow/step.h"
#include "steps/flow/workflow.h"
#include "tabpane.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace Tandem::Ui {

namespace {

constexpr FindingGroup groups[]
    = {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware};

// A long value (a PATH) is cut in the middle rather than widening the table past the page;
// its tooltip has all of it.
constexpr int maxParityColumnWidth = 200;
// Narrower than this, a version number is cut: the table scrolls instead.
constexpr int minParityColumnWidth = 110;

// The scroll area the page is in (MainWindow gives every page one); none for a page shown alone.
QScrollArea *scrollAreaAround(QWidget *page)
{
    for (QWidget *p = page->parentWidget(); p; p = p->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(p))
            return area;
    }
    return nullptr;
}

} // namespace

DoctorPage::DoctorPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(StepId::Doctor, workflow, {}, parent)
    , m_links(new QCheckBox(this))
    , m_nccl(new QCheckBox(this))
    , m_pythonLabel(new QLabel(this))
    , m_python(new QLineEdit(this))
    , m_progress(new QProgressBar(this))
    , m_repairProgress(new RepairProgress(workflow, this))
    , m_result(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_heatmap(new LinkHeatmap(this))
    , m_parityEmpty(new QLabel(this))
    , m_onlyDifferences(new QCheckBox(this))
    , m_parityModel(new ParityTableModel(this))
    , m_parityView(new QTableView(this))
{
    setObjectName(QStringLiteral("doctorPage"));
    setRunAction([this] { this->workflow()->runDoctor(options()); });
    m_links->setObjectName(QStringLiteral("measureLinks"));
    m_links->setChecked(true);
    m_nccl->setObjectName(QStringLiteral("measureNccl"));
    m_nccl->setChecked(true);
    m_python->setObjectName(QStringLiteral("python"));
    m_pythonLabel->setBuddy(m_python);
    m_progress->setObjectName(QStringLiteral("doctorProgress"));
    m_progress->hide();
    m_result->setObjectName(QStringLiteral("doctorResult"));
    m_result->setWordWrap(true);
    m_tabs->setObjectName(QStringLiteral("doctorTabs"));
    m_onlyDifferences->setObjectName(QStringLiteral("onlyDifferences"));
    m_parityView->setObjectName(QStringLiteral("parityTable"));
    m_parityView->setModel(m_parityModel);
    m_parityView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table; the arrow keys move between its cells (docs/accessibility.md).
    m_parityView->setTabKeyNavigation(false);
    m_parityView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_parityView->setTextElideMode(Qt::ElideMiddle);
    m_parityView->setWordWrap(false);
    m_parityView->horizontalHeader()->setStretchLastSection(false);
    m_parityView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // One text line per item, as compact as the bandwidth table's rows.
    m_parityView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_parityView->verticalHeader()->setDefaultSectionSize(m_parityView->fontMetrics().height() + 8);
    // The viewport's size, not the view's: it is the room the columns share, and it changes
    // after the view's own resize event.
    m_parityView->viewport()->installEventFilter(this);
    m_parityModel->setPalette(palette());
    m_parityEmpty->setWordWrap(true);

    auto *options = new QHBoxLayout;
    options->addWidget(m_links);
    options->addWidget(m_nccl);
    options->addSpacing(12);
    options->addWidget(m_pythonLabel);
    options->addWidget(m_python, 1);

    // The tabs hold their contents at full height: the page scrolls, once, in the scroll area
    // MainWindow puts it in. A scroll area of the findings' own inside it gave two scroll bars
    // (three with a card's evidence) at 1100x720.
    auto *findings = new TabPane;
    findings->setObjectName(QStringLiteral("doctorFindings"));
    auto *findingsLayout = new QVBoxLayout(findings);
    findingsLayout->setSpacing(16);
    m_allClear = new CheckBanner(findings);
    m_allClear->setObjectName(QStringLiteral("doctorAllClear"));
    m_allClear->hide();
    findingsLayout->addWidget(m_allClear);
    for (FindingGroup group : groups) {
        auto *section = new FindingSection(group, findings);
        findingsLayout->addWidget(section);
        m_sections << section;
        connect(section, &FindingSection::cardExpanded, this, [this](FindingCard *card) {
            // After the card's new height is laid out, so that the scroll reaches its end.
            QTimer::singleShot(0, card, [this, card] {
                if (QScrollArea *area = scrollAreaAround(this))
                    area->ensureWidgetVisible(card, 0, 0);
            });
        });
    }
    findingsLayout->addStretch(1);
    connect(section(FindingGroup::Fixable),
            &FindingSection::actionClicked,
            this,
            &DoctorPage::confirmRepair);

    auto *heatmapHolder = new TabPane;
    auto *heatmapLayout = new QVBoxLayout(heatmapHolder);
    heatmapLayout->addWidget(m_heatmap);

    auto *parity = new TabPane;
    auto *parityLayout = new QVBoxLayout(parity);
    parityLayout->addWidget(m_parityEmpty);
    parityLayout->addWidget(m_onlyDifferences);
    parityLayout->addWidget(m_parityView, 1);

    m_tabs->addTab(findings, QString());
    m_tabs->addTab(heatmapHolder, QString());
    m_tabs->addTab(parity, QString());

    extraArea()->addLayout(options);
    extraArea()->addWidget(m_progress);
    extraArea()->addWidget(m_repairProgress);
    extraArea()->addWidget(m_result);
    extraArea()->addWidget(m_tabs, 1);
    placeExtraAbove();
    setExtraStretch(4);
    // Under the tabs, in the same scrolling page: its checks take the room they need.
    checkListPanel()->setShowsEveryRow(true);

    connect(m_onlyDifferences, &QCheckBox::toggled, this, [this](bool only) {
        m_parityModel->setOnlyDifferences(only);
    });
    connect(m_parityModel, &QAbstractItemModel::modelReset, this, &DoctorPage::fitParityColumns);
    // Step::progress is the step's own: the page hears it through the step Workflow makes.
    connect(workflow, &Workflow::stepCreated, this, [this](StepAction action, Step *step) {
        if (action == StepAction::Doctor)
            connect(step, &Step::progress, this, &DoctorPage::showProgress);
    });
    connect(workflow, &Workflow::stepStarted, this, [this](StepId step) {
        if (step == StepId::Doctor) {
            m_done = 0;
            m_total = 0;
            m_progress->setRange(0, 0); // busy until the step says how much there is
            m_progress->show();
        }
        updateRepair();
    });
    connect(workflow, &Workflow::stepFinished, this, [this](StepId step) {
        if (step == StepId::Doctor)
            m_progress->hide();
        updateRepair();
    });
    connect(workflow, &Workflow::restored, this, &DoctorPage::updateRepair);
    retranslate();
    stepFinished();
}

FindingSection *DoctorPage::section(FindingGroup group) const
{
    return m_sections.value(int(group));
}

QPushButton *DoctorPage::repairButton() const
{
    return section(FindingGroup::Fixable)->actionButton();
}

DoctorOptions DoctorPage::options() const
{
    DoctorOptions options;
    options.links = m_links->isChecked();
    options.nccl = m_nccl->isChecked();
    options.python = m_python->text().trimmed();
    return options;
}

void DoctorPage::showProgress(int done, int total)
{
    m_done = done;
    m_total = total;
    m_progress->setRange(0, qMax(total, 0));
    m_progress->setValue(done);
    updateState(); // the line under the Run button counts along
}

QString DoctorPage::runningText(int done, int total) const
{
    if (m_total > 0)
        return tr("Running\u2026 %1 of %2 scans and measurements done.").arg(m_done).arg(m_total);
    return ChecksPage::runningText(done, total);
}

void DoctorPage::stepFinished()
{
    fill(workflow()->session().doctor);
}

void DoctorPage::fill(const DoctorRecord &record)
{
    const auto scanOf = [&record](const QString &node) -> const NodeScan * {
        for (const NodeScan &scan : record.scans) {
            if (scan.node == node)
                return &scan;
        }
        return nullptr;
    };
    // The drawing is NVIDIA's box; a model whose rear panel Tandem does not know gets words.
    const auto drawsPanel = [this](const QString &node) {
        for (const NodeFacts &facts : workflow()->session().facts) {
            if (facts.node != node || facts.model.isEmpty())
                continue;
            const std::optional<Gb10Model> model = Gb10Models::byId(facts.modelId);
            return model && model->rearPanelKnown;
        }
        return true;
    };
    for (FindingSection *s : std::as_const(m_sections))
        s->setFindings(record.findingsIn(s->group()), scanOf, drawsPanel);
    // A clean run says so in one line rather than three "Nothing here." sections.
    const bool clean = !record.isEmpty() && record.isClean() && record.finishedAt.isValid();
    for (FindingSection *s : std::as_const(m_sections))
        s->setVisible(!clean || !s->findings().isEmpty());
    m_allClear->setVisible(clean);
    if (clean)
        m_allClear->showMessage(
            CheckStatus::Pass,
            tr("Nothing wrong found: %n node(s) scanned, %1 link run(s) measured and every item "
               "compared across the nodes, with no link, port or setting that needs you.",
               nullptr,
               int(record.scans.size()))
                .arg(record.matrix.rdma.size()));
    m_heatmap->setMatrix(record.matrix);
    m_parityModel->setTable(record.parity);
    m_parityEmpty->setVisible(record.parity.items.isEmpty());
    m_onlyDifferences->setVisible(!record.parity.items.isEmpty());
    m_parityView->setVisible(!record.parity.items.isEmpty());
    retranslate();
    updateRepair();
}

void DoctorPage::updateRepair()
{
    QPushButton *repair = repairButton();
    const Readiness readiness = workflow()->readiness(StepAction::Repair);
    // Only what Repair knows how to change counts: a fixable finding without a repair of its
    // own would make the button do nothing.
    const bool any = !RepairStep::actionsFor(section(FindingGroup::Fixable)->findings()).isEmpty();
    QString reason = readiness.reason;
    if (outOfDateBecause())
        reason = tr("These findings are of other nodes: run the Doctor again first.");
    repair->setEnabled(any && readiness.ready && !outOfDateBecause());
    repair->setToolTip(repair->isEnabled() ? tr("Repair what Tandem can fix, then run the Doctor "
                                                "again")
                                           : reason);
}

void DoctorPage::confirmRepair()
{
    const QList<Finding> fixable = section(FindingGroup::Fixable)->findings();
    QStringList lines;
    bool plan = false;
    for (const Finding &f : fixable) {
        const QString nodes = f.nodes.join(QStringLiteral(", "));
        switch (f.repair) {
        case RepairKind::ReapplyPlan: plan = true; break;
        case RepairKind::UnpinGidIndex:
            lines << tr("%1: take NCCL_IB_GID_INDEX out of %2").arg(nodes, f.repairTarget);
            break;
        case RepairKind::MpirunPath:
            lines << tr("%1: put %2 on the PATH of SSH sessions (a block at the top of "
                        "~/.bashrc)")
                         .arg(nodes, f.repairTarget);
            break;
        case RepairKind::None: break;
        }
    }
    // The steps the repair will run decide the line (RepairStep::actionsFor, as runRepair).
    if (RepairStep::actionsFor(fixable, workflow()->fabricSetUp()).contains(StepAction::SshFabric))
        lines.prepend(tr("Write the SSH fabric again for the new plan's addresses (step 6)"));
    if (plan)
        lines.prepend(tr("Read the cabling again, make the network plan again and apply it on "
                         "every node (steps 3 to 5: backups first, and a node Tandem does not "
                         "see again reverts by itself)"));
    auto *box = new QMessageBox(QMessageBox::Question,
                                tr("Repair"),
                                tr("Tandem will, copying every file it changes first:\n%1\n\n"
                                   "Then the Doctor runs again.")
                                    .arg(lines.join(QLatin1Char('\n'))),
                                QMessageBox::Ok | QMessageBox::Cancel,
                                this);
    box->setObjectName(QStringLiteral("confirmRepair"));
    box->button(QMessageBox::Ok)->setText(tr("&Repair"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // open(), not exec(): no nested event loop on the GUI thread.
    connect(box, &QMessageBox::accepted, this, [this, fixable] { workflow()->runRepair(fixable); });
    box->open();
}

void DoctorPage::outOfDateChanged()
{
    // Findings of other machines stay readable, but their numbers are not the nodes' now.
    m_heatmap->setEnabled(!outOfDateBecause());
    m_parityView->setEnabled(!outOfDateBecause());
    updateRepair();
}

void DoctorPage::fitParityColumns()
{
    // Each node's column as wide as its values (a PATH cut in the middle, whole in its
    // tooltip), then all of them sharing the width there is: evenly spread where the table is
    // narrower than the view, squeezed down to a floor where it is wider.
    const int columns = m_parityModel->columnCount();
    if (columns == 0)
        return;
    m_parityView->resizeColumnsToContents();
    QList<int> widths;
    int total = 0;
    for (int column = 0; column < columns; ++column) {
        widths << qMin(m_parityView->columnWidth(column), maxParityColumnWidth);
        total += widths.constLast();
    }
    const int room = m_parityView->viewport()->width();
    if (total > room) {
        const int each = qMax(minParityColumnWidth, room / columns);
        for (int &width : widths)
            width = qMin(width, each);
    } else {
        for (int &width : widths)
            width += (room - total) / columns;
    }
    for (int column = 0; column < columns; ++column) {
        if (m_parityView->columnWidth(column) != widths.at(column))
            m_parityView->setColumnWidth(column, widths.at(column));
    }
}

bool DoctorPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_parityView->viewport() && event->type() == QEvent::Resize)
        fitParityColumns();
    return ChecksPage::eventFilter(watched, event);
}

void DoctorPage::changeEvent(QEvent *event)
{
    // A theme switched between light and dark: the parity tints are mixed into the new base.
    if (event->type() == QEvent::PaletteChange)
        m_parityModel->setPalette(palette());
    // The findings were made again in the new language (Workflow): draw them again.
    if (event->type() == QEvent::LanguageChange && !workflow()->isRunning(StepId::Doctor)
        && !workflow()->session().doctor.isEmpty())
        fill(workflow()->session().doctor);
    ChecksPage::changeEvent(event);
}

void DoctorPage::retitleTabs()
{
    int findings = 0;
    for (const FindingSection *s : std::as_const(m_sections))
        findings += s->count();
    m_tabs->setTabText(FindingsTab, tr("F&indings (%1)").arg(findings));
    m_tabs->setTabText(LinksTab, tr("Lin&ks"));
    const int differ = m_parityModel->differingCount();
    m_tabs->setTabText(ParityTab,
                       differ == 0 ? tr("&Parity") : tr("&Parity (%1 differing)").arg(differ));
}

void DoctorPage::retranslate()
{
    ChecksPage::retranslate();
    setRunText(tr("&Run the Doctor"));
    setCancelToolTip(tr("Stop the Doctor; the nodes are left as they were."));
    m_links->setText(tr("Measure every twin (ib_write_bw)"));
    m_nccl->setText(tr("NCCL per pair"));
    m_pythonLabel->setText(tr("P&ython to compare:"));
    m_python->setPlaceholderText(tr("optional, e.g. ~/venv/bin/python"));
    m_onlyDifferences->setText(tr("Show only &differences"));
    m_parityEmpty->setText(tr("Nothing compared yet: the parity table fills when the Doctor has "
                              "scanned the nodes."));
    if (section(FindingGroup::Fixable))
        section(FindingGroup::Fixable)->setActionText(tr("R&epair"));
    const DoctorRecord &record = workflow()->session().doctor;
    if (record.isEmpty()) {
        m_result->setText(tr("The Doctor has not run yet."));
    } else {
        const QString when
            = QLocale().toString(record.finishedAt.toLocalTime(), QLocale::ShortFormat);
        m_result->setText(
            tr("Last run %1: %2 to fix now, %3 for your decision, %4 for the hardware.")
                .arg(when)
                .arg(section(FindingGroup::Fixable)->count())
                .arg(section(FindingGroup::Decision)->count())
                .arg(section(FindingGroup::Hardware)->count()));
    }
    if (m_parityModel)
        m_parityModel->retranslate();
    retitleTabs();
}

} // namespace Tandem::Ui
