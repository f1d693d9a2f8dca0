// SPDX-License-Identifier: GPL-3.0-or-later
// The build plan: what is built on a node and in which order (perftest first, Open MPI where a
// build needs its development files), what is refused and why, and how the plan reads. And the
// folders that are not Tandem's: where a node that needs a build has a user's own folder at the
// location, the component moves to Tandem's own folder on every node (the same path
// everywhere), with a note; a user's folder at Tandem's own location is refused; a user's
// folder where nothing is built changes nothing.
#include "fakenoderunner.h"
#include "prereqfixtures.h"
#include "prereqs/buildplan.h"
#include "steps/bandwidth/prerequisitesbuild.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

const QString one = QStringLiteral("spark-1");
const QString two = QStringLiteral("spark-2");

} // namespace

Q_DECLARE_METATYPE(Tandem::Test::Change)
Q_DECLARE_METATYPE(Tandem::PrereqComponent)

class TestBuildPlan final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plan_data();
    void plan();
    void planDescribesWhatAndWhere();
    void failedPerftestSkipsNothing();
    void folders_data();
    void folders();
    void whatIsBuiltAgainstNcclFollowsIt();
};

void TestBuildPlan::plan_data()
{
    QTest::addColumn<QList<PrereqComponent>>("wanted");
    QTest::addColumn<Change>("change");
    QTest::addColumn<QString>("jobs");    // the components of the node's job, by key
    QTest::addColumn<QString>("refused"); // refused components, by key
    QTest::addColumn<bool>("withNccl");
    QTest::addColumn<bool>("rebuild");
    const QList<PrereqComponent> all{PrereqComponent::Mpi,
                                     PrereqComponent::Nccl,
                                     PrereqComponent::NcclTests,
                                     PrereqComponent::Probe};
    QTest::newRow("all there") << all << Change([](NodePrerequisites &) {}) << ""
                               << "" << true << false;
    QTest::newRow("nothing there") << all << Change([](NodePrerequisites &n) {
        n.nccl = {};
        n.tests = {};
        n.probe = {};
    }) << "nccl nccl-tests probe"
                                   << "" << true << false;
    QTest::newRow("no gpu: probe mpi only")
        << QList<PrereqComponent>{PrereqComponent::Probe} << Change([](NodePrerequisites &n) {
               n.probe = {};
               n.gpu.clear();
           })
        << "probe"
        << "" << false << false;
    QTest::newRow("dev files first")
        << QList<PrereqComponent>{PrereqComponent::Probe} << Change([](NodePrerequisites &n) {
               n.probe = {};
               n.mpi.mpicc.clear();
           })
        << "mpi probe"
        << "" << true << false;
    QTest::newRow("tests need nccl")
        << QList<PrereqComponent>{PrereqComponent::NcclTests} << Change([](NodePrerequisites &n) {
               n.nccl = {};
               n.tests = {};
           })
        << ""
        << "nccl-tests" << false << false;
    QTest::newRow("no git") << all << Change([](NodePrerequisites &n) {
        n.nccl = {};
        n.tests = {};
        n.tools.remove(QStringLiteral("git"));
    }) << ""
                            << "nccl nccl-tests" << false << false;
    QTest::newRow("rebuild what passes") << QList<PrereqComponent>{PrereqComponent::Nccl}
                                         << Change([](NodePrerequisites &) {}) << "nccl"
                                         << "" << true << true;
    QTest::newRow("no cmake") << all << Change([](NodePrerequisites &n) {
        n.probe = {};
        n.tools.insert(QStringLiteral("cmake"), QString());
    }) << ""
                              << "probe" << true << false;

    // perftest: an apt install before anything else, only when asked for.
    const QList<PrereqComponent> everything
        = QList<PrereqComponent>{PrereqComponent::Perftest} + all;
    const PrereqComponent perftest = PrereqComponent::Perftest;
    const Change noPerftest = [](NodePrerequisites &n) { n.perftest = {}; };
    QTest::newRow("perftest first") << everything << Change([](NodePrerequisites &n) {
        n.nccl = {};
        n.tests = {};
        n.probe = {};
        n.perftest = {};
    }) << "perftest nccl nccl-tests probe"
                                    << "" << true << false;
    QTest::newRow("perftest before the dev files")
        << QList<PrereqComponent>{PrereqComponent::Probe, perftest}
        << Change([](NodePrerequisites &n) {
               n.probe = {};
               n.mpi.mpicc.clear();
               n.perftest = {};
           })
        << "perftest mpi probe"
        << "" << true << false;
    QTest::newRow("perftest there") << everything << Change([](NodePrerequisites &) {}) << ""
                                    << "" << true << false;
    QTest::newRow("perftest not asked for") << all << noPerftest << ""
                                            << "" << true << false;
    QTest::newRow("perftest needs no compilers")
        << QList<PrereqComponent>{perftest} << Change([](NodePrerequisites &n) {
               n.perftest = {};
               n.tools.clear();
           })
        << "perftest"
        << "" << false << false;
    QTest::newRow("perftest again")
        << QList<PrereqComponent>{perftest} << Change([](NodePrerequisites &) {}) << "perftest"
        << "" << true << true;
}

