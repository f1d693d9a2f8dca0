// SPDX-License-Identifier: GPL-3.0-or-later
// What a command prints arrives whole over a real SSH connection (a throwaway sshd on
// loopback): a line of megabytes is never split, and output over RemoteCommand::kMaxOutputBytes
// stops the command with an error naming the node and the cap.
#include "remote/sshnoderunner.h"
#include "ssh/remotecommand.h"
#include "testsshd.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

using namespace Tandem;

namespace {

// Printable, no newline: what `ip -j` or base64 -w0 print on one line.
QByteArray oneLine(const QByteArray &kind, qsizetype size)
{
    QByteArray raw(size * 3 / 4 + 3, Qt::Uninitialized);
    auto *gen = QRandomGenerator::global();
    for (char &c : raw)
        c = char(gen->bounded(256));
    QByteArray line = raw.toBase64();
    if (kind == "json") {
        // [{"ifname":"…","data":"…"},…] without spaces, as ip -j prints it.
        QByteArray json = "[";
        for (qsizetype at = 0; at < line.size(); at += 1000) {
            if (json.size() > 1)
                json += ',';
            json += "{\"ifname\":\"enp1s0f0np0\",\"data\":\"" + line.mid(at, 1000) + "\"}";
        }
        line = json + ']';
    }
    return line.left(size);
}

} // namespace

class TestSshOutput final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void longLineArrivesWhole_data();
    void longLineArrivesWhole();
    void lineMadeOnTheNodeArrivesWhole_data();
    void lineMadeOnTheNodeArrivesWhole();
    void streamedLongLineArrivesWhole();
    void outputOverTheCapIsAnError_data();
    void outputOverTheCapIsAnError();

private:
    std::unique_ptr<SshNodeRunner> connectRunner();
    CommandResult runAndWait(SshNodeRunner &runner, const RemoteCommand &command);

    QTemporaryDir m_dir;
    std::unique_ptr<TestSshd> m_sshd;
    QString m_skipReason;
    QJsonObject m_lab; // the lab node, when run in the lab
    QString m_nodeName;
};

#define SKIP_WITHOUT_SSHD()                                                                        \
    do {                                                                                           \
        if (m_lab.isEmpty() && !m_skipReason.isEmpty())                                            \
            QSKIP(qPrintable(QStringLiteral("no test sshd: ") + m_skipReason));                    \
    } while (false)

void TestSshOutput::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // Under tests/integration/with_lab.sh: the same tests against the lab's real sshd.
    if (const QString statePath = qEnvironmentVariable("TANDEM_LAB_STATE"); !statePath.isEmpty()) {
        QFile state(statePath);
        QVERIFY2(state.open(QIODevice::ReadOnly), qPrintable(statePath));
        m_lab = QJsonDocument::fromJson(state.readAll())
                    .object()
                    .value(QStringLiteral("nodes"))
                    .toArray()
                    .first()
                    .toObject();
        QVERIFY2(!m_lab.isEmpty(), "the lab state lists no nodes");
        return;
    }
    m_sshd = std::make_unique<TestSshd>(m_dir.path());
    m_skipReason = m_sshd->prepare();
    if (m_skipReason.isEmpty())
        m_skipReason = m_sshd->start(TestSshd::freePort(), m_sshd->hostKey);
}

void TestSshOutput::cleanupTestCase()
{
    m_sshd.reset();
}

