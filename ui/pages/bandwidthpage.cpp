// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthpage.h"

#include "bandwidthplot.h"
#include "steps/workflow.h"
#include "util/units.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

namespace Tandem::Ui {

namespace {

// One 200G port: 25 GB/s, for scale.
constexpr double lineRateGBps = 25.0;

} // namespace

BandwidthPage::BandwidthPage(Workflow *workflow, QWidget *parent)
    : ChecksPage(Step::Bandwidth, workflow, {}, parent)
    , m_toolLabel(new QLabel(this))
    , m_tool(new QComboBox(this))
    , m_opLabel(new QLabel(this))
    , m_op(new QComboBox(this))
    , m_sizesLabel(new QLabel(this))
    , m_min(new QLineEdit(QStringLiteral("8"), this))
    , m_max(new QLineEdit(QStringLiteral("1G"), this))
    , m_factor(new QSpinBox(this))
    , m_soakLabel(new QLabel(this))
    , m_soak(new QSpinBox(this))
    , m_commandLabel(new QLabel(this))
    , m_command(new QPlainTextEdit(this))
    , m_plot(new BandwidthPlot(this))
{
    setObjectName(QStringLiteral("bandwidthPage"));
    setRunAction([this] { start(); });
    // The flow's rules (connected, verified) are StepGate's; the sizes typed here are the page's.
    setReadiness([workflow, this]() -> QString {
        if (const auto command = workflow->bandwidthCommand(spec()); !command)
            return command.error().toString();
        return {};
    });
    m_tool->setObjectName(QStringLiteral("toolBox"));
    m_op->setObjectName(QStringLiteral("opBox"));
    m_min->setObjectName(QStringLiteral("minBytes"));
    m_max->setObjectName(QStringLiteral("maxBytes"));
    m_factor->setObjectName(QStringLiteral("factor"));
    m_soak->setObjectName(QStringLiteral("soakSeconds"));
    m_command->setObjectName(QStringLiteral("commandView"));
    m_tool->addItem(QStringLiteral("nccl-tests"), int(BandwidthTool::NcclTests));
    m_tool->addItem(QStringLiteral("tandem-probe"), int(BandwidthTool::Probe));
    for (const char *op : {"all_gather", "all_reduce", "reduce_scatter", "alltoall", "sendrecv", "broadcast"})
        m_op->addItem(QString::fromLatin1(op));
    m_factor->setRange(2, 16);
    m_factor->setValue(2);
    m_soak->setRange(0, 24 * 3600);
    m_command->setReadOnly(true);
    m_command->setMaximumHeight(90);
    m_command->setLineWrapMode(QPlainTextEdit::WidgetWidth);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_toolLabel);
    controls->addWidget(m_tool);
    controls->addWidget(m_opLabel);
    controls->addWidget(m_op);
    controls->addWidget(m_sizesLabel);
    controls->addWidget(m_min);
    controls->addWidget(m_max);
    controls->addWidget(m_factor);
    controls->addWidget(m_soakLabel);
    controls->addWidget(m_soak);
    controls->addStretch(1);
    extraArea()->addLayout(controls);
    extraArea()->addWidget(m_commandLabel);
    extraArea()->addWidget(m_command);
    extraArea()->addWidget(m_plot, 1);
    placeExtraAbove();
    setExtraStretch(3);

    const auto changed = [this] {
        m_soak->setEnabled(spec().tool == BandwidthTool::Probe);
        updateCommand();
        updateState();
    };
    connect(m_tool, &QComboBox::currentIndexChanged, this, changed);
    connect(m_op, &QComboBox::currentIndexChanged, this, changed);
    connect(m_min, &QLineEdit::textChanged, this, changed);
    connect(m_max, &QLineEdit::textChanged, this, changed);
    connect(m_factor, &QSpinBox::valueChanged, this, changed);
    connect(m_soak, &QSpinBox::valueChanged, this, changed);
    // Cancel (the page's shared one) ends the run and every process of it on every node.
    setCancelAction([workflow] { workflow->cancelBandwidth(); });
    connect(workflow, &Workflow::bandwidthRow, this, [this](const NcclRow &row) {
        if (row.outOfPlace.busbw)
            m_plot->addPoint(double(row.bytes), *row.outOfPlace.busbw, BandwidthPlot::OutOfPlace);
        if (row.inPlace.busbw)
            m_plot->addPoint(double(row.bytes), *row.inPlace.busbw, BandwidthPlot::InPlace);
    });
    connect(workflow, &Workflow::bandwidthSample, this, [this](const ProbeSample &sample) {
        m_plot->addPoint(m_plot->mode() == BandwidthPlot::Mode::Soak ? sample.t : double(sample.bytes),
                         sample.busbw);
    });
    connect(workflow, &Workflow::stepFinished, this, [this](StepId step) {
        // A new plan (or connection) changes the command.
        if (step != StepId::Bandwidth)
            updateCommand();
    });
    m_plot->setLineRate(lineRateGBps);
    retranslate();
    changed();
}

TestSpec BandwidthPage::spec() const
{
    TestSpec spec;
    spec.tool = BandwidthTool(m_tool->currentData().toInt());
    spec.op = m_op->currentText();
    spec.minBytes = parseSize(m_min->text()).value_or(0);
    spec.maxBytes = parseSize(m_max->text()).value_or(0);
    spec.factor = m_factor->value();
    spec.soakSeconds = spec.tool == BandwidthTool::Probe ? m_soak->value() : 0;
    return spec;
}

void BandwidthPage::updateCommand()
{
    const auto command = workflow()->bandwidthCommand(spec());
    m_command->setPlainText(command ? tr("On %1:\n%2").arg(command->firstNode(), command->displayString())
                                    : command.error().toString());
    m_plot->setThreshold(workflow()->bandwidthThreshold(spec()));
}

void BandwidthPage::start()
{
    const TestSpec current = spec();
    m_plot->clear();
    m_plot->setMode(current.isSoak() ? BandwidthPlot::Mode::Soak : BandwidthPlot::Mode::Sweep);
    m_plot->setThreshold(workflow()->bandwidthThreshold(current));
    workflow()->runBandwidth(current);
}

void BandwidthPage::stepFinished()
{
    // The next run gets a new id: show its command.
    updateCommand();
}

void BandwidthPage::retranslate()
{
    ChecksPage::retranslate();
    setRunText(tr("&Run the bandwidth test"));
    m_toolLabel->setText(tr("Tool:"));
    m_opLabel->setText(tr("Collective:"));
    m_sizesLabel->setText(tr("Sizes (-b, -e, factor):"));
    m_soakLabel->setText(tr("Soak (s, probe):"));
    m_commandLabel->setText(tr("The command that will run:"));
}

} // namespace Tandem::Ui
