// SPDX-License-Identifier: GPL-3.0-or-later
#include "prereqfixtures.h"
#include "prereqs/buildplan.h"
#include "prereqs/buildprogress.h"
#include "prereqs/prereqscripts.h"
#include "prereqs/prerequisitechecks.h"
#include "remote/commandresult.h"
#include "resultcheck.h"

#include <QTest>

#include <functional>

using namespace Tandem;
using namespace Tandem::Test;

Q_DECLARE_METATYPE(Tandem::Test::Change)
Q_DECLARE_METATYPE(Tandem::PrereqComponent)

class TestPrerequisiteChecks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdicts_data();
    void verdicts();
    void unreadableReportFailsAll();
    void versions_data();
    void versions();
    void sources_data();
    void sources();
    void locations_data();
    void locations();
    void locationsRoundTrip();
    void progress_data();
    void progress();
    void installsKeepThePasswordOffTheCommandLine_data();
    void installsKeepThePasswordOffTheCommandLine();
};

void TestPrerequisiteChecks::verdicts_data()
{
    QTest::addColumn<PrereqComponent>("component");
    QTest::addColumn<Change>("change");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    const auto nccl = PrereqComponent::Nccl;
    const auto tests = PrereqComponent::NcclTests;
    const auto mpi = PrereqComponent::Mpi;
    const auto probe = PrereqComponent::Probe;
    const auto perftest = PrereqComponent::Perftest;
    const Change same = [](NodePrerequisites &) {};
    QTest::newRow("nccl ok") << nccl << same << int(CheckStatus::Pass)
                             << "NCCL 2.28.9+cuda13.0 in /home/nvidia/nccl/build";
    QTest::newRow("nccl missing") << nccl << Change([](NodePrerequisites &n) {
        n.nccl = {};
        n.nccl.home = QStringLiteral("/h/nccl/build");
    }) << int(CheckStatus::Fail) << "No NCCL in /h/nccl/build";
    QTest::newRow("nccl headers only")
        << nccl << Change([](NodePrerequisites &n) { n.nccl.library.clear(); })
        << int(CheckStatus::Fail) << "no libnccl.so";
    QTest::newRow("nccl library only")
        << nccl << Change([](NodePrerequisites &n) { n.nccl.header.clear(); })
        << int(CheckStatus::Warn) << "needs the headers";
    // Built against 2.28.9 headers, running the 2.28.3 library, as the recorded 2x H200 run did
    // (docs/nccl.md, "Versions").
    QTest::newRow("nccl headers differ")
        << nccl << Change([](NodePrerequisites &n) {
               n.nccl.libraryVersion = QStringLiteral("2.28.3");
               n.nccl.libraryBuild = QStringLiteral("2.28.3+cuda13.0");
           })
        << int(CheckStatus::Warn)
        << "headers are 2.28.9 (code 22809) but its library is 2.28.3+cuda13.0";
    QTest::newRow("nccl 2.30.7") << nccl << Change([](NodePrerequisites &n) {
        n.nccl.headerVersion = n.nccl.libraryVersion = QStringLiteral("2.30.7");
        n.nccl.libraryBuild.clear();
    }) << int(CheckStatus::Warn) << "nccl#2393";
    QTest::newRow("nccl version unknown")
        << nccl << Change([](NodePrerequisites &n) { n.nccl.libraryVersion.clear(); })
        << int(CheckStatus::Warn) << "cannot tell its version";

    QTest::newRow("tests ok")
        << tests << same << int(CheckStatus::Pass)
        << "2 test program(s) in /home/nvidia/nccl-tests/build, built with MPI";
    QTest::newRow("tests missing")
        << tests << Change([](NodePrerequisites &n) { n.tests.binaries.clear(); })
        << int(CheckStatus::Fail) << "No nccl-tests";
    QTest::newRow("no all_gather") << tests << Change([](NodePrerequisites &n) {
        n.tests.binaries = {QStringLiteral("all_reduce_perf")};
    }) << int(CheckStatus::Fail) << "not all_gather_perf";
    QTest::newRow("tests without MPI")
        << tests << Change([](NodePrerequisites &n) { n.tests.linksMpi = false; })
        << int(CheckStatus::Fail) << "without MPI";
    QTest::newRow("tests lack NCCL") << tests << Change([](NodePrerequisites &n) {
        n.tests.ncclMissing = true;
        n.tests.ncclResolved.clear();
    }) << int(CheckStatus::Fail) << "not found";
    QTest::newRow("tests load other NCCL") << tests << Change([](NodePrerequisites &n) {
        n.tests.ncclResolved = QStringLiteral("/usr/lib/aarch64-linux-gnu/libnccl.so.2");
    }) << int(CheckStatus::Warn) << "not from NCCL_HOME";

    QTest::newRow("mpi ok") << mpi << same << int(CheckStatus::Pass) << "Open MPI 4.1.6";
    QTest::newRow("mpi missing") << mpi << Change([](NodePrerequisites &n) { n.mpi = {}; })
                                 << int(CheckStatus::Fail) << "not installed";
    QTest::newRow("mpich") << mpi << Change([](NodePrerequisites &n) {
        n.mpi.flavour.clear();
        n.mpi.versionLine = QStringLiteral("HYDRA build details:");
    }) << int(CheckStatus::Fail)
                           << "not Open MPI (HYDRA build details:)";
    QTest::newRow("mpi without dev")
        << mpi << Change([](NodePrerequisites &n) { n.mpi.mpicc.clear(); })
        << int(CheckStatus::Warn) << "development files are missing";

    QTest::newRow("probe ok") << probe << same << int(CheckStatus::Pass) << "backends: nccl, mpi";
    QTest::newRow("probe missing")
        << probe << Change([](NodePrerequisites &n) { n.probe.present = false; })
        << int(CheckStatus::Fail) << "No tandem-probe at";
    QTest::newRow("probe too old") << probe << Change([](NodePrerequisites &n) {
        n.probe.version.clear();
        n.probe.exitStatus = 2;
        n.probe.output = QStringLiteral("{\"type\":\"error\",\"message\":\"unknown argument\"}");
    }) << int(CheckStatus::Warn) << "does not answer --version (exit status 2)";
    QTest::newRow("probe cannot start") << probe << Change([](NodePrerequisites &n) {
        n.probe.version.clear();
        n.probe.exitStatus = 127;
        n.probe.output = QStringLiteral("error while loading shared libraries: libnccl.so.2");
    }) << int(CheckStatus::Fail) << "libnccl.so.2";
    QTest::newRow("probe other source") << probe << Change([](NodePrerequisites &n) {
        n.probe.sourceId = QStringLiteral("ffffffffffff");
    }) << int(CheckStatus::Warn) << "not the one this Tandem carries";
    QTest::newRow("probe other version")
        << probe << Change([](NodePrerequisites &n) { n.probe.version = QStringLiteral("0.0.9"); })
        << int(CheckStatus::Warn) << "0.0.9";
    QTest::newRow("probe mpi only on a gpu node")
        << probe << Change([](NodePrerequisites &n) { n.probe.backends = {QStringLiteral("mpi")}; })
        << int(CheckStatus::Warn) << "only its MPI backend";
    QTest::newRow("probe mpi only without nccl") << probe << Change([](NodePrerequisites &n) {
        n.probe.backends = {QStringLiteral("mpi")};
        n.nccl = {};
    }) << int(CheckStatus::Pass) << "backends: mpi";

    QTest::newRow("perftest ok") << perftest << same << int(CheckStatus::Pass)
                                 << "perftest 6.22 (ib_write_bw at /usr/bin/ib_write_bw)";
    // The lab's stand-in and older perftest do not answer --version: there, but of no version.
    QTest::newRow("perftest without a version") << perftest << Change([](NodePrerequisites &n) {
        n.perftest.versionLine = QStringLiteral(" Invalid Command or flag.");
        n.perftest.version.clear();
    }) << int(CheckStatus::Pass) << "ib_write_bw at /usr/bin/ib_write_bw";
    // Only a warning: the bandwidth step's NCCL test runs without it.
    QTest::newRow("perftest missing")
        << perftest << Change([](NodePrerequisites &n) { n.perftest = {}; })
        << int(CheckStatus::Warn) << "the Doctor's RDMA test needs it";
}

