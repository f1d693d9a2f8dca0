// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpage.h"

#include "copybutton.h"
#include "history/historycompare.h"
#include "models/checklistmodel.h"
#include "pagetitle.h"
#include "report/reportdocument.h"
#include "report/reportexport.h"
#include "reportpreview.h"
#include "statuscolours.h"
#include "step.h"
#include "steps/flow/workflow.h"

#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Tandem::Ui {

namespace {

CheckStatus shownStatus(ItemVerdict verdict)
{
    switch (verdict) {
    case ItemVerdict::Pass: return CheckStatus::Pass;
    case ItemVerdict::Fail: return CheckStatus::Fail;
    case ItemVerdict::NotRun: break;
    }
    return CheckStatus::Pending;
}

QPlainTextEdit *snippetView(const QString &objectName, QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setObjectName(objectName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

} // namespace

ReportPage::ReportPage(Workflow *workflow, QWidget *parent)
    : QWidget(parent)
    , m_workflow(workflow)
    , m_title(createPageTitle(this))
    , m_summary(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_checklist(new QTreeWidget(this))
    , m_snippetTabs(new QTabWidget(this))
    , m_preview(new ReportPreview(this))
    , m_previous(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_pageLabel(new QLabel(this))
    , m_export(new QPushButton(this))
    , m_saveSnippets(new QPushButton(this))
    , m_refresh(new QPushButton(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("reportPage"));
    m_summary->setObjectName(QStringLiteral("pageSummary"));
    m_summary->setWordWrap(true);
    m_banner->setObjectName(QStringLiteral("reportVerdict"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setAutoFillBackground(true);
    m_status->setObjectName(QStringLiteral("reportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_checklist->setObjectName(QStringLiteral("reportChecklist"));
    m_checklist->setColumnCount(3);
    m_checklist->setRootIsDecorated(true);
    m_checklist->setUniformRowHeights(false);
    m_checklist->setWordWrap(true);
    m_checklist->header()->setStretchLastSection(true);
    // The item's title may be long: a fixed share of the width (its tooltip holds it all), so
    // the verdict and the reason stay in view without scrolling.
    m_checklist->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_checklist->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_checklist->setColumnWidth(0, 260);

    m_hostfile = snippetView(QStringLiteral("hostfileSnippet"), m_snippetTabs);
    m_envFile = snippetView(QStringLiteral("envSnippet"), m_snippetTabs);
    m_rayLaunch = snippetView(QStringLiteral("raySnippet"), m_snippetTabs);
    m_snippetTabs->setObjectName(QStringLiteral("snippetTabs"));
    m_snippetTabs->addTab(m_hostfile, QString::fromLatin1(ServingSnippets::hostfileName));
    m_snippetTabs->addTab(m_envFile, QString::fromLatin1(ServingSnippets::envFileName));
    m_snippetTabs->addTab(m_rayLaunch, QString::fromLatin1(ServingSnippets::rayLaunchName));
    // Each view is named after the file it shows, as its tab is.
    for (int tab = 0; tab < m_snippetTabs->count(); ++tab)
        m_snippetTabs->widget(tab)->setAccessibleName(m_snippetTabs->tabText(tab));
    m_copySnippet = new CopyButton(
        [this] {
            const auto *view = qobject_cast<QPlainTextEdit *>(m_snippetTabs->currentWidget());
            return view ? view->toPlainText() : QString();
        },
        m_snippetTabs);
    m_copySnippet->setObjectName(QStringLiteral("copySnippet"));
    m_snippetTabs->setCornerWidget(m_copySnippet, Qt::TopRightCorner);
    m_snippetsNote = new QLabel(this);
    m_snippetsNote->setWordWrap(true);

    m_export->setObjectName(QStringLiteral("exportButton"));
    m_export->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    m_saveSnippets->setObjectName(QStringLiteral("saveSnippetsButton"));
    m_refresh->setObjectName(QStringLiteral("refreshButton"));
    m_previous->setObjectName(QStringLiteral("previousPageButton"));
    m_next->setObjectName(QStringLiteral("nextPageButton"));
    m_pageLabel->setObjectName(QStringLiteral("pageLabel"));
    m_pageLabel->setAlignment(Qt::AlignCenter);

    // Left: what was accepted and what to paste into serving recipes; right: the report.
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_checklist, 3);
    leftLayout->addWidget(m_snippetsNote);
    leftLayout->addWidget(m_snippetTabs, 2);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_preview, 1);
    auto *nav = new QHBoxLayout;
    nav->addWidget(m_previous);
    nav->addWidget(m_pageLabel, 1);
    nav->addWidget(m_next);
    rightLayout->addLayout(nav);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_export);
    buttons->addWidget(m_saveSnippets);
    buttons->addWidget(m_refresh);
    buttons->addStretch(1);

    auto *layout = createPageLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_banner);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);

    connect(m_preview, &ReportPreview::pageChanged, this, &ReportPage::updatePageLabel);
    connect(m_previous, &QPushButton::clicked, m_preview, &ReportPreview::previousPage);
    connect(m_next, &QPushButton::clicked, m_preview, &ReportPreview::nextPage);
    connect(m_export, &QPushButton::clicked, this, &ReportPage::askExportPath);
    connect(m_saveSnippets, &QPushButton::clicked, this, &ReportPage::askSnippetsDir);
    connect(m_refresh, &QPushButton::clicked, this, &ReportPage::refresh);
    // Every finished step can change a verdict; rebuild now if the page is in view, else
    // when it is next shown (building lays out every page of the preview).
    connect(m_workflow, &Workflow::stepFinished, this, [this] {
        m_dirty = true;
        if (isVisible())
            refresh();
    });

    // One reader: answers come in the order they were asked.
    m_pool.setMaxThreadCount(1);
    m_lastDir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    // A Documents folder that does not exist would open the dialog in the working directory.
    if (m_lastDir.isEmpty() || !QDir(m_lastDir).exists())
        m_lastDir = QDir::homePath();
    retranslate();
}

ReportPage::~ReportPage()
{
    m_pool.waitForDone();
}

void ReportPage::refresh()
{
    m_dirty = false;
    m_report = Report::build(m_workflow->state());
    fillChecklist();
    fillSnippets();
    updateBanner();
    rebuildPreview();
    readBaseline();
    const bool anything = !m_report.nodes.isEmpty();
    m_export->setEnabled(anything);
    m_export->setToolTip(
        anything
            ? QString()
            : tr("Add the nodes on the Devices page first: a report needs at least the nodes."));
    m_saveSnippets->setEnabled(m_report.snippets.has_value());
    m_saveSnippets->setToolTip(m_report.snippets ? QString() : m_report.snippetsError);
}

void ReportPage::rebuildPreview()
{
    m_preview->setDocument(std::make_unique<ReportDocument>(m_report));
    updatePageLabel(m_preview->currentPage(), m_preview->pageCount());
}

void ReportPage::readBaseline()
{
    const quint64 generation = ++m_generation;
    const QString path = m_workflow->historyPath();
    if (path.isEmpty() || m_workflow->state().bandwidth.isEmpty()) {
        m_baselinePending = false;
        return;
    }
    m_baselinePending = true;
    QPointer<ReportPage> self(this);
    m_pool.start([self, generation, path, state = m_workflow->state()] {
        const Result<std::optional<HistoryComparison>> result
            = HistoryCompare::withBaseline(state, path);
        QMetaObject::invokeMethod(
            self,
            [self, generation, result] {
                if (self)
                    self->showBaseline(generation, result);
            },
            Qt::QueuedConnection);
    });
}

void ReportPage::showBaseline(quint64 generation,
                              const Result<std::optional<HistoryComparison>> &result)
{
    if (generation != m_generation)
        return; // a newer read is on its way
    m_baselinePending = false;
    if (!result) {
        // The report stands without the comparison; say why it is missing.
        showOutcome(
            makeError(
                tr("No comparison with the accepted baseline: %1").arg(result.error().toString())),
            {});
    } else {
        const auto id
            = [](const std::optional<HistoryComparison> &c) { return c ? c->a.id : qint64(-1); };
        // The same baseline beside the same state compares the same: lay out again only on a
        // change (a refresh starts from none, so a rebuilt report always gets it back).
        if (id(*result) != id(m_report.baseline)) {
            m_report.baseline = *result;
            rebuildPreview();
        }
    }
    Q_EMIT baselineRead();
}

void ReportPage::waitForBaseline()
{
    if (!m_baselinePending)
        return;
    m_pool.waitForDone();
    // The answer is queued to this object: take it now.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

Result<void> ReportPage::exportTo(const QString &path)
{
    if (m_dirty)
        refresh();
    waitForBaseline();
    const Result<void> written = ReportExport::write(m_report, path);
    showOutcome(written, tr("Report saved to %1.").arg(QDir::toNativeSeparators(path)));
    if (written)
        m_lastDir = QFileInfo(path).absolutePath();
    return written;
}

Result<void> ReportPage::saveSnippetsTo(const QString &dir)
{
    if (m_dirty)
        refresh();
    if (!m_report.snippets) {
        const Result<void> none
            = makeError(tr("There are no serving snippets yet: %1").arg(m_report.snippetsError));
        showOutcome(none, {});
        return none;
    }
    const Result<void> written = m_report.snippets->writeTo(dir);
    showOutcome(written, tr("Serving snippets saved in %1.").arg(QDir::toNativeSeparators(dir)));
    if (written)
        m_lastDir = dir;
    return written;
}

QString ReportPage::suggestedFileName() const
{
    return QStringLiteral("tandem-acceptance-%1.pdf")
        .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")));
}

void ReportPage::showEvent(QShowEvent *event)
{
    if (m_dirty)
        refresh();
    else
        readBaseline(); // the baseline may have been marked on the History page meanwhile
    QWidget::showEvent(event);
}

void ReportPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_dirty)
            refresh(); // the report's own words (titles, verdicts) follow the language too
    }
    QWidget::changeEvent(event);
}

void ReportPage::retranslate()
{
    m_title->setText(StepNames::title(StepId::Report));
    m_summary->setText(StepText::summary(StepId::Report));
    m_checklist->setHeaderLabels({tr("Acceptance item"), tr("Verdict"), tr("Why")});
    m_checklist->setAccessibleName(tr("Acceptance items"));
    m_snippetsNote->setText(
        tr("Paste these into serving recipes: every address in them is a ConnectX-7 address."));
    m_export->setText(tr("&Export report\u2026"));
    m_saveSnippets->setText(tr("Save &snippets\u2026"));
    m_copySnippet->setToolTip(tr("Copy the file shown to the clipboard"));
    m_refresh->setText(tr("&Refresh"));
    m_previous->setText(tr("Previous page"));
    m_next->setText(tr("Next page"));
    updateBanner();
    updatePageLabel(m_preview->currentPage(), m_preview->pageCount());
}

void ReportPage::fillChecklist()
{
    m_checklist->clear();
    for (const ChecklistItem &item : std::as_const(m_report.checklist)) {
        auto *top = new QTreeWidgetItem(m_checklist);
        top->setData(0, Qt::UserRole, item.id);
        top->setText(0, item.title);
        top->setToolTip(0, item.title);
        top->setIcon(1, QIcon(CheckListModel::statusIconPath(shownStatus(item.verdict))));
        top->setText(1, Report::verdictText(item.verdict));
        top->setData(1, Qt::UserRole, Report::verdictKey(item.verdict));
        top->setText(2, item.detail);
        top->setToolTip(2, item.detail);
        // The checks the verdict was judged on, one line each; the report holds their output.
        for (const ReportCheck &judged : item.checks) {
            auto *child = new QTreeWidgetItem(top);
            const QString where = judged.check.node.isEmpty()
                                      ? judged.check.title
                                      : tr("%1 on %2").arg(judged.check.title, judged.check.node);
            child->setText(0, where);
            child->setIcon(1, QIcon(CheckListModel::statusIconPath(judged.check.status)));
            child->setText(1, Report::statusText(judged.check.status));
            child->setText(2, judged.check.detail);
            child->setToolTip(2, judged.check.detail);
        }
    }
}

void ReportPage::fillSnippets()
{
    const bool have = m_report.snippets.has_value();
    m_hostfile->setPlainText(have ? m_report.snippets->hostfile : m_report.snippetsError);
    m_envFile->setPlainText(have ? m_report.snippets->envFile : m_report.snippetsError);
    m_rayLaunch->setPlainText(have ? m_report.snippets->rayLaunch : m_report.snippetsError);
}

void ReportPage::updateBanner()
{
    if (m_report.checklist.isEmpty()) {
        m_banner->setText(tr("No report yet: it is built from the steps you have run."));
        m_banner->setStyleSheet(QString());
        return;
    }
    qsizetype passed = 0;
    for (const ChecklistItem &item : std::as_const(m_report.checklist))
        passed += item.verdict == ItemVerdict::Pass ? 1 : 0;
    const qsizetype total = m_report.checklist.size();
    if (m_report.accepted()) {
        m_banner->setText(tr("Accepted: all %n acceptance items passed.", nullptr, int(total)));
        m_banner->setStyleSheet(StatusColours::bannerSheet(CheckStatus::Pass, palette()));
    } else {
        m_banner->setText(tr("Not accepted yet: %1 of %2 acceptance items passed. The items below "
                             "say what is missing.")
                              .arg(passed)
                              .arg(total));
        m_banner->setStyleSheet(StatusColours::bannerSheet(CheckStatus::Warn, palette()));
    }
}

void ReportPage::updatePageLabel(int page, int count)
{
    m_pageLabel->setText(count > 0 ? tr("Page %1 of %2").arg(page + 1).arg(count) : QString());
    m_previous->setEnabled(page > 0);
    m_next->setEnabled(page + 1 < count);
}

void ReportPage::askExportPath()
{
    auto *dialog = new QFileDialog(
        this, tr("Export the acceptance report"), QDir(m_lastDir).filePath(suggestedFileName()));
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QStringList filters{
        tr("PDF document (*.pdf)"), tr("HTML page (*.html)"), tr("JSON data (*.json)")};
    const QStringList suffixes{
        QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("json")};
    dialog->setNameFilters(filters);
    dialog->setDefaultSuffix(suffixes.constFirst());
    connect(dialog,
            &QFileDialog::filterSelected,
            dialog,
            [dialog, filters, suffixes](const QString &filter) {
                const qsizetype i = filters.indexOf(filter);
                if (i >= 0)
                    dialog->setDefaultSuffix(suffixes.at(i));
            });
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        (void)exportTo(path);
    });
    dialog->open();
}

void ReportPage::askSnippetsDir()
{
    auto *dialog = new QFileDialog(this, tr("Save the serving snippets in a folder"), m_lastDir);
    dialog->setObjectName(QStringLiteral("snippetsDialog"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &dir) {
        (void)saveSnippetsTo(dir);
    });
    dialog->open();
}

void ReportPage::showOutcome(const Result<void> &result, const QString &done)
{
    if (result) {
        m_status->setText(done);
        m_status->setStyleSheet(QString());
    } else {
        m_status->setText(result.error().toString());
        m_status->setStyleSheet(QStringLiteral("QLabel { color: %1; }")
                                    .arg(StatusColours::ink(CheckStatus::Fail, palette()).name()));
    }
}

} // namespace Tandem::Ui
