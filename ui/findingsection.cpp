// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsection.h"

#include "findingcard.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tandem::Ui {

FindingSection::FindingSection(FindingGroup group, QWidget *parent)
    : QWidget(parent)
    , m_group(group)
    , m_heading(new QLabel(this))
    , m_explain(new QLabel(this))
    , m_none(new QLabel(this))
    , m_action(new QPushButton(this))
    , m_list(new QVBoxLayout)
{
    setObjectName(QStringLiteral("findings-%1").arg(findingGroupKey(group)));
    m_heading->setObjectName(QStringLiteral("sectionHeading"));
    QFont font = m_heading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    m_heading->setFont(font);
    m_explain->setWordWrap(true);
    m_none->setObjectName(QStringLiteral("sectionEmpty"));
    m_none->setForegroundRole(QPalette::PlaceholderText);
    m_action->setObjectName(QStringLiteral("sectionAction"));
    m_action->hide();

    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_action);
    m_list->setContentsMargins(0, 0, 0, 0);
    m_list->setSpacing(4);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(m_explain);
    layout->addWidget(m_none);
    layout->addLayout(m_list);

    connect(m_action, &QPushButton::clicked, this, &FindingSection::actionClicked);
    retranslate();
}

QString FindingSection::groupTitle(FindingGroup group)
{
    switch (group) {
    case FindingGroup::Fixable: return tr("Tandem can fix this now");
    case FindingGroup::Decision: return tr("Needs your decision");
    case FindingGroup::Hardware: return tr("Needs hands on the hardware");
    }
    return {};
}

void FindingSection::setFindings(const QList<Finding> &findings,
                                 const ScanOf &scanOf,
                                 const DrawsPanel &drawsPanel)
{
    // Cards are few (a finding per symptom, rarely more than a dozen): made anew on every run.
    qDeleteAll(m_cards);
    m_cards.clear();
    m_findings = findings;
    for (const Finding &finding : findings) {
        auto *card = new FindingCard(this);
        const QString node = finding.nodes.value(0);
        card->setFinding(
            finding, scanOf ? scanOf(node) : nullptr, drawsPanel ? drawsPanel(node) : true);
        m_list->addWidget(card);
        m_cards << card;
        connect(card, &FindingCard::expandedChanged, this, [this, card](bool expanded) {
            if (expanded)
                Q_EMIT cardExpanded(card);
        });
    }
    retranslate();
}

QString FindingSection::headingText() const
{
    return m_heading->text();
}

void FindingSection::setActionText(const QString &text)
{
    m_action->setText(text);
    m_action->setVisible(!text.isEmpty());
}

void FindingSection::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FindingSection::retranslate()
{
    m_heading->setText(tr("%1 (%2)").arg(groupTitle(m_group)).arg(m_findings.size()));
    switch (m_group) {
    case FindingGroup::Fixable:
        m_explain->setText(tr("Repair changes these through the same path as every change: "
                              "backups, the node's lock and the watchdog; then the Doctor runs "
                              "again."));
        break;
    case FindingGroup::Decision:
        m_explain->setText(tr("Tandem will not choose for you: which version to keep, or "
                              "whether to install what is missing."));
        break;
    case FindingGroup::Hardware:
        m_explain->setText(tr("Someone at the machines: reseat or swap a cable, or power-cycle "
                              "with the cord out."));
        break;
    }
    m_none->setText(tr("Nothing here."));
    m_none->setVisible(m_findings.isEmpty());
    m_explain->setVisible(!m_findings.isEmpty());
}

} // namespace Tandem::Ui
