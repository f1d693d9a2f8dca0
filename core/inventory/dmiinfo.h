// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Tandem {

// What the firmware says the machine is (/sys/class/dmi/id). Serial numbers and UUIDs are
// never read into it: a user pastes this, Tandem shows and reports it.
struct DmiInfo
{
    QString sysVendor;   // "Dell Inc.", "ASUSTeK COMPUTER INC.", "NVIDIA"
    QString productName; // the model (Lenovo: the machine type, the model is the family)
    QString productVersion;
    QString productFamily;
    QString productSku;
    QString boardVendor;
    QString boardName;
    QString biosVendor;
    QString biosVersion;
    QString biosDate; // as the firmware writes it: "03/14/2026"
    QStringList warnings;

    [[nodiscard]] bool isEmpty() const;
    [[nodiscard]] QString bios() const; // "1.2.0 (03/14/2026)", or empty
    // bios_date (MM/DD/YYYY) as a date; null when absent or not a date.
    [[nodiscard]] QDate biosQDate() const;
    [[nodiscard]] QJsonObject toJson() const;

    friend bool operator==(const DmiInfo &, const DmiInfo &) = default;
};

// Reads the DMI fields in the forms a node or a user gives them: `grep . /sys/class/dmi/id/*`
// ("/sys/class/dmi/id/sys_vendor:Dell Inc."), "sys_vendor: Dell Inc." lines (what Tandem's
// identity script prints), or the files of that directory read one by one. Firmware
// placeholders ("To be filled by O.E.M.", "Default string") count as not set. Unknown keys are
// skipped; serial numbers, UUIDs and asset tags are dropped unread. Pure, thread-safe.
class DmiParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::DmiParser)

public:
    [[nodiscard]] static Result<DmiInfo> parse(const QByteArray &text);
    // Sets one field by its sysfs file name; false for a name Tandem does not keep.
    static bool setField(DmiInfo &info, const QString &key, const QString &value);
};

} // namespace Tandem
