// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplandocument.h"

#include "inventory/sparknaming.h"
#include "util/checkednumbers.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <string>

namespace Tandem {

namespace {

int lineOf(const YAML::Node &node)
{
    const YAML::Mark mark = node.Mark();
    return mark.line < 0 ? 0 : mark.line + 1;
}

QString text(const YAML::Node &node)
{
    return QString::fromStdString(node.Scalar());
}

int netdevRank(const QString &netdev)
{
    const qsizetype i = SparkNaming::cx7Netdevs().indexOf(netdev);
    return i < 0 ? 1000 : int(i);
}

// The parts of reading that need no context beyond the node; each refusal carries its line.
class Reader
{
public:
    explicit Reader(QString file)
        : m_file(std::move(file))
    {}

    Result<bool> boolean(const YAML::Node &node, const char *key) const
    {
        bool value = false;
        // YAML 1.1 booleans, as netplan takes them: true/false, yes/no, on/off, y/n.
        if (!node.IsScalar() || !YAML::convert<bool>::decode(node, value))
            return refuse(node,
                          NetplanDocument::tr("%1 must be true or false").arg(QLatin1String(key)));
        return value;
    }

    Result<QStringList> scalars(const YAML::Node &node, const char *key) const
    {
        if (!node.IsSequence())
            return refuse(node, NetplanDocument::tr("%1 must be a list").arg(QLatin1String(key)));
        QStringList list;
        for (const YAML::Node &item : node) {
            if (item.IsScalar()) {
                list << text(item);
            } else if (item.IsMap() && item.size() == 1 && item.begin()->first.IsScalar()) {
                // netplan 0.106 also takes "- 10.0.0.1/24: {label: ..., lifetime: 0}".
                list << text(item.begin()->first);
            } else {
                return refuse(item,
                              NetplanDocument::tr("every entry of %1 must be a plain value")
                                  .arg(QLatin1String(key)));
            }
        }
        return list;
    }

    tl::unexpected<Error> refuse(const YAML::Node &node, const QString &what) const
    {
        return makeError(
            NetplanDocument::tr("%1 is not a netplan file Tandem can read: %2.").arg(m_file, what),
            lineOf(node));
    }

private:
    QString m_file;
};

} // namespace

Result<QByteArray> NetplanDocument::write(const NodePlan &node, const QString &renderer)
{
    QList<PlannedInterface> interfaces = node.interfaces;
    std::stable_sort(interfaces.begin(),
                     interfaces.end(),
                     [](const PlannedInterface &a, const PlannedInterface &b) {
                         const int ra = netdevRank(a.netdev);
                         const int rb = netdevRank(b.netdev);
                         return ra != rb ? ra < rb : a.netdev < b.netdev;
                     });
    try {
        YAML::Emitter out;
        out.SetIndent(2);
        // Not translated: the file is read by people on the node, whatever the GUI's language,
        // and it must stay byte-identical between runs so that diffs stay empty.
        out << YAML::Comment(
            "Written by Tandem. Remove with `tandem-cli restore` (or the Restore button).");
        out << YAML::BeginMap << YAML::Key << "network" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "version" << YAML::Value << 2;
        out << YAML::Key << "ethernets" << YAML::Value << YAML::BeginMap;
        for (const PlannedInterface &iface : std::as_const(interfaces)) {
            if (iface.netdev.isEmpty() || iface.address.isEmpty())
                return makeError(tr("The plan for %1 has an interface without a name or address.")
                                     .arg(node.node));
            out << YAML::Key << iface.netdev.toStdString() << YAML::Value << YAML::BeginMap;
            out << YAML::Key << "addresses" << YAML::Value << YAML::BeginSeq
                << iface.cidr().toStdString() << YAML::EndSeq;
            out << YAML::Key << "dhcp4" << YAML::Value << false;
            if (!renderer.isEmpty())
                out << YAML::Key << "renderer" << YAML::Value << renderer.toStdString();
            if (iface.mtu > 0)
                out << YAML::Key << "mtu" << YAML::Value << iface.mtu;
            out << YAML::EndMap;
        }
        out << YAML::EndMap << YAML::EndMap << YAML::EndMap;
        if (!out.good())
            return makeError(tr("Could not write the netplan file: %1")
                                 .arg(QString::fromStdString(out.GetLastError())));
        QByteArray yaml(out.c_str(), qsizetype(out.size()));
        yaml.append('\n');
        return yaml;
    } catch (const YAML::Exception &e) {
        return makeError(
            tr("Could not write the netplan file: %1").arg(QString::fromStdString(e.msg)));
    }
}

QString NetplanDocument::globalRenderer(const QMap<QString, QByteArray> &files, QString *fromFile)
{
    QString renderer;
    // QMap iterates in name order, the order netplan reads /etc/netplan in.
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (it.key() == QLatin1String(fileName) || it.value().size() > InputLimits::NodeOutputBytes)
            continue;
        try {
            const YAML::Node root = YAML::Load(it.value().toStdString());
            if (!root || !root.IsMap() || !root["network"] || !root["network"].IsMap())
                continue;
            const YAML::Node r = root["network"]["renderer"];
            if (r && r.IsScalar() && !r.Scalar().empty()) {
                renderer = QString::fromStdString(r.Scalar());
                if (fromFile)
                    *fromFile = it.key();
            }
        } catch (const YAML::Exception &) {
            continue; // plan.other-netplan names the file netplan cannot read
        }
    }
    return renderer;
}

