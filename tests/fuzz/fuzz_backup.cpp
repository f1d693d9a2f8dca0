// SPDX-License-Identifier: GPL-3.0-or-later
// What the backups read back: a node's manifest.json (and a run from the local index.json),
// and the backup script's output for three paths.

#include "fuzzinput.h"
#include "remote/nodebackup.h"

#include <QJsonDocument>
#include <QStringList>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray raw = TandemFuzz::input(data, size);
    if (const auto manifest = Tandem::Manifest::fromJson(raw))
        (void)Tandem::Manifest::fromJson(manifest->toJson());
    const QJsonDocument document = QJsonDocument::fromJson(raw);
    if (document.isObject())
        (void)Tandem::BackupRun::fromJson(document.object());
    static const QStringList paths = {QStringLiteral("/etc/netplan/40-cx7.yaml"),
                                      QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
                                      QStringLiteral("/etc/netplan/90-NM-1.yaml")};
    (void)Tandem::NodeBackup::parseBackupOutput(raw, paths);
    return 0;
}
