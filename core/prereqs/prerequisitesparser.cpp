// SPDX-License-Identifier: GPL-3.0-or-later
#include "prerequisitesparser.h"

#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QRegularExpression>

namespace Tandem {

namespace {

constexpr char kHeader[] = "tandem-prereqs 1";

// "key value..." -> (key, value); the value may be empty.
QPair<QString, QString> split(const QString &line)
{
    const qsizetype space = line.indexOf(QLatin1Char(' '));
    if (space < 0)
        return {line, {}};
    return {line.left(space), line.mid(space + 1)};
}

} // namespace

QString PrerequisitesParser::releaseOf(const QString &version)
{
    static const QRegularExpression release(QStringLiteral("^(\\d+\\.\\d+\\.\\d+)"));
    return release.match(version).captured(1);
}

Result<PrerequisitesParser::HeaderVersion>
PrerequisitesParser::ncclHeaderVersion(const QStringList &defines)
{
    static const QRegularExpression define(
        QStringLiteral("^#define\\s+NCCL_(MAJOR|MINOR|PATCH|SUFFIX|VERSION_CODE)\\s+(.*?)\\s*$"));
    QHash<QString, QString> values;
    for (qsizetype i = 0; i < defines.size(); ++i) {
        const auto match = define.match(defines.at(i));
        if (!match.hasMatch())
            return makeError(tr("\"%1\" is not one of nccl.h's version macros.").arg(defines.at(i)),
                             int(i) + 1);
        values.insert(match.captured(1), match.captured(2));
    }
    bool okMajor = false, okMinor = false, okPatch = false;
    const int major = values.value(QStringLiteral("MAJOR")).toInt(&okMajor);
    const int minor = values.value(QStringLiteral("MINOR")).toInt(&okMinor);
    const int patch = values.value(QStringLiteral("PATCH")).toInt(&okPatch);
    if (!okMajor || !okMinor || !okPatch)
        return makeError(
            tr("nccl.h does not define NCCL_MAJOR, NCCL_MINOR and NCCL_PATCH as numbers."));
    // NCCL_VERSION_CODE packs minor and patch into two decimal digits each; larger parts
    // would overflow the code below and cannot come from a real nccl.h.
    if (major < 0 || major > 99 || minor < 0 || minor > 99 || patch < 0 || patch > 99)
        return makeError(tr("nccl.h defines a version out of range: %1.%2.%3.")
                             .arg(major)
                             .arg(minor)
                             .arg(patch));
    HeaderVersion header;
    header.version = QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
    bool okCode = false;
    header.code = values.value(QStringLiteral("VERSION_CODE")).toInt(&okCode);
    if (!okCode || header.code < 0) {
        // NCCL_VERSION(X,Y,Z) in nccl.h: X*10000+Y*100+Z since 2.9, X*1000+Y*100+Z before.
        header.code = (major > 2 || (major == 2 && minor >= 9))
                          ? major * 10000 + minor * 100 + patch
                          : major * 1000 + minor * 100 + patch;
    }
    return header;
}

Result<QString> PrerequisitesParser::ncclVersionString(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^NCCL version (\\d+\\.\\d+\\.\\d+[-+A-Za-z0-9.]*)$"));
    const auto match = re.match(text.trimmed());
    if (!match.hasMatch())
        return makeError(tr("\"%1\" is not NCCL's version string.").arg(text));
    return match.captured(1);
}

Result<QString> PrerequisitesParser::libraryFileVersion(const QString &path)
{
    static const QRegularExpression re(QStringLiteral("libnccl\\.so\\.(\\d+\\.\\d+\\.\\d+)$"));
    const auto match = re.match(path);
    if (!match.hasMatch())
        return makeError(tr("The file name %1 does not carry NCCL's full version.").arg(path));
    return match.captured(1);
}

Result<PrerequisitesParser::MpiVersion> PrerequisitesParser::mpirunVersion(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^\\S*mpi(?:run|exec)\\S* \\(([^)]+)\\) (\\d+(?:\\.\\d+)+\\S*)\\s*$"));
    const auto match = re.match(line.trimmed());
    if (!match.hasMatch())
        return makeError(tr("\"%1\" is not what Open MPI's mpirun --version prints.").arg(line));
    return MpiVersion{match.captured(1), match.captured(2)};
}

