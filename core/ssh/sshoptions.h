// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/ssh: libssh's options for one connection, each one checked. A value libssh
// refuses (ssh_options_set fails) is an error that names the option, the value (none of them
// is secret) and libssh's reason, instead of a connection made with the option left at
// libssh's default. Call on the thread that owns the session.

#include "authoptions.h"
#include "nodeaddress.h"
#include "result.h"

#include <QCoreApplication>
#include <QString>

#include <libssh/libssh.h>

namespace Tandem {

class SshOptions
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::SshOptions)

public:
    // Host, port and user of `node`, the connect timeout of `options`, no ~/.ssh/config, and
    // libssh's own log when `trace` is set. Stops at the first option that fails.
    [[nodiscard]] static Result<void>
    apply(ssh_session session, const NodeAddress &node, const AuthOptions &options, bool trace);
    // One option; `name` is what the user knows it as ("host"), `shown` its value as text.
    [[nodiscard]] static Result<void> set(ssh_session session,
                                          ssh_options_e option,
                                          const void *value,
                                          const QString &name,
                                          const QString &shown);
};

} // namespace Tandem
