// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthcheck.h"

#include "doctor/healthfindings.h"
#include "steps/bandwidthstep.h"

#include <QLocale>
#include <QSet>

namespace Tandem {

Check HealthCheck::of(const HealthLog &log)
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
    return check;
}

} // namespace Tandem
