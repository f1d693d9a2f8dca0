// SPDX-License-Identifier: GPL-3.0-or-later
#include "rearpanelwidget.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

namespace Tandem::Ui {

namespace {

QColor stateColor(RearPanelWidget::PortState state)
{
    switch (state) {
    case RearPanelWidget::PortState::BothTwinsUp: return QColor(0x2e, 0x7d, 0x32);
    case RearPanelWidget::PortState::OneTwinDown:
    case RearPanelWidget::PortState::Slow: return QColor(0xe0, 0xa8, 0x00);
    case RearPanelWidget::PortState::NoCable: return QColor(0x75, 0x75, 0x75);
    case RearPanelWidget::PortState::Unknown: break;
    }
    return QColor(0x45, 0x4b, 0x50);
}

// The hues of the findings' severities (FindingCard), and of the status icons.
QColor alertColor(RearPanelWidget::Alert alert)
{
    return alert == RearPanelWidget::Alert::Failure ? QColor(0xc6, 0x28, 0x28)
                                                    : QColor(0xe0, 0xa8, 0x00);
}

} // namespace

RearPanelWidget::RearPanelWidget(QWidget *parent)
    : QWidget(parent)
    , m_renderer(new QSvgRenderer(QStringLiteral(":/images/rear-panel.svg"), this))
{
    setObjectName(QStringLiteral("rearPanel"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMinimumSize(320, 130);
    describe();
}

void RearPanelWidget::describe()
{
    setAccessibleName(tr("Rear panel of the node, seen from the back"));
    QString description
        = portLabel(PortSide::Left) + QStringLiteral("; ") + portLabel(PortSide::Right);
    if (m_recommended != PortSide::Unknown) {
        description += QStringLiteral("; ") + ringText();
    }
    setAccessibleDescription(description);
}

void RearPanelWidget::setPortState(PortSide side, PortState state, const QString &note)
{
    Port &target = side == PortSide::Left ? m_left : m_right;
    if (side == PortSide::Unknown)
        return;
    target.state = state;
    target.note = note;
    describe();
    update();
}

void RearPanelWidget::setPortAlert(PortSide side, Alert alert)
{
    if (side == PortSide::Unknown)
        return;
    (side == PortSide::Left ? m_left : m_right).alert = alert;
    describe();
    update();
}

void RearPanelWidget::setRecommended(PortSide side)
{
    m_recommended = side;
    describe();
    update();
}

const RearPanelWidget::Port &RearPanelWidget::port(PortSide side) const
{
    return side == PortSide::Left ? m_left : m_right;
}

RearPanelWidget::PortState RearPanelWidget::portState(PortSide side) const
{
    return port(side).state;
}

RearPanelWidget::Alert RearPanelWidget::portAlert(PortSide side) const
{
    return port(side).alert;
}

QColor RearPanelWidget::portColour(PortSide side) const
{
    const Port &p = port(side);
    return p.alert == Alert::None ? stateColor(p.state) : alertColor(p.alert);
}

QString RearPanelWidget::portLabel(PortSide side) const
{
    const QString name = side == PortSide::Left ? tr("Left") : tr("Right");
    QString state;
    switch (port(side).state) {
    case PortState::BothTwinsUp: state = tr("cabled, both twins up"); break;
    case PortState::OneTwinDown: state = tr("one twin down"); break;
    case PortState::Slow: state = tr("cabled, below 200 Gb/s"); break;
    case PortState::NoCable: state = tr("no cable"); break;
    case PortState::Unknown: state = tr("not checked"); break;
    }
    // Only a state that reads healthy (or unknown) needs the alert in words; the others say
    // what is wrong already.
    const bool looksFine
        = port(side).state == PortState::BothTwinsUp || port(side).state == PortState::Unknown;
    if (looksFine && port(side).alert == Alert::Failure)
        state = port(side).state == PortState::Unknown ? tr("failing")
                                                       : tr("cabled, both twins up, but failing");
    else if (looksFine && port(side).alert == Alert::Warning)
        state = port(side).state == PortState::Unknown
                    ? tr("with a warning")
                    : tr("cabled, both twins up, with a warning");
    QString label = QStringLiteral("%1: %2").arg(name, state);
    if (!port(side).note.isEmpty())
        label += QStringLiteral(" (%1)").arg(port(side).note);
    return label;
}

QSize RearPanelWidget::sizeHint() const
{
    return {640, heightForWidth(640)};
}

int RearPanelWidget::heightForWidth(int width) const
{
    const QSizeF box = m_renderer->viewBoxF().size();
    return int(width * box.height() / box.width() + 3 * QFontMetricsF(font()).height() + 24);
}

QRectF RearPanelWidget::panelRect() const
{
    // Keep the drawing's aspect ratio and leave room below it for the legend.
    const QSizeF box = m_renderer->viewBoxF().size();
    const qreal legend = 3 * QFontMetricsF(font()).height() + 24;
    const qreal scale = qMin(width() / box.width(), (height() - legend) / box.height());
    const QSizeF size = box * scale;
    return {(width() - size.width()) / 2, 0, size.width(), size.height()};
}

void RearPanelWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF panel = panelRect();
    m_renderer->render(&painter, panel);

    const QRectF box = m_renderer->viewBoxF();
    const qreal scale = panel.width() / box.width();
    const auto toWidget = [&](const QRectF &r) {
        return QRectF(panel.left() + r.left() * scale,
                      panel.top() + r.top() * scale,
                      r.width() * scale,
                      r.height() * scale);
    };

    QFont small = font();
    small.setPointSizeF(qMax(7.0, small.pointSizeF() * 0.9));
    painter.setFont(small);
    const QFontMetricsF metrics(small);
    QList<qreal> arrows; // the centres of the cabled cages, left to right
    qreal arrowTop = 0;
    for (PortSide side : {PortSide::Left, PortSide::Right}) {
        const QString id
            = side == PortSide::Left ? QStringLiteral("qsfp-left") : QStringLiteral("qsfp-right");
        const QRectF cage = toWidget(m_renderer->boundsOnElement(id));
        const Port &p = port(side);
        QColor fill = portColour(side);
        fill.setAlpha(p.state == PortState::Unknown && p.alert == Alert::None ? 0 : 150);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRoundedRect(cage.adjusted(4, 4, -4, -4), 4, 4);

        if (p.state == PortState::BothTwinsUp || p.state == PortState::OneTwinDown
            || p.state == PortState::Slow) {
            // The plug goes in with its pull tab up: an arrow above the cage says so.
            QPainterPath arrow;
            const qreal cx = cage.center().x();
            arrowTop = cage.top() - 4;
            arrow.moveTo(cx, arrowTop - 14);
            arrow.lineTo(cx - 6, arrowTop - 6);
            arrow.lineTo(cx + 6, arrowTop - 6);
            arrow.closeSubpath();
            painter.setBrush(Qt::white);
            painter.drawPath(arrow);
            arrows << cx;
        }
        if (m_recommended == side) {
            painter.setPen(QPen(QColor(0x76, 0xb9, 0x00), 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(cage.adjusted(-4, -4, 4, 4), 7, 7);
        }
    }
    if (!arrows.isEmpty()) {
        // One label for the arrows, beside them and kept inside the widget: the two cages sit
        // side by side, and a label per arrow would run into the other one.
        const QString label = tr("pull tab up");
        const qreal w = metrics.horizontalAdvance(label);
        qreal x = arrows.size() == 1 ? arrows.constFirst() + 10 : arrows.constFirst() - 10 - w;
        if (arrows.size() == 1 && x + w > panel.right() - 6)
            x = arrows.constFirst() - 10 - w;
        if (arrows.size() > 1 && x < panel.left() + 6)
            x = arrows.constLast() + 10;
        painter.setPen(Qt::white);
        painter.drawText(QPointF(x, arrowTop - 6), label);
    }

    // Legend under the drawing: one line per port, with the colour used on the cage.
    qreal y = panel.bottom() + 6;
    for (PortSide side : {PortSide::Left, PortSide::Right}) {
        const QColor colour = portColour(side);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        const qreal line = metrics.height();
        painter.drawEllipse(QRectF(panel.left() + 2, y + line / 2 - 5, 10, 10));
        painter.setPen(palette().color(QPalette::WindowText));
        const QRectF text(panel.left() + 18, y, width() - panel.left() - 20, line * 2);
        const QString label = metrics.elidedText(portLabel(side), Qt::ElideRight, text.width());
        painter.drawText(text, Qt::AlignLeft | Qt::AlignTop, label);
        y += line + 4;
    }
    if (m_recommended != PortSide::Unknown) {
        // The ring is a choice, not a state: say what it means.
        const qreal line = metrics.height();
        painter.setPen(QPen(QColor(0x76, 0xb9, 0x00), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(panel.left() + 1, y + line / 2 - 6, 12, 12), 3, 3);
        painter.setPen(palette().color(QPalette::WindowText));
        const QRectF text(panel.left() + 18, y, width() - panel.left() - 20, line * 2);
        painter.drawText(text,
                         Qt::AlignLeft | Qt::AlignTop,
                         metrics.elidedText(ringText(), Qt::ElideRight, text.width()));
    }
}

QString RearPanelWidget::ringText() const
{
    return m_recommended == PortSide::Left
               ? tr("Ring: the port to use for the cable (the left one here, as it is in use)")
               : tr("Ring: the port to use for the cable (the right one, as the playbooks use "
                    "for one cable, or the one in use)");
}

void RearPanelWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        describe();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace Tandem::Ui
