// SPDX-License-Identifier: GPL-3.0-or-later
#include "paritytable.h"

#include <QJsonArray>

#include <functional>

namespace Tandem {

namespace {

QString numberOrEmpty(std::optional<int> v)
{
    return v ? QString::number(*v) : QString();
}

} // namespace

QJsonObject ParityItem::toJson(const QStringList &nodes) const
{
    QJsonObject perNode;
    for (const QString &node : nodes) {
        const QString v = values.value(node);
        perNode.insert(node, v.isEmpty() ? QJsonValue() : QJsonValue(v));
    }
    return QJsonObject{{QStringLiteral("item"), key},
                       {QStringLiteral("label"), label},
                       {QStringLiteral("values"), perNode},
                       {QStringLiteral("same"), same},
                       {QStringLiteral("odd"), QJsonArray::fromStringList(odd)}};
}

void ParityTable::judge(ParityItem &item, const QStringList &nodes)
{
    QMap<QString, int> counts;
    for (const QString &node : nodes)
        ++counts[item.values.value(node)];
    item.same = counts.size() <= 1;
    item.odd.clear();
    if (item.same)
        return;
    QString majority;
    int best = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > best) {
            best = it.value();
            majority = it.key();
        }
    }
    if (2 * best <= nodes.size())
        return; // no strict majority: which node is odd cannot be told
    for (const QString &node : nodes) {
        if (item.values.value(node) != majority)
            item.odd << node;
    }
}

ParityTable ParityTable::from(const QList<NodeScan> &scans)
{
    ParityTable table;
    for (const NodeScan &scan : scans)
        table.nodes << scan.node;
    auto add = [&](const QString &key,
                   const QString &label,
                   const std::function<QString(const NodeScan &)> &of) {
        ParityItem item;
        item.key = key;
        item.label = label;
        for (const NodeScan &scan : scans)
            item.values.insert(scan.node, of(scan));
        judge(item, table.nodes);
        table.items << item;
    };
    add(QStringLiteral("os"), tr("OS"), [](const NodeScan &s) { return s.os; });
    add(QStringLiteral("kernel"), tr("Kernel"), [](const NodeScan &s) { return s.kernel; });
    add(QStringLiteral("driver"), tr("NVIDIA driver"), [](const NodeScan &s) { return s.driver; });
    add(QStringLiteral("cuda"), tr("CUDA"), [](const NodeScan &s) { return s.cuda; });
    add(QStringLiteral("nccl"), tr("NCCL (library nccl-tests loads)"), [](const NodeScan &s) {
        return s.ncclLibrary;
    });
    add(QStringLiteral("nccl-headers"),
        tr("NCCL (headers nccl-tests was built with)"),
        [](const NodeScan &s) { return s.ncclHeaders; });
    add(QStringLiteral("nccl-tests"), tr("nccl-tests"), [](const NodeScan &s) {
        return s.ncclTestsVersion;
    });
    add(QStringLiteral("mpi"), tr("Open MPI"), [](const NodeScan &s) { return s.mpiVersion; });
    add(QStringLiteral("mpirun"), tr("mpirun on the non-interactive PATH"), [](const NodeScan &s) {
        return s.mpirun;
    });
    add(QStringLiteral("path"), tr("PATH of a non-interactive SSH session"), [](const NodeScan &s) {
        return s.path;
    });
    bool anyPython = false;
    for (const NodeScan &s : scans)
        anyPython = anyPython || !s.python.isEmpty();
    if (anyPython)
        add(QStringLiteral("python"), tr("Python"), [](const NodeScan &s) { return s.python; });

    // Per twin, by netdev name: the names are the same on every GB10 (docs/spark.md).
    QStringList netdevs;
    for (const NodeScan &s : scans) {
        for (const ScannedNetdev &n : s.netdevs) {
            if (!netdevs.contains(n.netdev))
                netdevs << n.netdev;
        }
    }
    for (const QString &nd : std::as_const(netdevs)) {
        add(QStringLiteral("firmware.") + nd,
            tr("ConnectX firmware %1").arg(nd),
            [nd](const NodeScan &s) {
                const ScannedNetdev *n = s.netdev(nd);
                return n ? n->firmware : QString();
            });
    }
    for (const QString &nd : std::as_const(netdevs)) {
        add(QStringLiteral("mtu.") + nd, tr("MTU %1").arg(nd), [nd](const NodeScan &s) {
            const ScannedNetdev *n = s.netdev(nd);
            return n && n->mtu > 0 ? QString::number(n->mtu) : QString();
        });
        add(QStringLiteral("speed.") + nd, tr("Speed %1 (Mb/s)").arg(nd), [nd](const NodeScan &s) {
            const ScannedNetdev *n = s.netdev(nd);
            return n ? numberOrEmpty(n->speedMbps) : QString();
        });
        add(QStringLiteral("gid.") + nd,
            tr("RoCE v2 GID index %1").arg(nd),
            [nd](const NodeScan &s) {
                const ScannedNetdev *n = s.netdev(nd);
                return n ? numberOrEmpty(n->roceV2Index) : QString();
            });
    }
    return table;
}

const ParityItem *ParityTable::item(const QString &key) const
{
    for (const ParityItem &i : items) {
        if (i.key == key)
            return &i;
    }
    return nullptr;
}

QList<ParityItem> ParityTable::differing() const
{
    QList<ParityItem> list;
    for (const ParityItem &i : items) {
        if (!i.same)
            list << i;
    }
    return list;
}

QJsonObject ParityTable::toJson() const
{
    QJsonArray array;
    for (const ParityItem &i : items)
        array << i.toJson(nodes);
    return QJsonObject{{QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
                       {QStringLiteral("items"), array}};
}

ParityTable ParityTable::fromJson(const QJsonObject &o)
{
    ParityTable t;
    for (const QJsonValue &v : o.value(QStringLiteral("nodes")).toArray())
        t.nodes << v.toString();
    for (const QJsonValue &v : o.value(QStringLiteral("items")).toArray()) {
        const QJsonObject j = v.toObject();
        ParityItem item;
        item.key = j.value(QStringLiteral("item")).toString();
        item.label = j.value(QStringLiteral("label")).toString();
        const QJsonObject values = j.value(QStringLiteral("values")).toObject();
        for (const QString &node : std::as_const(t.nodes))
            item.values.insert(node, values.value(node).toString());
        judge(item, t.nodes);
        t.items << item;
    }
    return t;
}

} // namespace Tandem
