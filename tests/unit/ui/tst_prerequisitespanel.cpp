// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklistpanel.h"
#include "checks/checkjson.h"
#include "fakenoderunner.h"
#include "models/checklistmodel.h"
#include "prerequisitespanel.h"
#include "steps/bandwidth/prerequisites.h"
#include "steps/flow/workflow.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;
using namespace Tandem::Test;

namespace {

// What the detection script prints on a node before (nothing but Open MPI) and after a build
// (perftest's ib_write_bw too).
QByteArray report(const QString &ncclHome, bool built)
{
    QByteArray out
        = "tandem-prereqs 1\nhome /home/nvidia\narch aarch64\n"
          "tool git /usr/bin/git\ntool make /usr/bin/make\ntool cmake /usr/bin/cmake\n"
          "tool g++ /usr/bin/g++\ntool nvcc /usr/local/cuda/bin/nvcc\ngpu GPU 0: NVIDIA GB10\n";
    out += "nccl.home /home/nvidia/" + ncclHome.toUtf8() + "\n";
    if (built) {
        out += "nccl.header /home/nvidia/nccl/build/include/nccl.h\n"
               "nccl.define #define NCCL_MAJOR 2\nnccl.define #define NCCL_MINOR 28\nnccl.define "
               "#define NCCL_PATCH 9\n"
               "nccl.lib /home/nvidia/nccl/build/lib/libnccl.so.2.28.9\n"
               "nccl.libversion NCCL version 2.28.9+cuda13.0\n";
    }
    out += "tests.dir /home/nvidia/nccl-tests/build\n";
    if (built) {
        out += "tests.bin all_gather_perf\n"
               "tests.ldd libnccl.so.2 => /home/nvidia/nccl/build/lib/libnccl.so.2 (0x1)\n"
               "tests.ldd libmpi.so.40 => /lib/aarch64-linux-gnu/libmpi.so.40 (0x2)\n";
    }
    out += "mpi.mpirun /usr/bin/mpirun\nmpi.version mpirun (Open MPI) 4.1.6\nmpi.mpicc "
           "/usr/bin/mpicc\n"
           "mpi.incdirs /usr/lib/aarch64-linux-gnu/openmpi/include\n"
           "probe.path /home/nvidia/tandem-probe/build/tandem-probe\n";
    if (built) {
        out += "probe.exit 0\nprobe.out tandem-probe "
               + Prerequisites::expectedProbe().version.toUtf8() + " source="
               + Prerequisites::expectedProbe().sourceId.toUtf8() + " backends=nccl,mpi\n";
        out += "perftest.path /usr/bin/ib_write_bw\nperftest.version Version: 6.22\n";
    }
    return out + "end\n";
}

// Nodes that answer the detection script and the builds like real ones, at once.
auto prerequisitesFactory(QStringList *commands)
{
    return [commands](const NodeAddress &node, const auto &, QObject *parent) -> NodeRunner * {
        auto *runner = new FakeNodeRunner(node.name, parent);
        auto built = std::make_shared<bool>(false);
        runner->setHandler(
            [built, commands](const RemoteCommand &command) -> std::optional<CommandResult> {
                const QByteArray name = command.argv().value(3);
                *commands << QString::fromUtf8(name);
                CommandResult result;
                result.exitStatus = 0;
                if (name == "tandem-prereqs") {
                    result.out = report(QString::fromUtf8(command.argv().value(4)), *built);
                } else if (name.startsWith("tandem-build-") || name == "tandem-install-mpi"
                           || name == "tandem-install-perftest") {
                    result.out = "tandem: step clone\ntandem: step build\n";
                    for (int i = 0; i < 30; ++i)
                        result.out += "Compiling  file" + QByteArray::number(i) + ".cc > x.o\n";
                    result.out += "[100%] Built target tandem-probe\ntandem: step install\n";
                    *built = true;
                } else if (name != "tandem-upload") {
                    return std::nullopt;
                }
                return result;
            });
        return runner;
    };
}

} // namespace

class TestPrerequisitesPanel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkEditBuild();
    void notConnectedSaysSo();
    void resumedChecksAreListed();
};

void TestPrerequisitesPanel::resumedChecksAreListed()
{
    Workflow workflow(fakeRunnerFactory());
    PrerequisitesPanel panel(&workflow);
    WorkflowState state;
    QList<Check> checks;
    for (const char *id : {"prereq.nccl", "prereq.mpi"}) {
        Check check;
        check.id = QString::fromLatin1(id);
        check.node = QStringLiteral("node1");
        check.status = CheckStatus::Pass;
        checks << check;
    }
    state.prerequisites = {{QStringLiteral("checks"), toJson(checks)}};
    workflow.restore(state);
    auto *list = panel.findChild<CheckListPanel *>();
    QVERIFY(list);
    QCOMPARE(list->view()->model()->rowCount(), 2);
    QVERIFY(list->isVisibleTo(&panel));
}

void TestPrerequisitesPanel::notConnectedSaysSo()
{
    Workflow workflow(fakeRunnerFactory());
    PrerequisitesPanel panel(&workflow);
    QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("checkPrerequisites"))->isEnabled());
    QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("buildMissing"))->isEnabled());
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("prerequisitesStatus"))
                ->text()
                .contains(QLatin1String("Devices")));
}