void TestPrerequisiteChecks::verdicts()
{
    QFETCH(PrereqComponent, component);
    QFETCH(Change, change);
    QFETCH(int, status);
    QFETCH(QString, detail);
    NodePrerequisites node = healthy();
    change(node);
    const Check check = checkFor(component, node);
    QCOMPARE(check.id, PrerequisiteChecks::checkId(component));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
    if (check.status != CheckStatus::Pass)
        QVERIFY2(!check.fix.isEmpty() || check.status == CheckStatus::Warn, qPrintable(check.id));
    if (component == PrereqComponent::Perftest && check.status != CheckStatus::Pass)
        QVERIFY2(check.fix.contains(QLatin1String("sudo apt install perftest")),
                 qPrintable(check.fix));
}

void TestPrerequisiteChecks::unreadableReportFailsAll()
{
    CommandResult result;
    result.node = QStringLiteral("spark-386d");
    result.command = QStringLiteral("sh -c ...");
    result.exitStatus = 0;
    result.out = "tandem-prereqs 1\nhome /home/nvidia\n";
    NodePrerequisites found;
    const QList<Check> checks = PrerequisiteChecks::nodeChecks(result, expected, &found);
    QCOMPARE(checks.size(), 5);
    for (const Check &check : checks) {
        QCOMPARE(check.status, CheckStatus::Fail);
        QCOMPARE(check.node, QStringLiteral("spark-386d"));
        QVERIFY2(check.detail.contains(QLatin1String("stopped before its end")),
                 qPrintable(check.detail));
        QCOMPARE(check.evidence.size(), 1);
    }
    QVERIFY(found.home.isEmpty());

    result.error = Error{QStringLiteral("The connection to spark-386d was lost.")};
    for (const Check &check : PrerequisiteChecks::nodeChecks(result, expected))
        QCOMPARE(check.detail, QStringLiteral("The connection to spark-386d was lost."));
}

