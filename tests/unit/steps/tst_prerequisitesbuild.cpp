// SPDX-License-Identifier: GPL-3.0-or-later
// The prerequisites end to end on this machine: LocalShellRunner runs the exact remote scripts
// with /bin/sh in a private HOME per "node", against the stand-in NCCL and nccl-tests sources
// (tests/common/standin-sources), so detection, the builds, their streaming, failure and cancel
// are real; only SSH is left out (the lab tests have it).
#include "buildinfo.h"
#include "fakenoderunner.h"
#include "localshellrunner.h"
#include "nccl/mpiruncommand.h"
#include "prereqs/probebundle.h"
#include "resultcheck.h"
#include "steps/bandwidth/prerequisites.h"
#include "steps/flow/workflow.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

const Check *find(const QList<Check> &checks, const QString &id, const QString &node)
{
    for (const Check &check : checks) {
        if (check.id == id && check.node == node)
            return &check;
    }
    return nullptr;
}

QString describe(const QList<Check> &checks)
{
    QStringList lines;
    for (const Check &c : checks)
        lines
            << QStringLiteral("%1 %2 %3: %4").arg(c.node, c.id, checkStatusKey(c.status), c.detail);
    return lines.join(QLatin1Char('\n'));
}

bool have(const char *tool)
{
    return !QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty();
}

// Everything a build left beside the folders it replaces.
QStringList leftovers(const QString &home)
{
    QStringList found;
    QDirIterator it(
        home, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(QLatin1String(".tandem-new."))
            || path.contains(QLatin1String(".tandem-old.")))
            found << path;
    }
    return found;
}

} // namespace

class TestPrerequisitesBuild final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void checkFindsNothing();
    void buildsOnEveryNodeAtOnce();
    void failedBuildSaysWhyAndSkipsTheRest();
    void cancelEndsTheBuild();
    void usersCheckoutSurvives();
    void buildsTheProbeFromTheBundle();
    void bundleIsReproducibleAndHoldsOnlyTheProbe();
    void stateKeepsTheLocations();
    void bandwidthRunUsesTheLocations();

private:
    void makeNodes(int count);
    bool runToEnd(Prerequisites &prereqs, const std::function<void()> &start, int timeoutMs);

    QTemporaryDir m_sources;
    QString m_cuda;
    std::unique_ptr<QTemporaryDir> m_root;
    QList<LocalShellRunner *> m_nodes;
    std::unique_ptr<Prerequisites> m_prereqs;
    bool m_canBuild = false;
};