std::unique_ptr<SshNodeRunner> TestSshOutput::connectRunner()
{
    NodeAddress node;
    Credentials credentials;
    credentials.useAgent = false;
    credentials.knownHostsPath = m_dir.filePath(QStringLiteral("known_hosts"));
    credentials.acceptNewHostKeys = true;
    if (m_lab.isEmpty()) {
        node.name = QStringLiteral("spark-loop");
        node.host = QStringLiteral("127.0.0.1");
        node.port = m_sshd->port;
        node.user = m_sshd->user;
        credentials.keyFile = m_sshd->clientKey;
    } else {
        // The lab's first node (tests/lab/tandem-lab), by password, as a user logs in.
        node.name = m_lab.value(QStringLiteral("hostname")).toString();
        node.host = m_lab.value(QStringLiteral("mgmt_address")).toString();
        node.port = m_lab.value(QStringLiteral("ssh_port")).toInt(22);
        node.user = m_lab.value(QStringLiteral("user")).toString();
        credentials.password = m_lab.value(QStringLiteral("password")).toString().toUtf8();
    }
    m_nodeName = node.name;
    auto runner = std::make_unique<SshNodeRunner>(node, credentials);
    QSignalSpy opened(runner.get(), &NodeRunner::opened);
    runner->open();
    if (!opened.wait(20000))
        return nullptr;
    return runner;
}

CommandResult TestSshOutput::runAndWait(SshNodeRunner &runner, const RemoteCommand &command)
{
    std::optional<CommandResult> result;
    QObject context;
    runner.run(command, &context, [&result](const CommandResult &r) { result = r; });
    QDeadlineTimer deadline(120000);
    while (!result && !deadline.hasExpired())
        QTest::qWait(10);
    if (!result) {
        CommandResult none;
        none.error = Error{QStringLiteral("no answer within 120 s")};
        return none;
    }
    return *result;
}

void TestSshOutput::longLineArrivesWhole_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<qsizetype>("size");
    QTest::newRow("ip -j JSON, 3 MiB") << QByteArray("json") << qsizetype(3 << 20);
    QTest::newRow("base64, 8 MiB") << QByteArray("base64") << qsizetype(8 << 20);
    QTest::newRow("base64, 64 KiB + 1") << QByteArray("base64") << qsizetype((64 << 10) + 1);
}

void TestSshOutput::longLineArrivesWhole()
{
    SKIP_WITHOUT_SSHD();
    if (!m_lab.isEmpty())
        QSKIP("the lab node does not see this test's files: lineMadeOnTheNodeArrivesWhole");
    QFETCH(QByteArray, kind);
    QFETCH(qsizetype, size);
    const QByteArray line = oneLine(kind, size);
    QCOMPARE(line.size(), size);
    // The "node" is this machine: the command prints a file the test wrote, with one line
    // before and after it so that the neighbours are checked too.
    const QByteArray printed = "before\n" + line + "\nafter\n";
    const QString path = m_dir.filePath(QStringLiteral("line-") + QString::fromLatin1(kind));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(printed), printed.size());
    file.close();

    auto runner = connectRunner();
    QVERIFY(runner);
    const CommandResult result = runAndWait(*runner, RemoteCommand({"cat", path.toUtf8()}));
    QVERIFY2(result.ok(), qPrintable(result.errorText()));
    QCOMPARE(result.out.size(), printed.size());
    QVERIFY(result.out == printed); // byte-identical; QCOMPARE would print megabytes
}

void TestSshOutput::lineMadeOnTheNodeArrivesWhole_data()
{
    QTest::addColumn<QByteArray>("wrap"); // printf formats around the base64
    QTest::addColumn<int>("rawBytes");
    QTest::newRow("base64 -w0, 6 MiB of it") << QByteArray("%s") << (9 << 19);
    QTest::newRow("JSON of 2 MiB")
        << QByteArray("[{\"ifname\":\"enp1s0f1np1\",\"data\":\"%s\"}]") << (3 << 19);
}

