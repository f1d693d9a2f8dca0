// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <optional>

namespace Tandem {

// The one rule for the MTU of a link whose ends disagree (docs/netplan.md, "MTU"): RoCE fails
// between ends with different MTUs, so the plan writes one MTU on every end of such a link even
// when the user chose none, and the cabling checks say which. The value is the lowest MTU the
// ends have now, so no end is asked for frames bigger than it takes today, but never below
// Linux's default of 1500, which every ConnectX-7 port takes. Pure functions; thread-safe.
class LinkMtu
{
public:
    static constexpr int linuxDefault = 1500;

    // The MTU to write on every end of a link whose ends have `ends` now (unknown ones left
    // out), or nullopt when they already agree and the plan may leave them as they are.
    [[nodiscard]] static std::optional<int> evenOut(const QList<int> &ends);
};

} // namespace Tandem
