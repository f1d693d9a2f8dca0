// SPDX-License-Identifier: GPL-3.0-or-later
#include "mpiruncommand.h"

#include "inventory/sparknaming.h"
#include "nccl/collectives.h"

#include <QLocale>
#include <QRegularExpression>
#include <QUuid>

#include <algorithm>

namespace Tandem {

namespace {

// The address of `to` on a subnet it shares with `from` (first such subnet in plan order).
QString peerAddress(const AddressPlan &plan, const QString &from, const QString &to)
{
    const NodePlan *target = plan.node(to);
    if (!target)
        return {};
    for (const PlannedSubnet &subnet : plan.subnets) {
        QString peerIf;
        bool local = false;
        for (const auto &member : subnet.members) {
            if (member.first == from)
                local = true;
            else if (member.first == to)
                peerIf = member.second;
        }
        if (!local || peerIf.isEmpty())
            continue;
        for (const PlannedInterface &i : target->interfaces) {
            if (i.netdev == peerIf)
                return i.address;
        }
    }
    return {};
}

QString gib(qint64 bytes)
{
    return QLocale::c().toString(double(bytes) / double(qint64(1) << 30), 'f', 1);
}

} // namespace

QStringList MpirunCommand::planNetdevs(const AddressPlan &plan)
{
    QStringList list;
    for (const NodePlan &node : plan.nodes) {
        for (const PlannedInterface &i : node.interfaces) {
            if (!list.contains(i.netdev))
                list << i.netdev;
        }
    }
    return list;
}

QStringList MpirunCommand::planRoceDevices(const AddressPlan &plan)
{
    QStringList list;
    for (const QString &netdev : planNetdevs(plan)) {
        if (const auto roce = SparkNaming::roceDeviceForNetdev(netdev);
            roce && !list.contains(*roce))
            list << *roce;
    }
    return list;
}

QString MpirunCommand::binaryFor(const TestSpec &spec)
{
    if (!spec.binary.isEmpty())
        return spec.binary;
    if (spec.tool == BandwidthTool::Probe)
        return QStringLiteral("tandem-probe/build/tandem-probe");
    return QStringLiteral("nccl-tests/build/%1_perf").arg(spec.op);
}

Result<void> MpirunCommand::checkMemory(const TestSpec &spec, int ranks)
{
    Q_UNUSED(ranks) // the receive buffer of all_gather is the full size whatever the ranks
    const qint64 need = 3 * spec.maxBytes;
    const qint64 limit = sparkMemoryBytes / 10 * 6;
    if (need > limit) {
        return makeError(tr("A largest size of %1 GiB needs about %2 GiB of memory on every node "
                            "(send, receive and check buffers), more than 60% of a Spark's 128 GB "
                            "of unified memory: the node could freeze. Use -e %3G or less.")
                             .arg(gib(spec.maxBytes), gib(need))
                             .arg(limit / 3 / (qint64(1) << 30)));
    }
    return {};
}

Result<QList<QPair<QString, QString>>>
MpirunCommand::parseAssignments(const QStringList &assignments)
{
    QList<QPair<QString, QString>> pairs;
    for (const QString &assignment : assignments) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return makeError(tr("\"%1\" is not NAME=VALUE.").arg(assignment));
        pairs << qMakePair(assignment.left(equals), assignment.mid(equals + 1));
    }
    return pairs;
}

Result<void> MpirunCommand::mergeEnvironment(QList<QPair<QString, QString>> &env,
                                             const QList<QPair<QString, QString>> &user)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    for (const auto &[key, value] : user) {
        if (!name.match(key).hasMatch())
            return makeError(tr("\"%1\" is not a valid environment variable name.").arg(key));
        // The log file carries the run id that collects and removes it; the run id is how
        // cancel finds the ranks. Neither may change under Tandem.
        if (key == QLatin1String("NCCL_DEBUG_FILE")
            || key.startsWith(QLatin1String("OMPI_MCA_tandem_")))
            return makeError(
                tr("%1 is set by Tandem for every run and cannot be changed.").arg(key));
        if (value.contains(QLatin1Char('\n')) || value.contains(QChar(0)))
            return makeError(tr("The value of %1 holds a line break.").arg(key));
        auto it = std::find_if(
            env.begin(), env.end(), [&name = key](const auto &var) { return var.first == name; });
        if (it != env.end())
            it->second = value;
        else
            env << qMakePair(key, value);
    }
    return {};
}

