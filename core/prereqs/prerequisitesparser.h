// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "prereqs/prerequisitetypes.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace Tandem {

// Reads what PrereqScripts::detectScript() printed on a node, and the version texts inside it:
// nccl.h's version macros, the "NCCL version 2.28.9+cuda13.0" string a libnccl carries, the
// library's file name, `mpirun --version`, `tandem-probe --version`, `ib_write_bw --version` and
// ldd's lines. Strict
// about the report's frame (its first line and its "end"), so a cut-short or foreign output
// is an error naming the line; a fact it cannot read is left empty for the checks to explain.
// Pure functions, any thread.
class PrerequisitesParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::PrerequisitesParser)

public:
    struct HeaderVersion
    {
        QString version; // "2.28.9"
        int code = 0;    // 22809
    };
    struct MpiVersion
    {
        QString flavour; // "Open MPI"
        QString version; // "4.1.4"
    };
    struct ProbeVersion
    {
        QString version;
        QString sourceId;
        QStringList backends;
    };

    [[nodiscard]] static Result<NodePrerequisites> parse(const QByteArray &output);

    // The "#define NCCL_MAJOR 2" ... lines of nccl.h.
    [[nodiscard]] static Result<HeaderVersion> ncclHeaderVersion(const QStringList &defines);
    // "NCCL version 2.28.9+cuda13.0" -> "2.28.9+cuda13.0".
    [[nodiscard]] static Result<QString> ncclVersionString(const QString &text);
    // ".../libnccl.so.2.28.9" -> "2.28.9"; an error for "libnccl.so.2" (no full version).
    [[nodiscard]] static Result<QString> libraryFileVersion(const QString &path);
    // The first line of `mpirun --version`: "mpirun (Open MPI) 4.1.4".
    [[nodiscard]] static Result<MpiVersion> mpirunVersion(const QString &line);
    // The first line of `ib_write_bw --version`: "Version: 6.22" -> "6.22".
    [[nodiscard]] static Result<QString> perftestVersion(const QString &line);
    // "tandem-probe 0.1.0 source=1a2b3c4d5e6f backends=nccl,mpi".
    [[nodiscard]] static Result<ProbeVersion> probeVersion(const QString &line);
    // ldd's lines for all_gather_perf: does it link libmpi, where does libnccl resolve.
    static void readLdd(const QStringList &lines, NcclTestsInstall *tests);
    // "2.28.9+cuda13.0" -> "2.28.9".
    [[nodiscard]] static QString releaseOf(const QString &version);
};

} // namespace Tandem
