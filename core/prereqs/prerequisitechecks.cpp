// SPDX-License-Identifier: GPL-3.0-or-later
#include "prerequisitechecks.h"

#include "prereqs/buildsources.h"
#include "prereqs/prerequisitesparser.h"
#include "remote/commandresult.h"

namespace Tandem {

namespace {

Check makeCheck(PrereqComponent component,
                const QString &node,
                CheckStatus status,
                const QString &detail,
                const QString &fix = {})
{
    Check check;
    check.id = PrerequisiteChecks::checkId(component);
    check.node = node;
    check.title = PrerequisiteChecks::title(check.id);
    check.status = status;
    check.detail = detail;
    check.fix = fix;
    return check;
}

QString buildFix(const QString &what, const QString &setting)
{
    return PrerequisiteChecks::tr(
               "Build %1 on the nodes (Build missing; tandem-cli prereqs --build), "
               "or point Tandem at an existing install (%2).")
        .arg(what, setting);
}

} // namespace

QString PrerequisiteChecks::checkId(PrereqComponent component)
{
    return QStringLiteral("prereq.") + prereqComponentKey(component);
}

QString PrerequisiteChecks::buildCheckId(PrereqComponent component)
{
    return QStringLiteral("prereq.build.") + prereqComponentKey(component);
}

QString PrerequisiteChecks::title(const QString &id)
{
    if (id == QLatin1String("prereq.nccl"))
        return tr("NCCL");
    if (id == QLatin1String("prereq.nccl-tests"))
        return tr("nccl-tests");
    if (id == QLatin1String("prereq.mpi"))
        return tr("Open MPI");
    if (id == QLatin1String("prereq.probe"))
        return tr("tandem-probe");
    if (id == QLatin1String("prereq.perftest"))
        return tr("perftest (ib_write_bw)");
    if (id == QLatin1String("prereq.versions"))
        return tr("Same versions on every node");
    if (id == QLatin1String("prereq.build.nccl"))
        return tr("Build of NCCL");
    if (id == QLatin1String("prereq.build.nccl-tests"))
        return tr("Build of nccl-tests");
    if (id == QLatin1String("prereq.build.mpi"))
        return tr("Install of Open MPI");
    if (id == QLatin1String("prereq.build.probe"))
        return tr("Build of tandem-probe");
    if (id == QLatin1String("prereq.build.perftest"))
        return tr("Install of perftest");
    return id;
}

QList<Check> PrerequisiteChecks::nodeChecks(const CommandResult &result,
                                            const ProbeExpectation &expected,
                                            NodePrerequisites *found)
{
    const auto report = result.error ? Result<NodePrerequisites>(tl::unexpected(*result.error))
                                     : PrerequisitesParser::parse(result.out);
    QList<Check> checks;
    if (!report) {
        const QString detail = result.error || result.exitStatus == 0
                                   ? report.error().toString()
                                   : tr("The check exited with status %1: %2")
                                         .arg(result.exitStatus)
                                         .arg(QString::fromUtf8(result.err).trimmed());
        for (PrereqComponent c : {PrereqComponent::Nccl,
                                  PrereqComponent::NcclTests,
                                  PrereqComponent::Mpi,
                                  PrereqComponent::Probe,
                                  PrereqComponent::Perftest})
            checks << makeCheck(c, result.node, CheckStatus::Fail, detail);
    } else {
        checks << ncclCheck(*report) << ncclTestsCheck(*report) << mpiCheck(*report)
               << probeCheck(*report, expected) << perftestCheck(*report);
        if (found)
            *found = *report;
    }
    for (Check &check : checks) {
        check.node = result.node;
        check.evidence = {result.toEvidence()};
    }
    return checks;
}

Check PrerequisiteChecks::ncclCheck(const NodePrerequisites &node)
{
    const NcclInstall &nccl = node.nccl;
    const QString fix = buildFix(QStringLiteral("NCCL"),
                                 tr("NCCL_HOME: the folder with include/nccl.h "
                                    "and lib/libnccl.so"));
    if (nccl.header.isEmpty() && nccl.library.isEmpty()) {
        return makeCheck(PrereqComponent::Nccl,
                         {},
                         CheckStatus::Fail,
                         tr("No NCCL in %1 (no include/nccl.h, no lib/libnccl.so).").arg(nccl.home),
                         fix);
    }
    if (nccl.library.isEmpty()) {
        return makeCheck(PrereqComponent::Nccl,
                         {},
                         CheckStatus::Fail,
                         tr("%1 has NCCL's headers (%2) but no libnccl.so in lib or lib64.")
                             .arg(nccl.home, nccl.headerVersion),
                         fix);
    }
    const QString library = nccl.libraryBuild.isEmpty() ? nccl.libraryVersion : nccl.libraryBuild;
    if (nccl.header.isEmpty()) {
        return makeCheck(
            PrereqComponent::Nccl,
            {},
            CheckStatus::Warn,
            tr("NCCL library %1 (%2), but no include/nccl.h in %3: building nccl-tests "
               "or tandem-probe against it needs the headers.")
                .arg(library.isEmpty() ? tr("of unknown version") : library,
                     nccl.library,
                     nccl.home),
            fix);
    }
    if (nccl.libraryVersion.isEmpty() || nccl.headerVersion.isEmpty()) {
        return makeCheck(
            PrereqComponent::Nccl,
            {},
            CheckStatus::Warn,
            tr("NCCL in %1, but Tandem cannot tell its version (library %2, nccl.h %3).")
                .arg(nccl.home, nccl.library, nccl.header));
    }
    if (nccl.libraryVersion != nccl.headerVersion) {
        return makeCheck(
            PrereqComponent::Nccl,
            {},
            CheckStatus::Warn,
            tr("NCCL's headers are %1 (code %2) but its library is %3: what is built "
               "against these headers runs another NCCL.")
                .arg(nccl.headerVersion)
                .arg(nccl.headerCode)
                .arg(library),
            tr("Build NCCL again so that headers and library match, or set NCCL_HOME to "
               "one install."));
    }
    if (const auto reason = BuildSources::brokenNcclReason(nccl.libraryVersion)) {
        return makeCheck(PrereqComponent::Nccl,
                         {},
                         CheckStatus::Warn,
                         tr("NCCL %1 in %2. %3").arg(library, nccl.home, *reason),
                         tr("Build NCCL %1 on the nodes.")
                             .arg(QString::fromLatin1(BuildSources::defaultNcclTag)));
    }
    return makeCheck(PrereqComponent::Nccl,
                     {},
                     CheckStatus::Pass,
                     tr("NCCL %1 in %2 (headers %3, code %4).")
                         .arg(library, nccl.home, nccl.headerVersion)
                         .arg(nccl.headerCode));
}

Check PrerequisiteChecks::ncclTestsCheck(const NodePrerequisites &node)
{
    const NcclTestsInstall &tests = node.tests;
    const QString fix = buildFix(QStringLiteral("nccl-tests"),
                                 tr("the nccl-tests folder: where "
                                    "all_gather_perf is"));
    if (tests.binaries.isEmpty()) {
        return makeCheck(PrereqComponent::NcclTests,
                         {},
                         CheckStatus::Fail,
                         tr("No nccl-tests in %1 (no *_perf programs).").arg(tests.dir),
                         fix);
    }
    if (!tests.binaries.contains(QLatin1String("all_gather_perf"))) {
        return makeCheck(PrereqComponent::NcclTests,
                         {},
                         CheckStatus::Fail,
                         tr("%1 has %2 but not all_gather_perf, the acceptance test.")
                             .arg(tests.dir, tests.binaries.join(QStringLiteral(", "))),
                         fix);
    }
    if (!tests.linksMpi) {
        return makeCheck(
            PrereqComponent::NcclTests,
            {},
            CheckStatus::Fail,
            tr("all_gather_perf in %1 was built without MPI (it does not link libmpi): "
               "under mpirun every rank would run a test of its own.")
                .arg(tests.dir),
            tr("Build nccl-tests again with MPI=1 (Tandem's build does)."));
    }
    if (tests.ncclMissing) {
        return makeCheck(PrereqComponent::NcclTests,
                         {},
                         CheckStatus::Fail,
                         tr("all_gather_perf needs libnccl.so.2, which is not found with NCCL_HOME "
                            "(%1) on the library path.")
                             .arg(node.nccl.home),
                         tr("Set NCCL_HOME to the NCCL that nccl-tests was built against, or build "
                            "NCCL there."));
    }
    const QString count = tr("%n test program(s)", nullptr, int(tests.binaries.size()));
    if (!tests.ncclResolved.isEmpty() && !node.nccl.home.isEmpty()
        && !tests.ncclResolved.startsWith(node.nccl.home + QLatin1Char('/'))) {
        return makeCheck(
            PrereqComponent::NcclTests,
            {},
            CheckStatus::Warn,
            tr("%1 in %2, built with MPI; they load NCCL from %3, not from NCCL_HOME (%4).")
                .arg(count, tests.dir, tests.ncclResolved, node.nccl.home),
            tr("Set NCCL_HOME to the NCCL the tests should use."));
    }
    return makeCheck(PrereqComponent::NcclTests,
                     {},
                     CheckStatus::Pass,
                     tests.ncclResolved.isEmpty()
                         ? tr("%1 in %2, built with MPI.").arg(count, tests.dir)
                         : tr("%1 in %2, built with MPI, NCCL from %3.")
                               .arg(count, tests.dir, tests.ncclResolved));
}

Check PrerequisiteChecks::mpiCheck(const NodePrerequisites &node)
{
    const MpiInstall &mpi = node.mpi;
    const QString fix = tr("Build missing installs it with sudo (apt-get install openmpi-bin "
                           "libopenmpi-dev).");
    if (mpi.mpirun.isEmpty())
        return makeCheck(PrereqComponent::Mpi,
                         {},
                         CheckStatus::Fail,
                         tr("Open MPI is not installed (no mpirun)."),
                         fix);
    if (mpi.flavour != QLatin1String("Open MPI")) {
        return makeCheck(
            PrereqComponent::Mpi,
            {},
            CheckStatus::Fail,
            tr("%1 is not Open MPI (%2); Tandem's runs use Open MPI's options.")
                .arg(mpi.mpirun, mpi.versionLine.isEmpty() ? tr("no version") : mpi.versionLine),
            fix);
    }
    if (mpi.mpicc.isEmpty()) {
        return makeCheck(
            PrereqComponent::Mpi,
            {},
            CheckStatus::Warn,
            tr("Open MPI %1 (%2) runs, but its development files are missing: building "
               "nccl-tests or tandem-probe needs them.")
                .arg(mpi.version, mpi.mpirun),
            fix);
    }
    return makeCheck(
        PrereqComponent::Mpi,
        {},
        CheckStatus::Pass,
        tr("Open MPI %1 (%2), with its development files.").arg(mpi.version, mpi.mpirun));
}

Check PrerequisiteChecks::probeCheck(const NodePrerequisites &node,
                                     const ProbeExpectation &expected)
{
    const ProbeInstall &probe = node.probe;
    const QString rebuild
        = tr("Build tandem-probe on the nodes again (from the source Tandem carries).");
    if (!probe.present) {
        return makeCheck(PrereqComponent::Probe,
                         {},
                         CheckStatus::Fail,
                         tr("No tandem-probe at %1.").arg(probe.path),
                         buildFix(QStringLiteral("tandem-probe"), tr("the tandem-probe path")));
    }
    if (probe.version.isEmpty()) {
        // 126/127: the program cannot start at all (a missing library); else it is older than
        // --version or broken.
        const bool cannotRun
            = probe.exitStatus == 126 || probe.exitStatus == 127 || probe.exitStatus > 128;
        return makeCheck(PrereqComponent::Probe,
                         {},
                         cannotRun ? CheckStatus::Fail : CheckStatus::Warn,
                         tr("tandem-probe at %1 does not answer --version (exit status %2): %3")
                             .arg(probe.path)
                             .arg(probe.exitStatus)
                             .arg(probe.output.section(QLatin1Char('\n'), 0, 0)),
                         rebuild);
    }
    const QString backends = probe.backends.join(QStringLiteral(", "));
    const bool otherSource = !probe.sourceId.isEmpty() && !expected.sourceId.isEmpty()
                             && probe.sourceId != expected.sourceId;
    if ((!expected.version.isEmpty() && probe.version != expected.version) || otherSource) {
        return makeCheck(
            PrereqComponent::Probe,
            {},
            CheckStatus::Warn,
            tr("tandem-probe %1 (source %2) is not the one this Tandem carries (%3, source %4).")
                .arg(probe.version,
                     probe.sourceId.isEmpty() ? tr("unknown") : probe.sourceId,
                     expected.version,
                     expected.sourceId),
            rebuild);
    }
    if (!probe.backends.contains(QLatin1String("nccl")) && node.hasNccl() && !node.gpu.isEmpty()
        && node.hasTool(QStringLiteral("nvcc"))) {
        return makeCheck(
            PrereqComponent::Probe,
            {},
            CheckStatus::Warn,
            tr("tandem-probe %1 has only its MPI backend, though this node has a GPU and "
               "NCCL: it cannot measure GPU bandwidth.")
                .arg(probe.version),
            rebuild);
    }
    return makeCheck(
        PrereqComponent::Probe,
        {},
        CheckStatus::Pass,
        tr("tandem-probe %1 at %2 (backends: %3).").arg(probe.version, probe.path, backends));
}

Check PrerequisiteChecks::perftestCheck(const NodePrerequisites &node)
{
    const PerftestInstall &perftest = node.perftest;
    // A warning, not a failure: only the Doctor's RDMA test runs ib_write_bw; the bandwidth
    // step's NCCL test does not need it.
    if (perftest.path.isEmpty()) {
        return makeCheck(PrereqComponent::Perftest,
                         {},
                         CheckStatus::Warn,
                         tr("perftest is not installed (no ib_write_bw on the PATH): the Doctor's "
                            "RDMA test needs it; the NCCL bandwidth test does not."),
                         tr("sudo apt install perftest, or let Build missing install it with sudo "
                            "(tandem-cli prereqs --build perftest)."));
    }
    if (perftest.version.isEmpty()) {
        return makeCheck(
            PrereqComponent::Perftest,
            {},
            CheckStatus::Pass,
            tr("ib_write_bw at %1 (it does not tell its version).").arg(perftest.path));
    }
    return makeCheck(PrereqComponent::Perftest,
                     {},
                     CheckStatus::Pass,
                     tr("perftest %1 (ib_write_bw at %2).").arg(perftest.version, perftest.path));
}

std::optional<Check>
PrerequisiteChecks::versionsCheck(const QMap<QString, NodePrerequisites> &nodes)
{
    if (nodes.size() < 2)
        return std::nullopt;
    // Per component: node -> version, for the nodes that have it.
    QMap<QString, QString> nccl, mpi, probe;
    for (auto it = nodes.cbegin(); it != nodes.cend(); ++it) {
        const NodePrerequisites &n = it.value();
        if (!n.nccl.library.isEmpty() && !n.nccl.libraryVersion.isEmpty())
            nccl.insert(it.key(),
                        n.nccl.libraryBuild.isEmpty() ? n.nccl.libraryVersion
                                                      : n.nccl.libraryBuild);
        if (!n.mpi.version.isEmpty())
            mpi.insert(it.key(), n.mpi.version);
        if (!n.probe.version.isEmpty())
            probe.insert(it.key(),
                         n.probe.version
                             + (n.probe.sourceId.isEmpty() ? QString()
                                                           : QLatin1Char('/') + n.probe.sourceId));
    }
    const auto differs = [](const QMap<QString, QString> &m) {
        const QList<QString> values = m.values();
        return !values.isEmpty() && values.count(values.constFirst()) != values.size();
    };
    const auto list = [](const QMap<QString, QString> &m) {
        QStringList parts;
        for (auto it = m.cbegin(); it != m.cend(); ++it)
            parts << QStringLiteral("%1: %2").arg(it.key(), it.value());
        return parts.join(QStringLiteral(", "));
    };
    Check check;
    check.id = QStringLiteral("prereq.versions");
    check.title = title(check.id);
    QStringList problems;
    if (differs(nccl))
        problems
            << tr("NCCL differs between the nodes (%1); NCCL refuses peers of another version.")
                   .arg(list(nccl));
    if (differs(mpi))
        problems << tr("Open MPI differs between the nodes (%1); mpirun needs the same version "
                       "everywhere.")
                        .arg(list(mpi));
    if (!problems.isEmpty()) {
        check.status = CheckStatus::Fail;
        check.detail = problems.join(QLatin1Char(' '));
        check.fix
            = tr("Build the same NCCL on every node, and install the same Open MPI (apt-get) on "
                 "every node.");
        return check;
    }
    if (differs(probe)) {
        check.status = CheckStatus::Warn;
        check.detail = tr("tandem-probe differs between the nodes (%1).").arg(list(probe));
        check.fix = tr("Build tandem-probe again on every node.");
        return check;
    }
    QStringList same;
    if (!nccl.isEmpty())
        same << tr("NCCL %1").arg(nccl.first());
    if (!mpi.isEmpty())
        same << tr("Open MPI %1").arg(mpi.first());
    if (!probe.isEmpty())
        same << tr("tandem-probe %1").arg(probe.first().section(QLatin1Char('/'), 0, 0));
    check.status = CheckStatus::Pass;
    check.detail
        = same.isEmpty()
              ? tr("Nothing to compare yet: no node has NCCL, Open MPI or tandem-probe.")
              : tr("Every node that has them runs %1.").arg(same.join(QStringLiteral(", ")));
    return check;
}

} // namespace Tandem
