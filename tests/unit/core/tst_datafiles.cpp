// SPDX-License-Identifier: GPL-3.0-or-later
// Tandem's files on this computer: the data folder is private (0700), a rename is followed by
// an fsync of its folder, and the process cannot dump core.
#include "datadirectory.h"
#include "processhardening.h"
#include "resultcheck.h"
#include "syncdirectory.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Tandem;

namespace {

int modeOf(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

class TestDataFiles final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void privateDirectory_data();
    void privateDirectory();
    void notAFolderIsRefused();
    void dataDirectoryIsMadePrivate();
    void syncDirectory();
    void hardenedProcessCannotDumpCore();
};

void TestDataFiles::privateDirectory_data()
{
    QTest::addColumn<int>("existing"); // -1: missing
    QTest::addColumn<int>("umask");
    QTest::newRow("missing, umask 022") << -1 << 022;
    QTest::newRow("missing, umask 0") << -1 << 0;
    QTest::newRow("0755 is tightened") << 0755 << 022;
    QTest::newRow("0777 is tightened") << 0777 << 022;
    QTest::newRow("0750 is tightened") << 0750 << 022;
    QTest::newRow("0700 stays") << 0700 << 022;
}

void TestDataFiles::privateDirectory()
{
    QFETCH(int, existing);
    QFETCH(int, umask);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("a/b/tandem"));
    if (existing >= 0) {
        QVERIFY(QDir().mkpath(path));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), mode_t(existing)) == 0);
    }
    const mode_t old = ::umask(mode_t(umask));
    const auto made = ensurePrivateDirectory(path);
    ::umask(old);
    TANDEM_VERIFY_RESULT(made);
    QCOMPARE(modeOf(path), 0700);
}

void TestDataFiles::notAFolderIsRefused()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("tandem")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const auto made = ensurePrivateDirectory(file.fileName());
    QVERIFY(!made);
    QVERIFY2(made.error().message.contains(QLatin1String("not a folder")),
             qPrintable(made.error().message));
}

void TestDataFiles::dataDirectoryIsMadePrivate()
{
    const QString path = dataDirectory();
    QDir(path).removeRecursively();
    const mode_t old = ::umask(022);
    const auto made = ensureDataDirectory();
    ::umask(old);
    TANDEM_VERIFY_RESULT(made);
    QCOMPARE(modeOf(path), 0700);
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0755) == 0);
    const auto tightened = ensureDataDirectory();
    TANDEM_VERIFY_RESULT(tightened);
    QCOMPARE(modeOf(path), 0700);
}

void TestDataFiles::syncDirectory()
{
    QTemporaryDir dir;
    const auto synced = syncDirectoryOf(dir.filePath(QStringLiteral("state.json")));
    TANDEM_VERIFY_RESULT(synced);
    const auto missing = syncDirectoryOf(dir.filePath(QStringLiteral("gone/state.json")));
    QVERIFY(!missing);
    QVERIFY(missing.error().message.contains(QLatin1String("gone")));
}

void TestDataFiles::hardenedProcessCannotDumpCore()
{
    // In a child, so that this test program keeps its own settings.
    const pid_t child = ::fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        rlimit some{1 << 20, RLIM_INFINITY};
        ::setrlimit(RLIMIT_CORE, &some); // may fail where the hard limit is lower; then 0 anyway
        ::prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
        if (!hardenProcess())
            ::_exit(10);
        rlimit now{};
        ::getrlimit(RLIMIT_CORE, &now);
        if (now.rlim_cur != 0 || now.rlim_max != 0)
            ::_exit(11);
        if (::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) != 0)
            ::_exit(12);
        ::_exit(0);
    }
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
}

QTEST_GUILESS_MAIN(TestDataFiles)
#include "tst_datafiles.moc"
