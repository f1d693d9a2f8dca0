// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccltestsrun.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>

namespace Tandem {

// Reads the report that nccl-tests writes with -J (JSON_FILE_VERSION 3; other versions are
// read as far as their keys match) into the same NcclTestsRun as the text parser. Copes
// with the format's quirks: booleans as "true"/"false"/"unchecked" strings, the padded root
// string "    -1", "nan" strings, null nwrong, cpu_time for -C 1, errors [""] for none. The
// "env" array (the whole process environment) is never read. Numbers are range-checked
// (util/checkednumbers.h): a result whose size, count or measures are out of range is dropped
// and a field out of range is left unset, each with a warning; a report larger than
// InputLimits::LogBytes is refused. Stateless; thread-safe.
class NcclTestsJsonParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NcclTestsJsonParser)

public:
    [[nodiscard]] static Result<NcclTestsRun> parse(const QByteArray &json);
};

} // namespace Tandem