Result<MpirunCommand> MpirunCommand::build(const AddressPlan &plan,
                                           TopologyKind topology,
                                           const TestSpec &spec,
                                           const QString &runId,
                                           bool runAsRoot,
                                           const QString &owner)
{
    if (plan.nodes.size() < 2)
        return makeError(tr("A bandwidth test needs a network plan with at least two nodes."));
    if (!Collectives::isKnown(spec.op))
        return makeError(tr("Unknown collective '%1'; use one of %2.")
                             .arg(spec.op, Collectives::all().join(QStringLiteral(", "))));
    if (const QStringList ops = Collectives::of(spec.tool); !ops.contains(spec.op))
        return makeError(tr("tandem-probe does not run '%1'; use one of %2.")
                             .arg(spec.op, ops.join(QStringLiteral(", "))));
    if (spec.tool == BandwidthTool::Probe && spec.probeBackend != QLatin1String("nccl")
        && spec.probeBackend != QLatin1String("mpi"))
        return makeError(
            tr("tandem-probe's backend is nccl or mpi, not '%1'.").arg(spec.probeBackend));
    if (spec.minBytes <= 0 || spec.maxBytes < spec.minBytes || spec.factor < 2 || spec.iters < 1)
        return makeError(
            tr("The sizes must satisfy 0 < -b <= -e and the factor must be 2 or more."));
    if (const auto memory = checkMemory(spec, int(plan.nodes.size())); !memory)
        return tl::unexpected(memory.error());

    MpirunCommand mpi;
    mpi.m_runId = runId;
    mpi.m_firstNode = plan.nodes.constFirst().node;
    const QStringList own = plan.addressesOf(mpi.m_firstNode);
    if (own.isEmpty())
        return makeError(tr("The plan gives %1 no CX7 address.").arg(mpi.m_firstNode));
    mpi.m_hosts << own.constFirst();
    for (qsizetype i = 1; i < plan.nodes.size(); ++i) {
        const QString address = peerAddress(plan, mpi.m_firstNode, plan.nodes.at(i).node);
        if (address.isEmpty())
            return makeError(
                tr("%1 shares no CX7 subnet with %2, so mpirun cannot reach it from there.")
                    .arg(plan.nodes.at(i).node, mpi.m_firstNode));
        mpi.m_hosts << address;
    }
    mpi.m_netdevs = planNetdevs(plan);
    mpi.m_roceDevices = planRoceDevices(plan);
    const QString cidrs = plan.subnetCidrs().join(QLatin1Char(','));
    const QString netdevs = mpi.m_netdevs.join(QLatin1Char(','));
    // In a ring no subnet spans every node, and Open MPI's TCP (BTL and ORTE) pairs every
    // local interface with some address of each peer, reachable or not: a rank then dies on
    // "Network is unreachable" (seen in the 3-node lab). Bootstrap traffic, MPI's and NCCL's,
    // goes over the management network instead (enP7s7), as NVIDIA's ring scripts do
    // (docs/nccl.md, "How NVIDIA launches the test"): everything but loopback, container bridges
    // and the CX7 netdevs, named alike on every node. RDMA data still takes the RoCE devices
    // (NCCL_IB_HCA).
    const bool ring = topology == TopologyKind::Ring;
    const QString notFabric = QStringLiteral("lo,docker0,virbr0,") + netdevs;
    const QString mpiIf
        = ring ? QStringLiteral("tcp_if_exclude") : QStringLiteral("tcp_if_include");
    const QString mpiIfValue = ring ? notFabric : cidrs;

    QList<QPair<QString, QString>> env{
        {QStringLiteral("NCCL_SOCKET_IFNAME"), ring ? QLatin1Char('^') + notFabric : netdevs},
        {QStringLiteral("NCCL_IB_HCA"), mpi.m_roceDevices.join(QLatin1Char(','))},
        {QStringLiteral("OMPI_MCA_btl_") + mpiIf, mpiIfValue},
        {QStringLiteral("UCX_NET_DEVICES"), netdevs},
        {QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")},
        {QStringLiteral("NCCL_DEBUG_SUBSYS"), QStringLiteral("INIT,NET")},
        {QStringLiteral("NCCL_DEBUG_FILE"),
         QLatin1String(logDirectory) + QStringLiteral("/tandem-nccl-%1-%h-%p.log").arg(runId)},
    };
    if (topology == TopologyKind::Ring) {
        // As NVIDIA's launch.sh does for rings (docs/nccl.md, "How NVIDIA launches the test"):
        // each twin is its own subnet and NIC, so no merged virtual device and the internal IB
        // transport only.
        env << qMakePair(QStringLiteral("NCCL_IB_SUBNET_AWARE_ROUTING"), QStringLiteral("1"))
            << qMakePair(QStringLiteral("NCCL_IB_MERGE_NICS"), QStringLiteral("0"))
            << qMakePair(QStringLiteral("NCCL_NET_PLUGIN"), QStringLiteral("none"));
    }
    if (const auto merged = mergeEnvironment(env, spec.environment); !merged)
        return tl::unexpected(merged.error());
    mpi.m_environment = env;
    for (const NodePlan &node : plan.nodes) {
        QStringList devices;
        for (const PlannedInterface &i : node.interfaces) {
            if (const auto roce = SparkNaming::roceDeviceForNetdev(i.netdev))
                devices << *roce;
        }
        for (const QString &device : std::as_const(devices)) {
            const auto twin = SparkNaming::twinPeerOfRoceDevice(device);
            if (twin && !devices.contains(*twin))
                mpi.m_lonelyTwins << tr("%1: %2 (not %3)").arg(node.node, device, *twin);
        }
    }

    QStringList argv{QStringLiteral("timeout"),
                     QStringLiteral("-k"),
                     QString::number(killAfterSeconds),
                     QString::number(spec.hangTimeoutSeconds + spec.soakSeconds),
                     QStringLiteral("mpirun")};
    if (runAsRoot)
        argv << QStringLiteral("--allow-run-as-root");
    argv << QStringLiteral("-np") << QString::number(plan.nodes.size());
    QStringList hosts;
    for (const QString &host : std::as_const(mpi.m_hosts))
        hosts << host + QStringLiteral(":1");
    argv << QStringLiteral("-H") << hosts.join(QLatin1Char(','));
    // Open MPI binds each of two ranks to one core by default; NCCL's proxy thread, which moves
    // every byte over RoCE, would share that core with the rank (docs/nccl.md, "Open MPI").
    argv << QStringLiteral("--bind-to") << QStringLiteral("none");
    argv << QStringLiteral("--mca") << QStringLiteral("btl_") + mpiIf << mpiIfValue;
    argv << QStringLiteral("--mca") << QStringLiteral("oob_") + mpiIf << mpiIfValue;
    // BatchMode: a missing key fails at once instead of hanging on a prompt
    // (docs/nccl.md, "Open MPI").
    argv << QStringLiteral("--mca") << QStringLiteral("plm_rsh_args")
         << QStringLiteral("-o BatchMode=yes");
    argv << runArguments(runId, owner);
    for (const auto &var : std::as_const(env))
        argv << QStringLiteral("-x") << var.first;
    if (!spec.ncclHome.isEmpty())
        argv << QStringLiteral("-x") << QStringLiteral("LD_LIBRARY_PATH");
    // Each rank starts through a small shell on its own node that makes the private log
    // folder there (NCCL does not make folders), then becomes the binary: same PID, same
    // environment, so cleanupCommand still finds it.
    argv << QStringLiteral("sh") << QStringLiteral("-c") << QString::fromLatin1(rankScript())
         << QStringLiteral("tandem-rank");
    argv << binaryFor(spec);
    if (spec.tool == BandwidthTool::Probe) {
        argv << QStringLiteral("--backend") << spec.probeBackend << QStringLiteral("--op")
             << spec.op;
        if (spec.isSoak()) {
            argv << QStringLiteral("--mode") << QStringLiteral("soak") << QStringLiteral("-b")
                 << QString::number(spec.maxBytes) << QStringLiteral("--seconds")
                 << QString::number(spec.soakSeconds) << QStringLiteral("--interval-ms")
                 << QString::number(spec.intervalMs);
        } else {
            argv << QStringLiteral("--mode") << QStringLiteral("sweep") << QStringLiteral("-b")
                 << QString::number(spec.minBytes) << QStringLiteral("-e")
                 << QString::number(spec.maxBytes) << QStringLiteral("-f")
                 << QString::number(spec.factor) << QStringLiteral("--iters")
                 << QString::number(spec.iters) << QStringLiteral("--warmup")
                 << QString::number(spec.warmupIters);
        }
    } else {
        argv << QStringLiteral("-b") << QString::number(spec.minBytes) << QStringLiteral("-e")
             << QString::number(spec.maxBytes) << QStringLiteral("-f")
             << QString::number(spec.factor) << QStringLiteral("-n") << QString::number(spec.iters)
             << QStringLiteral("-w") << QString::number(spec.warmupIters);
    }
    // The binaries live under the user's home on every node; the command starts there and
    // mpirun starts the ranks in the same directory (the same home on every node).
    // With NCCL_HOME set (InstallLocations), the shell puts its lib folders first on
    // LD_LIBRARY_PATH, made absolute from the home directory, and mpirun exports that to every
    // rank: remote shells read no profile (docs/nccl.md, "Open MPI"). One line, as the user reads
    // it first.
    static const QString withNccl
        = QStringLiteral("cd || exit 1; "
                         "case $TANDEM_NCCL_HOME in /*) h=$TANDEM_NCCL_HOME ;; *) "
                         "h=$HOME/$TANDEM_NCCL_HOME ;; esac; "
                         "LD_LIBRARY_PATH=\"$h/lib:$h/lib64:/usr/local/cuda/"
                         "lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\"; "
                         "export LD_LIBRARY_PATH; exec \"$@\"");
    QStringList full{QStringLiteral("sh"),
                     QStringLiteral("-c"),
                     spec.ncclHome.isEmpty() ? QStringLiteral("cd && exec \"$@\"") : withNccl,
                     QStringLiteral("tandem-bandwidth")};
    full << argv;
    mpi.m_command = RemoteCommand::fromStrings(full);
    if (!spec.ncclHome.isEmpty())
        env << qMakePair(QStringLiteral("TANDEM_NCCL_HOME"), spec.ncclHome);
    for (const auto &var : std::as_const(env)) {
        if (const auto added
            = mpi.m_command.addEnvironment(var.first.toUtf8(), var.second.toUtf8());
            !added)
            return tl::unexpected(added.error());
    }
    return mpi;
}

QString MpirunCommand::environmentValue(const QString &name) const
{
    for (const auto &[key, value] : m_environment) {
        if (key == name)
            return value;
    }
    return {};
}

QString MpirunCommand::displayString() const
{
    return QString::fromUtf8(m_command.commandLine());
}

QString MpirunCommand::newRunId()
{
    return QUuid::createUuid().toString(QUuid::Id128).left(12);
}

QStringList MpirunCommand::runArguments(const QString &runId, const QString &owner)
{
    QStringList args{QStringLiteral("--mca"), QStringLiteral("tandem_run_id"), runId};
    if (!owner.isEmpty())
        args << QStringLiteral("--mca") << QStringLiteral("tandem_owner") << owner;
    return args;
}

RemoteCommand MpirunCommand::cleanupCommand(const QString &runId)
{
    // The run's processes: mpirun by its command line (--mca tandem_run_id RUN), orted and the
    // ranks by their environment (OMPI_MCA_tandem_run_id=RUN). One grep reads every environ in
    // /proc (a process per /proc entry cost thousands of forks on a busy node), its pattern on
    // stdin so that no command line but mpirun's names the run. TERM first so mpirun can take
    // its ranks down, then up to 2 s for them to end (a zombie has neither command line nor
    // environment, so it counts as ended), then KILL whatever is left.
    static const char script[]
        = "left() {\n"
          "  pgrep -f \"tandem_run_id.*$TANDEM_RUN\"\n"
          "  for f in $(printf 'OMPI_MCA_tandem_run_id=%s\\n' \"$TANDEM_RUN\" |\n"
          "      grep -lFxz -f - /proc/[0-9]*/environ 2>/dev/null); do\n"
          "    f=${f%/environ}; echo \"${f#/proc/}\"\n"
          "  done\n"
          "}\n"
          "pids=$(left)\n"
          "[ -n \"$pids\" ] || exit 0\n"
          "kill -TERM $pids 2>/dev/null\n"
          "i=0\n"
          "while [ $i -lt 20 ]; do\n"
          "  sleep 0.1\n"
          "  pids=$(left)\n"
          "  [ -n \"$pids\" ] || exit 0\n"
          "  i=$((i + 1))\n"
          "done\n"
          "kill -KILL $pids 2>/dev/null\n"
          "exit 0\n";
    RemoteCommand command({"sh", "-c", script});
    (void)command.addEnvironment("TANDEM_RUN", runId.toUtf8());
    return command;
}

QByteArray MpirunCommand::rankScript()
{
    // -m applies to the last folder only; chmod also tightens one made earlier. A failure is
    // said on stderr, where mpirun shows it, and ends the rank before NCCL could fall back to
    // printing its log into the results.
    return QByteArray("cd || exit 3; d=") + logDirectory
           + "; mkdir -p -m 700 -- \"$d\" && chmod 700 -- \"$d\" || "
             "{ printf 'tandem: cannot make %s\\n' \"$HOME/$d\" >&2; exit 3; }; exec \"$@\"";
}

RemoteCommand MpirunCommand::collectLogCommand(const QString &runId)
{
    // Only plain files: a link planted under the name is neither read nor followed.
    static const QByteArray script = QByteArray("cd || exit 0\n"
                                                "for f in ")
                                     + logDirectory
                                     + "/tandem-nccl-\"$TANDEM_RUN\"-*.log; do\n"
                                       "  [ -f \"$f\" ] && [ ! -L \"$f\" ] || continue\n"
                                       "  cat -- \"$f\"; rm -f -- \"$f\"\n"
                                       "done\n"
                                       "exit 0\n";
    RemoteCommand command({"sh", "-c", script});
    (void)command.addEnvironment("TANDEM_RUN", runId.toUtf8());
    return command;
}

} // namespace Tandem
