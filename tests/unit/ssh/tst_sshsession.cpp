// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/keypair.h"
#include "ssh/knownhosts.h"
#include "ssh/sshsession.h"
#include "testsshd.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

#include <sys/stat.h>

using namespace Tandem;
using namespace std::chrono_literals;

namespace {

// Everything one command produced, in arrival order.
struct Outcome
{
    QList<QByteArray> out;
    QList<QByteArray> err;
    std::optional<int> exitStatus;
    std::optional<Error> error;
    QStringList events; // "out", "err", "finished", "failed"
    [[nodiscard]] bool done() const { return exitStatus || error; }
};

// Collects the signals for one id; lives as long as the test needs it.
class Collector
{
public:
    Collector(SshSession &session, quint64 id, Outcome &outcome)
    {
        QObject::connect(&session,
                         &SshSession::outputLine,
                         &m_context,
                         [&outcome, id](quint64 i, SshSession::Stream s, const QByteArray &line) {
                             if (i != id)
                                 return;
                             const bool isOut = s == SshSession::Stream::Stdout;
                             (isOut ? outcome.out : outcome.err).append(line);
                             outcome.events
                                 << (isOut ? QStringLiteral("out") : QStringLiteral("err"));
                         });
        QObject::connect(&session,
                         &SshSession::commandFinished,
                         &m_context,
                         [&outcome, id](quint64 i, int status) {
                             if (i != id)
                                 return;
                             outcome.exitStatus = status;
                             outcome.events << QStringLiteral("finished");
                         });
        QObject::connect(&session,
                         &SshSession::commandFailed,
                         &m_context,
                         [&outcome, id](quint64 i, const Error &error) {
                             if (i != id)
                                 return;
                             outcome.error = error;
                             outcome.events << QStringLiteral("failed");
                         });
    }

private:
    QObject m_context;
};

QString describe(const Outcome &o)
{
    return QStringLiteral("exit %1, error \"%2\", stderr: %3")
        .arg(o.exitStatus ? QString::number(*o.exitStatus) : QStringLiteral("none"),
             o.error ? o.error->message : QString(),
             QString::fromUtf8(o.err.join(" | ")));
}

QByteArray nulJoined(const QList<QByteArray> &args)
{
    QByteArray out;
    for (const QByteArray &a : args)
        out += a + '\0';
    return out;
}

int modeOf(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

bool processRunning(const QString &pattern)
{
    int rc = -1;
    TestSshd::exec(QStringLiteral("pgrep"), {QStringLiteral("-f"), pattern}, &rc);
    return rc == 0;
}

} // namespace

class TestSshSession final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void firstContactAsksThenRemembers();
    void rejectedHostKeyConnectsNothing();
    void changedHostKeyIsAHardStop();
    void wrongKeyNamesOfferedMethods();
    void closedPortIsRefused();
    void encryptedKeyAsksForPassphrase();
    void keyPairIsMadeOnceAndWorks();

    void linesStreamBeforeTheEnd();
    void stderrIsSeparateAndMarkerHidden();
    void exitStatusIsPropagated();
    void missingProgramIsNamed();
    void hostileArgumentsRoundTrip();
    void timeoutEndsRemoteProcess();
    void cancelEndsRemoteProcessGroup();
    void uploadIsAtomicWithMode();
    void uploadIntoMissingFolderFails();
    void installPublicKeyIsIdempotent();
    void runWithoutConnectionFails();
    void anIdleSessionThatDropsSaysSo();
    void refusedOptionIsNamed_data();
    void refusedOptionIsNamed();

    void labPasswordAndSudo();

private:
    [[nodiscard]] NodeAddress node() const;
    [[nodiscard]] AuthOptions auth(const QString &knownHosts = {}) const;
    // Connects and waits; nullptr (with a failure recorded) when it did not connect.
    std::unique_ptr<SshSession> connectSession(const AuthOptions &options);
    Outcome runAndWait(SshSession &session, const RemoteCommand &command, int timeoutMs = 30000);
    QString uniqueToken();

