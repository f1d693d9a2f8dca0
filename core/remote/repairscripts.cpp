// SPDX-License-Identifier: GPL-3.0-or-later
#include "repairscripts.h"

#include "remote/embeddedscripts.h" // core/remote/scripts/repair-*.sh

#include <QRegularExpression>

namespace Tandem {

Result<RemoteCommand> RepairScripts::unpinGidIndex(const QString &file,
                                                   const QByteArray &sudoPassword)
{
    const bool system = file == QLatin1String("/etc/nccl.conf");
    if (!system && !file.endsWith(QLatin1String("/.nccl.conf")))
        return makeError(tr("Tandem takes NCCL_IB_GID_INDEX only out of ~/.nccl.conf or "
                            "/etc/nccl.conf, not out of %1.")
                             .arg(file));
    static const QRegularExpression plain(QStringLiteral("^/[A-Za-z0-9._/+-]{1,4000}$"));
    if (!plain.match(file).hasMatch() || file.contains(QLatin1String("/../")))
        return makeError(tr("%1 is not a path Tandem changes.").arg(file));
    RemoteCommand c(
        {"sh",
         "-c",
         QByteArray(Scripts::Remote::repairCommon) + Scripts::Remote::repairUnpinGidIndex,
         "tandem-repair",
         file.toUtf8()});
    if (system)
        c.setSudo(true, sudoPassword);
    c.setTimeout(std::chrono::seconds(30));
    return c;
}

Result<RemoteCommand> RepairScripts::mpirunPath(const QString &directory)
{
    static const QRegularExpression plain(QStringLiteral("^/[A-Za-z0-9._/+-]{1,4000}$"));
    if (!plain.match(directory).hasMatch() || directory.contains(QLatin1String("/../")))
        return makeError(tr("%1 is not a folder Tandem puts on the PATH (an absolute path of "
                            "letters, digits and ._/+- only).")
                             .arg(directory));
    RemoteCommand c({"sh",
                     "-c",
                     QByteArray(Scripts::Remote::repairCommon) + Scripts::Remote::repairMpirunPath,
                     "tandem-repair",
                     directory.toUtf8(),
                     blockBegin,
                     blockEnd});
    c.setTimeout(std::chrono::seconds(30));
    return c;
}

RemoteCommand RepairScripts::removeMpirunPath()
{
    RemoteCommand c(
        {"sh",
         "-c",
         QByteArray(Scripts::Remote::repairCommon) + Scripts::Remote::repairRemoveMpirunPath,
         "tandem-repair",
         blockBegin,
         blockEnd});
    c.setTimeout(std::chrono::seconds(30));
    return c;
}

} // namespace Tandem
