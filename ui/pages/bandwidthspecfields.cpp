// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthspecfields.h"

#include "nccl/mpiruncommand.h"
#include "util/units.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

#include <utility>

namespace Tandem::Ui {

namespace {

QStringList environmentWords(const QString &text)
{
    return text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
}

} // namespace

TestSpec BandwidthSpecFields::read() const
{
    TestSpec spec;
    spec.tool = BandwidthTool(tool->currentData().toInt());
    spec.op = op->currentText();
    spec.minBytes = parseSize(min->text()).value_or(0);
    spec.maxBytes = parseSize(max->text()).value_or(0);
    spec.factor = factor->value();
    spec.soakSeconds = spec.tool == BandwidthTool::Probe ? soak->value() : 0;
    spec.probeBackend = backend->currentText();
    spec.thresholdGBps = threshold->value();
    spec.environment = MpirunCommand::parseAssignments(environmentWords(environment->text()))
                           .value_or(QList<QPair<QString, QString>>{});
    return spec;
}

void BandwidthSpecFields::show(const TestSpec &spec) const
{
    if (const int index = tool->findData(int(spec.tool)); index >= 0)
        tool->setCurrentIndex(index);
    if (const int index = op->findText(spec.op); index >= 0)
        op->setCurrentIndex(index);
    if (spec.minBytes > 0)
        min->setText(sizeText(spec.minBytes));
    if (spec.maxBytes > 0)
        max->setText(sizeText(spec.maxBytes));
    factor->setValue(spec.factor);
    if (spec.tool == BandwidthTool::Probe) {
        soak->setValue(int(spec.soakSeconds));
        if (const int index = backend->findText(spec.probeBackend); index >= 0)
            backend->setCurrentIndex(index);
    }
    threshold->setValue(spec.thresholdGBps);
    QStringList words;
    for (const auto &[name, value] : spec.environment)
        words << name + QLatin1Char('=') + value;
    if (!words.isEmpty())
        environment->setText(words.join(QLatin1Char(' ')));
}

QString BandwidthSpecFields::environmentError() const
{
    const auto pairs = MpirunCommand::parseAssignments(environmentWords(environment->text()));
    return pairs ? QString() : pairs.error().message;
}

QString BandwidthSpecFields::sizeText(qint64 bytes)
{
    for (const auto &[shift, unit] : {std::pair{30, 'G'}, std::pair{20, 'M'}, std::pair{10, 'K'}}) {
        if (bytes > 0 && bytes % (qint64(1) << shift) == 0)
            return QString::number(bytes >> shift) + QLatin1Char(unit);
    }
    return QString::number(bytes);
}

} // namespace Tandem::Ui
