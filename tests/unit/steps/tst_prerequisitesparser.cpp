// SPDX-License-Identifier: GPL-3.0-or-later
#include "prereqs/prerequisitesparser.h"
#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QTest>

using namespace Tandem;

namespace {

QByteArray readData(const QString &name)
{
    QFile file(QStringLiteral(TANDEM_STEPS_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(name));
    return file.readAll();
}

} // namespace

class TestPrerequisitesParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recorded();
    void nothingInstalled();
    void playbookLayout();
    void folders();
    void garbage_data();
    void garbage();
    void headerVersion_data();
    void headerVersion();
    void versionString_data();
    void versionString();
    void libraryFileName_data();
    void libraryFileName();
    void mpirun_data();
    void mpirun();
    void probe_data();
    void probe();
    void perftest_data();
    void perftest();
    void ldd_data();
    void ldd();
};

// Recorded on this project's build machine: CUDA 13.0's own NCCL (NCCL_HOME=/usr/local/cuda,
// libnccl.so.2 without the patch in its name), the lab's nccl-tests stand-in and a probe built
// from the bundle.
void TestPrerequisitesParser::recorded()
{
    const auto node
        = PrerequisitesParser::parse(readData(QStringLiteral("prereqs-cuda13-nccl.txt")));
    TANDEM_VERIFY_RESULT(node);
    QCOMPARE(node->home, QStringLiteral("/home/nvidia"));
    QCOMPARE(node->arch, QStringLiteral("x86_64"));
    QVERIFY(node->gpu.isEmpty());
    QCOMPARE(node->tools.value(QStringLiteral("nvcc")), QStringLiteral("/usr/local/cuda/bin/nvcc"));
    QVERIFY(node->hasTool(QStringLiteral("git")));
    QCOMPARE(node->nccl.headerVersion, QStringLiteral("2.28.9"));
    QCOMPARE(node->nccl.headerCode, 22809);
    QCOMPARE(node->nccl.library, QStringLiteral("/usr/local/cuda-13.0/lib/libnccl.so.2"));
    QCOMPARE(node->nccl.libraryBuild, QStringLiteral("2.28.9+cuda13.0"));
    QCOMPARE(node->nccl.libraryVersion, QStringLiteral("2.28.9"));
    QCOMPARE(node->tests.binaries, QStringList{QStringLiteral("all_gather_perf")});
    QVERIFY(node->tests.linksMpi);
    QVERIFY(node->tests.ncclResolved.isEmpty());
    QVERIFY(!node->tests.ncclMissing);
    QCOMPARE(node->mpi.flavour, QStringLiteral("Open MPI"));
    QCOMPARE(node->mpi.version, QStringLiteral("4.1.4"));
    QCOMPARE(node->mpi.home, QStringLiteral("/usr/lib/x86_64-linux-gnu/openmpi"));
    QVERIFY(node->probe.present);
    QCOMPARE(node->probe.exitStatus, 0);
    QCOMPARE(node->probe.version, QStringLiteral("0.1.0"));
    QCOMPARE(node->probe.sourceId, QStringLiteral("abc123"));
    QCOMPARE(node->probe.backends, QStringList{QStringLiteral("mpi")});
    QVERIFY(node->perftest.path.isEmpty()); // recorded before the check looked for perftest
}

void TestPrerequisitesParser::nothingInstalled()
{
    const auto node = PrerequisitesParser::parse(readData(QStringLiteral("prereqs-nothing.txt")));
    TANDEM_VERIFY_RESULT(node);
    QCOMPARE(node->nccl.home, QStringLiteral("/home/nvidia/nccl/build"));
    QVERIFY(node->nccl.header.isEmpty());
    QVERIFY(!node->hasNccl());
    QVERIFY(node->tests.binaries.isEmpty());
    QVERIFY(!node->tests.lddRan);
    QVERIFY(!node->probe.present);
    QCOMPARE(node->probe.path, QStringLiteral("/home/nvidia/tandem-probe/build/tandem-probe"));
    QCOMPARE(node->mpi.version, QStringLiteral("4.1.4"));
}

// The playbook's layout (~/nccl/build, ~/nccl-tests/build), made by the stand-in sources of
// tests/common/standin-sources; paths as on an aarch64 node.
void TestPrerequisitesParser::playbookLayout()
{
    const auto node
        = PrerequisitesParser::parse(readData(QStringLiteral("prereqs-playbook-layout.txt")));
    TANDEM_VERIFY_RESULT(node);
    QCOMPARE(node->arch, QStringLiteral("aarch64"));
    QCOMPARE(node->nccl.library,
             QStringLiteral("/home/nvidia/tl/nccl/build/lib/libnccl.so.2.28.9"));
    QCOMPARE(node->nccl.libraryVersion, QStringLiteral("2.28.9"));
    QCOMPARE(node->tests.binaries.size(), 7);
    QVERIFY(node->tests.linksMpi);
    QCOMPARE(node->tests.ncclResolved,
             QStringLiteral("/home/nvidia/tl/nccl/build/lib/libnccl.so.2"));
    QVERIFY(!node->probe.present);
}

