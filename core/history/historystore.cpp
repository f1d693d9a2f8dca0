// SPDX-License-Identifier: GPL-3.0-or-later
#include "historystore.h"

#include "datadirectory.h"
#include "session/workflowstate.h"
#include "syncdirectory.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Tandem {

namespace {

// The runs the history lists at most: decades of daily runs.
constexpr int maxRuns = 100'000;

QAtomicInteger<quint64> connections;

// Schema 1 (the first history): the run's facts and its compressed session. Schema 2 adds
// the nodes, the op, the judged size and the baseline mark. Each step of migrate() takes a
// file one version forward; a new version adds a step, never edits one.
constexpr const char *schemaV1[] = {
    "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, cluster TEXT NOT NULL, "
    "time TEXT NOT NULL, kind TEXT NOT NULL, verdict TEXT NOT NULL, busbw REAL, "
    "state BLOB NOT NULL)",
    "CREATE INDEX runs_by_cluster ON runs (cluster, time)",
};
constexpr const char *v1ToV2[] = {
    "ALTER TABLE runs ADD COLUMN nodes TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE runs ADD COLUMN op TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE runs ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE runs ADD COLUMN baseline INTEGER NOT NULL DEFAULT 0",
};

constexpr char columns[] = "id, cluster, nodes, time, kind, op, verdict, busbw, bytes, baseline";

// One row of `columns`, in their order.
HistoryRun runFrom(const QVariantList &v)
{
    HistoryRun run;
    run.id = v.value(0).toLongLong();
    run.cluster = v.value(1).toString();
    run.nodes = v.value(2).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    run.time = QDateTime::fromString(v.value(3).toString(), Qt::ISODate).toUTC();
    run.kind = v.value(4).toString();
    run.op = v.value(5).toString();
    run.verdict = v.value(6).toString();
    if (!v.value(7).isNull())
        run.busbw = v.value(7).toDouble();
    run.bytes = v.value(8).toLongLong();
    run.baseline = v.value(9).toInt() != 0;
    return run;
}

QVariantList valuesOf(const QSqlQuery &q, int count)
{
    QVariantList values;
    for (int i = 0; i < count; ++i)
        values << q.value(i);
    return values;
}

constexpr int columnCount = 10;

bool looksLikeSqlite(const QString &path)
{
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return true; // SQLite makes it
    if (!file.open(QIODevice::ReadOnly))
        return true; // open() says why
    return file.read(16) == QByteArray("SQLite format 3\0", 16);
}

} // namespace

HistoryStore::HistoryStore(QString path)
    : m_path(std::move(path))
    , m_connection(QStringLiteral("tandem-history-%1").arg(++connections))
{}

HistoryStore::~HistoryStore()
{
    close();
}

QString HistoryStore::defaultPath()
{
    return dataDirectory() + QStringLiteral("/history.db");
}

QString HistoryStore::clusterKey(const QList<NodeAddress> &nodes)
{
    QStringList names;
    for (const NodeAddress &node : nodes)
        names << node.name;
    names.sort();
    return names.join(QLatin1Char(' '));
}

Error HistoryStore::sqlError(const QString &what) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    return Error{tr("The run history (%1): %2: %3").arg(m_path, what, db.lastError().text())};
}

void HistoryStore::close()
{
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_open = false;
}

Result<void> HistoryStore::openFile()
{
    close();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return makeError(tr("The run history needs Qt's SQLite driver (Debian package "
                            "libqt6sql6-sqlite), which is not installed."));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    // Another Tandem writing at the same moment holds the lock for milliseconds.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (!db.open())
        return tl::unexpected(sqlError(tr("cannot open it")));
    m_open = true;
    return {};
}

Result<void> HistoryStore::moveAside(const QString &why, QString *notice)
{
    close();
    const QString stamp
        = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString aside = m_path + QStringLiteral(".damaged-") + stamp;
    // Its journal files go with it, so that what is set aside stays whole for a later rescue.
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (QFile::exists(m_path + suffix) && !QFile::rename(m_path + suffix, aside + suffix))
            return makeError(tr("The run history %1 is damaged (%2) and could not be moved aside "
                                "to %3; nothing was changed. Move it away by hand to start a "
                                "new history.")
                                 .arg(m_path, why, aside + suffix));
    }
    (void)syncDirectoryOf(m_path);
    if (notice) {
        *notice = tr("The run history %1 was damaged (%2). It was moved aside to %3, untouched, "
                     "and a new, empty history was started; the runs in the old file are still "
                     "there for a rescue (sqlite3 %3 .recover).")
                      .arg(m_path, why, aside);
    }
    return openFile();
}

