// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthsample.h"

namespace Tandem {

const NetdevHealth *HealthSample::netdev(const QString &name) const
{
    for (const NetdevHealth &n : netdevs) {
        if (n.netdev == name)
            return &n;
    }
    return nullptr;
}

const GpuHealth *HealthSample::gpu(int index) const
{
    for (const GpuHealth &g : gpus) {
        if (g.index == index)
            return &g;
    }
    return nullptr;
}

} // namespace Tandem
