// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "remote/commandresult.h"

#include <QCoreApplication>

namespace Tandem {

// The evidence of NetplanCommands::listFiles(): each file's path, size and sha256, then its
// text with every secret masked (NetplanSecrets). The raw listing carries whole files, Wi-Fi
// passwords included, in base64; evidence goes into the state file and the report, so it
// never holds the raw listing.
class NetplanListing
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NetplanListing)

public:
    [[nodiscard]] static Evidence evidence(const CommandResult &result);
};

} // namespace Tandem
