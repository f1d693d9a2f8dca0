// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Tandem {

// What Tandem may do with another tool's netplan file that configures ConnectX-7 interfaces
// the plan sets. Such files are common: cloud-init's 50-cloud-init.yaml, NetworkManager's
// 90-NM-*.yaml, an installer's 01-netcfg.yaml; they often also hold the management port or
// Wi-Fi, which Tandem must never take away (docs/netplan.md, "Files other tools write").
struct ForeignTakeover
{
    enum class Kind {
        Untouched, // configures none of the interfaces
        MoveAside, // configures nothing but them: the whole file can go (and come back)
        Rewrite,   // also configures other things: `content` is the file without the stanzas
        Refuse,    // Tandem cannot take the stanzas out safely: `reason` says why
    };
    Kind kind = Kind::Untouched;
    QByteArray content;  // Rewrite: the new file; every byte outside the removed stanzas kept
    QStringList removed; // the ethernets entries taken out (or that the whole file held)
    QString reason;      // Refuse: a sentence the user can act on
};

// Decides, and for Rewrite produces, the takeover of one foreign netplan file. The stanzas
// are cut out line by line (an `ethernets` entry and every line indented below it), so
// comments, quoting, secrets and the order of everything else stay as they were; the result
// is then read back with yaml-cpp and must equal the original minus those entries, or the
// rewrite is refused. Refused as well: flow style around the entries, and a file that names
// one of the interfaces anywhere else (a bond, bridge or VLAN built on it). Pure; thread-safe.
class ForeignNetplan
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ForeignNetplan)

public:
    [[nodiscard]] static ForeignTakeover
    takeover(const QString &fileName, const QByteArray &content, const QStringList &interfaces);
};

} // namespace Tandem
