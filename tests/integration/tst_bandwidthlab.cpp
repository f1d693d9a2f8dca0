// SPDX-License-Identifier: GPL-3.0-or-later
// The Bandwidth page on a real 2-node lab (run through with_lab.sh, which installs the built
// tandem-probe with `tandem-lab up --probe`): the Workflow connects, plans, applies and sets up
// the SSH fabric over SshNodeRunner; then the page runs nccl-tests' stand-in over real mpirun
// with rows arriving in the table while it runs and the banners giving the transport and the
// verdict; a wrong NCCL_IB_HCA typed in the page's environment field fails the transport
// naming it; Cancel on a probe soak, and Workflow::cancelBandwidth on a hung run, leave no
// process on any node; a probe soak with a flapping twin (lab fault `flap`) marks the flaps on
// the chart's health panes and warns naming the twin (screenshots/lab-bandwidth-flapping-soak.png).
// Closing the main window during a probe soak ends it on every node before the window goes.
// Prints how long the cancels took. Skips without a lab.

#include "bandwidthplot.h"
#include "checkbanner.h"
#include "discovery/labstate.h"
#include "healthpanes.h"
#include "mainwindow.h"
#include "models/bandwidthtablemodel.h"
#include "pages/bandwidthpage.h"
#include "quitguard.h"
#include "remote/sshnoderunner.h"
#include "resultcheck.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

QString describe(const QList<Check> &checks)
{
    QStringList lines;
    for (const Check &check : checks)
        lines << QStringLiteral("%1 %2 [%3] %4")
                     .arg(check.id, check.node, checkStatusKey(check.status), check.detail);
    return lines.join(QLatin1Char('\n'));
}

Check checkOf(const Workflow &workflow, const QString &id)
{
    for (const Check &check : workflow.session().checks.value(StepId::Bandwidth)) {
        if (check.id == id)
            return check;
    }
    return {};
}

} // namespace

class TestBandwidthLab final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void sweepOnThePage();
    void wrongHcaOnThePage();
    void cancelProbeSoak();
    void flappingProbeSoak();
    void closeWindowDuringSoak();
    void cancelHungRun();
    void restoreThenApplyAgain();

private:
    bool waitForStep(StepId step, int timeoutMs);
    // Processes of the nodes' user that belong to a run; empty when none is left.
    QString leftovers() const;
    int lab(const QStringList &arguments) const;
    void select(const char *name, const QString &text);
    void screenshot(const QString &name);

    QTemporaryDir m_home;
    QJsonObject m_state;
    std::unique_ptr<Workflow> m_workflow;
    std::unique_ptr<BandwidthPage> m_page;
};

int TestBandwidthLab::lab(const QStringList &arguments) const
{
    return QProcess::execute(qEnvironmentVariable("TANDEM_LAB_TOOL"), arguments);
}

QString TestBandwidthLab::leftovers() const
{
    // The nodes share the host's PID namespace and their user exists only inside them, with a
    // uid of this lab's slot: it finds every node's processes at once, and none of the host's
    // or of another lab's.
    const QString uid = QString::number(m_state.value(QStringLiteral("nodes"))
                                            .toArray()
                                            .at(0)
                                            .toObject()
                                            .value(QStringLiteral("uid"))
                                            .toInt());
    QProcess pgrep;
    pgrep.start(QStringLiteral("pgrep"),
                {QStringLiteral("-u"),
                 uid,
                 QStringLiteral("-a"),
                 QStringLiteral("-f"),
                 QStringLiteral("[t]andem-probe|[t]andem_run_id|[_]perf|[o]rted|[m]pirun")});
    pgrep.waitForFinished(10000);
    return QString::fromUtf8(pgrep.readAllStandardOutput());
}

bool TestBandwidthLab::waitForStep(StepId step, int timeoutMs)
{
    QTest::qWait(0);
    return QTest::qWaitFor([&] { return !m_workflow->isRunning(step); }, timeoutMs);
}

void TestBandwidthLab::select(const char *name, const QString &text)
{
    auto *box = m_page->findChild<QComboBox *>(QLatin1String(name));
    QVERIFY(box);
    box->setCurrentIndex(box->findText(text));
    QCOMPARE(box->currentText(), text);
}

// Under the build directory, for looking at the page by eye.
void TestBandwidthLab::screenshot(const QString &name)
{
    QTest::qWait(2 * BandwidthPlot::replotIntervalMs);
    QDir().mkpath(QStringLiteral("screenshots"));
    QVERIFY(m_page->grab().save(QStringLiteral("screenshots/lab-bandwidth-%1.png").arg(name)));
}

