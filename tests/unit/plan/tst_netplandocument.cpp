// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/foreignconfig.h"
#include "plan/netplandocument.h"
#include "plantestdata.h"
#include "resultcheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

const QString netplanBinary = QStringLiteral("/usr/sbin/netplan");

QByteArray data(const QString &name)
{
    QFile file(QStringLiteral(TANDEM_PLAN_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

NodePlan planFor(int node, int mtu = 0)
{
    PlanOptions options;
    options.mtu = mtu;
    const Result<AddressPlan> plan
        = AddressPlanner::plan(directRight(), twoNodesRightUp(), options);
    if (!plan)
        qFatal("the direct plan failed: %s", qPrintable(plan.error().toString()));
    return plan->nodes.at(node);
}

// One line per interface: "iface addresses dhcp4 dhcp6 link-local mtu renderer", "-" for unset.
QStringList summary(const QList<NetplanInterfaceFacts> &facts)
{
    QStringList lines;
    auto flag = [](const std::optional<bool> &b) {
        return b ? (*b ? QStringLiteral("true") : QStringLiteral("false")) : QStringLiteral("-");
    };
    for (const NetplanInterfaceFacts &f : facts) {
        lines << QStringLiteral("%1 [%2] %3 %4 %5 %6 %7")
                     .arg(f.interface,
                          f.addresses.join(QLatin1Char(',')),
                          flag(f.dhcp4),
                          flag(f.dhcp6),
                          f.linkLocal ? QLatin1Char('[') + f.linkLocal->join(QLatin1Char(','))
                                            + QLatin1Char(']')
                                      : QStringLiteral("-"),
                          f.mtu ? QString::number(f.mtu) : QStringLiteral("-"),
                          f.renderer.isEmpty() ? QStringLiteral("-") : f.renderer);
    }
    return lines;
}

} // namespace

class TestNetplanDocument final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesThePlaybookFile();
    void writesMtuAndOrder();
    void netplanGenerateAccepts_data();
    void netplanGenerateAccepts();
    void globalRenderer_data();
    void globalRenderer();
    void readsBack();
    void variants_data();
    void variants();
    void garbage_data();
    void garbage();
};

void TestNetplanDocument::writesThePlaybookFile()
{
    const Result<QByteArray> yaml = NetplanDocument::write(planFor(0));
    TANDEM_VERIFY_RESULT(yaml);
    QCOMPARE(QString::fromUtf8(*yaml),
             QString::fromUtf8(data(QStringLiteral("direct-node1-40-cx7.yaml"))));
}

void TestNetplanDocument::writesMtuAndOrder()
{
    // Interfaces given out of order come out in SparkNaming order; mtu only where set.
    NodePlan node;
    node.node = QStringLiteral("spark-a");
    node.interfaces = {{QStringLiteral("enP2p1s0f1np1"), QStringLiteral("10.0.1.10"), 24, 9000},
                       {QStringLiteral("enp1s0f0np0"), QStringLiteral("10.0.2.10"), 24, 0}};
    const Result<QByteArray> yaml = NetplanDocument::write(node);
    TANDEM_VERIFY_RESULT(yaml);
    QCOMPARE(QString::fromUtf8(*yaml),
             QStringLiteral(
                 "# Written by Tandem. Remove with `tandem-cli restore` (or the Restore button).\n"
                 "network:\n"
                 "  version: 2\n"
                 "  ethernets:\n"
                 "    enp1s0f0np0:\n"
                 "      addresses:\n"
                 "        - 10.0.2.10/24\n"
                 "      dhcp4: false\n"
                 "    enP2p1s0f1np1:\n"
                 "      addresses:\n"
                 "        - 10.0.1.10/24\n"
                 "      dhcp4: false\n"
                 "      mtu: 9000\n"));
    QVERIFY(!yaml->contains("link-local")); // IPv6 link-local stays on for discovery
}

void TestNetplanDocument::netplanGenerateAccepts_data()
{
    QTest::addColumn<int>("node");
    QTest::addColumn<int>("mtu");
    QTest::addColumn<bool>("networkManagerImage"); // 01-network-manager-all.yaml, as on the MSI
    QTest::addColumn<bool>("nameRenderer");        // as the plan step does (ForeignConfig)
    QTest::newRow("node 1") << 0 << 0 << false << true;
    QTest::newRow("node 2, MTU 9000") << 1 << 9000 << false << true;
    QTest::newRow("NetworkManager image: networkd named") << 0 << 9000 << true << true;
    // Why the plan names it: without, netplan hands the ports to NetworkManager.
    QTest::newRow("NetworkManager image, no renderer named") << 0 << 0 << true << false;
}

void TestNetplanDocument::netplanGenerateAccepts()
{
    QFETCH(int, node);
    QFETCH(int, mtu);
    QFETCH(bool, networkManagerImage);
    QFETCH(bool, nameRenderer);
    if (!QFileInfo(netplanBinary).isExecutable())
        QSKIP("netplan is not installed (/usr/sbin/netplan); apt install netplan.io to run this "
              "test");

    NodeNetworkState state;
    if (networkManagerImage) {
        state.netplanFiles.insert(QStringLiteral("01-network-manager-all.yaml"),
                                  "network:\n  version: 2\n  renderer: NetworkManager\n");
    }
    const QString renderer = nameRenderer ? ForeignConfig::rendererFor(&state) : QString();
    QCOMPARE(renderer.isEmpty(), !networkManagerImage || !nameRenderer);
    const NodePlan plan = planFor(node, mtu);
    const Result<QByteArray> yaml = NetplanDocument::write(plan, renderer);
    TANDEM_VERIFY_RESULT(yaml);

    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("etc/netplan")));
    state.netplanFiles.insert(QLatin1String(NetplanDocument::fileName), *yaml);
    for (auto it = state.netplanFiles.cbegin(); it != state.netplanFiles.cend(); ++it) {
        QFile file(root.filePath(QStringLiteral("etc/netplan/") + it.key()));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(it.value()), it.value().size());
        file.close();
        QVERIFY(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner)); // 0600, as apply
    }

    QProcess netplan;
    netplan.start(netplanBinary,
                  {QStringLiteral("generate"), QStringLiteral("--root-dir"), root.path()});
    QVERIFY2(netplan.waitForFinished(60000), "netplan generate did not finish");
    const QByteArray output = netplan.readAllStandardOutput() + netplan.readAllStandardError();
    QVERIFY2(netplan.exitStatus() == QProcess::NormalExit && netplan.exitCode() == 0,
             output.constData());
    QVERIFY2(!output.contains("Permissions"), output.constData()); // no "too open" warning

    const bool networkd = !networkManagerImage || nameRenderer;
    // A port networkd renders, NetworkManager is told to leave alone (a udev rule); on the
    // NetworkManager image without the renderer, netplan hands the ports to NetworkManager.
    QFile udev(root.filePath(QStringLiteral("run/udev/rules.d/90-netplan.rules")));
    const QString rules
        = udev.open(QIODevice::ReadOnly) ? QString::fromUtf8(udev.readAll()) : QString();
    for (const PlannedInterface &iface : plan.interfaces) {
        const bool unmanaged = rules.contains(
            QStringLiteral("ENV{ID_NET_NAME}==\"%1\", ENV{NM_UNMANAGED}=\"1\"").arg(iface.netdev));
        QCOMPARE(unmanaged, networkd); // netplan writes it for every port networkd renders
        QCOMPARE(QDir(root.filePath(QStringLiteral("run/NetworkManager/system-connections")))
                     .entryList({QStringLiteral("netplan-%1*").arg(iface.netdev)}, QDir::Files)
                     .isEmpty(),
                 networkd);
    }
    for (const PlannedInterface &iface : plan.interfaces) {
        QFile network(root.filePath(
            QStringLiteral("run/systemd/network/10-netplan-%1.network").arg(iface.netdev)));
        QCOMPARE(network.exists(), networkd);
        if (!networkd)
            continue;
        QVERIFY2(network.open(QIODevice::ReadOnly), qPrintable(network.fileName()));
        const QString text = QString::fromUtf8(network.readAll());
        QVERIFY2(text.contains(QStringLiteral("Name=") + iface.netdev + QLatin1Char('\n')),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Address=") + iface.cidr() + QLatin1Char('\n')),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("LinkLocalAddressing=ipv6")), qPrintable(text));
        QCOMPARE(text.contains(QStringLiteral("MTUBytes=9000")), mtu == 9000);
    }
}

