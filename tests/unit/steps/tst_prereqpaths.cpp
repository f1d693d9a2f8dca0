// SPDX-License-Identifier: GPL-3.0-or-later
// The prerequisites' scripts refuse a folder or file argument that climbs with "..": the
// command only says why and fails, run here with /bin/sh in a temporary HOME.
#include "nccl/installlocations.h"
#include "prereqs/buildsources.h"
#include "prereqs/prereqscripts.h"

#include <QDir>
#include <QProcess>
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

QTEST_GUILESS_MAIN(TestPrereqPaths)
#include "tst_prereqpaths.moc"
