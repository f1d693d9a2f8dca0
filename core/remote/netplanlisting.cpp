// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplanlisting.h"

#include "plan/netplansecrets.h"
#include "remote/netplancommands.h"
#include "remote/nodebackup.h"

namespace Tandem {

Evidence NetplanListing::evidence(const CommandResult &result)
{
    CommandResult shown = result;
    shown.out.clear();
    const QMap<QString, QByteArray> files = NetplanCommands::parseListing(result.out);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QByteArray text = NetplanSecrets::redact(it.value());
        shown.out += tr("%1 (%n byte(s), sha256 %2):", nullptr, int(it.value().size()))
                         .arg(it.key(), NodeBackup::sha256Hex(it.value()))
                         .toUtf8();
        shown.out += '\n' + text;
        if (!text.isEmpty() && !text.endsWith('\n'))
            shown.out += '\n';
    }
    if (files.isEmpty() && result.ok())
        shown.out = tr("No netplan files.").toUtf8() + '\n';
    return shown.toEvidence();
}

} // namespace Tandem