void TestBuildPlan::plan()
{
    QFETCH(QList<PrereqComponent>, wanted);
    QFETCH(Change, change);
    QFETCH(QString, jobs);
    QFETCH(QString, refused);
    QFETCH(bool, withNccl);
    QFETCH(bool, rebuild);
    NodePrerequisites node = healthy();
    change(node);
    const QString name = QStringLiteral("spark-386d");
    const BuildPlan plan
        = BuildPlan::make(wanted, {name}, {{name, node}}, checksOf(name, node), {}, {}, rebuild);
    QStringList built, refusedKeys;
    for (const BuildJob &job : plan.jobs) {
        QCOMPARE(job.node, name);
        for (PrereqComponent c : job.components)
            built << prereqComponentKey(c);
        QCOMPARE(job.probeWithNccl, withNccl);
    }
    for (const Check &check : plan.refused) {
        QCOMPARE(check.status, CheckStatus::Fail);
        QVERIFY(check.detail.startsWith(QLatin1String("Not built: ")));
        refusedKeys << check.id.mid(int(qstrlen("prereq.build.")));
    }
    QCOMPARE(built.join(QLatin1Char(' ')), jobs);
    QCOMPARE(refusedKeys.join(QLatin1Char(' ')), refused);
}

void TestBuildPlan::planDescribesWhatAndWhere()
{
    BuildJob job{QStringLiteral("spark-386d"),
                 {PrereqComponent::Mpi,
                  PrereqComponent::Nccl,
                  PrereqComponent::NcclTests,
                  PrereqComponent::Probe},
                 false};
    const QStringList lines = BuildPlan::describe(job, {}, {});
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines.at(0).contains(QLatin1String("sudo")), qPrintable(lines.at(0)));
    QVERIFY2(lines.at(1).contains(QLatin1String("v2.28.9-1"))
                 && lines.at(1).contains(QLatin1String("sm_121"))
                 && lines.at(1).contains(QLatin1String("into nccl ")),
             qPrintable(lines.at(1)));
    QVERIFY2(lines.at(2).contains(QLatin1String("MPI=1")), qPrintable(lines.at(2)));
    QVERIFY2(lines.at(3).contains(QLatin1String("MPI backend only"))
                 && lines.at(3).contains(QLatin1String("tandem-probe")),
             qPrintable(lines.at(3)));

    job.components.prepend(PrereqComponent::Perftest);
    const QStringList withPerftest = BuildPlan::describe(job, {}, {});
    QCOMPARE(withPerftest.size(), 5);
    QCOMPARE(withPerftest.mid(1), lines);
    QVERIFY2(withPerftest.at(0).contains(QLatin1String("sudo"))
                 && withPerftest.at(0).contains(QLatin1String("apt-get install perftest")),
             qPrintable(withPerftest.at(0)));
}

