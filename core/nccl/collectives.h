// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/testspec.h"

#include <QString>
#include <QStringList>

namespace Tandem {

// The collectives a bandwidth run can measure (TestSpec::op): the one list that the Bandwidth
// page offers and MpirunCommand accepts. Pure functions, any thread.
class Collectives
{
public:
    // Every collective nccl-tests has a <op>_perf program for, the common ones first.
    [[nodiscard]] static const QStringList &all();
    // The collectives `tool` runs: nccl-tests every one, tandem-probe all but broadcast and
    // reduce (app/probe/options.cpp).
    [[nodiscard]] static QStringList of(BandwidthTool tool);
    [[nodiscard]] static bool isKnown(const QString &op);
};

} // namespace Tandem
