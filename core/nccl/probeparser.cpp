// SPDX-License-Identifier: GPL-3.0-or-later
#include "probeparser.h"

#include "util/checkednumbers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Tandem {

std::optional<ProbeSample> ProbeParser::addLine(const QByteArray &raw)
{
    if (m_lineNumber >= InputLimits::LogLines) {
        if (!m_tooLong) {
            m_tooLong = true;
            m_run.errors << Error{tr("The output has more than %1 lines; Tandem reads no further.")
                                      .arg(InputLimits::LogLines),
                                  m_lineNumber};
        }
        return std::nullopt;
    }
    ++m_lineNumber;
    const QByteArray line = raw.trimmed();
    if (line.isEmpty())
        return std::nullopt;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        m_run.errors << Error{
            tr("Not a tandem-probe JSON line: %1").arg(QString::fromUtf8(line.left(80))),
            m_lineNumber};
        return std::nullopt;
    }
    const QJsonObject object = doc.object();
    const QString type = object.value(QLatin1String("type")).toString();
    if (type == QLatin1String("start")) {
        m_run.start = object;
        readCpus(object);
    } else if (type == QLatin1String("end")) {
        m_run.end = object;
    } else if (type == QLatin1String("error")) {
        m_run.errors << Error{
            tr("tandem-probe: %1").arg(object.value(QLatin1String("message")).toString()),
            m_lineNumber};
    } else if (type == QLatin1String("sample")) {
        const QJsonValue bytes = object.value(QLatin1String("bytes"));
        const QJsonValue busbw = object.value(QLatin1String("busbw"));
        if (!bytes.isDouble() || !busbw.isDouble()) {
            m_run.errors << Error{tr("A sample without numeric bytes and busbw."), m_lineNumber};
            return std::nullopt;
        }
        // Every number is checked before it is used (1e300 bytes cast to qint64 is undefined
        // behaviour); a sample with one out of range is refused whole.
        const auto checkedBytes = checkedInteger(bytes.toDouble(), 0, InputLimits::MessageBytes);
        const QJsonValue wrongValue = object.value(QLatin1String("wrong"));
        const auto checkedWrong
            = wrongValue.isUndefined()
                  ? std::optional<qint64>(0)
                  : checkedInteger(wrongValue.toDouble(-1), 0, InputLimits::MessageBytes);
        const double timeUs = object.value(QLatin1String("time_us")).toDouble();
        const double algbw = object.value(QLatin1String("algbw")).toDouble();
        const double t = object.value(QLatin1String("t")).toDouble();
        const char *bad = !checkedBytes   ? "bytes"
                          : !checkedWrong ? "wrong"
                          : !isFiniteWithin(busbw.toDouble(), 0, InputLimits::BandwidthGBps)
                              ? "busbw"
                          : !isFiniteWithin(algbw, 0, InputLimits::BandwidthGBps) ? "algbw"
                          : !isFiniteWithin(timeUs, 0, InputLimits::TimeUs)       ? "time_us"
                          : !isFiniteWithin(t, 0, InputLimits::TimeUs / 1e6)      ? "t"
                                                                                  : nullptr;
        if (bad) {
            m_run.errors << Error{
                tr("A sample whose %1 is out of range was refused.").arg(QLatin1String(bad)),
                m_lineNumber};
            return std::nullopt;
        }
        ProbeSample sample;
        sample.op = object.value(QLatin1String("op")).toString();
        sample.bytes = *checkedBytes;
        sample.timeUs = timeUs;
        sample.algbw = algbw;
        sample.busbw = busbw.toDouble();
        sample.wrong = *checkedWrong;
        sample.t = t;
        sample.line = m_lineNumber;
        m_run.samples << sample;
        return sample;
    } else {
        m_run.errors << Error{tr("Unknown tandem-probe line type '%1'.").arg(type), m_lineNumber};
    }
    return std::nullopt;
}

void ProbeParser::readCpus(const QJsonObject &start)
{
    m_run.rankCpus.clear();
    const QJsonValue lists = start.value(QLatin1String("cpus"));
    const QJsonValue counts = start.value(QLatin1String("cpu_counts"));
    if (lists.isUndefined() && counts.isUndefined())
        return; // a probe from before the field: nothing said, nothing judged
    const QJsonArray listArray = lists.toArray();
    const QJsonArray countArray = counts.toArray();
    const QJsonArray hosts = start.value(QLatin1String("hosts")).toArray();
    const auto refuse = [this] {
        m_run.errors << Error{tr("The start line's CPU sets (cpus, cpu_counts) are malformed; "
                                 "they were left out."),
                              m_lineNumber};
    };
    if (!lists.isArray() || !counts.isArray() || listArray.size() != countArray.size()
        || listArray.isEmpty() || listArray.size() > maxRanks) {
        refuse();
        return;
    }
    QList<ProbeRankCpus> ranks;
    ranks.reserve(listArray.size());
    for (qsizetype i = 0; i < listArray.size(); ++i) {
        const QJsonValue count = countArray.at(i);
        const auto checked
            = count.isDouble() ? checkedInteger(count.toDouble(), 0, maxCpus) : std::nullopt;
        // A count of 0: the probe could not read it. The list is at most what the probe sends.
        if (!checked || !listArray.at(i).isString() || listArray.at(i).toString().size() > 255) {
            refuse();
            return;
        }
        ProbeRankCpus rank;
        rank.host = hosts.at(i).toString().left(255);
        rank.cpus = listArray.at(i).toString();
        rank.count = int(*checked);
        ranks << rank;
    }
    m_run.rankCpus = ranks;
}

Result<ProbeRun> ProbeParser::parse(const QByteArray &raw)
{
    if (const auto tooLarge
        = checkInputSize(raw.size(), InputLimits::LogBytes, tr("The tandem-probe output")))
        return tl::unexpected(*tooLarge);
    ProbeParser parser;
    const QList<QByteArray> lines = raw.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const bool cutShort = i + 1 == lines.size() && !lines.at(i).trimmed().isEmpty();
        if (cutShort && !QJsonDocument::fromJson(lines.at(i)).isObject()) {
            parser.m_run.warnings
                << tr("Line %1: the output was cut short inside this line, which was dropped.")
                       .arg(i + 1);
            continue;
        }
        parser.addLine(lines.at(i));
    }
    const ProbeRun &run = parser.run();
    if (run.start.isEmpty() && run.samples.isEmpty() && run.end.isEmpty()) {
        if (!run.errors.isEmpty())
            return tl::unexpected(run.errors.constFirst());
        return makeError(tr("The input holds no tandem-probe output."));
    }
    return run;
}

} // namespace Tandem