void TestBandwidthLab::initTestCase()
{
    const QString statePath = qEnvironmentVariable("TANDEM_LAB_STATE");
    if (statePath.isEmpty() || !QFile::exists(statePath))
        QSKIP("needs a lab: run through tests/integration/with_lab.sh (TANDEM_LAB_STATE unset)");
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
    QFile file(statePath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    m_state = QJsonDocument::fromJson(json).object();
    const auto nodes = LabState::parse(json);
    TANDEM_VERIFY_RESULT(nodes);

    Credentials credentials;
    credentials.password = m_state.value(QStringLiteral("nodes"))
                               .toArray()
                               .at(0)
                               .toObject()
                               .value(QStringLiteral("password"))
                               .toString()
                               .toUtf8();
    credentials.knownHostsPath = m_home.filePath(QStringLiteral("known_hosts"));
    credentials.acceptNewHostKeys = true;
    credentials.useAgent = false;
    m_workflow = std::make_unique<Workflow>(
        [](const NodeAddress &node, const Credentials &c, QObject *parent) -> NodeRunner * {
            return new SshNodeRunner(node, c, parent);
        });
    m_workflow->setNodes(*nodes);
    m_workflow->setCredentials(credentials);
    m_workflow->connectAll();
    QVERIFY(waitForStep(StepId::Devices, 30000));
    QVERIFY2(m_workflow->allConnected(),
             qPrintable(describe(m_workflow->session().checks.value(StepId::Devices))));
    m_workflow->runCabling();
    QVERIFY(waitForStep(StepId::Cabling, 60000));
    m_workflow->runNetworkPlan();
    QVERIFY(waitForStep(StepId::NetworkPlan, 60000));
    QVERIFY2(m_workflow->planReady(),
             qPrintable(describe(m_workflow->session().checks.value(StepId::NetworkPlan))));
    m_workflow->applyPlan(std::chrono::seconds(60));
    QVERIFY(waitForStep(StepId::Apply, 120000));
    QCOMPARE(worstStatus(m_workflow->session().checks.value(StepId::Apply)), CheckStatus::Pass);
    m_workflow->setupFabric();
    QVERIFY(waitForStep(StepId::SshFabric, 120000));
    QVERIFY2(worstStatus(m_workflow->session().checks.value(StepId::SshFabric))
                 == CheckStatus::Pass,
             qPrintable(describe(m_workflow->session().checks.value(StepId::SshFabric))));
    // The page runs a test only on a verified fabric (StepGate).
    m_workflow->runVerify();
    QVERIFY(waitForStep(StepId::Verify, 120000));
    QVERIFY2(worstStatus(m_workflow->session().checks.value(StepId::Verify)) != CheckStatus::Fail,
             qPrintable(describe(m_workflow->session().checks.value(StepId::Verify))));

    m_page = std::make_unique<BandwidthPage>(m_workflow.get());
    m_page->resize(1280, 900);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestBandwidthLab::cleanupTestCase()
{
    m_page.reset();
    m_workflow.reset();
}

void TestBandwidthLab::sweepOnThePage()
{
    select("toolBox", QStringLiteral("nccl-tests"));
    m_page->findChild<QLineEdit *>(QStringLiteral("minBytes"))->setText(QStringLiteral("8"));
    m_page->findChild<QLineEdit *>(QStringLiteral("maxBytes"))->setText(QStringLiteral("64M"));
    m_page->findChild<QSpinBox *>(QStringLiteral("factor"))->setValue(4);
    QVERIFY(m_page->commandView()->toPlainText().contains(
        QLatin1String("nccl-tests/build/all_gather_perf -b 8 -e 67108864 -f 4")));
    auto *run = m_page->findChild<QPushButton *>(QStringLiteral("runButton"));
    QTRY_VERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    // Rows reach the table while the run still goes on.
    QTRY_VERIFY_WITH_TIMEOUT(m_page->rows()->rowCount() >= 2, 30000);
    QVERIFY(m_workflow->isRunning(StepId::Bandwidth));
    QVERIFY(waitForStep(StepId::Bandwidth, 120000));
    QCOMPARE(m_page->rows()->rowCount(), 12); // 8 B .. 32 MiB by 4
    const QModelIndex last = m_page->rows()->index(11, BandwidthTableModel::InPlaceBusBw);
    QVERIFY2(last.data(BandwidthTableModel::ValueRole).toDouble() > 21.875,
             qPrintable(last.data().toString()));
    QCOMPARE(m_page->transportBanner()->status(), CheckStatus::Pass);
    QVERIFY(m_page->transportBanner()->text().contains(QLatin1String("rocep1s0f1, roceP2p1s0f1")));
    QCOMPARE(m_page->verdictBanner()->status(), CheckStatus::Pass);
    QVERIFY(m_page->verdictBanner()->text().contains(
        QLatin1String("at least the 21.88 GB/s expected")));
    QVERIFY(m_page->plot()->drawnLast(BandwidthPlot::InPlace).has_value());
    // An ended rank can stay a zombie for a moment, until sshd (its parent) reaps it.
    QTRY_COMPARE_WITH_TIMEOUT(leftovers(), QString(), 5000);
    screenshot(QStringLiteral("sweep"));
}

void TestBandwidthLab::wrongHcaOnThePage()
{
    select("toolBox", QStringLiteral("nccl-tests"));
    m_page->findChild<QLineEdit *>(QStringLiteral("maxBytes"))->setText(QStringLiteral("1M"));
    m_page->findChild<QLineEdit *>(QStringLiteral("environment"))
        ->setText(QStringLiteral("NCCL_IB_HCA=mlx5_0"));
    QVERIFY(m_page->commandView()->toPlainText().contains(QLatin1String("NCCL_IB_HCA=mlx5_0 ")));
    auto *run = m_page->findChild<QPushButton *>(QStringLiteral("runButton"));
    QTRY_VERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_workflow->isRunning(StepId::Bandwidth), 5000);
    QVERIFY(waitForStep(StepId::Bandwidth, 120000));
    QCOMPARE(m_page->transportBanner()->status(), CheckStatus::Fail);
    QVERIFY2(
        m_page->transportBanner()->text().contains(QLatin1String("NCCL_IB_HCA=mlx5_0 names none")),
        qPrintable(m_page->transportBanner()->text()));
    QCOMPARE(m_page->verdictBanner()->status(), CheckStatus::Fail); // Socket speed, below the floor
    m_page->findChild<QLineEdit *>(QStringLiteral("environment"))->clear();
    // An ended rank can stay a zombie for a moment, until sshd (its parent) reaps it.
    QTRY_COMPARE_WITH_TIMEOUT(leftovers(), QString(), 5000);
}

void TestBandwidthLab::cancelProbeSoak()
{
    if (m_state.value(QStringLiteral("probe")).toString().isEmpty())
        QSKIP(
            "the lab has no tandem-probe (TANDEM_LAB_PROBE unset: build the tandem-probe target)");
    select("toolBox", QStringLiteral("tandem-probe"));
    select("probeBackend", QStringLiteral("mpi"));
    m_page->findChild<QLineEdit *>(QStringLiteral("maxBytes"))->setText(QStringLiteral("1M"));
    m_page->findChild<QSpinBox *>(QStringLiteral("soakSeconds"))->setValue(300);
    m_page->findChild<QDoubleSpinBox *>(QStringLiteral("threshold"))
        ->setValue(0.01); // the lab's MPI
    QVERIFY(m_page->commandView()->toPlainText().contains(
        QLatin1String("--backend mpi --op all_gather --mode soak")));
    auto *run = m_page->findChild<QPushButton *>(QStringLiteral("runButton"));
    QTRY_VERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_page->rows()->rowCount() >= 3, 60000);
    QCOMPARE(m_page->rows()->mode(), BandwidthTableModel::Mode::Soak);
    QVERIFY(m_page->cancelButton()->isEnabled());
    screenshot(QStringLiteral("soak"));
    QElapsedTimer timer;
    timer.start();
    QTest::mouseClick(m_page->cancelButton(), Qt::LeftButton);
    QVERIFY(waitForStep(StepId::Bandwidth, 60000));
    qInfo("Cancel on a probe soak: finished, both nodes cleaned up, after %lld ms",
          timer.elapsed());
    QVERIFY(checkOf(*m_workflow, QStringLiteral("bandwidth.run"))
                .detail.startsWith(QLatin1String("Cancelled")));
    QCOMPARE(checkOf(*m_workflow, QStringLiteral("bandwidth.run")).status, CheckStatus::Skipped);
    QVERIFY2(m_page->verdictBanner()->text().startsWith(QLatin1String("Cancelled")),
             qPrintable(m_page->verdictBanner()->text()));
    // An ended rank can stay a zombie for a moment, until sshd (its parent) reaps it.
    QTRY_COMPARE_WITH_TIMEOUT(leftovers(), QString(), 5000);
    m_page->findChild<QSpinBox *>(QStringLiteral("soakSeconds"))->setValue(0);
    m_page->findChild<QDoubleSpinBox *>(QStringLiteral("threshold"))->setValue(0);
}

