// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/sparknaming.h"

#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::PortSide)
Q_DECLARE_METATYPE(Tandem::Twin)

class TestSparkNaming final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void netdevs_data();
    void netdevs();
    void roceDevices_data();
    void roceDevices();
    void canonicalOrder();
    void displayNames();
};

void TestSparkNaming::netdevs_data()
{
    QTest::addColumn<QString>("netdev");
    QTest::addColumn<PortSide>("side");
    QTest::addColumn<Twin>("twin");
    QTest::addColumn<QString>("peer"); // empty: nullopt expected
    QTest::addColumn<QString>("roce"); // empty: nullopt expected

    QTest::newRow("left primary") << "enp1s0f0np0" << PortSide::Left << Twin::Primary
                                  << "enP2p1s0f0np0"
                                  << "rocep1s0f0";
    QTest::newRow("left secondary")
        << "enP2p1s0f0np0" << PortSide::Left << Twin::Secondary << "enp1s0f0np0"
        << "roceP2p1s0f0";
    QTest::newRow("right primary")
        << "enp1s0f1np1" << PortSide::Right << Twin::Primary << "enP2p1s0f1np1"
        << "rocep1s0f1";
    QTest::newRow("right secondary")
        << "enP2p1s0f1np1" << PortSide::Right << Twin::Secondary << "enp1s0f1np1"
        << "roceP2p1s0f1";
    // Case carries the PCIe domain: a lower-case p2 is not a Spark name.
    QTest::newRow("wrong case enp2")
        << "enp2p1s0f0np0" << PortSide::Unknown << Twin::Unknown << QString() << QString();
    QTest::newRow("wrong case ENP1")
        << "ENP1S0F0NP0" << PortSide::Unknown << Twin::Unknown << QString() << QString();
    QTest::newRow("management nic")
        << "enP7s7" << PortSide::Unknown << Twin::Unknown << QString() << QString();
    QTest::newRow("prefix only") << "enp1s0f0" << PortSide::Unknown << Twin::Unknown << QString()
                                 << QString();
    QTest::newRow("trailing space")
        << "enp1s0f0np0 " << PortSide::Unknown << Twin::Unknown << QString() << QString();
    QTest::newRow("empty") << QString() << PortSide::Unknown << Twin::Unknown << QString()
                           << QString();
    QTest::newRow("roce name as netdev")
        << "rocep1s0f0" << PortSide::Unknown << Twin::Unknown << QString() << QString();
}

static QString orEmpty(const std::optional<QString> &value)
{
    return value.value_or(QString());
}

void TestSparkNaming::netdevs()
{
    QFETCH(QString, netdev);
    QFETCH(PortSide, side);
    QFETCH(Twin, twin);
    QFETCH(QString, peer);
    QFETCH(QString, roce);

    QCOMPARE(SparkNaming::sideOfNetdev(netdev), side);
    QCOMPARE(SparkNaming::twinOfNetdev(netdev), twin);
    QCOMPARE(SparkNaming::isCx7Netdev(netdev), side != PortSide::Unknown);
    QCOMPARE(SparkNaming::twinPeerOfNetdev(netdev).has_value(), !peer.isEmpty());
    QCOMPARE(orEmpty(SparkNaming::twinPeerOfNetdev(netdev)), peer);
    QCOMPARE(SparkNaming::roceDeviceForNetdev(netdev).has_value(), !roce.isEmpty());
    QCOMPARE(orEmpty(SparkNaming::roceDeviceForNetdev(netdev)), roce);
    if (!roce.isEmpty()) {
        // The mapping goes both ways.
        QCOMPARE(orEmpty(SparkNaming::netdevForRoceDevice(roce)), netdev);
        QCOMPARE(SparkNaming::sideOfRoceDevice(roce), side);
        QCOMPARE(SparkNaming::twinOfRoceDevice(roce), twin);
    }
}

void TestSparkNaming::roceDevices_data()
{
    QTest::addColumn<QString>("roce");
    QTest::addColumn<PortSide>("side");
    QTest::addColumn<Twin>("twin");
    QTest::addColumn<QString>("peer");
    QTest::addColumn<QString>("netdev");

    QTest::newRow("rocep1s0f0") << "rocep1s0f0" << PortSide::Left << Twin::Primary << "roceP2p1s0f0"
                                << "enp1s0f0np0";
    QTest::newRow("roceP2p1s0f0") << "roceP2p1s0f0" << PortSide::Left << Twin::Secondary
                                  << "rocep1s0f0"
                                  << "enP2p1s0f0np0";
    QTest::newRow("rocep1s0f1") << "rocep1s0f1" << PortSide::Right << Twin::Primary
                                << "roceP2p1s0f1"
                                << "enp1s0f1np1";
    QTest::newRow("roceP2p1s0f1") << "roceP2p1s0f1" << PortSide::Right << Twin::Secondary
                                  << "rocep1s0f1"
                                  << "enP2p1s0f1np1";
    QTest::newRow("wrong case rocep2")
        << "rocep2p1s0f1" << PortSide::Unknown << Twin::Unknown << QString() << QString();
    QTest::newRow("mlx5_0") << "mlx5_0" << PortSide::Unknown << Twin::Unknown << QString()
                            << QString();
    QTest::newRow("netdev name as roce")
        << "enp1s0f1np1" << PortSide::Unknown << Twin::Unknown << QString() << QString();
}

void TestSparkNaming::roceDevices()
{
    QFETCH(QString, roce);
    QFETCH(PortSide, side);
    QFETCH(Twin, twin);
    QFETCH(QString, peer);
    QFETCH(QString, netdev);

    QCOMPARE(SparkNaming::sideOfRoceDevice(roce), side);
    QCOMPARE(SparkNaming::twinOfRoceDevice(roce), twin);
    QCOMPARE(SparkNaming::isCx7RoceDevice(roce), side != PortSide::Unknown);
    QCOMPARE(SparkNaming::twinPeerOfRoceDevice(roce).has_value(), !peer.isEmpty());
    QCOMPARE(orEmpty(SparkNaming::twinPeerOfRoceDevice(roce)), peer);
    QCOMPARE(SparkNaming::netdevForRoceDevice(roce).has_value(), !netdev.isEmpty());
    QCOMPARE(orEmpty(SparkNaming::netdevForRoceDevice(roce)), netdev);
}

void TestSparkNaming::canonicalOrder()
{
    QCOMPARE(SparkNaming::cx7Netdevs(),
             (QStringList{"enp1s0f0np0", "enP2p1s0f0np0", "enp1s0f1np1", "enP2p1s0f1np1"}));
    QCOMPARE(SparkNaming::cx7RoceDevices(),
             (QStringList{"rocep1s0f0", "roceP2p1s0f0", "rocep1s0f1", "roceP2p1s0f1"}));
}

void TestSparkNaming::displayNames()
{
    QCOMPARE(SparkNaming::displayName(PortSide::Left), QStringLiteral("left"));
    QCOMPARE(SparkNaming::displayName(PortSide::Right), QStringLiteral("right"));
    QCOMPARE(SparkNaming::displayName(PortSide::Unknown), QStringLiteral("unknown"));
    QCOMPARE(SparkNaming::displayName(Twin::Secondary),
             QStringLiteral("secondary (PCIe domain 2)"));
}

QTEST_GUILESS_MAIN(TestSparkNaming)
#include "tst_sparknaming.moc"