    QTemporaryDir m_dir;
    std::unique_ptr<TestSshd> m_sshd;
    QString m_skipReason;
};

void TestSshSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_sshd = std::make_unique<TestSshd>(m_dir.path());
    m_skipReason = m_sshd->prepare();
    if (m_skipReason.isEmpty())
        m_skipReason = m_sshd->start(TestSshd::freePort(), m_sshd->hostKey);
    if (!m_skipReason.isEmpty())
        qWarning("sshd tests will be skipped: %s", qPrintable(m_skipReason));
}

void TestSshSession::cleanupTestCase()
{
    m_sshd.reset(); // stops sshd; m_dir removes the folder
}

NodeAddress TestSshSession::node() const
{
    NodeAddress n;
    n.name = QStringLiteral("test-sshd");
    n.host = QStringLiteral("127.0.0.1");
    n.port = m_sshd->port;
    n.user = m_sshd->user;
    n.source = QStringLiteral("manual");
    return n;
}

AuthOptions TestSshSession::auth(const QString &knownHosts) const
{
    AuthOptions a;
    a.useAgent = false; // the developer's agent must not decide the outcome
    a.keyFile = m_sshd->clientKey;
    a.knownHostsPath
        = knownHosts.isEmpty() ? m_dir.filePath(QStringLiteral("known_hosts")) : knownHosts;
    a.acceptNewHostKey = knownHosts.isEmpty();
    a.connectTimeoutSeconds = 10;
    return a;
}

std::unique_ptr<SshSession> TestSshSession::connectSession(const AuthOptions &options)
{
    auto session = std::make_unique<SshSession>();
    QSignalSpy connected(session.get(), &SshSession::connected);
    QSignalSpy failed(session.get(), &SshSession::failed);
    session->connectToHost(node(), options);
    if (!connected.wait(20000) || connected.isEmpty()) {
        const QString why = failed.isEmpty() ? QStringLiteral("no answer")
                                             : failed.first().first().value<Error>().message;
        qWarning("connect failed: %s", qPrintable(why));
        return nullptr;
    }
    return session;
}

Outcome TestSshSession::runAndWait(SshSession &session, const RemoteCommand &command, int timeoutMs)
{
    Outcome outcome;
    // The signals are queued, so connecting right after run() misses nothing.
    const quint64 id = session.run(command);
    Collector collector(session, id, outcome);
    QDeadlineTimer deadline(timeoutMs);
    while (!outcome.done() && !deadline.hasExpired())
        QTest::qWait(10);
    return outcome;
}

QString TestSshSession::uniqueToken()
{
    // A number sleep(1) accepts and nothing else on the machine is running with.
    return QStringLiteral("%1.%2")
        .arg(1000 + QRandomGenerator::global()->bounded(9000))
        .arg(QRandomGenerator::global()->bounded(1000000, 9999999));
}

#define SKIP_WITHOUT_SSHD()                                                                        \
    do {                                                                                           \
        if (!m_skipReason.isEmpty())                                                               \
            QSKIP(qPrintable(QStringLiteral("no test sshd: ") + m_skipReason));                    \
    } while (false)

void TestSshSession::firstContactAsksThenRemembers()
{
    SKIP_WITHOUT_SSHD();
    const QString knownHosts = m_dir.filePath(QStringLiteral("kh_first"));
    AuthOptions options = auth(knownHosts);
    QVERIFY(!options.acceptNewHostKey);

    SshSession session;
    QSignalSpy unknown(&session, &SshSession::hostKeyUnknown);
    QSignalSpy connected(&session, &SshSession::connected);
    session.connectToHost(node(), options);
    QVERIFY(unknown.wait(20000));
    const QString shown = unknown.first().first().toString();
    QCOMPARE(shown, TestSshd::fingerprintOf(m_sshd->hostKey + QStringLiteral(".pub")));
    QVERIFY(shown.startsWith(QStringLiteral("SHA256:")));
    QVERIFY(!QFileInfo::exists(knownHosts)); // nothing stored before the user says yes
    QCOMPARE(connected.count(), 0);

    session.acceptHostKey();
    QVERIFY(connected.wait(20000));
    QFile file(knownHosts);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray stored = file.readAll();
    QVERIFY2(stored.startsWith(
                 QByteArray("[127.0.0.1]:" + QByteArray::number(m_sshd->port) + " ssh-ed25519 ")),
             stored.constData());
    QCOMPARE(stored.count('\n'), 1);

    // Second contact: the stored key answers, no question.
    SshSession again;
    QSignalSpy unknownAgain(&again, &SshSession::hostKeyUnknown);
    QSignalSpy connectedAgain(&again, &SshSession::connected);
    again.connectToHost(node(), options);
    QVERIFY(connectedAgain.wait(20000));
    QCOMPARE(unknownAgain.count(), 0);
}

