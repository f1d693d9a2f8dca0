// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkbanner.h"

#include <QHBoxLayout>
#include <QLabel>

namespace Tandem::Ui {

namespace {

struct Colours
{
    const char *background;
    const char *border;
    const char *text;
};

// Light backgrounds with dark text of the same hue: readable in light and dark themes alike,
// and never colour alone, since the sentence starts with the title.
Colours coloursFor(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return {"#e6f4ea", "#1e8e3e", "#0d652d"};
    case CheckStatus::Warn: return {"#fef7e0", "#f9ab00", "#7a4f01"};
    case CheckStatus::Fail: return {"#fce8e6", "#d93025", "#a50e0e"};
    case CheckStatus::Running: return {"#e8f0fe", "#1a73e8", "#174ea6"};
    case CheckStatus::Skipped:
    case CheckStatus::Pending: break;
    }
    return {"#f1f3f4", "#9aa0a6", "#3c4043"};
}

} // namespace

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

void CheckBanner::applyStyle()
{
    const Colours c = coloursFor(m_status);
    setStyleSheet(
        QStringLiteral("Tandem--Ui--CheckBanner { background: %1; border: 1px solid %2; "
                       "border-radius: 4px; } QLabel { color: %3; }")
            .arg(QLatin1String(c.background), QLatin1String(c.border), QLatin1String(c.text)));
}

} // namespace Tandem::Ui
