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

namespace Tandem {

// /etc/dgx-release. `all` holds every key as the shell would see it after sourcing the file.
struct DgxRelease
{
    QString name;       // DGX_NAME, e.g. "DGX Spark"
    QString prettyName; // DGX_PRETTY_NAME
    QDate swBuildDate;  // DGX_SWBUILD_DATE; null when absent
    QString swBuildVersion;
    QString otaVersion; // DGX_OTA_VERSION; the last one when upgrades appended several
    QMap<QString, QString> all;
};

// /etc/os-release, see os-release(5).
struct OsRelease
{
    QString id;              // ID, e.g. "ubuntu"
    QString versionId;       // VERSION_ID
    QString prettyName;      // PRETTY_NAME
    QString versionCodename; // VERSION_CODENAME
    QMap<QString, QString> all;
};

// One line of `nvidia-smi --query-gpu=name,driver_version --format=csv,noheader`.
struct Gpu
{
    QString name;
    QString driverVersion;

    friend bool operator==(const Gpu &, const Gpu &) = default;
};

// Parses what tells a node apart: /etc/dgx-release, /etc/os-release and the GPU list from
// nvidia-smi. The release files use shell assignment syntax (KEY="value", comments, quotes
// with backslash escapes); anything else is refused with its line. Stateless; pure and
// thread-safe.
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

private:
    // `keyLines` receives the line each key was last set on, for errors about its value.
    [[nodiscard]] static Result<QMap<QString, QString>>
    parseAssignments(const QByteArray &text, QHash<QString, int> *keyLines);
};

// True for the GB10 superchip of a DGX Spark (or another GB10 system).
[[nodiscard]] bool isSparkGpu(const Gpu &gpu);

} // namespace Tandem
