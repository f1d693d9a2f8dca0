// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// What the bandwidth step and the Doctor need on every node (docs/flow.md, "Step 8: Bandwidth"),
// in the order a build on a node goes: perftest first (a quick apt install that nothing else
// waits for; the Doctor's RDMA test runs its ib_write_bw), then Open MPI (nccl-tests and the
// probe link it), NCCL before nccl-tests.
enum class PrereqComponent { Perftest, Mpi, Nccl, NcclTests, Probe };

// "perftest", "mpi", "nccl", "nccl-tests", "probe": the spelling of the CLI's --build and of
// JSON.
[[nodiscard]] inline QString prereqComponentKey(PrereqComponent component)
{
    switch (component) {
    case PrereqComponent::Perftest: return QStringLiteral("perftest");
    case PrereqComponent::Mpi: return QStringLiteral("mpi");
    case PrereqComponent::Nccl: return QStringLiteral("nccl");
    case PrereqComponent::NcclTests: return QStringLiteral("nccl-tests");
    case PrereqComponent::Probe: return QStringLiteral("probe");
    }
    return {};
}

[[nodiscard]] inline std::optional<PrereqComponent> prereqComponentFromKey(const QString &key)
{
    for (PrereqComponent c : {PrereqComponent::Perftest,
                              PrereqComponent::Mpi,
                              PrereqComponent::Nccl,
                              PrereqComponent::NcclTests,
                              PrereqComponent::Probe}) {
        if (prereqComponentKey(c) == key)
            return c;
    }
    return std::nullopt;
}

// An NCCL install: the headers and the library are recorded separately, because binaries can
// be built against one version and load another (nccl-headers=22809 nccl-library=22803;
// docs/nccl.md, "Versions"). Versions are "2.28.9"; empty when not found.
struct NcclInstall
{
    QString home;           // absolute, as the node resolved it
    QString header;         // path of nccl.h, empty when absent
    QString headerVersion;  // from NCCL_MAJOR/MINOR/PATCH
    int headerCode = 0;     // NCCL_VERSION_CODE (22809)
    QString library;        // the real file behind libnccl.so.2
    QString libraryVersion; // from the embedded "NCCL version" string, else the file name
    QString libraryBuild;   // the full embedded string: "2.28.9+cuda13.0"
};

// nccl-tests in the configured folder, and what its all_gather_perf links (ldd, with
// NCCL_HOME's lib folder first, as the bandwidth run has it).
struct NcclTestsInstall
{
    QString dir;
    QStringList binaries; // "all_gather_perf", ...
    bool lddRan = false;
    bool linksMpi = false;    // built with MPI=1
    QString ncclResolved;     // where libnccl.so.2 resolves; empty when not linked
    bool ncclMissing = false; // linked, but "not found"
};

struct MpiInstall
{
    QString mpirun;  // path, empty when absent
    QString flavour; // "Open MPI"
    QString version; // "4.1.4"
    QString versionLine;
    QString mpicc; // the development files (libopenmpi-dev); empty when absent
    QString home;  // MPI_HOME for the nccl-tests build (mpicc --showme:incdirs)
};

// perftest's ib_write_bw on the PATH of a non-interactive session, as the Doctor's RDMA test
// runs it (docs/doctor.md, "RDMA test").
struct PerftestInstall
{
    QString path;        // empty when absent
    QString versionLine; // the first line of `ib_write_bw --version`
    QString version;     // "6.22"; empty where that line is not perftest's "Version: ..."
};

struct ProbeInstall
{
    QString path;
    bool present = false;
    int exitStatus = -1;  // of `tandem-probe --version`
    QString output;       // what --version printed (first lines)
    QString version;      // "0.1.0"
    QString sourceId;     // the bundle's id it was built from; empty for a build by hand
    QStringList backends; // "nccl", "mpi"
};

// What the detection script found on one node.
struct NodePrerequisites
{
    QString home;
    QString arch;
    QString gpu;                  // nvidia-smi -L's first line; empty without a GPU
    QMap<QString, QString> tools; // git, make, cmake, g++, nvcc: path, or empty when missing
    NcclInstall nccl;
    NcclTestsInstall tests;
    MpiInstall mpi;
    ProbeInstall probe;
    PerftestInstall perftest;
    // The folders a build would replace, by component key ("nccl", "nccl-tests",
    // "tandem-probe"): "tandem" (made by Tandem), "foreign" (a user's own: never replaced) or
    // "none". Missing: not reported (an older check).
    QMap<QString, QString> folders;

    [[nodiscard]] bool hasTool(const QString &name) const { return !tools.value(name).isEmpty(); }
    [[nodiscard]] bool hasNccl() const { return !nccl.header.isEmpty() && !nccl.library.isEmpty(); }
};

} // namespace Tandem
