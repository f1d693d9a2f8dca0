// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsshd.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <unistd.h>

namespace {

const QString kSshd = QStringLiteral("/usr/sbin/sshd");

} // namespace

TestSshd::TestSshd(QString directory)
    : dir(std::move(directory))
{}

TestSshd::~TestSshd()
{
    stop();
}

QByteArray TestSshd::exec(const QString &program,
                          const QStringList &args,
                          int *exitCode,
                          const QByteArray &input)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(5000)) {
        if (exitCode)
            *exitCode = -1;
        return {};
    }
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return p.readAllStandardOutput();
}

int TestSshd::freePort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    return server.serverPort();
}

QString TestSshd::fingerprintOf(const QString &pubKeyPath)
{
    const QByteArray out = exec(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), pubKeyPath});
    return QString::fromLatin1(out.simplified().split(' ').value(1));
}

QString TestSshd::makeKey(const QString &name, const QString &passphrase)
{
    const QString path = dir + QLatin1Char('/') + name;
    int rc = -1;
    exec(QStringLiteral("ssh-keygen"),
         {QStringLiteral("-q"),
          QStringLiteral("-t"),
          QStringLiteral("ed25519"),
          QStringLiteral("-N"),
          passphrase,
          QStringLiteral("-C"),
          name,
          QStringLiteral("-f"),
          path},
         &rc);
    return rc == 0 ? path : QString();
}

bool TestSshd::authorize(const QString &pubKeyPath)
{
    QFile pub(pubKeyPath);
    QFile keys(authorizedKeys);
    if (!pub.open(QIODevice::ReadOnly) || !keys.open(QIODevice::Append))
        return false;
    return keys.write(pub.readAll()) > 0;
}

QString TestSshd::prepare()
{
    if (!QFileInfo(kSshd).isExecutable())
        return QStringLiteral("no sshd at %1 (install openssh-server)").arg(kSshd);
    if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
        return QStringLiteral("no ssh-keygen on PATH (install openssh-client)");
    user = QString::fromLocal8Bit(exec(QStringLiteral("id"), {QStringLiteral("-un")})).trimmed();
    hostKey = makeKey(QStringLiteral("hostkey"));
    otherHostKey = makeKey(QStringLiteral("hostkey2"));
    clientKey = makeKey(QStringLiteral("client"));
    if (hostKey.isEmpty() || otherHostKey.isEmpty() || clientKey.isEmpty())
        return QStringLiteral("ssh-keygen could not make test keys");
    authorizedKeys = dir + QStringLiteral("/authorized_keys");
    if (!authorize(clientKey + QStringLiteral(".pub")))
        return QStringLiteral("cannot write %1").arg(authorizedKeys);
    return {};
}

QString TestSshd::start(int listenPort, const QString &key)
{
    stop();
    port = listenPort;
    const QString config = dir + QStringLiteral("/sshd_config");
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QStringLiteral("cannot write %1").arg(config);
    // StrictModes off: the temporary folder sits in world-writable /tmp.
    file.write(QStringLiteral("Port %1\n"
                              "ListenAddress 127.0.0.1\n"
                              "HostKey %2\n"
                              "PidFile %3/sshd.pid\n"
                              "AuthorizedKeysFile %4\n"
                              "StrictModes no\n"
                              "UsePAM no\n"
                              "PermitRootLogin prohibit-password\n"
                              "PubkeyAuthentication yes\n"
                              "PasswordAuthentication no\n"
                              "KbdInteractiveAuthentication no\n"
                              "PrintMotd no\n"
                              "Subsystem sftp internal-sftp\n")
                   .arg(port)
                   .arg(key, dir, authorizedKeys)
                   .toUtf8());
    file.close();

    m_sshd = std::make_unique<QProcess>();
    m_sshd->setProcessChannelMode(QProcess::MergedChannels);
    const QStringList sshdArgs{
        QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), config};
    if (geteuid() == 0 && !QFileInfo::exists(QStringLiteral("/run/sshd"))) {
        m_sshd->start(QStringLiteral("unshare"),
                      QStringList{QStringLiteral("-m"),
                                  QStringLiteral("--propagation"),
                                  QStringLiteral("private"),
                                  QStringLiteral("sh"),
                                  QStringLiteral("-c"),
                                  QStringLiteral("mount -t tmpfs -o mode=755 tandem-test /run && "
                                                 "mkdir -m 755 /run/sshd && exec \"$0\" \"$@\""),
                                  kSshd}
                          + sshdArgs);
    } else {
        m_sshd->start(kSshd, sshdArgs);
    }
    if (!m_sshd->waitForStarted(5000))
        return QStringLiteral("sshd did not start: %1").arg(m_sshd->errorString());

    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 10000) {
        if (m_sshd->state() == QProcess::NotRunning) {
            return QStringLiteral("sshd exited: %1")
                .arg(QString::fromLocal8Bit(m_sshd->readAll()).trimmed());
        }
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, quint16(port));
        if (probe.waitForConnected(200))
            return {};
        m_sshd->waitForReadyRead(100);
    }
    return QStringLiteral("sshd did not listen on port %1: %2")
        .arg(port)
        .arg(QString::fromLocal8Bit(m_sshd->readAll()).trimmed());
}

void TestSshd::stop()
{
    if (!m_sshd)
        return;
    if (m_sshd->state() != QProcess::NotRunning) {
        m_sshd->terminate();
        if (!m_sshd->waitForFinished(5000)) {
            m_sshd->kill();
            m_sshd->waitForFinished(5000);
        }
    }
    m_sshd.reset();
}
