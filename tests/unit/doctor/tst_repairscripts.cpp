// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor's file repairs run for real here, by /bin/sh in a scratch HOME: they change only
// the line or block they name, keep every other byte and the file's mode, and leave a copy.
#include "remote/repairscripts.h"

#include "localshellrunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

namespace {

CommandResult runHere(const QString &home, const RemoteCommand &command)
{
    Test::LocalShellRunner runner(QStringLiteral("local"), home);
    CommandResult result;
    bool done = false;
    QObject context;
    runner.run(command, &context, [&](const CommandResult &r) {
        result = r;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 30000))
        result.error = Error{QStringLiteral("the script did not finish within 30 s")};
    return result;
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void write(const QString &path, const QByteArray &content, QFile::Permissions mode)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QVERIFY(f.setPermissions(mode));
}

QStringList backupsOf(const QString &dir, const QString &name)
{
    return QDir(dir).entryList({name + QStringLiteral(".tandem-*")}, QDir::Files | QDir::Hidden);
}

} // namespace

class TestRepairScripts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unpin_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<bool>("changed");
        QTest::newRow("one pin among others")
            << QByteArray(
                   "NCCL_DEBUG=WARN\nNCCL_IB_GID_INDEX=3\n# keep me\nNCCL_IB_HCA=rocep1s0f0\n")
            << QByteArray("NCCL_DEBUG=WARN\n# keep me\nNCCL_IB_HCA=rocep1s0f0\n") << true;
        QTest::newRow("indented, spaced, twice")
            << QByteArray("  NCCL_IB_GID_INDEX = 3\nX=1\nNCCL_IB_GID_INDEX=4")
            << QByteArray("X=1\n") << true;
        QTest::newRow("only the pin")
            << QByteArray("NCCL_IB_GID_INDEX=3\n") << QByteArray() << true;
        QTest::newRow("a comment naming it stays")
            << QByteArray("# NCCL_IB_GID_INDEX=3 was here\nA=1\n")
            << QByteArray("# NCCL_IB_GID_INDEX=3 was here\nA=1\n") << false;
        QTest::newRow("no trailing newline, no pin")
            << QByteArray("A=1") << QByteArray("A=1") << false;
    }
    void unpin()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(bool, changed);
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral(".nccl.conf"));
        write(file, before, QFile::ReadOwner | QFile::WriteOwner);
        const auto command = RepairScripts::unpinGidIndex(file, {});
        QVERIFY(command);
        const CommandResult r = runHere(home.path(), *command);
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(read(file), after);
        QCOMPARE(r.out.contains("@changed"), changed);
        const QStringList backups = backupsOf(home.path(), QStringLiteral(".nccl.conf"));
        QCOMPARE(backups.size(), changed ? 1 : 0);
        if (changed) {
            QCOMPARE(read(home.filePath(backups.first())), before);
            QCOMPARE(QFile::permissions(file),
                     QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser);
        }
    }

    void unpinRefusesOtherFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("bashrc") << "/home/u/.bashrc";
        QTest::newRow("relative") << ".nccl.conf";
        QTest::newRow("dot dot") << "/home/u/../../etc/.nccl.conf";
        QTest::newRow("space") << "/home/u v/.nccl.conf";
        QTest::newRow("newline") << "/home/u\n/.nccl.conf";
    }
    void unpinRefusesOtherFiles()
    {
        QFETCH(QString, file);
        QVERIFY(!RepairScripts::unpinGidIndex(file, {}));
    }

    void mpirunPathAndBack()
    {
        QTemporaryDir home;
        const QString bashrc = home.filePath(QStringLiteral(".bashrc"));
        const QByteArray original
            = "# ~/.bashrc\ncase $- in\n    *i*) ;;\n      *) return;;\nesac\n"
              "export PATH=\"$HOME/.local/openmpi/bin:$PATH\"\n";
        write(bashrc,
              original,
              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        const QString dir = home.filePath(QStringLiteral(".local/openmpi/bin"));
        QVERIFY(QDir().mkpath(dir));
        write(dir + QStringLiteral("/mpirun"),
              "#!/bin/sh\necho fake-mpirun\n",
              QFile::ReadOwner | QFile::ExeOwner);
        const auto add = RepairScripts::mpirunPath(dir);
        QVERIFY(add);
        CommandResult r = runHere(home.path(), *add);
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const QByteArray changed = read(bashrc);
        QVERIFY(changed.startsWith(RepairScripts::blockBegin));
        QVERIFY(changed.endsWith(original));
        // What the repair is for: a non-interactive bash that reads ~/.bashrc now finds mpirun.
        QProcess bash;
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("/bin/bash"),
                   {QStringLiteral("-c"), QStringLiteral(". ~/.bashrc; command -v mpirun")});
        QVERIFY(bash.waitForFinished(10000));
        QCOMPARE(bash.readAllStandardOutput().trimmed(),
                 (dir + QStringLiteral("/mpirun")).toUtf8());
        // Twice: the block is not added again.
        r = runHere(home.path(), *add);
        QVERIFY(r.out.contains("@unchanged"));
        QCOMPARE(read(bashrc), changed);
        // Taken out again: every byte of the user's file as it was.
        r = runHere(home.path(), RepairScripts::removeMpirunPath());
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(read(bashrc), original);
        QCOMPARE(backupsOf(home.path(), QStringLiteral(".bashrc")).size(), 2);
    }

    void mpirunPathRefuses_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::newRow("relative") << "opt/bin";
        QTest::newRow("quote") << "/opt/\"bin";
        QTest::newRow("dollar") << "/opt/$(reboot)";
        QTest::newRow("dot dot") << "/opt/../etc";
        QTest::newRow("empty") << "";
    }
    void mpirunPathRefuses()
    {
        QFETCH(QString, dir);
        QVERIFY(!RepairScripts::mpirunPath(dir));
    }
};

QTEST_GUILESS_MAIN(TestRepairScripts)
#include "tst_repairscripts.moc"
