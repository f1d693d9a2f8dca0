// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging.h"

Q_LOGGING_CATEGORY(lcDiscovery, "tandem.discovery", QtWarningMsg)
Q_LOGGING_CATEGORY(lcFiles, "tandem.files", QtWarningMsg)
Q_LOGGING_CATEGORY(lcInventory, "tandem.inventory", QtWarningMsg)
Q_LOGGING_CATEGORY(lcNccl, "tandem.nccl", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSsh, "tandem.ssh", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSshTrace, "tandem.ssh.trace", QtWarningMsg)

namespace Tandem {

void setVerbosity(int level)
{
    if (level <= 0)
        return;
    QString rules = QStringLiteral("tandem.*.info=true\ntandem.ssh.trace.info=false\n");
    if (level >= 2)
        rules += QStringLiteral("tandem.*.debug=true\ntandem.ssh.trace.debug=false\n");
    QLoggingCategory::setFilterRules(rules);
}

} // namespace Tandem
