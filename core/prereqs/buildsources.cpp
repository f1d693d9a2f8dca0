// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildsources.h"

#include <QRegularExpression>

namespace Tandem {

namespace {

Result<void> checkUrl(const QString &what, const QString &url)
{
    // git takes a URL starting with '-' as an option; whitespace and control characters have
    // no place in one.
    static const QRegularExpression bad(QStringLiteral("[\\s\\x00-\\x1f\\x7f]"));
    if (url.isEmpty() || url.startsWith(QLatin1Char('-')) || url.contains(bad))
        return makeError(
            BuildSources::tr("The %1 source \"%2\" is not a URL git can clone.").arg(what, url));
    return {};
}

Result<void> checkTag(const QString &what, const QString &tag, bool mayBeEmpty)
{
    static const QRegularExpression good(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._/+-]*$"));
    if ((tag.isEmpty() && mayBeEmpty)
        || (good.match(tag).hasMatch() && !tag.contains(QLatin1String(".."))))
        return {};
    return makeError(
        BuildSources::tr("The %1 tag \"%2\" is not a git tag or branch name.").arg(what, tag));
}

} // namespace

std::optional<QString> BuildSources::brokenNcclReason(const QString &tagOrVersion)
{
    // "v2.28.3-1" and "2.28.3" (or "2.28.3+cuda13.0") name the same release.
    static const QRegularExpression version(QStringLiteral("^v?(\\d+\\.\\d+\\.\\d+)"));
    const QString release = version.match(tagOrVersion).captured(1);
    if (release == QLatin1String("2.28.3"))
        return tr("NCCL 2.28.3 breaks the nccl-tests build (NVIDIA's playbook, issue 7); use "
                  "v2.28.9-1.");
    if (release == QLatin1String("2.30.7"))
        return tr("NCCL 2.30.7 can hang every rank on the Spark's Arm CPUs without the send-path "
                  "fence fix (NVIDIA/nccl#2393); use v2.28.9-1 or a later release.");
    return std::nullopt;
}

Result<void> BuildSources::validate() const
{
    if (auto ok = checkUrl(QStringLiteral("NCCL"), ncclUrl); !ok)
        return ok;
    if (auto ok = checkUrl(QStringLiteral("nccl-tests"), ncclTestsUrl); !ok)
        return ok;
    if (auto ok = checkTag(QStringLiteral("NCCL"), ncclTag, false); !ok)
        return ok;
    if (auto ok = checkTag(QStringLiteral("nccl-tests"), ncclTestsTag, true); !ok)
        return ok;
    if (const auto reason = brokenNcclReason(ncclTag))
        return makeError(tr("Tandem does not build NCCL %1: %2").arg(ncclTag, *reason));
    if (!cudaHome.startsWith(QLatin1Char('/')) || cudaHome.contains(QLatin1Char('\n')))
        return makeError(tr("CUDA_HOME must be an absolute path."));
    if (!gencode.startsWith(QLatin1Char('-')) || gencode.contains(QLatin1Char('\n')))
        return makeError(
            tr("NVCC_GENCODE must look like %1.").arg(QString::fromLatin1(sparkGencode)));
    return {};
}

} // namespace Tandem