void TestSshSession::rejectedHostKeyConnectsNothing()
{
    SKIP_WITHOUT_SSHD();
    const QString knownHosts = m_dir.filePath(QStringLiteral("kh_reject"));
    SshSession session;
    QSignalSpy unknown(&session, &SshSession::hostKeyUnknown);
    QSignalSpy connected(&session, &SshSession::connected);
    QSignalSpy failed(&session, &SshSession::failed);
    session.connectToHost(node(), auth(knownHosts));
    QVERIFY(unknown.wait(20000));
    session.rejectHostKey();
    QVERIFY(failed.wait(20000));
    QVERIFY(
        failed.first().first().value<Error>().message.contains(QStringLiteral("did not accept")));
    QCOMPARE(connected.count(), 0);
    QVERIFY(!QFileInfo::exists(knownHosts));
}

void TestSshSession::changedHostKeyIsAHardStop()
{
    SKIP_WITHOUT_SSHD();
    const QString knownHosts = m_dir.filePath(QStringLiteral("kh_changed"));
    AuthOptions first = auth(knownHosts);
    first.acceptNewHostKey = true;
    QVERIFY(connectSession(first));
    const QByteArray before = [&] {
        QFile f(knownHosts);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());

    // The "node" is reinstalled: same address and port, a new host key.
    const int port = m_sshd->port;
    QString why = m_sshd->start(port, m_sshd->otherHostKey);
    QVERIFY2(why.isEmpty(), qPrintable(why));

    SshSession session;
    QSignalSpy unknown(&session, &SshSession::hostKeyUnknown);
    QSignalSpy changed(&session, &SshSession::hostKeyChanged);
    QSignalSpy connected(&session, &SshSession::connected);
    QSignalSpy failed(&session, &SshSession::failed);
    session.connectToHost(node(), first); // even with acceptNewHostKey: a change is never "new"
    QVERIFY(failed.wait(20000));
    // Said first on its own, with the key presented: the GUI offers to replace the stored one.
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().toString(),
             TestSshd::fingerprintOf(m_sshd->otherHostKey + QStringLiteral(".pub")));
    const QString message = failed.first().first().value<Error>().message;
    QVERIFY2(message.contains(QStringLiteral("has changed")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("man-in-the-middle")));
    QVERIFY(message.contains(QStringLiteral("ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub")));
    QVERIFY(message.contains(QStringLiteral("ssh-keygen -R")));
    QVERIFY(
        message.contains(TestSshd::fingerprintOf(m_sshd->otherHostKey + QStringLiteral(".pub"))));
    QCOMPARE(connected.count(), 0);
    QCOMPARE(unknown.count(), 0);
    QFile after(knownHosts);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before); // the trusted key is not replaced behind the user's back

    // Removing the old entry (as the message explains) brings back the first-contact question.
    const auto removed = KnownHosts(knownHosts).removeHost(QStringLiteral("127.0.0.1"), port);
    QVERIFY(removed.has_value());
    QCOMPARE(*removed, 1);

    why = m_sshd->start(port, m_sshd->hostKey);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestSshSession::wrongKeyNamesOfferedMethods()
{
    SKIP_WITHOUT_SSHD();
    AuthOptions options = auth();
    options.keyFile = m_sshd->makeKey(QStringLiteral("stranger"));
    QVERIFY(!options.keyFile.isEmpty());
    SshSession session;
    QSignalSpy connected(&session, &SshSession::connected);
    QSignalSpy failed(&session, &SshSession::failed);
    session.connectToHost(node(), options);
    QVERIFY(failed.wait(20000));
    const QString message = failed.first().first().value<Error>().message;
    QVERIFY2(message.contains(QStringLiteral("refused to log in")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("offers: publickey")), qPrintable(message));
    QVERIFY2(message.contains(options.keyFile), qPrintable(message));
    QCOMPARE(connected.count(), 0);
}

