// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/historyrun.h"
#include "nodeaddress.h"
#include "result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

namespace Tandem {

struct WorkflowState;

// Tandem's run history (docs/history.md): one SQLite database through Qt SQL, in Tandem's data
// folder, with every acceptance run's whole session (checks, plan, bandwidth, health) kept per
// cluster. Each run is written in one transaction in WAL mode with full sync, so a crash or a
// kill mid-write leaves every committed run and nothing half-written. open() migrates an older
// schema forward in one transaction, refuses a newer one without touching it, and moves a
// damaged file aside (with its -wal and -shm) under a name that says so, telling the user where:
// never emptied silently. Two Tandems may use it at once (SQLite's locks, a busy timeout).
// One instance is used from one thread; any thread will do.
class HistoryStore
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HistoryStore)
    Q_DISABLE_COPY_MOVE(HistoryStore)

public:
    // The schema this Tandem writes; PRAGMA user_version holds the file's.
    static constexpr int kSchemaVersion = 2;
    // The most one stored session may unpack to (as WorkflowState::kMaxFileBytes).
    static constexpr qint64 kMaxStateBytes = qint64(256) * 1024 * 1024;

    explicit HistoryStore(QString path = defaultPath());
    ~HistoryStore();

    // dataDirectory()/history.db
    [[nodiscard]] static QString defaultPath();
    // The cluster a set of nodes is: their names, sorted, joined by spaces.
    [[nodiscard]] static QString clusterKey(const QList<NodeAddress> &nodes);

    // Opens (creating, migrating or setting a damaged file aside as needed). What the user
    // must be told, such as where a damaged file went, comes back in `notice`.
    [[nodiscard]] Result<void> open(QString *notice = nullptr);
    [[nodiscard]] const QString &path() const { return m_path; }

    // Keeps the state's last bandwidth run, with `verdict` ("pass", "warn", "fail"); the new id.
    [[nodiscard]] Result<qint64> record(const WorkflowState &state, const QString &verdict);
    // Every run, or one cluster's, oldest first.
    [[nodiscard]] Result<QList<HistoryRun>> list(const QString &cluster = {}) const;
    [[nodiscard]] Result<HistoryRun> run(qint64 id) const;
    // The whole session a run was recorded from.
    [[nodiscard]] Result<WorkflowState> load(qint64 id) const;
    // Makes run `id` its cluster's accepted baseline (the one before stops being it).
    [[nodiscard]] Result<void> setBaseline(qint64 id);
    // The cluster's baseline: the run marked so, else its first run that passed; nullopt if none.
    [[nodiscard]] Result<std::optional<HistoryRun>> baseline(const QString &cluster) const;

private:
    [[nodiscard]] Result<void> openFile();
    [[nodiscard]] Result<void> migrate(int from);
    // What quick_check finds wrong with the open file; empty when it is sound.
    [[nodiscard]] QString check() const;
    [[nodiscard]] Result<void> moveAside(const QString &why, QString *notice);
    void close();
    [[nodiscard]] Error sqlError(const QString &what) const;
    // The values of `what` (columns, `count` of them) of run `id`, or why not.
    [[nodiscard]] Result<QVariantList> row(const QString &what, int count, qint64 id) const;

    QString m_path;
    QString m_connection;
    bool m_open = false;
};

} // namespace Tandem
