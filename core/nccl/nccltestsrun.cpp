// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltestsrun.h"

#include <cmath>

namespace Tandem {

QString NcclTestsRun::collectiveName() const
{
    // JSON reports only carry argv[0] ("./build/all_gather_perf"), so drop a directory too.
    QStringView name = collective;
    const qsizetype slash = name.lastIndexOf(u'/');
    if (slash >= 0)
        name = name.sliced(slash + 1);
    if (name.endsWith(u"_perf"))
        name.chop(5);
    return name.toString();
}

std::optional<NcclPeak> NcclTestsRun::peakBusbw() const
{
    std::optional<NcclPeak> peak;
    auto consider = [&peak](const NcclPlacement &p, qint64 bytes, NcclPlacementKind kind) {
        if (!p.busbw || std::isnan(*p.busbw))
            return;
        if (!peak || *p.busbw > peak->busbw)
            peak = NcclPeak{*p.busbw, bytes, kind};
    };
    for (const NcclRow &row : rows) {
        consider(row.outOfPlace, row.bytes, NcclPlacementKind::OutOfPlace);
        consider(row.inPlace, row.bytes, NcclPlacementKind::InPlace);
    }
    return peak;
}

} // namespace Tandem
