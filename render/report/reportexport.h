// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/report.h"
#include "result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Tandem {

enum class ReportFormat { Pdf, Html, Json };

// Writes a report to a file, in the format its extension names, atomically (QSaveFile: a
// failure leaves any earlier file as it was), for the CLI and the GUI alike. PDF needs a
// QGuiApplication; GUI (or CLI main) thread.
class ReportExport
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportExport)

public:
    // .pdf, .html (or .htm), .json, in any case; nullopt for anything else.
    [[nodiscard]] static std::optional<ReportFormat> formatFor(const QString &path);
    // Errors say what went wrong in words a user can act on: an unknown extension, a folder
    // that cannot be written (permission), a full disk.
    [[nodiscard]] static Result<void> write(const Report &report, const QString &path);
};

// Shorthand for ReportExport::write.
[[nodiscard]] inline Result<void> exportReport(const Report &report, const QString &path)
{
    return ReportExport::write(report, path);
}

} // namespace Tandem
