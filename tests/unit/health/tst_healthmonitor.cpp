// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "health/healthmonitor.h"
#include "healthfixtures.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

bool isHealthSample(const RemoteCommand &command)
{
    return command.argv().value(3) == "tandem-health";
}

// A node that keeps every command's callback until release(): a node that answers slowly.
class SlowRunner final : public NodeRunner
{
public:
    explicit SlowRunner(QObject *parent = nullptr)
        : NodeRunner(parent)
    {}
    [[nodiscard]] QString nodeName() const override { return QStringLiteral("slow"); }
    void run(const RemoteCommand &, QObject *context, Callback done) override
    {
        ++received;
        QPointer<QObject> guard(context);
        m_waiting << [guard, done] {
            CommandResult result;
            result.exitStatus = 0;
            result.out = sampleOutput(1, {FakeNetdev{}});
            if (guard)
                done(result);
        };
    }
    void release()
    {
        const auto waiting = std::exchange(m_waiting, {});
        for (const auto &answer : waiting)
            answer();
    }
    void cancelAll() override {}
    void open() override {}
    int received = 0;

private:
    QList<std::function<void()>> m_waiting;
};

} // namespace

class TestHealthMonitor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samplesEveryNodeAndNamesAFailingOne()
    {
        FakeNodeRunner good(QStringLiteral("node1"));
        int calls = 0;
        good.setHandler([&calls](const RemoteCommand &command) -> std::optional<CommandResult> {
            if (!isHealthSample(command))
                return std::nullopt;
            FakeNetdev n;
            n.rdma[QStringLiteral("out_of_sequence")] = quint64(calls) * 10; // grows every sample
            CommandResult result;
            result.exitStatus = 0;
            result.out = sampleOutput(1000 + calls * 2000, {n});
            ++calls;
            return result;
        });
        FakeNodeRunner bad(QStringLiteral("node2"));
        bad.respondToOthers(0, "garbage\n");
        HealthMonitor monitor({&good, &bad}, std::chrono::milliseconds(20));
        QSignalSpy ticks(&monitor, &HealthMonitor::tickReady);
        QSignalSpy events(&monitor, &HealthMonitor::eventReady);
        monitor.start();
        QTRY_VERIFY(ticks.size() >= 3);
        bool done = false;
        monitor.finish([&done] { done = true; });
        QTRY_VERIFY(done);
        QVERIFY(!monitor.isRunning());
        const HealthLog &log = monitor.log();
        QCOMPARE(log.intervalSeconds, 0.02);
        QCOMPARE(log.warnings.size(), 1); // once, however many samples failed
        QVERIFY2(log.warnings.constFirst().contains(QStringLiteral("node2")),
                 qPrintable(log.warnings.constFirst()));
        QVERIFY(!events.isEmpty());
        QCOMPARE(events.constFirst().at(0).value<HealthEvent>().kind, HealthEventKind::Errors);
        for (const HealthTick &tick : log.ticks) {
            QCOMPARE(tick.node, QStringLiteral("node1"));
            QCOMPARE(tick.seconds, 2.0);
            QCOMPARE(tick.deltas.value(QStringLiteral("enp1s0f1np1"))
                         .value(QStringLiteral("out_of_sequence")),
                     quint64(10));
        }
        // Nothing more comes after finish.
        const int seen = calls;
        QTest::qWait(80);
        QCOMPARE(calls, seen);
    }

    // A node whose sample has not come back is skipped, not queued; finish waits for it.
    void aSlowNodeIsSkippedNotQueued()
    {
        SlowRunner slow;
        HealthMonitor monitor({&slow}, std::chrono::milliseconds(5));
        monitor.start();
        QTest::qWait(60);
        QCOMPARE(slow.received, 1);
        bool done = false;
        monitor.finish([&done] { done = true; });
        QVERIFY(!done);
        slow.release();
        QVERIFY(done);
        QCOMPARE(slow.received, 1);
    }

    void stopDropsWhatIsInFlight()
    {
        SlowRunner slow;
        HealthMonitor monitor({&slow}, std::chrono::milliseconds(5));
        QSignalSpy ticks(&monitor, &HealthMonitor::tickReady);
        monitor.start();
        monitor.stop();
        slow.release();
        QVERIFY(ticks.isEmpty());
        QVERIFY(monitor.log().ticks.isEmpty());
        // finish() after stop() samples once more and waits for that answer only.
        bool done = false;
        monitor.finish([&done] { done = true; });
        QCOMPARE(slow.received, 2);
        slow.release();
        QVERIFY(done);
    }
};

QTEST_GUILESS_MAIN(TestHealthMonitor)
#include "tst_healthmonitor.moc"
