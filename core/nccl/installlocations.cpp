// SPDX-License-Identifier: GPL-3.0-or-later
#include "installlocations.h"

namespace Tandem {

namespace {

Result<void> checkPath(const QString &what, const QString &path)
{
    if (path.trimmed().isEmpty())
        return makeError(InstallLocations::tr("The %1 location is empty.").arg(what));
    for (const QChar c : path) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return makeError(
                InstallLocations::tr("The %1 location holds a control character.").arg(what));
    }
    if (path.startsWith(QLatin1Char('-')))
        return makeError(
            InstallLocations::tr("The %1 location must not start with '-'.").arg(what));
    if (path.split(QLatin1Char('/')).contains(QLatin1String("..")))
        return makeError(
            InstallLocations::tr("The %1 location must not contain \"..\".").arg(what));
    return {};
}

QString cleanPath(QString path)
{
    while (path.size() > 1 && path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

} // namespace

Result<void> InstallLocations::validate() const
{
    if (auto ok = checkPath(QStringLiteral("NCCL_HOME"), ncclHome); !ok)
        return ok;
    if (auto ok = checkPath(QStringLiteral("nccl-tests"), ncclTestsDir); !ok)
        return ok;
    return checkPath(QStringLiteral("tandem-probe"), probePath);
}

QString InstallLocations::ncclTestsBinary(const QString &op) const
{
    return cleanPath(ncclTestsDir) + QLatin1Char('/') + op + QStringLiteral("_perf");
}

TestSpec InstallLocations::applyTo(TestSpec spec) const
{
    if (spec.binary.isEmpty())
        spec.binary = spec.tool == BandwidthTool::Probe ? probePath : ncclTestsBinary(spec.op);
    if (spec.ncclHome.isEmpty())
        spec.ncclHome = cleanPath(ncclHome);
    return spec;
}

Result<QString> InstallLocations::sourceDirOf(const QString &installPath, const QString &suffix)
{
    const QString path = cleanPath(installPath);
    if (auto ok = checkPath(suffix, path); !ok)
        return tl::unexpected(ok.error());
    const QString tail = QLatin1Char('/') + suffix;
    const QString source = path.endsWith(tail) ? path.left(path.size() - tail.size()) : QString();
    // The build replaces this folder as a whole: never the home directory or a top folder.
    const bool tooHigh
        = source.isEmpty() || source == QLatin1String("/") || source == QLatin1String(".")
          || source == QLatin1String("~")
          || (source.startsWith(QLatin1Char('/')) && source.count(QLatin1Char('/')) < 2);
    if (tooHigh) {
        return makeError(tr("Tandem builds into FOLDER/%1 and replaces FOLDER as a whole, so it "
                            "cannot build into %2; choose a location like ~/name/%1, or install it "
                            "yourself and point Tandem at it.")
                             .arg(suffix, installPath));
    }
    return source;
}

Result<QString> InstallLocations::ncclSourceDir() const
{
    return sourceDirOf(ncclHome, QStringLiteral("build"));
}

Result<QString> InstallLocations::ncclTestsSourceDir() const
{
    return sourceDirOf(ncclTestsDir, QStringLiteral("build"));
}

Result<QString> InstallLocations::probeSourceDir() const
{
    return sourceDirOf(probePath, QStringLiteral("build/tandem-probe"));
}

QJsonObject InstallLocations::toJson() const
{
    return {{QStringLiteral("nccl_home"), ncclHome},
            {QStringLiteral("nccl_tests_dir"), ncclTestsDir},
            {QStringLiteral("probe_path"), probePath}};
}

InstallLocations InstallLocations::fromJson(const QJsonObject &object)
{
    InstallLocations locations;
    const auto read = [&object](const char *key, QString *target) {
        const QString value = object.value(QLatin1String(key)).toString();
        if (!value.isEmpty())
            *target = value;
    };
    read("nccl_home", &locations.ncclHome);
    read("nccl_tests_dir", &locations.ncclTestsDir);
    read("probe_path", &locations.probePath);
    return locations;
}

} // namespace Tandem