// Nothing after perftest needs it: where its install fails, the node's builds still run.
void TestBuildPlan::failedPerftestSkipsNothing()
{
    FakeNodeRunner node(one);
    node.setHandler([](const RemoteCommand &command) -> std::optional<CommandResult> {
        CommandResult result;
        const QByteArray name = command.argv().value(3);
        result.exitStatus = name == "tandem-install-perftest" ? 100 : 0;
        result.out = name == "tandem-install-perftest" ? "E: Unable to locate package perftest\n"
                                                       : "tandem: step install\n";
        return result;
    });
    BuildRequest request;
    request.jobs = {BuildJob{one, {PrereqComponent::Perftest, PrereqComponent::Nccl}, false}};
    request.sudoPassword = "pw";
    PrerequisitesBuild build({&node}, request);
    QSignalSpy finished(&build, &Step::finished);
    QHash<QString, Check> last;
    connect(&build, &Step::checkChanged, this, [&last](const Check &check) {
        last.insert(check.id, check);
    });
    build.start();
    QVERIFY(finished.count() > 0 || finished.wait(5000));
    const Check perftest = last.value(QStringLiteral("prereq.build.perftest"));
    QCOMPARE(perftest.status, CheckStatus::Fail);
    QVERIFY2(perftest.detail.contains(QLatin1String("Unable to locate package perftest")),
             qPrintable(perftest.detail));
    QVERIFY2(perftest.fix.contains(QLatin1String("package mirrors")), qPrintable(perftest.fix));
    QCOMPARE(last.value(QStringLiteral("prereq.build.nccl")).status, CheckStatus::Pass);
    QCOMPARE(node.received().size(), 2);
    QVERIFY(node.received().constFirst().sudo());
}

void TestBuildPlan::folders_data()
{
    QTest::addColumn<PrereqComponent>("component");
    QTest::addColumn<QString>("location"); // the session's, for that component
    QTest::addColumn<Change>("first");     // spark-1 as checked
    QTest::addColumn<Change>("second");    // spark-2 as checked
    QTest::addColumn<bool>("rebuild");
    QTest::addColumn<QString>("builtOn"); // nodes with a job, space-separated
    QTest::addColumn<QString>("movedTo"); // the relocated location; empty: not relocated
    QTest::addColumn<QString>("note");    // part of the one note; empty: no note
    QTest::addColumn<QString>("refusedOn");

    const auto missingNccl = [](const QString &owner) {
        return Change([owner](NodePrerequisites &n) {
            n.nccl = {};
            n.folders.insert(QStringLiteral("nccl"), owner);
        });
    };
    const auto hasNccl = [](const QString &owner) {
        return Change(
            [owner](NodePrerequisites &n) { n.folders.insert(QStringLiteral("nccl"), owner); });
    };
    const QString nccl = QStringLiteral("nccl/build");
    const QString own = QString::fromLatin1(InstallLocations::ownNcclHome);
    const PrereqComponent N = PrereqComponent::Nccl;

    QTest::newRow("Tandem's folder: built in place")
        << N << nccl << missingNccl(QStringLiteral("tandem")) << hasNccl(QStringLiteral("tandem"))
        << false << one << ""
        << ""
        << "";
    QTest::newRow("no folder yet: built in place")
        << N << nccl << missingNccl(QStringLiteral("none")) << hasNccl(QStringLiteral("none"))
        << false << one << ""
        << ""
        << "";
    QTest::newRow("user's clone where a build is needed: Tandem's folder on every node")
        << N << nccl << missingNccl(QStringLiteral("foreign")) << hasNccl(QStringLiteral("tandem"))
        << false << one + u' ' + two << own
        << "~/nccl on spark-1 is not Tandem's (it has no .tandem-build), so Tandem leaves it as "
           "it is and builds NCCL into ~/tandem/nccl on every node instead"
        << "";
    QTest::newRow("user's clone that works: left alone, nothing moves")
        << N << nccl << hasNccl(QStringLiteral("foreign")) << missingNccl(QStringLiteral("none"))
        << false << two << ""
        << ""
        << "";
    QTest::newRow("rebuild over two users' clones")
        << N << nccl << hasNccl(QStringLiteral("foreign")) << hasNccl(QStringLiteral("foreign"))
        << true << one + u' ' + two << own << "~/nccl on spark-1, spark-2"
        << "";
    QTest::newRow("an absolute location of the user's")
        << N << QStringLiteral("/opt/nccl/build") << missingNccl(QStringLiteral("foreign"))
        << hasNccl(QStringLiteral("none")) << false << one + u' ' + two << own
        << "/opt/nccl on spark-1"
        << "";
    QTest::newRow("a user's folder at Tandem's own location: refused")
        << N << own << missingNccl(QStringLiteral("foreign")) << hasNccl(QStringLiteral("none"))
        << false << ""
        << ""
        << "" << one;
    QTest::newRow("the probe's folder")
        << PrereqComponent::Probe << QString::fromLatin1(InstallLocations::defaultProbePath)
        << Change([](NodePrerequisites &n) {
               n.probe = {};
               n.folders.insert(QStringLiteral("tandem-probe"), QStringLiteral("foreign"));
           })
        << Change([](NodePrerequisites &) {}) << false << one + u' ' + two
        << QString::fromLatin1(InstallLocations::ownProbePath)
        << "builds tandem-probe into ~/tandem/tandem-probe"
        << "";
}

