// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplancommands.h"

#include "remote/embeddedscripts.h" // core/remote/scripts/*.sh
#include "remote/nodelock.h"
#include "remote/remotescripts.h"

namespace Tandem {

namespace {

RemoteCommand
script(const char *text, const char *name, const QStringList &args, const QByteArray &password)
{
    QStringList argv{QStringLiteral("sh"),
                     QStringLiteral("-c"),
                     QString::fromLatin1(text),
                     QString::fromLatin1(name)};
    argv += args;
    RemoteCommand command = RemoteCommand::fromStrings(argv);
    command.setSudo(true, password);
    command.setTimeout(std::chrono::seconds(60));
    return command;
}

} // namespace

QString NetplanCommands::backupDirFor(const QString &runId)
{
    return QLatin1String(RemoteScripts::backupsDir) + QLatin1Char('/') + runId;
}

RemoteCommand NetplanCommands::sudoCheck(const QByteArray &password)
{
    RemoteCommand command = RemoteCommand::fromStrings({QStringLiteral("true")});
    command.setSudo(true, password);
    command.setTimeout(std::chrono::seconds(30));
    return command;
}

RemoteCommand
NetplanCommands::backup(const QString &runId, const QStringList &paths, const QByteArray &password)
{
    return script(Scripts::Remote::backup,
                  "tandem-backup",
                  QStringList{backupDirFor(runId)} + paths,
                  password);
}

RemoteCommand NetplanCommands::writeFile(const QString &path,
                                         const QByteArray &content,
                                         const QString &mode,
                                         const QByteArray &password)
{
    RemoteCommand command
        = script(Scripts::Remote::atomicWrite, "tandem-write", {path, mode}, password);
    command.setStdinData(content);
    return command;
}

QStringList NetplanCommands::restoreArguments(const BackupRun &run)
{
    QStringList args{run.backupDir, run.runId};
    for (const BackupFile &f : run.files) {
        // A file to move aside that did not exist was never touched: nothing to put back (and
        // "absent" would remove whatever has appeared there since).
        if (f.absent && f.role == BackupFile::Role::MovedAside)
            continue;
        args << f.path << (f.absent ? QStringLiteral("absent") : QStringLiteral("present"))
             << QString::number(f.index) << QString::number(f.uid) << QString::number(f.gid)
             << (f.absent ? QStringLiteral("-") : f.mode)
             << (f.absent ? QStringLiteral("-") : f.sha256);
    }
    return args;
}

RemoteCommand NetplanCommands::restore(const BackupRun &run, const QByteArray &password)
{
    return script(Scripts::Remote::restore, "tandem-restore", restoreArguments(run), password);
}

RemoteCommand NetplanCommands::netplan(const QString &verb, const QByteArray &password)
{
    RemoteCommand command = RemoteCommand::fromStrings({QStringLiteral("netplan"), verb});
    command.setSudo(true, password);
    command.setTimeout(std::chrono::seconds(90));
    return command;
}

RemoteCommand
NetplanCommands::lock(const QString &runId, const QByteArray &password, const QString &gone)
{
    const QString machine = NodeLock::localMachine();
    return script(Scripts::Remote::lock,
                  "tandem-lock",
                  {runId,
                   NodeLock::localUser(),
                   NodeLock::localHost(),
                   NodeLock::localPid(),
                   NodeLock::startedAt(),
                   QString::number(NodeLock::maxAge.count()),
                   machine.isEmpty() ? QStringLiteral("unknown") : machine,
                   gone},
                  password);
}

RemoteCommand NetplanCommands::unlock(const QString &runId, const QByteArray &password)
{
    return script(Scripts::Remote::unlock, "tandem-unlock", {runId}, password);
}

RemoteCommand
NetplanCommands::arm(const BackupRun &run, std::chrono::seconds timeout, const QByteArray &password)
{
    return script(Scripts::Remote::trialArm,
                  "tandem-arm",
                  {QString::number(timeout.count()),
                   run.runId,
                   run.backupDir,
                   QString::fromLatin1(Scripts::Remote::trialWatchdog),
                   QString::fromLatin1(Scripts::Remote::trialUntrial)},
                  password);
}

RemoteCommand NetplanCommands::stage(const QString &runId,
                                     const QString &name,
                                     const QByteArray &content,
                                     const QByteArray &password)
{
    RemoteCommand command = script(Scripts::Remote::trialStage,
                                   "tandem-stage",
                                   {runId, name, NodeBackup::sha256Hex(content)},
                                   password);
    command.setStdinData(content);
    return command;
}

RemoteCommand NetplanCommands::abort(const QString &runId, const QByteArray &password)
{
    return script(Scripts::Remote::trialAbort,
                  "tandem-abort",
                  {runId, backupDirFor(runId), QString::fromLatin1(Scripts::Remote::trialUntrial)},
                  password);
}

RemoteCommand NetplanCommands::confirm(const QString &runId,
                                       const QList<NetplanInstall> &install,
                                       const QStringList &aside,
                                       const QByteArray &password)
{
    QStringList args{
        runId, backupDirFor(runId), QString::fromLatin1(Scripts::Remote::trialUntrial)};
    for (const NetplanInstall &i : install)
        args << QStringLiteral("install") << i.name << i.sha256 << i.was;
    for (const QString &name : aside)
        args << QStringLiteral("aside") << name;
    RemoteCommand command = script(Scripts::Remote::trialConfirm, "tandem-confirm", args, password);
    command.setTimeout(std::chrono::seconds(120)); // it may run netplan apply
    return command;
}

RemoteCommand NetplanCommands::reject(const QString &runId, const QByteArray &password)
{
    return script(Scripts::Remote::trialReject, "tandem-reject", {runId}, password);
}

RemoteCommand NetplanCommands::outcome(const QString &runId, const QByteArray &password)
{
    return script(
        Scripts::Remote::trialOutcome, "tandem-outcome", {runId, backupDirFor(runId)}, password);
}

QByteArray NetplanCommands::maskContent()
{
    return "# Written by Tandem for a trial: hides /etc/netplan's file of this name until "
           "Tandem confirms.\nnetwork:\n  version: 2\n";
}

RemoteCommand NetplanCommands::readFile(const QString &path, const QByteArray &password)
{
    return script(Scripts::Remote::readFile, "tandem-read", {path}, password);
}

RemoteCommand NetplanCommands::sums(const QStringList &paths, const QByteArray &password)
{
    return script(Scripts::Remote::sums, "tandem-sums", paths, password);
}

RemoteCommand NetplanCommands::addresses()
{
    RemoteCommand command = RemoteCommand::fromStrings({QStringLiteral("ip"),
                                                        QStringLiteral("-j"),
                                                        QStringLiteral("addr"),
                                                        QStringLiteral("show")});
    command.setTimeout(std::chrono::seconds(10));
    return command;
}

RemoteCommand NetplanCommands::listFiles(const QByteArray &password)
{
    // One line per file, its content in base64 (no wrapping), so any content, however odd,
    // arrives intact and unambiguous.
    static const char script[] = "for f in /etc/netplan/*.yaml; do [ -e \"$f\" ] || continue; "
                                 "printf '%s ' \"$f\"; base64 -w0 \"$f\"; echo; done";
    RemoteCommand command = RemoteCommand::fromStrings(
        {QStringLiteral("sh"), QStringLiteral("-c"), QString::fromLatin1(script)});
    command.setSudo(true, password);
    return command;
}

QMap<QString, QByteArray> NetplanCommands::parseListing(const QByteArray &out)
{
    QMap<QString, QByteArray> files;
    for (const QByteArray &line : out.split('\n')) {
        const qsizetype space = line.indexOf(' ');
        if (space <= 0)
            continue;
        const QString path = QString::fromUtf8(line.left(space));
        files.insert(path.section(QLatin1Char('/'), -1),
                     QByteArray::fromBase64(line.mid(space + 1)));
    }
    return files;
}

} // namespace Tandem
