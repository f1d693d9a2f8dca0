// SPDX-License-Identifier: GPL-3.0-or-later
// One row per rule of core/doctor/knowledgerules.cpp: the symptom that makes it fire, and what it
// must say. `everyRuleHasARow` fails when a rule is added without one.
#include "doctor/diagnosis.h"
#include "doctor/knowledge.h"
#include "doctor/paritytable.h"

#include "doctorfixtures.h"

#include <QSet>
#include <QTest>

using namespace Tandem;
using Tandem::Test::scanOf;
using Tandem::Test::scanText;

namespace {

LinkMeasurement run(const QString &twin, double gbps, bool fromB = false, bool viaSwitch = false)
{
    LinkMeasurement m;
    m.a = QStringLiteral("node1");
    m.b = QStringLiteral("node2");
    m.fromB = fromB;
    m.twin = twin;
    m.peerTwin = twin == QLatin1String("both") ? QString() : twin;
    m.kind = twin == QLatin1String("both") ? LinkKind::BothTwins : LinkKind::OneTwin;
    m.gbps = gbps;
    m.band = LinkBands::band(m.kind, gbps, viaSwitch);
    return m;
}

LinkMeasurement failed(const QString &error,
                       bool toolMissing = false,
                       const QString &twin = QStringLiteral("enp1s0f0np0"),
                       bool fromB = false)
{
    LinkMeasurement m = run(twin, 0, fromB);
    m.gbps.reset();
    m.band = LinkBand::Error;
    m.error = error;
    m.toolMissing = toolMissing;
    return m;
}

// A healthy matrix: both twins both ways at 111, both at once at 190.
QList<LinkMeasurement> healthy()
{
    QList<LinkMeasurement> list;
    for (const char *twin : {"enp1s0f0np0", "enP2p1s0f0np0"}) {
        list << run(QString::fromLatin1(twin), 111.2)
             << run(QString::fromLatin1(twin), 110.9, true);
    }
    list << run(QStringLiteral("both"), 190.4) << run(QStringLiteral("both"), 189.8, true);
    return list;
}

struct Case
{
    QByteArray node1 = scanText(1);
    QByteArray node2 = scanText(2);
    QList<LinkMeasurement> rdma = healthy();
    QList<NcclPairResult> nccl;
    QMap<QString, QMap<QString, QByteArray>> netplan;
    bool plan = false;
    QList<Check> checks;
};

DoctorInput inputOf(const Case &c)
{
    DoctorInput in;
    in.scans = {scanOf(1, c.node1), scanOf(2, c.node2)};
    in.parity = ParityTable::from(in.scans);
    in.matrix.nodes = in.parity.nodes;
    in.matrix.rdma = c.rdma;
    in.matrix.nccl = c.nccl;
    in.netplanFiles = c.netplan;
    in.checks = c.checks;
    if (c.plan) {
        for (int n : {1, 2}) {
            NodePlan node;
            node.node = QStringLiteral("node%1").arg(n);
            node.interfaces << PlannedInterface{QStringLiteral("enp1s0f0np0"),
                                                QStringLiteral("192.168.100.%1").arg(n),
                                                24,
                                                9000}
                            << PlannedInterface{QStringLiteral("enP2p1s0f0np0"),
                                                QStringLiteral("192.168.101.%1").arg(n),
                                                24,
                                                9000};
            in.plan.nodes << node;
        }
    }
    return in;
}

NcclPairResult pair(std::optional<double> busbw, const QString &error = {})
{
    NcclPairResult r;
    r.a = QStringLiteral("node1");
    r.b = QStringLiteral("node2");
    r.busbwGBps = busbw;
    r.error = error;
    r.band = LinkBands::band(LinkKind::NcclPair, busbw, false);
    return r;
}

QByteArray netplanFile(int mtu, const QString &address)
{
    return QStringLiteral(
               "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n      addresses: [%1]\n"
               "      mtu: %2\n")
        .arg(address)
        .arg(mtu)
        .toUtf8();
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TestDiagnosis final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<Case>("input");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("severity");
        QTest::addColumn<QString>("says");        // in the title, evidence or fix
        QTest::addColumn<QStringList>("notAlso"); // rules the same symptom must not also raise

        Case c;
        c.rdma = healthy();
        c.rdma[0] = run(QStringLiteral("enp1s0f0np0"), 14.1);
        c.rdma[1] = run(QStringLiteral("enp1s0f0np0"), 13.8, true);
        QTest::newRow("link.stale-connectx") << c << "link.stale-connectx"
                                             << "hardware"
                                             << "fail"
                                             << "60 s" << QStringList{"link.slow"};
        c = Case{};
        c.rdma[0] = run(QStringLiteral("enp1s0f0np0"), 61.0);
        c.rdma[1] = run(QStringLiteral("enp1s0f0np0"), 60.2, true);
        QTest::newRow("link.slow") << c << "link.slow"
                                   << "hardware"
                                   << "fail"
                                   << "60.2" << QStringList{"link.stale-connectx"};
        c = Case{};
        c.rdma[0] = run(QStringLiteral("enp1s0f0np0"), 102.5);
        c.rdma[1] = run(QStringLiteral("enp1s0f0np0"), 101.9, true);
        QTest::newRow("link.low") << c << "link.low"
                                  << "hardware"
                                  << "warn"
                                  << "110-112" << QStringList{"link.slow"};
        c = Case{};
        c.rdma[4] = run(QStringLiteral("both"), 150.0);
        QTest::newRow("link.both-low") << c << "link.both-low"
                                       << "hardware"
                                       << "warn"
                                       << "185-196" << QStringList{};
        c = Case{};
        c.rdma[1] = run(QStringLiteral("enp1s0f0np0"), 71.0, true);
        QTest::newRow("link.asymmetric") << c << "link.asymmetric"
                                         << "hardware"
                                         << "fail"
                                         << "36 %" << QStringList{"link.slow"};
        c = Case{};
        c.node1 = scanText(1, 9000, 9000, "100000");
        c.node2 = scanText(2, 9000, 9000, "100000");
        c.rdma[0] = run(QStringLiteral("enp1s0f0np0"), 55.0);
        c.rdma[1] = run(QStringLiteral("enp1s0f0np0"), 54.0, true);
        QTest::newRow("link.speed")
            << c << "link.speed"
            << "hardware"
            << "fail"
            << "100 Gb/s" << QStringList{"link.slow", "link.stale-connectx"};
        c = Case{};
        c.plan = true;
        c.node1
            = scanText(1)
                  .replace("net enp1s0f0np0 rocep1s0f0 up 1", "net enp1s0f0np0 rocep1s0f0 down 0")
                  .replace("net enP2p1s0f0np0 roceP2p1s0f0 up 1",
                           "net enP2p1s0f0np0 roceP2p1s0f0 down 0");
        QTest::newRow("link.unplugged") << c << "link.unplugged"
                                        << "hardware"
                                        << "fail"
                                        << "left" << QStringList{"link.twin-down"};
        c = Case{};
        c.node1 = scanText(1).replace("net enP2p1s0f0np0 roceP2p1s0f0 up 1",
                                      "net enP2p1s0f0np0 roceP2p1s0f0 down 0");
        QTest::newRow("link.twin-down") << c << "link.twin-down"
                                        << "hardware"
                                        << "fail"
                                        << "enP2p1s0f0np0" << QStringList{"link.unplugged"};
        c = Case{};
        c.node2 = scanText(2, 1500);
        for (int i : {0, 1, 4, 5}) {
            const bool fromB = i % 2 == 1;
            c.rdma[i] = failed(QStringLiteral("Failed status 12: wr_id 0 syndrom 0x81"),
                               false,
                               i < 4 ? QStringLiteral("enp1s0f0np0") : QStringLiteral("both"),
                               fromB);
        }
        QTest::newRow("link.unmeasured") << c << "link.unmeasured"
                                         << "fixable"
                                         << "warn"
                                         << "runs the Doctor again" << QStringList{"rdma.failed"};
        c = Case{};
        c.rdma[0] = failed(QStringLiteral("Couldn't connect to 192.168.100.2:18515"));
        QTest::newRow("rdma.failed") << c << "rdma.failed"
                                     << "decision"
                                     << "fail"
                                     << "Couldn't connect" << QStringList{};
        c = Case{};
        c.rdma[0] = failed(QStringLiteral("ib_write_bw is not installed on node1"), true);
        QTest::newRow("rdma.missing") << c << "rdma.missing"
                                      << "decision"
                                      << "warn"
                                      << "perftest" << QStringList{"rdma.failed"};
        c = Case{};
        c.nccl = {pair(2.3)};
        QTest::newRow("nccl.collapse") << c << "nccl.collapse"
                                       << "hardware"
                                       << "fail"
                                       << "2.3" << QStringList{};
        c = Case{};
        c.nccl = {pair(std::nullopt, QStringLiteral("mpirun: orted: command not found"))};
        QTest::newRow("nccl.failed") << c << "nccl.failed"
                                     << "decision"
                                     << "warn"
                                     << "orted" << QStringList{};
        c = Case{};
        c.node2 = scanText(2, 1500);
        c.rdma[0] = failed(QStringLiteral("Failed status 12: wr_id 0 syndrom 0x81"));
        c.nccl = {pair(std::nullopt, QStringLiteral("transport retry counter exceeded"))};
        QTest::newRow("mtu.mismatch")
            << c << "mtu.mismatch"
            << "fixable"
            << "fail"
            << "1500" << QStringList{"rdma.failed", "mtu.reset", "nccl.failed"};
        c = Case{};
        c.node2 = scanText(2, 1500);
        c.netplan.insert(QStringLiteral("node2"),
                         {{QStringLiteral("40-cx7.yaml"), netplanFile(9000, "192.168.100.2/24")}});
        QTest::newRow("mtu.reset") << c << "mtu.reset"
                                   << "fixable"
                                   << "fail"
                                   << "9000" << QStringList{"mtu.mismatch"};
        c = Case{};
        c.netplan.insert(QStringLiteral("node1"),
                         {{QStringLiteral("40-cx7.yaml"), netplanFile(9000, "192.168.100.1/24")},
                          {QStringLiteral("99-nvidia-sync-cluster.yaml"),
                           "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      "
                           "addresses: [10.100.16.1/24]\n"}});
        QTest::newRow("netplan.stale") << c << "netplan.stale"
                                       << "fixable"
                                       << "warn"
                                       << "99-nvidia-sync-cluster.yaml" << QStringList{};
        c = Case{};
        c.plan = true;
        c.node1 = scanText(1).replace("addr enp1s0f0np0 192.168.100.1/24",
                                      "addr enp1s0f0np0 10.100.16.1/24");
        QTest::newRow("netplan.drift") << c << "netplan.drift"
                                       << "fixable"
                                       << "fail"
                                       << "10.100.16.1/24" << QStringList{};
        c = Case{};
        c.node1 = scanText(1, 9000, 9000, "200000", 3, "ncclpin /home/nvidia/.nccl.conf 3\n");
        c.node2 = scanText(2, 9000, 9000, "200000", 5, "ncclpin /home/nvidia/.nccl.conf 3\n");
        QTest::newRow("gid.pinned") << c << "gid.pinned"
                                    << "fixable"
                                    << "fail"
                                    << "/home/nvidia/.nccl.conf" << QStringList{"gid.differs"};
        c = Case{};
        c.node1 = scanText(1, 9000, 9000, "200000", 3, "ncclpin /etc/nccl.conf 3\n");
        QTest::newRow("gid.pinned-risk") << c << "gid.pinned-risk"
                                         << "fixable"
                                         << "warn"
                                         << "/etc/nccl.conf" << QStringList{"gid.pinned"};
        c = Case{};
        c.node2 = scanText(2, 9000, 9000, "200000", 5);
        QTest::newRow("gid.differs") << c << "gid.differs"
                                     << "decision"
                                     << "info"
                                     << "node2 5" << QStringList{};
        c = Case{};
        c.node2 = scanText(2)
                      .replace("mpirun /usr/bin/mpirun\n", "")
                      .replace("mpirun.login /usr/bin/mpirun",
                               "mpirun.login /home/nvidia/.local/openmpi/bin/mpirun");
        QTest::newRow("mpi.path") << c << "mpi.path"
                                  << "fixable"
                                  << "fail"
                                  << "/home/nvidia/.local/openmpi/bin"
                                  << QStringList{"mpi.missing"};
        c = Case{};
        c.node2 = scanText(2)
                      .replace("mpirun /usr/bin/mpirun\n", "")
                      .replace("mpirun.login /usr/bin/mpirun\n", "");
        QTest::newRow("mpi.missing") << c << "mpi.missing"
                                     << "decision"
                                     << "fail"
                                     << "openmpi-bin" << QStringList{"mpi.path"};
        c = Case{};
        c.node2 = scanText(2).replace("version 2.17.6 nccl-headers=22809 nccl-library=22809",
                                      "version 2.16.4 nccl-headers=22703 nccl-library=22703");
        QTest::newRow("versions.nccl") << c << "versions.nccl"
                                       << "decision"
                                       << "fail"
                                       << "2.27.3" << QStringList{"versions.other"};
        c = Case{};
        c.node2 = scanText(2).replace("driver 580.95.05", "driver 580.82.09");
        QTest::newRow("versions.other") << c << "versions.other"
                                        << "decision"
                                        << "warn"
                                        << "580.82.09" << QStringList{"versions.nccl"};
        c = Case{};
        Check gpu;
        gpu.id = QStringLiteral("device.gpu");
        gpu.node = QStringLiteral("node2");
        gpu.status = CheckStatus::Fail;
        gpu.title = QStringLiteral("GB10 GPU");
        gpu.detail = QStringLiteral("nvidia-smi found no GPU");
        gpu.fix = QStringLiteral("Reinstall the driver");
        c.checks = {gpu};
        QTest::newRow("check.failed") << c << "check.failed"
                                      << "decision"
                                      << "fail"
                                      << "nvidia-smi found no GPU" << QStringList{};
    }

