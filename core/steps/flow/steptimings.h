// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"

#include <QElapsedTimer>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

namespace Tandem {

struct Check;
class Workflow;

// Where a session's time went (`tandem-cli --timings`, docs/benchmarks.md): for each step that
// ran, its wall time from Workflow::stepStarted to stepFinished, and for each node the time
// from the step's start to the last change of one of that node's checks, i.e. when the node
// was done with the step. A node far behind the others is the one the step waited for.
class StepTimings final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepTimings)

public:
    struct Row
    {
        StepId step = StepId::Devices;
        qint64 startMs = -1; // since the first step started
        qint64 wallMs = -1;  // -1 while the step runs
        QMap<QString, qint64> nodeMs;
    };

    explicit StepTimings(Workflow *workflow, QObject *parent = nullptr);

    [[nodiscard]] const QList<Row> &rows() const { return m_rows; }
    // The rows as a table for a terminal: one line per step, a column per node, seconds with
    // two decimals, then the whole span from the first start to the last finish.
    [[nodiscard]] QString table() const;

private:
    void started(StepId step);
    void changed(StepId step, const Check &check);
    void finished(StepId step);
    [[nodiscard]] Row *openRow(StepId step);

    QElapsedTimer m_clock;
    QList<Row> m_rows;
};

} // namespace Tandem
