// SPDX-License-Identifier: GPL-3.0-or-later
// `tandem` and `tandem-cli` cannot dump core: looked at from outside, in /proc, while each
// waits (the CLI for its password on stdin, the GUI in its event loop).
#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

class TestProcessHardening final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noCoreDumps_data();
    void noCoreDumps();
};

namespace {

// "Max core file size  0  0  bytes" from /proc/PID/limits: the soft limit, or -1.
qint64 coreLimitOf(qint64 pid)
{
    QFile limits(QStringLiteral("/proc/%1/limits").arg(pid));
    if (!limits.open(QIODevice::ReadOnly))
        return -1;
    static const QRegularExpression line(QStringLiteral("^Max core file size\\s+(\\S+)"),
                                         QRegularExpression::MultilineOption);
    const auto match = line.match(QString::fromLatin1(limits.readAll()));
    if (!match.hasMatch())
        return -1;
    return match.captured(1) == QLatin1String("unlimited") ? LLONG_MAX
                                                           : match.captured(1).toLongLong();
}

} // namespace

void TestProcessHardening::noCoreDumps_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("tandem-cli, waiting for its password")
        << QStringLiteral(TANDEM_CLI_PATH)
        << QStringList{QStringLiteral("check"),
                       QStringLiteral("127.0.0.1"),
                       QStringLiteral("--password-stdin")};
    QTest::newRow("tandem") << QStringLiteral(TANDEM_GUI_PATH) << QStringList{};
}

void TestProcessHardening::noCoreDumps()
{
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    // The child inherits this process's limit: make it one that allows core dumps, or the
    // test could not tell a hardened program from one that inherited 0.
    rlimit limit{};
    QCOMPARE(::getrlimit(RLIMIT_CORE, &limit), 0);
    if (limit.rlim_max == 0)
        QSKIP("core dumps are off for this test (hard limit 0), so nothing could show a change");
    const rlimit saved = limit;
    limit.rlim_cur = limit.rlim_max;
    QCOMPARE(::setrlimit(RLIMIT_CORE, &limit), 0);

    QTemporaryDir home;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(program, arguments); // stdin stays open and empty: the CLI waits on it
    const bool started = process.waitForStarted(10000);
    ::setrlimit(RLIMIT_CORE, &saved);
    QVERIFY(started);
    // Hardening is the first thing main() does; give the program a moment to get there.
    qint64 core = -1;
    const QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired() && process.state() == QProcess::Running) {
        core = coreLimitOf(process.processId());
        if (core == 0)
            break;
        QTest::qWait(50);
    }
    const bool running = process.state() == QProcess::Running;
    process.kill();
    process.waitForFinished(5000);
    QVERIFY2(running, process.readAllStandardError().constData());
    QCOMPARE(core, qint64(0));
}

QTEST_GUILESS_MAIN(TestProcessHardening)
#include "tst_processhardening.moc"
