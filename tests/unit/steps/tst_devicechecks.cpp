// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "steps/devicechecks.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

const QByteArray sparkRelease = "DGX_NAME=\"DGX Spark\"\nDGX_PRETTY_NAME=\"NVIDIA DGX Spark\"\n"
                                "DGX_SWBUILD_DATE=\"2026-04-15\"\nDGX_SWBUILD_VERSION=\"7.2.0\"\n";

CommandResult result(int exitStatus, const QByteArray &out, const QByteArray &err = {})
{
    CommandResult r;
    r.node = QStringLiteral("spark-386d");
    r.command = QStringLiteral("x");
    r.exitStatus = exitStatus;
    r.out = out;
    r.err = err;
    return r;
}

const QString toolsKey = QStringLiteral(
    "sh -c for t do command -v \"$t\" >/dev/null 2>&1 || [ -x \"/usr/local/cuda/bin/$t\" ] || "
    "echo \"$t\"; done sh ibdev2netdev ethtool ip netplan mpirun nvcc");

void healthy(FakeNodeRunner &node)
{
    node.respond(QStringLiteral("cat /etc/dgx-release"), 0, sparkRelease);
    node.respond(QStringLiteral("nvidia-smi --query-gpu=name,driver_version --format=csv,noheader"),
                 0,
                 "NVIDIA GB10, 580.95.05\n");
    node.respond(QStringLiteral("true"), 0, {});
    node.respond(toolsKey, 0, {});
}

} // namespace

class TestDeviceChecks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identity_data();
    void identity();
    void os_data();
    void os();
    void gpu_data();
    void gpu();
    void sudo_data();
    void sudo();
    void tools_data();
    void tools();
    void runsEveryNodeAtOnce();
    void passwordOnlyOnStdin();
    void droppedConnectionFailsWithTheReason();
};

void TestDeviceChecks::identity_data()
{
    QTest::addColumn<QByteArray>("release");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    QTest::newRow("spark") << sparkRelease << int(CheckStatus::Pass) << "NVIDIA DGX Spark";
    QTest::newRow("dgx station") << QByteArray(
        "DGX_NAME=\"DGX Station\"\nDGX_PRETTY_NAME=\"NVIDIA DGX Station\"\n")
                                 << int(CheckStatus::Fail) << "not a DGX Spark";
    QTest::newRow("not dgx") << QByteArray("cat: /etc/dgx-release: No such file or directory\n")
                             << int(CheckStatus::Fail) << "";
}

void TestDeviceChecks::identity()
{
    QFETCH(QByteArray, release);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const Check check = DeviceChecks::identityCheck(result(0, release));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
    QCOMPARE(check.id, QStringLiteral("device.dgx"));
    QCOMPARE(check.evidence.size(), 1);
}

void TestDeviceChecks::os_data()
{
    QTest::addColumn<QByteArray>("release");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    QTest::newRow("april 2026") << sparkRelease << int(CheckStatus::Pass)
                                << "7.2.0, built 2026-04-15";
    QTest::newRow("first day counts")
        << QByteArray("DGX_NAME=\"DGX Spark\"\nDGX_SWBUILD_DATE=\"2026-04-01\"\n")
        << int(CheckStatus::Pass) << "2026-04-01";
    QTest::newRow("2025 build") << QByteArray(
        "DGX_NAME=\"DGX Spark\"\nDGX_SWBUILD_DATE=\"2025-10-09\"\nDGX_SWBUILD_VERSION=\"7.0.1\"\n")
                                << int(CheckStatus::Fail) << "older than the April 2026";
    QTest::newRow("no date") << QByteArray("DGX_NAME=\"DGX Spark\"\n") << int(CheckStatus::Warn)
                             << "no build date";
}

void TestDeviceChecks::os()
{
    QFETCH(QByteArray, release);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const Check check = DeviceChecks::osCheck(result(0, release));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
    if (check.status == CheckStatus::Fail)
        QVERIFY(check.fix.contains(QStringLiteral("full-upgrade")));
}

void TestDeviceChecks::gpu_data()
{
    QTest::addColumn<int>("exitStatus");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    QTest::newRow("gb10") << 0 << QByteArray("NVIDIA GB10, 580.95.05\n") << int(CheckStatus::Pass)
                          << "NVIDIA GB10 (driver 580.95.05)";
    QTest::newRow("h200") << 0 << QByteArray("NVIDIA H200, 580.95.05\n") << int(CheckStatus::Fail)
                          << "NVIDIA H200";
    QTest::newRow("driver down")
        << 9
        << QByteArray("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA "
                      "driver. Make sure that the latest NVIDIA driver is installed and running.\n")
        << int(CheckStatus::Fail) << "driver";
    QTest::newRow("not installed")
        << 127 << QByteArray() << int(CheckStatus::Fail) << "not installed";
}

void TestDeviceChecks::gpu()
{
    QFETCH(int, exitStatus);
    QFETCH(QByteArray, out);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const Check check = DeviceChecks::gpuCheck(result(exitStatus, out));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
}

