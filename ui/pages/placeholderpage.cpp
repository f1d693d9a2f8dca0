// SPDX-License-Identifier: GPL-3.0-or-later
#include "placeholderpage.h"

#include "pagetitle.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace Tandem::Ui {

PlaceholderPage::PlaceholderPage(Step step, QWidget *parent)
    : QWidget(parent)
    , m_step(step)
    , m_title(createPageTitle(this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
{
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("pageSummary"));
    m_status->setWordWrap(true);
    m_status->setEnabled(false);

    auto *layout = createPageLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_status);
    layout->addStretch(1);
    retranslate();
}

void PlaceholderPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlaceholderPage::retranslate()
{
    m_title->setText(StepText::title(m_step));
    m_summary->setText(StepText::summary(m_step));
    m_status->setText(tr("This step is not available in this version of Tandem yet."));
}

} // namespace Tandem::Ui
