// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/nodebackup.h"
#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <chrono>

namespace Tandem {

// One file the confirmation installs from /run/netplan into /etc/netplan.
struct NetplanInstall
{
    QString name;   // "40-cx7.yaml"
    QString sha256; // of what Tandem staged
    QString was;    // sha256 of /etc/netplan/<name> at the backup, or "absent": if it changed
                    // since, nothing is installed (compare and swap)
};

// Builds the root commands apply and restore run on a node: each a fixed script of
// core/remote/scripts (remotescripts.h has their rules) with its variable parts as arguments,
// sudo with the password on stdin.
// Pure functions; any thread.
class NetplanCommands
{
public:
    [[nodiscard]] static QString backupDirFor(const QString &runId);

    [[nodiscard]] static RemoteCommand sudoCheck(const QByteArray &password);
    [[nodiscard]] static RemoteCommand
    backup(const QString &runId, const QStringList &paths, const QByteArray &password);
    // Content goes on stdin, never into argv.
    [[nodiscard]] static RemoteCommand writeFile(const QString &path,
                                                 const QByteArray &content,
                                                 const QString &mode,
                                                 const QByteArray &password);
    [[nodiscard]] static RemoteCommand restore(const BackupRun &run, const QByteArray &password);
    [[nodiscard]] static RemoteCommand netplan(const QString &verb, const QByteArray &password);

    // The node lock (LockScripts): taken for `runId` in this process's name; `gone`: the run
    // id of a holder known to be gone (NodeLock::heldByGoneProcessHere), taken over if so.
    [[nodiscard]] static RemoteCommand
    lock(const QString &runId, const QByteArray &password, const QString &gone = {});
    [[nodiscard]] static RemoteCommand unlock(const QString &runId, const QByteArray &password);

    // The trial (TrialScripts). arm: before anything changes.
    [[nodiscard]] static RemoteCommand
    arm(const BackupRun &run, std::chrono::seconds timeout, const QByteArray &password);
    // /run/netplan/<name> for the trial; content on stdin, its sha256 checked on the node.
    [[nodiscard]] static RemoteCommand stage(const QString &runId,
                                             const QString &name,
                                             const QByteArray &content,
                                             const QByteArray &password);
    [[nodiscard]] static RemoteCommand abort(const QString &runId, const QByteArray &password);
    // Makes the trial permanent: `install` the staged files, move `aside` the files (names in
    // /etc/netplan) the staged masks hid.
    [[nodiscard]] static RemoteCommand confirm(const QString &runId,
                                               const QList<NetplanInstall> &install,
                                               const QStringList &aside,
                                               const QByteArray &password);
    [[nodiscard]] static RemoteCommand reject(const QString &runId, const QByteArray &password);
    [[nodiscard]] static RemoteCommand outcome(const QString &runId, const QByteArray &password);
    // What a staged file that hides a foreign one of the same name holds: a valid netplan file
    // that configures nothing.
    [[nodiscard]] static QByteArray maskContent();
    [[nodiscard]] static RemoteCommand readFile(const QString &path, const QByteArray &password);
    [[nodiscard]] static RemoteCommand sums(const QStringList &paths, const QByteArray &password);
    [[nodiscard]] static RemoteCommand addresses();
    // Every /etc/netplan/*.yaml as one line each: its path, a space, its content in base64.
    [[nodiscard]] static RemoteCommand listFiles(const QByteArray &password);
    // listFiles()'s output: file name -> content. Lines it cannot read are left out.
    [[nodiscard]] static QMap<QString, QByteArray> parseListing(const QByteArray &out);

    // The restore script's arguments for a run: DIR RUNID then 7 per file.
    [[nodiscard]] static QStringList restoreArguments(const BackupRun &run);
};

} // namespace Tandem