void TestPrerequisiteChecks::versions_data()
{
    QTest::addColumn<Change>("second");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    QTest::newRow("same") << Change([](NodePrerequisites &) {}) << int(CheckStatus::Pass)
                          << "NCCL 2.28.9+cuda13.0, Open MPI 4.1.6, tandem-probe 0.1.0";
    QTest::newRow("nccl differs") << Change([](NodePrerequisites &n) {
        n.nccl.libraryBuild = QStringLiteral("2.28.3+cuda13.0");
    }) << int(CheckStatus::Fail) << "b: 2.28.3+cuda13.0";
    QTest::newRow("mpi differs") << Change([](NodePrerequisites &n) {
        n.mpi.version = QStringLiteral("5.0.3");
    }) << int(CheckStatus::Fail) << "Open MPI differs";
    QTest::newRow("probe differs")
        << Change([](NodePrerequisites &n) { n.probe.sourceId = QStringLiteral("0"); })
        << int(CheckStatus::Warn) << "tandem-probe differs";
    QTest::newRow("missing is not compared") << Change([](NodePrerequisites &n) { n.nccl = {}; })
                                             << int(CheckStatus::Pass) << "NCCL 2.28.9";
}

void TestPrerequisiteChecks::versions()
{
    QFETCH(Change, second);
    QFETCH(int, status);
    QFETCH(QString, detail);
    NodePrerequisites b = healthy();
    second(b);
    const auto check = PrerequisiteChecks::versionsCheck(
        {{QStringLiteral("a"), healthy()}, {QStringLiteral("b"), b}});
    QVERIFY(check);
    QCOMPARE(check->id, QStringLiteral("prereq.versions"));
    QVERIFY(check->node.isEmpty());
    QCOMPARE(int(check->status), status);
    QVERIFY2(check->detail.contains(detail), qPrintable(check->detail));
    QVERIFY(!PrerequisiteChecks::versionsCheck({{QStringLiteral("a"), healthy()}}));
}

