// SPDX-License-Identifier: GPL-3.0-or-later
#include "evidencedrawer.h"

#include "copybutton.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace Tandem::Ui {

EvidenceDrawer::EvidenceDrawer(QWidget *parent)
    : QWidget(parent)
    , m_detail(new QLabel(this))
    , m_fix(new QLabel(this))
    , m_evidence(new QPlainTextEdit(this))
    , m_copyFix(new CopyButton([this] { return m_check.fix; }, this))
{
    setObjectName(QStringLiteral("evidenceDrawer"));
    m_detail->setObjectName(QStringLiteral("detail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fix->setObjectName(QStringLiteral("fix"));
    m_fix->setWordWrap(true);
    m_fix->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_evidence->setObjectName(QStringLiteral("evidence"));
    m_evidence->setReadOnly(true);
    m_evidence->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_evidence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_detail);
    m_copyFix->setObjectName(QStringLiteral("copyFix"));
    auto *fixRow = new QHBoxLayout;
    fixRow->addWidget(m_fix, 1);
    fixRow->addWidget(m_copyFix, 0, Qt::AlignTop);
    layout->addLayout(fixRow);
    layout->addWidget(m_evidence, 1);
    retranslate();
}

QString EvidenceDrawer::evidenceText(const Check &check)
{
    QString text;
    for (const Evidence &item : check.evidence) {
        text += QStringLiteral("[%1] $ %2\n").arg(item.node, item.command);
        if (!item.output.isEmpty()) {
            text += item.output;
            if (!item.output.endsWith(QLatin1Char('\n')))
                text += QLatin1Char('\n');
        }
        text += tr("(exit status %1)").arg(item.exitStatus) + QStringLiteral("\n\n");
    }
    return text;
}

void EvidenceDrawer::showCheck(const Check &check)
{
    m_check = check;
    m_detail->setText(check.detail);
    m_fix->setVisible(!check.fix.isEmpty());
    m_copyFix->setVisible(!check.fix.isEmpty());
    m_fix->setText(tr("Fix: %1").arg(check.fix));
    m_evidence->setPlainText(check.evidence.isEmpty() ? tr("No commands were run for this check.")
                                                      : evidenceText(check));
}

void EvidenceDrawer::clear()
{
    m_check = {};
    m_detail->setText(tr("Select a check to see what was run and what came back."));
    m_fix->hide();
    m_copyFix->hide();
    m_evidence->clear();
}

void EvidenceDrawer::fitLabels()
{
    for (QLabel *label : {m_detail, m_fix}) {
        // heightForWidth depends on the width alone, so this settles after one layout pass.
        const int need = label->isVisibleTo(this) ? label->heightForWidth(label->width()) : 0;
        if (need > 0 && label->minimumHeight() != need)
            label->setMinimumHeight(need);
    }
}

void EvidenceDrawer::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitLabels();
}

bool EvidenceDrawer::event(QEvent *event)
{
    // A label's new text asks its parent for a new layout: the text may need more lines.
    if (event->type() == QEvent::LayoutRequest)
        fitLabels();
    return QWidget::event(event);
}

void EvidenceDrawer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EvidenceDrawer::retranslate()
{
    m_evidence->setAccessibleName(tr("Evidence: what the node printed"));
    m_copyFix->setToolTip(tr("Copy the fix to the clipboard"));
    if (m_check.id.isEmpty())
        clear();
    else
        showCheck(m_check);
}

} // namespace Tandem::Ui
