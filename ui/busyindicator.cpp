// SPDX-License-Identifier: GPL-3.0-or-later
#include "busyindicator.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>

namespace Tandem::Ui {

BusyIndicator::BusyIndicator(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("busyIndicator"));
    m_bar->setObjectName(QStringLiteral("busyBar"));
    // No range: the steps cannot say how far along they are, only that they are working.
    m_bar->setRange(0, 0);
    m_bar->setTextVisible(false);
    m_bar->setFixedWidth(140);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        // One click is enough; the step finishes (as failed or cancelled) once its commands end.
        m_cancel->setEnabled(false);
        Q_EMIT cancelRequested();
    });
    retranslate();
    setRunning(false);
}

void BusyIndicator::setRunning(bool running)
{
    // Enabled once per run: a second click would only cancel what is already ending.
    if (running != m_running || !running)
        m_cancel->setEnabled(running);
    m_running = running;
    m_bar->setVisible(running);
    m_cancel->setVisible(running && m_cancelable);
}

void BusyIndicator::setCancelable(bool cancelable)
{
    m_cancelable = cancelable;
    setRunning(m_running);
}

void BusyIndicator::setCancelToolTip(const QString &text)
{
    m_cancel->setToolTip(text);
}

void BusyIndicator::retranslate()
{
    m_cancel->setText(tr("&Cancel"));
}

} // namespace Tandem::Ui
