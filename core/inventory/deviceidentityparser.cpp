// SPDX-License-Identifier: GPL-3.0-or-later
#include "deviceidentityparser.h"

#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QHash>
#include <QRegularExpression>

namespace Tandem {

namespace {

bool isKeyChar(QChar c, bool first)
{
    const char16_t u = c.unicode();
    const bool letter = (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z') || u == u'_';
    return first ? letter : letter || (u >= u'0' && u <= u'9');
}

// What may follow a value on its line: blanks, optionally a shell comment.
bool onlyCommentLeft(QStringView rest)
{
    const QStringView trimmed = rest.trimmed();
    return trimmed.isEmpty() || (trimmed.startsWith(u'#') && rest.front().isSpace());
}

} // namespace

Result<QMap<QString, QString>> DeviceIdentityParser::parseShellAssignments(const QByteArray &text)
{
    return parseAssignments(text, nullptr);
}

Result<QMap<QString, QString>> DeviceIdentityParser::parseAssignments(const QByteArray &text,
                                                                      QHash<QString, int> *keyLines)
{
    if (const auto tooLarge
        = checkInputSize(text.size(), InputLimits::NodeOutputBytes, tr("The file")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(text);
    if (!lines)
        return tl::unexpected(lines.error());

    QMap<QString, QString> values;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        const int lineNumber = int(i + 1);
        const QStringView line = QStringView(lines->at(i)).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;

        const qsizetype equals = line.indexOf(u'=');
        const QStringView key = equals > 0 ? line.left(equals) : QStringView();
        bool keyOk = !key.isEmpty();
        for (qsizetype k = 0; keyOk && k < key.size(); ++k)
            keyOk = isKeyChar(key.at(k), k == 0);
        if (!keyOk) {
            return makeError(tr("\"%1\" is not a KEY=VALUE line.").arg(line.toString()),
                             lineNumber);
        }

        const QStringView raw = line.mid(equals + 1);
        QString value;
        qsizetype pos = 0;
        if (!raw.isEmpty() && (raw.front() == u'"' || raw.front() == u'\'')) {
            const QChar quote = raw.front();
            pos = 1;
            bool closed = false;
            while (pos < raw.size()) {
                const QChar c = raw.at(pos++);
                if (c == quote) {
                    closed = true;
                    break;
                }
                // Inside double quotes the shell removes a backslash only before $ ` " \.
                if (quote == u'"' && c == u'\\' && pos < raw.size()
                    && QStringView(u"$`\"\\").contains(raw.at(pos))) {
                    value.append(raw.at(pos++));
                    continue;
                }
                value.append(c);
            }
            if (!closed) {
                return makeError(tr("The value of %1 has no closing quote.").arg(key.toString()),
                                 lineNumber);
            }
            if (!onlyCommentLeft(raw.mid(pos))) {
                return makeError(tr("The value of %1 has text after its closing quote; "
                                    "joined quoted strings are not supported.")
                                     .arg(key.toString()),
                                 lineNumber);
            }
        } else {
            while (pos < raw.size() && !raw.at(pos).isSpace()) {
                const QChar c = raw.at(pos++);
                if (c == u'"' || c == u'\'' || c == u'$' || c == u'`') {
                    return makeError(tr("The value of %1 must be quoted.").arg(key.toString()),
                                     lineNumber);
                }
                if (c == u'\\' && pos < raw.size())
                    value.append(raw.at(pos++));
                else
                    value.append(c);
            }
            if (!onlyCommentLeft(raw.mid(pos))) {
                return makeError(
                    tr("The value of %1 contains spaces but is not quoted.").arg(key.toString()),
                    lineNumber);
            }
        }
        values.insert(key.toString(), value);
        if (keyLines)
            keyLines->insert(key.toString(), lineNumber);
    }
    return values;
}

Result<DgxRelease> DeviceIdentityParser::parseDgxRelease(const QByteArray &text)
{
    QHash<QString, int> keyLines;
    auto values = parseAssignments(text, &keyLines);
    if (!values)
        return tl::unexpected(values.error());

    DgxRelease release;
    release.all = std::move(*values);
    release.name = release.all.value(QStringLiteral("DGX_NAME"));
    if (release.name.isEmpty()) {
        return makeError(tr("/etc/dgx-release has no DGX_NAME, so this does not look like a "
                            "DGX system."));
    }
    release.prettyName = release.all.value(QStringLiteral("DGX_PRETTY_NAME"));
    release.swBuildVersion = release.all.value(QStringLiteral("DGX_SWBUILD_VERSION"));
    release.otaVersion = release.all.value(QStringLiteral("DGX_OTA_VERSION"));

    const QString date = release.all.value(QStringLiteral("DGX_SWBUILD_DATE"));
    if (!date.isEmpty()) {
        // Some builds stamp a time after the date (2025-09-10-13-50-03); the date is enough.
        static const QRegularExpression datePart(
            QStringLiteral(R"(^(\d{4}-\d{2}-\d{2})(?:[-T ].*)?$)"));
        const auto match = datePart.match(date);
        release.swBuildDate
            = match.hasMatch() ? QDate::fromString(match.captured(1), Qt::ISODate) : QDate();
        if (!release.swBuildDate.isValid()) {
            return makeError(tr("DGX_SWBUILD_DATE \"%1\" is not a date (YYYY-MM-DD).").arg(date),
                             keyLines.value(QStringLiteral("DGX_SWBUILD_DATE")));
        }
    }
    return release;
}

Result<OsRelease> DeviceIdentityParser::parseOsRelease(const QByteArray &text)
{
    auto values = parseShellAssignments(text);
    if (!values)
        return tl::unexpected(values.error());

    OsRelease release;
    release.all = std::move(*values);
    release.id = release.all.value(QStringLiteral("ID"));
    release.versionId = release.all.value(QStringLiteral("VERSION_ID"));
    release.prettyName = release.all.value(QStringLiteral("PRETTY_NAME"));
    release.versionCodename = release.all.value(QStringLiteral("VERSION_CODENAME"));
    if (release.all.isEmpty())
        return makeError(tr("/etc/os-release is empty."));
    return release;
}

Result<QList<Gpu>> DeviceIdentityParser::parseNvidiaSmiGpus(const QByteArray &output)
{
    if (const auto tooLarge = checkInputSize(
            output.size(), InputLimits::NodeOutputBytes, tr("The output of nvidia-smi")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());

    QList<Gpu> gpus;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        const int lineNumber = int(i + 1);
        const QString line = lines->at(i).trimmed();
        if (line.isEmpty())
            continue;

        // nvidia-smi prints its failures on stdout, so they arrive here instead of a GPU list.
        if (line.startsWith(QLatin1String("NVIDIA-SMI has failed"))) {
            return makeError(tr("nvidia-smi cannot talk to the NVIDIA driver. Check that the "
                                "driver is installed and loaded; after a driver update, "
                                "reboot."),
                             lineNumber);
        }
        if (line.startsWith(QLatin1String("Failed to initialize NVML"))) {
            const QString reason = line.mid(line.indexOf(QLatin1Char(':')) + 1).trimmed();
            return makeError(tr("nvidia-smi could not start NVML (%1). If the driver was just "
                                "updated, reboot.")
                                 .arg(reason),
                             lineNumber);
        }
        if (line.startsWith(QLatin1String("No devices were found"))) {
            return makeError(tr("nvidia-smi found no GPU."), lineNumber);
        }

        const QStringList fields = line.split(QLatin1Char(','));
        if (fields.size() != 2) {
            return makeError(tr("\"%1\" has %n field(s); expected a GPU name and a driver "
                                "version.",
                                nullptr,
                                int(fields.size()))
                                 .arg(line),
                             lineNumber);
        }
        Gpu gpu{fields.at(0).trimmed(), fields.at(1).trimmed()};
        if (gpu.name.isEmpty() || gpu.driverVersion.isEmpty()) {
            return makeError(tr("\"%1\" lacks a GPU name or a driver version.").arg(line),
                             lineNumber);
        }
        gpus.append(std::move(gpu));
    }
    if (gpus.isEmpty())
        return makeError(tr("nvidia-smi listed no GPU."));
    return gpus;
}

bool isSparkGpu(const Gpu &gpu)
{
    return gpu.name.contains(QLatin1String("GB10"));
}

} // namespace Tandem
