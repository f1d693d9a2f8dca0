// SPDX-License-Identifier: GPL-3.0-or-later
#include "judgedbusbw.h"

#include <cmath>

namespace Tandem {

std::optional<double> bestBusbw(const NcclRow &row)
{
    std::optional<double> best;
    for (const auto &value : {row.outOfPlace.busbw, row.inPlace.busbw}) {
        if (value && std::isfinite(*value) && (!best || *value > *best))
            best = value;
    }
    return best;
}

std::optional<double> judgedBusbw(const TestSpec &spec,
                                  const QList<NcclRow> &rows,
                                  const QList<ProbeSample> &samples,
                                  qint64 *bytes)
{
    if (spec.tool == BandwidthTool::Probe) {
        if (samples.isEmpty())
            return std::nullopt;
        if (spec.isSoak()) {
            double sum = 0;
            for (const ProbeSample &s : samples)
                sum += s.busbw;
            if (bytes)
                *bytes = samples.constLast().bytes;
            return sum / double(samples.size());
        }
        const ProbeSample *best = &samples.constFirst();
        for (const ProbeSample &s : samples) {
            if (s.bytes > best->bytes || (s.bytes == best->bytes && s.busbw > best->busbw))
                best = &s;
        }
        if (bytes)
            *bytes = best->bytes;
        return best->busbw;
    }
    const NcclRow *largest = nullptr;
    for (const NcclRow &row : rows) {
        if (!largest || row.bytes >= largest->bytes)
            largest = &row;
    }
    if (!largest)
        return std::nullopt;
    if (bytes)
        *bytes = largest->bytes;
    return bestBusbw(*largest);
}

} // namespace Tandem
