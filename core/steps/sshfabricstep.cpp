// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshfabricstep.h"

#include "remote/commandresult.h"
#include "remote/noderunner.h"
#include "ssh/remotecommand.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QRegularExpression>

namespace Tandem {

namespace {

const char *const checkIds[]
    = {"fabric.key", "fabric.authorized", "fabric.known-hosts", "fabric.config"};

// What may go into another node's files. Everything Tandem writes is built from these
// tokens, so no line can carry a newline, a marker or an sshd option of its own.
bool isName(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$"));
    return re.match(text).hasMatch();
}

bool isUser(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9._-]{0,31}\\$?$"));
    return re.match(text).hasMatch();
}

// "type base64" of an OpenSSH public key line (the comment dropped), or empty.
QByteArray keyBody(const QByteArray &line)
{
    static const QRegularExpression re(
        QStringLiteral("^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)) "
                       "([A-Za-z0-9+/]+={0,2})(?: [^\\r\\n]*)?$"));
    const auto match = re.match(QString::fromLatin1(line.trimmed()));
    if (!match.hasMatch())
        return {};
    return (match.captured(1) + QLatin1Char(' ') + match.captured(2)).toLatin1();
}

bool isIpv4(const QString &address)
{
    QHostAddress parsed;
    return parsed.setAddress(address) && parsed.protocol() == QAbstractSocket::IPv4Protocol
           && parsed.toString() == address;
}

bool isIpv4Cidr(const QString &cidr)
{
    const auto subnet = QHostAddress::parseSubnet(cidr);
    return subnet.first.protocol() == QAbstractSocket::IPv4Protocol
           && cidr.section(QLatin1Char('/'), 0, 0) == subnet.first.toString();
}

// "SHA256:..." as ssh-keygen -l shows it.
QString fingerprint(const QByteArray &key)
{
    const QByteArray blob = QByteArray::fromBase64(key.split(' ').value(1));
    return QStringLiteral("SHA256:")
           + QString::fromLatin1(QCryptographicHash::hash(blob, QCryptographicHash::Sha256)
                                     .toBase64(QByteArray::OmitTrailingEquals));
}

Check makeCheck(const char *id, const QString &node, CheckStatus status, const QString &detail)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = node;
    check.title = SshFabricStep::title(check.id);
    check.status = status;
    check.detail = detail;
    return check;
}

QString failureText(const CommandResult &result)
{
    if (result.error)
        return result.error->toString();
    const QString err = QString::fromUtf8(result.err).trimmed();
    return err.isEmpty()
               ? SshFabricStep::tr("The command ended with exit status %1.").arg(result.exitStatus)
               : err;
}

} // namespace

QString SshFabricStep::title(const QString &id)
{
    if (id == QLatin1String("fabric.key"))
        return tr("Fabric key on the node");
    if (id == QLatin1String("fabric.authorized"))
        return tr("Peers' keys in authorized_keys");
    if (id == QLatin1String("fabric.known-hosts"))
        return tr("Peers' host keys in known_hosts");
    if (id == QLatin1String("fabric.config"))
        return tr("CX7 aliases in ~/.ssh/config");
    return id;
}

SshFabricStep::SshFabricStep(QList<NodeRunner *> nodes, AddressPlan plan, QObject *parent)
    : Step(parent)
    , m_plan(std::move(plan))
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

Result<FabricPeer> SshFabricStep::parseKeyOutput(const CommandResult &result)
{
    if (!result.ok())
        return makeError(failureText(result));
    const QList<QByteArray> lines = result.out.trimmed().split('\n');
    if (lines.size() != 4 || (lines.at(0) != "created" && lines.at(0) != "existing"))
        return makeError(tr("The key script printed something unexpected."));
    FabricPeer peer;
    peer.node = result.node;
    peer.keyCreated = lines.at(0) == "created";
    peer.user = QString::fromUtf8(lines.at(1).trimmed());
    peer.hostname = QString::fromUtf8(lines.at(2).trimmed());
    if (!isUser(peer.user))
        return makeError(
            tr("The user name \"%1\" cannot be used in ~/.ssh/config.").arg(peer.user));
    if (!isName(peer.hostname))
        return makeError(
            tr("The host name \"%1\" cannot be used for an SSH alias.").arg(peer.hostname));
    const QByteArray body = keyBody(lines.at(3));
    if (!body.startsWith("ssh-ed25519 "))
        return makeError(tr("~/.ssh/tandem_fabric_ed25519.pub is not an ed25519 public key."));
    // Tandem's own comment, whatever the file says: it is the marker undo looks for.
    peer.fabricKey = body + " tandem-fabric@" + peer.hostname.toUtf8();
    return peer;
}