void TestSshSession::closedPortIsRefused()
{
    SKIP_WITHOUT_SSHD();
    NodeAddress closed = node();
    closed.port = TestSshd::freePort();
    SshSession session;
    QSignalSpy failed(&session, &SshSession::failed);
    session.connectToHost(closed, auth());
    QVERIFY(failed.wait(20000));
    const QString message = failed.first().first().value<Error>().message;
    QVERIFY2(message.contains(QStringLiteral("refused the connection")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("Is sshd running on port %1").arg(closed.port)),
             qPrintable(message));
}

void TestSshSession::encryptedKeyAsksForPassphrase()
{
    SKIP_WITHOUT_SSHD();
    const QString key = m_sshd->makeKey(QStringLiteral("locked"), QStringLiteral("correct horse"));
    QVERIFY(!key.isEmpty());
    QVERIFY(m_sshd->authorize(key + QStringLiteral(".pub")));
    AuthOptions options = auth();
    options.keyFile = key;

    SshSession session;
    QSignalSpy asked(&session, &SshSession::passphraseRequired);
    QSignalSpy connected(&session, &SshSession::connected);
    session.connectToHost(node(), options);
    QVERIFY(asked.wait(20000));
    QCOMPARE(connected.count(), 0);
    session.providePassphrase(QStringLiteral("correct horse"));
    QVERIFY(connected.wait(20000));
}

void TestSshSession::keyPairIsMadeOnceAndWorks()
{
    SKIP_WITHOUT_SSHD();
    const QString dir = m_dir.filePath(QStringLiteral("appdata/ssh"));
    const auto made = KeyPair::loadOrCreate(dir);
    QVERIFY2(made.has_value(), made ? "" : qPrintable(made.error().message));

    QCOMPARE(modeOf(dir), 0700);
    QCOMPARE(modeOf(made->privateKeyPath()), 0600);
    const QRegularExpression line(QStringLiteral("^ssh-ed25519 AAAA[A-Za-z0-9+/]+=* tandem@\\S+$"));
    QVERIFY2(line.match(QString::fromLatin1(made->publicKeyLine())).hasMatch(),
             made->publicKeyLine().constData());
    QCOMPARE(made->fingerprint(), TestSshd::fingerprintOf(made->publicKeyPath()));

    // OpenSSH reads the private key libssh wrote and derives the same public key.
    const QByteArray derived
        = TestSshd::exec(QStringLiteral("ssh-keygen"),
                         {QStringLiteral("-y"), QStringLiteral("-f"), made->privateKeyPath()});
    QCOMPARE(derived.split(' ').value(1).trimmed(), made->publicKeyLine().split(' ').value(1));

    const auto again = KeyPair::loadOrCreate(dir);
    QVERIFY(again.has_value());
    QCOMPARE(again->publicKeyLine(), made->publicKeyLine()); // made once, not regenerated

    QVERIFY(m_sshd->authorize(made->publicKeyPath()));
    AuthOptions options = auth();
    options.keyFile = made->privateKeyPath();
    QVERIFY(connectSession(options));
}

