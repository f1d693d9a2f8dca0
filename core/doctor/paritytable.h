// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/nodescan.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Tandem {

// One thing that must match across the nodes: its key ("kernel", "mtu.enp1s0f0np0"), its words
// ("Kernel", "MTU enp1s0f0np0"), the value on each node (empty: not found there).
struct ParityItem
{
    QString key;
    QString label;
    QMap<QString, QString> values;
    bool same = true;
    QStringList odd; // the nodes that differ from a strict majority; empty without one

    [[nodiscard]] QJsonObject toJson(const QStringList &nodes) const;
    friend bool operator==(const ParityItem &, const ParityItem &) = default;
};

// What must match across the nodes, in one table (docs/doctor.md, "Parity"): OS and kernel,
// driver, CUDA, NCCL, nccl-tests, Open MPI, ConnectX firmware, MTU, speed and RoCE v2 GID index
// per twin, the PATH and mpirun of a non-interactive SSH session, the user's Python. Plain value
// type.
struct ParityTable
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ParityTable)

public:
    QStringList nodes;
    QList<ParityItem> items;

    [[nodiscard]] static ParityTable from(const QList<NodeScan> &scans);
    [[nodiscard]] const ParityItem *item(const QString &key) const;
    [[nodiscard]] QList<ParityItem> differing() const;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static ParityTable fromJson(const QJsonObject &object);
    friend bool operator==(const ParityTable &, const ParityTable &) = default;

    // Sets `same` and `odd` from the values.
    static void judge(ParityItem &item, const QStringList &nodes);
};

} // namespace Tandem