void TestPrerequisitesBuild::initTestCase()
{
    QVERIFY(m_sources.isValid());
    m_canBuild = have("git") && have("make") && have("cc") && have("mpicc") && have("setsid");
    if (m_canBuild) {
        QProcess make;
        make.start(QStringLiteral("sh"),
                   {QStringLiteral(TANDEM_SOURCE_DIR "/tests/common/standin-sources/make-repos.sh"),
                    m_sources.path()});
        QVERIFY(make.waitForFinished(60000));
        QVERIFY2(make.exitCode() == 0, make.readAllStandardError().constData());
    }
    // The NCCL build only checks that CUDA's compiler is there; the stand-in needs none.
    m_cuda = m_sources.filePath(QStringLiteral("cuda"));
    QVERIFY(QDir().mkpath(m_cuda + QStringLiteral("/bin")));
    QFile nvcc(m_cuda + QStringLiteral("/bin/nvcc"));
    QVERIFY(nvcc.open(QIODevice::WriteOnly));
    nvcc.write("#!/bin/sh\nexit 0\n");
    nvcc.close();
    nvcc.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

void TestPrerequisitesBuild::init()
{
    m_root = std::make_unique<QTemporaryDir>();
    QVERIFY(m_root->isValid());
}

void TestPrerequisitesBuild::cleanup()
{
    m_prereqs.reset();
    qDeleteAll(m_nodes);
    m_nodes.clear();
}

void TestPrerequisitesBuild::makeNodes(int count)
{
    for (int i = 1; i <= count; ++i) {
        const QString home = m_root->filePath(QStringLiteral("node%1").arg(i));
        QDir().mkpath(home);
        m_nodes << new LocalShellRunner(QStringLiteral("node%1").arg(i), home);
    }
    m_prereqs = std::make_unique<Prerequisites>(
        [this] {
            QList<NodeRunner *> runners;
            for (LocalShellRunner *node : std::as_const(m_nodes))
                runners << node;
            return runners;
        },
        [] { return QByteArray(); });
    InstallLocations where;
    where.ncclHome = QStringLiteral("tl/nccl/build");
    where.ncclTestsDir = QStringLiteral("tl/nccl-tests/build");
    where.probePath = QStringLiteral("tl/tandem-probe/build/tandem-probe");
    m_prereqs->setLocations(where);
    BuildSources sources;
    sources.ncclUrl = QStringLiteral("file://") + m_sources.filePath(QStringLiteral("nccl"));
    sources.ncclTestsUrl
        = QStringLiteral("file://") + m_sources.filePath(QStringLiteral("nccl-tests"));
    sources.cudaHome = m_cuda;
    m_prereqs->setSources(sources);
}

bool TestPrerequisitesBuild::runToEnd(Prerequisites &prereqs,
                                      const std::function<void()> &start,
                                      int timeoutMs)
{
    QSignalSpy finished(&prereqs, &Prerequisites::finished);
    start();
    return finished.count() > 0 || finished.wait(timeoutMs);
}

void TestPrerequisitesBuild::checkFindsNothing()
{
    makeNodes(2);
    QVERIFY(runToEnd(
        *m_prereqs, [this] { m_prereqs->check(); }, 30000));
    const QList<Check> checks = m_prereqs->checks();
    QCOMPARE(m_prereqs->found().size(), 2);
    for (const QString &node : {QStringLiteral("node1"), QStringLiteral("node2")}) {
        QCOMPARE(find(checks, QStringLiteral("prereq.nccl"), node)->status, CheckStatus::Fail);
        QCOMPARE(find(checks, QStringLiteral("prereq.nccl-tests"), node)->status,
                 CheckStatus::Fail);
        QCOMPARE(find(checks, QStringLiteral("prereq.probe"), node)->status, CheckStatus::Fail);
        QVERIFY(find(checks, QStringLiteral("prereq.mpi"), node));
        QVERIFY2(find(checks, QStringLiteral("prereq.nccl"), node)
                     ->detail.contains(m_root->filePath(node)),
                 qPrintable(describe(checks)));
    }
    QVERIFY(find(checks, QStringLiteral("prereq.versions"), QString()));
}

void TestPrerequisitesBuild::buildsOnEveryNodeAtOnce()
{
    if (!m_canBuild)
        QSKIP("needs git, make, cc, mpicc and setsid");
    makeNodes(2);
    QVERIFY(runToEnd(
        *m_prereqs, [this] { m_prereqs->check(); }, 30000));
    const BuildPlan plan = m_prereqs->plan({PrereqComponent::Nccl, PrereqComponent::NcclTests});
    QVERIFY2(plan.refused.isEmpty(), qPrintable(describe(plan.refused)));
    QCOMPARE(plan.jobs.size(), 2);
    QCOMPARE(plan.jobs.at(0).components,
             (QList<PrereqComponent>{PrereqComponent::Nccl, PrereqComponent::NcclTests}));

    QSignalSpy lines(m_prereqs.get(), &Prerequisites::buildLine);
    QSignalSpy progress(m_prereqs.get(), &Prerequisites::buildProgress);
    QHash<QString, double> last;
    bool backwards = false;
    connect(m_prereqs.get(),
            &Prerequisites::buildProgress,
            this,
            [&](const QString &node, PrereqComponent c, double f) {
                const QString key = node + prereqComponentKey(c);
                backwards = backwards || f < last.value(key);
                last[key] = f;
            });
    // Both nodes stream before either has finished: the first line of node2 comes before the
    // last of node1.
    QVERIFY(runToEnd(
        *m_prereqs, [&] { m_prereqs->build(plan); }, 60000));
    QVERIFY(!backwards);
    QCOMPARE(last.value(QStringLiteral("node1nccl")), 1.0);
    QCOMPARE(last.value(QStringLiteral("node2nccl-tests")), 1.0);
    QStringList order;
    for (const QList<QVariant> &args : std::as_const(lines))
        order << args.at(0).toString();
    QVERIFY(order.indexOf(QStringLiteral("node2")) < order.lastIndexOf(QStringLiteral("node1")));
    QVERIFY(order.count(QStringLiteral("node1")) > 24); // every Compiling line of the stand-in
    QVERIFY(progress.count() > 20);

    const QList<Check> checks = m_prereqs->checks();
    for (const QString &node : {QStringLiteral("node1"), QStringLiteral("node2")}) {
        QCOMPARE(find(checks, QStringLiteral("prereq.build.nccl"), node)->status,
                 CheckStatus::Pass);
        QCOMPARE(find(checks, QStringLiteral("prereq.build.nccl-tests"), node)->status,
                 CheckStatus::Pass);
        const Check *nccl = find(checks, QStringLiteral("prereq.nccl"), node);
        QVERIFY2(nccl->status == CheckStatus::Pass
                     && nccl->detail.contains(QLatin1String("2.28.9+cuda13.0")),
                 qPrintable(describe(checks)));
        const Check *tests = find(checks, QStringLiteral("prereq.nccl-tests"), node);
        QVERIFY2(tests->status == CheckStatus::Pass
                     && tests->detail.contains(QLatin1String("built with MPI")),
                 qPrintable(describe(checks)));
        QVERIFY(QFile::exists(m_root->filePath(node + QStringLiteral("/tl/nccl/.tandem-build"))));
        QVERIFY2(leftovers(m_root->filePath(node)).isEmpty(),
                 qPrintable(leftovers(m_root->filePath(node)).join(QLatin1Char(' '))));
    }
    QCOMPARE(find(checks, QStringLiteral("prereq.versions"), QString())->status, CheckStatus::Pass);

    // A failing build of what is there leaves it as it was: same library, same verdict.
    const QString library
        = m_root->filePath(QStringLiteral("node1/tl/nccl/build/lib/libnccl.so.2.28.9"));
    const auto sha = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly)
                   ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                   : QByteArray();
    };
    const QByteArray before = sha(library);
    QVERIFY(!before.isEmpty());
    BuildSources broken = m_prereqs->sources();
    broken.ncclTag = QStringLiteral("v2.28.9-broken");
    m_prereqs->setSources(broken);
    BuildPlan again;
    again.jobs = {BuildJob{QStringLiteral("node1"), {PrereqComponent::Nccl}, false}};
    QVERIFY(runToEnd(
        *m_prereqs, [&] { m_prereqs->build(again); }, 60000));
    const QList<Check> after = m_prereqs->checks();
    QCOMPARE(find(after, QStringLiteral("prereq.build.nccl"), QStringLiteral("node1"))->status,
             CheckStatus::Fail);
    QCOMPARE(sha(library), before);
    QCOMPARE(find(after, QStringLiteral("prereq.nccl"), QStringLiteral("node1"))->status,
             CheckStatus::Pass);
    QVERIFY(leftovers(m_root->filePath(QStringLiteral("node1"))).isEmpty());
}

