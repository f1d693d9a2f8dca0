// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportexport.h"

#include "report/reportdocument.h"
#include "report/reporthtml.h"
#include "report/reportjson.h"

#include "syncdirectory.h"
#include <QDir>
#include <QFileInfo>

#include <QSaveFile>

namespace Tandem {

std::optional<ReportFormat> ReportExport::formatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    if (suffix == QLatin1String("json"))
        return ReportFormat::Json;
    return std::nullopt;
}

Result<void> ReportExport::write(const Report &report, const QString &path)
{
    const auto format = formatFor(path);
    if (!format) {
        return makeError(
            tr("%1: the report can be written as .pdf, .html or .json; the file name says "
               "neither.")
                .arg(path));
    }
    const QFileInfo info(path);
    if (!info.absoluteDir().exists())
        return makeError(tr("Cannot write the report to %1: the folder %2 does not exist.")
                             .arg(path, info.absolutePath()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return makeError(tr("Cannot write the report to %1: %2").arg(path, file.errorString()));
    switch (*format) {
    case ReportFormat::Pdf: {
        const ReportDocument document(report);
        if (const auto written = document.writePdf(&file); !written) {
            file.cancelWriting();
            return written;
        }
        break;
    }
    case ReportFormat::Html: {
        const QByteArray html = reportHtml(report);
        if (file.write(html) != html.size()) {
            file.cancelWriting();
            return makeError(tr("Cannot write the report to %1: %2").arg(path, file.errorString()));
        }
        break;
    }
    case ReportFormat::Json: {
        const QByteArray json = reportJson(report);
        if (file.write(json) != json.size()) {
            file.cancelWriting();
            return makeError(tr("Cannot write the report to %1: %2").arg(path, file.errorString()));
        }
        break;
    }
    }
    // commit() is where a full disk shows: the data is flushed and the file renamed into place.
    if (!file.commit())
        return makeError(tr("Cannot write the report to %1: %2").arg(path, file.errorString()));
    // The rename is on disk only once the folder is.
    return syncDirectoryOf(path);
}

} // namespace Tandem
