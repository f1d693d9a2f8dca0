// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "steps/devices/devicechecks.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

// What NodeIdentityReader's script prints on a healthy DGX Spark (tests/unit/steps/
// tst_identitychecks.cpp covers the other models and faults).
const QByteArray sparkIdentity
    = "@machine aarch64\n"
      "@pci 0000:01:00.0 0x15b3 0x1021 0x020000 32.0 4 32.0 4\n"
      "@pci 0000:01:00.1 0x15b3 0x1021 0x020000 32.0 4 32.0 4\n"
      "@pci 0002:01:00.0 0x15b3 0x1021 0x020000 32.0 4 32.0 4\n"
      "@pci 0002:01:00.1 0x15b3 0x1021 0x020000 32.0 4 32.0 4\n"
      "@pci 000f:01:00.0 0x10de 0x2e12 0x030000 - - - -\n"
      "@dmi sys_vendor: NVIDIA\n@dmi product_name: DGX Spark\n"
      "@file dgx-release\nDGX_NAME=\"DGX Spark\"\nDGX_PRETTY_NAME=\"NVIDIA DGX Spark\"\n"
      "DGX_SWBUILD_DATE=\"2026-04-15\"\nDGX_SWBUILD_VERSION=\"7.2.0\"\n\n@end\n";

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
    "echo \"$t\"; done sh ethtool ip netplan mpirun nvcc");

// FakeNodeRunner's key for the identity script: its argv joined with spaces.
QString identityKey()
{
    return FakeNodeRunner::keyOf(NodeIdentityReader::command());
}

void healthy(FakeNodeRunner &node)
{
    node.respond(identityKey(), 0, sparkIdentity);
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
    void identity();
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

void TestDeviceChecks::identity()
{
    const QList<Check> checks = DeviceChecks::identityChecks(result(0, sparkIdentity));
    QCOMPARE(checks.size(), 3);
    QStringList ids;
    for (const Check &check : checks) {
        ids << check.id;
        QCOMPARE(check.status, CheckStatus::Pass);
        QCOMPARE(check.evidence.size(), 1);
        QCOMPARE(check.node, QStringLiteral("spark-386d"));
    }
    QCOMPARE(ids, (QStringList{"device.dgx", "device.os", "device.pcie"}));
    QVERIFY2(checks.at(0).detail.contains(QLatin1String("NVIDIA DGX Spark")),
             qPrintable(checks.at(0).detail));
    QVERIFY2(checks.at(1).detail.contains(QLatin1String("7.2.0, of 2026-04-15")),
             qPrintable(checks.at(1).detail));

    // A command that failed fails all three with its reason.
    const QList<Check> failed
        = DeviceChecks::identityChecks(result(1, {}, "sh: 1: permission denied\n"));
    for (const Check &check : failed) {
        QCOMPARE(check.status, CheckStatus::Fail);
        QVERIFY2(check.detail.contains(QLatin1String("permission denied")),
                 qPrintable(check.detail));
    }
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
    // Stock Ubuntu has no ibdev2netdev; Tandem does not ask for it (sysfs has the ports).
    QTest::newRow("stock Ubuntu, no ibdev2netdev")
        << QByteArray("ibdev2netdev\n") << int(CheckStatus::Pass) << "installed";
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
    QCOMPARE(step.checks().size(), 13); // six per node, and the cluster's device.mix
    int fails = 0;
    for (const Check &check : step.checks()) {
        QVERIFY(check.status != CheckStatus::Running);
        if (check.status == CheckStatus::Fail) {
            ++fails;
            QVERIFY2(check.node == QStringLiteral("spark-7089"),
                     qPrintable(check.id + QLatin1Char(' ') + check.detail));
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
    a.fail(identityKey(), QStringLiteral("The connection to spark-386d was lost."));
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
