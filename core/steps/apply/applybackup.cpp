// SPDX-License-Identifier: GPL-3.0-or-later
#include "applybackup.h"

#include "remote/netplancommands.h"
#include "remote/remotescripts.h"

namespace Tandem {

namespace {

// The backup script prints each file's content in base64 so this side keeps a copy; in the
// evidence that is noise (and may be long), so it is shortened to its size.
CommandResult withoutContents(CommandResult result)
{
    QList<QByteArray> lines = result.out.split('\n');
    for (int i = 1; i < lines.size(); ++i) {
        if (lines.at(i - 1).startsWith("present "))
            lines[i] = "(" + QByteArray::number(lines.at(i).size()) + " bytes of base64)";
    }
    result.out = lines.join('\n');
    return result;
}

} // namespace

ApplyBackup::ApplyBackup(QString node, const QByteArray &password, RunCommand run)
    : m_node(std::move(node))
    , m_password(password)
    , m_runCommand(std::move(run))
{}

void ApplyBackup::take(const QString &runId,
                       const QByteArray &yaml,
                       const QStringList &moveAside,
                       const QList<NetplanRewrite> &rewrite,
                       Next evidence,
                       Taken taken)
{
    m_run = BackupRun{};
    m_run.runId = runId;
    m_run.node = m_node;
    m_run.time = QDateTime::currentDateTimeUtc();
    m_run.backupDir = NetplanCommands::backupDirFor(m_run.runId);
    QStringList paths = QStringList{QString::fromLatin1(RemoteScripts::netplanFile)} + moveAside;
    for (const NetplanRewrite &r : rewrite)
        paths << r.path;
    m_runCommand(NetplanCommands::backup(m_run.runId, paths, m_password),
                 [this, paths, yaml, rewrite, evidence, taken](const CommandResult &result) {
                     evidence(withoutContents(result));
                     auto files = result.ok()
                                      ? NodeBackup::parseBackupOutput(result.out, paths)
                                      : Result<QList<BackupFile>>(makeError(result.errorText()));
                     if (!files) {
                         taken(Failure{tr("The backup failed, so nothing was changed: %1")
                                           .arg(files.error().toString()),
                                       {}});
                         return;
                     }
                     for (BackupFile &f : *files) {
                         f.role = f.path == QLatin1String(RemoteScripts::netplanFile)
                                      ? BackupFile::Role::Written
                                      : BackupFile::Role::MovedAside;
                         if (f.role == BackupFile::Role::Written) {
                             f.sha256After = NodeBackup::sha256Hex(yaml);
                             f.contentAfter = yaml;
                         }
                         for (const NetplanRewrite &r : rewrite) {
                             if (r.path != f.path)
                                 continue;
                             // The rewrite was made from the file as it was read just before; if it
                             // changed since, writing it would lose what changed.
                             if (f.absent || f.sha256 != r.fromSha256) {
                                 taken(Failure{tr("%1 changed after Tandem read it, so nothing was "
                                                  "changed.")
                                                   .arg(r.path),
                                               tr("Apply again: Tandem reads the file anew.")});
                                 return;
                             }
                             f.role = BackupFile::Role::Rewritten;
                             f.sha256After = NodeBackup::sha256Hex(r.content);
                             f.contentAfter = r.content;
                         }
                     }
                     m_run.files = *files;
                     m_run.setState(QStringLiteral("backed-up"));
                     keep(evidence, taken);
                 });
}

void ApplyBackup::keep(Next evidence, Taken taken)
{
    const auto local = NodeBackup::saveLocal(m_run);
    if (!local) {
        taken(
            Failure{tr("The local copy of the backup could not be kept, so nothing was changed: %1")
                        .arg(local.error().toString()),
                    {}});
        return;
    }
    m_localCopy = *local;
    m_runCommand(
        NetplanCommands::readFile(QString::fromLatin1(RemoteScripts::manifestPath), m_password),
        [this, evidence, taken](const CommandResult &result) {
            evidence(result);
            auto manifest = result.ok() ? Manifest::fromJson(result.out)
                            : (!result.error && result.exitStatus == 4)
                                ? Result<Manifest>(Manifest{})
                                : Result<Manifest>(makeError(result.errorText()));
            if (!manifest) {
                taken(Failure{
                    tr("The node's manifest (%1) cannot be read, so nothing was changed: %2")
                        .arg(QLatin1String(RemoteScripts::manifestPath),
                             manifest.error().toString()),
                    tr("Look at the file on the node; Tandem does not overwrite a manifest it "
                       "cannot read.")});
                return;
            }
            m_manifest = *manifest;
            record(QStringLiteral("backed-up"), evidence, [taken](bool ok) {
                if (!ok) {
                    taken(Failure{tr("The manifest could not be written, so nothing was changed."),
                                  {}});
                    return;
                }
                taken(std::nullopt);
            });
        });
}

void ApplyBackup::record(const QString &state, Next evidence, std::function<void(bool)> next)
{
    if (m_run.state != state)
        m_run.setState(state);
    m_manifest.upsert(m_run);
    (void)NodeBackup::saveLocal(m_run); // keeps the local index's state in step; best effort
    m_runCommand(NetplanCommands::writeFile(QString::fromLatin1(RemoteScripts::manifestPath),
                                            m_manifest.toJson(),
                                            QStringLiteral("600"),
                                            m_password),
                 [evidence, next](const CommandResult &result) {
                     evidence(result);
                     next(result.ok());
                 });
}

} // namespace Tandem
