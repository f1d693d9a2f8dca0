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

std::optional<int> LinkMtu::forLink(const QList<End> &ends)
{
    QList<int> meant;
    bool configured = false;
    for (const End &end : ends) {
        meant << (end.configured > 0 ? end.configured : end.live);
        configured = configured || end.configured > 0;
    }
    if (const auto evened = evenOut(meant))
        return evened;
    if (!configured)
        return std::nullopt;
    for (int mtu : std::as_const(meant)) {
        if (mtu > 0)
            return mtu; // they agree
    }
    return std::nullopt;
}

} // namespace Tandem