void TestPrerequisiteChecks::sources_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("error");
    QTest::newRow("playbook") << BuildSources::defaultNcclUrl << BuildSources::defaultNcclTag << "";
    QTest::newRow("local copy") << "file:///srv/mirror/nccl"
                                << "v2.31.2-1"
                                << "";
    QTest::newRow("2.28.3 breaks nccl-tests") << BuildSources::defaultNcclUrl << "v2.28.3-1"
                                              << "nccl-tests build";
    QTest::newRow("2.30.7 hangs") << BuildSources::defaultNcclUrl << "v2.30.7-1"
                                  << "nccl#2393";
    QTest::newRow("option as url") << "--upload-pack=touch /tmp/x"
                                   << "v2.28.9-1"
                                   << "not a URL";
    QTest::newRow("option as tag") << BuildSources::defaultNcclUrl << "-x"
                                   << "not a git tag";
    QTest::newRow("space in tag") << BuildSources::defaultNcclUrl << "v2 .28"
                                  << "not a git tag";
}

void TestPrerequisiteChecks::sources()
{
    QFETCH(QString, url);
    QFETCH(QString, tag);
    QFETCH(QString, error);
    BuildSources sources;
    sources.ncclUrl = url;
    sources.ncclTag = tag;
    const auto ok = sources.validate();
    QCOMPARE(ok.has_value(), error.isEmpty());
    if (!ok)
        QVERIFY2(ok.error().message.contains(error), qPrintable(ok.error().message));
}

void TestPrerequisiteChecks::locations_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("source"); // empty: refused
    QTest::newRow("playbook") << "nccl/build"
                              << "build"
                              << "nccl";
    QTest::newRow("trailing slash") << "nccl/build/"
                                    << "build"
                                    << "nccl";
    QTest::newRow("absolute") << "/opt/tandem/nccl/build"
                              << "build"
                              << "/opt/tandem/nccl";
    QTest::newRow("probe") << "tandem-probe/build/tandem-probe"
                           << "build/tandem-probe"
                           << "tandem-probe";
    QTest::newRow("home itself") << "build"
                                 << "build"
                                 << "";
    QTest::newRow("top folder") << "/usr/build"
                                << "build"
                                << "";
    QTest::newRow("not a build folder") << "/usr/local/cuda"
                                        << "build"
                                        << "";
    QTest::newRow("dot dot") << "../x/build"
                             << "build"
                             << "";
    QTest::newRow("option") << "-rf/build"
                            << "build"
                            << "";
}

void TestPrerequisiteChecks::locations()
{
    QFETCH(QString, path);
    QFETCH(QString, suffix);
    QFETCH(QString, source);
    const auto dir = InstallLocations::sourceDirOf(path, suffix);
    QCOMPARE(dir.value_or(QString()), source);
}

void TestPrerequisiteChecks::locationsRoundTrip()
{
    InstallLocations where;
    QCOMPARE(where.ncclTestsBinary(QStringLiteral("all_gather")),
             QStringLiteral("nccl-tests/build/all_gather_perf"));
    where.ncclHome = QStringLiteral("/usr/local/cuda");
    where.ncclTestsDir = QStringLiteral("/opt/nccl-tests/build/");
    TANDEM_VERIFY_RESULT(where.validate());
    QCOMPARE(InstallLocations::fromJson(where.toJson()), where);
    QCOMPARE(InstallLocations::fromJson({}), InstallLocations());

    TestSpec spec;
    spec.op = QStringLiteral("all_reduce");
    const TestSpec filled = where.applyTo(spec);
    QCOMPARE(filled.binary, QStringLiteral("/opt/nccl-tests/build/all_reduce_perf"));
    QCOMPARE(filled.ncclHome, QStringLiteral("/usr/local/cuda"));
    spec.tool = BandwidthTool::Probe;
    QCOMPARE(where.applyTo(spec).binary, QString::fromLatin1(InstallLocations::defaultProbePath));
    spec.binary = QStringLiteral("/x/mine");
    QCOMPARE(where.applyTo(spec).binary, QStringLiteral("/x/mine"));

    where.probePath = QStringLiteral("a\nb");
    QVERIFY(!where.validate());
}