void TestPrerequisitesBuild::failedBuildSaysWhyAndSkipsTheRest()
{
    if (!m_canBuild)
        QSKIP("needs git, make, cc, mpicc and setsid");
    makeNodes(1);
    BuildSources sources = m_prereqs->sources();
    sources.ncclTag = QStringLiteral("v2.28.9-broken");
    m_prereqs->setSources(sources);
    QVERIFY(runToEnd(
        *m_prereqs, [this] { m_prereqs->check(); }, 30000));
    const BuildPlan plan = m_prereqs->plan({PrereqComponent::Nccl, PrereqComponent::NcclTests});
    QVERIFY(runToEnd(
        *m_prereqs, [&] { m_prereqs->build(plan); }, 60000));
    const QList<Check> checks = m_prereqs->checks();
    const Check *nccl = find(checks, QStringLiteral("prereq.build.nccl"), QStringLiteral("node1"));
    QCOMPARE(nccl->status, CheckStatus::Fail);
    // The end of the log: the compiler's error and the script's own last words.
    QVERIFY2(nccl->detail.contains(QLatin1String("stand-in failure")), qPrintable(nccl->detail));
    QVERIFY2(nccl->detail.contains(QLatin1String("previous install was left as it was")),
             qPrintable(nccl->detail));
    QVERIFY(nccl->evidence.constFirst().output.contains(QLatin1String("Compiling  file1.cc")));
    QCOMPARE(
        find(checks, QStringLiteral("prereq.build.nccl-tests"), QStringLiteral("node1"))->status,
        CheckStatus::Skipped);
    QCOMPARE(find(checks, QStringLiteral("prereq.nccl"), QStringLiteral("node1"))->status,
             CheckStatus::Fail);
    QVERIFY(leftovers(m_root->filePath(QStringLiteral("node1"))).isEmpty());
}

