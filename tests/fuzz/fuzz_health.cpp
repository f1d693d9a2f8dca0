// SPDX-License-Identifier: GPL-3.0-or-later
// What the health monitor reads: the sampling script's output from a node (then deltas and
// events against nothing and against itself, and the findings and check they give), and a
// saved health log from a session file.

#include "doctor/healthfindings.h"
#include "fuzzinput.h"
#include "health/healthdelta.h"
#include "health/healthlog.h"
#include "health/healthreader.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = TandemFuzz::input(data, size);
    if (const auto sample = Tandem::HealthReader::read(input)) {
        Tandem::HealthLog log;
        log.intervalSeconds = 2;
        for (const auto &before : {Tandem::HealthSample{}, *sample}) {
            const auto delta
                = Tandem::HealthDelta::between(QStringLiteral("n"), 1, before, *sample);
            log.ticks << delta.tick;
            log.events << delta.events;
        }
        (void)Tandem::HealthFindings::of(log);
        (void)Tandem::HealthLog::fromJson(log.toJson());
    }
    const QJsonDocument json = QJsonDocument::fromJson(input);
    if (json.isObject()) {
        const Tandem::HealthLog log = Tandem::HealthLog::fromJson(json.object());
        (void)Tandem::HealthFindings::of(log);
        (void)log.summaryJson();
    }
    return 0;
}
