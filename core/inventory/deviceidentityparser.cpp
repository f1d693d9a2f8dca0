// SPDX-License-Identifier: GPL-3.0-or-later
#include "deviceidentityparser.h"

#include "inventory/nvidiasmiparser.h"
#include "util/checkednumbers.h"
#include "util/pastedtext.h"

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
    auto parsed = parseAssignments(text);
    if (!parsed)
        return tl::unexpected(parsed.error());
    return parsed->values;
}

namespace {

// Reads one quoted segment starting at raw[pos] (a quote); false when it never closes.
bool readQuoted(QStringView raw, qsizetype &pos, QString &value)
{
    const QChar quote = raw.at(pos++);
    while (pos < raw.size()) {
        const QChar c = raw.at(pos++);
        if (c == quote)
            return true;
        // Inside double quotes the shell removes a backslash only before $ ` " \.
        if (quote == u'"' && c == u'\\' && pos < raw.size()
            && QStringView(u"$`\"\\").contains(raw.at(pos))) {
            value.append(raw.at(pos++));
            continue;
        }
        value.append(c);
    }
    return false;
}

} // namespace

Result<Assignments> DeviceIdentityParser::parseAssignments(const QByteArray &text)
{
    const auto lines = PastedText::lines(text, InputLimits::NodeOutputBytes, tr("The file"));
    if (!lines)
        return tl::unexpected(lines.error());

    Assignments out;
    int firstBadLine = 0;
    QString firstBadText;
    for (const PastedLine &pasted : *lines) {
        const QStringView line = QStringView(pasted.text).trimmed();
        if (pasted.command || line.isEmpty() || line.startsWith(u'#'))
            continue;

        const qsizetype equals = line.indexOf(u'=');
        const QStringView key = equals > 0 ? line.left(equals) : QStringView();
        bool keyOk = !key.isEmpty();
        for (qsizetype k = 0; keyOk && k < key.size(); ++k)
            keyOk = isKeyChar(key.at(k), k == 0);
        if (!keyOk
            && (line.contains(QLatin1String("SERIAL"), Qt::CaseInsensitive)
                || line.contains(QLatin1String("UUID"), Qt::CaseInsensitive)))
            continue; // never quoted in a warning: it names one machine
        if (!keyOk) {
            out.warnings << tr("line %1: \"%2\" is not a KEY=VALUE line.")
                                .arg(pasted.number)
                                .arg(line.toString());
            if (firstBadLine == 0) {
                firstBadLine = pasted.number;
                firstBadText = line.toString();
            }
            continue;
        }

        // Values are read as the shell would, but leniently: vendors write unquoted values
        // with spaces (DGX_PLATFORM=HP ZGX Nano G1n AI Station), which a shell would not
        // accept and the file's readers do.
        const QStringView raw = line.mid(equals + 1);
        QString value;
        qsizetype pos = 0;
        if (!raw.isEmpty() && (raw.front() == u'"' || raw.front() == u'\'')) {
            bool closed = true;
            while (closed && pos < raw.size() && (raw.at(pos) == u'"' || raw.at(pos) == u'\''))
                closed = readQuoted(raw, pos, value);
            if (!closed) {
                out.warnings << tr("line %1: the value of %2 has no closing quote.")
                                    .arg(pasted.number)
                                    .arg(key.toString());
            } else if (!onlyCommentLeft(raw.mid(pos))) {
                out.warnings << tr("line %1: the value of %2 has text after its closing quote.")
                                    .arg(pasted.number)
                                    .arg(key.toString());
            }
        } else {
            QStringView rest = raw;
            const qsizetype comment = rest.indexOf(QLatin1String(" #"));
            if (comment >= 0)
                rest = rest.left(comment);
            rest = rest.trimmed();
            for (qsizetype k = 0; k < rest.size(); ++k) {
                if (rest.at(k) == u'\\' && k + 1 < rest.size())
                    ++k;
                value.append(rest.at(k));
            }
        }
        out.values.insert(key.toString(), value);
        out.keyLines.insert(key.toString(), pasted.number);
    }
    if (out.values.isEmpty()) {
        return makeError(firstBadLine ? tr("\"%1\" is not a KEY=VALUE line.").arg(firstBadText)
                                      : tr("The file holds no KEY=VALUE line."),
                         firstBadLine);
    }
    return out;
}

namespace {

// A serial number names one machine and its owner; Tandem never keeps it (docs/security.md).
bool isSerialKey(const QString &key)
{
    return key.contains(QLatin1String("SERIAL"), Qt::CaseInsensitive)
           || key.contains(QLatin1String("UUID"), Qt::CaseInsensitive);
}

QMap<QString, QString> withoutSerials(const QMap<QString, QString> &values)
{
    QMap<QString, QString> kept;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (!isSerialKey(it.key()))
            kept.insert(it.key(), it.value());
    }
    return kept;
}

} // namespace

bool DgxRelease::isDgxSpark() const
{
    return name.contains(QLatin1String("DGX Spark"), Qt::CaseInsensitive)
           || prettyName.contains(QLatin1String("DGX Spark"), Qt::CaseInsensitive);
}

QString DgxRelease::version() const
{
    return otaVersion.isEmpty() ? swBuildVersion : otaVersion;
}

