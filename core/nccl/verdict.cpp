// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdict.h"

#include "inventory/sparknaming.h"

#include <QLocale>

#include <algorithm>

namespace Tandem {

namespace {

QString gbps(double value)
{
    return QLocale::c().toString(value, 'f', 2);
}

QString sizeText(qint64 bytes)
{
    if (bytes >= (qint64(1) << 30) && bytes % (qint64(1) << 30) == 0)
        return QStringLiteral("%1 GiB").arg(bytes >> 30);
    if (bytes >= (qint64(1) << 20) && bytes % (qint64(1) << 20) == 0)
        return QStringLiteral("%1 MiB").arg(bytes >> 20);
    return QStringLiteral("%1 B").arg(bytes);
}

} // namespace

double Verdict::defaultThreshold(TopologyKind topology)
{
    return topology == TopologyKind::Ring ? ringThresholdGBps : directThresholdGBps;
}

VerdictResult Verdict::threshold(std::optional<double> busbw, qint64 bytes, double thresholdGBps)
{
    VerdictResult result;
    if (!busbw) {
        result.detail = tr("No bandwidth was measured.");
        result.fix = tr("Look at the run's output in the evidence.");
        return result;
    }
    if (*busbw >= thresholdGBps) {
        result.level = VerdictResult::Level::Pass;
        result.detail = tr("busbw %1 GB/s at %2, at least the %3 GB/s expected.")
                            .arg(gbps(*busbw), sizeText(bytes), gbps(thresholdGBps));
        return result;
    }
    result.detail = tr("busbw %1 GB/s at %2 is below the %3 GB/s expected.")
                        .arg(gbps(*busbw), sizeText(bytes), gbps(thresholdGBps));
    // About half of the floor is the signature of one twin (docs/nccl.md, "Reference numbers";
    // docs/spark.md, "Ports and twins").
    if (*busbw > thresholdGBps * 0.35 && *busbw < thresholdGBps * 0.65)
        result.fix = tr("About half the expected bandwidth: one twin of the port is down or not "
                        "used. Check that both twins are Up with an address (cabling step) and "
                        "that NCCL_IB_HCA names both RoCE devices.");
    else
        result.fix = tr("Check the transport verdict, the link speed (cabling step) and that no "
                        "other job is using the GPUs or the network.");
    return result;
}

QStringList Verdict::selectedByHca(const QString &ibHca, const QStringList &devices)
{
    QStringView spec = QStringView(ibHca).trimmed();
    if (spec.isEmpty())
        return devices;
    bool exclude = false;
    bool exact = false;
    if (spec.startsWith(u'^')) {
        exclude = true;
        spec = spec.sliced(1);
    }
    if (spec.startsWith(u'=')) {
        exact = true;
        spec = spec.sliced(1);
    }
    QStringList names;
    for (QStringView entry : spec.tokenize(u',', Qt::SkipEmptyParts)) {
        const qsizetype colon = entry.indexOf(u':');
        names << (colon < 0 ? entry : entry.first(colon)).trimmed().toString();
    }
    QStringList selected;
    for (const QString &device : devices) {
        const bool match = std::any_of(names.cbegin(), names.cend(), [&](const QString &name) {
            return !name.isEmpty() && (exact ? device == name : device.startsWith(name));
        });
        if (match != exclude)
            selected << device;
    }
    return selected;
}

VerdictResult Verdict::transport(const TransportSummary &summary,
                                 const QStringList &planRoceDevices,
                                 const QString &ibHca)
{
    VerdictResult result;
    result.fix = tr("Check that the RoCE devices are Up (ibdev2netdev), that NCCL_IB_HCA names "
                    "them and that NCCL_IB_DISABLE is not set.");
    if (summary.isEmpty()) {
        result.detail = tr("NCCL wrote no log, so the transport is unknown.");
        return result;
    }
    bool socket = summary.network.compare(QLatin1String("Socket"), Qt::CaseInsensitive) == 0;
    for (const ChannelPath &path : summary.paths) {
        if (path.kind == QLatin1String("NET") && path.transport == QLatin1String("Socket"))
            socket = true;
    }
    // A filter that leaves none of the plan's devices explains a fallback by itself: say so
    // rather than send the user to check cables that are fine.
    const QString hca = summary.ibHca.isEmpty() ? ibHca : summary.ibHca;
    if ((socket || summary.ibNoDevice) && !hca.isEmpty() && !planRoceDevices.isEmpty()
        && selectedByHca(hca, planRoceDevices).isEmpty()) {
        result.detail = tr("NCCL_IB_HCA=%1 names none of the plan's RoCE devices (%2), so NCCL "
                           "found no RDMA device and fell back to TCP sockets (NET/Socket).")
                            .arg(hca, planRoceDevices.join(QStringLiteral(", ")));
        result.fix = tr("Set NCCL_IB_HCA to %1, or remove your own NCCL_IB_HCA so that the "
                        "plan's value is used.")
                         .arg(planRoceDevices.join(QLatin1Char(',')));
        return result;
    }
    if (socket) {
        result.detail = tr("NCCL fell back to TCP sockets (NET/Socket): data went over the "
                           "network stack, not RoCE.");
        return result;
    }
    if (summary.ibNoDevice) {
        result.detail = tr("NCCL found no RDMA device (NET/IB : No device found).");
        return result;
    }
    if (summary.ibDevices.isEmpty()) {
        result.detail = tr("NCCL's log does not show which network devices it used.");
        return result;
    }
    QStringList used;
    QStringList foreign;
    for (const NetDevice &device : summary.ibDevices) {
        // A merged virtual device is named "a+b".
        for (const QString &name : device.name.split(QLatin1Char('+'))) {
            if (used.contains(name))
                continue;
            used << name;
            if (!planRoceDevices.contains(name))
                foreign << name;
        }
    }
    if (!foreign.isEmpty()) {
        result.detail = tr("NCCL used %1, which the plan does not use (expected %2).")
                            .arg(foreign.join(QStringLiteral(", ")),
                                 planRoceDevices.join(QStringLiteral(", ")));
        result.fix = tr("Set NCCL_IB_HCA to the plan's RoCE devices only.");
        return result;
    }
    QStringList missing;
    for (const QString &name : planRoceDevices) {
        if (!used.contains(name))
            missing << name;
    }
    if (!missing.isEmpty()) {
        result.level = VerdictResult::Level::Warn;
        result.detail
            = tr("NCCL used RoCE on %1 but not on %2: about half the bandwidth.")
                  .arg(used.join(QStringLiteral(", ")), missing.join(QStringLiteral(", ")));
        result.fix = tr("Bring the other twin up with its planned address (cabling, apply).");
        return result;
    }
    // Even where the plan itself names one twin (its other twin was down when the plan was
    // made), one twin of a port carries half the bandwidth (docs/spark.md, "Ports and twins").
    QStringList lonely;
    for (const QString &name : std::as_const(used)) {
        const auto peer = SparkNaming::twinPeerOfRoceDevice(name);
        if (peer && !used.contains(*peer))
            lonely << QStringLiteral("%1 (not %2)").arg(name, *peer);
    }
    if (!lonely.isEmpty()) {
        result.level = VerdictResult::Level::Warn;
        result.detail = tr("NCCL used IB over RoCE on one twin only: %1. That is about half the "
                           "bandwidth of the port.")
                            .arg(lonely.join(QStringLiteral(", ")));
        result.fix = tr("Bring the other twin up with an address (cabling, plan, apply), then run "
                        "again.");
        return result;
    }
    result.level = VerdictResult::Level::Pass;
    result.detail = tr("NCCL used IB over RoCE on %1.").arg(used.join(QStringLiteral(", ")));
    result.fix.clear();
    return result;
}

} // namespace Tandem
