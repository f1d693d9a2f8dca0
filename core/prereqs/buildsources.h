// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Tandem {

// Where a build on the nodes gets NCCL and nccl-tests from, and how it compiles them
// (docs/nccl.md, "Building NCCL and nccl-tests" and "Versions"): NCCL at the tag NVIDIA's playbook
// uses, for the GB10's sm_121, and nccl-tests from its default branch, as the playbook clones it.
// The URLs and tags can be changed (a mirror, a local file:// copy); tags known to break a Spark
// are refused with the reason. Plain value type.
struct BuildSources
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::BuildSources)

public:
    static constexpr char defaultNcclUrl[] = "https://github.com/NVIDIA/nccl.git";
    static constexpr char defaultNcclTag[] = "v2.28.9-1";
    static constexpr char defaultNcclTestsUrl[] = "https://github.com/NVIDIA/nccl-tests.git";
    // GB10 is compute capability 12.1; a wrong one breaks the build or the kernels.
    static constexpr char sparkGencode[] = "-gencode=arch=compute_121,code=sm_121";
    static constexpr char defaultCudaHome[] = "/usr/local/cuda";

    QString ncclUrl = QString::fromLatin1(defaultNcclUrl);
    QString ncclTag = QString::fromLatin1(defaultNcclTag);
    QString ncclTestsUrl = QString::fromLatin1(defaultNcclTestsUrl);
    QString ncclTestsTag; // empty: the default branch
    QString cudaHome = QString::fromLatin1(defaultCudaHome);
    QString gencode = QString::fromLatin1(sparkGencode);

    // URLs and tags that can go to git as arguments, and no NCCL tag known to be broken.
    [[nodiscard]] Result<void> validate() const;

    // Why an NCCL tag ("v2.28.3-1") or version ("2.28.3") must not be used on a Spark, or
    // nullopt when nothing is known against it.
    [[nodiscard]] static std::optional<QString> brokenNcclReason(const QString &tagOrVersion);
};

} // namespace Tandem
