// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshfabricstep.h"

#include "remote/commandresult.h"
#include "remote/fabricedit.h"
#include "remote/noderunner.h"
#include "ssh/remotecommand.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QRegularExpression>
#include <QSet>

namespace Tandem {

namespace {

constexpr char restrictions[] = "no-port-forwarding,no-agent-forwarding,no-X11-forwarding,no-pty";

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
    QSet<QByteArray> seen; // linear however many lines a node prints
    for (const QByteArray &line : result.out.split('\n')) {
        const QByteArray body = keyBody(line);
        if (!body.isEmpty() && !seen.contains(body)) {
            seen.insert(body);
            keys << body;
        }
    }
    if (keys.isEmpty())
        return makeError(tr("No SSH host key was found in /etc/ssh on this node."));
    return keys;
}

Result<FabricFiles> SshFabricStep::filesFor(const QString &self, const QList<FabricPeer> &peers)
{
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
        // sshd(8), AUTHORIZED_KEYS FILE FORMAT: from= takes a comma-separated pattern list
        // matched against the client's address, so the key opens a shell only for a connection
        // that comes from this peer's own CX7 addresses; mpirun (plm_rsh) needs neither a pty
        // nor any forwarding.
        authorized << "from=\"" + addresses + "\"," + restrictions + ' ' + keyBody(peer.fabricKey)
                          + " tandem-fabric@" + peer.hostname.toUtf8();
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
    m_readResults.clear();
    m_states.clear();
    m_pending = 0;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString name = node->nodeName();
        for (const char *id : checkIds)
            record(makeCheck(id, name, CheckStatus::Running, tr("Waiting\u2026")));
        m_pending += 3;
        node->run(FabricScripts::keyCommand(), this, [this, name](const CommandResult &result) {
            m_keyResults.insert(name, result);
            learnDone();
        });
        node->run(
            FabricScripts::hostKeysCommand(), this, [this, name](const CommandResult &result) {
                m_hostKeyResults.insert(name, result);
                learnDone();
            });
        node->run(FabricScripts::readCommand(), this, [this, name](const CommandResult &result) {
            m_readResults.insert(name, result);
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
        const CommandResult readResult = m_readResults.value(name);
        const auto states = FabricScripts::parseRead(readResult);
        if (!states) {
            Check authorized = makeCheck(
                "fabric.authorized", name, CheckStatus::Fail, states.error().toString());
            authorized.evidence = {readResult.toEvidence()};
            record(authorized);
        }
        if (!peer || !hostKeys || !states) {
            allKnown = false;
            continue;
        }
        m_states.insert(name, *states);
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
    // Every node's edit is computed before any is written: a node whose files Tandem must
    // refuse (broken markers) stops the whole fabric, as a node that could not be read does.
    QHash<QString, FabricEditPlan> plans;
    QHash<QString, FabricFiles> blocks;
    bool allPlanned = true;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString name = node->nodeName();
        const auto files = filesFor(name, m_peers);
        const auto plan = files ? FabricEdit::install(m_states.value(name), *files)
                                : Result<FabricEditPlan>(tl::unexpected(files.error()));
        if (!plan) {
            for (const char *id : {"fabric.authorized", "fabric.known-hosts", "fabric.config"})
                record(makeCheck(id, name, CheckStatus::Fail, plan.error().toString()));
            allPlanned = false;
            continue;
        }
        plans.insert(name, *plan);
        blocks.insert(name, *files);
    }
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node || !plans.contains(node->nodeName()))
            continue;
        if (!allPlanned) {
            for (const char *id : {"fabric.authorized", "fabric.known-hosts", "fabric.config"})
                record(makeCheck(id,
                                 node->nodeName(),
                                 CheckStatus::Skipped,
                                 tr("Not changed: the files of another node cannot be edited "
                                    "safely.")));
            continue;
        }
        write(node, plans.value(node->nodeName()), blocks.value(node->nodeName()));
    }
    if (m_pending == 0)
        Q_EMIT finished();
}

void SshFabricStep::write(NodeRunner *node, const FabricEditPlan &plan, const FabricFiles &files)
{
    const QString name = node->nodeName();
    const int keys = int(files.authorizedKeys.count('\n')) + 1;
    const int hostLines = int(files.knownHosts.count('\n')) + 1;
    ++m_pending;
    node->run(FabricScripts::writeCommand(plan.writes),
              this,
              [this, name, keys, hostLines](const CommandResult &result) {
                  const QList<QByteArray> lines = result.out.split('\n');
                  const auto done = [&lines](const char *file) {
                      return lines.contains(QByteArray(QByteArray("ok ") + file));
                  };
                  const struct
                  {
                      const char *id;
                      const char *file;
                      QString detail;
                  } parts[] = {
                      {"fabric.authorized",
                       "authorized_keys",
                       tr("%1 peer key(s) in ~/.ssh/authorized_keys, each accepted only from that "
                          "peer's CX7 addresses, without forwarding or a terminal.")
                           .arg(keys)},
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
                          check.fix
                              = result.exitStatus == 4
                                    ? tr("Someone changed the file on %1 while Tandem worked; "
                                         "run this step again.")
                                          .arg(name)
                                    : tr("Check that the home directory of the user on %1 is "
                                         "writable, then run this step again.")
                                          .arg(name);
                      check.evidence = {result.toEvidence()};
                      record(check);
                  }
                  partDone();
              });
}

void SshFabricStep::partDone()
{
    if (--m_pending == 0)
        Q_EMIT finished();
}

} // namespace Tandem