void TestBandwidthLab::flappingProbeSoak()
{
    if (m_state.value(QStringLiteral("probe")).toString().isEmpty())
        QSKIP(
            "the lab has no tandem-probe (TANDEM_LAB_PROBE unset: build the tandem-probe target)");
    const QString node1 = m_workflow->session().nodes.constFirst().name;
    // The twin goes down and up every 4 s through a 20 s soak sampled every 2 s.
    QCOMPARE(lab({QStringLiteral("fault"),
                  QStringLiteral("flap"),
                  QStringLiteral("1"),
                  QStringLiteral("enp1s0f1np1"),
                  QStringLiteral("4")}),
             0);
    select("toolBox", QStringLiteral("tandem-probe"));
    select("probeBackend", QStringLiteral("mpi"));
    m_page->findChild<QLineEdit *>(QStringLiteral("maxBytes"))->setText(QStringLiteral("1M"));
    m_page->findChild<QSpinBox *>(QStringLiteral("soakSeconds"))->setValue(20);
    m_page->findChild<QDoubleSpinBox *>(QStringLiteral("threshold"))->setValue(0.01);
    auto *run = m_page->findChild<QPushButton *>(QStringLiteral("runButton"));
    QTRY_VERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_workflow->isRunning(StepId::Bandwidth), 5000);
    const bool ended = waitForStep(StepId::Bandwidth, 120000);
    QCOMPARE(lab({QStringLiteral("fault"), QStringLiteral("clear")}), 0);
    QVERIFY(ended);
    const Check health = checkOf(*m_workflow, QStringLiteral("bandwidth.health"));
    QCOMPARE(health.status, CheckStatus::Warn);
    // The lab flaps both ends of the twin: node1's side and its peer's.
    QVERIFY2(health.detail.contains(QStringLiteral("enp1s0f1np1 on %1 went down").arg(node1)),
             qPrintable(health.detail));
    QVERIFY2(m_page->verdictBanner()->status() != CheckStatus::Pass,
             qPrintable(m_page->verdictBanner()->text()));
    // Each flap is a dashed mark on busbw and a marker on the link-events pane.
    QVERIFY2(m_page->plot()->health().eventMarks() >= 2,
             qPrintable(QString::number(m_page->plot()->health().eventMarks())));
    QVERIFY(m_page->plot()->health().counterSeries() > 0);
    screenshot(QStringLiteral("flapping-soak"));
    QTRY_COMPARE_WITH_TIMEOUT(leftovers(), QString(), 5000);
    m_page->findChild<QSpinBox *>(QStringLiteral("soakSeconds"))->setValue(0);
    m_page->findChild<QDoubleSpinBox *>(QStringLiteral("threshold"))->setValue(0);
}