void TestSshOutput::lineMadeOnTheNodeArrivesWhole()
{
    SKIP_WITHOUT_SSHD();
    QFETCH(QByteArray, wrap);
    QFETCH(int, rawBytes);
    auto runner = connectRunner();
    QVERIFY(runner);
    // The node makes one long line, prints its sha256 and then the line itself: what arrives
    // must hash the same.
    const QByteArray script
        = "f=$(mktemp) || exit 1; trap 'rm -f \"$f\"' EXIT\n"
          "printf \"$1\" \"$(head -c \"$2\" /dev/urandom | base64 -w0)\" > \"$f\"\n"
          "sha256sum < \"$f\" | cut -d' ' -f1\n"
          "cat \"$f\"; echo\n";
    const CommandResult result = runAndWait(
        *runner, RemoteCommand({"sh", "-c", script, "sh", wrap, QByteArray::number(rawBytes)}));
    QVERIFY2(result.ok(), qPrintable(result.errorText()));
    const qsizetype firstNewline = result.out.indexOf('\n');
    QVERIFY(firstNewline == 64);
    const QByteArray hash = result.out.left(firstNewline);
    QByteArray line = result.out.mid(firstNewline + 1);
    QVERIFY(line.endsWith('\n'));
    line.chop(1);
    QVERIFY(!line.contains('\n'));
    QVERIFY2(line.size() > rawBytes, qPrintable(QString::number(line.size())));
    QCOMPARE(QCryptographicHash::hash(line, QCryptographicHash::Sha256).toHex(), hash);
}

void TestSshOutput::streamedLongLineArrivesWhole()
{
    SKIP_WITHOUT_SSHD();
    auto runner = connectRunner();
    QVERIFY(runner);
    // 70 lines of 1 MiB, more than the cap in all: a streamed command's lines are consumed as
    // they come, so only each line is held to the cap.
    const QByteArray script = "i=0; while [ $i -lt 70 ]; do head -c 1048576 /dev/zero | tr "
                              "'\\0' x; echo; i=$((i+1)); done";
    QList<qsizetype> sizes;
    std::optional<CommandResult> result;
    QObject context;
    runner->runStreaming(
        RemoteCommand({"sh", "-c", script}),
        &context,
        [&sizes](const QByteArray &l) { sizes << l.size(); },
        [&result](const CommandResult &r) { result = r; });
    QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 120000);
    QVERIFY2(result->ok(), qPrintable(result->errorText()));
    QCOMPARE(sizes.size(), 70);
    for (const qsizetype s : std::as_const(sizes))
        QCOMPARE(s, qsizetype(1 << 20));
    QVERIFY(result->out.size() <= SshNodeRunner::maxStreamedKept + (1 << 20) + 1);
}

void TestSshOutput::outputOverTheCapIsAnError_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("what");
    const QByteArray over = QByteArray::number(RemoteCommand::kMaxOutputBytes + 4096);
    QTest::newRow("one line over the cap")
        << QByteArray("head -c " + over + " /dev/zero | tr '\\0' x") << QStringLiteral("a line");
    QTest::newRow("many lines over the cap")
        << QByteArray("yes \"$(printf %4000s)\" | head -c " + over) << QStringLiteral("more than");
    QTest::newRow("over the cap on stderr")
        << QByteArray("yes \"$(printf %4000s)\" | head -c " + over + " >&2")
        << QStringLiteral("more than");
}

void TestSshOutput::outputOverTheCapIsAnError()
{
    SKIP_WITHOUT_SSHD();
    QFETCH(QByteArray, script);
    QFETCH(QString, what);
    auto runner = connectRunner();
    QVERIFY(runner);
    const CommandResult result = runAndWait(*runner, RemoteCommand({"sh", "-c", script}));
    QVERIFY(result.error);
    const QString message = result.error->message;
    QVERIFY2(message.contains(m_nodeName), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("64 MiB")), qPrintable(message));
    QVERIFY2(message.contains(what), qPrintable(message));
    QVERIFY(result.out.size() + result.err.size() <= RemoteCommand::kMaxOutputBytes);
    // The connection is still good for the next command.
    const CommandResult next = runAndWait(*runner, RemoteCommand({"echo", "still here"}));
    QCOMPARE(next.out, QByteArray("still here\n"));
}

QTEST_GUILESS_MAIN(TestSshOutput)
#include "tst_sshoutput.moc"