Result<QString> PrerequisitesParser::perftestVersion(const QString &line)
{
    // perftest prints "Version: %s" for -V and --version (docs/flow.md, "Step 8: Bandwidth").
    static const QRegularExpression re(QStringLiteral("^Version:\\s*(\\d+(?:\\.\\d+)+\\S*)$"));
    const auto match = re.match(line.trimmed());
    if (!match.hasMatch())
        return makeError(
            tr("\"%1\" is not what perftest's ib_write_bw --version prints.").arg(line));
    return match.captured(1);
}

Result<PrerequisitesParser::ProbeVersion> PrerequisitesParser::probeVersion(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^tandem-probe (\\d+\\.\\d+\\.\\d+\\S*)((?: [a-z]+=\\S*)*)\\s*$"));
    const auto match = re.match(line.trimmed());
    if (!match.hasMatch())
        return makeError(tr("\"%1\" is not what tandem-probe --version prints.").arg(line));
    ProbeVersion probe;
    probe.version = match.captured(1);
    for (const QString &field : match.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto [key, value] = split(QString(field).replace(QLatin1Char('='), QLatin1Char(' ')));
        if (key == QLatin1String("source"))
            probe.sourceId = value;
        else if (key == QLatin1String("backends"))
            probe.backends = value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    }
    return probe;
}

void PrerequisitesParser::readLdd(const QStringList &lines, NcclTestsInstall *tests)
{
    static const QRegularExpression re(QStringLiteral("^(\\S+) => (.*?)(?: \\(0x[0-9a-f]+\\))?$"));
    tests->lddRan = !lines.isEmpty();
    for (const QString &line : lines) {
        const auto match = re.match(line.trimmed());
        if (!match.hasMatch())
            continue;
        const QString name = match.captured(1);
        if (name.startsWith(QLatin1String("libmpi.so")))
            tests->linksMpi = true;
        if (name.startsWith(QLatin1String("libnccl.so"))) {
            const QString where = match.captured(2);
            tests->ncclMissing = where == QLatin1String("not found");
            tests->ncclResolved = tests->ncclMissing ? QString() : where;
        }
    }
}

