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

std::optional<VerdictResult> Verdict::cpus(const QList<ProbeRankCpus> &ranks)
{
    QStringList single;
    QStringList all;
    for (qsizetype i = 0; i < ranks.size(); ++i) {
        const ProbeRankCpus &rank = ranks.at(i);
        if (rank.count <= 0)
            continue; // the probe could not read it
        const QString who = rank.host.isEmpty()
                                ? tr("rank %1").arg(i)
                                : tr("rank %1 (%2)").arg(QString::number(i), rank.host);
        all << tr("%1: %2").arg(who, rank.cpus);
        if (rank.count == 1)
            single << tr("%1 only CPU %2").arg(who, rank.cpus);
    }
    if (all.isEmpty())
        return std::nullopt;
    VerdictResult result;
    if (single.isEmpty()) {
        result.level = VerdictResult::Level::Pass;
        result.detail = tr("Every rank could use more than one CPU (%1).")
                            .arg(all.join(QStringLiteral("; ")));
        return result;
    }
    result.level = VerdictResult::Level::Warn;
    result.detail = tr("Pinned to a single CPU: %1. NCCL's proxy thread, which moves every byte "
                       "over RoCE, shared that CPU with the test, so the busbw can be a fraction "
                       "of what the link carries.")
                        .arg(single.join(QStringLiteral("; ")));
    result.fix = tr("Tandem starts mpirun with --bind-to none, so the binding came from the node: "
                    "an Open MPI setting (OMPI_MCA_hwloc_base_binding_policy, or "
                    "hwloc_base_binding_policy in openmpi-mca-params.conf) or a CPU limit on the "
                    "login (taskset, a cgroup's cpuset). Remove it and run the test again.");
    return result;
}

CheckStatus VerdictResult::status() const
{
    switch (level) {
    case Level::Pass: return CheckStatus::Pass;
    case Level::Warn: return CheckStatus::Warn;
    case Level::Fail: break;
    }
    return CheckStatus::Fail;
}

double Verdict::defaultThreshold(TopologyKind topology)
{
    return topology == TopologyKind::Ring ? ringThresholdGBps : directThresholdGBps;
}

VerdictResult Verdict::threshold(std::optional<double> busbw,
                                 qint64 bytes,
                                 double thresholdGBps,
                                 const QList<RunLink> &links,
                                 bool allTwinsUsed,
                                 const std::optional<VerdictResult> &cpus)
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
    if (cpus && cpus->level != VerdictResult::Level::Pass) {
        result.detail += QLatin1Char(' ')
                         + tr("The test's ranks were pinned to a single CPU, which alone can cut "
                              "the busbw to a fraction of the link's.");
        result.fix = cpus->fix;
        return result;
    }
    // A twin that negotiated less than 200G is a known cause and comes first: at 100G it gives
    // the same half as a missing twin, which must not be blamed instead (docs/nccl.md,
    // "Reference numbers").
    const QStringList slow = RunLinks::slow(links, CablingAnalysis::expectedSpeedMbps);
    if (!slow.isEmpty()) {
        result.detail += QLatin1Char(' ')
                         + tr("The link speed explains it: %1, where each twin should run at "
                              "%2 Gb/s (as the cabling step read it).")
                               .arg(slow.join(QStringLiteral(", ")))
                               .arg(CablingAnalysis::expectedSpeedMbps / 1000);
        result.fix = tr("Use a QSFP112 cable rated for 200 Gb/s and seat it at both ends; on a "
                        "switch, set the port to 200G instead of auto-negotiation. Reboot both "
                        "ends with the cable in, then run the cabling step and this test again.");
        return result;
    }
    // About half of the floor is the signature of one twin (docs/nccl.md, "Reference numbers";
    // docs/spark.md, "Ports and twins"), unless NCCL is known to have used both.
    const bool half = *busbw > thresholdGBps * 0.35 && *busbw < thresholdGBps * 0.65;
    if (half && !allTwinsUsed)
        result.fix = tr("About half the expected bandwidth: one twin of the port is down or not "
                        "used. Check that both twins are Up with an address (cabling step) and "
                        "that NCCL_IB_HCA names both RoCE devices.");
    else if (half)
        result.fix = tr("About half the expected bandwidth, though NCCL used both twins: check "
                        "each twin's link speed (cabling step; 200 Gb/s expected), the MTU at "
                        "both ends, and that no other job is using the GPUs or the network.");
    else
        result.fix = tr("Check the transport verdict, the link speed (cabling step) and that no "
                        "other job is using the GPUs or the network.");
    return result;
}

bool Verdict::isRetryExceeded(const QString &text)
{
    // NCCL's words for IBV_WC_RETRY_EXC_ERR (ibv_wc_status_str), and the enum's own name.
    return text.contains(QLatin1String("retry counter exceeded"), Qt::CaseInsensitive)
           || text.contains(QLatin1String("RETRY_EXC_ERR"));
}

std::optional<VerdictResult> Verdict::runFailure(const QStringList &texts,
                                                 const QList<RunLink> &links)
{
    const bool retry = std::any_of(
        texts.cbegin(), texts.cend(), [](const QString &text) { return isRetryExceeded(text); });
    if (!retry)
        return std::nullopt;
    // The RDMA send was never acknowledged: frames the peer drops, which between two ends
    // that disagree on MTU is every full-size one (docs/netplan.md, "MTU").
    VerdictResult result;
    result.detail = tr("NCCL's RDMA traffic got no acknowledgement: \"transport retry counter "
                       "exceeded\" (IBV_WC_RETRY_EXC_ERR, status 12). That is what ends with "
                       "different MTUs give.");
    const QStringList mismatches = RunLinks::mtuMismatches(links);
    if (!mismatches.isEmpty()) {
        result.detail += QLatin1Char(' ')
                         + tr("The MTUs differ: %1.").arg(mismatches.join(QStringLiteral("; ")));
        result.fix = tr("Make both ends of each link agree: run the cabling step and the network "
                        "plan again, then apply (the plan writes one MTU on both ends of a link "
                        "whose ends differ), or plan one MTU for every interface (tandem-cli plan "
                        "--mtu N). Then run the test again.");
        return result;
    }
    if (RunLinks::mtusKnown(links)) {
        QStringList seen;
        for (const RunLink &link : links)
            seen << tr("%1 %2 MTU %3").arg(link.node, link.netdev).arg(*link.mtu);
        result.detail += QLatin1Char(' ')
                         + tr("Tandem read the same MTU at both ends of every link (%1), so "
                              "compare them again on the nodes: one may have changed since.")
                               .arg(seen.join(QStringLiteral(", ")));
    }
    result.fix = tr("Compare the MTU of each twin with its peer's on the other node (ip -br "
                    "link on both; the cabling step's \"Same MTU at both ends of each cable\"): "
                    "they must be equal. Run the cabling step and the network plan again, then "
                    "apply, so that the plan evens them out; check too that NCCL_IB_GID_INDEX is "
                    "not set.");
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
