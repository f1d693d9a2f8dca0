// SPDX-License-Identifier: GPL-3.0-or-later
// The prerequisites' scripts refuse a folder or file argument that climbs with "..": the
// command only says why and fails, run here with /bin/sh in a temporary HOME. And the detection
// finds perftest's ib_write_bw on the PATH, or reports nothing where there is none.
#include "nccl/installlocations.h"
#include "prereqs/buildsources.h"
#include "prereqs/prereqscripts.h"
#include "prereqs/prerequisitesparser.h"
#include "resultcheck.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

class TestPrereqPaths final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void climbingPathsAreRefused_data();
    void climbingPathsAreRefused();
    void plainPathsRunTheScript();
    void detectFindsIbWriteBw_data();
    void detectFindsIbWriteBw();
};

namespace {

RemoteCommand commandFor(const QString &which, const QString &path)
{
    const BuildSources sources;
    if (which == QLatin1String("nccl"))
        return PrereqScripts::ncclCommand(path, sources);
    if (which == QLatin1String("nccl-tests"))
        return PrereqScripts::ncclTestsCommand(path, QStringLiteral("nccl/build"), sources);
    if (which == QLatin1String("probe bundle"))
        return PrereqScripts::probeCommand(QStringLiteral("tandem-probe"),
                                           path,
                                           false,
                                           {},
                                           QStringLiteral("1"),
                                           QStringLiteral("x"));
    InstallLocations locations;
    locations.ncclHome = path;
    return PrereqScripts::detectCommand(locations);
}

} // namespace

void TestPrereqPaths::climbingPathsAreRefused_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<QString>("path");
    for (const char *which : {"nccl", "nccl-tests", "probe bundle", "detect"}) {
        for (const char *path : {"../victim", "nccl/../../victim", "/home/u/..", ".."}) {
            QTest::addRow("%s, %s", which, path)
                << QString::fromLatin1(which) << QString::fromLatin1(path);
        }
    }
}

void TestPrereqPaths::climbingPathsAreRefused()
{
    QFETCH(QString, which);
    QFETCH(QString, path);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString work = home.filePath(QStringLiteral("work"));
    QVERIFY(QDir().mkpath(work));
    const RemoteCommand command = commandFor(which, path);
    QVERIFY(!command.argv().value(2).contains("set -u")); // not the build script
    QProcess sh;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), work);
    sh.setProcessEnvironment(env);
    QStringList args;
    for (const QByteArray &arg : command.argv().mid(1))
        args << QString::fromUtf8(arg);
    sh.start(QString::fromUtf8(command.argv().constFirst()), args);
    QVERIFY(sh.waitForFinished(10000));
    QCOMPARE(sh.exitCode(), 2);
    const QByteArray said = sh.readAllStandardError();
    QVERIFY2(said.contains(QByteArray("refusing the path " + path.toUtf8() + ": it holds \"..\"")),
             said.constData());
    QCOMPARE(QDir(home.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
             QStringList{QStringLiteral("work")});
    QVERIFY(QDir(work).isEmpty());
}

void TestPrereqPaths::plainPathsRunTheScript()
{
    for (const QString &path :
         {QStringLiteral("nccl"), QStringLiteral("/opt/nccl..old"), QStringLiteral("src/..nccl")}) {
        const RemoteCommand command = commandFor(QStringLiteral("nccl"), path);
        QVERIFY2(command.argv().value(2).contains("set -u"), qPrintable(path));
        QCOMPARE(command.argv().value(4), path.toUtf8());
    }
}

void TestPrereqPaths::detectFindsIbWriteBw_data()
{
    QTest::addColumn<QByteArray>("program"); // the ib_write_bw on the PATH; empty: none
    QTest::addColumn<QString>("version");
    QTest::newRow("perftest") << QByteArray(
        "#!/bin/sh\n[ \"$1\" = --version ] && { echo 'Version: 6.22'; exit 0; }\n"
        "exit 1\n") << "6.22";
    // An ib_write_bw that does not know --version, as the lab's stand-in.
    QTest::newRow("no --version") << QByteArray("#!/bin/sh\necho ' Invalid Command or flag.' >&2\n"
                                                "exit 1\n")
                                  << "";
    QTest::newRow("not installed") << QByteArray() << "";
}

void TestPrereqPaths::detectFindsIbWriteBw()
{
    QFETCH(QByteArray, program);
    QFETCH(QString, version);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A PATH of only what the script needs, so that a perftest on this machine does not count.
    const QString bin = dir.filePath(QStringLiteral("bin"));
    const QString home = dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(bin) && QDir().mkpath(home));
    for (const char *tool : {"uname", "head", "grep", "sed", "readlink", "timeout"}) {
        const QString found = QStandardPaths::findExecutable(QString::fromLatin1(tool));
        QVERIFY2(!found.isEmpty(), tool);
        QVERIFY(QFile::link(found, bin + QLatin1Char('/') + QString::fromLatin1(tool)));
    }
    const QString fake = bin + QStringLiteral("/ib_write_bw");
    if (!program.isEmpty()) {
        QFile file(fake);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(program);
        file.close();
        QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    }
    const RemoteCommand command = PrereqScripts::detectCommand(InstallLocations());
    QProcess sh;
    QProcessEnvironment env;
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("PATH"), bin);
    sh.setProcessEnvironment(env);
    QStringList args;
    for (const QByteArray &arg : command.argv().mid(1))
        args << QString::fromUtf8(arg);
    sh.start(QStringLiteral("/bin/sh"), args);
    QVERIFY(sh.waitForFinished(20000));
    QCOMPARE(sh.exitCode(), 0);
    const auto node = PrerequisitesParser::parse(sh.readAllStandardOutput());
    TANDEM_VERIFY_RESULT(node);
    QCOMPARE(node->perftest.path, program.isEmpty() ? QString() : fake);
    QCOMPARE(node->perftest.version, version);
}

QTEST_GUILESS_MAIN(TestPrereqPaths)
#include "tst_prereqpaths.moc"
