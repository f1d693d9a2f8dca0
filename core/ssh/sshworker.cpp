// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshworker.h"

#include "knownhosts.h"
#include "logging.h"
#include "privatekeyfile.h"
#include "ssherrors.h"
#include "sshoptions.h"

#include <QFile>

using namespace std::chrono_literals;

namespace Tandem {

using namespace SshHandles;

namespace {

void logToQt(int priority, const char *function, const char *buffer, void *)
{
    qCDebug(lcSshTrace).noquote() << priority << function << buffer;
}

template<typename T>
void wipe(T &secret)
{
    // Only a sole owner can overwrite the shared buffer in place.
    if (secret.isDetached())
        secret.fill(typename T::value_type{});
    secret = T();
}

} // namespace

SshWorker::SshWorker(QObject *parent)
    : SshEvents(parent)
    , m_pollTimer(this) // a child, so that moveToThread() takes it along
{
    m_pollTimer.setInterval(
        100ms); // a safety net: libssh may hold data the socket no longer signals
    connect(&m_pollTimer, &QTimer::timeout, this, &SshWorker::pollJobs);
}

SshWorker::~SshWorker()
{
    wipeSecrets();
    teardown();
}

QString SshWorker::nodeName() const
{
    return m_node.name.isEmpty() ? m_node.host : m_node.name;
}

void SshWorker::connectToHost(const NodeAddress &node, const AuthOptions &options)
{
    if (m_session)
        teardown();
    m_node = node;
    m_auth = options;
    m_tried.clear();
    m_passwordRejected = false;
    m_step = AuthStep::None;

    m_session.reset(ssh_new());
    if (!m_session) {
        failConnect({tr("Could not start an SSH session (out of memory?).")});
        return;
    }
    ssh_session s = m_session.get();
    const bool trace = lcSshTrace().isDebugEnabled();
    if (trace)
        ssh_set_log_callback(&logToQt);
    if (auto applied = SshOptions::apply(s, node, options, trace); !applied) {
        failConnect(applied.error());
        return;
    }
    const KnownHosts knownHosts(m_auth.knownHostsPath);
    if (auto applied = knownHosts.applyTo(s); !applied) {
        failConnect(applied.error());
        return;
    }

    qCInfo(lcSsh) << "connecting to" << node.host << "port" << node.port;
    if (ssh_connect(s) != SSH_OK) {
        failConnect(SshErrors::connectFailed(node.host,
                                             node.port,
                                             QString::fromUtf8(ssh_get_error(s)),
                                             options.connectTimeoutSeconds));
        return;
    }

    const KnownHosts::Verdict verdict = knownHosts.check(s, node.host, node.port);
    switch (verdict.state) {
    case KnownHosts::State::Known: authenticate(); return;
    case KnownHosts::State::Unknown:
        if (!node.hostKeySha256.isEmpty()) {
            // A fingerprint known in advance (the lab, an inventory) answers the question.
            if (node.hostKeySha256 != verdict.fingerprint) {
                failConnect({KnownHosts::tr("%1 presents host key %2, but %3 was expected. Tandem "
                                            "will not connect: check that the address is right "
                                            "and nobody intercepts the connection.")
                                 .arg(nodeName(), verdict.fingerprint, node.hostKeySha256)});
                return;
            }
            m_phase = Phase::AwaitingHostKey;
            acceptHostKey();
            return;
        }
        if (options.acceptNewHostKey) {
            m_phase = Phase::AwaitingHostKey;
            acceptHostKey();
            return;
        }
        m_phase = Phase::AwaitingHostKey;
        Q_EMIT hostKeyUnknown(verdict.fingerprint);
        return;
    case KnownHosts::State::Changed:
    case KnownHosts::State::OtherType:
    case KnownHosts::State::Error:
        qCWarning(lcSsh) << "host key check failed for" << node.host << int(verdict.state);
        if (verdict.state != KnownHosts::State::Error)
            Q_EMIT hostKeyChanged(verdict.fingerprint);
        failConnect({verdict.message});
        return;
    }
}

void SshWorker::acceptHostKey()
{
    if (!m_session || m_phase != Phase::AwaitingHostKey)
        return;
    m_phase = Phase::Idle;
    if (auto added = KnownHosts(m_auth.knownHostsPath).addServerKey(m_session.get()); !added) {
        failConnect(added.error());
        return;
    }
    authenticate();
}

void SshWorker::rejectHostKey()
{
    if (m_phase != Phase::AwaitingHostKey)
        return;
    failConnect(SshErrors::hostKeyRejected(nodeName()));
}

void SshWorker::providePassphrase(const QString &passphrase)
{
    if (m_phase != Phase::AwaitingPassphrase)
        return;
    m_passphrase = passphrase.toUtf8();
    m_phase = Phase::Idle;
    authenticate();
}

void SshWorker::authenticate()
{
    ssh_session s = m_session.get();
    if (m_step == AuthStep::None) {
        if (ssh_userauth_none(s, nullptr) == SSH_AUTH_SUCCESS) {
            finishConnect();
            return;
        }
        m_step = AuthStep::Agent;
    }
    // Only valid after the "none" attempt above: it is how the server says what it offers.
    const int methods = ssh_userauth_list(s, nullptr);
    if (m_step == AuthStep::Agent) {
        if (tryAgent(methods)) {
            finishConnect();
            return;
        }
        m_step = AuthStep::Key;
    }
    if (m_step == AuthStep::Key) {
        if (tryKeyFile(methods)) {
            finishConnect();
            return;
        }
        if (m_phase == Phase::AwaitingPassphrase)
            return;
        m_step = AuthStep::Password;
    }
    if (m_step == AuthStep::Password && tryPassword(methods)) {
        finishConnect();
        return;
    }
    m_step = AuthStep::Done;
    if (!ssh_is_connected(s)) {
        failConnect(SshErrors::connectionDropped(nodeName()));
        return;
    }
    char *user = nullptr;
    ssh_options_get(s, SSH_OPTIONS_USER, &user);
    const QString userName = QString::fromUtf8(user ? user : "");
    ssh_string_free_char(user);
    failConnect(SshErrors::authRefused(
        userName, nodeName(), m_tried, SshErrors::methodNames(methods), m_passwordRejected));
}

bool SshWorker::tryAgent(int methods)
{
    if (!m_auth.useAgent || qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK")
        || !(methods & SSH_AUTH_METHOD_PUBLICKEY)) {
        return false;
    }
    m_tried << tr("ssh-agent");
    return ssh_userauth_agent(m_session.get(), nullptr) == SSH_AUTH_SUCCESS;
}

bool SshWorker::tryKeyFile(int methods)
{
    if (m_auth.keyFile.isEmpty() || !(methods & SSH_AUTH_METHOD_PUBLICKEY))
        return false;
    QFile file(m_auth.keyFile);
    if (!file.open(QIODevice::ReadOnly)) {
        m_tried << tr("key %1 (cannot be read)").arg(m_auth.keyFile);
        return false;
    }
    const bool encrypted = PrivateKeyFile::isEncrypted(file.read(1024 * 1024));
    if (encrypted && m_passphrase.isEmpty()) {
        m_phase = Phase::AwaitingPassphrase;
        Q_EMIT passphraseRequired();
        return false;
    }
    ssh_key raw = nullptr;
    const int rc = ssh_pki_import_privkey_file(QFile::encodeName(m_auth.keyFile).constData(),
                                               encrypted ? m_passphrase.constData() : nullptr,
                                               nullptr,
                                               nullptr,
                                               &raw);
    wipe(m_passphrase);
    if (rc != SSH_OK) {
        m_tried << (encrypted
                        ? tr("key %1 (wrong passphrase)").arg(m_auth.keyFile)
                        : tr("key %1 (not a private key libssh can read)").arg(m_auth.keyFile));
        return false;
    }
    KeyPtr key(raw);
    m_tried << tr("key %1").arg(m_auth.keyFile);
    return ssh_userauth_publickey(m_session.get(), nullptr, key.get()) == SSH_AUTH_SUCCESS;
}

bool SshWorker::tryPassword(int methods)
{
    if (m_auth.password.isEmpty())
        return false;
    bool ok = false;
    if (methods & SSH_AUTH_METHOD_PASSWORD) {
        m_tried << tr("password");
        QByteArray pw = m_auth.password.toUtf8();
        ok = ssh_userauth_password(m_session.get(), nullptr, pw.constData()) == SSH_AUTH_SUCCESS;
        wipe(pw);
    }
    if (!ok && (methods & SSH_AUTH_METHOD_INTERACTIVE) && ssh_is_connected(m_session.get())) {
        m_tried << tr("keyboard-interactive");
        ok = tryKeyboardInteractive();
    }
    m_passwordRejected
        = !ok && (methods & (SSH_AUTH_METHOD_PASSWORD | SSH_AUTH_METHOD_INTERACTIVE));
    return ok;
}

bool SshWorker::tryKeyboardInteractive()
{
    ssh_session s = m_session.get();
    QByteArray pw = m_auth.password.toUtf8();
    int rc = ssh_userauth_kbdint(s, nullptr, nullptr);
    // PAM asks for the password once; a bound stops a server that keeps asking.
    for (int round = 0; rc == SSH_AUTH_INFO && round < 4; ++round) {
        const int prompts = ssh_userauth_kbdint_getnprompts(s);
        for (int i = 0; i < prompts; ++i) {
            char echo = 0;
            ssh_userauth_kbdint_getprompt(s, unsigned(i), &echo);
            // Hidden prompts get the password; visible ones (rare) get an empty answer.
            ssh_userauth_kbdint_setanswer(s, unsigned(i), echo ? "" : pw.constData());
        }
        rc = ssh_userauth_kbdint(s, nullptr, nullptr);
    }
    wipe(pw);
    return rc == SSH_AUTH_SUCCESS;
}

void SshWorker::finishConnect()
{
    wipeSecrets();
    m_phase = Phase::Connected;
    m_step = AuthStep::Done;
    m_event.reset(ssh_event_new());
    if (m_event)
        ssh_event_add_session(m_event.get(), m_session.get());
    delete m_notifier;
    m_notifier = new QSocketNotifier(ssh_get_fd(m_session.get()), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &SshWorker::pollJobs);
    updatePolling(); // watches the socket from now on, idle or not
    qCInfo(lcSsh) << "connected to" << m_node.host << "port" << m_node.port;
    Q_EMIT connected();
}

void SshWorker::failConnect(const Error &error)
{
    wipeSecrets();
    teardown();
    qCInfo(lcSsh).noquote() << "connection to" << m_node.host << "failed:" << error.message;
    Q_EMIT failed(error);
}

void SshWorker::wipeSecrets()
{
    wipe(m_auth.password);
    wipe(m_passphrase);
}

void SshWorker::teardown()
{
    delete m_notifier;
    m_pollTimer.stop();
    if (m_event && m_session)
        ssh_event_remove_session(m_event.get(), m_session.get());
    m_event.reset();
    // Channels and SFTP before the session they belong to.
    m_jobs.clear();
    m_sftp.reset();
    m_session.reset();
    m_phase = Phase::Idle;
    m_step = AuthStep::None;
}

void SshWorker::disconnectFromHost()
{
    if (!m_session)
        return;
    const bool wasConnected = m_phase == Phase::Connected;
    auto jobs = std::exchange(m_jobs, {});
    m_phase = Phase::Idle;
    for (auto &[id, job] : jobs) {
        if (job->onDone)
            job->onDone(*job);
        else
            Q_EMIT commandFailed(id, SshErrors::notConnected());
    }
    jobs.clear();
    teardown();
    if (wasConnected)
        Q_EMIT disconnected();
    else
        Q_EMIT failed({tr("Connecting to %1 was cancelled.").arg(nodeName())});
}

} // namespace Tandem
