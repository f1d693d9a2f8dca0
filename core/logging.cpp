// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging.h"

Q_LOGGING_CATEGORY(lcDiscovery, "tandem.discovery", QtInfoMsg)
Q_LOGGING_CATEGORY(lcInventory, "tandem.inventory", QtInfoMsg)
Q_LOGGING_CATEGORY(lcNccl, "tandem.nccl", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSsh, "tandem.ssh", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSshTrace, "tandem.ssh.trace", QtWarningMsg)
