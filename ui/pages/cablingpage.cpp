// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingpage.h"

#include "checkbanner.h"
#include "inventory/gb10models.h"
#include "rearpanelwidget.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace Tandem::Ui {

CablingPage::CablingPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(
        StepId::Cabling, workflow, [workflow] { workflow->runCabling(); }, parent)
    , m_topology(new QLabel(this))
    , m_node(new QComboBox(this))
    , m_rearPanel(new RearPanelWidget(this))
    , m_ports(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_readBefore(new CheckBanner(this))
{
    setObjectName(QStringLiteral("cablingPage"));
    m_topology->setObjectName(QStringLiteral("topology"));
    m_topology->setWordWrap(true);
    m_node->setObjectName(QStringLiteral("nodeSelector"));
    m_hint->setWordWrap(true);
    m_hint->setObjectName(QStringLiteral("cablingHint"));
    m_ports->setObjectName(QStringLiteral("portList"));
    m_ports->setWordWrap(true);
    m_ports->setTextFormat(Qt::PlainText);
    m_ports->hide();
    m_readBefore->setObjectName(QStringLiteral("cablingReadBefore"));
    m_readBefore->hide();
    // The drawing needs width: topology, node and rear panel go in a row above the checks.
    placeExtraAbove();
    extraArea()->addWidget(m_readBefore);
    auto *left = new QVBoxLayout;
    left->addWidget(m_topology);
    left->addWidget(m_node);
    left->addWidget(m_hint);
    left->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addLayout(left, 2);
    row->addWidget(m_rearPanel, 3);
    row->addWidget(m_ports, 3);
    extraArea()->addLayout(row);
    connect(m_node, &QComboBox::currentIndexChanged, this, &CablingPage::showNode);
    connect(workflow, &Workflow::stepStarted, this, &CablingPage::updateReadBefore);
    connect(workflow, &Workflow::stepFinished, this, &CablingPage::updateReadBefore);
    connect(workflow, &Workflow::restored, this, &CablingPage::updateReadBefore);
    m_rearPanel->setRecommended(PortSide::Right);
    retranslate();
}

void CablingPage::stepFinished()
{
    const Topology &topology = workflow()->session().topology;
    m_topology->setText(topology.problem.isEmpty() ? TopologyClassifier::summaryOf(topology)
                                                   : topology.problem);
    const QString current = m_node->currentData().toString();
    m_node->clear();
    for (const NodeCabling &node : workflow()->session().cabling) {
        const QString model = factsOf(node.node).model;
        // The node's name is the item's data: the text also names the model.
        m_node->addItem(model.isEmpty() ? node.node : tr("%1 (%2)").arg(node.node, model),
                        node.node);
    }
    const int index = m_node->findData(current);
    m_node->setCurrentIndex(index >= 0 ? index : 0);
    showNode(m_node->currentIndex());
}

void CablingPage::showNode(int index)
{
    const QList<NodeCabling> &nodes = workflow()->session().cabling;
    if (index < 0 || index >= nodes.size())
        return;
    const NodeCabling &node = nodes.at(index);
    PortSide cabled = PortSide::Unknown;
    for (PortSide side : {PortSide::Left, PortSide::Right}) {
        int up = 0;
        int total = 0;
        QStringList down;
        for (const QString &netdev : SparkNaming::cx7Netdevs()) {
            if (SparkNaming::sideOfNetdev(netdev) != side)
                continue;
            ++total;
            if (node.isUp(netdev))
                ++up;
            else
                down << netdev;
        }
        QStringList slow; // twins up below 200 Gb/s: amber, as the speed check warns
        for (const QString &netdev : SparkNaming::cx7Netdevs()) {
            const std::optional<int> mbps = node.speedMbps(netdev);
            if (SparkNaming::sideOfNetdev(netdev) == side && node.isUp(netdev) && mbps
                && *mbps < 200000)
                slow << tr("%1 at %2 Gb/s").arg(netdev).arg(*mbps / 1000);
        }
        if (up == total && !slow.isEmpty()) {
            m_rearPanel->setPortState(
                side, RearPanelWidget::PortState::Slow, slow.join(QStringLiteral(", ")));
            cabled = side;
        } else if (up == total) {
            m_rearPanel->setPortState(side, RearPanelWidget::PortState::BothTwinsUp);
            cabled = side;
        } else if (up > 0) {
            m_rearPanel->setPortState(side,
                                      RearPanelWidget::PortState::OneTwinDown,
                                      tr("%1 down").arg(down.join(QStringLiteral(", "))));
            cabled = side;
        } else {
            m_rearPanel->setPortState(side, RearPanelWidget::PortState::NoCable);
        }
    }
    // Point at the port in use, or at the right port, which the playbooks use for one cable.
    m_rearPanel->setRecommended(cabled == PortSide::Unknown ? PortSide::Right : cabled);

    // The drawing is NVIDIA's box; where another maker's rear panel is not known, the ports
    // are named by their interfaces instead, with the one that has carrier.
    const NodeFacts facts = factsOf(node.node);
    const std::optional<Gb10Model> model = Gb10Models::byId(facts.modelId);
    // A state saved before models were read names none: its nodes were Sparks.
    const bool drawn = facts.model.isEmpty() || (model && model->rearPanelKnown);
    m_rearPanel->setVisible(drawn);
    m_hint->setVisible(drawn); // it describes the Spark's back
    m_ports->setVisible(!drawn);
    if (!drawn) {
        QStringList lines{tr("Where the ports sit on the %1 is not known to Tandem; by their "
                             "interfaces:")
                              .arg(facts.model)};
        for (PortSide side : {PortSide::Left, PortSide::Right}) {
            QStringList netdevs;
            int up = 0;
            for (const QString &netdev : SparkNaming::cx7Netdevs()) {
                if (SparkNaming::sideOfNetdev(netdev) != side)
                    continue;
                netdevs << netdev;
                up += node.isUp(netdev) ? 1 : 0;
            }
            const QString state = up == netdevs.size() ? tr("has carrier (cabled)")
                                  : up > 0             ? tr("one twin has carrier")
                                                       : tr("no carrier");
            lines << tr("• %1: %2").arg(netdevs.join(QStringLiteral(" + ")), state);
        }
        lines << tr("Insert the plug until it clicks, and use the same port (the same "
                    "interfaces) on every node.");
        m_ports->setText(lines.join(QLatin1Char('\n')));
    }
}

NodeFacts CablingPage::factsOf(const QString &node) const
{
    for (const NodeFacts &facts : workflow()->session().facts) {
        if (facts.node == node)
            return facts;
    }
    return {};
}

void CablingPage::updateReadBefore()
{
    const FlowFacts facts = StepGate::factsOf(*workflow());
    m_readBefore->setVisible(facts.cablingReadBefore.isValid());
    if (!facts.cablingReadBefore.isValid())
        return;
    const QString at
        = QLocale().toString(facts.cablingReadBefore.toLocalTime().time(), QLocale::ShortFormat);
    m_readBefore->showMessage(
        CheckStatus::Warn,
        facts.cablingReadBeforeRestore
            ? tr("Read before the restore at %1: the ports' MTUs and addresses may have changed "
                 "since. Run the checks again to see them as they are now.")
                  .arg(at)
            : tr("Read before the plan was applied at %1: the ports' MTUs and addresses may have "
                 "changed since. Run the checks again to see them as they are now.")
                  .arg(at));
}

void CablingPage::retranslate()
{
    ChecksPage::retranslate();
    updateReadBefore();
    m_hint->setText(tr("Seen from the back of the Spark: the left QSFP port is the one next to "
                       "the 10 GbE port. Insert the plug with its pull tab up until it clicks; "
                       "use the same port on every Spark."));
    m_node->setAccessibleName(tr("Node"));
    if (workflow()->session().topology.kind == TopologyKind::Unknown)
        m_topology->setText(tr("The topology is found when the checks run."));
}

} // namespace Tandem::Ui
