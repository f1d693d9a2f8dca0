// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

// One category per module. Secrets (passwords, passphrases, private keys) are never logged.
Q_DECLARE_LOGGING_CATEGORY(lcDiscovery)
Q_DECLARE_LOGGING_CATEGORY(lcFiles)
Q_DECLARE_LOGGING_CATEGORY(lcInventory)
Q_DECLARE_LOGGING_CATEGORY(lcNccl)
Q_DECLARE_LOGGING_CATEGORY(lcSsh)
Q_DECLARE_LOGGING_CATEGORY(lcSshTrace)
