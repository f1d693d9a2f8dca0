// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildprogress.h"

#include <QRegularExpression>

#include <algorithm>

namespace Tandem {

BuildProgress::BuildProgress(PrereqComponent component, int expectedUnits)
    : m_component(component)
{
    switch (component) {
    case PrereqComponent::Nccl: m_expected = ncclUnits; break;
    case PrereqComponent::NcclTests: m_expected = ncclTestsUnits; break;
    case PrereqComponent::Probe:
    case PrereqComponent::Perftest:
    case PrereqComponent::Mpi: break;
    }
    if (expectedUnits > 0)
        m_expected = expectedUnits;
}

bool BuildProgress::set(double fraction)
{
    // Never backwards, never 1 before the end.
    fraction = std::min(fraction, 0.99);
    if (fraction <= m_fraction)
        return false;
    m_fraction = fraction;
    return true;
}

bool BuildProgress::feed(QStringView line)
{
    const QStringView text = line.trimmed();
    if (text.startsWith(u"tandem: step ")) {
        const QStringView step = text.mid(13);
        if (step.startsWith(u"clone") || step.startsWith(u"unpack"))
            return set(0.01);
        if (step.startsWith(u"configure"))
            return set(0.05);
        if (step.startsWith(u"build")) {
            m_phaseStart = m_component == PrereqComponent::Probe ? 0.2 : 0.05;
            return set(m_phaseStart);
        }
        if (step.startsWith(u"install"))
            return set(0.97);
        return false;
    }
    switch (m_component) {
    case PrereqComponent::Nccl:
    case PrereqComponent::NcclTests: {
        if (!(text.startsWith(u"Compiling") || text.startsWith(u"Linking")
              || text.startsWith(u"Archiving")))
            return false;
        ++m_units;
        const double done = std::min(1.0, double(m_units) / double(std::max(1, m_expected)));
        return set(m_phaseStart + (m_phaseEnd - m_phaseStart) * done);
    }
    case PrereqComponent::Probe: {
        // Makefiles: "[ 40%] Building CXX object ..."; Ninja: "[3/6] Building CXX object ...".
        static const QRegularExpression percent(QStringLiteral("^\\[\\s*(\\d+)%\\]"));
        static const QRegularExpression ratio(QStringLiteral("^\\[(\\d+)/(\\d+)\\]"));
        double done = -1;
        if (const auto m = percent.match(text); m.hasMatch())
            done = m.captured(1).toDouble() / 100.0;
        else if (const auto r = ratio.match(text); r.hasMatch() && r.captured(2).toInt() > 0)
            done = r.captured(1).toDouble() / r.captured(2).toDouble();
        if (done < 0)
            return false;
        ++m_units;
        return set(0.2 + (m_phaseEnd - 0.2) * std::min(1.0, done));
    }
    case PrereqComponent::Perftest:
    case PrereqComponent::Mpi: {
        static const QRegularExpression planned(QStringLiteral("(\\d+) newly installed"));
        if (const auto m = planned.match(text); m.hasMatch()) {
            m_packages = m.captured(1).toInt();
            return set(0.1);
        }
        if (text.startsWith(u"Get:"))
            return set(0.05);
        if (m_packages <= 0 || !(text.startsWith(u"Unpacking ") || text.startsWith(u"Setting up ")))
            return false;
        ++m_units;
        return set(0.1 + 0.85 * std::min(1.0, double(m_units) / (2.0 * m_packages)));
    }
    }
    return false;
}

void BuildProgress::finish(bool ok)
{
    if (ok)
        m_fraction = 1.0;
}

} // namespace Tandem
