// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "session/workflowstate.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <utility>

namespace Tandem {

// Keeps finished runs in the run history off the calling thread (docs/history.md): packing a
// long soak's session takes a moment that must not freeze the GUI. Runs are kept in the order
// asked, each in its own transaction (HistoryStore::record); the state is copied, never shared.
// Lives on the GUI (or CLI main) thread; its destructor waits for what is queued, so a program
// that ends right after a run still keeps it.
class HistoryRecorder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryRecorder)

public:
    explicit HistoryRecorder(QObject *parent = nullptr);
    ~HistoryRecorder() override;

    // Queues `state`'s last bandwidth run for the history at `path`.
    void record(const WorkflowState &state, const QString &verdict, const QString &path);
    // Blocks until everything queued is kept (the CLI, tests; never on the GUI thread).
    void waitForRecorded();

Q_SIGNALS:
    // `notice`: what the history's opening must tell the user (a damaged file set aside).
    void recorded(qint64 id, const QString &notice);
    void recordFailed(const Tandem::Error &error);

private:
    void finished(const Result<qint64> &result, const QString &notice);

    QThreadPool m_pool;
    int m_inFlight = 0;
};

} // namespace Tandem
