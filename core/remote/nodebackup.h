// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// One file a run of apply touched, as it was before (and after) the change.
struct BackupFile
{
    // Written: Tandem's 40-cx7.yaml; MovedAside: a foreign file renamed aside whole;
    // Rewritten: a foreign file Tandem took the ConnectX-7 stanzas out of.
    enum class Role { Written, MovedAside, Rewritten };

    QString path; // "/etc/netplan/40-cx7.yaml"
    Role role = Role::Written;
    bool absent = false; // did not exist before: restore removes it
    QString sha256;      // before; empty when absent
    QString owner;
    QString group;
    uint uid = 0;
    uint gid = 0;
    QString mode;        // octal as stat %a prints it: "600"
    int index = 0;       // the backup's name in the run's backup dir: "<dir>/<index>"
    QString sha256After; // what Tandem wrote (Written, Rewritten), empty for moved-aside files
    QByteArray content;  // the bytes before; kept in the local copy, never in the manifest
    // What Tandem wrote (Written, Rewritten); kept in the local copy only, so that Restore can show
    // how the file on the node was edited since.
    QByteArray contentAfter;

    friend bool operator==(const BackupFile &, const BackupFile &) = default;
};

// One run of apply on one node: what was backed up where, and what became of it. The state
// moves "backed-up" → "applying" → "confirmed" | "reverted" | "rolled-back", and later
// "restored". Plain value type.
struct BackupRun
{
    QString runId;
    QString node;
    QDateTime time;    // UTC, when the backup was taken
    QString backupDir; // on the node: /var/lib/tandem/backups/<run-id>
    QString state;
    QList<BackupFile> files;
    QList<QPair<QDateTime, QString>> history; // (when, state) every state it went through

    void setState(const QString &newState);
    [[nodiscard]] QString backupPathOf(const BackupFile &file) const;
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static Result<BackupRun> fromJson(const QJsonObject &object);

    friend bool operator==(const BackupRun &, const BackupRun &) = default;
};

// The manifest a node keeps in /var/lib/tandem/manifest.json (root, 0600): every run of
// Tandem on it, oldest first, never pruned (restore marks runs, it does not delete them).
struct Manifest
{
    QList<BackupRun> runs;

    [[nodiscard]] QByteArray toJson() const;
    // Empty input is an empty manifest (none written yet).
    [[nodiscard]] static Result<Manifest> fromJson(const QByteArray &json);
    // Replaces the run with the same id, or appends it.
    void upsert(const BackupRun &run);
    [[nodiscard]] const BackupRun *find(const QString &runId) const;

    friend bool operator==(const Manifest &, const Manifest &) = default;
};

// Helpers for the backups: parsing what the backup script prints, the checks on paths and
// run ids, and the local second copy under dataDirectory()/backups/<node>/<run-id>/ (files
// 0600, folder 0700, index.json). Stateless; any thread.
class NodeBackup
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NodeBackup)

public:
    // "20260721T101500Z-1a2b": sortable by time, unique enough per node, safe in a path.
    [[nodiscard]] static QString newRunId();
    [[nodiscard]] static bool isValidRunId(const QString &runId);
    // An absolute path under /etc/netplan ending in .yaml, with no "..", whitespace or control
    // characters: the only files apply and restore may touch.
    [[nodiscard]] static bool isSafeNetplanPath(const QString &path);

    // The output of RemoteScripts::backup for `paths` (in that order) → the files, contents
    // decoded and checked against their sha256.
    [[nodiscard]] static Result<QList<BackupFile>> parseBackupOutput(const QByteArray &out,
                                                                     const QStringList &paths);
    [[nodiscard]] static QString sha256Hex(const QByteArray &data);

    [[nodiscard]] static QString localRoot();
    [[nodiscard]] static QString localDir(const QString &node, const QString &runId);
    // Writes the run (index.json) and each present file's content, atomically. A run without
    // contents (read back from a manifest) updates the index only. A file holding secrets
    // (NetplanSecrets) is not copied: "<index>.withheld" says so, and loadLocal() refuses it.
    [[nodiscard]] static Result<QString> saveLocal(const BackupRun &run);
    static constexpr char withheldSuffix[] = ".withheld";
    [[nodiscard]] static Result<BackupRun> loadLocal(const QString &node, const QString &runId);
    // What Tandem wrote to `file` in that run, from the local copy; empty when it is not there
    // or does not hash as recorded.
    [[nodiscard]] static QByteArray
    localContentAfter(const QString &node, const QString &runId, const BackupFile &file);
    // Every run kept locally for this node, oldest first.
    [[nodiscard]] static QList<BackupRun> localRuns(const QString &node);
};

} // namespace Tandem
