// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What Tandem does next with a parsed run, so that a value the parser lets through (a size
// of 1e300, a busbw of NaN) meets the code that formats, judges and saves it: the table and
// verdict of `tandem-cli parse nccl-tests`, its --json output, and the state file's rows.

#include "nccl/nccltestsjson.h"
#include "nccl/nccltestsrun.h"
#include "nccl/probeparser.h"
#include "nccl/verdict.h"
#include "util/units.h"

#include <optional>

namespace TandemFuzz {

inline void consume(const Tandem::NcclTestsRun &run)
{
    std::optional<double> best;
    qint64 bestBytes = 0;
    for (const Tandem::NcclRow &row : run.rows) {
        (void)Tandem::formatBytes(row.bytes);
        (void)Tandem::formatBytes(row.count);
        for (const Tandem::NcclPlacement *p : {&row.outOfPlace, &row.inPlace}) {
            if (p->busbw) {
                (void)Tandem::formatBandwidth(*p->busbw);
                if (!best || *p->busbw > *best) {
                    best = p->busbw;
                    bestBytes = row.bytes;
                }
            }
            if (p->algbw)
                (void)Tandem::formatBandwidth(*p->algbw);
        }
        (void)Tandem::ncclRowFromJson(Tandem::toJson(row));
        (void)Tandem::ncclRowLine(row);
    }
    if (run.avgBusbw)
        (void)Tandem::formatBandwidth(*run.avgBusbw);
    for (const qint64 bytes : {run.minBytes, run.maxBytes, run.stepBytes})
        (void)Tandem::formatBytes(bytes);
    (void)Tandem::Verdict::threshold(best, bestBytes, Tandem::Verdict::directThresholdGBps);
    (void)Tandem::toJson(run);
}

inline void consume(const Tandem::ProbeSample &sample)
{
    (void)Tandem::formatBytes(sample.bytes);
    (void)Tandem::formatBandwidth(sample.busbw);
    (void)Tandem::formatBandwidth(sample.algbw);
    (void)Tandem::Verdict::threshold(
        sample.busbw, sample.bytes, Tandem::Verdict::directThresholdGBps);
}

} // namespace TandemFuzz
