// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkbanner.h"

#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>

namespace Tandem::Ui {

CheckBanner::CheckBanner(QWidget *parent)
    : QFrame(parent)
    , m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_label);
    if (parent)
        parent->installEventFilter(this);
    applyStyle();
}

void CheckBanner::showCheck(const Check &check)
{
    QString text
        = check.detail.isEmpty() ? check.title : tr("%1: %2").arg(check.title, check.detail);
    if (!check.fix.isEmpty() && check.status != CheckStatus::Pass)
        text += QLatin1Char('\n') + tr("Fix: %1").arg(check.fix);
    m_status = check.status;
    m_label->setText(text);
    applyStyle();
}

void CheckBanner::showMessage(CheckStatus status, const QString &text)
{
    m_status = status;
    m_label->setText(text);
    applyStyle();
}

QString CheckBanner::text() const
{
    return m_label->text();
}

StatusColours::Banner CheckBanner::colours() const
{
    // The page's palette, not the banner's own: a widget with a style sheet has its palette
    // set from the sheet, and would mix the hue into the last tint again.
    return StatusColours::banner(
        m_status, parentWidget() ? parentWidget()->palette() : QGuiApplication::palette());
}

// A widget with a style sheet keeps its own palette, so a new palette of the page (a change of
// theme) reaches the banner as the page's PaletteChange, which it watches.
bool CheckBanner::event(QEvent *event)
{
    if (event->type() == QEvent::ParentAboutToChange && parentWidget())
        parentWidget()->removeEventFilter(this);
    const bool handled = QFrame::event(event);
    if (event->type() == QEvent::ParentChange) {
        if (parentWidget())
            parentWidget()->installEventFilter(this);
        applyStyle();
    }
    return handled;
}

bool CheckBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::PaletteChange && !m_styling)
        applyStyle();
    return QFrame::eventFilter(watched, event);
}

void CheckBanner::applyStyle()
{
    const StatusColours::Banner c = colours();
    m_styling = true;
    setStyleSheet(QStringLiteral("Tandem--Ui--CheckBanner { background: %1; border: 1px solid %2; "
                                 "border-radius: 4px; } QLabel { color: %3; }")
                      .arg(c.background.name(), c.border.name(), c.text.name()));
    m_styling = false;
}

} // namespace Tandem::Ui
