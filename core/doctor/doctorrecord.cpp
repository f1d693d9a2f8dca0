// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctorrecord.h"

#include <QJsonArray>

namespace Tandem {

namespace {

QJsonValue timeJson(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

QDateTime timeFrom(const QJsonValue &v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

} // namespace

bool DoctorRecord::isClean() const
{
    return std::none_of(findings.cbegin(), findings.cend(), [](const Finding &f) {
        return f.severity != FindingSeverity::Info;
    });
}

QList<Finding> DoctorRecord::findingsIn(FindingGroup group) const
{
    QList<Finding> list;
    for (const Finding &f : findings) {
        if (f.group == group)
            list << f;
    }
    return list;
}

QJsonObject DoctorRecord::toJson() const
{
    QJsonArray f;
    for (const Finding &finding : findings)
        f << finding.toJson();
    QJsonArray links;
    for (const LinkMeasurement &m : matrix.rdma)
        links << m.toJson();
    QJsonArray nccl;
    for (const NcclPairResult &r : matrix.nccl)
        nccl << r.toJson();
    QJsonArray parityItems;
    for (const ParityItem &item : parity.items)
        parityItems << item.toJson(parity.nodes);
    QJsonArray s;
    for (const NodeScan &scan : scans)
        s << scan.toJson();
    return QJsonObject{
        {QStringLiteral("findings"), f},
        {QStringLiteral("links"), links},
        {QStringLiteral("nccl"), nccl},
        {QStringLiteral("parity"), parityItems},
        {QStringLiteral("nodes"),
         QJsonArray::fromStringList(parity.nodes.isEmpty() ? matrix.nodes : parity.nodes)},
        {QStringLiteral("via_switch"), matrix.viaSwitch},
        {QStringLiteral("started_at"), timeJson(startedAt)},
        {QStringLiteral("finished_at"), timeJson(finishedAt)},
        {QStringLiteral("scans"), s}};
}

DoctorRecord DoctorRecord::fromJson(const QJsonObject &o)
{
    DoctorRecord r;
    for (const QJsonValue &v : o.value(QStringLiteral("findings")).toArray())
        r.findings << Finding::fromJson(v.toObject());
    QStringList nodes;
    for (const QJsonValue &v : o.value(QStringLiteral("nodes")).toArray())
        nodes << v.toString();
    r.matrix.nodes = nodes;
    r.matrix.viaSwitch = o.value(QStringLiteral("via_switch")).toBool();
    for (const QJsonValue &v : o.value(QStringLiteral("links")).toArray())
        r.matrix.rdma << LinkMeasurement::fromJson(v.toObject());
    for (const QJsonValue &v : o.value(QStringLiteral("nccl")).toArray())
        r.matrix.nccl << NcclPairResult::fromJson(v.toObject());
    QJsonArray items = o.value(QStringLiteral("parity")).toArray();
    r.parity = ParityTable::fromJson(
        QJsonObject{{QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
                    {QStringLiteral("items"), items}});
    for (const QJsonValue &v : o.value(QStringLiteral("scans")).toArray())
        r.scans << NodeScan::fromJson(v.toObject());
    r.startedAt = timeFrom(o.value(QStringLiteral("started_at")));
    r.finishedAt = timeFrom(o.value(QStringLiteral("finished_at")));
    return r;
}

} // namespace Tandem
