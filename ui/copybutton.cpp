// SPDX-License-Identifier: GPL-3.0-or-later
#include "copybutton.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>

namespace Tandem::Ui {

CopyButton::CopyButton(std::function<QString()> text, QWidget *parent)
    : QPushButton(parent)
    , m_text(std::move(text))
{
    m_reset.setSingleShot(true);
    m_reset.setInterval(std::chrono::seconds(2));
    connect(&m_reset, &QTimer::timeout, this, [this] {
        m_copied = false;
        retranslate();
    });
    connect(this, &QPushButton::clicked, this, &CopyButton::copy);
    retranslate();
}

void CopyButton::copy()
{
    QGuiApplication::clipboard()->setText(m_text ? m_text() : QString());
    m_copied = true;
    retranslate();
    m_reset.start();
}

void CopyButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QPushButton::changeEvent(event);
}

void CopyButton::retranslate()
{
    setText(m_copied ? tr("Copied") : tr("Copy"));
}

} // namespace Tandem::Ui
