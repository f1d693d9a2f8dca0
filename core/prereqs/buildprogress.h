// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "prereqs/prerequisitetypes.h"

#include <QStringView>

namespace Tandem {

// An estimate of how far a build on a node has come, from the lines of its log, for a progress
// bar. Makefiles print one line per file they compile, so the count of those lines against
// the number of files a build compiles is a fair measure:
// - NCCL: "Compiling"/"Linking"/"Archiving" lines. v2.28.9-1 compiles 85 host .cc files, 13
//   DOCA GPUNetIO files, 130 generated device .cu files (src/device/generate.py), 19
//   symmetric-kernel files and 2 fixed ones, and links 3 targets: about 252 lines.
// - nccl-tests (2.19.6): 14 files of src (11 tests, common, util, timer) and 3 verifiable
//   kernels compiled, 11 programs linked: about 28 lines.
// - tandem-probe: cmake's own "[ 40%]" (or Ninja's "[3/6]").
// - Open MPI and perftest: apt's "Unpacking" and "Setting up" lines against "N newly installed".
// The scripts' "tandem: step ..." lines mark the phases (clone, build, install). The estimate
// stays below 1 until the build has ended. Plain value type.
class BuildProgress
{
public:
    static constexpr int ncclUnits = 252;
    static constexpr int ncclTestsUnits = 28;

    explicit BuildProgress(PrereqComponent component, int expectedUnits = 0);

    // Reads one log line; true when the estimate moved.
    bool feed(QStringView line);
    // Marks the end: 1 on success; a failed build keeps its last estimate.
    void finish(bool ok);
    // 0 to 1.
    [[nodiscard]] double fraction() const { return m_fraction; }
    [[nodiscard]] int units() const { return m_units; }

private:
    bool set(double fraction);

    PrereqComponent m_component;
    int m_expected = 0;
    int m_units = 0;
    int m_packages = 0; // apt: packages to install
    double m_fraction = 0;
    double m_phaseStart = 0; // where the compile phase starts (after cloning or configuring)
    double m_phaseEnd = 0.95;
};

} // namespace Tandem