    void rules()
    {
        QFETCH(Case, input);
        QFETCH(QString, rule);
        QFETCH(QString, group);
        QFETCH(QString, severity);
        QFETCH(QString, says);
        QFETCH(QStringList, notAlso);
        const QList<Finding> findings = Diagnosis::run(inputOf(input));
        QStringList ids;
        for (const Finding &f : findings)
            ids << f.id;
        const auto it = std::find_if(
            findings.cbegin(), findings.cend(), [&](const Finding &f) { return f.id == rule; });
        QVERIFY2(it != findings.cend(),
                 qPrintable(QStringLiteral("%1 not found in: %2").arg(rule, ids.join(u' '))));
        QCOMPARE(findingGroupKey(it->group), group);
        QCOMPARE(findingSeverityKey(it->severity), severity);
        const QString all = it->title + u'\n' + it->evidence + u'\n' + it->fix;
        QVERIFY2(all.contains(says), qPrintable(all));
        QVERIFY(!it->title.contains(u'{'));
        QVERIFY(!it->cause.isEmpty() && !it->fix.isEmpty() && !it->source.isEmpty());
        for (const QString &other : notAlso)
            QVERIFY2(!ids.contains(other),
                     qPrintable(QStringLiteral("%1 also raised %2").arg(rule, other)));
        if (it->group == FindingGroup::Fixable && it->repair != RepairKind::ReapplyPlan)
            QVERIFY(!it->repairTarget.isEmpty());
    }

