// SPDX-License-Identifier: GPL-3.0-or-later
#include "resumebanner.h"

#include "models/nodelistmodel.h"
#include "session/savedsession.h"
#include "step.h"
#include "steps/flow/workflow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

namespace Tandem::Ui {

ResumeBanner::ResumeBanner(NodeListModel *model, Workflow *workflow, QWidget *parent)
    : QFrame(parent)
    , m_model(model)
    , m_workflow(workflow)
    , m_text(new QLabel(this))
    , m_resume(new QPushButton(this))
    , m_startOver(new QPushButton(this))
    , m_dismiss(new QPushButton(this))
    , m_bringBack(new QPushButton(this))
{
    setObjectName(QStringLiteral("resumeBanner"));
    setFrameShape(QFrame::StyledPanel);
    // The tooltip colours: a note that stands out from the page without alarming.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    m_text->setObjectName(QStringLiteral("resumeText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resume->setObjectName(QStringLiteral("resumeButton"));
    m_startOver->setObjectName(QStringLiteral("startOverButton"));
    m_dismiss->setObjectName(QStringLiteral("dismissButton"));
    m_bringBack->setObjectName(QStringLiteral("bringBackButton"));

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_resume);
    layout->addWidget(m_startOver);
    layout->addWidget(m_bringBack);
    layout->addWidget(m_dismiss);

    connect(m_resume, &QPushButton::clicked, this, &ResumeBanner::resume);
    connect(m_startOver, &QPushButton::clicked, this, &ResumeBanner::startOver);
    connect(m_dismiss, &QPushButton::clicked, this, &QWidget::hide);
    connect(m_bringBack, &QPushButton::clicked, this, &ResumeBanner::bringBack);
    connect(m_workflow, &Workflow::sessionSetAside, this, [this](const QString &path) {
        showSetAside(tr("Started a new session. The earlier one is kept in %1.").arg(path), path);
    });
    connect(m_workflow, &Workflow::stepStarted, this, [this] {
        m_bringBack->setEnabled(false); // not under a running step
        // Working without answering is starting over; the earlier file is kept, not overwritten.
        if (m_offering)
            startOver();
    });
    connect(m_workflow, &Workflow::stepFinished, this, [this] {
        m_bringBack->setEnabled(!m_workflow->runningStep());
    });
    retranslate();
    hide();
}

QString ResumeBanner::text() const
{
    return m_text->text();
}

void ResumeBanner::offer(const Result<WorkflowState> &saved, const QString &path)
{
    m_path = path;
    m_state.reset();
    if (!saved) {
        m_resume->setToolTip(saved.error().toString());
        showOffer(tr("The saved session cannot be read: %1 Start over keeps the file beside it.")
                      .arg(saved.error().toString()));
        return;
    }
    if (!SavedSession::worthResuming(*saved))
        return;
    const auto resumable = SavedSession::resumeWith(*saved, m_model->nodes());
    if (!resumable) {
        m_resume->setToolTip(resumable.error().toString());
        showOffer(
            tr("%1 Start over keeps it in a file beside it.").arg(resumable.error().toString()));
        return;
    }
    m_state = *resumable;
    QStringList nodes;
    for (const NodeAddress &node : std::as_const(m_state->nodes))
        nodes << node.name;
    QStringList steps;
    for (StepId step : StepText::all()) {
        if (!m_state->checks.value(step).isEmpty())
            steps << StepNames::title(step);
    }
    const QString when = QLocale().toString(m_state->savedAt.toLocalTime(), QLocale::ShortFormat);
    m_resume->setToolTip({});
    showOffer(
        steps.isEmpty()
            ? tr("Tandem saved a session on %1 with the nodes %2. Resume it, or start over?")
                  .arg(when, nodes.join(QStringLiteral(", ")))
            : tr("Tandem saved a session on %1 with the nodes %2 and the results of: %3. "
                 "Resume it, or start over?")
                  .arg(when, nodes.join(QStringLiteral(", ")), steps.join(QStringLiteral(", "))));
}

void ResumeBanner::resume()
{
    if (!m_offering || !m_state)
        return;
    const WorkflowState state = *std::exchange(m_state, std::nullopt);
    m_model->setNodes(state.nodes);
    m_workflow->restore(state);
    showInfo(tr("Resumed the session saved on %1. Passwords are never saved: connect to the nodes "
                "to go on.")
                 .arg(QLocale().toString(state.savedAt.toLocalTime(), QLocale::ShortFormat)));
}

void ResumeBanner::startOver()
{
    if (!m_offering)
        return;
    m_state.reset();
    const auto aside = SavedSession::setAside(m_path);
    if (!aside) {
        // Saving now would overwrite the session the user did not choose to drop.
        m_workflow->setStatePath({});
        showInfo(tr("%1 This session will not be saved, so that the earlier one stays as it is.")
                     .arg(aside.error().toString()));
        return;
    }
    showSetAside(tr("Started over. The earlier session is kept in %1.").arg(*aside), *aside);
}

void ResumeBanner::bringBack()
{
    if (m_asidePath.isEmpty())
        return;
    const QString path = m_asidePath;
    const auto earlier = WorkflowState::load(path);
    if (!earlier) {
        showSetAside(
            tr("The session in %1 cannot be read: %2").arg(path, earlier.error().toString()), path);
        return;
    }
    const auto moved = m_workflow->bringBack(*earlier);
    if (!moved) {
        showSetAside(moved.error().toString(), path);
        return;
    }
    m_model->setNodes(earlier->nodes);
    const QString when = QLocale().toString(earlier->savedAt.toLocalTime(), QLocale::ShortFormat);
    if (moved->isEmpty()) {
        showInfo(tr("Brought back the session saved on %1. Passwords are never saved: connect "
                    "to the nodes to go on.")
                     .arg(when));
        return;
    }
    showSetAside(tr("Brought back the session saved on %1; the one you had started is kept in "
                    "%2. Passwords are never saved: connect to the nodes to go on.")
                     .arg(when, *moved),
                 *moved);
}

bool ResumeBanner::resumableWith(const QList<NodeAddress> &listed) const
{
    return m_offering && m_state && SavedSession::resumeWith(*m_state, listed).has_value();
}

QStringList ResumeBanner::savedNodes() const
{
    QStringList names;
    if (m_state) {
        for (const NodeAddress &node : m_state->nodes)
            names << node.name;
    }
    return names;
}

void ResumeBanner::showOffer(const QString &text)
{
    m_offering = true;
    m_text->setText(text);
    m_resume->setVisible(true);
    m_resume->setEnabled(m_state.has_value());
    m_startOver->setVisible(true);
    m_bringBack->setVisible(false);
    m_dismiss->setVisible(false);
    show();
}

void ResumeBanner::showInfo(const QString &text)
{
    m_offering = false;
    m_text->setText(text);
    m_resume->setVisible(false);
    m_startOver->setVisible(false);
    m_bringBack->setVisible(false);
    m_dismiss->setVisible(true);
    show();
}

void ResumeBanner::showSetAside(const QString &text, const QString &path)
{
    showInfo(text);
    m_asidePath = path;
    m_bringBack->setVisible(true);
    m_bringBack->setEnabled(!m_workflow->runningStep());
}

void ResumeBanner::retranslate()
{
    m_resume->setText(tr("Res&ume"));
    m_startOver->setText(tr("Start &over"));
    m_dismiss->setText(tr("&Dismiss"));
    m_bringBack->setText(tr("Bring it bac&k"));
    m_bringBack->setToolTip(tr("Return to the session that was set aside; the one now is set "
                               "aside in its turn"));
}

} // namespace Tandem::Ui
