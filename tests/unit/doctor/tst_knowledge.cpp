// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctor/knowledge.h"
#include "doctor/linkbands.h"
#include "doctor/linkmatrix.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Tandem;

class TestKnowledge final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every rule is whole: a unique id, words for all four texts, a public source, and only
    // placeholders that the rules fill.
    void everyRuleIsWhole()
    {
        static const QSet<QString> known{QStringLiteral("node"),
                                         QStringLiteral("peer"),
                                         QStringLiteral("interface"),
                                         QStringLiteral("port"),
                                         QStringLiteral("value"),
                                         QStringLiteral("expected"),
                                         QStringLiteral("where"),
                                         QStringLiteral("item"),
                                         QStringLiteral("fix")};
        static const QRegularExpression placeholder(QStringLiteral("\\{([a-z]+)\\}"));
        QSet<QString> ids;
        for (const KnowledgeRule &r : Knowledge::rules()) {
            const QString id = QString::fromLatin1(r.id);
            QVERIFY2(!ids.contains(id), qPrintable(id));
            ids.insert(id);
            for (const char *text : {r.symptom, r.title, r.cause, r.fix}) {
                QVERIFY2(text && *text, qPrintable(id));
                auto it = placeholder.globalMatch(QString::fromUtf8(text));
                while (it.hasNext())
                    QVERIFY2(known.contains(it.next().captured(1)), qPrintable(id));
            }
            QVERIFY2(QString::fromUtf8(r.source).size() > 10, qPrintable(id));
            if (r.group == FindingGroup::Fixable)
                QVERIFY2(r.repair != RepairKind::None, qPrintable(id));
            else
                QVERIFY2(r.repair == RepairKind::None, qPrintable(id));
        }
        QVERIFY(ids.size() >= 20);
    }

    void render_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("rendered");
        QTest::newRow("filled") << "{node} and {peer}"
                                << "node1 and node2";
        QTest::newRow("unknown stays") << "{nope} {node}"
                                       << "{nope} node1";
        QTest::newRow("a value is not expanded again") << "{value}"
                                                       << "{node}";
        QTest::newRow("no placeholder") << "plain"
                                        << "plain";
    }
    void render()
    {
        QFETCH(QString, text);
        QFETCH(QString, rendered);
        const QByteArray utf8 = text.toUtf8();
        QCOMPARE(Knowledge::render(utf8.constData(),
                                   {{QStringLiteral("node"), QStringLiteral("node1")},
                                    {QStringLiteral("peer"), QStringLiteral("node2")},
                                    {QStringLiteral("value"), QStringLiteral("{node}")}}),
                 rendered);
    }

    void bands_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("viaSwitch");
        QTest::addColumn<bool>("at200G");
        QTest::addColumn<QString>("band");
        QTest::newRow("one twin 111")
            << int(LinkKind::OneTwin) << 111.2 << false << true << "expected";
        QTest::newRow("one twin 102") << int(LinkKind::OneTwin) << 102.0 << false << true << "low";
        QTest::newRow("one twin 99") << int(LinkKind::OneTwin) << 99.0 << false << true << "fail";
        QTest::newRow("one twin 14 at 200G: stale")
            << int(LinkKind::OneTwin) << 14.0 << false << true << "stale";
        QTest::newRow("one twin 14 at 25G: slow, not stale")
            << int(LinkKind::OneTwin) << 14.0 << false << false << "fail";
        QTest::newRow("one twin 5") << int(LinkKind::OneTwin) << 5.0 << false << true << "fail";
        QTest::newRow("switch 109")
            << int(LinkKind::OneTwin) << 109.0 << true << true << "expected";
        QTest::newRow("switch 104.5")
            << int(LinkKind::OneTwin) << 104.5 << true << true << "expected";
        QTest::newRow("both 189.85 (the playbook)")
            << int(LinkKind::BothTwins) << 189.85 << false << true << "expected";
        QTest::newRow("both 175") << int(LinkKind::BothTwins) << 175.0 << false << true << "low";
        QTest::newRow("both 120") << int(LinkKind::BothTwins) << 120.0 << false << true << "fail";
        QTest::newRow("nccl 23.7")
            << int(LinkKind::NcclPair) << 23.74 << false << true << "expected";
        QTest::newRow("nccl 12 (one twin)")
            << int(LinkKind::NcclPair) << 12.0 << false << true << "low";
        QTest::newRow("nccl 3.04") << int(LinkKind::NcclPair) << 3.04 << false << true << "fail";
    }
    void bands()
    {
        QFETCH(int, kind);
        QFETCH(double, value);
        QFETCH(bool, viaSwitch);
        QFETCH(bool, at200G);
        QFETCH(QString, band);
        QCOMPARE(LinkBands::key(LinkBands::band(LinkKind(kind), value, viaSwitch, at200G)), band);
        QCOMPARE(LinkBands::band(LinkKind(kind), std::nullopt, viaSwitch), LinkBand::Error);
    }

    void matrixAsymmetryAndJson()
    {
        LinkMatrix matrix;
        matrix.nodes = {QStringLiteral("a"), QStringLiteral("b")};
        auto make = [](bool fromB, double v) {
            LinkMeasurement m;
            m.a = QStringLiteral("a");
            m.b = QStringLiteral("b");
            m.fromB = fromB;
            m.twin = QStringLiteral("enp1s0f0np0");
            m.peerTwin = m.twin;
            m.gbps = v;
            m.band = LinkBands::band(LinkKind::OneTwin, v, false);
            return m;
        };
        matrix.rdma = {make(false, 111), make(true, 80)};
        QCOMPARE(matrix.asymmetric().size(), 1);
        QCOMPARE(matrix.asymmetric().first().writer(), QStringLiteral("b"));
        QCOMPARE(*matrix.worstBand(QStringLiteral("b"), QStringLiteral("a")), LinkBand::Fail);
        QVERIFY(!matrix.worstBand(QStringLiteral("a"), QStringLiteral("c")));
        matrix.rdma[1].gbps = 108;
        QVERIFY(matrix.asymmetric().isEmpty());
        const LinkMatrix back = LinkMatrix::fromJson(matrix.toJson());
        QCOMPARE(back, matrix);
        // Hostile values read as absent, never as a number.
        QJsonObject bad = matrix.toJson();
        QJsonArray rdma = bad.value(QStringLiteral("rdma")).toArray();
        QJsonObject first = rdma.first().toObject();
        first.insert(QStringLiteral("rdma_gbps"), -5);
        first.insert(QStringLiteral("a_gid_index"), 1e300);
        rdma[0] = first;
        bad.insert(QStringLiteral("rdma"), rdma);
        const LinkMatrix read = LinkMatrix::fromJson(bad);
        QVERIFY(!read.rdma.first().gbps);
        QVERIFY(!read.rdma.first().aGidIndex);
    }
};

QTEST_GUILESS_MAIN(TestKnowledge)
#include "tst_knowledge.moc"
