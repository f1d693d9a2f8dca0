// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exitcode.h"

#include <QStringList>

namespace Tandem::Cli {

struct DiscoverOptions
{
    bool mdns = false;     // browse _ssh._tcp; the default when nothing else is asked
    QString sweep;         // CIDR to sweep, as typed
    QString interfaceName; // restricts mDNS browsing to one interface
    QStringList names;     // typed names or addresses to resolve ("spark-1a2b.local")
    bool json = false;
    int mdnsTimeoutMs = 5000; // browsing ends at avahi's "all for now", or after this
};

// `tandem-cli discover [--mdns] [--sweep CIDR] [--interface IF] [NAME...] [--json]`: finds
// Sparks and prints them (docs/cli-json.md). Runs the application's event loop until every
// method is done. Exit codes: 0 at least one node found; 1 none found; 2 bad usage;
// 3 none found and a method could not run (no avahi-daemon, no route, a name not resolved).
[[nodiscard]] ExitCode runDiscover(const DiscoverOptions &options);

} // namespace Tandem::Cli
