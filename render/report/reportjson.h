// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/report.h"

#include <QByteArray>
#include <QJsonObject>

namespace Tandem {

// The report as JSON, as docs/report-schema.json (JSON Schema draft 2020-12) describes it and
// docs/report.md explains. Times are ISO 8601 UTC, bandwidths GB/s (10^9 B/s), sizes bytes;
// a value that is not known is null. Pure functions.
[[nodiscard]] QJsonObject reportToJson(const Report &report);
// The document, indented, UTF-8.
[[nodiscard]] QByteArray reportJson(const Report &report);

} // namespace Tandem
