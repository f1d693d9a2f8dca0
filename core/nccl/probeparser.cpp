// SPDX-License-Identifier: GPL-3.0-or-later
#include "probeparser.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace Tandem {

std::optional<ProbeSample> ProbeParser::addLine(const QByteArray &raw)
{
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
        ProbeSample sample;
        sample.op = object.value(QLatin1String("op")).toString();
        sample.bytes = qint64(bytes.toDouble());
        sample.timeUs = object.value(QLatin1String("time_us")).toDouble();
        sample.algbw = object.value(QLatin1String("algbw")).toDouble();
        sample.busbw = busbw.toDouble();
        sample.wrong = qint64(object.value(QLatin1String("wrong")).toDouble());
        sample.t = object.value(QLatin1String("t")).toDouble();
        sample.line = m_lineNumber;
        m_run.samples << sample;
        return sample;
    } else {
        m_run.errors << Error{tr("Unknown tandem-probe line type '%1'.").arg(type), m_lineNumber};
    }
    return std::nullopt;
}

Result<ProbeRun> ProbeParser::parse(const QByteArray &raw)
{
    ProbeParser parser;
    for (const QByteArray &line : raw.split('\n'))
        parser.addLine(line);
    const ProbeRun &run = parser.run();
    if (run.start.isEmpty() && run.samples.isEmpty() && run.end.isEmpty()) {
        if (!run.errors.isEmpty())
            return tl::unexpected(run.errors.constFirst());
        return makeError(tr("The input holds no tandem-probe output."));
    }
    return run;
}

} // namespace Tandem
