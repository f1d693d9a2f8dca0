// SPDX-License-Identifier: GPL-3.0-or-later
#include "devicechecks.h"

#include "inventory/deviceidentityparser.h"
#include "remote/commandresult.h"
#include "remote/noderunner.h"
#include "ssh/remotecommand.h"
#include "steps/devices/identitychecks.h"

namespace Tandem {

namespace {

// The tools the later steps run, and whether a missing one blocks the flow (required) or
// only a later optional part of it (building NCCL needs nvcc; mpirun can be installed then).
struct Tool
{
    const char *name;
    bool required;
};
// Not ibdev2netdev: stock Ubuntu has none, and Tandem reads the RoCE ports from sysfs.
constexpr Tool tools[] = {
    {"ethtool", true},
    {"ip", true},
    {"netplan", true},
    {"mpirun", false},
    {"nvcc", false},
};

// Prints the name of every tool it cannot find; CUDA's nvcc usually lives outside PATH.
constexpr char toolsScript[] = "for t do command -v \"$t\" >/dev/null 2>&1 || "
                               "[ -x \"/usr/local/cuda/bin/$t\" ] || echo \"$t\"; done";

Check baseCheck(const char *id, const CommandResult &result)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = result.node;
    check.title = DeviceChecks::title(check.id);
    check.evidence = {result.toEvidence()};
    return check;
}

// A command that never reached an exit status fails its check with the transport's reason.
bool failedToRun(const CommandResult &result, Check *check)
{
    if (!result.error)
        return false;
    check->status = CheckStatus::Fail;
    check->detail = result.error->toString();
    return true;
}

} // namespace

QString DeviceChecks::title(const QString &id)
{
    if (id == QLatin1String("device.dgx"))
        return tr("GB10 machine");
    if (id == QLatin1String("device.os"))
        return tr("System image");
    if (id == QLatin1String("device.pcie"))
        return tr("ConnectX-7 on PCIe");
    if (id == QLatin1String("device.mix"))
        return tr("Models and BIOS");
    if (id == QLatin1String("device.gpu"))
        return tr("GB10 GPU");
    if (id == QLatin1String("device.sudo"))
        return tr("sudo");
    if (id == QLatin1String("device.tools"))
        return tr("Tools");
    return id;
}

DeviceChecks::DeviceChecks(QList<NodeRunner *> nodes, QObject *parent)
    : Step(parent)
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

void DeviceChecks::setSudoPassword(const QByteArray &password)
{
    m_sudoPassword = password;
}

QList<Check> DeviceChecks::identityChecks(const CommandResult &result,
                                          std::optional<NodeIdentity> *identity)
{
    Result<NodeIdentity> read = makeError(QString());
    if (result.error)
        read = makeError(result.error->toString());
    else if (result.exitStatus != 0)
        read = makeError(tr("Reading what the node is failed: %1").arg(result.errorText()));
    else
        read = NodeIdentityReader::read(result.out);
    if (identity && read)
        *identity = *read;
    QList<Check> checks{IdentityChecks::machineCheck(result.node, read),
                        IdentityChecks::imageCheck(result.node, read),
                        IdentityChecks::pcieCheck(result.node, read)};
    for (Check &check : checks)
        check.evidence = {result.toEvidence()};
    return checks;
}

Check DeviceChecks::gpuCheck(const CommandResult &result)
{
    Check check = baseCheck("device.gpu", result);
    if (failedToRun(result, &check))
        return check;
    if (result.exitStatus == 127) {
        check.status = CheckStatus::Fail;
        check.detail = tr("nvidia-smi is not installed on this node.");
        check.fix = tr("Install the NVIDIA driver (DGX OS ships it) and reboot.");
        return check;
    }
    const auto gpus = DeviceIdentityParser::parseNvidiaSmiGpus(result.out + result.err);
    if (!gpus) {
        check.status = CheckStatus::Fail;
        check.detail = gpus.error().toString();
        return check;
    }
    QStringList names;
    bool spark = false;
    for (const Gpu &gpu : *gpus) {
        names << QStringLiteral("%1 (driver %2)").arg(gpu.name, gpu.driverVersion);
        spark = spark || isSparkGpu(gpu);
    }
    check.detail = names.join(QStringLiteral(", "));
    if (!spark) {
        check.status = CheckStatus::Fail;
        check.fix = tr("This node has no GB10 GPU, so it is not a DGX Spark. Remove it from the "
                       "list.");
        return check;
    }
    check.status = CheckStatus::Pass;
    return check;
}