void TestSshSession::linesStreamBeforeTheEnd()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    // The command holds after its first line until the test creates a flag file (same
    // machine), so "first arrived while the command was still running" is proven by
    // ordering, not by timing.
    const QString flag = m_dir.filePath(QStringLiteral("stream-flag"));
    RemoteCommand cmd({"sh",
                       "-c",
                       "echo first; while [ ! -e \"$1\" ]; do sleep 0.05; done; "
                       "echo second; printf partial",
                       "sh",
                       flag.toUtf8()});
    Outcome outcome;
    const quint64 id = session->run(cmd);
    Collector collector(*session, id, outcome);
    QTRY_VERIFY_WITH_TIMEOUT(!outcome.out.isEmpty(), 20000);
    QCOMPARE(outcome.out, QList<QByteArray>{"first"});
    QVERIFY(!outcome.done());

    QFile flagFile(flag);
    QVERIFY(flagFile.open(QIODevice::WriteOnly));
    flagFile.close();
    QTRY_VERIFY_WITH_TIMEOUT(outcome.done(), 20000);
    QCOMPARE(outcome.out, (QList<QByteArray>{"first", "second", "partial"}));
    QCOMPARE(outcome.exitStatus, 0);
    QCOMPARE(outcome.events,
             (QStringList{QStringLiteral("out"),
                          QStringLiteral("out"),
                          QStringLiteral("out"),
                          QStringLiteral("finished")}));
}

void TestSshSession::stderrIsSeparateAndMarkerHidden()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    const Outcome o
        = runAndWait(*session, RemoteCommand({"sh", "-c", "echo out; echo err >&2; echo out2"}));
    QVERIFY(o.done());
    QCOMPARE(o.out, (QList<QByteArray>{"out", "out2"}));
    QCOMPARE(o.err, QList<QByteArray>{"err"}); // the process-group marker is not shown
    QCOMPARE(o.exitStatus, 0);
}

void TestSshSession::exitStatusIsPropagated()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    Outcome o = runAndWait(*session, RemoteCommand({"sh", "-c", "exit 3"}));
    QCOMPARE(o.exitStatus, 3);
    QVERIFY(!o.error);
    // A plain 127 without a "not found" message is a result, not a missing program.
    o = runAndWait(*session, RemoteCommand({"sh", "-c", "exit 127"}));
    QCOMPARE(o.exitStatus, 127);
}

void TestSshSession::missingProgramIsNamed()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    Outcome o = runAndWait(*session, RemoteCommand({"tandem-no-such-tool", "--version"}));
    QVERIFY2(o.error, qPrintable(describe(o)));
    QVERIFY2(o.error->message.contains(
                 QStringLiteral("'tandem-no-such-tool' is not installed on test-sshd")),
             qPrintable(o.error->message));
    QVERIFY(!o.exitStatus);

    o = runAndWait(*session, RemoteCommand({"sh", "-c", "ibdev2netdev-missing-here -v"}));
    QVERIFY(o.error);
    QVERIFY2(o.error->message.contains(QStringLiteral("'ibdev2netdev-missing-here'")),
             qPrintable(o.error->message));
}

void TestSshSession::hostileArgumentsRoundTrip()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    QByteArray binary;
    for (int c = 1; c < 256; ++c)
        binary += char(c);
    const QList<QByteArray> hostile{"",
                                    "a b",
                                    "it's",
                                    "\"q\"",
                                    "$(touch /tmp/tandem-pwned)",
                                    "`id`",
                                    "a;b|c&d",
                                    "x\ny\n",
                                    "*",
                                    "-rf",
                                    "--",
                                    "\xff\xfe",
                                    "~ #",
                                    binary};
    // The remote printf writes each argument NUL-terminated; od turns that into text lines.
    QList<QByteArray> argv{"sh", "-c", "printf '%s\\0' \"$@\" | od -An -v -tx1", "sh"};
    argv += hostile;
    const Outcome o = runAndWait(*session, RemoteCommand(argv));
    QCOMPARE(o.exitStatus, 0);
    QByteArray hex;
    for (const QByteArray &line : o.out)
        hex += line;
    hex.replace(' ', QByteArray());
    QCOMPARE(QByteArray::fromHex(hex), nulJoined(hostile));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/tmp/tandem-pwned")));
}

