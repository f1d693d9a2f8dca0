// SPDX-License-Identifier: GPL-3.0-or-later
// The live health view under the bandwidth chart, as a person sees it on the Bandwidth page: a
// sweep (a few samples over ten seconds) and a soak on a flapping, lossy twin, at the two window
// sizes docs/accessibility.md names, in English and Japanese, light and dark. The pictures go to
// screenshots/health/ (or $TANDEM_SCREENSHOTS/health); the checks guard what made them unreadable
// once: panes that covered the last second of a sweep, event labels piled on busbw, a long link
// name that squeezed busbw, a slow soak flat on the axis.
#include "bandwidthplot.h"
#include "darkpalette.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "healthpanes.h"
#include "mainwindow.h"
#include "pages/bandwidthpage.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QDir>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <qcustomplot.h>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

HealthTick tick(const char *node, double t, bool errors)
{
    HealthTick tick;
    tick.t = t;
    tick.seconds = 2;
    tick.node = QString::fromLatin1(node);
    tick.deltas[QStringLiteral("enp1s0f1np1")].insert(QStringLiteral("rx_pause_ctrl_phy"),
                                                      300 + int(t) * 7);
    if (errors)
        tick.deltas[QStringLiteral("enp1s0f1np1")].insert(QStringLiteral("out_of_sequence"), 120);
    GpuHealth gpu;
    gpu.temperatureC = 48 + t / 4;
    gpu.smClockMHz = 2405;
    tick.gpus << gpu;
    return tick;
}

// The session's last run: a sweep of 8 sizes over 9 s with its samples, or a 40 s soak at
// 0.04 GB/s (the lab's MPI) whose twin flaps and counts errors every sample.
WorkflowState withRun(bool soak)
{
    WorkflowState state = Test::fullState();
    BandwidthRecord &run = state.bandwidth;
    run.health = {};
    run.health.intervalSeconds = soak ? 2 : 1.1;
    if (!soak) {
        for (int i = 0; i < 8; ++i) {
            for (const char *node : {"node1", "node2"})
                run.health.ticks << tick(node, 1.1 + 1.1 * i, false);
        }
        return state;
    }
    run.rows.clear();
    run.spec.tool = BandwidthTool::Probe;
    run.spec.probeBackend = QStringLiteral("mpi");
    run.spec.soakSeconds = 40;
    for (int i = 0; i <= 200; ++i) {
        ProbeSample sample;
        sample.t = i * 0.2;
        sample.bytes = 1 << 20;
        sample.busbw = 0.04 + 0.004 * ((i * 7) % 5);
        sample.algbw = sample.busbw;
        run.samples.append(sample);
    }
    for (int s = 0; s <= 20; ++s) {
        for (const char *node : {"spark-386d", "spark-7089"})
            run.health.ticks << tick(node, s * 2.0, true);
        HealthEvent errors;
        errors.t = s * 2.0;
        errors.node = QStringLiteral("spark-386d");
        errors.interface = QStringLiteral("enp1s0f1np1");
        errors.kind = HealthEventKind::Errors;
        run.health.events << errors;
        if (s % 5 == 2) {
            HealthEvent down = errors;
            down.t += 0.5;
            down.kind = HealthEventKind::LinkDown;
            run.health.events << down;
            down.t += 1.5;
            down.kind = HealthEventKind::LinkUp;
            run.health.events << down;
        }
    }
    return state;
}

} // namespace

class TestHealthScreenshots final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readable_data();
    void readable();
};

void TestHealthScreenshots::readable_data()
{
    QTest::addColumn<bool>("soak");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("dark");
    for (const bool soak : {false, true}) {
        for (const QSize size : {QSize(1100, 720), QSize(1024, 700)}) {
            for (const char *language : {"en", "ja"}) {
                for (const bool dark : {false, true}) {
                    const QString name
                        = QStringLiteral("%1-%2x%3-%4-%5")
                              .arg(soak ? QStringLiteral("soak") : QStringLiteral("sweep"))
                              .arg(size.width())
                              .arg(size.height())
                              .arg(QLatin1String(language))
                              .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"));
                    QTest::newRow(qPrintable(name))
                        << soak << size << QString::fromLatin1(language) << dark;
                }
            }
        }
    }
}

void TestHealthScreenshots::readable()
{
    QFETCH(bool, soak);
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QFETCH(bool, dark);
    QVERIFY(Translations::install(language));
    const auto english = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    if (dark)
        window.setPalette(Test::darkPalette());
    const WorkflowState state = withRun(soak);
    workflow.restore(state);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showStep(StepId::Bandwidth);
    auto *page = qobject_cast<BandwidthPage *>(window.page(StepId::Bandwidth));
    QVERIFY(page);
    BandwidthPlot *plot = page->plot();
    // The chart is what this picture is about: scrolled to its top, as a user would.
    for (QWidget *w = plot->parentWidget(); w; w = w->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
            scroll->verticalScrollBar()->setValue(plot->mapTo(scroll->widget(), QPoint()).y());
            break;
        }
    }
    plot->replotNow();
    QCoreApplication::processEvents();
    // Saved first, so that a picture of what failed is there to look at.
    const QString dir
        = QDir(qEnvironmentVariable("TANDEM_SCREENSHOTS", QStringLiteral("screenshots")))
              .filePath(QStringLiteral("health"));
    QVERIFY(QDir().mkpath(dir));
    const QString name = QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".png");
    QVERIFY(window.grab().save(QDir(dir).filePath(name)));

    const HealthPanes &health = plot->health();
    QCOMPARE(health.rects().size(), 3);
    const double lastTick = state.bandwidth.health.ticks.constLast().t;
    for (QCPAxisRect *rect : health.rects()) {
        const QCPRange range = rect->axis(QCPAxis::atBottom)->range();
        QVERIFY2(range.lower <= 0.0 && range.upper >= lastTick,
                 qPrintable(QStringLiteral("%1..%2").arg(range.lower).arg(range.upper)));
    }
    QCustomPlot *cp = plot->customPlot();
    const int busbwWidth = cp->axisRect(0)->rect().width();
    QVERIFY2(busbwWidth >= cp->width() * 2 / 3,
             qPrintable(QStringLiteral("busbw %1 px of %2").arg(busbwWidth).arg(cp->width())));
    if (soak) {
        QVERIFY2(health.eventMarks() <= 10, qPrintable(QString::number(health.eventMarks())));
        QVERIFY2(cp->yAxis->range().upper < 1, "a 0.04 GB/s soak fits its own scale");
    }
}

QTEST_MAIN(TestHealthScreenshots)
#include "tst_healthscreenshots.moc"
