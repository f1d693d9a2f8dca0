// SPDX-License-Identifier: GPL-3.0-or-later
#include "statesaver.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace Tandem {

StateSaver::StateSaver(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

StateSaver::~StateSaver()
{
    // The write in flight finishes (its result is dropped with this object); a waiting one
    // is written now, so quitting right after a step still leaves that step's state.
    m_pool.waitForDone();
    if (m_pending) {
        const auto saved = m_pending->first.save(m_pending->second);
        Q_UNUSED(saved);
    }
}

void StateSaver::save(const WorkflowState &state, const QString &path)
{
    m_pending.emplace(state, path);
    if (!m_running)
        startNext();
}

void StateSaver::waitForSaved()
{
    while (m_running || m_pending) {
        m_pool.waitForDone();
        // The finished() call the pool posted back: deliver it now so the next save starts.
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

void StateSaver::startNext()
{
    if (!m_pending)
        return;
    auto job = std::move(*m_pending);
    m_pending.reset();
    m_running = true;
    m_pool.start([this, job = std::move(job)] {
        const Result<void> result = job.first.save(job.second);
        // Back on this object's thread; the destructor waits for this runnable first, and
        // deleting the object drops the posted call, so `this` is never used after it.
        QMetaObject::invokeMethod(
            this, [this, result] { finished(result); }, Qt::QueuedConnection);
    });
}

void StateSaver::finished(const Result<void> &result)
{
    m_running = false;
    if (!result)
        Q_EMIT saveFailed(result.error());
    startNext();
}

} // namespace Tandem