void TestSshSession::timeoutEndsRemoteProcess()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    const QString token = uniqueToken();
    RemoteCommand cmd({"sh", "-c", "sleep \"$1\"; echo never", "sh", token.toUtf8()});
    cmd.setTimeout(1500ms);
    const Outcome o = runAndWait(*session, cmd);
    QVERIFY(o.error);
    QVERIFY2(o.error->message.contains(QStringLiteral("did not finish within 1.5 seconds")),
             qPrintable(o.error->message));
    QVERIFY(o.out.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!processRunning(QStringLiteral("sleep ") + token), 5000);
}

void TestSshSession::cancelEndsRemoteProcessGroup()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    const QString token = uniqueToken();
    // A background child as well: the whole process group must go, not just the shell.
    RemoteCommand cmd({"sh", "-c", "sleep \"$1\" & sleep \"$1\"; wait", "sh", token.toUtf8()});
    Outcome outcome;
    const quint64 id = session->run(cmd);
    Collector collector(*session, id, outcome);
    const QString pattern = QStringLiteral("sleep ") + token;
    QTRY_VERIFY_WITH_TIMEOUT(processRunning(pattern), 20000);

    session->cancel(id);
    QTRY_VERIFY_WITH_TIMEOUT(outcome.done(), 20000);
    QVERIFY(outcome.error);
    QVERIFY2(outcome.error->message.contains(QStringLiteral("Cancelled")),
             qPrintable(outcome.error->message));
    QTRY_VERIFY_WITH_TIMEOUT(!processRunning(pattern), 5000);

    // The session is still usable afterwards.
    QCOMPARE(runAndWait(*session, RemoteCommand({"true"})).exitStatus, 0);
}

void TestSshSession::uploadIsAtomicWithMode()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    const QString folder = m_dir.filePath(QStringLiteral("upload"));
    QVERIFY(QDir().mkpath(folder));
    const QString target = folder + QStringLiteral("/40-cx7.yaml");

    QByteArray content("network:\n  version: 2\n");
    content += QByteArray("\0\xff\xfe binary tail", 16);
    QSignalSpy done(session.get(), &SshSession::uploadFinished);
    QSignalSpy failed(session.get(), &SshSession::commandFailed);
    const quint64 id = session->upload(content, target, 0600);
    QVERIFY(done.wait(20000));
    QCOMPARE(done.first().first().value<quint64>(), id);
    QCOMPARE(failed.count(), 0);
    QFile file(target);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), content);
    file.close();
    QCOMPARE(modeOf(target), 0600);

    // Overwriting replaces the content and mode and leaves no temporary file behind.
    const QByteArray second("network: {version: 2}\n");
    session->upload(second, target, 0644);
    QVERIFY(done.wait(20000));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), second);
    QCOMPARE(modeOf(target), 0644);
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("40-cx7.yaml")});
}

void TestSshSession::uploadIntoMissingFolderFails()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    QSignalSpy failed(session.get(), &SshSession::commandFailed);
    const quint64 id = session->upload("x", m_dir.filePath(QStringLiteral("nope/file")), 0600);
    QVERIFY(failed.wait(20000));
    QCOMPARE(failed.first().first().value<quint64>(), id);
    const QString message = failed.first().at(1).value<Error>().message;
    QVERIFY2(message.contains(QStringLiteral("does not exist")), qPrintable(message));
}

void TestSshSession::installPublicKeyIsIdempotent()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    // HOME points into the temporary folder so the real ~/.ssh is never touched.
    const QString home = m_dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home + QStringLiteral("/.ssh")));
    const QString keys = home + QStringLiteral("/.ssh/authorized_keys");
    {
        QFile existing(keys);
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.write("ssh-ed25519 AAAAexisting other@host"); // no final newline
    }
    const QByteArray line = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForTests tandem@test";
    auto cmd = SshSession::installPublicKeyCommand(line + "\n");
    QVERIFY(cmd.has_value());
    QVERIFY(!cmd->commandLine().contains("\nssh-ed25519")); // passed as an argument, quoted
    QVERIFY(cmd->addEnvironment("HOME", home.toUtf8()).has_value());

    for (int round = 0; round < 2; ++round) {
        const Outcome o = runAndWait(*session, *cmd);
        QVERIFY2(o.exitStatus == 0, qPrintable(describe(o)));
    }
    QFile file(keys);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), "ssh-ed25519 AAAAexisting other@host\n" + line + "\n");
    QCOMPARE(modeOf(keys), 0600);
    QCOMPARE(modeOf(home + QStringLiteral("/.ssh")), 0700);

    QVERIFY(!SshSession::installPublicKeyCommand("not a key").has_value());
    QVERIFY(!SshSession::installPublicKeyCommand("ssh-ed25519 AAAA x\nssh-rsa BBBB y").has_value());
}

