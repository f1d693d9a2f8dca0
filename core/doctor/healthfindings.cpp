// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthfindings.h"

#include "doctor/knowledge.h"
#include "health/healthcounters.h"

#include <QLocale>
#include <QMap>
#include <QStringList>

namespace Tandem {

namespace {

// node, interface -> what to say
using Key = QPair<QString, QString>;

QString countersText(const QMap<QString, quint64> &counters)
{
    QStringList parts;
    for (auto it = counters.cbegin(); it != counters.cend(); ++it)
        parts << QStringLiteral("%1 +%2").arg(it.key(), QLocale::c().toString(*it));
    return parts.join(QStringLiteral(", "));
}

Finding make(const char *rule, const Key &key, const QString &value, const QString &evidence)
{
    return Knowledge::finding(QString::fromLatin1(rule),
                              {key.first},
                              {{QStringLiteral("node"), key.first},
                               {QStringLiteral("interface"), key.second},
                               {QStringLiteral("value"), value}},
                              evidence);
}

} // namespace

QList<Finding> HealthFindings::of(const HealthLog &log)
{
    QMap<Key, qint64> downs;
    QMap<Key, QStringList> speeds;
    QMap<Key, QStringList> throttles;
    QMap<Key, QStringList> evidence;
    for (const HealthEvent &e : log.events) {
        const Key key{e.node, e.interface};
        const QString line = QStringLiteral("t=%1 s %2 %3 x%4: %5")
                                 .arg(e.t, 0, 'f', 1)
                                 .arg(e.interface, healthEventKey(e.kind))
                                 .arg(e.count)
                                 .arg(e.detail);
        switch (e.kind) {
        case HealthEventKind::LinkDown:
            downs[key] += e.count;
            evidence[key] << line;
            break;
        case HealthEventKind::SpeedChange:
            speeds[key] << e.detail;
            evidence[key] << line;
            break;
        case HealthEventKind::Throttle:
            for (const QString &reason : e.detail.split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
                if (!throttles[key].contains(reason))
                    throttles[key] << reason;
            }
            evidence[key] << line;
            break;
        case HealthEventKind::LinkUp:
        case HealthEventKind::ThrottleEnd:
        case HealthEventKind::Errors: break;
        }
    }

    QList<Finding> found;
    for (auto it = downs.cbegin(); it != downs.cend(); ++it)
        found << make("health.link-flap",
                      it.key(),
                      QString::number(*it),
                      evidence.value(it.key()).join(QLatin1Char('\n')));
    for (auto it = speeds.cbegin(); it != speeds.cend(); ++it)
        found << make("health.speed-change",
                      it.key(),
                      it->join(QStringLiteral("; ")),
                      evidence.value(it.key()).join(QLatin1Char('\n')));
    for (auto it = throttles.cbegin(); it != throttles.cend(); ++it)
        found << make("health.gpu-throttle",
                      it.key(),
                      it->join(QStringLiteral(", ")),
                      evidence.value(it.key()).join(QLatin1Char('\n')));

    const auto totals = log.totals();
    for (auto node = totals.cbegin(); node != totals.cend(); ++node) {
        for (auto iface = node->cbegin(); iface != node->cend(); ++iface) {
            QMap<QString, quint64> roce;
            QMap<QString, quint64> port;
            for (auto c = iface->cbegin(); c != iface->cend(); ++c) {
                const HealthCounter *counter = HealthCounters::find(c.key());
                // A link drop is the flap finding's, from the carrier counts.
                if (!counter || counter->kind != CounterKind::Error
                    || c.key() == QLatin1String("link_down_events_phy"))
                    continue;
                (counter->source == CounterSource::Rdma ? roce : port).insert(c.key(), *c);
            }
            const Key key{node.key(), iface.key()};
            if (!roce.isEmpty())
                found << make("health.roce-errors", key, countersText(roce), countersText(roce));
            if (!port.isEmpty())
                found << make("health.port-errors", key, countersText(port), countersText(port));
        }
    }
    return found;
}

} // namespace Tandem
