// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "remote/nodebackup.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace Tandem {

class RemoteCommand;

// A foreign netplan file apply rewrites without its ConnectX-7 stanzas (ForeignNetplan).
struct NetplanRewrite
{
    QString path;       // "/etc/netplan/50-cloud-init.yaml"
    QByteArray content; // the file without the stanzas
    QString fromSha256; // of the bytes `content` was made from: the backup must find them
};

// The records of apply on one node (docs/netplan.md, "Applying safely"): before anything is
// written (and after ApplyJob checked sudo and took the node's lock), a backup of every file apply
// touches, on the node and a second copy on this computer; then, as the change goes on, its state
// in the node's manifest. ApplyJob owns one and runs its commands; it lives on the job's thread,
// and its callbacks only come while the job lives.
class ApplyBackup
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ApplyBackup)

public:
    using Next = std::function<void(const CommandResult &)>;
    // Runs one command on the node; the answer comes to `next` later, never from inside.
    using RunCommand = std::function<void(const RemoteCommand &, Next)>;
    // Why the backup failed, when it did: the node is then as it was.
    struct Failure
    {
        QString detail;
        QString fix;
    };
    using Taken = std::function<void(const std::optional<Failure> &)>;

    // `password` is the job's (sudo reads it on stdin); it must outlive this object.
    ApplyBackup(QString node, const QByteArray &password, RunCommand run);

    // Backs up 40-cx7.yaml (to be replaced by `yaml`), the `moveAside` files and the files to
    // `rewrite` (which must still be what the rewrite was made from), keeps the local copy and
    // records the run as "backed-up" in the node's manifest. `evidence` gets each command's
    // result; `taken` gets nothing, or why nothing was changed.
    void take(const QString &runId,
              const QByteArray &yaml,
              const QStringList &moveAside,
              const QList<NetplanRewrite> &rewrite,
              Next evidence,
              Taken taken);
    // Records the run's new state ("applying", "confirmed", ...) in the manifest on the node
    // and in the local copy; `next` gets whether the node's manifest was written.
    void record(const QString &state, Next evidence, std::function<void(bool)> next);

    [[nodiscard]] const BackupRun &run() const { return m_run; }
    // Where take() kept the local copy.
    [[nodiscard]] const QString &localCopy() const { return m_localCopy; }

private:
    void keep(Next evidence, Taken taken);

    QString m_node;
    const QByteArray &m_password;
    RunCommand m_runCommand;
    BackupRun m_run;
    Manifest m_manifest;
    QString m_localCopy;
};

} // namespace Tandem