void TestDeviceChecks::sudo_data()
{
    QTest::addColumn<int>("exitStatus");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<bool>("password");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("text");
    QTest::newRow("accepted") << 0 << QByteArray() << true << int(CheckStatus::Pass)
                              << "accepts the password";
    QTest::newRow("passwordless") << 0 << QByteArray() << false << int(CheckStatus::Pass)
                                  << "without a password";
    QTest::newRow("wrong password")
        << 1 << QByteArray("Sorry, try again.\nsudo: 1 incorrect password attempt\n") << true
        << int(CheckStatus::Fail) << "refused the password";
    QTest::newRow("needs password") << 1 << QByteArray("sudo: a password is required\n") << false
                                    << int(CheckStatus::Warn) << "needs a password";
    QTest::newRow("not a sudoer")
        << 1 << QByteArray("nvidia is not in the sudoers file.  This incident will be reported.\n")
        << true << int(CheckStatus::Fail) << "may not use sudo";
}

void TestDeviceChecks::sudo()
{
    QFETCH(int, exitStatus);
    QFETCH(QByteArray, err);
    QFETCH(bool, password);
    QFETCH(int, status);
    QFETCH(QString, text);
    const Check check = DeviceChecks::sudoCheck(result(exitStatus, {}, err), password);
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(text), qPrintable(check.detail));
}

void TestDeviceChecks::tools_data()
{
    QTest::addColumn<QByteArray>("missing");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    QTest::newRow("all there") << QByteArray() << int(CheckStatus::Pass) << "installed";
    QTest::newRow("no nvcc") << QByteArray("nvcc\n") << int(CheckStatus::Warn) << "Missing: nvcc.";
    QTest::newRow("no ethtool, no mpirun")
        << QByteArray("ethtool\nmpirun\n") << int(CheckStatus::Fail) << "Missing: ethtool.";
}

void TestDeviceChecks::tools()
{
    QFETCH(QByteArray, missing);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const Check check = DeviceChecks::toolsCheck(result(0, missing));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
}

void TestDeviceChecks::runsEveryNodeAtOnce()
{
    FakeNodeRunner a(QStringLiteral("spark-386d"));
    FakeNodeRunner b(QStringLiteral("spark-7089"));
    healthy(a);
    healthy(b);
    b.respond(QStringLiteral("nvidia-smi --query-gpu=name,driver_version --format=csv,noheader"),
              0,
              "NVIDIA H200, 580.95.05\n");
    DeviceChecks step({&a, &b});
    step.setSudoPassword("pw");
    QSignalSpy finished(&step, &DeviceChecks::finished);
    step.start();
    // Both nodes were asked before either answered.
    QCOMPARE(a.received().size(), 4);
    QCOMPARE(b.received().size(), 4);
    QVERIFY(finished.wait(2000));
    QCOMPARE(step.checks().size(), 10);
    int fails = 0;
    for (const Check &check : step.checks()) {
        QVERIFY(check.status != CheckStatus::Running);
        if (check.status == CheckStatus::Fail) {
            ++fails;
            QCOMPARE(check.node, QStringLiteral("spark-7089"));
            QCOMPARE(check.id, QStringLiteral("device.gpu"));
        }
    }
    QCOMPARE(fails, 1);
    QCOMPARE(worstStatus(step.checks()), CheckStatus::Fail);
}

void TestDeviceChecks::passwordOnlyOnStdin()
{
    FakeNodeRunner a(QStringLiteral("spark-386d"));
    healthy(a);
    DeviceChecks step({&a});
    step.setSudoPassword("correct horse $(reboot)");
    QSignalSpy finished(&step, &DeviceChecks::finished);
    step.start();
    QVERIFY(finished.wait(2000));
    bool sawSudo = false;
    for (const RemoteCommand &command : a.received()) {
        QVERIFY(!command.commandLine().contains("correct horse"));
        QVERIFY(!command.displayString().contains(QStringLiteral("correct horse")));
        if (command.sudo()) {
            sawSudo = true;
            QVERIFY(command.stdinPayload().startsWith("correct horse $(reboot)\n"));
        }
    }
    QVERIFY(sawSudo);
    for (const Check &check : step.checks()) {
        for (const Evidence &evidence : check.evidence)
            QVERIFY(!evidence.command.contains(QStringLiteral("correct horse")));
    }
}

void TestDeviceChecks::droppedConnectionFailsWithTheReason()
{
    FakeNodeRunner a(QStringLiteral("spark-386d"));
    healthy(a);
    a.fail(QStringLiteral("cat /etc/dgx-release"),
           QStringLiteral("The connection to spark-386d was lost."));
    DeviceChecks step({&a});
    QSignalSpy finished(&step, &DeviceChecks::finished);
    step.start();
    QVERIFY(finished.wait(2000));
    for (const Check &check : step.checks()) {
        if (check.id == QLatin1String("device.dgx") || check.id == QLatin1String("device.os")) {
            QCOMPARE(check.status, CheckStatus::Fail);
            QVERIFY(check.detail.contains(QStringLiteral("connection to spark-386d was lost")));
        }
    }
}

QTEST_GUILESS_MAIN(TestDeviceChecks)
#include "tst_devicechecks.moc"
