// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingsnippets.h"

#include "nccl/mpiruncommand.h"
#include "plan/ipv4network.h"
#include "session/savedvalues.h"
#include "ssh/shellquote.h"
#include "steps/verify/verifystep.h"
#include "syncdirectory.h"

#include <QDir>
#include <QRegularExpression>
#include <QSaveFile>

namespace Tandem {

namespace {

// A node name goes into comments only; a line break in it must not end the comment.
QString commentSafe(const QString &text)
{
    QString safe = text;
    for (QChar &c : safe) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator)
            c = QLatin1Char('?');
    }
    return safe;
}

// One shell word, quoted by the one quoting function (core/ssh/shellquote.h).
QString word(const QString &value)
{
    return QString::fromUtf8(shellQuote(value.toUtf8()));
}

QString assignment(const QString &name, const QString &value)
{
    return name + QLatin1Char('=') + word(value);
}

// The snippets are run by users as they are: every address and interface in them must be one,
// whatever a plan (read back from a state file, say) holds.
Result<void> checkNode(const ServingNode &node)
{
    for (const QString &address : {node.address, node.headAddress}) {
        if (const QString problem = SavedValues::addressProblem(address); !problem.isEmpty())
            return makeError(
                ServingSnippets::tr("The plan gives %1 an address that is not one: %2.")
                    .arg(commentSafe(node.node), problem));
    }
    if (const QString problem = SavedValues::interfaceProblem(node.interface); !problem.isEmpty())
        return makeError(ServingSnippets::tr("The plan gives %1 an interface that is not one: %2.")
                             .arg(commentSafe(node.node), problem));
    return {};
}

} // namespace

Result<ServingSnippets> ServingSnippets::build(const AddressPlan &plan, TopologyKind topology)
{
    if (plan.nodes.size() < 2)
        return makeError(tr("The serving snippets need a network plan with at least two nodes."));
    ServingSnippets s;
    const QString head = plan.nodes.constFirst().node;
    ServingNode headNode{head, QStringLiteral("head"), {}, {}, {}};
    for (qsizetype i = 1; i < plan.nodes.size(); ++i) {
        const QString worker = plan.nodes.at(i).node;
        const auto out = VerifyStep::routes(plan, head, worker);
        const auto back = VerifyStep::routes(plan, worker, head);
        if (out.isEmpty() || back.isEmpty())
            return makeError(
                tr("%1 shares no CX7 subnet with %2, the head node.").arg(worker, head));
        if (headNode.address.isEmpty()) {
            // The head's own address on the subnet of its first worker: in a direct pair or
            // on a switch every worker reaches it there.
            headNode.address = back.constFirst().peerAddress;
            headNode.interface = out.constFirst().interface;
            headNode.headAddress = headNode.address;
        }
        s.nodes.append(ServingNode{worker,
                                   QStringLiteral("worker"),
                                   out.constFirst().peerAddress,
                                   back.constFirst().interface,
                                   back.constFirst().peerAddress});
    }
    s.nodes.prepend(headNode);
    for (const ServingNode &node : std::as_const(s.nodes)) {
        if (auto checked = checkNode(node); !checked)
            return tl::unexpected(checked.error());
    }
    for (const QString &netdev : MpirunCommand::planNetdevs(plan)) {
        if (const QString problem = SavedValues::interfaceProblem(netdev); !problem.isEmpty())
            return makeError(tr("The plan holds an interface that is not one: %1.").arg(problem));
    }
    for (const QString &cidr : plan.subnetCidrs()) {
        if (const auto network = Ipv4Network::parse(cidr); !network || network->hasHostBits())
            return makeError(tr("The plan holds a subnet that is not one: \"%1\".").arg(cidr));
    }

    s.hostfile
        = tr("# Open MPI hostfile from Tandem: one slot per node, on the ConnectX-7 addresses.\n"
             "# Use: mpirun --hostfile hostfile -np %1 ...\n")
              .arg(s.nodes.size());
    for (const ServingNode &node : std::as_const(s.nodes))
        s.hostfile += node.address + QStringLiteral(" slots=1\n");

    const QStringList netdevs = MpirunCommand::planNetdevs(plan);
    const QString cidrs = plan.subnetCidrs().join(QLatin1Char(','));
    QStringList env{
        assignment(QStringLiteral("NCCL_SOCKET_IFNAME"), netdevs.join(QLatin1Char(','))),
        assignment(QStringLiteral("NCCL_IB_HCA"),
                   MpirunCommand::planRoceDevices(plan).join(QLatin1Char(','))),
        assignment(QStringLiteral("OMPI_MCA_btl_tcp_if_include"), cidrs),
        assignment(QStringLiteral("OMPI_MCA_oob_tcp_if_include"), cidrs),
        assignment(QStringLiteral("UCX_NET_DEVICES"), netdevs.join(QLatin1Char(','))),
        // PyTorch's Gloo and TensorPipe bind one interface: the head's towards its workers
        // (the same name on every node of a direct pair or a switch; ring nodes override it
        // in the launch below).
        assignment(QStringLiteral("GLOO_SOCKET_IFNAME"), headNode.interface),
        assignment(QStringLiteral("TP_SOCKET_IFNAME"), headNode.interface),
    };
    if (topology == TopologyKind::Ring) {
        env << assignment(QStringLiteral("NCCL_IB_SUBNET_AWARE_ROUTING"), QStringLiteral("1"))
            << assignment(QStringLiteral("NCCL_IB_MERGE_NICS"), QStringLiteral("0"))
            << assignment(QStringLiteral("NCCL_NET_PLUGIN"), QStringLiteral("none"));
    }
    s.envFile = tr("# NCCL and MPI settings for the cluster's ConnectX-7 fabric, from Tandem.\n"
                   "# Load in a shell with: set -a; . ./%1; set +a\n"
                   "# or pass it to a container with: docker run --env-file %1 ...\n")
                    .arg(QLatin1String(envFileName))
                + env.join(QLatin1Char('\n')) + QLatin1Char('\n');

    QString ray
        = tr("#!/bin/sh\n"
             "# Multi-node vLLM on Ray over the ConnectX-7 fabric, from Tandem. Run each part on\n"
             "# its node after loading %1 there; every address below is a CX7 address.\n")
              .arg(QLatin1String(envFileName));
    ray += tr("# Nodes:\n");
    for (const ServingNode &node : std::as_const(s.nodes))
        ray += QStringLiteral("#   ") + node.role + QLatin1Char(' ') + node.address
               + QLatin1Char(' ') + commentSafe(node.node) + QLatin1Char('\n');
    for (const ServingNode &node : std::as_const(s.nodes)) {
        const bool isHead = node.role == QLatin1String("head");
        ray += QLatin1Char('\n')
               + (isHead ? tr("# On %1, the head:\n") : tr("# On %1, a worker:\n"))
                     .arg(commentSafe(node.node));
        ray += QStringLiteral("export ") + assignment(QStringLiteral("VLLM_HOST_IP"), node.address)
               + QLatin1Char('\n');
        ray += QStringLiteral("export ")
               + assignment(QStringLiteral("GLOO_SOCKET_IFNAME"), node.interface) + QLatin1Char(' ')
               + assignment(QStringLiteral("TP_SOCKET_IFNAME"), node.interface) + QLatin1Char('\n');
        if (isHead) {
            ray += QStringLiteral("ray start --head ")
                   + word(QStringLiteral("--node-ip-address=") + node.address)
                   + QStringLiteral(" --port=6379\n");
        } else {
            ray += QStringLiteral("ray start ")
                   + word(QStringLiteral("--address=") + node.headAddress + QStringLiteral(":6379"))
                   + QLatin1Char(' ') + word(QStringLiteral("--node-ip-address=") + node.address)
                   + QLatin1Char('\n');
        }
    }
    ray += QLatin1Char('\n')
           // One arg() call: a "%2" in a node's name must stay as it is.
           + tr("# Then, on %1: start the model across all %2 nodes, for example\n")
                 .arg(commentSafe(head), QString::number(s.nodes.size()))
           + QStringLiteral("# vllm serve MODEL --tensor-parallel-size %1 "
                            "--distributed-executor-backend ray\n")
                 .arg(s.nodes.size());
    s.rayLaunch = ray;
    return s;
}

