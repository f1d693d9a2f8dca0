// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthcheck.h"

#include "doctor/healthfindings.h"
#include "steps/bandwidth/bandwidthstep.h"

#include <QLocale>
#include <QSet>

namespace Tandem {

namespace {

// The twins of the run that negotiated less than 200 Gb/s ("node netdev at 100 Gb/s").
QStringList slowTwins(const QList<RunLink> &links)
{
    constexpr int fullMbps = 200000;
    QStringList slow;
    for (const RunLink &link : links) {
        if (link.speedMbps && *link.speedMbps < fullMbps)
            slow << HealthCheck::tr("%1 %2 at %3 Gb/s")
                        .arg(link.node, link.netdev)
                        .arg(*link.speedMbps / 1000);
    }
    return slow;
}

} // namespace

Check HealthCheck::of(const HealthLog &log, const QList<RunLink> &links)
{
    Check check;
    check.id = QStringLiteral("bandwidth.health");
    check.title = BandwidthStep::title(check.id);
    check.status = CheckStatus::Skipped;
    if (log.intervalSeconds <= 0) {
        check.detail = tr("Not watched: the run was started without health samples.");
        return check;
    }
    if (log.ticks.isEmpty()) {
        check.detail = tr("No health sample came back, so the fabric was not watched. %1")
                           .arg(log.warnings.join(QLatin1Char(' ')));
        check.fix = tr("Check that the nodes answer over SSH while a run goes on; the run's "
                       "own result is unaffected.");
        return check;
    }
    QSet<QString> nodes;
    for (const HealthTick &tick : log.ticks)
        nodes.insert(tick.node);
    const QList<Finding> findings = HealthFindings::of(log);
    const QStringList slow = slowTwins(links);
    const QString slowText
        = slow.isEmpty() ? QString()
                         : tr("%1 ran below 200 Gb/s the whole run (as the cabling step read it).")
                               .arg(slow.join(QStringLiteral(", ")));
    const QString slowFix = tr("Reseat or replace the cable of the slow twin (QSFP112, 200 Gb/s), "
                               "then run the cabling step and the test again.");
    if (findings.isEmpty() && !slow.isEmpty()) {
        check.status = CheckStatus::Warn;
        check.detail = tr("No link went down and no counter or GPU changed during the run, but "
                          "%1")
                           .arg(slowText);
        check.fix = slowFix;
        return check;
    }
    if (findings.isEmpty()) {
        check.status = CheckStatus::Pass;
        check.detail = tr("%n sample(s) from %1 node(s) every %2 s: no link went down, no "
                          "speed changed, no error counter grew and no GPU was throttled.",
                          nullptr,
                          int(log.ticks.size()))
                           .arg(nodes.size())
                           .arg(QLocale().toString(log.intervalSeconds));
        if (!log.warnings.isEmpty())
            check.detail += QLatin1Char(' ') + log.warnings.join(QLatin1Char(' '));
        return check;
    }
    check.status = CheckStatus::Warn;
    QStringList titles;
    QStringList fixes;
    for (const Finding &f : findings) {
        titles << f.title;
        if (!fixes.contains(f.fix))
            fixes << f.fix;
        Evidence evidence;
        evidence.node = f.nodes.value(0);
        evidence.command = tr("health samples (sysfs, ethtool -S, nvidia-smi) every %1 s")
                               .arg(QLocale().toString(log.intervalSeconds));
        evidence.output = f.evidence;
        check.evidence << evidence;
    }
    check.detail = titles.join(QStringLiteral("; ")) + QLatin1Char('.');
    check.fix = fixes.join(QLatin1Char(' '));
    if (!slow.isEmpty()) {
        check.detail += QLatin1Char(' ') + slowText;
        check.fix += QLatin1Char(' ') + slowFix;
    }
    return check;
}

} // namespace Tandem