Result<QList<QByteArray>> SshFabricStep::parseHostKeys(const CommandResult &result)
{
    if (!result.ok())
        return makeError(failureText(result));
    QList<QByteArray> keys;
    for (const QByteArray &line : result.out.split('\n')) {
        const QByteArray body = keyBody(line);
        if (!body.isEmpty() && !keys.contains(body))
            keys << body;
    }
    if (keys.isEmpty())
        return makeError(tr("No SSH host key was found in /etc/ssh on this node."));
    return keys;
}

Result<FabricFiles> SshFabricStep::filesFor(const QString &self,
                                            const QList<FabricPeer> &peers,
                                            const QStringList &subnetCidrs)
{
    if (subnetCidrs.isEmpty())
        return makeError(tr("The address plan has no CX7 subnet."));
    for (const QString &cidr : subnetCidrs) {
        if (!isIpv4Cidr(cidr))
            return makeError(tr("The plan's subnet \"%1\" is not an IPv4 network.").arg(cidr));
    }
    const QByteArray from = "from=\"" + subnetCidrs.join(QLatin1Char(',')).toLatin1() + "\" ";
    QList<QByteArray> authorized;
    QList<QByteArray> known;
    QList<QByteArray> config;
    for (const FabricPeer &peer : peers) {
        if (peer.node == self)
            continue;
        if (peer.addresses.isEmpty())
            return makeError(tr("The plan gives %1 no CX7 address.").arg(peer.node));
        for (const QString &address : peer.addresses) {
            if (!isIpv4(address))
                return makeError(tr("\"%1\" is not an IPv4 address.").arg(address));
        }
        if (!isName(peer.hostname) || !isUser(peer.user)
            || !keyBody(peer.fabricKey).startsWith("ssh-ed25519 "))
            return makeError(tr("What was read from %1 cannot be used safely.").arg(peer.node));
        const QByteArray alias = peer.hostname.toUtf8() + "-cx7";
        const QByteArray addresses = peer.addresses.join(QLatin1Char(',')).toLatin1();
        authorized << from + keyBody(peer.fabricKey) + " tandem-fabric@" + peer.hostname.toUtf8();
        for (const QByteArray &hostKey : peer.hostKeys) {
            const QByteArray body = keyBody(hostKey);
            if (body.isEmpty())
                return makeError(
                    tr("A host key read from %1 is not a public key line.").arg(peer.node));
            known << addresses + ',' + alias + ' ' + body;
        }
        // mpirun connects to the bare addresses, people to the alias: both get the key and user.
        config << "Host " + alias << "    HostName " + peer.addresses.constFirst().toLatin1();
        config << "Host " + alias + ' ' + peer.addresses.join(QLatin1Char(' ')).toLatin1()
               << "    User " + peer.user.toUtf8()
               << "    IdentityFile ~/.ssh/tandem_fabric_ed25519"
               << "    IdentitiesOnly yes";
    }
    if (authorized.isEmpty())
        return makeError(tr("There is no other node to connect to."));
    // The block sits at the top of the file; options of the user's file that came before its
    // first Host line applied to every host, and still do after "Host *".
    config << "Host *";
    return FabricFiles{authorized.join('\n'), known.join('\n'), config.join('\n')};
}

void SshFabricStep::run()
{
    m_peers.clear();
    m_keyResults.clear();
    m_hostKeyResults.clear();
    m_pending = 0;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString name = node->nodeName();
        for (const char *id : checkIds)
            record(makeCheck(id, name, CheckStatus::Running, tr("Waiting\u2026")));
        m_pending += 2;
        node->run(FabricScripts::keyCommand(), this, [this, name](const CommandResult &result) {
            m_keyResults.insert(name, result);
            learnDone();
        });
        node->run(
            FabricScripts::hostKeysCommand(), this, [this, name](const CommandResult &result) {
                m_hostKeyResults.insert(name, result);
                learnDone();
            });
    }
    if (m_pending == 0)
        Q_EMIT finished();
}