QDate DgxRelease::otaQDate() const
{
    // Month names as `date` prints them in the locales of the write-ups (lower case, no dot).
    static const QList<QStringList> months{
        {QStringLiteral("jan"),
         QStringLiteral("janv"),
         QStringLiteral("ene"),
         QStringLiteral("jän")},
        {QStringLiteral("feb"), QStringLiteral("févr"), QStringLiteral("fév")},
        {QStringLiteral("mar"), QStringLiteral("mars"), QStringLiteral("mär")},
        {QStringLiteral("apr"), QStringLiteral("avr"), QStringLiteral("abr")},
        {QStringLiteral("may"), QStringLiteral("mai")},
        {QStringLiteral("jun"), QStringLiteral("juin")},
        {QStringLiteral("jul"), QStringLiteral("juil")},
        {QStringLiteral("aug"), QStringLiteral("août"), QStringLiteral("ago")},
        {QStringLiteral("sep"), QStringLiteral("sept")},
        {QStringLiteral("oct"), QStringLiteral("okt")},
        {QStringLiteral("nov")},
        {QStringLiteral("dec"),
         QStringLiteral("déc"),
         QStringLiteral("dez"),
         QStringLiteral("dic")},
    };
    int day = 0;
    int month = 0;
    int year = 0;
    const QStringList tokens = otaDate.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // `date` starts with the weekday in every locale read here, and French and Spanish
    // Tuesday ("mar") is English and Spanish March: the first word is never the month.
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        QString token = tokens.at(i).toLower().remove(QLatin1Char('.')).remove(QLatin1Char(','));
        bool number = false;
        const int value = token.toInt(&number);
        if (number && token.size() == 4)
            year = value;
        else if (number && token.size() <= 2 && day == 0)
            day = value;
        for (int m = 0; !number && month == 0 && m < months.size(); ++m) {
            if (months.at(m).contains(token) || months.at(m).contains(token.left(3)))
                month = m + 1;
        }
    }
    return QDate(year, month, day); // invalid unless all three were found
}

QDate DgxRelease::softwareDate() const
{
    const QDate ota = otaQDate();
    return ota.isValid() && (!swBuildDate.isValid() || ota > swBuildDate) ? ota : swBuildDate;
}

Result<DgxRelease> DeviceIdentityParser::parseDgxRelease(const QByteArray &text)
{
    auto parsed = parseAssignments(text);
    if (!parsed)
        return tl::unexpected(parsed.error());

    DgxRelease release;
    release.warnings = parsed->warnings;
    release.all = withoutSerials(parsed->values);
    const auto value
        = [&release](const char *key) { return release.all.value(QLatin1String(key)); };
    release.name = value("DGX_NAME");
    release.prettyName = value("DGX_PRETTY_NAME");
    release.platform = value("DGX_PLATFORM");
    release.swBuildVersion = value("DGX_SWBUILD_VERSION");
    // Each OTA update appends a DGX_OTA_VERSION/DGX_OTA_DATE pair: the last one is current.
    release.otaVersion = value("DGX_OTA_VERSION");
    release.otaDate = value("DGX_OTA_DATE");
    if (release.name.isEmpty() && release.prettyName.isEmpty() && release.platform.isEmpty()
        && release.swBuildVersion.isEmpty()) {
        return makeError(tr("This is not /etc/dgx-release: it has none of DGX_NAME, "
                            "DGX_PRETTY_NAME, DGX_PLATFORM or DGX_SWBUILD_VERSION."));
    }

    const QString date = value("DGX_SWBUILD_DATE");
    if (!date.isEmpty()) {
        // Some builds stamp a time after the date (2025-09-10-13-50-03); the date is enough.
        static const QRegularExpression datePart(
            QStringLiteral(R"(^(\d{4}-\d{2}-\d{2})(?:[-T ].*)?$)"));
        const auto match = datePart.match(date);
        release.swBuildDate
            = match.hasMatch() ? QDate::fromString(match.captured(1), Qt::ISODate) : QDate();
        if (!release.swBuildDate.isValid()) {
            release.warnings << tr("line %1: DGX_SWBUILD_DATE \"%2\" is not a date (YYYY-MM-DD).")
                                    .arg(parsed->keyLines.value(QStringLiteral("DGX_SWBUILD_DATE")))
                                    .arg(date);
        }
    }
    return release;
}

Result<OsRelease> DeviceIdentityParser::parseOsRelease(const QByteArray &text)
{
    auto parsed = parseAssignments(text);
    if (!parsed)
        return tl::unexpected(parsed.error());

    OsRelease release;
    release.warnings = parsed->warnings;
    release.all = withoutSerials(parsed->values);
    // os-release(5) names; lsb-release's DISTRIB_* names where a user pasted that instead.
    const auto value = [&release](const char *key, const char *lsbKey) {
        const QString v = release.all.value(QLatin1String(key));
        return v.isEmpty() ? release.all.value(QLatin1String(lsbKey)) : v;
    };
    release.id = value("ID", "DISTRIB_ID").toLower();
    release.versionId = value("VERSION_ID", "DISTRIB_RELEASE");
    release.prettyName = value("PRETTY_NAME", "DISTRIB_DESCRIPTION");
    release.versionCodename = value("VERSION_CODENAME", "DISTRIB_CODENAME");
    release.name = value("NAME", "DISTRIB_ID");
    release.version = release.all.value(QStringLiteral("VERSION"));
    return release;
}

Result<QList<Gpu>> DeviceIdentityParser::parseNvidiaSmiGpus(const QByteArray &output)
{
    const auto report = NvidiaSmiParser::parse(output);
    if (!report)
        return tl::unexpected(report.error());
    QList<Gpu> gpus;
    for (const NvidiaSmiGpu &gpu : report->gpus) {
        if (gpu.name.isEmpty())
            return makeError(tr("nvidia-smi printed a GPU without a name."));
        gpus.append(Gpu{gpu.name, gpu.driverVersion});
    }
    return gpus;
}

bool isSparkGpu(const Gpu &gpu)
{
    return gpu.name.contains(QLatin1String("GB10"));
}

} // namespace Tandem
