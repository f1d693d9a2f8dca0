// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodebackup.h"

#include "datadirectory.h"
#include "plan/netplansecrets.h"
#include "remote/remotescripts.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>

namespace Tandem {

namespace {

constexpr int manifestVersion = 1;

QString roleKey(BackupFile::Role role)
{
    switch (role) {
    case BackupFile::Role::MovedAside: return QStringLiteral("moved-aside");
    case BackupFile::Role::Rewritten: return QStringLiteral("rewritten");
    default: return QStringLiteral("written");
    }
}

QJsonObject fileToJson(const BackupFile &file, const QString &backupPath)
{
    QJsonObject o;
    o[QLatin1String("path")] = file.path;
    o[QLatin1String("role")] = roleKey(file.role);
    o[QLatin1String("absent")] = file.absent;
    if (!file.absent) {
        o[QLatin1String("sha256")] = file.sha256;
        o[QLatin1String("owner")] = file.owner;
        o[QLatin1String("group")] = file.group;
        o[QLatin1String("uid")] = qint64(file.uid);
        o[QLatin1String("gid")] = qint64(file.gid);
        o[QLatin1String("mode")] = file.mode;
        o[QLatin1String("backup")] = backupPath;
    }
    o[QLatin1String("index")] = file.index;
    if (!file.sha256After.isEmpty())
        o[QLatin1String("sha256_after")] = file.sha256After;
    return o;
}

Result<BackupFile> fileFromJson(const QJsonObject &o)
{
    BackupFile f;
    f.path = o.value(QLatin1String("path")).toString();
    const QString role = o.value(QLatin1String("role")).toString();
    f.role = role == QLatin1String("moved-aside") ? BackupFile::Role::MovedAside
             : role == QLatin1String("rewritten") ? BackupFile::Role::Rewritten
                                                  : BackupFile::Role::Written;
    f.absent = o.value(QLatin1String("absent")).toBool();
    f.sha256 = o.value(QLatin1String("sha256")).toString();
    f.owner = o.value(QLatin1String("owner")).toString();
    f.group = o.value(QLatin1String("group")).toString();
    f.uid = uint(o.value(QLatin1String("uid")).toInteger());
    f.gid = uint(o.value(QLatin1String("gid")).toInteger());
    f.mode = o.value(QLatin1String("mode")).toString();
    f.index = o.value(QLatin1String("index")).toInt();
    f.sha256After = o.value(QLatin1String("sha256_after")).toString();
    static const QRegularExpression modeRe(QStringLiteral("^[0-7]{3,4}$"));
    static const QRegularExpression shaRe(QStringLiteral("^[0-9a-f]{64}$"));
    if (!NodeBackup::isSafeNetplanPath(f.path) || f.index < 1
        || (!f.absent && (!modeRe.match(f.mode).hasMatch() || !shaRe.match(f.sha256).hasMatch()))) {
        return makeError(
            NodeBackup::tr("The manifest has an entry Tandem cannot use: %1.")
                .arg(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))));
    }
    return f;
}

