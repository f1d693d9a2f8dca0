// SPDX-License-Identifier: GPL-3.0-or-later
#include "focusring.h"

#include <QEvent>
#include <QPainter>
#include <QSplitter>

namespace Tandem::Ui {

FocusRing::FocusRing(QWidget *parent)
    : QWidget(parent)
    , m_home(parent)
{
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

void FocusRing::setTarget(QWidget *target)
{
    if (m_target)
        m_target->removeEventFilter(this);
    m_target = target;
    // A splitter takes every child widget as a pane of its own: no ring there (the sidebar's
    // selection shows where it is anyway).
    if (!m_target || !m_target->parentWidget()
        || qobject_cast<QSplitter *>(m_target->parentWidget())) {
        m_target = nullptr;
        hide();
        // Back where it was made, so it lives as long as its owner whatever page goes away.
        if (m_home && parentWidget() != m_home)
            setParent(m_home);
        return;
    }
    setParent(m_target->parentWidget());
    m_target->installEventFilter(this);
    follow();
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_target) {
        switch (event->type()) {
        case QEvent::Move:
        case QEvent::Resize:
        case QEvent::Show:
        case QEvent::Hide:
        case QEvent::ZOrderChange: follow(); break;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FocusRing::follow()
{
    if (!m_target || !m_target->isVisible()) {
        hide();
        return;
    }
    setGeometry(m_target->geometry().adjusted(-kWidth, -kWidth, kWidth, kWidth));
    show();
    raise();
}

void FocusRing::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QPen pen(palette().color(QPalette::Highlight), kWidth);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    painter.drawRect(
        QRectF(rect()).adjusted(kWidth / 2.0, kWidth / 2.0, -kWidth / 2.0, -kWidth / 2.0));
}

} // namespace Tandem::Ui
