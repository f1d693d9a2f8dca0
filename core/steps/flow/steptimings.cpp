// SPDX-License-Identifier: GPL-3.0-or-later
#include "steptimings.h"

#include "checks/check.h"
#include "steps/flow/workflow.h"

#include <QStringBuilder>

#include <algorithm>

namespace Tandem {

namespace {

QString seconds(qint64 ms)
{
    return ms < 0 ? QStringLiteral("-") : QString::number(double(ms) / 1000.0, 'f', 2);
}

} // namespace

StepTimings::StepTimings(Workflow *workflow, QObject *parent)
    : QObject(parent)
{
    connect(workflow, &Workflow::stepStarted, this, &StepTimings::started);
    connect(workflow, &Workflow::checkChanged, this, &StepTimings::changed);
    connect(workflow, &Workflow::stepFinished, this, &StepTimings::finished);
}

StepTimings::Row *StepTimings::openRow(StepId step)
{
    // The latest row of the step that is still running: a step may run twice in a session
    // (setup, restore, setup).
    for (auto it = m_rows.rbegin(); it != m_rows.rend(); ++it) {
        if (it->step == step)
            return it->wallMs < 0 ? &*it : nullptr;
    }
    return nullptr;
}

void StepTimings::started(StepId step)
{
    if (!m_clock.isValid())
        m_clock.start();
    Row row;
    row.step = step;
    row.startMs = m_clock.elapsed();
    m_rows.append(row);
}

void StepTimings::changed(StepId step, const Check &check)
{
    Row *row = openRow(step);
    if (row && !check.node.isEmpty())
        row->nodeMs.insert(check.node, m_clock.elapsed() - row->startMs);
}

void StepTimings::finished(StepId step)
{
    if (Row *row = openRow(step))
        row->wallMs = m_clock.elapsed() - row->startMs;
}

QString StepTimings::table() const
{
    QStringList nodes;
    for (const Row &row : m_rows) {
        for (auto it = row.nodeMs.cbegin(); it != row.nodeMs.cend(); ++it) {
            if (!nodes.contains(it.key()))
                nodes << it.key();
        }
    }
    int stepWidth = 5;
    for (const Row &row : m_rows)
        stepWidth = std::max(stepWidth, int(WorkflowState::stepKey(row.step).size()));
    QList<int> widths;
    for (const QString &node : std::as_const(nodes))
        widths << std::max(7, int(node.size()));

    QString out = QStringLiteral("%1 %2").arg(tr("step"), -stepWidth).arg(tr("wall s"), 7);
    for (qsizetype i = 0; i < nodes.size(); ++i)
        out += QStringLiteral(" %1").arg(nodes.at(i), widths.at(i));
    out += QLatin1Char('\n');
    qint64 first = -1, last = -1;
    for (const Row &row : m_rows) {
        out += QStringLiteral("%1 %2")
                   .arg(WorkflowState::stepKey(row.step), -stepWidth)
                   .arg(seconds(row.wallMs), 7);
        for (qsizetype i = 0; i < nodes.size(); ++i)
            out += QStringLiteral(" %1").arg(seconds(row.nodeMs.value(nodes.at(i), -1)),
                                             widths.at(i));
        out += QLatin1Char('\n');
        if (first < 0)
            first = row.startMs;
        if (row.wallMs >= 0)
            last = std::max(last, row.startMs + row.wallMs);
    }
    out += QStringLiteral("%1 %2\n")
               .arg(tr("total"), -stepWidth)
               .arg(seconds(first < 0 || last < 0 ? -1 : last - first), 7);
    return out;
}

} // namespace Tandem