// Whose the folders are that a build would replace (PrereqScripts::detectCommand).
void TestPrerequisitesParser::folders()
{
    const auto node = PrerequisitesParser::parse("tandem-prereqs 1\nhome /home/nvidia\n"
                                                 "folder nccl foreign\nfolder nccl-tests tandem\n"
                                                 "folder tandem-probe none\nend\n");
    TANDEM_VERIFY_RESULT(node);
    QCOMPARE(node->folders,
             (QMap<QString, QString>{{QStringLiteral("nccl"), QStringLiteral("foreign")},
                                     {QStringLiteral("nccl-tests"), QStringLiteral("tandem")},
                                     {QStringLiteral("tandem-probe"), QStringLiteral("none")}}));
}

void TestPrerequisitesParser::garbage_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::newRow("empty") << QByteArray() << 1;
    QTest::newRow("foreign") << QByteArray("sh: 1: cd: can't cd to /home/x\n") << 1;
    QTest::newRow("cut short") << QByteArray("tandem-prereqs 1\nhome /home/nvidia\narch aarch64\n")
                               << 3;
    static const char binary[] = "tandem-prereqs 1\nnccl.libversion \xff\xfe\x00\nend\n";
    QTest::newRow("binary") << QByteArray(binary, sizeof binary - 1) << 2;
    QTest::newRow("newer format") << QByteArray("tandem-prereqs 2\nend\n") << 1;
    QTest::newRow("bad exit status") << QByteArray("tandem-prereqs 1\nprobe.exit lots\nend\n") << 2;
    QTest::newRow("tool without name") << QByteArray("tandem-prereqs 1\ntool\nend\n") << 2;
    // $? is 0..255; anything else did not come from the script.
    QTest::newRow("exit status above 255")
        << QByteArray("tandem-prereqs 1\nprobe.exit 99999\nend\n") << 2;
    QTest::newRow("negative exit status")
        << QByteArray("tandem-prereqs 1\nprobe.exit -1\nend\n") << 2;
    QTest::newRow("folder of an unknown owner")
        << QByteArray("tandem-prereqs 1\nfolder nccl mine\nend\n") << 2;
    QTest::newRow("folder of an unknown component")
        << QByteArray("tandem-prereqs 1\nfolder ../etc foreign\nend\n") << 2;
    QTest::newRow("too large") << QByteArray(InputLimits::NodeOutputBytes + 1, '\n') << 0;
}

void TestPrerequisitesParser::garbage()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    const auto node = PrerequisitesParser::parse(output);
    QVERIFY(!node);
    QCOMPARE(node.error().line, line);
    QVERIFY(!node.error().message.isEmpty());
}

void TestPrerequisitesParser::headerVersion_data()
{
    QTest::addColumn<QStringList>("defines");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("code"); // or, for an error, the line it names
    QTest::newRow("2.28.9") << QStringList{"#define NCCL_MAJOR 2",
                                           "#define NCCL_MINOR 28",
                                           "#define NCCL_PATCH 9",
                                           "#define NCCL_SUFFIX \"\"",
                                           "#define NCCL_VERSION_CODE 22809"}
                            << "2.28.9" << 22809;
    QTest::newRow("tabs") << QStringList{"#define\tNCCL_MAJOR\t2",
                                         "#define NCCL_MINOR  30",
                                         "#define NCCL_PATCH 7"}
                          << "2.30.7" << 23007;
    QTest::newRow("code is a macro")
        << QStringList{"#define NCCL_MAJOR 2",
                       "#define NCCL_MINOR 28",
                       "#define NCCL_PATCH 3",
                       "#define NCCL_VERSION_CODE NCCL_VERSION(2,28,3)"}
        << "2.28.3" << 22803;
    QTest::newRow("before 2.9") << QStringList{"#define NCCL_MAJOR 2",
                                               "#define NCCL_MINOR 8",
                                               "#define NCCL_PATCH 4"}
                                << "2.8.4" << 2804;
    QTest::newRow("no patch") << QStringList{"#define NCCL_MAJOR 2", "#define NCCL_MINOR 28"} << ""
                              << 0;
    QTest::newRow("not a macro") << QStringList{"#define NCCL_MAJOR 2", "int x;"} << "" << 2;
    QTest::newRow("words") << QStringList{"#define NCCL_MAJOR two",
                                          "#define NCCL_MINOR 28",
                                          "#define NCCL_PATCH 9"}
                           << "" << 0;
    // major * 10000 overflowed an int: refused, never wrapped into a version code.
    QTest::newRow("major out of range")
        << QStringList{"#define NCCL_MAJOR 999999", "#define NCCL_MINOR 28", "#define NCCL_PATCH 9"}
        << "" << 0;
    QTest::newRow("minor out of range") << QStringList{"#define NCCL_MAJOR 2",
                                                       "#define NCCL_MINOR 2147483647",
                                                       "#define NCCL_PATCH 9"}
                                        << "" << 0;
    QTest::newRow("negative patch")
        << QStringList{"#define NCCL_MAJOR 2", "#define NCCL_MINOR 28", "#define NCCL_PATCH -9"}
        << "" << 0;
}

