// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkplanpage.h"

#include "checkbanner.h"
#include "copybutton.h"
#include "steps/flow/workflow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace Tandem::Ui {

NetworkPlanPage::NetworkPlanPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(StepId::NetworkPlan, workflow, {}, parent)
    , m_baseLabel(new QLabel(this))
    , m_base(new QLineEdit(QStringLiteral("192.168.100.0/24"), this))
    , m_jumbo(new QCheckBox(this))
    , m_node(new QComboBox(this))
    , m_view(new QComboBox(this))
    , m_text(new QPlainTextEdit(this))
    , m_copy(new CopyButton(
          [this] {
              const QString node = m_node->currentText();
              return m_view->currentIndex() == 1
                         ? this->workflow()->session().netplanYaml.value(node)
                         : this->workflow()->session().netplanDiffs.value(node);
          },
          this))
    , m_aside(new QLabel(this))
    , m_outOfDate(new CheckBanner(this))
{
    setObjectName(QStringLiteral("networkPlanPage"));
    setRunAction([this] { makePlan(); });
    m_base->setObjectName(QStringLiteral("planBase"));
    m_base->setMinimumWidth(
        m_base->fontMetrics().horizontalAdvance(QStringLiteral("192.168.100.0/24")) + 24);
    m_jumbo->setObjectName(QStringLiteral("planJumbo"));
    m_node->setObjectName(QStringLiteral("planNode"));
    m_view->setObjectName(QStringLiteral("planView"));
    m_text->setObjectName(QStringLiteral("planText"));
    m_baseLabel->setBuddy(m_base);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_aside->setObjectName(QStringLiteral("planMoveAside"));
    m_aside->setWordWrap(true);
    m_outOfDate->setObjectName(QStringLiteral("planOutOfDate"));
    m_outOfDate->hide();

    // The MTU box on a line of its own: beside the subnet its long label (Japanese) left the
    // check list no room.
    auto *options = new QHBoxLayout;
    options->addWidget(m_baseLabel);
    options->addWidget(m_base);
    options->addStretch(1);
    auto *chooser = new QHBoxLayout;
    chooser->addWidget(m_node, 1);
    chooser->addWidget(m_view);
    m_copy->setObjectName(QStringLiteral("copyPlan"));
    chooser->addWidget(m_copy);
    extraArea()->addLayout(options);
    extraArea()->addWidget(m_jumbo);
    extraArea()->addWidget(m_outOfDate);
    extraArea()->addLayout(chooser);
    extraArea()->addWidget(m_text, 1);
    extraArea()->addWidget(m_aside);
    setExtraStretch(4);

    connect(m_node, &QComboBox::currentIndexChanged, this, &NetworkPlanPage::showNode);
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        showNode(m_node->currentIndex());
    });
    connect(m_base, &QLineEdit::textChanged, this, &NetworkPlanPage::updateOutOfDate);
    connect(m_jumbo, &QCheckBox::toggled, this, &NetworkPlanPage::updateOutOfDate);
    connect(workflow, &Workflow::stepStarted, this, &NetworkPlanPage::updateOutOfDate);
    // After ChecksPage's reload: the controls show what the resumed plan was made with.
    connect(workflow, &Workflow::restored, this, [this, workflow] {
        showOptions(workflow->session().planOptions);
    });
    retranslate();
}

PlanOptions NetworkPlanPage::options() const
{
    PlanOptions options;
    options.setBase(m_base->text());
    options.mtu = m_jumbo->isChecked() ? m_jumboMtu : 0;
    return options;
}

void NetworkPlanPage::showOptions(const PlanOptions &options)
{
    if (options.mtu != 0)
        m_jumboMtu = options.mtu;
    m_jumbo->setChecked(options.mtu != 0);
    // The prefix travels with the base: "10.55.0.0" alone would mean /24.
    m_base->setText(options.base.contains(QLatin1Char('/'))
                        ? options.base
                        : options.base + QLatin1Char('/') + QString::number(options.prefix));
    retranslate(); // the box names the MTU it asks for
    updateOutOfDate();
}

bool NetworkPlanPage::isPlanOutOfDate() const
{
    return workflow()->planOptionsChanged();
}

void NetworkPlanPage::updateOutOfDate()
{
    // The workflow holds the options shown here: the gate refuses Apply while they differ from
    // the plan's, and says why on every page.
    workflow()->choosePlanOptions(options());
    m_outOfDate->setVisible(workflow()->planOptionsChanged());
}

void NetworkPlanPage::makePlan()
{
    workflow()->runNetworkPlan(options());
}

void NetworkPlanPage::stepFinished()
{
    const QString current = m_node->currentText();
    m_node->clear();
    for (const QString &node : workflow()->session().netplanYaml.keys())
        m_node->addItem(node);
    const int index = m_node->findText(current);
    m_node->setCurrentIndex(index >= 0 ? index : 0);
    showNode(m_node->currentIndex());
    QStringList aside;
    for (const NetplanMoveAside &move : workflow()->session().moveAside) {
        aside << (move.rewrite
                      ? tr("%1: /etc/netplan/%2 loses only its entries for %3")
                            .arg(move.node, move.file, move.interfaces.join(u", "))
                      : tr("%1: /etc/netplan/%2 is moved aside").arg(move.node, move.file));
    }
    m_aside->setText(aside.isEmpty()
                         ? QString()
                         : tr("Apply also changes other tools' files (Restore puts them back): "
                              "%1.")
                               .arg(aside.join(QStringLiteral("; "))));
    updateOutOfDate();
}

void NetworkPlanPage::showNode(int index)
{
    m_copy->setEnabled(index >= 0);
    if (index < 0) {
        m_text->clear();
        return;
    }
    const QString node = m_node->itemText(index);
    if (m_view->currentIndex() == 1) {
        m_text->setPlainText(workflow()->session().netplanYaml.value(node));
        return;
    }
    const QString diff = workflow()->session().netplanDiffs.value(node);
    m_text->setPlainText(diff.isEmpty() ? tr("(the file would not change)") : diff);
}

void NetworkPlanPage::retranslate()
{
    ChecksPage::retranslate();
    setRunText(tr("&Make the plan"));
    m_baseLabel->setText(tr("First subnet:"));
    m_jumbo->setText(tr("MTU %1 on every ConnectX-7 interface").arg(m_jumboMtu));
    m_outOfDate->showMessage(CheckStatus::Warn,
                             tr("Out of date: this plan was made with other options. Make the plan "
                                "again before applying it."));
    const int view = m_view->currentIndex();
    m_view->clear();
    m_view->addItems({tr("Changes (diff)"), tr("New file")});
    m_node->setAccessibleName(tr("Node"));
    m_view->setAccessibleName(tr("Show"));
    m_text->setAccessibleName(tr("The node's netplan file"));
    m_copy->setToolTip(tr("Copy the file or its changes, as shown, to the clipboard"));
    m_view->setCurrentIndex(view < 0 ? 0 : view);
}

} // namespace Tandem::Ui