QStringList ServingSnippets::addresses() const
{
    // A dotted quad not inside a longer number and not followed by a prefix length.
    static const QRegularExpression ipv4(
        QStringLiteral(R"((?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d./]))"));
    QStringList list;
    for (const QString *text : {&hostfile, &envFile, &rayLaunch}) {
        for (const QString &line : text->split(QLatin1Char('\n'))) {
            // Comments name the nodes (by their management address, when that is how they
            // were given); only what the programs read counts.
            const QString setting = line.section(QLatin1Char('#'), 0, 0);
            for (auto it = ipv4.globalMatch(setting); it.hasNext();) {
                const QString address = it.next().captured(1);
                if (!list.contains(address))
                    list << address;
            }
        }
    }
    return list;
}

QStringList ServingSnippets::foreignAddresses(const AddressPlan &plan,
                                              const QList<NodeAddress> &management) const
{
    QStringList planned;
    for (const NodePlan &node : plan.nodes)
        planned << plan.addressesOf(node.node);
    QStringList problems;
    for (const QString &address : addresses()) {
        const auto mgmt = std::find_if(management.cbegin(),
                                       management.cend(),
                                       [&](const NodeAddress &n) { return n.host == address; });
        if (mgmt != management.cend())
            problems << tr("%1 is the management address of %2.").arg(address, mgmt->name);
        else if (!planned.contains(address))
            problems << tr("%1 is not a ConnectX-7 address of the plan.").arg(address);
    }
    return problems;
}

Result<void> ServingSnippets::writeTo(const QString &dir) const
{
    if (!QDir().mkpath(dir))
        return makeError(tr("Cannot create the folder %1.").arg(dir));
    const QList<QPair<const char *, const QString *>> files{
        {hostfileName, &hostfile}, {envFileName, &envFile}, {rayLaunchName, &rayLaunch}};
    for (const auto &file : files) {
        QSaveFile out(QDir(dir).filePath(QLatin1String(file.first)));
        if (!out.open(QIODevice::WriteOnly))
            return makeError(tr("Cannot write %1: %2").arg(out.fileName(), out.errorString()));
        out.write(file.second->toUtf8());
        if (!out.commit())
            return makeError(tr("Cannot write %1: %2").arg(out.fileName(), out.errorString()));
        // The launch script is run as it is (./vllm-ray-launch.sh): executable, as a shell
        // script written by hand would be; the other two are read, not run.
        if (qstrcmp(file.first, rayLaunchName) == 0) {
            QFile script(out.fileName());
            if (!script.setPermissions(script.permissions() | QFileDevice::ExeOwner
                                       | QFileDevice::ExeGroup | QFileDevice::ExeOther))
                return makeError(tr("Cannot make %1 executable: %2")
                                     .arg(script.fileName(), script.errorString()));
        }
    }
    return syncDirectoryOf(QDir(dir).filePath(QLatin1String(hostfileName)));
}

} // namespace Tandem