void SshFabricStep::learnDone()
{
    if (--m_pending > 0)
        return;
    bool allKnown = true;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString name = node->nodeName();
        const CommandResult keyResult = m_keyResults.value(name);
        auto peer = parseKeyOutput(keyResult);
        Check key
            = peer ? makeCheck("fabric.key",
                               name,
                               CheckStatus::Pass,
                               (peer->keyCreated ? tr("Made %1 on the node; only its public half "
                                                      "was read.")
                                                 : tr("%1 was already on the node; only its public "
                                                      "half was read."))
                                   .arg(fingerprint(peer->fabricKey)))
                   : makeCheck("fabric.key", name, CheckStatus::Fail, peer.error().toString());
        key.evidence = {keyResult.toEvidence()};
        record(key);
        const CommandResult hostResult = m_hostKeyResults.value(name);
        const auto hostKeys = parseHostKeys(hostResult);
        if (!hostKeys) {
            Check known = makeCheck(
                "fabric.known-hosts", name, CheckStatus::Fail, hostKeys.error().toString());
            known.evidence = {hostResult.toEvidence()};
            record(known);
        }
        if (!peer || !hostKeys) {
            allKnown = false;
            continue;
        }
        peer->hostKeys = *hostKeys;
        peer->addresses = m_plan.addressesOf(name);
        m_peers << *peer;
    }
    if (!allKnown) {
        // Half a fabric is worse than none: nothing is written unless every node answered.
        for (const Check &check : QList<Check>(checks())) {
            if (check.status == CheckStatus::Running)
                record(makeCheck(check.id.toLatin1().constData(),
                                 check.node,
                                 CheckStatus::Skipped,
                                 tr("Not changed: another node could not be read.")));
        }
        Q_EMIT finished();
        return;
    }
    install();
}

void SshFabricStep::install()
{
    const QStringList subnets = m_plan.subnetCidrs();
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString name = node->nodeName();
        const auto files = filesFor(name, m_peers, subnets);
        if (!files) {
            for (const char *id : {"fabric.authorized", "fabric.known-hosts", "fabric.config"})
                record(makeCheck(id, name, CheckStatus::Fail, files.error().toString()));
            continue;
        }
        const int keys = int(files->authorizedKeys.count('\n')) + 1;
        const int hostLines = int(files->knownHosts.count('\n')) + 1;
        ++m_pending;
        node->run(
            FabricScripts::installCommand(*files),
            this,
            [this, name, keys, hostLines, subnets](const CommandResult &result) {
                const QList<QByteArray> lines = result.out.split('\n');
                const auto done = [&lines](const char *file) {
                    for (const QByteArray &line : lines) {
                        if (line.startsWith(QByteArray(QByteArray("ok ") + file + ' ')))
                            return true;
                    }
                    return false;
                };
                const struct
                {
                    const char *id;
                    const char *file;
                    QString detail;
                } parts[] = {
                    {"fabric.authorized",
                     "authorized_keys",
                     tr("%1 peer key(s) in ~/.ssh/authorized_keys, accepted only from %2.")
                         .arg(keys)
                         .arg(subnets.join(QStringLiteral(", ")))},
                    {"fabric.known-hosts",
                     "known_hosts",
                     tr("%1 host key line(s) of the peers in ~/.ssh/known_hosts, read over the "
                        "management network.")
                         .arg(hostLines)},
                    {"fabric.config",
                     "config",
                     tr("Aliases <host>-cx7 and the peers' CX7 addresses use the fabric key "
                        "(top of ~/.ssh/config).")},
                };
                for (const auto &part : parts) {
                    const bool ok = result.ok() && done(part.file);
                    Check check = makeCheck(part.id,
                                            name,
                                            ok ? CheckStatus::Pass : CheckStatus::Fail,
                                            ok ? part.detail : failureText(result));
                    if (!ok)
                        check.fix = tr("Check that the home directory of the user on %1 is "
                                       "writable, then run this step again.")
                                        .arg(name);
                    check.evidence = {result.toEvidence()};
                    record(check);
                }
                partDone();
            });
    }
    if (m_pending == 0)
        Q_EMIT finished();
}

void SshFabricStep::partDone()
{
    if (--m_pending == 0)
        Q_EMIT finished();
}

} // namespace Tandem
