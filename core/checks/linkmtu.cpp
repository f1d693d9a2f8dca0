// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkmtu.h"

#include <algorithm>

namespace Tandem {

std::optional<int> LinkMtu::evenOut(const QList<int> &ends)
{
    QList<int> known;
    for (int mtu : ends) {
        if (mtu > 0)
            known << mtu;
    }
    if (known.size() < 2)
        return std::nullopt;
    const auto [lowest, highest] = std::minmax_element(known.cbegin(), known.cend());
    if (*lowest == *highest)
        return std::nullopt;
    return std::max(*lowest, linuxDefault);
}

} // namespace Tandem
