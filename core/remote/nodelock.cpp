// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodelock.h"

#include <QMessageAuthenticationCode>
#include <QRegularExpression>
#include <QSysInfo>

#include <cerrno>
#include <limits>

#include <pwd.h>
#include <signal.h>
#include <unistd.h>

namespace Tandem {

namespace {

// The lock script refuses anything but these characters (and ".."), so a user or host name with
// others is reduced to them rather than refused.
QString lockField(QString value)
{
    static const QRegularExpression bad(QStringLiteral("[^0-9A-Za-z._:+-]"));
    value.replace(bad, QStringLiteral("_"));
    value.replace(QStringLiteral(".."), QStringLiteral("._"));
    return value.isEmpty() ? QStringLiteral("unknown") : value.left(64);
}

} // namespace

QString NodeLock::localUser()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("LOGNAME");
    if (user.isEmpty()) { // a service or cron job: ask the password database
        if (const passwd *entry = getpwuid(geteuid()))
            user = QString::fromLocal8Bit(entry->pw_name);
    }
    return lockField(user);
}

QString NodeLock::localHost()
{
    return lockField(QSysInfo::machineHostName());
}

QString NodeLock::localPid()
{
    return QString::number(QCoreApplication::applicationPid());
}

QString NodeLock::startedAt()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'"));
}

QString NodeLock::localMachine()
{
    const QByteArray id = QSysInfo::machineUniqueId();
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{16,}$"));
    if (!hex.match(QString::fromLatin1(id).toLower()).hasMatch())
        return {};
    // machine-id(5) asks that the id itself not be shown: what goes to the nodes (lock files,
    // mpirun's command line, which every user there can read) is a keyed hash of it for Tandem
    // alone, as systemd's sd_id128_get_machine_app_specific() makes one.
    static const QByteArray app = QByteArrayLiteral("tandem-cluster-assistant");
    return QString::fromLatin1(
        QMessageAuthenticationCode::hash(app, id, QCryptographicHash::Sha256).toHex().left(16));
}

bool NodeLock::heldByGoneProcessHere() const
{
    if (state != State::Held || machine.isEmpty() || machine != localMachine())
        return false;
    bool ok = false;
    const qint64 number = pid.toLongLong(&ok);
    if (!ok || number <= 1 || number > std::numeric_limits<pid_t>::max()
        || number == QCoreApplication::applicationPid())
        return false;
    return ::kill(pid_t(number), 0) != 0 && errno == ESRCH;
}

NodeLock NodeLock::parse(const QByteArray &out, int exitStatus)
{
    NodeLock lock;
    const bool held = exitStatus == 5;
    for (const QByteArray &raw : out.split('\n')) {
        const QString line = QString::fromUtf8(raw.trimmed());
        if (line == QLatin1String("locked") && exitStatus == 0)
            lock.state = State::Locked;
        else if (line.startsWith(QLatin1String("stale ")))
            lock.staleReason = line.mid(6);
        const QString key = line.section(QLatin1Char(' '), 0, 0);
        const QString value = line.section(QLatin1Char(' '), 1);
        // When held, the holder's lines; when taken over, the stale holder's ("stale-" lines).
        const QString field
            = held ? key : (key.startsWith(QLatin1String("stale-")) ? key.mid(6) : QString());
        if (field == QLatin1String("run"))
            lock.runId = value;
        else if (field == QLatin1String("user"))
            lock.user = value;
        else if (field == QLatin1String("host"))
            lock.host = value;
        else if (field == QLatin1String("machine"))
            lock.machine = value;
        else if (field == QLatin1String("pid"))
            lock.pid = value;
        else if (field == QLatin1String("started"))
            lock.started = value;
    }
    if (held && out.startsWith("held"))
        lock.state = State::Held;
    return lock;
}

QString NodeLock::holder() const
{
    return tr("run %1 by %2 on %3 (pid %4), started %5").arg(runId, user, host, pid, started);
}

} // namespace Tandem
