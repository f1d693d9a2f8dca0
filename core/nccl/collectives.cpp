// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectives.h"

namespace Tandem {

const QStringList &Collectives::all()
{
    static const QStringList ops{QStringLiteral("all_gather"),
                                 QStringLiteral("all_reduce"),
                                 QStringLiteral("reduce_scatter"),
                                 QStringLiteral("alltoall"),
                                 QStringLiteral("sendrecv"),
                                 QStringLiteral("broadcast"),
                                 QStringLiteral("reduce")};
    return ops;
}

QStringList Collectives::of(BandwidthTool tool)
{
    QStringList ops = all();
    if (tool == BandwidthTool::Probe) {
        // The probe's own list is in app/probe/options.cpp, a program without Qt.
        ops.removeAll(QStringLiteral("broadcast"));
        ops.removeAll(QStringLiteral("reduce"));
    }
    return ops;
}

bool Collectives::isKnown(const QString &op)
{
    return all().contains(op);
}

} // namespace Tandem
