// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkmatrix.h"

#include "util/checkednumbers.h"

#include <QJsonArray>

#include <cmath>

namespace Tandem {

namespace {

QString kindKey(LinkKind kind)
{
    switch (kind) {
    case LinkKind::OneTwin: return QStringLiteral("one-twin");
    case LinkKind::BothTwins: return QStringLiteral("both-twins");
    case LinkKind::NcclPair: return QStringLiteral("nccl");
    }
    return {};
}

QJsonValue optionalNumber(std::optional<double> v)
{
    return v ? QJsonValue(std::round(*v * 100) / 100) : QJsonValue();
}

QJsonValue optionalInt(std::optional<int> v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

std::optional<double> numberFrom(const QJsonValue &v, double max)
{
    if (!v.isDouble() || !isFiniteWithin(v.toDouble(), 0, max))
        return std::nullopt;
    return v.toDouble();
}

std::optional<int> indexFrom(const QJsonValue &v)
{
    if (const auto i = checkedInteger(v.toDouble(-1), 0, 65535))
        return int(*i);
    return std::nullopt;
}

} // namespace

QString LinkMeasurement::direction() const
{
    return fromB ? QStringLiteral("b_to_a") : QStringLiteral("a_to_b");
}

QJsonObject LinkMeasurement::toJson() const
{
    return QJsonObject{
        {QStringLiteral("a"), a},
        {QStringLiteral("b"), b},
        {QStringLiteral("twin"), twin},
        {QStringLiteral("peer_twin"), peerTwin.isEmpty() ? QJsonValue() : QJsonValue(peerTwin)},
        {QStringLiteral("direction"), direction()},
        {QStringLiteral("kind"), kindKey(kind)},
        {QStringLiteral("a_address"), aAddress},
        {QStringLiteral("b_address"), bAddress},
        {QStringLiteral("a_gid_index"), optionalInt(aGidIndex)},
        {QStringLiteral("b_gid_index"), optionalInt(bGidIndex)},
        {QStringLiteral("rdma_gbps"), optionalNumber(gbps)},
        {QStringLiteral("band"), LinkBands::key(band)},
        {QStringLiteral("error"), error.isEmpty() ? QJsonValue() : QJsonValue(error)},
        {QStringLiteral("tool_missing"), toolMissing},
        {QStringLiteral("command"), command},
        {QStringLiteral("output"), output}};
}

LinkMeasurement LinkMeasurement::fromJson(const QJsonObject &o)
{
    LinkMeasurement m;
    m.a = o.value(QStringLiteral("a")).toString();
    m.b = o.value(QStringLiteral("b")).toString();
    m.fromB = o.value(QStringLiteral("direction")).toString() == QLatin1String("b_to_a");
    m.twin = o.value(QStringLiteral("twin")).toString();
    m.peerTwin = o.value(QStringLiteral("peer_twin")).toString();
    m.kind = o.value(QStringLiteral("kind")).toString() == QLatin1String("both-twins")
                 ? LinkKind::BothTwins
                 : LinkKind::OneTwin;
    m.aAddress = o.value(QStringLiteral("a_address")).toString();
    m.bAddress = o.value(QStringLiteral("b_address")).toString();
    m.aGidIndex = indexFrom(o.value(QStringLiteral("a_gid_index")));
    m.bGidIndex = indexFrom(o.value(QStringLiteral("b_gid_index")));
    m.gbps = numberFrom(o.value(QStringLiteral("rdma_gbps")), 1e6);
    m.band
        = LinkBands::fromKey(o.value(QStringLiteral("band")).toString()).value_or(LinkBand::Error);
    m.error = o.value(QStringLiteral("error")).toString();
    m.toolMissing = o.value(QStringLiteral("tool_missing")).toBool();
    m.command = o.value(QStringLiteral("command")).toString();
    m.output = o.value(QStringLiteral("output")).toString();
    return m;
}

QJsonObject NcclPairResult::toJson() const
{
    return QJsonObject{
        {QStringLiteral("a"), a},
        {QStringLiteral("b"), b},
        {QStringLiteral("busbw_gbytes"), optionalNumber(busbwGBps)},
        {QStringLiteral("band"), LinkBands::key(band)},
        {QStringLiteral("error"), error.isEmpty() ? QJsonValue() : QJsonValue(error)},
        {QStringLiteral("command"), command}};
}

NcclPairResult NcclPairResult::fromJson(const QJsonObject &o)
{
    NcclPairResult r;
    r.a = o.value(QStringLiteral("a")).toString();
    r.b = o.value(QStringLiteral("b")).toString();
    r.busbwGBps = numberFrom(o.value(QStringLiteral("busbw_gbytes")), InputLimits::BandwidthGBps);
    r.band
        = LinkBands::fromKey(o.value(QStringLiteral("band")).toString()).value_or(LinkBand::Error);
    r.error = o.value(QStringLiteral("error")).toString();
    r.command = o.value(QStringLiteral("command")).toString();
    return r;
}

QList<LinkMeasurement> LinkMatrix::between(const QString &writer, const QString &reader) const
{
    QList<LinkMeasurement> list;
    for (const LinkMeasurement &m : rdma) {
        if (m.writer() == writer && m.reader() == reader)
            list << m;
    }
    return list;
}

std::optional<LinkBand> LinkMatrix::worstBand(const QString &writer, const QString &reader) const
{
    std::optional<LinkBand> worst;
    for (const LinkMeasurement &m : between(writer, reader)) {
        if (!worst || LinkBands::rank(m.band) < LinkBands::rank(*worst))
            worst = m.band;
    }
    return worst;
}

const NcclPairResult *LinkMatrix::ncclBetween(const QString &x, const QString &y) const
{
    for (const NcclPairResult &r : nccl) {
        if ((r.a == x && r.b == y) || (r.a == y && r.b == x))
            return &r;
    }
    return nullptr;
}

QList<LinkMeasurement> LinkMatrix::asymmetric() const
{
    QList<LinkMeasurement> list;
    for (const LinkMeasurement &m : rdma) {
        if (m.fromB || !m.gbps)
            continue;
        for (const LinkMeasurement &back : rdma) {
            if (!back.fromB || back.a != m.a || back.b != m.b || back.twin != m.twin || !back.gbps)
                continue;
            const double high = std::max(*m.gbps, *back.gbps);
            if (high > 0 && high - std::min(*m.gbps, *back.gbps) > asymmetryShare * high)
                list << (*m.gbps < *back.gbps ? m : back);
        }
    }
    return list;
}

QJsonObject LinkMatrix::toJson() const
{
    QJsonArray r;
    for (const LinkMeasurement &m : rdma)
        r << m.toJson();
    QJsonArray n;
    for (const NcclPairResult &p : nccl)
        n << p.toJson();
    return QJsonObject{{QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
                       {QStringLiteral("via_switch"), viaSwitch},
                       {QStringLiteral("rdma"), r},
                       {QStringLiteral("nccl"), n}};
}

LinkMatrix LinkMatrix::fromJson(const QJsonObject &o)
{
    LinkMatrix m;
    for (const QJsonValue &v : o.value(QStringLiteral("nodes")).toArray())
        m.nodes << v.toString();
    m.viaSwitch = o.value(QStringLiteral("via_switch")).toBool();
    for (const QJsonValue &v : o.value(QStringLiteral("rdma")).toArray())
        m.rdma << LinkMeasurement::fromJson(v.toObject());
    for (const QJsonValue &v : o.value(QStringLiteral("nccl")).toArray())
        m.nccl << NcclPairResult::fromJson(v.toObject());
    return m;
}

} // namespace Tandem