    void aHealthyClusterHasNoFindings()
    {
        Case c;
        c.nccl = {pair(22.8)};
        c.plan = true;
        const QList<Finding> findings = Diagnosis::run(inputOf(c));
        QStringList ids;
        for (const Finding &f : findings)
            ids << f.id + u':' + f.title;
        QVERIFY2(findings.isEmpty(), qPrintable(ids.join(u'\n')));
    }

    void everyRuleHasARow()
    {
        const QStringList expected = [] {
            QStringList list;
            // The health.* rules come from a run's counters, not from the Doctor's input:
            // tst_healthfindings has their rows.
            for (const KnowledgeRule &r : Knowledge::rules()) {
                if (!QByteArray(r.id).startsWith("health."))
                    list << QString::fromLatin1(r.id);
            }
            return list;
        }();
        // The row names of rules_data(), which are the rule ids.
        static const QStringList tested{"link.stale-connectx", "link.slow",       "link.low",
                                        "link.both-low",       "link.asymmetric", "link.speed",
                                        "link.unplugged",      "link.twin-down",  "link.unmeasured",
                                        "rdma.failed",         "rdma.missing",    "nccl.collapse",
                                        "nccl.failed",         "mtu.mismatch",    "mtu.reset",
                                        "netplan.stale",       "netplan.drift",   "gid.pinned",
                                        "gid.pinned-risk",     "gid.differs",     "mpi.path",
                                        "mpi.missing",         "versions.nccl",   "versions.other",
                                        "check.failed"};
        for (const QString &id : expected)
            QVERIFY2(tested.contains(id),
                     qPrintable(QStringLiteral("rule %1 has no test row").arg(id)));
        QCOMPARE(tested.size(), expected.size());
    }

    // Worst first, so that a reader sees the failures before the warnings.
    void worstFirst()
    {
        Case c;
        c.node2
            = scanText(2, 9000, 9000, "200000", 5).replace("driver 580.95.05", "driver 580.82.09");
        c.rdma[0] = run(QStringLiteral("enp1s0f0np0"), 14.0);
        const QList<Finding> findings = Diagnosis::run(inputOf(c));
        QVERIFY(findings.size() >= 3);
        int last = 0;
        for (const Finding &f : findings) {
            const int rank = f.severity == FindingSeverity::Fail   ? 0
                             : f.severity == FindingSeverity::Warn ? 1
                                                                   : 2;
            QVERIFY(rank >= last);
            last = rank;
        }
    }
};

QTEST_GUILESS_MAIN(TestDiagnosis)
#include "tst_diagnosis.moc"
