// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/testspec.h"
#include "result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Tandem {

// Where NCCL, nccl-tests and tandem-probe live on the nodes: the same paths on every node, as
// mpirun needs (docs/nccl.md, "Open MPI"). A relative path is relative to the user's home
// directory on the node, which is where the bandwidth command starts. The defaults are NVIDIA's
// playbook layout (docs/nccl.md, "Building NCCL and nccl-tests"): NCCL_HOME ~/nccl/build, the
// tests in ~/nccl-tests/build, and the probe in ~/tandem-probe/build. The user can point Tandem at
// existing installs instead; the values are saved with the session. Plain value type.
struct InstallLocations
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::InstallLocations)

public:
    static constexpr char defaultNcclHome[] = "nccl/build";
    static constexpr char defaultNcclTestsDir[] = "nccl-tests/build";
    static constexpr char defaultProbePath[] = "tandem-probe/build/tandem-probe";
    // Where Tandem builds when a user's own folder is at the default location (BuildPlan): a
    // folder of its own, never theirs.
    static constexpr char ownNcclHome[] = "tandem/nccl/build";
    static constexpr char ownNcclTestsDir[] = "tandem/nccl-tests/build";
    static constexpr char ownProbePath[] = "tandem/tandem-probe/build/tandem-probe";

    QString ncclHome = QString::fromLatin1(defaultNcclHome); // include/nccl.h, lib/libnccl.so*
    QString ncclTestsDir = QString::fromLatin1(defaultNcclTestsDir); // all_gather_perf, ...
    QString probePath = QString::fromLatin1(defaultProbePath);

    // Every path non-empty, without control characters, not starting with '-' and without a
    // ".." part: they reach remote scripts as arguments and the builds replace folders there.
    [[nodiscard]] Result<void> validate() const;
    [[nodiscard]] QString ncclTestsBinary(const QString &op) const;
    // The spec with the binary (where the caller set none) and NCCL_HOME filled in.
    [[nodiscard]] TestSpec applyTo(TestSpec spec) const;

    // The folder a build on the node replaces: "nccl" for NCCL_HOME "nccl/build" (NCCL and
    // nccl-tests build into build/ inside their source), "tandem-probe" for the probe at
    // "tandem-probe/build/tandem-probe". An error says why a location cannot be built into.
    // The build replaces it only where Tandem made it (its marker .tandem-build): a user's own
    // folder at a default location, their ~/nccl clone included, is refused on the node
    // (core/prereqs/prereqscripts.h), and the user points Tandem at it instead.
    [[nodiscard]] static Result<QString> sourceDirOf(const QString &installPath,
                                                     const QString &suffix);
    [[nodiscard]] Result<QString> ncclSourceDir() const;
    [[nodiscard]] Result<QString> ncclTestsSourceDir() const;
    [[nodiscard]] Result<QString> probeSourceDir() const;

    [[nodiscard]] QJsonObject toJson() const;
    // Missing or empty keys keep their defaults.
    [[nodiscard]] static InstallLocations fromJson(const QJsonObject &object);

    friend bool operator==(const InstallLocations &, const InstallLocations &) = default;
};

} // namespace Tandem