Check DeviceChecks::sudoCheck(const CommandResult &result, bool passwordGiven)
{
    Check check = baseCheck("device.sudo", result);
    if (failedToRun(result, &check))
        return check;
    if (result.exitStatus == 0) {
        check.status = CheckStatus::Pass;
        check.detail = passwordGiven ? tr("sudo accepts the password.")
                                     : tr("sudo works without a password.");
        return check;
    }
    const QString err = QString::fromUtf8(result.err);
    check.status = CheckStatus::Fail;
    if (err.contains(QLatin1String("not in the sudoers file"))
        || err.contains(QLatin1String("is not allowed to run sudo"))) {
        check.detail = tr("The user may not use sudo on this node.");
        check.fix = tr("Log in as an administrator on the node and run: sudo usermod -aG sudo "
                       "USER (then log in again).");
    } else if (!passwordGiven) {
        check.status = CheckStatus::Warn;
        check.detail = tr("sudo needs a password, and none was given.");
        check.fix = tr("Enter the password of the user on this node (it is used only for the "
                       "changes, passed to sudo on stdin and never stored).");
    } else {
        check.detail = tr("sudo refused the password.");
        check.fix = tr("Enter the password again; on DGX OS it is the login password of the "
                       "user.");
    }
    return check;
}

Check DeviceChecks::toolsCheck(const CommandResult &result)
{
    Check check = baseCheck("device.tools", result);
    if (failedToRun(result, &check))
        return check;
    if (result.exitStatus != 0) {
        check.status = CheckStatus::Fail;
        check.detail = tr("The tool check did not run (exit status %1).").arg(result.exitStatus);
        return check;
    }
    QStringList missingRequired;
    QStringList missingOptional;
    const QStringList missing
        = QString::fromUtf8(result.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const Tool &tool : tools) {
        const QString name = QString::fromLatin1(tool.name);
        if (missing.contains(name))
            (tool.required ? missingRequired : missingOptional) << name;
    }
    if (!missingRequired.isEmpty()) {
        check.status = CheckStatus::Fail;
        check.detail = tr("Missing: %1.").arg(missingRequired.join(QStringLiteral(", ")));
        check.fix = tr("These tools come with DGX OS; update the node (sudo apt update && sudo apt "
                       "full-upgrade) or reinstall its ConnectX and netplan packages.");
    } else if (!missingOptional.isEmpty()) {
        check.status = CheckStatus::Warn;
        check.detail = tr("Missing: %1. The bandwidth step needs them and can install them.")
                           .arg(missingOptional.join(QStringLiteral(", ")));
        check.fix = tr("sudo apt install openmpi-bin (mpirun); CUDA's nvcc is in "
                       "/usr/local/cuda/bin on DGX OS.");
    } else {
        check.status = CheckStatus::Pass;
        check.detail = tr("ethtool, ip, netplan, mpirun and nvcc are installed.");
    }
    return check;
}

void DeviceChecks::commandDone()
{
    if (--m_pending > 0)
        return;
    QList<QPair<QString, NodeIdentity>> identities;
    for (auto it = m_identities.cbegin(); it != m_identities.cend(); ++it)
        identities.append({it.key(), it.value()});
    record(IdentityChecks::mixCheck(identities));
    Q_EMIT finished();
}

void DeviceChecks::run()
{
    m_pending = 0;
    m_identities.clear();
    Check mix;
    mix.id = QStringLiteral("device.mix");
    mix.status = CheckStatus::Running;
    mix.title = title(mix.id);
    record(mix);
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString name = node->nodeName();
        for (const char *id : {"device.dgx",
                               "device.os",
                               "device.pcie",
                               "device.gpu",
                               "device.sudo",
                               "device.tools"}) {
            Check running;
            running.id = QString::fromLatin1(id);
            running.node = name;
            running.status = CheckStatus::Running;
            running.title = title(running.id);
            record(running);
        }

        m_pending += 4;
        node->run(NodeIdentityReader::command(), this, [this](const CommandResult &result) {
            std::optional<NodeIdentity> identity;
            for (const Check &check : identityChecks(result, &identity))
                record(check);
            if (identity)
                m_identities.insert(result.node, *identity);
            commandDone();
        });
        node->run(RemoteCommand::fromStrings({QStringLiteral("nvidia-smi"),
                                              QStringLiteral("--query-gpu=name,driver_version"),
                                              QStringLiteral("--format=csv,noheader")}),
                  this,
                  [this](const CommandResult &result) {
                      record(gpuCheck(result));
                      commandDone();
                  });

        const bool password = !m_sudoPassword.isEmpty();
        RemoteCommand sudo
            = password ? RemoteCommand::fromStrings({QStringLiteral("true")})
                       : RemoteCommand::fromStrings(
                           {QStringLiteral("sudo"), QStringLiteral("-n"), QStringLiteral("true")});
        if (password)
            sudo.setSudo(true, m_sudoPassword);
        node->run(sudo, this, [this, password](const CommandResult &result) {
            record(sudoCheck(result, password));
            commandDone();
        });

        QStringList toolArgs{QStringLiteral("sh"),
                             QStringLiteral("-c"),
                             QString::fromLatin1(toolsScript),
                             QStringLiteral("sh")};
        for (const Tool &tool : tools)
            toolArgs << QString::fromLatin1(tool.name);
        node->run(RemoteCommand::fromStrings(toolArgs), this, [this](const CommandResult &result) {
            record(toolsCheck(result));
            commandDone();
        });
    }
    if (m_pending == 0) {
        m_pending = 1;
        commandDone();
    }
}

} // namespace Tandem
