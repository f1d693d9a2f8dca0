// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <optional>

namespace Tandem {

// The one rule for the MTU of a link whose ends disagree (docs/netplan.md, "MTU"): RoCE fails
// between ends with different MTUs, so the plan writes one MTU on every end of such a link even
// when the user chose none, and the cabling checks say which. The value is the MTU the nodes'
// netplan files set for both ends where they agree; otherwise the lowest MTU the ends have, so
// no end is asked for frames bigger than it takes today, but never below Linux's default of
// 1500, which every ConnectX-7 port takes. Pure functions; thread-safe.
class LinkMtu
{
public:
    static constexpr int linuxDefault = 1500;

    // The MTU to write on every end of a link whose ends have `ends` now (unknown ones left
    // out), or nullopt when they already agree and the plan may leave them as they are.
    [[nodiscard]] static std::optional<int> evenOut(const QList<int> &ends);

    // One end of a link: the MTU it runs now and the one its netplan files set (0: unknown,
    // not set).
    struct End
    {
        int live = 0;
        int configured = 0;
    };
    // The MTU to write on every end of a link, when the user chose none. Each end counts with
    // the MTU it is meant to have: its netplan files' where they set one, else its live one.
    // Where those differ, evenOut(). Where they agree on an MTU a file sets, that MTU: a port
    // that fell back to 1500 (a firmware update) gets it again, and rewriting Tandem's own file
    // keeps it. Otherwise nullopt: nothing to write.
    [[nodiscard]] static std::optional<int> forLink(const QList<End> &ends);
};

} // namespace Tandem
