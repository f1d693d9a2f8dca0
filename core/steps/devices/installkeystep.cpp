// SPDX-License-Identifier: GPL-3.0-or-later
#include "installkeystep.h"

#include "remote/noderunner.h"
#include "ssh/keypair.h"
#include "ssh/sshsession.h"

namespace Tandem {

InstallKeyStep::InstallKeyStep(QStringList nodes, QList<NodeRunner *> runners, QObject *parent)
    : Step(parent)
    , m_nodes(std::move(nodes))
{
    for (NodeRunner *runner : runners)
        m_runners.append(runner);
}

Check InstallKeyStep::keyCheck(const QString &node, CheckStatus status, const QString &detail)
{
    Check check;
    check.id = QStringLiteral("device.key");
    check.node = node;
    check.title = tr("Tandem's SSH key");
    check.status = status;
    check.detail = detail;
    return check;
}

void InstallKeyStep::run()
{
    const auto key = KeyPair::loadOrCreate();
    const auto command = key ? SshSession::installPublicKeyCommand(key->publicKeyLine())
                             : Result<RemoteCommand>(tl::unexpected(key.error()));
    if (!command || m_runners.isEmpty()) {
        for (const QString &node : std::as_const(m_nodes))
            record(keyCheck(node,
                            CheckStatus::Fail,
                            command ? tr("Not connected.") : command.error().toString()));
        Q_EMIT finished();
        return;
    }
    m_pending = int(m_runners.size());
    const QString fingerprint = key->fingerprint();
    for (const QPointer<NodeRunner> &runner : std::as_const(m_runners)) {
        const QString name = runner->nodeName();
        record(keyCheck(name, CheckStatus::Running, tr("Installing\u2026")));
        runner->run(*command, this, [this, name, fingerprint](const CommandResult &result) {
            Check check = result.ok()
                              ? keyCheck(name,
                                         CheckStatus::Pass,
                                         tr("Tandem's key %1 is in ~/.ssh/authorized_keys; the "
                                            "next connection needs no password.")
                                             .arg(fingerprint))
                              : keyCheck(name,
                                         CheckStatus::Fail,
                                         result.error ? result.error->toString()
                                                      : QString::fromUtf8(result.err).trimmed());
            check.evidence = {result.toEvidence()};
            record(check);
            if (--m_pending == 0)
                Q_EMIT finished();
        });
    }
}

} // namespace Tandem
