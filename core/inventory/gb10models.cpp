// SPDX-License-Identifier: GPL-3.0-or-later
#include "gb10models.h"

namespace Tandem {

namespace {

struct Pattern
{
    const char *id;
    const char *vendorWord;   // matched case-insensitively in sys_vendor
    const char *platformWord; // matched case-insensitively in DGX_PLATFORM; may be null
};

// HP's vendor string is "HP" and Hewlett-Packard's; matched as a word below.
constexpr Pattern patterns[] = {
    {"dgx-spark", "NVIDIA", "DGX Server"},
    {"asus-gx10", "ASUS", "GX10"},
    {"dell-pro-max-gb10", "Dell", "Dell"},
    {"hp-zgx-nano", "HP", "ZGX"},
    {"lenovo-pgx", "LENOVO", "PGX"},
    {"msi-edgexpert", "Micro-Star", "EdgeXpert"},
    {"gigabyte-atom", "GIGABYTE", "ATOM"},
    {"acer-gn100", "Acer", "GN100"},
};

bool vendorMatches(const QString &sysVendor, const char *word)
{
    if (QLatin1String(word) == QLatin1String("HP")) {
        return sysVendor.compare(QLatin1String("HP"), Qt::CaseInsensitive) == 0
               || sysVendor.contains(QLatin1String("Hewlett"), Qt::CaseInsensitive);
    }
    return sysVendor.contains(QLatin1String(word), Qt::CaseInsensitive);
}

} // namespace

const QList<Gb10Model> &Gb10Models::all()
{
    static const QList<Gb10Model> models{
        {QStringLiteral("dgx-spark"),
         QStringLiteral("NVIDIA"),
         QStringLiteral("DGX Spark"),
         true,
         false,
         false},
        {QStringLiteral("asus-gx10"),
         QStringLiteral("ASUS"),
         QStringLiteral("Ascent GX10"),
         false,
         true,
         false},
        {QStringLiteral("dell-pro-max-gb10"),
         QStringLiteral("Dell"),
         QStringLiteral("Pro Max with GB10"),
         false,
         false,
         false},
        {QStringLiteral("hp-zgx-nano"),
         QStringLiteral("HP"),
         QStringLiteral("ZGX Nano G1n"),
         false,
         false,
         false},
        {QStringLiteral("lenovo-pgx"),
         QStringLiteral("Lenovo"),
         QStringLiteral("ThinkStation PGX"),
         false,
         false,
         false},
        {QStringLiteral("msi-edgexpert"),
         QStringLiteral("MSI"),
         QStringLiteral("EdgeXpert"),
         false,
         false,
         true},
        {QStringLiteral("gigabyte-atom"),
         QStringLiteral("GIGABYTE"),
         QStringLiteral("AI TOP ATOM"),
         false,
         false,
         false},
        {QStringLiteral("acer-gn100"),
         QStringLiteral("Acer"),
         QStringLiteral("Veriton GN100"),
         false,
         false,
         false},
    };
    return models;
}

std::optional<Gb10Model> Gb10Models::byId(const QString &id)
{
    for (const Gb10Model &model : all()) {
        if (model.id == id)
            return model;
    }
    return std::nullopt;
}

Gb10Identity Gb10Models::identify(const DmiInfo &dmi, const DgxRelease *release)
{
    Gb10Identity identity;
    identity.bios = dmi.bios();
    const QString platform = release ? release->platform : QString();
    for (const Pattern &pattern : patterns) {
        const bool byVendor
            = !dmi.sysVendor.isEmpty() && vendorMatches(dmi.sysVendor, pattern.vendorWord);
        const bool byPlatform
            = dmi.sysVendor.isEmpty() && !platform.isEmpty()
              && platform.contains(QLatin1String(pattern.platformWord), Qt::CaseInsensitive);
        if (byVendor || byPlatform) {
            identity.model = byId(QLatin1String(pattern.id));
            break;
        }
    }
    identity.vendor = identity.model ? identity.model->vendor : dmi.sysVendor;
    // Lenovo writes the machine type (30KL…) as product_name and the model as the family.
    const bool typeNumber = !dmi.productName.isEmpty() && dmi.productName.at(0).isDigit();
    identity.product = typeNumber && !dmi.productFamily.isEmpty() ? dmi.productFamily
                       : !dmi.productName.isEmpty()               ? dmi.productName
                                                                  : platform;
    return identity;
}

QString Gb10Identity::displayName() const
{
    if (model) {
        // The firmware's product string when it names the model more precisely than the
        // catalogue ("Dell Pro Max with GB10 FCM1253"), else the catalogue's name.
        const QString name = product.contains(model->model, Qt::CaseInsensitive)
                                 ? product
                                 : QStringLiteral("%1 %2").arg(model->vendor, model->model);
        return name.startsWith(model->vendor, Qt::CaseInsensitive)
                   ? name
                   : QStringLiteral("%1 %2").arg(model->vendor, name);
    }
    if (vendor.isEmpty() && product.isEmpty())
        return Gb10Models::tr("GB10 (maker unknown)");
    return Gb10Models::tr("GB10 (%1)").arg(QStringList{vendor, product}.join(u' ').trimmed());
}

} // namespace Tandem
