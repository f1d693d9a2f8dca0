// SPDX-License-Identifier: GPL-3.0-or-later
// A state file read back is checked as user input is: values out of range or of the wrong
// shape are refused with the path of the first one, a file over the cap is not read, nothing
// read overflows, and a save syncs its folder into a private data folder.
#include "datadirectory.h"
#include "fullstate.h"
#include "resultcheck.h"
#include "session/workflowstate.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Tandem;

namespace {

// Sets the value at a path of keys and indexes ("plan", "addresses", "nodes", "0", ...).
QJsonValue setAt(QJsonValue value, QStringList path, const QJsonValue &leaf)
{
    if (path.isEmpty())
        return leaf;
    const QString key = path.takeFirst();
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        const int index = key.toInt();
        array[index] = setAt(array.at(index), path, leaf);
        return array;
    }
    QJsonObject object = value.toObject();
    object[key] = setAt(object.value(key), path, leaf);
    return object;
}

} // namespace

class TestSavedState final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void fullStateLoads();
    void damagedValuesAreRefused_data();
    void damagedValuesAreRefused();
    void hugeNumbersDoNotOverflow();
    void oversizedFileIsNotRead();
    void saveMakesThePrivateFolder();
};

void TestSavedState::fullStateLoads()
{
    const auto state = WorkflowState::fromJson(Test::fullState().toJson());
    TANDEM_VERIFY_RESULT(state);
    QCOMPARE(state->plan, Test::fullState().plan);
}

void TestSavedState::damagedValuesAreRefused_data()
{
    QTest::addColumn<QString>("path"); // keys and indexes, "/"-separated
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("named"); // what the message names

    const QString iface = QStringLiteral("plan/addresses/nodes/0/interfaces/0/");
    QTest::newRow("address with a command")
        << iface + QStringLiteral("address") << QJsonValue(QStringLiteral("10.55.0.10;reboot"))
        << QStringLiteral("address");
    QTest::newRow("address not IPv4")
        << iface + QStringLiteral("address") << QJsonValue(QStringLiteral("10.55.0.300"))
        << QStringLiteral("address");
    QTest::newRow("prefix 99") << iface + QStringLiteral("prefix") << QJsonValue(99)
                               << QStringLiteral("prefix");
    QTest::newRow("prefix /2") << iface + QStringLiteral("prefix") << QJsonValue(2)
                               << QStringLiteral("/2");
    QTest::newRow("prefix as text") << iface + QStringLiteral("prefix")
                                    << QJsonValue(QStringLiteral("24")) << QStringLiteral("prefix");
    QTest::newRow("MTU 70000") << iface + QStringLiteral("mtu") << QJsonValue(70000)
                               << QStringLiteral("mtu");
    QTest::newRow("MTU 100") << iface + QStringLiteral("mtu") << QJsonValue(100)
                             << QStringLiteral("MTU");
    QTest::newRow("plan MTU 1e300")
        << QStringLiteral("plan/addresses/mtu") << QJsonValue(1e300) << QStringLiteral("mtu");
    QTest::newRow("interface climbing")
        << iface + QStringLiteral("netdev") << QJsonValue(QStringLiteral("../../x"))
        << QStringLiteral("netdev");
    QTest::newRow("interface with a blank")
        << iface + QStringLiteral("netdev") << QJsonValue(QStringLiteral("en p1"))
        << QStringLiteral("netdev");
    QTest::newRow("plan node with a newline")
        << QStringLiteral("plan/addresses/nodes/0/node")
        << QJsonValue(QStringLiteral("node1\nrm -rf /")) << QStringLiteral("node");
    QTest::newRow("subnet with host bits")
        << QStringLiteral("plan/addresses/subnets/0/cidr")
        << QJsonValue(QStringLiteral("10.55.0.1/24")) << QStringLiteral("cidr");
    QTest::newRow("subnet member interface")
        << QStringLiteral("plan/addresses/subnets/0/members/0/netdev")
        << QJsonValue(QStringLiteral("x;id")) << QStringLiteral("netdev");
    QTest::newRow("moved-aside file climbing")
        << QStringLiteral("plan/move_aside")
        << QJsonValue(
               QJsonArray{QJsonObject{{QStringLiteral("node"), QStringLiteral("node1")},
                                      {QStringLiteral("file"), QStringLiteral("../../etc/shadow")},
                                      {QStringLiteral("interfaces"), QJsonArray{}}}})
        << QStringLiteral("file");
    QTest::newRow("node host with a command")
        << QStringLiteral("nodes/0/host") << QJsonValue(QStringLiteral("198.18.0.11;id"))
        << QStringLiteral("nodes[0]");
    QTest::newRow("node port 70000")
        << QStringLiteral("nodes/1/port") << QJsonValue(70000) << QStringLiteral("nodes[1]");
    QTest::newRow("node user with a command")
        << QStringLiteral("nodes/0/user") << QJsonValue(QStringLiteral("root;id"))
        << QStringLiteral("user");
    QTest::newRow("netplan of a strange node")
        << QStringLiteral("plan/yaml/a\tb") << QJsonValue(QStringLiteral("network: {}"))
        << QStringLiteral("plan.yaml");
}

void TestSavedState::damagedValuesAreRefused()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, named);
    const QJsonObject damaged
        = setAt(Test::fullState().toJson(), path.split(QLatin1Char('/')), value).toObject();
    const auto state = WorkflowState::fromJson(damaged);
    QVERIFY2(!state.has_value(), qPrintable(path));
    QVERIFY2(state.error().message.contains(named), qPrintable(state.error().message));
}

void TestSavedState::hugeNumbersDoNotOverflow()
{
    // Converting 1e300 to a 64-bit integer is undefined: such values read as 0 (or the default).
    QJsonObject object = Test::fullState().toJson();
    object = setAt(object, {QStringLiteral("bandwidth_run"), QStringLiteral("judged_bytes")}, 1e300)
                 .toObject();
    object = setAt(object,
                   {QStringLiteral("bandwidth_run"),
                    QStringLiteral("spec"),
                    QStringLiteral("min_bytes")},
                   -9.3e18)
                 .toObject();
    const auto state = WorkflowState::fromJson(object);
    TANDEM_VERIFY_RESULT(state);
    QCOMPARE(state->bandwidth.judgedBytes, qint64(0));
    QCOMPARE(state->bandwidth.spec.minBytes, TestSpec{}.minBytes);
}

void TestSavedState::oversizedFileIsNotRead()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("state.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(WorkflowState::kMaxFileBytes + 1)); // sparse: no disk used
    file.close();
    const auto state = WorkflowState::load(file.fileName());
    QVERIFY(!state.has_value());
    QVERIFY2(state.error().message.contains(QLatin1String("256 MiB")),
             qPrintable(state.error().message));
}

void TestSavedState::saveMakesThePrivateFolder()
{
    QDir(dataDirectory()).removeRecursively();
    const auto saved = Test::fullState().save(WorkflowState::defaultPath());
    TANDEM_VERIFY_RESULT(saved);
    struct stat st
    {
    };
    QCOMPARE(::stat(QFile::encodeName(dataDirectory()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0700);
    QCOMPARE(::stat(QFile::encodeName(WorkflowState::defaultPath()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0600);
    const auto loaded = WorkflowState::load(WorkflowState::defaultPath());
    TANDEM_VERIFY_RESULT(loaded);
}

QTEST_GUILESS_MAIN(TestSavedState)
#include "tst_savedstate.moc"
