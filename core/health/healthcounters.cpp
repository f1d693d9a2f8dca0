// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthcounters.h"

#include <QHash>
#include <QStringList>

namespace Tandem {

namespace {

#define M(text) QT_TRANSLATE_NOOP("Tandem::HealthCounters", text)

struct Row
{
    const char *name;
    CounterKind kind;
    CounterSource source;
    const char *meaning;
};

using K = CounterKind;
using S = CounterSource;

// docs/health.md, "Counters" says where each comes from.
const Row rows[] = {
    {"rx_discards_phy",
     K::Error,
     S::Ethtool,
     M("packets the port dropped on receive for lack of buffer")},
    {"tx_discards_phy", K::Error, S::Ethtool, M("packets the port dropped on send")},
    {"rx_out_of_buffer",
     K::Error,
     S::Ethtool,
     M("packets dropped because no receive buffer was posted")},
    {"rx_crc_errors_phy",
     K::Error,
     S::Ethtool,
     M("frames received with a bad checksum (cable or connector)")},
    {"rx_symbol_err_phy",
     K::Error,
     S::Ethtool,
     M("symbol errors on the wire (cable or connector)")},
    {"rx_pcs_symbol_err_phy",
     K::Error,
     S::Ethtool,
     M("PCS symbol errors after FEC (cable or connector)")},
    {"link_down_events_phy", K::Error, S::Ethtool, M("times the physical link went down")},
    {"tx_pause_storm_error_events", K::Error, S::Ethtool, M("pause storms the port stopped")},
    {"rx_pause_ctrl_phy", K::Congestion, S::Ethtool, M("pause frames received")},
    {"tx_pause_ctrl_phy", K::Congestion, S::Ethtool, M("pause frames sent")},
    {"rx_buffer_passed_thres_phy",
     K::Congestion,
     S::Ethtool,
     M("times the receive buffer passed its threshold")},
    {"rx_bytes_phy", K::Traffic, S::Ethtool, M("bytes received on the wire")},
    {"tx_bytes_phy", K::Traffic, S::Ethtool, M("bytes sent on the wire")},
    {"out_of_sequence", K::Error, S::Rdma, M("RoCE packets that arrived out of order")},
    {"packet_seq_err", K::Error, S::Rdma, M("RoCE NAKs for a sequence error")},
    {"local_ack_timeout_err", K::Error, S::Rdma, M("RoCE sends that timed out waiting for an ACK")},
    {"implied_nak_seq_err", K::Error, S::Rdma, M("RoCE reads retried after an implied NAK")},
    {"duplicate_request", K::Error, S::Rdma, M("RoCE requests received twice (the peer retried)")},
    {"rnr_nak_retry_err",
     K::Error,
     S::Rdma,
     M("RoCE sends that ran out of receiver-not-ready retries")},
    {"out_of_buffer", K::Error, S::Rdma, M("RoCE packets dropped for lack of a receive buffer")},
    {"req_cqe_error", K::Error, S::Rdma, M("RoCE requests completed with an error")},
    {"resp_cqe_error", K::Error, S::Rdma, M("RoCE responses completed with an error")},
    {"np_cnp_sent",
     K::Congestion,
     S::Rdma,
     M("congestion notifications this port sent (ECN marked)")},
    {"rp_cnp_handled",
     K::Congestion,
     S::Rdma,
     M("congestion notifications this port slowed down for")},
    {"np_ecn_marked_roce_packets",
     K::Congestion,
     S::Rdma,
     M("RoCE packets received with an ECN mark")},
};

#undef M

QList<HealthCounter> build()
{
    QList<HealthCounter> list;
    for (const Row &row : rows) {
        list.append({QString::fromLatin1(row.name),
                     row.kind,
                     row.source,
                     QString::fromLatin1(row.meaning)});
    }
    // Per-priority pause frames: PFC pauses the priority RoCE uses, where it is configured.
    for (int prio = 0; prio < 8; ++prio) {
        for (const char *dir : {"rx", "tx"}) {
            list.append({QStringLiteral("%1_prio%2_pause").arg(QLatin1String(dir)).arg(prio),
                         K::Congestion,
                         S::Ethtool,
                         QString::fromLatin1(QT_TRANSLATE_NOOP(
                             "Tandem::HealthCounters", "pause frames of one priority (PFC)"))});
        }
    }
    return list;
}

} // namespace

const QList<HealthCounter> &HealthCounters::all()
{
    static const QList<HealthCounter> list = build();
    return list;
}

const HealthCounter *HealthCounters::find(const QString &name)
{
    static const QHash<QString, qsizetype> index = [] {
        QHash<QString, qsizetype> h;
        for (qsizetype i = 0; i < all().size(); ++i)
            h.insert(all().at(i).name, i);
        return h;
    }();
    const auto it = index.constFind(name);
    return it == index.constEnd() ? nullptr : &all().at(*it);
}

QString HealthCounters::meaning(const HealthCounter &counter)
{
    return QCoreApplication::translate("Tandem::HealthCounters",
                                       counter.meaning.toLatin1().constData());
}

QByteArray HealthCounters::ethtoolPattern()
{
    QStringList names;
    for (const HealthCounter &c : all()) {
        if (c.source == CounterSource::Ethtool)
            names << c.name;
    }
    // `ethtool -S` prints "     name: value"; names are [a-z0-9_], so no escaping is needed.
    return QStringLiteral("^ +(%1): [0-9]+$").arg(names.join(QLatin1Char('|'))).toLatin1();
}

QString HealthCounters::kindKey(CounterKind kind)
{
    switch (kind) {
    case CounterKind::Error: return QStringLiteral("error");
    case CounterKind::Congestion: return QStringLiteral("congestion");
    case CounterKind::Traffic: break;
    }
    return QStringLiteral("traffic");
}

} // namespace Tandem
