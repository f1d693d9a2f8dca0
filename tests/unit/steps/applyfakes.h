// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fake nodes the ApplyStep unit tests (tst_applystep, tst_applyforeign) run against: each
// answers the apply's commands as a node where everything works, unless told otherwise.
#include "fakenoderunner.h"
#include "steps/apply/applystep.h"

#include <QCryptographicHash>

#include <functional>
#include <memory>
#include <optional>

namespace Tandem::Test {

using namespace std::chrono_literals;

inline const QByteArray password = "s3cret-Pa55";
inline const QByteArray yaml1
    = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n"
      "        - 192.168.100.10/24\n      dhcp4: no\n"; // node-specific marker below
inline const QByteArray stale
    = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses: [10.100.16.1/24]\n";

// What a command is, for the sequence: the script's name ($0), else argv[0] and the verb.
inline QString nameOf(const RemoteCommand &c)
{
    const auto &a = c.argv();
    if (a.size() >= 4 && a.at(0) == "sh" && a.at(1) == "-c")
        return QString::fromUtf8(a.at(3))
               + (a.size() > 4 && a.at(3) == "tandem-write"
                      ? QLatin1Char(':') + QString::fromUtf8(a.at(4))
                      : QString());
    if (a.size() >= 2 && a.at(0) == "netplan")
        return QStringLiteral("netplan ") + QString::fromUtf8(a.at(1));
    return QString::fromUtf8(a.value(0));
}

inline CommandResult ok(const QByteArray &out = {})
{
    CommandResult r;
    r.exitStatus = 0;
    r.out = out;
    return r;
}

inline CommandResult status(int exit, const QByteArray &err, const QByteArray &out = {})
{
    CommandResult r;
    r.exitStatus = exit;
    r.err = err;
    r.out = out;
    return r;
}

inline QByteArray ipJson(const QString &address)
{
    return QStringLiteral(
               R"([{"ifindex":3,"ifname":"enp1s0f1np1","flags":["UP"],"mtu":1500,"operstate":"UP",
        "addr_info":[{"family":"inet","local":"%1","prefixlen":24,"scope":"global"}]},
        {"ifindex":4,"ifname":"enP2p1s0f1np1","flags":["UP"],"mtu":1500,"operstate":"UP",
        "addr_info":[{"family":"inet","local":"%2","prefixlen":24,"scope":"global"}]}])")
        .arg(address, QString(address).replace(QStringLiteral(".100."), QStringLiteral(".101.")))
        .toUtf8();
}

// A node where everything works; `override` may answer some commands differently.
struct Node
{
    FakeNodeRunner runner;
    QString lastDigit;
    bool addressesComeUp = true;
    std::function<std::optional<CommandResult>(const QString &)> override;

    Node(const QString &name, const QString &digit)
        : runner(name)
        , lastDigit(digit)
    {
        runner.setHandler([this](const RemoteCommand &c) -> std::optional<CommandResult> {
            const QString n = nameOf(c);
            if (override) {
                if (auto r = override(n))
                    return r;
            }
            if (n == QLatin1String("true"))
                return ok();
            if (n == QLatin1String("tandem-backup")) {
                QByteArray out = "absent 1\n";
                if (c.argv().size() > 6)
                    out += "present 2 "
                           + QCryptographicHash::hash(stale, QCryptographicHash::Sha256).toHex()
                           + " root root 0 0 600\n" + stale.toBase64() + "\n";
                return ok(out);
            }
            if (n == QLatin1String("tandem-read"))
                return status(4, {});
            if (n == QLatin1String("tandem-lock"))
                return ok("locked\n");
            if (n == QLatin1String("tandem-unlock"))
                return ok("unlocked\n");
            if (n == QLatin1String("tandem-abort"))
                return ok("aborted\n");
            if (n.startsWith(QLatin1String("tandem-write")) || n == QLatin1String("tandem-stage")
                || n.startsWith(QLatin1String("netplan")))
                return ok();
            if (n == QLatin1String("tandem-arm"))
                return ok("4242\n");
            if (n == QLatin1String("ip"))
                return ok(ipJson(addressesComeUp ? QStringLiteral("192.168.100.") + lastDigit
                                                 : QStringLiteral("169.254.1.1")));
            if (n == QLatin1String("tandem-confirm"))
                return ok("installed 40-cx7.yaml x\nconfirmed\n");
            return std::nullopt;
        });
    }
    QStringList sequence() const
    {
        QStringList list;
        for (const RemoteCommand &c : runner.received())
            list << nameOf(c);
        return list;
    }
};

inline AddressPlan plan()
{
    AddressPlan p;
    for (const auto &[node, digit] : {std::pair{"node1", "10"}, std::pair{"node2", "11"}}) {
        NodePlan n;
        n.node = QString::fromLatin1(node);
        n.interfaces = {{QStringLiteral("enp1s0f1np1"),
                         QStringLiteral("192.168.100.") + QLatin1String(digit),
                         24,
                         0},
                        {QStringLiteral("enP2p1s0f1np1"),
                         QStringLiteral("192.168.101.") + QLatin1String(digit),
                         24,
                         0}};
        p.nodes << n;
    }
    return p;
}

inline QByteArray yamlFor(const QString &node)
{
    return yaml1 + "# " + node.toUtf8() + " unique-yaml-marker\n";
}

inline std::unique_ptr<ApplyStep> makeStep(Node &a, Node &b, std::chrono::seconds timeout = 120s)
{
    auto step = std::make_unique<ApplyStep>(QList<NodeRunner *>{&a.runner, &b.runner});
    step->setSudoPassword(password);
    step->setNetplan({{QStringLiteral("node1"), yamlFor(QStringLiteral("node1"))},
                      {QStringLiteral("node2"), yamlFor(QStringLiteral("node2"))}});
    step->setPlan(plan());
    step->setConfirmTimeout(timeout);
    step->setTimings(50ms, 100ms);
    return step;
}

inline const Check *find(const QList<Check> &checks, const QString &node, const char *id)
{
    for (const Check &c : checks) {
        if (c.node == node && c.id == QLatin1String(id))
            return &c;
    }
    return nullptr;
}

} // namespace Tandem::Test
