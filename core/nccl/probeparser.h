// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One measurement of tandem-probe: {"type":"sample","op":..,"bytes":N,"time_us":T,
// "algbw":A,"busbw":B,"wrong":0,"t":seconds} (docs/probe-json.md, "sample").
struct ProbeSample
{
    QString op;
    qint64 bytes = 0;
    double timeUs = 0;
    double algbw = 0; // GB/s
    double busbw = 0; // GB/s
    qint64 wrong = 0;
    double t = 0; // seconds since the communicator was set up
    int line = 0; // 1-based input line
};

// The CPUs one rank could use when it started, from the start line's "hosts", "cpus" and
// "cpu_counts" (docs/probe-json.md, "start").
struct ProbeRankCpus
{
    QString host;
    QString cpus; // a Linux cpulist as the probe wrote it, e.g. "0-19"
    int count = 0;
};

// A whole probe run as read so far. Plain value type.
struct ProbeRun
{
    QJsonObject start; // the "start" line as given (backend, op, transport, ...)
    // Each rank's CPUs; empty when the start line does not say (an older probe) or says it
    // malformed (then an error names it).
    QList<ProbeRankCpus> rankCpus;
    QJsonObject end; // the "end" line; empty until seen
    QList<ProbeSample> samples;
    QList<Error> errors;  // "error" lines of the probe and lines that are not its JSON
    QStringList warnings; // a last line cut short (no line ending), which was dropped
    [[nodiscard]] bool complete() const { return !end.isEmpty(); }
};

// Reads tandem-probe's stdout, one JSON object per line, incrementally so a caller can chart
// samples while the run goes on. A line that is not a probe object, or a sample with a number
// out of range (util/checkednumbers.h), becomes an Error with its line number; reading goes
// on. Not thread-safe; one instance per run.
class ProbeParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ProbeParser)

public:
    // Feeds the next line (without its line ending); returns the sample it held, if any.
    std::optional<ProbeSample> addLine(const QByteArray &line);
    [[nodiscard]] const ProbeRun &run() const { return m_run; }
    // Whole output at once; an error when no line at all was a probe object, or when the
    // output is larger than InputLimits::LogBytes. A last line without a line ending that is
    // not a whole JSON object (the output was cut) is dropped with a warning, not an error.
    [[nodiscard]] static Result<ProbeRun> parse(const QByteArray &raw);

    // The most ranks a start line's CPU sets are read for, and the most CPUs one rank may have.
    static constexpr int maxRanks = 4096;
    static constexpr int maxCpus = 65536;

private:
    void readCpus(const QJsonObject &start);

    ProbeRun m_run;
    int m_lineNumber = 0;
    bool m_tooLong = false; // more than InputLimits::LogLines lines came
};

} // namespace Tandem
