// SPDX-License-Identifier: GPL-3.0-or-later
#include "leftoverruns.h"

#include "remote/commandresult.h"
#include "remote/embeddedscripts.h" // core/remote/scripts/leftover-runs.sh
#include "remote/nodelock.h"

#include <QHash>
#include <QRegularExpression>

#include <cerrno>

#include <signal.h>

namespace Tandem {

namespace {

// Linux's pid_max is at most 2^22.
constexpr qint64 maxPid = qint64(1) << 22;
// No process has run for ten years; a larger age is not ps's.
constexpr qint64 maxSeconds = qint64(10) * 365 * 24 * 3600;

std::optional<qint64> number(const QByteArray &text, qint64 least, qint64 most)
{
    if (text.isEmpty() || text.size() > 12)
        return std::nullopt;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
    }
    const qint64 value = text.toLongLong();
    if (value < least || value > most)
        return std::nullopt;
    return value;
}

bool plainWord(const QByteArray &text, qsizetype most)
{
    if (text.isEmpty() || text.size() > most)
        return false;
    for (char c : text) {
        if (c <= ' ' || c > '~')
            return false;
    }
    return true;
}

bool runIdWord(const QByteArray &text)
{
    if (text.isEmpty() || text.size() > 64)
        return false;
    for (char c : text) {
        const bool ok = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                        || c == '-';
        if (!ok)
            return false;
    }
    return true;
}

// "MACHINE-PID" (16 hex digits, a pid) into its parts; false for anything else.
bool parseOwner(const QByteArray &text, QString *machine, qint64 *pid)
{
    const qsizetype dash = text.indexOf('-');
    if (dash != 16)
        return false;
    const QByteArray hex = text.left(16);
    for (char c : hex) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    }
    const auto value = number(text.mid(17), 2, maxPid);
    if (!value)
        return false;
    *machine = QString::fromLatin1(hex);
    *pid = *value;
    return true;
}

QString ownerText(const LeftoverRun &run)
{
    switch (run.owner()) {
    case LeftoverRun::Owner::This: return LeftoverRuns::tr("this Tandem's run");
    case LeftoverRun::Owner::AliveHere:
        return LeftoverRuns::tr("started by another Tandem on this computer (pid %1), which is "
                                "still running")
            .arg(run.ownerPid);
    case LeftoverRun::Owner::GoneHere:
        return LeftoverRuns::tr("left behind by a Tandem on this computer that is no longer "
                                "running");
    case LeftoverRun::Owner::OtherComputer:
        return LeftoverRuns::tr("started from another computer, which may still be using it");
    case LeftoverRun::Owner::Unknown:
        return LeftoverRuns::tr("started by a Tandem that did not record where it ran");
    }
    return {};
}

} // namespace

LeftoverRun::Owner LeftoverRun::owner() const
{
    if (ownerMachine.isEmpty())
        return Owner::Unknown;
    const QString here = NodeLock::localMachine();
    if (here.isEmpty() || here != ownerMachine)
        return Owner::OtherComputer;
    if (ownerPid == QCoreApplication::applicationPid())
        return Owner::This;
    // A pid that runs again (reused) counts as alive: the run is then left alone.
    if (::kill(pid_t(ownerPid), 0) == 0 || errno != ESRCH)
        return Owner::AliveHere;
    return Owner::GoneHere;
}

RemoteCommand LeftoverRuns::scanCommand()
{
    RemoteCommand command
        = RemoteCommand::fromStrings({QStringLiteral("sh"),
                                      QStringLiteral("-c"),
                                      QString::fromLatin1(Scripts::Remote::leftoverRuns)});
    // ps can block on a process stuck in the kernel; the connect does not wait on it for long.
    command.setTimeout(std::chrono::seconds(15));
    return command;
}

QString LeftoverRuns::localOwner()
{
    const QString machine = NodeLock::localMachine();
    if (machine.isEmpty())
        return {};
    return machine + QLatin1Char('-') + QString::number(QCoreApplication::applicationPid());
}

