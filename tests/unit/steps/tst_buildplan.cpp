// SPDX-License-Identifier: GPL-3.0-or-later
// The build plan and the folders that are not Tandem's: where a node that needs a build has a
// user's own folder at the location, the component moves to Tandem's own folder on every node
// (the same path everywhere), with a note; a user's folder at Tandem's own location is refused;
// a user's folder where nothing is built changes nothing.
#include "prereqfixtures.h"
#include "prereqs/buildplan.h"

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
    void folders_data();
    void folders();
    void whatIsBuiltAgainstNcclFollowsIt();
};

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
