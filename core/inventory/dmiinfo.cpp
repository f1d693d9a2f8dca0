// SPDX-License-Identifier: GPL-3.0-or-later
#include "dmiinfo.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace Tandem {

namespace {

// What firmware writes into a field it was never given.
bool isPlaceholder(const QString &value)
{
    static const QStringList placeholders{QStringLiteral("To be filled by O.E.M."),
                                          QStringLiteral("Default string"),
                                          QStringLiteral("Not Specified"),
                                          QStringLiteral("System Product Name"),
                                          QStringLiteral("System manufacturer"),
                                          QStringLiteral("None")};
    return value.isEmpty() || placeholders.contains(value, Qt::CaseInsensitive);
}

// Never read: they name one machine (and through it, its owner).
bool isIdentifying(const QString &key)
{
    return key.contains(QLatin1String("serial")) || key.contains(QLatin1String("uuid"))
           || key.contains(QLatin1String("asset_tag"));
}

} // namespace

bool DmiInfo::isEmpty() const
{
    return sysVendor.isEmpty() && productName.isEmpty() && productFamily.isEmpty()
           && boardName.isEmpty() && biosVersion.isEmpty();
}

QString DmiInfo::bios() const
{
    if (biosVersion.isEmpty())
        return {};
    return biosDate.isEmpty() ? biosVersion : QStringLiteral("%1 (%2)").arg(biosVersion, biosDate);
}

QDate DmiInfo::biosQDate() const
{
    return QDate::fromString(biosDate, QStringLiteral("MM/dd/yyyy"));
}

bool DmiParser::setField(DmiInfo &info, const QString &key, const QString &rawValue)
{
    const QString value = rawValue.trimmed().left(256);
    QString DmiInfo::*field = nullptr;
    if (key == QLatin1String("sys_vendor"))
        field = &DmiInfo::sysVendor;
    else if (key == QLatin1String("product_name"))
        field = &DmiInfo::productName;
    else if (key == QLatin1String("product_version"))
        field = &DmiInfo::productVersion;
    else if (key == QLatin1String("product_family"))
        field = &DmiInfo::productFamily;
    else if (key == QLatin1String("product_sku"))
        field = &DmiInfo::productSku;
    else if (key == QLatin1String("board_vendor"))
        field = &DmiInfo::boardVendor;
    else if (key == QLatin1String("board_name"))
        field = &DmiInfo::boardName;
    else if (key == QLatin1String("bios_vendor"))
        field = &DmiInfo::biosVendor;
    else if (key == QLatin1String("bios_version"))
        field = &DmiInfo::biosVersion;
    else if (key == QLatin1String("bios_date"))
        field = &DmiInfo::biosDate;
    if (!field)
        return false;
    info.*field = isPlaceholder(value) ? QString() : value;
    return true;
}

Result<DmiInfo> DmiParser::parse(const QByteArray &text)
{
    const auto lines = PastedText::lines(text, InputLimits::NodeOutputBytes, tr("The DMI data"));
    if (!lines)
        return tl::unexpected(lines.error());

    // "/sys/class/dmi/id/sys_vendor:Dell Inc." (grep) or "sys_vendor: Dell Inc."
    static const QRegularExpression entry(QStringLiteral(
        R"(^(?:/sys/(?:class/dmi/id|devices/virtual/dmi/id)/)?([a-z_]+)\s*:\s?(.*)$)"));
    DmiInfo info;
    int known = 0;
    int firstBad = 0;
    QString firstBadText;
    for (const PastedLine &line : *lines) {
        if (line.command || line.text.trimmed().isEmpty())
            continue;
        const auto match = entry.match(line.text.trimmed());
        // A serial number or UUID in another shape (dmidecode's "Serial Number: ...") is
        // dropped unread, not quoted in a warning.
        if (isIdentifying(line.text.toLower().remove(QLatin1Char(' '))))
            continue;
        if (!match.hasMatch()) {
            info.warnings << tr("line %1: not a DMI field: %2").arg(line.number).arg(line.text);
            if (!firstBad) {
                firstBad = line.number;
                firstBadText = line.text.trimmed();
            }
            continue;
        }
        const QString key = match.captured(1);
        if (isIdentifying(key))
            continue;
        if (setField(info, key, match.captured(2)))
            ++known;
    }
    if (known == 0) {
        return makeError(firstBad ? tr("\"%1\" is not a DMI field (expected sys_vendor: ..., "
                                       "product_name: ...).")
                                        .arg(firstBadText)
                                  : tr("No DMI field (sys_vendor, product_name, bios_version...) "
                                       "was found."),
                         firstBad);
    }
    if (!info.biosDate.isEmpty() && !info.biosQDate().isValid())
        info.warnings << tr("bios_date \"%1\" is not a MM/DD/YYYY date.").arg(info.biosDate);
    return info;
}

QJsonObject DmiInfo::toJson() const
{
    const QDate date = biosQDate();
    return QJsonObject{
        {QStringLiteral("sys_vendor"), jsonOrNull(sysVendor)},
        {QStringLiteral("product_name"), jsonOrNull(productName)},
        {QStringLiteral("product_version"), jsonOrNull(productVersion)},
        {QStringLiteral("product_family"), jsonOrNull(productFamily)},
        {QStringLiteral("product_sku"), jsonOrNull(productSku)},
        {QStringLiteral("board_vendor"), jsonOrNull(boardVendor)},
        {QStringLiteral("board_name"), jsonOrNull(boardName)},
        {QStringLiteral("bios_vendor"), jsonOrNull(biosVendor)},
        {QStringLiteral("bios_version"), jsonOrNull(biosVersion)},
        {QStringLiteral("bios_date"),
         date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : jsonOrNull(biosDate)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

} // namespace Tandem