// A user's own clone at the build location (a git checkout, but not made by Tandem) is never
// replaced or deleted: the build refuses and every byte stays.
void TestPrerequisitesBuild::usersCheckoutSurvives()
{
    if (!m_canBuild)
        QSKIP("needs git, make, cc, mpicc and setsid");
    makeNodes(1);
    const QString home = m_root->filePath(QStringLiteral("node1"));
    const QStringList planted{QStringLiteral("tl/nccl/.git/HEAD"),
                              QStringLiteral("tl/nccl/src/my-patch.cc"),
                              QStringLiteral("tl/nccl-tests/.git/HEAD"),
                              QStringLiteral("tl/nccl-tests/notes.txt")};
    const auto tree = [&home] {
        QStringList entries;
        QDirIterator it(home + QStringLiteral("/tl"),
                        QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            entries << path + QLatin1Char(' ')
                           + (file.open(QIODevice::ReadOnly) ? QString::fromLatin1(
                                  QCryptographicHash::hash(file.readAll(),
                                                           QCryptographicHash::Sha256)
                                      .toHex())
                                                             : QStringLiteral("dir"));
        }
        entries.sort();
        return entries;
    };
    for (const QString &path : planted) {
        QVERIFY(QDir().mkpath(QFileInfo(home + QLatin1Char('/') + path).path()));
        QFile file(home + QLatin1Char('/') + path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("the user's own " + path.toUtf8() + '\n');
    }
    const QStringList before = tree();
    QVERIFY(runToEnd(
        *m_prereqs, [this] { m_prereqs->check(); }, 30000));
    BuildPlan plan;
    plan.jobs = {BuildJob{
        QStringLiteral("node1"), {PrereqComponent::Nccl, PrereqComponent::NcclTests}, false}};
    QVERIFY(runToEnd(
        *m_prereqs, [&] { m_prereqs->build(plan); }, 60000));
    const QList<Check> checks = m_prereqs->checks(); // a copy: find() points into it
    const Check *nccl = find(checks, QStringLiteral("prereq.build.nccl"), QStringLiteral("node1"));
    QVERIFY(nccl);
    QCOMPARE(nccl->status, CheckStatus::Fail);
    QVERIFY2(nccl->detail.contains(QLatin1String("not made by Tandem")), qPrintable(nccl->detail));
    QCOMPARE(tree(), before);

    // The same with the nccl-tests folder alone, NCCL being Tandem's.
    BuildPlan tests;
    tests.jobs = {BuildJob{QStringLiteral("node1"), {PrereqComponent::NcclTests}, false}};
    QVERIFY(runToEnd(
        *m_prereqs, [&] { m_prereqs->build(tests); }, 60000));
    QCOMPARE(tree(), before);

    // The check says whose the folders are, so the plan builds into Tandem's own folders
    // instead, says so, and the session follows: the user's clones stay as they are.
    QVERIFY(runToEnd(
        *m_prereqs, [this] { m_prereqs->check(); }, 30000));
    const BuildPlan own = m_prereqs->plan({PrereqComponent::Nccl, PrereqComponent::NcclTests});
    QVERIFY(own.relocated);
    QCOMPARE(own.relocated->ncclHome, QLatin1String(InstallLocations::ownNcclHome));
    QCOMPARE(own.relocated->ncclTestsDir, QLatin1String(InstallLocations::ownNcclTestsDir));
    QCOMPARE(own.notes.size(), 2);
    QVERIFY2(own.notes.first().contains(QLatin1String("~/tl/nccl on node1 is not Tandem's")),
             qPrintable(own.notes.first()));
    QVERIFY(runToEnd(
        *m_prereqs, [&] { m_prereqs->build(own); }, 120000));
    QCOMPARE(m_prereqs->locations().ncclHome, QLatin1String(InstallLocations::ownNcclHome));
    const QList<Check> after = m_prereqs->checks();
    for (const char *id : {"prereq.build.nccl", "prereq.build.nccl-tests", "prereq.nccl"}) {
        const Check *c = find(after, QString::fromLatin1(id), QStringLiteral("node1"));
        QVERIFY2(c && c->status == CheckStatus::Pass, id);
    }
    QVERIFY(QFile::exists(home + QStringLiteral("/tandem/nccl/.tandem-build")));
    QCOMPARE(tree(), before);
}

void TestPrerequisitesBuild::cancelEndsTheBuild()
{
    if (!m_canBuild)
        QSKIP("needs git, make, cc, mpicc and setsid");
    makeNodes(2);
    QVERIFY(runToEnd(
        *m_prereqs, [this] { m_prereqs->check(); }, 30000));
    const BuildPlan plan = m_prereqs->plan({PrereqComponent::Nccl, PrereqComponent::NcclTests});
    QSignalSpy finished(m_prereqs.get(), &Prerequisites::finished);
    connect(m_prereqs.get(),
            &Prerequisites::buildLine,
            this,
            [this](const QString &, PrereqComponent, const QString &line) {
                if (line.startsWith(QLatin1String("Compiling  file3.cc")))
                    m_prereqs->cancel();
            });
    m_prereqs->build(plan);
    QVERIFY(m_prereqs->isBuilding());
    QVERIFY(finished.wait(60000));
    // Nothing of the builds runs any more: no process names the stand-in sources (the script's
    // URL, make's CUDA_HOME) on its command line. A script ends after its make has, removing
    // its half-built folder first, so this may take a moment after the command has failed.
    const auto running = [this] {
        QProcess pgrep;
        pgrep.start(QStringLiteral("pgrep"),
                    {QStringLiteral("-a"), QStringLiteral("-f"), m_sources.path()});
        pgrep.waitForFinished(10000);
        return QString::fromUtf8(pgrep.readAllStandardOutput());
    };
    QTRY_VERIFY2_WITH_TIMEOUT(running().isEmpty(), qPrintable(running()), 15000);
    const QList<Check> checks = m_prereqs->checks();
    for (const QString &node : {QStringLiteral("node1"), QStringLiteral("node2")}) {
        const Check *nccl = find(checks, QStringLiteral("prereq.build.nccl"), node);
        QVERIFY2(nccl->status == CheckStatus::Skipped
                     && nccl->detail.startsWith(QLatin1String("Cancelled")),
                 qPrintable(describe(checks)));
        QCOMPARE(find(checks, QStringLiteral("prereq.build.nccl-tests"), node)->status,
                 CheckStatus::Skipped);
        QVERIFY2(leftovers(m_root->filePath(node)).isEmpty(),
                 qPrintable(leftovers(m_root->filePath(node)).join(QLatin1Char(' '))));
    }
}

void TestPrerequisitesBuild::buildsTheProbeFromTheBundle()
{
    if (!have("cmake") || !have("mpicxx") || !have("setsid") || !have("g++"))
        QSKIP("needs cmake, g++, mpicxx and setsid");
    QVERIFY(!ProbeBundle::data().isEmpty());
    QCOMPARE(ProbeBundle::sourceId().size(), 12);
    makeNodes(1);
    QVERIFY(runToEnd(
        *m_prereqs, [this] { m_prereqs->check(); }, 30000));
    const BuildPlan plan = m_prereqs->plan({PrereqComponent::Probe});
    QCOMPARE(plan.jobs.size(), 1);
    QVERIFY(!plan.jobs.constFirst().probeWithNccl); // no GPU here
    QSignalSpy lines(m_prereqs.get(), &Prerequisites::buildLine);
    QVERIFY(runToEnd(
        *m_prereqs, [&] { m_prereqs->build(plan); }, 280000));
    const QList<Check> checks = m_prereqs->checks();
    QCOMPARE(find(checks, QStringLiteral("prereq.build.probe"), QStringLiteral("node1"))->status,
             CheckStatus::Pass);
    const Check *probe = find(checks, QStringLiteral("prereq.probe"), QStringLiteral("node1"));
    QVERIFY2(probe->status == CheckStatus::Pass, qPrintable(describe(checks)));
    QVERIFY2(probe->detail.contains(QStringLiteral("tandem-probe %1").arg(version())),
             qPrintable(probe->detail));
    QVERIFY2(probe->detail.contains(QLatin1String("backends: mpi")), qPrintable(probe->detail));
    // The upload went as a command's stdin here (SFTP with SSH), and was removed afterwards.
    QVERIFY(!QFile::exists(m_root->filePath(QStringLiteral("node1/.tandem-probe-src.tar.gz"))));
    bool cmakeProgress = false;
    for (const QList<QVariant> &args : std::as_const(lines))
        cmakeProgress = cmakeProgress || args.at(2).toString().startsWith(QLatin1String("[100%]"));
    QVERIFY(cmakeProgress);
}

void TestPrerequisitesBuild::bundleIsReproducibleAndHoldsOnlyTheProbe()
{
    // Made again from the same sources, twice: the same bytes as the bundle Tandem carries.
    for (const char *name : {"a.tar.gz", "b.tar.gz"}) {
        const QString out = m_root->filePath(QString::fromLatin1(name));
        QProcess cmake;
        cmake.start(QStringLiteral(TANDEM_CMAKE),
                    {QStringLiteral("-DSOURCE_DIR=" TANDEM_SOURCE_DIR),
                     QStringLiteral("-DOUTPUT=") + out,
                     QStringLiteral("-P"),
                     QStringLiteral(TANDEM_SOURCE_DIR "/cmake/TandemProbeBundle.cmake")});
        QVERIFY(cmake.waitForFinished(60000));
        QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(file.readAll() == ProbeBundle::data(), name);
    }
    QProcess tar;
    tar.start(QStringLiteral("tar"),
              {QStringLiteral("-tvzf"), m_root->filePath(QStringLiteral("a.tar.gz"))});
    QVERIFY(tar.waitForFinished(30000));
    const QStringList entries = QString::fromUtf8(tar.readAllStandardOutput())
                                    .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(entries.size() > 5);
    for (const QString &entry : entries) {
        const QString path = entry.section(QLatin1Char(' '), -1);
        QVERIFY2(path.startsWith(QLatin1String("app/probe/"))
                     || path == QLatin1String("cmake/TandemCompilePolicy.cmake"),
                 qPrintable(entry));
        QVERIFY2(entry.contains(QLatin1String(" 0/0 "))
                     && entry.contains(QLatin1String("1970-01-01")),
                 qPrintable(entry));
    }
}

void TestPrerequisitesBuild::stateKeepsTheLocations()
{
    Workflow workflow(fakeRunnerFactory());
    InstallLocations where;
    where.ncclHome = QStringLiteral("/usr/local/cuda");
    where.probePath = QStringLiteral("/opt/tandem/build/tandem-probe");
    QSignalSpy changed(workflow.prerequisites(), &Prerequisites::locationsChanged);
    workflow.prerequisites()->setLocations(where);
    QCOMPARE(changed.count(), 1);
    const QJsonObject json = workflow.state().toJson();
    QCOMPARE(json.value(QStringLiteral("prerequisites"))
                 .toObject()
                 .value(QStringLiteral("locations"))
                 .toObject()
                 .value(QStringLiteral("nccl_home"))
                 .toString(),
             QStringLiteral("/usr/local/cuda"));
    const auto state = WorkflowState::fromJson(json);
    TANDEM_VERIFY_RESULT(state);
    Workflow again(fakeRunnerFactory());
    again.restore(*state);
    QCOMPARE(again.prerequisites()->locations(), where);
}

void TestPrerequisitesBuild::bandwidthRunUsesTheLocations()
{
    AddressPlan plan;
    plan.nodes = {{QStringLiteral("node1"),
                   {PlannedInterface{
                       QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.10"), 24, 0}}},
                  {QStringLiteral("node2"),
                   {PlannedInterface{
                       QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.11"), 24, 0}}}};
    plan.subnets = {PlannedSubnet{QStringLiteral("192.168.100.0/24"),
                                  {{QStringLiteral("node1"), QStringLiteral("enp1s0f1np1")},
                                   {QStringLiteral("node2"), QStringLiteral("enp1s0f1np1")}}}};
    InstallLocations where;
    where.ncclHome = QStringLiteral("tl/nccl/build");
    where.ncclTestsDir = QStringLiteral("/opt/nccl-tests/build");
    const auto mpi = MpirunCommand::build(
        plan, TopologyKind::Direct, where.applyTo({}), QStringLiteral("abc"), false);
    TANDEM_VERIFY_RESULT(mpi);
    const QList<QByteArray> &argv = mpi->command().argv();
    QVERIFY(argv.contains("/opt/nccl-tests/build/all_gather_perf"));
    const qsizetype x = argv.indexOf("LD_LIBRARY_PATH");
    QVERIFY(x > 0 && argv.at(x - 1) == "-x");
    QVERIFY(mpi->command().environment().contains(
        qMakePair(QByteArray("TANDEM_NCCL_HOME"), QByteArray("tl/nccl/build"))));
    // The first node's shell makes NCCL_HOME absolute from the home directory and puts its
    // lib folders first: run that shell here with a command that prints what it got.
    QProcess shell;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_root->path());
    env.insert(QStringLiteral("TANDEM_NCCL_HOME"), QStringLiteral("tl/nccl/build"));
    env.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral("/already"));
    shell.setProcessEnvironment(env);
    shell.start(QStringLiteral("sh"),
                {QStringLiteral("-c"),
                 QString::fromUtf8(argv.at(2)),
                 QStringLiteral("tandem-bandwidth"),
                 QStringLiteral("sh"),
                 QStringLiteral("-c"),
                 QStringLiteral("echo \"$PWD $LD_LIBRARY_PATH\"")});
    QVERIFY(shell.waitForFinished(10000));
    const QString home = m_root->path();
    QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()).trimmed(),
             QStringLiteral(
                 "%1 %1/tl/nccl/build/lib:%1/tl/nccl/build/lib64:/usr/local/cuda/lib64:/already")
                 .arg(home));
}

QTEST_MAIN(TestPrerequisitesBuild)
#include "tst_prerequisitesbuild.moc"