Result<NodePrerequisites> PrerequisitesParser::parse(const QByteArray &output)
{
    if (const auto tooLarge = checkInputSize(output.size(),
                                             InputLimits::NodeOutputBytes,
                                             tr("The output of the prerequisites check")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());
    if (lines->isEmpty() || lines->constFirst() != QLatin1String(kHeader))
        return makeError(tr("This is not the output of Tandem's prerequisites check."), 1);
    if (lines->constLast() != QLatin1String("end"))
        return makeError(tr("The prerequisites check stopped before its end."), int(lines->size()));

    NodePrerequisites node;
    QStringList defines;
    QStringList ldd;
    QStringList probeOut;
    for (qsizetype i = 1; i + 1 < lines->size(); ++i) {
        const auto [key, value] = split(lines->at(i));
        if (key == QLatin1String("home")) {
            node.home = value;
        } else if (key == QLatin1String("arch")) {
            node.arch = value;
        } else if (key == QLatin1String("gpu")) {
            node.gpu = value.trimmed();
        } else if (key == QLatin1String("tool")) {
            const auto [name, path] = split(value);
            if (name.isEmpty())
                return makeError(tr("A tool line names no tool."), int(i) + 1);
            node.tools.insert(name, path.trimmed());
        } else if (key == QLatin1String("nccl.home")) {
            node.nccl.home = value;
        } else if (key == QLatin1String("nccl.header")) {
            node.nccl.header = value;
        } else if (key == QLatin1String("nccl.define")) {
            defines << value;
        } else if (key == QLatin1String("nccl.lib")) {
            node.nccl.library = value;
        } else if (key == QLatin1String("nccl.libversion")) {
            if (const auto full = ncclVersionString(value))
                node.nccl.libraryBuild = *full;
        } else if (key == QLatin1String("tests.dir")) {
            node.tests.dir = value;
        } else if (key == QLatin1String("tests.bin")) {
            node.tests.binaries << value;
        } else if (key == QLatin1String("tests.ldd")) {
            ldd << value;
        } else if (key == QLatin1String("mpi.mpirun")) {
            node.mpi.mpirun = value;
        } else if (key == QLatin1String("mpi.version")) {
            node.mpi.versionLine = value;
            if (const auto mpi = mpirunVersion(value)) {
                node.mpi.flavour = mpi->flavour;
                node.mpi.version = mpi->version;
            }
        } else if (key == QLatin1String("mpi.mpicc")) {
            node.mpi.mpicc = value;
        } else if (key == QLatin1String("mpi.incdirs")) {
            const QString first = value.section(QLatin1Char(' '), 0, 0);
            if (first.endsWith(QLatin1String("/include")))
                node.mpi.home = first.chopped(QLatin1String("/include").size());
        } else if (key == QLatin1String("perftest.path")) {
            node.perftest.path = value;
        } else if (key == QLatin1String("perftest.version")) {
            node.perftest.versionLine = value;
            node.perftest.version = perftestVersion(value).value_or(QString());
        } else if (key == QLatin1String("folder")) {
            const auto [component, owner] = split(value);
            static const QStringList components{QStringLiteral("nccl"),
                                                QStringLiteral("nccl-tests"),
                                                QStringLiteral("tandem-probe")};
            static const QStringList owners{
                QStringLiteral("tandem"), QStringLiteral("foreign"), QStringLiteral("none")};
            if (!components.contains(component) || !owners.contains(owner.trimmed()))
                return makeError(tr("A folder line Tandem cannot read: %1").arg(value.left(80)),
                                 int(i) + 1);
            node.folders.insert(component, owner.trimmed());
        } else if (key == QLatin1String("probe.path")) {
            node.probe.path = value;
        } else if (key == QLatin1String("probe.exit")) {
            node.probe.present = true;
            bool ok = false;
            node.probe.exitStatus = value.toInt(&ok);
            if (!ok || node.probe.exitStatus < 0 || node.probe.exitStatus > 255)
                return makeError(tr("\"%1\" is not an exit status.").arg(value), int(i) + 1);
        } else if (key == QLatin1String("probe.out")) {
            probeOut << value;
        }
        // Other keys: facts a newer script reports that this version does not use.
    }

    if (!node.nccl.header.isEmpty()) {
        if (const auto header = ncclHeaderVersion(defines)) {
            node.nccl.headerVersion = header->version;
            node.nccl.headerCode = header->code;
        }
    }
    if (!node.nccl.library.isEmpty()) {
        node.nccl.libraryVersion = releaseOf(node.nccl.libraryBuild);
        if (node.nccl.libraryVersion.isEmpty())
            node.nccl.libraryVersion = libraryFileVersion(node.nccl.library).value_or(QString());
    }
    PrerequisitesParser::readLdd(ldd, &node.tests);
    node.probe.output = probeOut.join(QLatin1Char('\n'));
    if (node.probe.present && node.probe.exitStatus == 0 && !probeOut.isEmpty()) {
        if (const auto probe = probeVersion(probeOut.constFirst())) {
            node.probe.version = probe->version;
            node.probe.sourceId = probe->sourceId;
            node.probe.backends = probe->backends;
        }
    }
    return node;
}

} // namespace Tandem