void TestNetplanDocument::globalRenderer_data()
{
    QTest::addColumn<QStringList>("files"); // name=content pairs
    QTest::addColumn<QString>("renderer");
    QTest::addColumn<QString>("from");
    const QString nm = QStringLiteral("network:\n  version: 2\n  renderer: NetworkManager\n");
    const QString nd = QStringLiteral("network:\n  version: 2\n  renderer: networkd\n");
    QTest::newRow("none") << QStringList{QStringLiteral("50-cloud-init.yaml=network: {version: 2}")}
                          << QString() << QString();
    QTest::newRow("NetworkManager image")
        << QStringList{QStringLiteral("01-network-manager-all.yaml=") + nm}
        << QStringLiteral("NetworkManager") << QStringLiteral("01-network-manager-all.yaml");
    QTest::newRow("a later file wins")
        << QStringList{QStringLiteral("01-network-manager-all.yaml=") + nm,
                       QStringLiteral("90-mine.yaml=") + nd}
        << QStringLiteral("networkd") << QStringLiteral("90-mine.yaml");
    QTest::newRow("Tandem's own file does not count")
        << QStringList{QStringLiteral("40-cx7.yaml=") + nm} << QString() << QString();
    QTest::newRow("unreadable files do not count")
        << QStringList{QStringLiteral("01-a.yaml=") + nm, QStringLiteral("02-b.yaml=network: [")}
        << QStringLiteral("NetworkManager") << QStringLiteral("01-a.yaml");
}