std::optional<NetplanMerged> NetplanDocument::merged(const QMap<QString, QByteArray> &files,
                                                     const QString &netdev)
{
    std::optional<NetplanMerged> says;
    // QMap iterates in name order, the order netplan merges /etc/netplan in.
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const auto facts = read(it.key(), it.value());
        if (!facts)
            continue;
        for (const NetplanInterfaceFacts &f : *facts) {
            if (f.interface != netdev)
                continue;
            if (!says)
                says = NetplanMerged{};
            if (f.mtu > 0) {
                says->mtu = f.mtu;
                says->mtuFile = it.key();
            }
            says->addresses += f.addresses;
            says->file = it.key();
        }
    }
    return says;
}

Result<QList<NetplanInterfaceFacts>> NetplanDocument::read(const QString &fileName,
                                                           const QByteArray &content)
{
    const Reader reader(fileName);
    try {
        const YAML::Node root = YAML::Load(content.toStdString());
        QList<NetplanInterfaceFacts> facts;
        if (!root || root.IsNull())
            return facts; // empty, or comments only: netplan reads it as nothing
        if (!root.IsMap())
            return reader.refuse(root,
                                 tr("the top level must be a mapping with a \"network\" key"));
        const YAML::Node network = root["network"];
        if (!network)
            return reader.refuse(root, tr("there is no \"network\" key"));
        if (!network.IsMap())
            return reader.refuse(network, tr("\"network\" must be a mapping"));
        QString fileRenderer;
        if (const YAML::Node r = network["renderer"]) {
            if (!r.IsScalar())
                return reader.refuse(r, tr("renderer must be a name"));
            fileRenderer = text(r);
        }
        const YAML::Node ethernets = network["ethernets"];
        if (!ethernets || ethernets.IsNull())
            return facts;
        if (!ethernets.IsMap())
            return reader.refuse(ethernets,
                                 tr("\"ethernets\" must be a mapping of interface names"));

        for (auto it = ethernets.begin(); it != ethernets.end(); ++it) {
            const YAML::Node key = it->first;
            const YAML::Node value = it->second;
            if (!key.IsScalar() || key.Scalar().empty())
                return reader.refuse(key, tr("an interface name must be a plain name"));
            NetplanInterfaceFacts f;
            f.file = fileName;
            f.interface = text(key);
            f.line = lineOf(key);
            f.renderer = fileRenderer;
            if (value.IsNull()) {
                facts.append(f); // "enp1s0f0np0: {}" or "enp1s0f0np0:": named, nothing set
                continue;
            }
            if (!value.IsMap())
                return reader.refuse(value,
                                     tr("the settings of %1 must be a mapping").arg(f.interface));
            if (const YAML::Node n = value["addresses"]) {
                const Result<QStringList> list = reader.scalars(n, "addresses");
                if (!list)
                    return tl::unexpected(list.error());
                f.addresses = *list;
            }
            if (const YAML::Node n = value["dhcp4"]) {
                const Result<bool> b = reader.boolean(n, "dhcp4");
                if (!b)
                    return tl::unexpected(b.error());
                f.dhcp4 = *b;
            }
            if (const YAML::Node n = value["dhcp6"]) {
                const Result<bool> b = reader.boolean(n, "dhcp6");
                if (!b)
                    return tl::unexpected(b.error());
                f.dhcp6 = *b;
            }
            if (const YAML::Node n = value["link-local"]) {
                const Result<QStringList> list = reader.scalars(n, "link-local");
                if (!list)
                    return tl::unexpected(list.error());
                f.linkLocal = *list;
            }
            if (const YAML::Node n = value["mtu"]) {
                int mtu = 0;
                if (!n.IsScalar() || !YAML::convert<int>::decode(n, mtu) || mtu <= 0)
                    return reader.refuse(n, tr("mtu must be a positive number"));
                f.mtu = mtu;
            }
            if (const YAML::Node n = value["renderer"]) {
                if (!n.IsScalar())
                    return reader.refuse(n, tr("renderer must be a name"));
                f.renderer = text(n);
            }
            facts.append(f);
        }
        return facts;
    } catch (const YAML::Exception &e) {
        // Syntax errors (and anything else yaml-cpp throws) end here, never above core/plan.
        const int line = e.mark.line < 0 ? 0 : e.mark.line + 1;
        return makeError(
            tr("%1 is not valid YAML: %2.").arg(fileName, QString::fromStdString(e.msg)), line);
    }
}

} // namespace Tandem