void TestPrerequisitesParser::headerVersion()
{
    QFETCH(QStringList, defines);
    QFETCH(QString, version);
    QFETCH(int, code);
    const auto header = PrerequisitesParser::ncclHeaderVersion(defines);
    if (version.isEmpty()) {
        QVERIFY(!header);
        QCOMPARE(header.error().line, code);
        return;
    }
    TANDEM_VERIFY_RESULT(header);
    QCOMPARE(header->version, version);
    QCOMPARE(header->code, code);
}

void TestPrerequisitesParser::versionString_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("version");
    QTest::newRow("cuda build") << "NCCL version 2.28.9+cuda13.0"
                                << "2.28.9+cuda13.0";
    QTest::newRow("plain") << "NCCL version 2.30.7"
                           << "2.30.7";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("format string") << "NCCL version %d.%d.%d"
                                   << "";
    QTest::newRow("other text") << "Mismatched NCCL version detected"
                                << "";
}

void TestPrerequisitesParser::versionString()
{
    QFETCH(QString, text);
    QFETCH(QString, version);
    const auto parsed = PrerequisitesParser::ncclVersionString(text);
    QCOMPARE(parsed.value_or(QString()), version);
    QCOMPARE(parsed.has_value(), !version.isEmpty());
}

void TestPrerequisitesParser::libraryFileName_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("version");
    QTest::newRow("source build") << "/home/nvidia/nccl/build/lib/libnccl.so.2.28.9"
                                  << "2.28.9";
    QTest::newRow("apt") << "/usr/lib/aarch64-linux-gnu/libnccl.so.2.28.3"
                         << "2.28.3";
    QTest::newRow("soname only") << "/usr/local/cuda-13.0/lib/libnccl.so.2"
                                 << "";
    QTest::newRow("static") << "/x/libnccl_static.a"
                            << "";
}

void TestPrerequisitesParser::libraryFileName()
{
    QFETCH(QString, path);
    QFETCH(QString, version);
    QCOMPARE(PrerequisitesParser::libraryFileVersion(path).value_or(QString()), version);
}

void TestPrerequisitesParser::mpirun_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("flavour");
    QTest::addColumn<QString>("version");
    QTest::newRow("open mpi 4.1.4") << "mpirun (Open MPI) 4.1.4"
                                    << "Open MPI"
                                    << "4.1.4";
    QTest::newRow("open mpi 5") << "mpirun (Open MPI) 5.0.3"
                                << "Open MPI"
                                << "5.0.3";
    QTest::newRow("mpich") << "HYDRA build details:"
                           << ""
                           << "";
    QTest::newRow("empty") << ""
                           << ""
                           << "";
}

void TestPrerequisitesParser::mpirun()
{
    QFETCH(QString, line);
    QFETCH(QString, flavour);
    QFETCH(QString, version);
    const auto mpi = PrerequisitesParser::mpirunVersion(line);
    QCOMPARE(mpi.has_value(), !version.isEmpty());
    if (mpi) {
        QCOMPARE(mpi->flavour, flavour);
        QCOMPARE(mpi->version, version);
    }
}

void TestPrerequisitesParser::probe_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("backends");
    QTest::newRow("gpu node") << "tandem-probe 0.1.0 source=1a2b3c4d5e6f backends=nccl,mpi"
                              << "0.1.0"
                              << "1a2b3c4d5e6f" << QStringList{"nccl", "mpi"};
    QTest::newRow("built by hand") << "tandem-probe 0.0.0 source= backends=mpi"
                                   << "0.0.0"
                                   << "" << QStringList{"mpi"};
    QTest::newRow("older probe")
        << "{\"type\":\"error\",\"message\":\"unknown argument or missing value: --version\"}"
        << ""
        << "" << QStringList{};
    QTest::newRow("other program") << "tandem-probe version one"
                                   << ""
                                   << "" << QStringList{};
}