void TestNetplanDocument::globalRenderer()
{
    QFETCH(QStringList, files);
    QFETCH(QString, renderer);
    QFETCH(QString, from);
    QMap<QString, QByteArray> map;
    for (const QString &pair : std::as_const(files))
        map.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1).toUtf8());
    QString file;
    QCOMPARE(NetplanDocument::globalRenderer(map, &file), renderer);
    QCOMPARE(file, from);
}

void TestNetplanDocument::readsBack()
{
    const NodePlan plan = planFor(1, 9000);
    const Result<QByteArray> yaml = NetplanDocument::write(plan);
    TANDEM_VERIFY_RESULT(yaml);
    const Result<QList<NetplanInterfaceFacts>> facts
        = NetplanDocument::read(QStringLiteral("40-cx7.yaml"), *yaml);
    TANDEM_VERIFY_RESULT(facts);
    QCOMPARE(facts->size(), plan.interfaces.size());
    for (qsizetype i = 0; i < facts->size(); ++i) {
        const NetplanInterfaceFacts &f = facts->at(i);
        QCOMPARE(f.file, QStringLiteral("40-cx7.yaml"));
        QCOMPARE(f.interface, plan.interfaces.at(i).netdev);
        QCOMPARE(f.addresses, QStringList{plan.interfaces.at(i).cidr()});
        QCOMPARE(f.dhcp4, std::optional<bool>(false));
        QCOMPARE(f.dhcp6, std::optional<bool>());
        QVERIFY(!f.linkLocal);
        QCOMPARE(f.mtu, 9000);
        QVERIFY(f.line > 1);
    }
}

void TestNetplanDocument::variants_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QStringList>("facts");

    QTest::newRow("playbook static (3.2)")
        << QByteArray("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n  "
                      "      - 192.168.100.10/24\n"
                      "      dhcp4: no\n    enP2p1s0f1np1:\n      addresses:\n        - "
                      "192.168.101.10/24\n      dhcp4: no\n")
        << QStringList{"enp1s0f1np1 [192.168.100.10/24] false - - - -",
                       "enP2p1s0f1np1 [192.168.101.10/24] false - - - -"};
    QTest::newRow("playbook link-local (3.3)") << QByteArray(
        "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n      link-local: [ ipv4 ]\n"
        "    enp1s0f1np1:\n      link-local: [ ipv4 ]\n")
                                               << QStringList{"enp1s0f0np0 [] - - [ipv4] - -",
                                                              "enp1s0f1np1 [] - - [ipv4] - -"};
    QTest::newRow("SCS 2node (3.5)") << QByteArray(
        "network:\n  version: 2\n  ethernets:\n    enP2p1s0f0np0:\n      dhcp4: false\n    "
        "enP2p1s0f1np1:\n"
        "      dhcp4: false\n      addresses:\n        - 192.168.0.2/24\n    enp1s0f0np0:\n      "
        "dhcp4: false\n"
        "    enp1s0f1np1:\n      dhcp4: false\n      addresses:\n        - 192.168.0.1/24\n")
                                     << QStringList{"enP2p1s0f0np0 [] false - - - -",
                                                    "enP2p1s0f1np1 [192.168.0.2/24] false - - - -",
                                                    "enp1s0f0np0 [] false - - - -",
                                                    "enp1s0f1np1 [192.168.0.1/24] false - - - -"};
    QTest::newRow("NVIDIA Sync with NetworkManager (3.6)")
        << QByteArray("network:\n  version: 2\n  renderer: NetworkManager\n  ethernets:\n    "
                      "enp1s0f1np1:\n"
                      "      addresses: [10.100.16.1/24]\n      mtu: 9000\n    enP2p1s0f1np1:\n"
                      "      addresses: [10.100.17.1/24]\n      mtu: 9000\n")
        << QStringList{"enp1s0f1np1 [10.100.16.1/24] - - - 9000 NetworkManager",
                       "enP2p1s0f1np1 [10.100.17.1/24] - - - 9000 NetworkManager"};
    QTest::newRow("EUGR flow lists, link-local off (3.7)")
        << QByteArray("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: no\n"
                      "      dhcp6: no        # Explicitly disable DHCPv6\n      link-local: []   "
                      "# static only\n"
                      "      mtu: 9000\n      addresses: [192.168.177.11/24]\n")
        << QStringList{"enp1s0f1np1 [192.168.177.11/24] false false [] 9000 -"};
    QTest::newRow("flow mapping, interface renderer")
        << QByteArray("network: {version: 2, ethernets: {enp1s0f0np0: {renderer: networkd, dhcp4: "
                      "on, addresses: ['10.1.0.5/16']}}}\n")
        << QStringList{"enp1s0f0np0 [10.1.0.5/16] true - - - networkd"};
    QTest::newRow("address with options")
        << QByteArray("network:\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n        - "
                      "10.0.0.1/24:\n            label: cx7\n")
        << QStringList{"enp1s0f1np1 [10.0.0.1/24] - - - - -"};
    QTest::newRow("other sections only")
        << QByteArray("network:\n  version: 2\n  wifis: {}\n") << QStringList{};
    QTest::newRow("comments only") << QByteArray("# nothing here\n") << QStringList{};
    QTest::newRow("empty interface")
        << QByteArray("network:\n  ethernets:\n    enP7s7: {}\n    enp1s0f1np1:\n")
        << QStringList{"enP7s7 [] - - - - -", "enp1s0f1np1 [] - - - - -"};
}