Result<void> HistoryStore::open(QString *notice)
{
    if (const auto dir = ensurePrivateDirectory(QFileInfo(m_path).absolutePath()); !dir)
        return tl::unexpected(dir.error());
    if (!looksLikeSqlite(m_path)) {
        if (const auto moved = moveAside(tr("it is not an SQLite database"), notice); !moved)
            return moved;
    } else if (const auto opened = openFile(); !opened) {
        return opened;
    }
    // quick_check reads every page: a torn or overwritten file says so here, not mid-run.
    if (const QString damage = check(); !damage.isEmpty()) {
        if (const auto moved = moveAside(damage, notice); !moved)
            return moved;
    }
    int version = 0;
    {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return tl::unexpected(sqlError(tr("cannot read its version")));
        version = q.value(0).toInt();
    }
    // Before anything is written, not even the journal mode: a newer file stays byte for byte.
    if (version > kSchemaVersion) {
        close();
        return makeError(tr("The run history %1 was written by a newer Tandem (schema %2; this "
                            "one knows up to %3). It was left as it is: use the newer Tandem, "
                            "or point this one at another file.")
                             .arg(m_path)
                             .arg(version)
                             .arg(kSchemaVersion));
    }
    {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))
            || !q.exec(QStringLiteral("PRAGMA synchronous=FULL")))
            return tl::unexpected(sqlError(tr("cannot set its journal")));
    }
    if (version < kSchemaVersion)
        return migrate(version);
    return {};
}

QString HistoryStore::check() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next())
        return q.lastError().text().isEmpty() ? tr("quick_check gave no answer")
                                              : q.lastError().text();
    const QString answer = q.value(0).toString();
    return answer == QLatin1String("ok") ? QString() : tr("quick_check: %1").arg(answer.left(200));
}

Result<void> HistoryStore::migrate(int from)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return tl::unexpected(sqlError(tr("cannot start the schema update")));
    QSqlQuery q(db);
    QList<const char *> steps;
    if (from < 1) {
        for (const char *s : schemaV1)
            steps << s;
    }
    if (from < 2) {
        for (const char *s : v1ToV2)
            steps << s;
    }
    steps << "CREATE INDEX IF NOT EXISTS runs_baseline ON runs (cluster, baseline)";
    for (const char *statement : std::as_const(steps)) {
        if (!q.exec(QString::fromLatin1(statement))) {
            const Error error = sqlError(tr("the schema update from version %1 failed").arg(from));
            db.rollback();
            return tl::unexpected(error);
        }
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion)) || !db.commit()) {
        const Error error = sqlError(tr("the schema update from version %1 failed").arg(from));
        db.rollback();
        return tl::unexpected(error);
    }
    return {};
}

Result<qint64> HistoryStore::record(const WorkflowState &state, const QString &verdict)
{
    if (!m_open)
        return makeError(tr("The run history is not open."));
    const BandwidthRecord &bw = state.bandwidth;
    if (bw.isEmpty())
        return makeError(tr("There is no bandwidth run to keep."));
    const QByteArray json = QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact);
    if (json.size() > kMaxStateBytes)
        return makeError(tr("The session is too large to keep (%1 MiB).").arg(json.size() >> 20));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return tl::unexpected(sqlError(tr("cannot start writing")));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO runs (cluster, nodes, time, kind, op, verdict, busbw, "
                             "bytes, baseline, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)"));
    QStringList names;
    for (const NodeAddress &node : state.nodes)
        names << node.name;
    q.addBindValue(clusterKey(state.nodes));
    q.addBindValue(names.join(QLatin1Char(' ')));
    const QDateTime when
        = bw.finishedAt.isValid() ? bw.finishedAt : QDateTime::currentDateTimeUtc();
    q.addBindValue(when.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(bw.spec.isSoak() ? QStringLiteral("soak") : QStringLiteral("sweep"));
    q.addBindValue(bw.spec.op);
    q.addBindValue(verdict);
    q.addBindValue(bw.judgedBusbw ? QVariant(*bw.judgedBusbw)
                                  : QVariant(QMetaType(QMetaType::Double)));
    q.addBindValue(bw.judgedBytes);
    q.addBindValue(qCompress(json, 6));
    if (!q.exec()) {
        const Error error = sqlError(tr("cannot keep the run"));
        db.rollback();
        return tl::unexpected(error);
    }
    const qint64 id = q.lastInsertId().toLongLong();
    if (!db.commit()) {
        const Error error = sqlError(tr("cannot keep the run"));
        db.rollback();
        return tl::unexpected(error);
    }
    return id;
}

