// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyrecorder.h"

#include "history/historystore.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace Tandem {

HistoryRecorder::HistoryRecorder(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1); // one writer: runs are kept in the order they ended
}

HistoryRecorder::~HistoryRecorder()
{
    m_pool.waitForDone();
}

void HistoryRecorder::record(const WorkflowState &state,
                             const QString &verdict,
                             const QString &path)
{
    ++m_inFlight;
    m_pool.start([this, state, verdict, path] {
        QString notice;
        Result<qint64> result = [&]() -> Result<qint64> {
            HistoryStore store(path);
            if (const auto opened = store.open(&notice); !opened)
                return tl::unexpected(opened.error());
            return store.record(state, verdict);
        }();
        // The destructor waits for this runnable first, and deleting the object drops the
        // posted call, so `this` is never used after it.
        QMetaObject::invokeMethod(
            this, [this, result, notice] { finished(result, notice); }, Qt::QueuedConnection);
    });
}

void HistoryRecorder::waitForRecorded()
{
    while (m_inFlight > 0) {
        m_pool.waitForDone();
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

void HistoryRecorder::finished(const Result<qint64> &result, const QString &notice)
{
    --m_inFlight;
    if (result)
        Q_EMIT recorded(*result, notice);
    else
        Q_EMIT recordFailed(result.error());
}

} // namespace Tandem