void TestSshSession::runWithoutConnectionFails()
{
    SshSession session;
    Outcome o;
    const quint64 id = session.run(RemoteCommand({"true"}));
    Collector collector(session, id, o);
    QTRY_VERIFY_WITH_TIMEOUT(o.done(), 5000);
    QVERIFY(o.error);
    QVERIFY(o.error->message.contains(QStringLiteral("Not connected")));
}

// The node's end of an idle session goes away (a reboot, sshd restarted): the session says so
// without waiting for the next command, so the Devices page can turn the node red at once.
void TestSshSession::anIdleSessionThatDropsSaysSo()
{
    SKIP_WITHOUT_SSHD();
    auto session = connectSession(auth());
    QVERIFY(session);
    QSignalSpy disconnected(session.get(), &SshSession::disconnected);
    // Ends this session's own sshd process, found by walking up from the shell, a second after
    // the command has returned: the session is idle when it drops.
    const QByteArray script
        = "p=$$; while [ \"$p\" -gt 1 ]; do "
          "case $(cat /proc/$p/comm) in sshd*) (sleep 1; kill -TERM \"$p\") >/dev/null 2>&1 & "
          "exit 0;; esac; "
          "p=$(cut -d' ' -f4 /proc/$p/stat); done; exit 1";
    const Outcome o = runAndWait(*session, RemoteCommand({"sh", "-c", script}));
    QVERIFY2(o.exitStatus == 0, o.err.join('\n').constData());
    QVERIFY(disconnected.wait(10000));
    // A command after it fails at once, with the reason.
    Outcome after = runAndWait(*session, RemoteCommand({"true"}), 5000);
    QVERIFY(after.error);
}

void TestSshSession::refusedOptionIsNamed_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<int>("timeout");
    QTest::addColumn<QStringList>("needles"); // all in the message

    // What libssh 0.10 refuses (ssh_options_set fails) or would silently bend; each fails
    // before any packet is sent, so no sshd is needed.
    QTest::newRow("host with an underscore") << "spark_1" << 22 << 10
                                             << QStringList{QStringLiteral("SSH option host"),
                                                            QStringLiteral("\"spark_1\""),
                                                            QStringLiteral("libssh refused it"),
                                                            QStringLiteral("IP address")};
    QTest::newRow("host with a port") << "spark-1:22" << 22 << 10
                                      << QStringList{QStringLiteral("SSH option host"),
                                                     QStringLiteral("\"spark-1:22\""),
                                                     QStringLiteral("libssh refused it")};
    QTest::newRow("empty host") << "" << 22 << 10
                                << QStringList{QStringLiteral("SSH option host"),
                                               QStringLiteral("\"\"")};
    QTest::newRow("negative timeout")
        << "127.0.0.1" << 22 << -1
        << QStringList{QStringLiteral("SSH option timeout"),
                       QStringLiteral("\"-1\""),
                       QStringLiteral("Invalid argument in ssh_options_set")};
    QTest::newRow("port 0") << "127.0.0.1" << 0 << 10
                            << QStringList{QStringLiteral("0 is not an SSH port"),
                                           QStringLiteral("1 to 65535")};
    // libssh would keep 65558 & 0xffff, port 22: a connection to another port than asked.
    QTest::newRow("port past 65535")
        << "127.0.0.1" << 65558 << 10 << QStringList{QStringLiteral("65558 is not an SSH port")};
}

