// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltable.h"

#include "util/units.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

namespace Tandem::Cli {

namespace {

class TableText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Table)
};

QString number(const std::optional<double> &value, int decimals)
{
    return value ? QString::number(*value, 'f', decimals) : QStringLiteral("N/A");
}

QString wrong(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 6) : QStringLiteral("N/A");
}

QString placementName(NcclPlacementKind kind)
{
    return kind == NcclPlacementKind::InPlace ? TableText::tr("in-place")
                                              : TableText::tr("out-of-place");
}

QString deviceList(const QList<NetDevice> &devices)
{
    QStringList names;
    for (const NetDevice &device : devices) {
        names << (device.linkLayer.isEmpty() ? device.name
                                             : QStringLiteral("%1:%2/%3")
                                                   .arg(device.name)
                                                   .arg(device.port)
                                                   .arg(device.linkLayer));
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

QString formatNcclTestsRun(const NcclTestsRun &run)
{
    QString out;
    const QString time = TableText::tr("time(us)");
    const QString algbw = TableText::tr("algbw");
    const QString busbw = TableText::tr("busbw");
    const QString wrongHeader = TableText::tr("#wrong");
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 | %9 %10 %11 %12   %13")
               .arg(TableText::tr("size"), 10)
               .arg(TableText::tr("count"), 12)
               .arg(TableText::tr("type"), 8)
               .arg(TableText::tr("redop"), 6)
               .arg(time, 12)
               .arg(algbw, 8)
               .arg(busbw, 8)
               .arg(wrongHeader, 7)
               .arg(time, 10)
               .arg(algbw, 8)
               .arg(busbw, 8)
               .arg(wrongHeader, 7)
               .arg(TableText::tr("(out-of-place | in-place)"));
    out += QLatin1Char('\n');
    for (const NcclRow &row : run.rows) {
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 | %9 %10 %11 %12\n")
                   .arg(formatBytes(row.bytes), 10)
                   .arg(row.count, 12)
                   .arg(row.type, 8)
                   .arg(row.redop, 6)
                   .arg(number(row.outOfPlace.timeUs, 1), 12)
                   .arg(number(row.outOfPlace.algbw, 2), 8)
                   .arg(number(row.outOfPlace.busbw, 2), 8)
                   .arg(wrong(row.outOfPlace.wrong), 7)
                   .arg(number(row.inPlace.timeUs, 1), 10)
                   .arg(number(row.inPlace.algbw, 2), 8)
                   .arg(number(row.inPlace.busbw, 2), 8)
                   .arg(wrong(row.inPlace.wrong), 7);
    }

    QSet<QString> hosts; // a set: a list's contains() made many ranks quadratic
    for (const NcclRank &rank : run.ranks)
        hosts.insert(rank.host);
    QString summary = TableText::tr("%1: %2 ranks on %3 hosts, %4 rows")
                          .arg(run.collectiveName().isEmpty() ? TableText::tr("unknown test")
                                                              : run.collectiveName())
                          .arg(run.ranks.size())
                          .arg(hosts.size())
                          .arg(run.rows.size());
    if (const auto peak = run.peakBusbw()) {
        summary += TableText::tr(", peak busbw %1 at %2 (%3)")
                       .arg(formatBandwidth(peak->busbw),
                            formatBytes(peak->bytes),
                            placementName(peak->placement));
    }
    if (run.avgBusbw)
        summary += TableText::tr(", average %1").arg(formatBandwidth(*run.avgBusbw));
    if (!run.transport.network.isEmpty())
        summary += TableText::tr(", network %1").arg(run.transport.network);
    summary
        += run.complete ? TableText::tr(", complete") : TableText::tr(", INCOMPLETE (no trailer)");
    if (!run.errors.isEmpty())
        summary += TableText::tr(", errors: %1").arg(run.errors.size());
    out += summary + QLatin1Char('\n');
    for (const QString &error : run.errors)
        out += TableText::tr("error: %1\n").arg(error);
    for (const QString &warning : run.warnings)
        out += TableText::tr("warning: %1\n").arg(warning);
    return out;
}

QString formatTransport(const TransportSummary &transport)
{
    QString out;
    const auto line = [&out](const QString &label, const QString &value) {
        if (!value.isEmpty())
            out += QStringLiteral("%1 %2\n").arg(label + QLatin1Char(':'), -22).arg(value);
    };
    line(TableText::tr("NCCL version"), transport.ncclVersion);
    line(TableText::tr("Network"),
         transport.network.isEmpty() ? TableText::tr("not reported") : transport.network);
    line(TableText::tr("IB devices"),
         transport.ibNoDevice ? TableText::tr("none found") : deviceList(transport.ibDevices));
    line(TableText::tr("Socket devices"), deviceList(transport.socketDevices));
    if (!transport.oobInterface.isEmpty()) {
        line(TableText::tr("Out-of-band"),
             QStringLiteral("%1 %2").arg(transport.oobInterface, transport.oobAddress));
    }
    line(TableText::tr("Bootstrap"), transport.bootstrapInterface);
    if (transport.nRanks > 0) {
        line(TableText::tr("Ranks"),
             TableText::tr("%1 on %2 nodes").arg(transport.nRanks).arg(transport.nNodes));
    }
    QStringList paths;
    for (const ChannelPath &path : transport.paths) {
        QString name = path.kind + QLatin1Char('/') + path.transport;
        if (path.netDevice >= 0)
            name += QLatin1Char('/') + QString::number(path.netDevice);
        if (path.gdr)
            name += QStringLiteral("/GDRDMA");
        paths << QStringLiteral("%1 x%2").arg(name).arg(path.count);
    }
    line(TableText::tr("Channel paths"), paths.join(QStringLiteral(", ")));
    for (const QString &warning : transport.warnings)
        out += TableText::tr("NCCL warning: %1\n").arg(warning);
    return out;
}

} // namespace Tandem::Cli
