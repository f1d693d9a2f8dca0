// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Nodes as the prerequisites check reports them, for the checks' and the build plan's unit
// tests (tst_prerequisitechecks, tst_buildplan).
#include "prereqs/prerequisitechecks.h"

#include <functional>

namespace Tandem::Test {

inline const ProbeExpectation expected{QStringLiteral("0.1.0"), QStringLiteral("1a2b3c4d5e6f")};

// A Spark with everything in the playbook's places.
inline NodePrerequisites healthy()
{
    NodePrerequisites node;
    node.home = QStringLiteral("/home/nvidia");
    node.arch = QStringLiteral("aarch64");
    node.gpu = QStringLiteral("GPU 0: NVIDIA GB10 (UUID: GPU-1)");
    for (const char *tool : {"git", "make", "cmake", "g++"})
        node.tools.insert(QString::fromLatin1(tool),
                          QStringLiteral("/usr/bin/") + QString::fromLatin1(tool));
    node.tools.insert(QStringLiteral("nvcc"), QStringLiteral("/usr/local/cuda/bin/nvcc"));
    node.nccl = {QStringLiteral("/home/nvidia/nccl/build"),
                 QStringLiteral("/home/nvidia/nccl/build/include/nccl.h"),
                 QStringLiteral("2.28.9"),
                 22809,
                 QStringLiteral("/home/nvidia/nccl/build/lib/libnccl.so.2.28.9"),
                 QStringLiteral("2.28.9"),
                 QStringLiteral("2.28.9+cuda13.0")};
    node.tests.dir = QStringLiteral("/home/nvidia/nccl-tests/build");
    node.tests.binaries = {QStringLiteral("all_gather_perf"), QStringLiteral("all_reduce_perf")};
    node.tests.lddRan = true;
    node.tests.linksMpi = true;
    node.tests.ncclResolved = QStringLiteral("/home/nvidia/nccl/build/lib/libnccl.so.2");
    node.mpi = {QStringLiteral("/usr/bin/mpirun"),
                QStringLiteral("Open MPI"),
                QStringLiteral("4.1.6"),
                QStringLiteral("mpirun (Open MPI) 4.1.6"),
                QStringLiteral("/usr/bin/mpicc"),
                QStringLiteral("/usr/lib/aarch64-linux-gnu/openmpi")};
    node.probe.path = QStringLiteral("/home/nvidia/tandem-probe/build/tandem-probe");
    node.probe.present = true;
    node.probe.exitStatus = 0;
    node.probe.version = expected.version;
    node.probe.sourceId = expected.sourceId;
    node.probe.backends = {QStringLiteral("nccl"), QStringLiteral("mpi")};
    node.perftest.path = QStringLiteral("/usr/bin/ib_write_bw");
    node.perftest.versionLine = QStringLiteral("Version: 6.22");
    node.perftest.version = QStringLiteral("6.22");
    return node;
}

using Change = std::function<void(NodePrerequisites &)>;

inline Check checkFor(PrereqComponent component, const NodePrerequisites &node)
{
    switch (component) {
    case PrereqComponent::Nccl: return PrerequisiteChecks::ncclCheck(node);
    case PrereqComponent::NcclTests: return PrerequisiteChecks::ncclTestsCheck(node);
    case PrereqComponent::Mpi: return PrerequisiteChecks::mpiCheck(node);
    case PrereqComponent::Probe: return PrerequisiteChecks::probeCheck(node, expected);
    case PrereqComponent::Perftest: return PrerequisiteChecks::perftestCheck(node);
    }
    return {};
}

// The detection checks of a node as the plan reads them.
inline QList<Check> checksOf(const QString &name, const NodePrerequisites &node)
{
    QList<Check> checks;
    for (PrereqComponent c : {PrereqComponent::Nccl,
                              PrereqComponent::NcclTests,
                              PrereqComponent::Mpi,
                              PrereqComponent::Probe,
                              PrereqComponent::Perftest}) {
        Check check = checkFor(c, node);
        check.node = name;
        checks << check;
    }
    return checks;
}

} // namespace Tandem::Test
