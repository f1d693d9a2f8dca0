// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "session/workflowstate.h"

#include <QObject>
#include <QThreadPool>

#include <optional>

namespace Tandem {

// Writes the session's state off the calling thread: the JSON of a long soak (a million
// samples) takes about a second to write, which must not freeze the GUI after every step.
// At most one write runs; a save asked for while one runs replaces any other waiting one, so
// the file always ends with the latest state. The state is copied (implicitly shared
// containers), never shared with the caller. Lives on the GUI (or CLI main) thread; its
// destructor waits for the write in flight, so a program that ends keeps its last state.
class StateSaver final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StateSaver)

public:
    explicit StateSaver(QObject *parent = nullptr);
    ~StateSaver() override;

    void save(const WorkflowState &state, const QString &path);
    // Blocks until every save asked for so far is on disk. For the CLI and tests; never
    // call it on the GUI thread while the user works.
    void waitForSaved();
    [[nodiscard]] bool isSaving() const { return m_running; }

Q_SIGNALS:
    void saveFailed(const Tandem::Error &error);

private:
    void startNext();
    void finished(const Result<void> &result);

    QThreadPool m_pool;
    bool m_running = false;
    std::optional<std::pair<WorkflowState, QString>> m_pending;
};

} // namespace Tandem
