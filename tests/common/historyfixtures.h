// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fullstate.h"
#include "session/workflowstate.h"

#include <QList>

namespace Tandem::Test {

// fullState() with a sweep whose busbw at each size is `busbw` times the size's place (1, 2,
// 3 ... GB/s), finished at `finished`.
inline WorkflowState runState(const QList<qint64> &sizes,
                              double scale,
                              const QDateTime &finished = QDateTime::currentDateTimeUtc())
{
    WorkflowState state = fullState();
    state.bandwidth.rows.clear();
    double place = 1;
    for (const qint64 bytes : sizes) {
        NcclRow row;
        row.bytes = bytes;
        row.outOfPlace.busbw = place * scale;
        row.inPlace.busbw = place * scale * 0.99;
        state.bandwidth.rows << row;
        place += 1;
    }
    state.bandwidth.startedAt = finished.addSecs(-60);
    state.bandwidth.finishedAt = finished;
    state.bandwidth.judgedBytes = sizes.isEmpty() ? 0 : sizes.constLast();
    state.bandwidth.judgedBusbw = sizes.isEmpty() ? 0 : (place - 1) * scale;
    return state;
}

} // namespace Tandem::Test
