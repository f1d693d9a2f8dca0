// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctor/liveplan.h"
#include "doctor/paritytable.h"

#include "doctorfixtures.h"

#include <QTest>

using namespace Tandem;
using Tandem::Test::scanOf;
using Tandem::Test::scanText;

class TestParityTable final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oddNode_data()
    {
        QTest::addColumn<QList<QByteArray>>("scans");
        QTest::addColumn<QString>("item");
        QTest::addColumn<bool>("same");
        QTest::addColumn<QStringList>("odd");
        QTest::newRow("all alike") << QList<QByteArray>{scanText(1), scanText(2), scanText(3)}
                                   << "driver" << true << QStringList{};
        QTest::newRow("one of three")
            << QList<QByteArray>{scanText(1),
                                 scanText(2).replace("580.95.05", "575.1"),
                                 scanText(3)}
            << "driver" << false << QStringList{"node2"};
        QTest::newRow("two nodes differ: no majority")
            << QList<QByteArray>{scanText(1), scanText(2).replace("580.95.05", "575.1")} << "driver"
            << false << QStringList{};
        QTest::newRow("missing counts as a value")
            << QList<QByteArray>{scanText(1), scanText(2), scanText(3).replace("cuda 13.0\n", "")}
            << "cuda" << false << QStringList{"node3"};
        QTest::newRow("MTU per twin")
            << QList<QByteArray>{scanText(1), scanText(2, 1500), scanText(3)} << "mtu.enp1s0f0np0"
            << false << QStringList{"node2"};
        QTest::newRow("GID index per twin")
            << QList<QByteArray>{scanText(1), scanText(2, 9000, 9000, "200000", 5), scanText(3)}
            << "gid.enp1s0f0np0" << false << QStringList{"node2"};
        QTest::newRow("NCCL library")
            << QList<QByteArray>{scanText(1),
                                 scanText(2),
                                 scanText(3).replace("nccl-library=22809", "nccl-library=22703")}
            << "nccl" << false << QStringList{"node3"};
        QTest::newRow("mpirun on the PATH")
            << QList<QByteArray>{scanText(1),
                                 scanText(2),
                                 scanText(3).replace("mpirun /usr/bin/mpirun\n", "")}
            << "mpirun" << false << QStringList{"node3"};
    }
    void oddNode()
    {
        QFETCH(QList<QByteArray>, scans);
        QFETCH(QString, item);
        QFETCH(bool, same);
        QFETCH(QStringList, odd);
        QList<NodeScan> list;
        for (qsizetype i = 0; i < scans.size(); ++i)
            list << scanOf(int(i + 1), scans.at(i));
        const ParityTable table = ParityTable::from(list);
        const ParityItem *found = table.item(item);
        QVERIFY(found);
        QCOMPARE(found->same, same);
        QCOMPARE(found->odd, odd);
        QCOMPARE(ParityTable::fromJson(table.toJson()), table);
        for (const ParityItem &i : table.items) {
            if (i.key != item && !i.key.startsWith(QLatin1String("path")))
                QVERIFY2(i.same || i.key.startsWith(item.section(u'.', 0, 0)), qPrintable(i.key));
        }
    }

    // The links as the addresses show them: one per shared subnet and pair.
    void twinLinks_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QByteArray>("replace");
        QTest::addColumn<QByteArray>("with");
        QTest::addColumn<int>("links");
        QTest::newRow("two nodes, two twins") << 2 << QByteArray() << QByteArray() << 2;
        QTest::newRow("switch of four: 6 pairs x 2 twins")
            << 4 << QByteArray() << QByteArray() << 12;
        QTest::newRow("a twin without an address")
            << 2 << QByteArray("addr enP2p1s0f0np0 192.168.101.1/24\n") << QByteArray() << 1;
        QTest::newRow("link-local pairs same names only")
            << 2 << QByteArray("192.168.10") << QByteArray("169.254.10") << 2;
    }
    void twinLinks()
    {
        QFETCH(int, nodes);
        QFETCH(QByteArray, replace);
        QFETCH(QByteArray, with);
        QFETCH(int, links);
        QList<NodeScan> scans;
        for (int n = 1; n <= nodes; ++n) {
            QByteArray text = scanText(n);
            if (!replace.isEmpty())
                text.replace(replace, with);
            if (replace.startsWith("192"))
                text.replace("/24", "/16");
            scans << scanOf(n, text);
        }
        const QList<TwinLink> found = LivePlan::twinLinks(scans);
        QCOMPARE(found.size(), links);
        for (const TwinLink &l : found) {
            QVERIFY(l.a < l.b);
            QVERIFY(!l.aAddress.isEmpty() && !l.bAddress.isEmpty());
        }
        const AddressPlan plan = LivePlan::from(scans);
        QCOMPARE(plan.nodes.size(), nodes);
    }
};

QTEST_GUILESS_MAIN(TestParityTable)
#include "tst_paritytable.moc"