void TestNetplanDocument::variants()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QStringList, facts);
    const Result<QList<NetplanInterfaceFacts>> read
        = NetplanDocument::read(QStringLiteral("x.yaml"), yaml);
    TANDEM_VERIFY_RESULT(read);
    QCOMPARE(summary(*read), facts);
}

void TestNetplanDocument::garbage_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");

    QTest::newRow("unclosed flow list") << QByteArray(
        "network:\n  ethernets:\n    enp1s0f1np1:\n      addresses: [10.0.0.1/24\n    x: 1\n")
                                        << 5 << "not valid YAML";
    QTest::newRow("bad indentation")
        << QByteArray("network:\n  version: 2\n ethernets:\n    enp1s0f1np1: {}\n") << 3
        << "not valid YAML";
    QTest::newRow("top level list") << QByteArray("- network\n") << 1 << "top level";
    QTest::newRow("no network key")
        << QByteArray("\nnetwrk:\n  version: 2\n") << 2 << "no \"network\" key";
    QTest::newRow("ethernets is a list")
        << QByteArray("network:\n  ethernets:\n    - enp1s0f1np1\n") << 3
        << "\"ethernets\" must be a mapping";
    QTest::newRow("addresses is a scalar")
        << QByteArray("network:\n  ethernets:\n    enp1s0f1np1:\n      addresses: 10.0.0.1/24\n")
        << 4 << "addresses must be a list";
    QTest::newRow("dhcp4 maybe") << QByteArray(
        "network:\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: maybe\n")
                                 << 4 << "dhcp4 must be true or false";
    QTest::newRow("mtu text") << QByteArray(
        "network:\n  ethernets:\n    enp1s0f1np1:\n\n      mtu: jumbo\n")
                              << 5 << "mtu must be a positive number";
    QTest::newRow("control characters")
        << QByteArray("network: \"\x01\x02\n") << 1 << "\"network\" must be a mapping";
    QTest::newRow("unknown alias")
        << QByteArray("network:\n  ethernets:\n    enp1s0f1np1: *cx7\n") << 3 << "not valid YAML";
}

void TestNetplanDocument::garbage()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, line);
    QFETCH(QString, message);
    const Result<QList<NetplanInterfaceFacts>> read
        = NetplanDocument::read(QStringLiteral("99-bad.yaml"), yaml);
    QVERIFY(!read.has_value());
    QVERIFY2(read.error().message.contains(message), qPrintable(read.error().message));
    QVERIFY2(read.error().message.contains(QStringLiteral("99-bad.yaml")),
             qPrintable(read.error().message));
    QCOMPARE(read.error().line, line);
}

QTEST_GUILESS_MAIN(TestNetplanDocument)
#include "tst_netplandocument.moc"
