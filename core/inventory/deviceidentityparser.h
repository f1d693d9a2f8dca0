// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Tandem {

// /etc/dgx-release (DGX OS on NVIDIA's box and the OEM GB10 machines). `all` holds every key
// as read, the last of a repeated key winning, less any serial number (never kept).
struct DgxRelease
{
    QString name;       // DGX_NAME, e.g. "DGX Spark" (also on ASUS's GX10)
    QString prettyName; // DGX_PRETTY_NAME
    QString platform;   // DGX_PLATFORM: "DGX Server for KVM", "GX10", "HP ZGX Nano G1n AI Station"
    QDate swBuildDate;  // DGX_SWBUILD_DATE; null when absent or not a date (then a warning)
    QString swBuildVersion;
    QString otaVersion; // DGX_OTA_VERSION; the last one when updates appended several
    QString otaDate;    // as printed: the node's locale and clock (Tue, "mer.", "05:05:30 PM")
    QMap<QString, QString> all;
    QStringList warnings; // lines that are not KEY=VALUE, a date that is not one

    // DGX_NAME or DGX_PRETTY_NAME names the DGX Spark (OEM boxes keep DGX_NAME).
    [[nodiscard]] bool isDgxSpark() const;
    // The version the node runs: the last OTA update, else the version it was built as.
    [[nodiscard]] QString version() const;
    // DGX_OTA_DATE as a date, read from the day, an English, French, German or Spanish month
    // name and the year, whatever the clock; null when it cannot be read.
    [[nodiscard]] QDate otaQDate() const;
    // The date of what the node runs: the last OTA update when readable, else the build.
    [[nodiscard]] QDate softwareDate() const;
};

// /etc/os-release (os-release(5)); /etc/lsb-release's DISTRIB_* keys fill the same fields.
struct OsRelease
{
    QString id;              // ID, e.g. "ubuntu"
    QString versionId;       // VERSION_ID
    QString prettyName;      // PRETTY_NAME
    QString versionCodename; // VERSION_CODENAME
    QString name;            // NAME
    QString version;         // VERSION
    QMap<QString, QString> all;
    QStringList warnings;
};

// KEY=VALUE lines read leniently, with the line each key was last set on.
struct Assignments
{
    QMap<QString, QString> values;
    QHash<QString, int> keyLines;
    QStringList warnings; // "line N: ..." for lines that are not assignments
};

// One line of `nvidia-smi --query-gpu=name,driver_version --format=csv,noheader`.
struct Gpu
{
    QString name;
    QString driverVersion;

    friend bool operator==(const Gpu &, const Gpu &) = default;
};

// Parses what tells a node apart: /etc/dgx-release, /etc/os-release (or lsb-release, or
// /etc/fastos-release, read as os-release) and the GPU list from nvidia-smi. The release files
// use shell assignment syntax (KEY="value", comments, quotes with backslash escapes), read
// leniently as the files' own readers do: quotes are optional, an unquoted value runs to the
// end of the line, the last of a repeated key wins, a line that is not an assignment is a
// warning; prompts and indentation around pasted text are dropped (PastedText). Only text with
// no assignment at all is refused. Stateless; pure and thread-safe.
class DeviceIdentityParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::DeviceIdentityParser)

public:
    [[nodiscard]] static Result<DgxRelease> parseDgxRelease(const QByteArray &text);
    [[nodiscard]] static Result<OsRelease> parseOsRelease(const QByteArray &text);
    [[nodiscard]] static Result<QList<Gpu>> parseNvidiaSmiGpus(const QByteArray &output);

    // KEY=VALUE lines as os-release(5) defines them; later keys override earlier ones.
    [[nodiscard]] static Result<QMap<QString, QString>>
    parseShellAssignments(const QByteArray &text);
    [[nodiscard]] static Result<Assignments> parseAssignments(const QByteArray &text);
};

// True for the GB10 superchip of a DGX Spark (or another GB10 system).
[[nodiscard]] bool isSparkGpu(const Gpu &gpu);

} // namespace Tandem