void TestPrerequisiteChecks::progress_data()
{
    QTest::addColumn<PrereqComponent>("component");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QStringList half{QStringLiteral("tandem: step clone x"), QStringLiteral("tandem: step build")};
    for (int i = 0; i < BuildProgress::ncclUnits / 2; ++i)
        half << QStringLiteral("Compiling  init.cc  > /x/build/obj/init.o");
    QTest::newRow("nccl half way") << PrereqComponent::Nccl << half << 0.45 << 0.55;
    QStringList over = half + half + half;
    QTest::newRow("nccl more files than known") << PrereqComponent::Nccl << over << 0.9 << 0.99;
    QTest::newRow("nccl cloning") << PrereqComponent::Nccl
                                  << QStringList{"tandem: step clone x", "Cloning into 'x'..."}
                                  << 0.0 << 0.05;
    QTest::newRow("tests installing")
        << PrereqComponent::NcclTests << QStringList{"tandem: step install"} << 0.97 << 0.98;
    QTest::newRow("probe make")
        << PrereqComponent::Probe
        << QStringList{"tandem: step configure",
                       "tandem: step build",
                       "[ 40%] Building CXX object CMakeFiles/tandem-probe.dir/options.cpp.o"}
        << 0.49 << 0.51;
    QTest::newRow("probe ninja") << PrereqComponent::Probe
                                 << QStringList{"[3/6] Building CXX object x.o"} << 0.57 << 0.58;
    QTest::newRow("apt")
        << PrereqComponent::Mpi
        << QStringList{"0 upgraded, 2 newly installed, 0 to remove and 0 not upgraded.",
                       "Unpacking openmpi-bin (4.1.6-7ubuntu2) ...",
                       "Setting up openmpi-bin (4.1.6-7ubuntu2) ..."}
        << 0.52 << 0.53;
    QTest::newRow("apt perftest")
        << PrereqComponent::Perftest
        << QStringList{"0 upgraded, 1 newly installed, 0 to remove and 0 not upgraded.",
                       "Unpacking perftest (4.5+0.17-1) ..."}
        << 0.52 << 0.53;
    QTest::newRow("noise") << PrereqComponent::Nccl
                           << QStringList{"make: Entering directory", "", "\x1b[0m"} << 0.0 << 0.0;
}

void TestPrerequisiteChecks::progress()
{
    QFETCH(PrereqComponent, component);
    QFETCH(QStringList, lines);
    QFETCH(double, low);
    QFETCH(double, high);
    BuildProgress progress(component);
    double last = 0;
    for (const QString &line : lines) {
        progress.feed(line);
        QVERIFY(progress.fraction() >= last); // never backwards
        last = progress.fraction();
    }
    QVERIFY2(progress.fraction() >= low && progress.fraction() <= high,
             qPrintable(QString::number(progress.fraction())));
    progress.finish(false);
    QVERIFY(progress.fraction() < 1.0);
    progress.finish(true);
    QCOMPARE(progress.fraction(), 1.0);
}

void TestPrerequisiteChecks::installsKeepThePasswordOffTheCommandLine_data()
{
    QTest::addColumn<PrereqComponent>("component");
    QTest::addColumn<QByteArray>("install");
    QTest::newRow("mpi") << PrereqComponent::Mpi
                         << QByteArray("apt-get install -y --no-install-recommends openmpi-bin "
                                       "libopenmpi-dev");
    QTest::newRow("perftest") << PrereqComponent::Perftest
                              << QByteArray("apt-get install -y --no-install-recommends perftest");
}

void TestPrerequisiteChecks::installsKeepThePasswordOffTheCommandLine()
{
    QFETCH(PrereqComponent, component);
    QFETCH(QByteArray, install);
    RemoteCommand command = component == PrereqComponent::Mpi
                                ? PrereqScripts::mpiCommand("s3cret pass")
                                : PrereqScripts::perftestCommand("s3cret pass");
    QVERIFY(command.sudo());
    QVERIFY(!command.commandLine().contains("s3cret"));
    QVERIFY(!command.displayString().contains(QLatin1String("s3cret")));
    for (const QByteArray &arg : command.argv())
        QVERIFY(!arg.contains("s3cret"));
    QVERIFY(command.stdinPayload().startsWith("s3cret pass\n"));
    QVERIFY(command.commandLine().contains(install));
    command.clearSecrets();
    QVERIFY(!command.stdinPayload().contains("s3cret"));
}

QTEST_MAIN(TestPrerequisiteChecks)
#include "tst_prerequisitechecks.moc"