void TestPrerequisitesParser::probe()
{
    QFETCH(QString, line);
    QFETCH(QString, version);
    QFETCH(QString, source);
    QFETCH(QStringList, backends);
    const auto probe = PrerequisitesParser::probeVersion(line);
    QCOMPARE(probe.has_value(), !version.isEmpty());
    if (probe) {
        QCOMPARE(probe->version, version);
        QCOMPARE(probe->sourceId, source);
        QCOMPARE(probe->backends, backends);
    }
}

// perftest's ib_write_bw, as the detection reports it: where it is on the PATH and the first
// line of `ib_write_bw --version`, or nothing when it is not there.
void TestPrerequisitesParser::perftest_data()
{
    QTest::addColumn<QByteArray>("lines"); // between the report's first line and its end
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("version");
    QTest::newRow("installed") << QByteArray("perftest.path /usr/bin/ib_write_bw\n"
                                             "perftest.version Version: 6.22\n")
                               << "/usr/bin/ib_write_bw"
                               << "6.22";
    QTest::newRow("two parts") << QByteArray("perftest.path /opt/bin/ib_write_bw\n"
                                             "perftest.version Version: 4.5\n")
                               << "/opt/bin/ib_write_bw"
                               << "4.5";
    // An ib_write_bw that does not know --version (the lab's stand-in): there, no version.
    QTest::newRow("no --version") << QByteArray(
        "perftest.path /usr/local/bin/ib_write_bw\n"
        "perftest.version  Invalid Command or flag. Parser function exited with "
        "Error\n") << "/usr/local/bin/ib_write_bw"
                                  << "";
    QTest::newRow("timed out") << QByteArray("perftest.path /usr/bin/ib_write_bw\n"
                                             "perftest.version \n")
                               << "/usr/bin/ib_write_bw"
                               << "";
    QTest::newRow("not installed") << QByteArray("mpi.mpirun /usr/bin/mpirun\n") << ""
                                   << "";
}

void TestPrerequisitesParser::perftest()
{
    QFETCH(QByteArray, lines);
    QFETCH(QString, path);
    QFETCH(QString, version);
    const auto node
        = PrerequisitesParser::parse("tandem-prereqs 1\nhome /home/nvidia\n" + lines + "end\n");
    TANDEM_VERIFY_RESULT(node);
    QCOMPARE(node->perftest.path, path);
    QCOMPARE(node->perftest.version, version);
    QCOMPARE(PrerequisitesParser::perftestVersion(node->perftest.versionLine).value_or(QString()),
             version);
}

void TestPrerequisitesParser::ldd_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<bool>("mpi");
    QTest::addColumn<QString>("nccl");
    QTest::addColumn<bool>("missing");
    QTest::newRow("playbook build")
        << QStringList{"linux-vdso.so.1 (0x0000ffff9c3a1000)",
                       "libnccl.so.2 => /home/nvidia/nccl/build/lib/libnccl.so.2 "
                       "(0x0000ffff9a000000)",
                       "libmpi.so.40 => /lib/aarch64-linux-gnu/libmpi.so.40 (0x0000ffff99e00000)"}
        << true << "/home/nvidia/nccl/build/lib/libnccl.so.2" << false;
    QTest::newRow("nccl not found")
        << QStringList{"libnccl.so.2 => not found", "libmpi.so.40 => /lib/libmpi.so.40 (0x1)"}
        << true << "" << true;
    QTest::newRow("built without MPI")
        << QStringList{"libnccl.so.2 => /usr/lib/libnccl.so.2 (0x0000ffff9a000000)"} << false
        << "/usr/lib/libnccl.so.2" << false;
    QTest::newRow("static") << QStringList{"not a dynamic executable"} << false << "" << false;
}

void TestPrerequisitesParser::ldd()
{
    QFETCH(QStringList, lines);
    QFETCH(bool, mpi);
    QFETCH(QString, nccl);
    QFETCH(bool, missing);
    NcclTestsInstall tests;
    PrerequisitesParser::readLdd(lines, &tests);
    QVERIFY(tests.lddRan);
    QCOMPARE(tests.linksMpi, mpi);
    QCOMPARE(tests.ncclResolved, nccl);
    QCOMPARE(tests.ncclMissing, missing);
}

QTEST_MAIN(TestPrerequisitesParser)
#include "tst_prerequisitesparser.moc"