void TestBandwidthLab::closeWindowDuringSoak()
{
    if (m_state.value(QStringLiteral("probe")).toString().isEmpty())
        QSKIP(
            "the lab has no tandem-probe (TANDEM_LAB_PROBE unset: build the tandem-probe target)");
    MainWindow window(m_workflow.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TestSpec spec;
    spec.tool = BandwidthTool::Probe;
    spec.probeBackend = QStringLiteral("mpi");
    spec.maxBytes = 1 << 20;
    spec.soakSeconds = 300;
    spec.thresholdGBps = 0.01;
    m_workflow->runBandwidth(spec);
    QTRY_VERIFY_WITH_TIMEOUT(leftovers().contains(QLatin1String("tandem-probe")), 60000);
    QVERIFY(!window.close());
    QuitGuard *guard = window.quitGuard();
    QTRY_VERIFY(guard->question());
    QElapsedTimer timer;
    timer.start();
    guard->question()->findChild<QPushButton *>(QStringLiteral("endAndQuitButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 60000);
    qInfo("Closing the window during a probe soak: closed, both nodes cleaned up, after %lld ms",
          timer.elapsed());
    QVERIFY(!m_workflow->runningStep());
    // An ended rank can stay a zombie for a moment, until sshd (its parent) reaps it.
    QTRY_COMPARE_WITH_TIMEOUT(leftovers(), QString(), 5000);
}

void TestBandwidthLab::cancelHungRun()
{
    QCOMPARE(lab({QStringLiteral("fault"), QStringLiteral("mpirun-hang")}), 0);
    TestSpec spec;
    spec.maxBytes = 1 << 20;
    m_workflow->runBandwidth(spec);
    // The stand-in prints its header and then hangs: wait until a rank runs on the nodes.
    QTRY_VERIFY_WITH_TIMEOUT(leftovers().contains(QLatin1String("_perf")), 30000);
    QTest::qWait(1000);
    QElapsedTimer timer;
    timer.start();
    m_workflow->cancelBandwidth();
    QVERIFY(waitForStep(StepId::Bandwidth, 60000));
    qInfo("Workflow::cancelBandwidth on a hung run: finished after %lld ms", timer.elapsed());
    QCOMPARE(lab({QStringLiteral("fault"), QStringLiteral("clear")}), 0);
    QVERIFY(checkOf(*m_workflow, QStringLiteral("bandwidth.run"))
                .detail.startsWith(QLatin1String("Cancelled")));
    // An ended rank can stay a zombie for a moment, until sshd (its parent) reaps it.
    QTRY_COMPARE_WITH_TIMEOUT(leftovers(), QString(), 5000);
}

// Honest state after a change of course: a foreign netplan file that Restore puts back is moved
// aside again by the next apply (read from the node then, not from the plan), verify and the
// test are refused while what they relied on is gone, and the NCCL test runs once the fabric is
// set up and verified again.
void TestBandwidthLab::restoreThenApplyAgain()
{
    const QString stale = QStringLiteral("/etc/netplan/99-nvidia-sync-cluster.yaml");
    const auto present = [&] {
        return lab({QStringLiteral("exec"),
                    QStringLiteral("1"),
                    QStringLiteral("test"),
                    QStringLiteral("-e"),
                    stale})
               == 0;
    };
    // Restore puts every earlier apply back, newest first: node 1 as it was before the first
    // apply of this test, now with a Sync file, which the plan moves aside.
    QCOMPARE(lab({QStringLiteral("fault"), QStringLiteral("stale-netplan"), QStringLiteral("1")}),
             0);
    m_workflow->restoreNetwork();
    QVERIFY(waitForStep(StepId::Apply, 120000));
    QVERIFY(present());
    QVERIFY2(
        m_workflow->readiness(StepAction::Verify).reason.contains(QLatin1String("was restored")),
        qPrintable(m_workflow->readiness(StepAction::Verify).reason));
    QVERIFY(!m_workflow->readiness(StepAction::Bandwidth).ready);
    m_workflow->undoFabric();
    QVERIFY(waitForStep(StepId::SshFabric, 120000));
    QCOMPARE(StepGate::factsOf(*m_workflow).of(StepId::SshFabric), StepOutcome::Undone);
    QVERIFY(!m_workflow->readiness(StepAction::Bandwidth).ready);

    // The plan was made before the Sync file existed: it names nothing to move aside.
    QVERIFY(m_workflow->session().moveAside.isEmpty());
    m_workflow->applyPlan(std::chrono::seconds(60));
    QVERIFY(waitForStep(StepId::Apply, 120000));
    QVERIFY2(worstStatus(m_workflow->session().checks.value(StepId::Apply)) == CheckStatus::Pass,
             qPrintable(describe(m_workflow->session().checks.value(StepId::Apply))));
    // Node 1's apply.read names the file it moves aside; node 2 has none to move.
    QStringList read;
    for (const Check &check : m_workflow->session().checks.value(StepId::Apply)) {
        if (check.id == QLatin1String("apply.read"))
            read << check.node + QLatin1String(": ") + check.detail;
    }
    QCOMPARE(read.size(), 2);
    QVERIFY2(read.filter(QLatin1String("99-nvidia-sync-cluster.yaml")).size() == 1,
             qPrintable(read.join(QLatin1Char('\n'))));
    QVERIFY(!present());
    m_workflow->setupFabric();
    QVERIFY(waitForStep(StepId::SshFabric, 120000));
    m_workflow->runVerify();
    QVERIFY(waitForStep(StepId::Verify, 120000));
    QVERIFY2(worstStatus(m_workflow->session().checks.value(StepId::Verify)) != CheckStatus::Fail,
             qPrintable(describe(m_workflow->session().checks.value(StepId::Verify))));
    TestSpec spec;
    spec.maxBytes = 1 << 20;
    spec.thresholdGBps = 20;
    m_workflow->runBandwidth(spec);
    QVERIFY(waitForStep(StepId::Bandwidth, 120000));
    QCOMPARE(checkOf(*m_workflow, QStringLiteral("bandwidth.run")).status, CheckStatus::Pass);
    QCOMPARE(lab({QStringLiteral("fault"), QStringLiteral("clear")}), 0);
}

QTEST_MAIN(TestBandwidthLab)
#include "tst_bandwidthlab.moc"