Result<QList<HistoryRun>> HistoryStore::list(const QString &cluster) const
{
    if (!m_open)
        return makeError(tr("The run history is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM runs %2 ORDER BY time, id LIMIT %3")
                  .arg(QLatin1String(columns),
                       cluster.isEmpty() ? QString() : QStringLiteral("WHERE cluster = ?"))
                  .arg(maxRuns));
    if (!cluster.isEmpty())
        q.addBindValue(cluster);
    if (!q.exec())
        return tl::unexpected(sqlError(tr("cannot list the runs")));
    QList<HistoryRun> runs;
    while (q.next())
        runs << runFrom(valuesOf(q, columnCount));
    return runs;
}

Result<QVariantList> HistoryStore::row(const QString &what, int count, qint64 id) const
{
    if (!m_open)
        return makeError(tr("The run history is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT %1 FROM runs WHERE id = ?").arg(what));
    q.addBindValue(id);
    if (!q.exec())
        return tl::unexpected(sqlError(tr("cannot read run %1").arg(id)));
    if (!q.next())
        return makeError(
            tr("There is no run %1 in the history (tandem-cli history lists them).").arg(id));
    return valuesOf(q, count);
}

Result<HistoryRun> HistoryStore::run(qint64 id) const
{
    const auto values = row(QLatin1String(columns), columnCount, id);
    if (!values)
        return tl::unexpected(values.error());
    return runFrom(*values);
}

Result<WorkflowState> HistoryStore::load(qint64 id) const
{
    const auto values = row(QStringLiteral("state"), 1, id);
    if (!values)
        return tl::unexpected(values.error());
    const QByteArray packed = values->value(0).toByteArray();
    // qCompress puts the unpacked size first, big-endian: refused before any allocation.
    if (packed.size() < 4)
        return makeError(tr("Run %1's session in the history is damaged.").arg(id));
    const quint32 size = (quint32(quint8(packed[0])) << 24) | (quint32(quint8(packed[1])) << 16)
                         | (quint32(quint8(packed[2])) << 8) | quint32(quint8(packed[3]));
    if (qint64(size) > kMaxStateBytes)
        return makeError(
            tr("Run %1's session in the history is larger than Tandem reads.").arg(id));
    const QByteArray json = qUncompress(packed);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (json.isEmpty() || !doc.isObject())
        return makeError(tr("Run %1's session in the history is damaged.").arg(id));
    return WorkflowState::fromJson(doc.object());
}

Result<void> HistoryStore::setBaseline(qint64 id)
{
    const auto found = run(id);
    if (!found)
        return tl::unexpected(found.error());
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return tl::unexpected(sqlError(tr("cannot start writing")));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE runs SET baseline = (id = ?) WHERE cluster = ?"));
    q.addBindValue(id);
    q.addBindValue(found->cluster);
    if (!q.exec() || !db.commit()) {
        const Error error = sqlError(tr("cannot mark run %1 as the baseline").arg(id));
        db.rollback();
        return tl::unexpected(error);
    }
    return {};
}

Result<std::optional<HistoryRun>> HistoryStore::baseline(const QString &cluster) const
{
    const auto runs = list(cluster);
    if (!runs)
        return tl::unexpected(runs.error());
    for (const HistoryRun &r : *runs) {
        if (r.baseline)
            return std::optional<HistoryRun>(r);
    }
    for (const HistoryRun &r : *runs) {
        if (r.verdict == QLatin1String("pass"))
            return std::optional<HistoryRun>(r);
    }
    return std::optional<HistoryRun>();
}

} // namespace Tandem
