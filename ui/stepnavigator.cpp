// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepnavigator.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QPushButton>

namespace Tandem::Ui {

StepNavigator::StepNavigator(QWidget *parent)
    : QWidget(parent)
    , m_previous(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_previousAction(new QAction(this))
    , m_nextAction(new QAction(this))
{
    setObjectName(QStringLiteral("stepNavigator"));
    m_previous->setObjectName(QStringLiteral("previousStep"));
    m_next->setObjectName(QStringLiteral("nextStep"));
    m_previousAction->setObjectName(QStringLiteral("previousStepAction"));
    m_nextAction->setObjectName(QStringLiteral("nextStepAction"));
    m_previous->setIcon(QIcon::fromTheme(QStringLiteral("go-previous")));
    m_next->setIcon(QIcon::fromTheme(QStringLiteral("go-next")));
    m_previousAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    m_nextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    // The window's shortcuts, wherever focus is (a table or a text field takes Page Up/Down
    // alone, not with Ctrl).
    m_previousAction->setShortcutContext(Qt::WindowShortcut);
    m_nextAction->setShortcutContext(Qt::WindowShortcut);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_previous);
    layout->addStretch(1);
    layout->addWidget(m_next);

    const auto go = [this](int delta) {
        if (const auto step = neighbour(delta))
            Q_EMIT stepRequested(*step);
    };
    connect(m_previous, &QPushButton::clicked, this, [go] { go(-1); });
    connect(m_next, &QPushButton::clicked, this, [go] { go(1); });
    connect(m_previousAction, &QAction::triggered, this, [go] { go(-1); });
    connect(m_nextAction, &QAction::triggered, this, [go] { go(1); });
    retranslate();
}

std::optional<StepId> StepNavigator::neighbour(int delta) const
{
    if (m_away)
        return delta < 0 ? std::optional(m_current) : std::nullopt;
    const QList<StepId> steps = StepText::all();
    const qsizetype at = steps.indexOf(m_current) + delta;
    if (at < 0 || at >= steps.size())
        return std::nullopt;
    return steps.at(at);
}

void StepNavigator::setCurrent(StepId step)
{
    m_current = step;
    retranslate();
}

void StepNavigator::setAway(bool away)
{
    m_away = away;
    retranslate();
}

void StepNavigator::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StepNavigator::retranslate()
{
    const auto previous = neighbour(-1);
    const auto next = neighbour(1);
    m_previous->setEnabled(previous.has_value());
    m_previousAction->setEnabled(previous.has_value());
    m_next->setEnabled(next.has_value());
    m_nextAction->setEnabled(next.has_value());
    // The buttons name where they go; at either end they keep their plain name, greyed.
    m_previous->setText(previous ? tr("Back: %1").arg(StepText::listed(*previous)) : tr("Back"));
    m_next->setText(next ? tr("Next: %1").arg(StepText::listed(*next)) : tr("Next"));
    m_previousAction->setText(tr("&Previous step"));
    m_nextAction->setText(tr("&Next step"));
    const QString previousKeys = m_previousAction->shortcut().toString(QKeySequence::NativeText);
    const QString nextKeys = m_nextAction->shortcut().toString(QKeySequence::NativeText);
    m_previous->setToolTip(tr("Go to the previous step (%1)").arg(previousKeys));
    m_next->setToolTip(tr("Go to the next step (%1)").arg(nextKeys));
}

} // namespace Tandem::Ui