void TestSshSession::refusedOptionIsNamed()
{
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(int, timeout);
    QFETCH(QStringList, needles);

    NodeAddress node;
    node.name = QStringLiteral("bad-option");
    node.host = host;
    node.port = port;
    node.user = QStringLiteral("tandem");
    AuthOptions options;
    options.useAgent = false;
    options.knownHostsPath = m_dir.filePath(QStringLiteral("known_hosts_options"));
    options.connectTimeoutSeconds = timeout;

    SshSession session;
    QSignalSpy failed(&session, &SshSession::failed);
    QSignalSpy connected(&session, &SshSession::connected);
    session.connectToHost(node, options);
    QVERIFY(failed.wait(5000));
    const QString message = failed.first().first().value<Error>().message;
    for (const QString &needle : std::as_const(needles))
        QVERIFY2(message.contains(needle), qPrintable(message));
    QCOMPARE(connected.count(), 0);
}

void TestSshSession::labPasswordAndSudo()
{
    const QString statePath = qEnvironmentVariable("TANDEM_LAB_STATE");
    if (statePath.isEmpty())
        QSKIP("TANDEM_LAB_STATE is not set: password login and sudo need the lab's real users");
    QFile stateFile(statePath);
    if (!stateFile.open(QIODevice::ReadOnly))
        QSKIP(qPrintable(QStringLiteral("cannot read the lab state %1").arg(statePath)));
    const QJsonObject lab = QJsonDocument::fromJson(stateFile.readAll()).object();
    const QJsonObject first = lab.value(QStringLiteral("nodes")).toArray().first().toObject();
    if (first.isEmpty())
        QSKIP("the lab state lists no nodes");

    NodeAddress n;
    n.name = first.value(QStringLiteral("hostname")).toString();
    n.host = first.value(QStringLiteral("mgmt_address")).toString();
    n.port = first.value(QStringLiteral("ssh_port")).toInt(22);
    n.user = first.value(QStringLiteral("user")).toString();
    n.hostKeySha256 = first.value(QStringLiteral("host_key_fingerprint")).toString();
    const QString password = first.value(QStringLiteral("password")).toString();

    AuthOptions options;
    options.useAgent = false;
    options.password = password;
    options.knownHostsPath = m_dir.filePath(QStringLiteral("kh_lab"));
    SshSession session;
    QSignalSpy connected(&session, &SshSession::connected);
    QSignalSpy failed(&session, &SshSession::failed);
    session.connectToHost(n, options);
    QVERIFY2(connected.wait(30000),
             failed.isEmpty() ? "no answer"
                              : qPrintable(failed.first().first().value<Error>().message));

    RemoteCommand sudo({"id", "-u"});
    sudo.setSudo(true, password.toUtf8());
    Outcome o = runAndWait(session, sudo);
    QCOMPARE(o.exitStatus, 0);
    QCOMPARE(o.out, QList<QByteArray>{"0"});

    // What a command under sudo reads on stdin is exactly what Tandem sent: `sudo tee` writes
    // the data into the file and never the password line in front of it.
    const QByteArray file = "/tmp/tandem-sudo-" + uniqueToken().toUtf8();
    RemoteCommand tee({"tee", file});
    tee.setSudo(true, password.toUtf8());
    tee.setStdinData("network:\n  version: 2\n");
    o = runAndWait(session, tee);
    QCOMPARE(o.exitStatus, 0);
    o = runAndWait(session, RemoteCommand({"cat", file}));
    QCOMPARE(o.out, (QList<QByteArray>{"network:", "  version: 2"}));
    RemoteCommand remove({"rm", "-f", file});
    remove.setSudo(true, password.toUtf8());
    QCOMPARE(runAndWait(session, remove).exitStatus, 0);

    RemoteCommand wrong({"id", "-u"});
    wrong.setSudo(true, "definitely-not-the-password");
    o = runAndWait(session, wrong);
    QVERIFY(o.error);
    QVERIFY2(o.error->message.contains(QStringLiteral("refused the password")),
             qPrintable(o.error->message));
}

QTEST_GUILESS_MAIN(TestSshSession)
#include "tst_sshsession.moc"