Result<QList<LeftoverRun>> LeftoverRuns::parse(const QByteArray &out)
{
    if (out.size() > maxBytes)
        return makeError(tr("The list of processes is longer than %1 bytes.").arg(maxBytes));
    QList<LeftoverRun> runs;
    QHash<QString, qsizetype> index; // run id -> its place in runs
    int lineNumber = 0;
    int processes = 0;
    for (const QByteArray &raw : out.split('\n')) {
        ++lineNumber;
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (++processes > maxLines)
            return makeError(tr("The list of processes has more than %1 lines.").arg(maxLines));
        const QList<QByteArray> f = line.split(' ');
        const auto pid = f.size() == 5 ? number(f[0], 1, maxPid) : std::nullopt;
        const auto seconds = f.size() == 5 ? number(f[1], 0, maxSeconds) : std::nullopt;
        QString machine;
        qint64 ownerPid = 0;
        const bool ownerOk
            = f.size() == 5 && (f[3] == "-" || parseOwner(f[3], &machine, &ownerPid));
        if (!pid || !seconds || !runIdWord(f[2]) || !ownerOk || !plainWord(f[4], 64)) {
            return makeError(tr("Line %1 is not a process of a run: %2")
                                 .arg(lineNumber)
                                 .arg(QString::fromUtf8(line.left(120))),
                             lineNumber);
        }
        const QString runId = QString::fromLatin1(f[2]);
        auto found = index.constFind(runId);
        if (found == index.cend()) {
            LeftoverRun run;
            run.runId = runId;
            found = index.insert(runId, runs.size());
            runs.append(run);
        }
        LeftoverRun &run = runs[*found];
        if (run.ownerMachine.isEmpty() && !machine.isEmpty()) {
            run.ownerMachine = machine;
            run.ownerPid = ownerPid;
        }
        run.pids.append(*pid);
        const QString program = QString::fromLatin1(f[4]);
        if (!run.programs.contains(program) && run.programs.size() < 8)
            run.programs.append(program);
        run.seconds = std::max(run.seconds, *seconds);
    }
    return runs;
}

QString LeftoverRuns::describe(const LeftoverRun &run)
{
    const qint64 minutes = run.seconds / 60;
    const QString age = minutes > 0 ? tr("%n min", nullptr, int(std::min<qint64>(minutes, 1 << 30)))
                                    : tr("%n s", nullptr, int(run.seconds));
    return tr("run %1 (%2; %3)").arg(run.runId, run.programs.join(QStringLiteral(", ")), age);
}

Check LeftoverRuns::checkOf(const QString &node, CheckStatus status, const QString &detail)
{
    Check check;
    check.id = QStringLiteral("device.leftovers");
    check.node = node;
    check.title = tr("Tests left running");
    check.status = status;
    check.detail = detail;
    return check;
}

Check LeftoverRuns::check(const CommandResult &scan)
{
    Check check = checkOf(scan.node, CheckStatus::Skipped, {});
    Evidence evidence = scan.toEvidence();
    if (!scan.ok()) {
        check.detail = tr("Could not look for tests left running: %1").arg(scan.errorText());
        check.evidence = {evidence};
        return check;
    }
    const auto runs = parse(scan.out);
    if (!runs) {
        check.detail
            = tr("Could not read the node's list of processes: %1").arg(runs.error().toString());
        check.evidence = {evidence};
        return check;
    }
    // What endable() reads back: the script's own lines only.
    evidence.output = QString::fromUtf8(scan.out);
    check.evidence = {evidence};
    if (runs->isEmpty()) {
        check.status = CheckStatus::Pass;
        check.detail = tr("No test Tandem started is running here.");
        return check;
    }
    check.status = CheckStatus::Warn;
    QStringList lines{tr("%n test run(s) Tandem started still run here. They hold the GPUs and "
                         "the fabric, and a new test beside them measures less.",
                         nullptr,
                         int(runs->size()))};
    QStringList commands;
    bool anyEndable = false;
    for (const LeftoverRun &run : *runs) {
        lines << tr("%1: %2.").arg(describe(run), ownerText(run));
        commands << QStringLiteral("pkill -f 'tandem_run_id %1'").arg(run.runId);
        anyEndable = anyEndable || run.endable();
    }
    check.detail = lines.join(QLatin1Char('\n'));
    check.fix = anyEndable ? tr("Connect from the Devices page ends the runs left behind when you "
                                "agree; or end a run on the node yourself: %1")
                                 .arg(commands.join(QStringLiteral("; ")))
                           : tr("Wait until it has finished, or, if nobody uses it, end it on "
                                "the node: %1")
                                 .arg(commands.join(QStringLiteral("; ")));
    return check;
}

QList<LeftoverRun> LeftoverRuns::endable(const Check &check)
{
    QList<LeftoverRun> found;
    if (check.id != QLatin1String("device.leftovers") || check.status != CheckStatus::Warn)
        return found;
    for (const Evidence &evidence : check.evidence) {
        const auto runs = parse(evidence.output.toUtf8());
        if (!runs)
            continue;
        for (const LeftoverRun &run : *runs) {
            if (run.endable())
                found << run;
        }
    }
    return found;
}

} // namespace Tandem
