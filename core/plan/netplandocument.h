// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/addressplan.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// What one netplan file says about one interface of its `ethernets` section. Settings the
// file leaves out stay unset (nullopt / empty), since netplan merges files and an absent key
// means "whatever another file or the default says".
struct NetplanInterfaceFacts
{
    QString file;          // "99-nvidia-sync-cluster.yaml" as the caller named it
    QString interface;     // the ethernets key: "enp1s0f1np1"
    int line = 0;          // 1-based line of that key
    QStringList addresses; // "192.168.100.10/24", as written
    std::optional<bool> dhcp4;
    std::optional<bool> dhcp6;
    std::optional<QStringList> linkLocal; // nullopt: netplan's default (ipv6); [] = none
    int mtu = 0;                          // 0: not set
    QString renderer;                     // interface's own, else the file's network.renderer

    [[nodiscard]] bool linkLocalIpv4() const
    {
        return linkLocal && linkLocal->contains(QStringLiteral("ipv4"));
    }
    friend bool operator==(const NetplanInterfaceFacts &, const NetplanInterfaceFacts &) = default;
};

// What a node's netplan files together set for one interface, merged as netplan merges them
// (name order; a later file's scalar wins, sequences are joined).
struct NetplanMerged
{
    int mtu = 0;     // 0: no file sets one
    QString mtuFile; // the file whose MTU wins
    QStringList addresses;
    QString file; // the last file naming the interface
};

// Reads and writes netplan YAML with yaml-cpp (never by pasting strings). Writing produces
// Tandem's /etc/netplan/40-cx7.yaml for one node; reading accepts any netplan file a Spark
// may carry (the playbook's, its setup scripts', Sync's, EUGR's, link-local-only files; see
// docs/netplan.md, "Files other tools write"; flow or block style, yes/no/true/false) and refuses
// what is not YAML or not shaped like netplan, with the line yaml-cpp points at. No yaml-cpp
// exception leaves this class. Stateless; pure and thread-safe.
class NetplanDocument
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NetplanDocument)

public:
    static constexpr const char *fileName = "40-cx7.yaml";
    static constexpr const char *path = "/etc/netplan/40-cx7.yaml";
    static constexpr int fileMode = 0600; // netplan warns about (and PB/SCS chmod) wider modes

    // The file for one node: a leading comment, then network.version 2 and one ethernets
    // entry per planned interface (SparkNaming::cx7Netdevs() order) with its address,
    // dhcp4 false, and mtu when the plan sets one. IPv6 link-local stays on: Tandem finds
    // the topology with IPv6 all-nodes pings.
    // `renderer`, when given, is named for each interface ("networkd" on a node whose netplan
    // hands everything to NetworkManager: then NetworkManager leaves the ports alone).
    [[nodiscard]] static Result<QByteArray> write(const NodePlan &node,
                                                  const QString &renderer = {});

    // The renderer the node's netplan files name for all of it (`network.renderer`; a later
    // file wins, as netplan merges them in name order), empty for netplan's default (networkd).
    // Files it cannot read count as not naming one. Tandem's own file is skipped.
    [[nodiscard]] static QString globalRenderer(const QMap<QString, QByteArray> &files,
                                                QString *fromFile = nullptr);

    // Every interface of the file's `ethernets`, in file order. An empty file (or one with
    // only comments) has none.
    [[nodiscard]] static Result<QList<NetplanInterfaceFacts>> read(const QString &fileName,
                                                                   const QByteArray &content);

    // What `files` (name -> content) set for `netdev` together; nullopt when none names it.
    // Files it cannot read count as not naming it (plan.other-netplan names them).
    [[nodiscard]] static std::optional<NetplanMerged> merged(const QMap<QString, QByteArray> &files,
                                                             const QString &netdev);
};

} // namespace Tandem