void TestPrerequisitesPanel::checkEditBuild()
{
    QStringList commands;
    Workflow workflow(prerequisitesFactory(&commands));
    NodeAddress a, b;
    a.name = a.host = QStringLiteral("spark-386d");
    b.name = b.host = QStringLiteral("spark-7089");
    workflow.setNodes({a, b});
    PrerequisitesPanel panel(&workflow);
    QAbstractItemModelTester tester(panel.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *check = panel.findChild<QPushButton *>(QStringLiteral("checkPrerequisites"));
    auto *build = panel.findChild<QPushButton *>(QStringLiteral("buildMissing"));
    auto *cancel = panel.findChild<QPushButton *>(QStringLiteral("cancelBuild"));
    workflow.connectAll();
    QTRY_VERIFY(workflow.allConnected());
    QTRY_VERIFY(check->isEnabled());
    QVERIFY(!build->isEnabled()); // nothing known to be missing yet

    // Point Tandem at another NCCL: the next check asks for it there. A bad path is refused.
    auto *home = panel.findChild<QLineEdit *>(QStringLiteral("ncclHome"));
    home->setText(QStringLiteral("-rf"));
    Q_EMIT home->editingFinished();
    QCOMPARE(workflow.prerequisites()->locations().ncclHome, QStringLiteral("nccl/build"));
    home->setText(QStringLiteral("nccl-2.28/build"));
    Q_EMIT home->editingFinished();
    QCOMPARE(workflow.prerequisites()->locations().ncclHome, QStringLiteral("nccl-2.28/build"));

    check->click();
    QTRY_COMPARE(panel.model()->rowCount(), 11); // five per node and the versions
    QTRY_VERIFY(build->isEnabled());
    bool saw = false;
    int perftestWarnings = 0;
    for (const Check &c : panel.model()->checks()) {
        saw = saw
              || (c.id == QLatin1String("prereq.nccl")
                  && c.detail.contains(QLatin1String("nccl-2.28/build")));
        perftestWarnings += c.id == QLatin1String("prereq.perftest")
                            && c.status == CheckStatus::Warn
                            && c.detail.contains(QLatin1String("Doctor"));
    }
    QVERIFY(saw);
    QCOMPARE(perftestWarnings, 2);

    home->setText(QStringLiteral("nccl/build"));
    Q_EMIT home->editingFinished();
    build->click();
    QTRY_VERIFY(panel.confirmation() && panel.confirmation()->isVisible());
    const QString question = panel.confirmation()->text();
    QVERIFY2(question.contains(QLatin1String("On spark-386d:"))
                 && question.contains(QLatin1String("On spark-7089:")),
             qPrintable(question));
    QVERIFY2(question.contains(QLatin1String("build NCCL v2.28.9-1")), qPrintable(question));
    QVERIFY2(question.contains(QLatin1String("NCCL and MPI backends")), qPrintable(question));
    // "Build missing" installs perftest as well, first, with sudo.
    QVERIFY2(question.indexOf(QLatin1String("install perftest"))
                     > question.indexOf(QLatin1String("On spark-386d:"))
                 && question.indexOf(QLatin1String("install perftest"))
                        < question.indexOf(QLatin1String("build NCCL v2.28.9-1")),
             qPrintable(question));
    QVERIFY2(panel.confirmation()->informativeText().contains(
                 QLatin1String("perftest is installed with sudo")),
             qPrintable(panel.confirmation()->informativeText()));
    QVERIFY(!commands.contains(QStringLiteral("tandem-build-nccl"))); // nothing before yes
    panel.confirmation()->button(QMessageBox::Yes)->click();
    QVERIFY(cancel->isEnabled());
    QVERIFY(panel.progressBar(QStringLiteral("spark-7089"), PrereqComponent::Probe));
    QVERIFY(panel.progressBar(QStringLiteral("spark-386d"), PrereqComponent::Perftest));

    QTRY_VERIFY(!workflow.prerequisites()->isRunning());
    QCOMPARE(panel.progressBar(QStringLiteral("spark-386d"), PrereqComponent::Nccl)->value(), 1000);
    QCOMPARE(panel.progressBar(QStringLiteral("spark-7089"), PrereqComponent::Probe)->value(),
             1000);
    QCOMPARE(panel.progressBar(QStringLiteral("spark-7089"), PrereqComponent::Perftest)->value(),
             1000);
    QVERIFY(!cancel->isEnabled());
    QVERIFY(panel.logView()->toPlainText().contains(
        QLatin1String("spark-386d nccl: Compiling  file29.cc")));
    QCOMPARE(commands.count(QStringLiteral("tandem-upload")),
             2); // the probe's sources, once per node
    QCOMPARE(commands.count(QStringLiteral("tandem-install-perftest")), 2);
    // Checked again after the build: everything there now.
    int pass = 0;
    for (const Check &c : panel.model()->checks())
        pass += c.status == CheckStatus::Pass;
    QVERIFY2(pass >= 11 + 8, qPrintable(QString::number(pass)));
}

QTEST_MAIN(TestPrerequisitesPanel)
#include "tst_prerequisitespanel.moc"