void TestBuildPlan::folders()
{
    QFETCH(PrereqComponent, component);
    QFETCH(QString, location);
    QFETCH(Change, first);
    QFETCH(Change, second);
    QFETCH(bool, rebuild);
    QFETCH(QString, builtOn);
    QFETCH(QString, movedTo);
    QFETCH(QString, note);
    QFETCH(QString, refusedOn);

    NodePrerequisites a = healthy();
    NodePrerequisites b = healthy();
    first(a);
    second(b);
    InstallLocations locations;
    if (component == PrereqComponent::Probe)
        locations.probePath = location;
    else
        locations.ncclHome = location;
    const BuildPlan plan = BuildPlan::make({component},
                                           {one, two},
                                           {{one, a}, {two, b}},
                                           checksOf(one, a) + checksOf(two, b),
                                           locations,
                                           {},
                                           rebuild);
    QStringList nodes;
    for (const BuildJob &job : plan.jobs) {
        QCOMPARE(job.components, QList<PrereqComponent>{component});
        nodes << job.node;
    }
    QCOMPARE(nodes.join(QLatin1Char(' ')), builtOn);
    QCOMPARE(plan.relocated.has_value(), !movedTo.isEmpty());
    if (plan.relocated) {
        QCOMPARE(component == PrereqComponent::Probe ? plan.relocated->probePath
                                                     : plan.relocated->ncclHome,
                 movedTo);
        // What the plan shows says where the build goes.
        const QString line
            = BuildPlan::describe(plan.jobs.first(), plan.where(locations), {}).first();
        QVERIFY2(line.contains(QLatin1String("into tandem/")), qPrintable(line));
    }
    QCOMPARE(plan.notes.size(), note.isEmpty() ? 0 : 1);
    if (!note.isEmpty())
        QVERIFY2(plan.notes.first().contains(note), qPrintable(plan.notes.first()));
    QStringList refused;
    for (const Check &check : plan.refused) {
        refused << check.node;
        QVERIFY2(check.detail.contains(QLatin1String("was not made by Tandem")),
                 qPrintable(check.detail));
    }
    QCOMPARE(refused.join(QLatin1Char(' ')), refusedOn);
}

// NCCL moves to Tandem's folder: nccl-tests (built against it) is rebuilt on every node too,
// even where it passed; where NCCL cannot be built, nccl-tests is refused rather than built
// against a folder that stays empty.
void TestBuildPlan::whatIsBuiltAgainstNcclFollowsIt()
{
    NodePrerequisites a = healthy();
    NodePrerequisites b = healthy();
    a.nccl = {};
    a.folders.insert(QStringLiteral("nccl"), QStringLiteral("foreign"));
    const QList<PrereqComponent> wanted{PrereqComponent::Nccl, PrereqComponent::NcclTests};
    const auto make = [&] {
        return BuildPlan::make(wanted,
                               {one, two},
                               {{one, a}, {two, b}},
                               checksOf(one, a) + checksOf(two, b),
                               {},
                               {},
                               false);
    };
    BuildPlan plan = make();
    QCOMPARE(plan.jobs.size(), 2);
    for (const BuildJob &job : std::as_const(plan.jobs))
        QCOMPARE(job.components, wanted);
    QVERIFY(plan.refused.isEmpty());

    b.tools.remove(QStringLiteral("git")); // spark-2 cannot build NCCL
    plan = make();
    QStringList refused;
    for (const Check &check : std::as_const(plan.refused))
        refused << check.node + QLatin1Char(' ') + check.id;
    QCOMPARE(refused,
             (QStringList{QStringLiteral("spark-2 prereq.build.nccl"),
                          QStringLiteral("spark-2 prereq.build.nccl-tests")}));
}

QTEST_GUILESS_MAIN(TestBuildPlan)
#include "tst_buildplan.moc"