Result<void> writeAtomically(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return makeError(NodeBackup::tr("Cannot write %1: %2").arg(path, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (file.write(data) != data.size() || !file.commit())
        return makeError(NodeBackup::tr("Cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

} // namespace

void BackupRun::setState(const QString &newState)
{
    state = newState;
    history.append({QDateTime::currentDateTimeUtc(), newState});
}

QString BackupRun::backupPathOf(const BackupFile &file) const
{
    return backupDir + QLatin1Char('/') + QString::number(file.index);
}

QJsonObject BackupRun::toJson() const
{
    QJsonObject o;
    o[QLatin1String("run_id")] = runId;
    o[QLatin1String("node")] = node;
    o[QLatin1String("time")] = time.toUTC().toString(Qt::ISODateWithMs);
    o[QLatin1String("backup_dir")] = backupDir;
    o[QLatin1String("state")] = state;
    QJsonArray list;
    for (const BackupFile &f : files)
        list.append(fileToJson(f, f.absent ? QString() : backupPathOf(f)));
    o[QLatin1String("files")] = list;
    QJsonArray hist;
    for (const auto &[when, what] : history) {
        hist.append(QJsonObject{{QLatin1String("time"), when.toUTC().toString(Qt::ISODateWithMs)},
                                {QLatin1String("state"), what}});
    }
    o[QLatin1String("history")] = hist;
    return o;
}

Result<BackupRun> BackupRun::fromJson(const QJsonObject &o)
{
    BackupRun run;
    run.runId = o.value(QLatin1String("run_id")).toString();
    run.node = o.value(QLatin1String("node")).toString();
    run.time = QDateTime::fromString(o.value(QLatin1String("time")).toString(), Qt::ISODateWithMs);
    run.backupDir = o.value(QLatin1String("backup_dir")).toString();
    run.state = o.value(QLatin1String("state")).toString();
    if (!NodeBackup::isValidRunId(run.runId)
        || run.backupDir
               != QLatin1String(RemoteScripts::backupsDir) + QLatin1Char('/') + run.runId) {
        return makeError(NodeBackup::tr("The manifest has a run Tandem cannot use (run id \"%1\").")
                             .arg(run.runId));
    }
    for (const QJsonValue &v : o.value(QLatin1String("files")).toArray()) {
        auto file = fileFromJson(v.toObject());
        if (!file)
            return tl::unexpected(file.error());
        run.files.append(*file);
    }
    for (const QJsonValue &v : o.value(QLatin1String("history")).toArray()) {
        const QJsonObject h = v.toObject();
        run.history.append(
            {QDateTime::fromString(h.value(QLatin1String("time")).toString(), Qt::ISODateWithMs),
             h.value(QLatin1String("state")).toString()});
    }
    return run;
}

QByteArray Manifest::toJson() const
{
    QJsonArray list;
    for (const BackupRun &run : runs)
        list.append(run.toJson());
    QJsonObject o;
    o[QLatin1String("version")] = manifestVersion;
    o[QLatin1String("tool")] = QStringLiteral("tandem");
    o[QLatin1String("runs")] = list;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<Manifest> Manifest::fromJson(const QByteArray &json)
{
    Manifest manifest;
    if (json.trimmed().isEmpty())
        return manifest;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return makeError(
            NodeBackup::tr("The manifest is not valid JSON: %1.").arg(error.errorString()));
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("version")).toInt() != manifestVersion) {
        return makeError(
            NodeBackup::tr("The manifest has version %1; this Tandem reads version %2.")
                .arg(o.value(QLatin1String("version")).toInt())
                .arg(manifestVersion));
    }
    for (const QJsonValue &v : o.value(QLatin1String("runs")).toArray()) {
        auto run = BackupRun::fromJson(v.toObject());
        if (!run)
            return tl::unexpected(run.error());
        manifest.runs.append(*run);
    }
    return manifest;
}

void Manifest::upsert(const BackupRun &run)
{
    for (BackupRun &r : runs) {
        if (r.runId == run.runId) {
            r = run;
            return;
        }
    }
    runs.append(run);
}

const BackupRun *Manifest::find(const QString &runId) const
{
    for (const BackupRun &r : runs) {
        if (r.runId == runId)
            return &r;
    }
    return nullptr;
}

QString NodeBackup::newRunId()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"))
           + QLatin1Char('-')
           + QString::number(QRandomGenerator::global()->bounded(0x10000), 16)
                 .rightJustified(4, QLatin1Char('0'));
}

bool NodeBackup::isValidRunId(const QString &runId)
{
    static const QRegularExpression re(QStringLiteral("^[0-9A-Za-z][0-9A-Za-z-]{0,63}$"));
    return re.match(runId).hasMatch();
}

bool NodeBackup::isSafeNetplanPath(const QString &path)
{
    static const QRegularExpression re(
        QStringLiteral("^/etc/netplan/[A-Za-z0-9_][A-Za-z0-9_.+-]*\\.yaml$"));
    return re.match(path).hasMatch() && !path.contains(QLatin1String(".."));
}

QString NodeBackup::sha256Hex(const QByteArray &data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

Result<QList<BackupFile>> NodeBackup::parseBackupOutput(const QByteArray &out,
                                                        const QStringList &paths)
{
    QList<BackupFile> files;
    const QList<QByteArray> lines = out.split('\n');
    int n = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QList<QByteArray> f = lines.at(i).trimmed().split(' ');
        if (f.value(0).isEmpty())
            continue;
        BackupFile file;
        file.index = f.value(1).toInt();
        if (file.index != n + 1 || file.index > paths.size())
            return makeError(tr("Unexpected backup output."), i + 1);
        file.path = paths.at(n++);
        if (f.at(0) == "absent" && f.size() == 2) {
            file.absent = true;
        } else if (f.at(0) == "present" && f.size() == 8 && i + 1 < lines.size()) {
            file.sha256 = QString::fromLatin1(f.at(2));
            file.owner = QString::fromUtf8(f.at(3));
            file.group = QString::fromUtf8(f.at(4));
            file.uid = f.at(5).toUInt();
            file.gid = f.at(6).toUInt();
            file.mode = QString::fromLatin1(f.at(7));
            const auto decoded = QByteArray::fromBase64Encoding(
                lines.at(++i).trimmed(), QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded || sha256Hex(*decoded) != file.sha256)
                return makeError(tr("The backup of %1 did not arrive intact.").arg(file.path),
                                 i + 1);
            file.content = *decoded;
        } else {
            return makeError(tr("Unexpected backup output."), i + 1);
        }
        files.append(file);
    }
    if (n != paths.size())
        return makeError(tr("The backup stopped after %1 of %2 files.").arg(n).arg(paths.size()));
    return files;
}

QString NodeBackup::localRoot()
{
    return dataDirectory() + QStringLiteral("/backups");
}

QString NodeBackup::localDir(const QString &node, const QString &runId)
{
    return localRoot() + QLatin1Char('/') + node + QLatin1Char('/') + runId;
}

Result<QString> NodeBackup::saveLocal(const BackupRun &run)
{
    if (!isValidRunId(run.runId) || run.node.isEmpty() || run.node.contains(QLatin1Char('/'))
        || run.node.startsWith(QLatin1Char('.')))
        return makeError(tr("Cannot keep a local backup for node \"%1\".").arg(run.node));
    // The data folder first, with its rules (0700, ours): the backups may be the first thing
    // Tandem writes there.
    if (auto r = ensureDataDirectory(); !r)
        return tl::unexpected(r.error());
    const QString dir = localDir(run.node, run.runId);
    if (!QDir().mkpath(dir))
        return makeError(tr("Cannot create %1.").arg(dir));
    const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner;
    QFile::setPermissions(localRoot(), ownerOnly);
    QFile::setPermissions(localRoot() + QLatin1Char('/') + run.node, ownerOnly);
    QFile::setPermissions(dir, ownerOnly);
    for (const BackupFile &f : run.files) {
        const QString base = dir + QLatin1Char('/') + QString::number(f.index);
        // What Tandem wrote; its own plan holds no secrets, but a copy is checked like the rest.
        if (!f.contentAfter.isEmpty() && !NetplanSecrets::containsSecret(f.contentAfter)) {
            if (auto r = writeAtomically(base + QStringLiteral(".after"), f.contentAfter); !r)
                return tl::unexpected(r.error());
        }
        if (f.absent)
            continue;
        const QString &copy = base;
        // A run read back from a manifest carries no contents: only its index changes, and the
        // copies taken at backup time stay as they are.
        if (f.content.isEmpty() && f.sha256 != sha256Hex({}))
            continue;
        // A file with Wi-Fi or VPN secrets is not copied to this computer: the node's own
        // backup (root-only) is its only copy (docs/security.md).
        if (NetplanSecrets::containsSecret(f.content)) {
            QFile::remove(copy);
            if (auto r = writeAtomically(copy + QLatin1String(withheldSuffix),
                                         "This file holds secrets; Tandem keeps no copy of it "
                                         "here. The backup on the node is its only copy.\n");
                !r)
                return tl::unexpected(r.error());
            continue;
        }
        if (auto r = writeAtomically(copy, f.content); !r)
            return tl::unexpected(r.error());
    }
    const QByteArray index = QJsonDocument(run.toJson()).toJson(QJsonDocument::Indented);
    if (auto r = writeAtomically(dir + QStringLiteral("/index.json"), index); !r)
        return tl::unexpected(r.error());
    return dir;
}

Result<BackupRun> NodeBackup::loadLocal(const QString &node, const QString &runId)
{
    const QString dir = localDir(node, runId);
    QFile index(dir + QStringLiteral("/index.json"));
    if (!index.open(QIODevice::ReadOnly))
        return makeError(tr("No local backup of run %1 for %2.").arg(runId, node));
    const QJsonDocument doc = QJsonDocument::fromJson(index.readAll());
    auto run = BackupRun::fromJson(doc.object());
    if (!run)
        return run;
    for (BackupFile &f : run->files) {
        f.contentAfter = localContentAfter(node, runId, f);
        if (f.absent)
            continue;
        QFile file(dir + QLatin1Char('/') + QString::number(f.index));
        if (QFile::exists(file.fileName() + QLatin1String(withheldSuffix)))
            return makeError(tr("Tandem keeps no copy of %1 on this computer: it holds secrets "
                                "(Wi-Fi or VPN keys), so only the backup on the node can put it "
                                "back.")
                                 .arg(f.path));
        if (!file.open(QIODevice::ReadOnly))
            return makeError(tr("The local backup of %1 is missing.").arg(f.path));
        f.content = file.readAll();
        if (sha256Hex(f.content) != f.sha256)
            return makeError(tr("The local backup of %1 does not match its checksum.").arg(f.path));
    }
    return run;
}

QByteArray
NodeBackup::localContentAfter(const QString &node, const QString &runId, const BackupFile &file)
{
    QFile after(localDir(node, runId) + QLatin1Char('/') + QString::number(file.index)
                + QStringLiteral(".after"));
    if (file.sha256After.isEmpty() || !after.open(QIODevice::ReadOnly))
        return {};
    const QByteArray content = after.readAll();
    // Not what Tandem wrote: no diff rather than a wrong one.
    return sha256Hex(content) == file.sha256After ? content : QByteArray();
}

QList<BackupRun> NodeBackup::localRuns(const QString &node)
{
    QList<BackupRun> runs;
    const QStringList ids = QDir(localRoot() + QLatin1Char('/') + node)
                                .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &id : ids) {
        if (auto run = loadLocal(node, id))
            runs.append(*run);
    }
    return runs;
}

} // namespace Tandem
