// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QString>

namespace Tandem {

struct BuildSources;
struct InstallLocations;

// The fixed shell scripts of the bandwidth step's and the Doctor's prerequisites
// (core/prereqs/scripts/*.sh). Each goes to a
// node as `sh -c SCRIPT NAME ARG...`: paths, URLs and tags travel as positional arguments, never in
// the script text. Relative paths are taken from the home directory. Pure functions, any
// thread; the unit tests run the scripts locally with /bin/sh in a temporary HOME.
//
// The builds write only below the folder they replace: they build in FOLDER.tandem-new.PID
// beside it, and only a finished build is renamed over FOLDER (the previous one is removed
// once the new one is in place), so a failed or cancelled build leaves the previous install
// as it was. A folder that Tandem did not make (no marker file .tandem-build in it), a user's
// git checkout included, is never replaced or deleted: the build refuses. They print their own
// lines as "tandem: ...", the compilers' output as it comes (stderr joined to stdout), and
// "tandem: step clone|build|install" as they go. A folder or file argument with a ".."
// component is refused: the command then only prints why and fails.
class PrereqScripts
{
public:
    // $1 NCCL_HOME, $2 nccl-tests folder, $3 tandem-probe path. Prints "tandem-prereqs 1", then
    // one "KEY VALUE" line per fact (PrerequisitesParser reads them), then "end".
    [[nodiscard]] static QByteArray detectScript();
    // $1 source folder, $2 URL, $3 tag, $4 NVCC_GENCODE, $5 CUDA_HOME.
    [[nodiscard]] static QByteArray ncclScript();
    // $1 source folder, $2 URL, $3 tag (may be empty), $4 NCCL_HOME, $5 CUDA_HOME, $6 NVCC_GENCODE.
    [[nodiscard]] static QByteArray ncclTestsScript();
    // $1 source folder, $2 the uploaded bundle (removed afterwards), $3 "nccl" or "mpi" (the
    // backends to build), $4 NCCL_HOME, $5 version, $6 source id.
    [[nodiscard]] static QByteArray probeScript();
    // Run as root: apt-get update and install Open MPI (runtime and development files).
    [[nodiscard]] static QByteArray mpiScript();
    // Run as root: apt-get update and install perftest (ib_write_bw, for the Doctor).
    [[nodiscard]] static QByteArray perftestScript();

    [[nodiscard]] static RemoteCommand detectCommand(const InstallLocations &locations);
    [[nodiscard]] static RemoteCommand ncclCommand(const QString &sourceDir,
                                                   const BuildSources &sources);
    [[nodiscard]] static RemoteCommand ncclTestsCommand(const QString &sourceDir,
                                                        const QString &ncclHome,
                                                        const BuildSources &sources);
    [[nodiscard]] static RemoteCommand probeCommand(const QString &sourceDir,
                                                    const QString &bundlePath,
                                                    bool withNccl,
                                                    const QString &ncclHome,
                                                    const QString &version,
                                                    const QString &sourceId);
    // With sudo: the password goes on stdin through RemoteCommand, never in argv.
    [[nodiscard]] static RemoteCommand mpiCommand(const QByteArray &sudoPassword);
    [[nodiscard]] static RemoteCommand perftestCommand(const QByteArray &sudoPassword);

    // Where the probe's source bundle is uploaded before its build (relative to the home).
    static constexpr char bundleUploadPath[] = ".tandem-probe-src.tar.gz";
};

} // namespace Tandem
