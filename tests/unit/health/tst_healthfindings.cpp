// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctor/healthfindings.h"
#include "doctor/knowledge.h"
#include "steps/bandwidth/healthcheck.h"

#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::HealthLog)

namespace {

HealthEvent
healthEvent(HealthEventKind kind, const QString &interface, const QString &detail, qint64 n = 1)
{
    HealthEvent e;
    e.t = 10;
    e.node = QStringLiteral("node2");
    e.interface = interface;
    e.kind = kind;
    e.detail = detail;
    e.count = n;
    return e;
}

HealthTick tick(const QString &counter, quint64 delta)
{
    HealthTick t;
    t.t = 10;
    t.seconds = 2;
    t.node = QStringLiteral("node2");
    t.deltas[QStringLiteral("enp1s0f1np1")].insert(counter, delta);
    return t;
}

} // namespace

class TestHealthFindings final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One row per health.* rule of core/doctor/knowledgerules.cpp; everyHealthRuleHasARow fails
    // when one is added without.
    void rules_data()
    {
        QTest::addColumn<HealthLog>("log");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("says");

        HealthLog log;
        log.intervalSeconds = 2;
        log.ticks << tick(QStringLiteral("rx_bytes_phy"), 1000);
        log.events << healthEvent(HealthEventKind::LinkDown, QStringLiteral("enp1s0f1np1"), {}, 2)
                   << healthEvent(HealthEventKind::LinkUp, QStringLiteral("enp1s0f1np1"), {}, 2)
                   << healthEvent(HealthEventKind::LinkDown, QStringLiteral("enp1s0f1np1"), {}, 1);
        QTest::newRow("health.link-flap") << log << "health.link-flap"
                                          << "went down 3 time(s)";
        log.events = {healthEvent(HealthEventKind::SpeedChange,
                                  QStringLiteral("enp1s0f1np1"),
                                  QStringLiteral("200000 -> 100000 Mb/s"))};
        QTest::newRow("health.speed-change") << log << "health.speed-change"
                                             << "200000 -> 100000";
        log.events = {healthEvent(HealthEventKind::Throttle,
                                  QStringLiteral("GPU 0"),
                                  QStringLiteral("hw-thermal")),
                      healthEvent(HealthEventKind::Throttle,
                                  QStringLiteral("GPU 0"),
                                  QStringLiteral("sw-power-cap, hw-thermal"))};
        QTest::newRow("health.gpu-throttle") << log << "health.gpu-throttle"
                                             << "hw-thermal, sw-power-cap";
        log.events.clear();
        log.ticks = {tick(QStringLiteral("out_of_sequence"), 1200),
                     tick(QStringLiteral("local_ack_timeout_err"), 3)};
        QTest::newRow("health.roce-errors") << log << "health.roce-errors"
                                            << "out_of_sequence +1200";
        log.ticks = {tick(QStringLiteral("rx_symbol_err_phy"), 9)};
        QTest::newRow("health.port-errors") << log << "health.port-errors"
                                            << "rx_symbol_err_phy +9";
    }

    void rules()
    {
        QFETCH(HealthLog, log);
        QFETCH(QString, rule);
        QFETCH(QString, says);
        const QList<Finding> findings = HealthFindings::of(log);
        QCOMPARE(findings.size(), 1);
        const Finding &f = findings.constFirst();
        QCOMPARE(f.id, rule);
        QCOMPARE(f.nodes, QStringList{QStringLiteral("node2")});
        QVERIFY2(QString(f.title + f.evidence).contains(says),
                 qPrintable(f.title + u'\n' + f.evidence));
        QVERIFY(!f.cause.isEmpty() && !f.fix.isEmpty() && !f.source.isEmpty());
        QVERIFY(!f.title.contains(u'{'));

        // The run's check warns and names it.
        const Check check = HealthCheck::of(log);
        QCOMPARE(check.status, CheckStatus::Warn);
        QVERIFY2(check.detail.contains(f.title), qPrintable(check.detail));
        QVERIFY(check.fix.contains(f.fix));
    }

    void everyHealthRuleHasARow()
    {
        QStringList rules;
        for (const KnowledgeRule &r : Knowledge::rules()) {
            if (QByteArray(r.id).startsWith("health."))
                rules << QString::fromLatin1(r.id);
        }
        QCOMPARE(rules,
                 (QStringList{"health.link-flap",
                              "health.speed-change",
                              "health.gpu-throttle",
                              "health.roce-errors",
                              "health.port-errors"}));
    }

    // Pause frames, CNPs and bytes grow under load by design: a clean run.
    void congestionAloneIsClean()
    {
        HealthLog log;
        log.intervalSeconds = 2;
        log.ticks = {tick(QStringLiteral("rx_pause_ctrl_phy"), 50000),
                     tick(QStringLiteral("np_cnp_sent"), 800),
                     tick(QStringLiteral("tx_bytes_phy"), 1u << 30)};
        QVERIFY(HealthFindings::of(log).isEmpty());
        const Check check = HealthCheck::of(log);
        QCOMPARE(check.status, CheckStatus::Pass);
        QVERIFY2(check.detail.contains(QStringLiteral("3 sample(s) from 1 node(s)")),
                 qPrintable(check.detail));
    }

    // One twin at 100 Gb/s from start to end changes no speed, but the fabric is not healthy:
    // the check warns and names the twin, beside what else it found.
    void aTwinSlowAllAlongIsNamed()
    {
        HealthLog log;
        log.intervalSeconds = 2;
        log.ticks = {tick(QStringLiteral("rx_pause_ctrl_phy"), 500)};
        RunLink slow{QStringLiteral("node1"),
                     QStringLiteral("enp1s0f1np1"),
                     QStringLiteral("192.168.100.0/24"),
                     100000,
                     1500};
        RunLink full{QStringLiteral("node1"),
                     QStringLiteral("enP2p1s0f1np1"),
                     QStringLiteral("192.168.101.0/24"),
                     200000,
                     1500};
        QCOMPARE(HealthCheck::of(log, {full}).status, CheckStatus::Pass);
        Check check = HealthCheck::of(log, {slow, full});
        QCOMPARE(check.status, CheckStatus::Warn);
        QVERIFY2(check.detail.contains(QLatin1String("node1 enp1s0f1np1 at 100 Gb/s")),
                 qPrintable(check.detail));
        QVERIFY(!check.detail.contains(QLatin1String("enP2p1s0f1np1")));
        QVERIFY(!check.fix.isEmpty());
        log.ticks = {tick(QStringLiteral("rx_symbol_err_phy"), 9)};
        check = HealthCheck::of(log, {slow});
        QCOMPARE(check.status, CheckStatus::Warn);
        QVERIFY2(check.detail.contains(QLatin1String("rx_symbol_err_phy"))
                     && check.detail.contains(QLatin1String("at 100 Gb/s")),
                 qPrintable(check.detail));
    }

    void notSampledIsSkipped()
    {
        QCOMPARE(HealthCheck::of(HealthLog{}).status, CheckStatus::Skipped);
        HealthLog failed;
        failed.intervalSeconds = 2;
        failed.warnings << QStringLiteral("Health samples from node1 failed (exit 127).");
        const Check check = HealthCheck::of(failed);
        QCOMPARE(check.status, CheckStatus::Skipped);
        QVERIFY(check.detail.contains(QStringLiteral("exit 127")));
    }
};

QTEST_GUILESS_MAIN(TestHealthFindings)
#include "tst_healthfindings.moc"
