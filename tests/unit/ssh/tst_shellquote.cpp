// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/remotecommand.h"
#include "ssh/shellquote.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace std::chrono_literals;

namespace {

// Runs `script` with the real /bin/sh, fed on stdin so that every byte (also non-UTF-8)
// reaches the shell exactly as a remote sshd would hand it over.
QByteArray runSh(const QByteArray &script)
{
    QProcess sh;
    sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-s")});
    if (!sh.waitForStarted())
        return QByteArrayLiteral("<sh did not start>");
    sh.write(script + '\n');
    sh.closeWriteChannel();
    if (!sh.waitForFinished(10000))
        return QByteArrayLiteral("<sh did not finish>");
    return sh.readAllStandardOutput();
}

QByteArray nulJoined(const QList<QByteArray> &args)
{
    QByteArray out;
    for (const QByteArray &a : args)
        out += a + '\0';
    return out;
}

} // namespace

class TestShellQuote final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quoting_data();
    void quoting();
    void roundTrip_data();
    void roundTrip();
    void joinRoundTrip();
    void sudoKeepsPasswordOffTheCommandLine();
    void sudoNeverHandsThePasswordToTheCommand_data();
    void sudoNeverHandsThePasswordToTheCommand();
    void environmentIsQuotedAndChecked();
    void emptyCommand();
};

void TestShellQuote::quoting_data()
{
    QTest::addColumn<QByteArray>("arg");
    QTest::addColumn<QByteArray>("quoted");

    QTest::newRow("safe word") << QByteArray("enp1s0f0np0") << QByteArray("enp1s0f0np0");
    QTest::newRow("safe punctuation")
        << QByteArray("a-b_c@d%e+f=g:h,i./j") << QByteArray("a-b_c@d%e+f=g:h,i./j");
    QTest::newRow("empty") << QByteArray() << QByteArray("''");
    QTest::newRow("space") << QByteArray("a b") << QByteArray("'a b'");
    QTest::newRow("single quote") << QByteArray("it's") << QByteArray("'it'\\''s'");
    QTest::newRow("only a quote") << QByteArray("'") << QByteArray("''\\'''");
    QTest::newRow("dollar") << QByteArray("$HOME") << QByteArray("'$HOME'");
}

void TestShellQuote::quoting()
{
    QFETCH(QByteArray, arg);
    QFETCH(QByteArray, quoted);
    QCOMPARE(shellQuote(arg), quoted);
}

void TestShellQuote::roundTrip_data()
{
    QTest::addColumn<QByteArray>("arg");

    QTest::newRow("spaces") << QByteArray("two  spaces and\ttab");
    QTest::newRow("single quotes") << QByteArray("'quoted' and 'more''");
    QTest::newRow("double quotes") << QByteArray("say \"hi\" \"");
    QTest::newRow("command substitution") << QByteArray("$(touch /tmp/tandem-pwned)");
    QTest::newRow("backticks") << QByteArray("`id` and `uname -a`");
    QTest::newRow("semicolon") << QByteArray("a; rm -rf /nonexistent");
    QTest::newRow("pipe") << QByteArray("a | cat /etc/shadow");
    QTest::newRow("ampersand") << QByteArray("a && b || c &");
    QTest::newRow("newlines") << QByteArray("line1\nline2\n\n");
    QTest::newRow("glob") << QByteArray("*");
    QTest::newRow("glob path") << QByteArray("/etc/*.conf ?x [ab]");
    QTest::newRow("leading dash") << QByteArray("-rf");
    QTest::newRow("double dash") << QByteArray("--");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("backslashes") << QByteArray("\\n \\' \\\\");
    QTest::newRow("redirections") << QByteArray("> /tmp/x < /etc/passwd 2>&1");
    QTest::newRow("tilde and hash") << QByteArray("~root #comment");
    QTest::newRow("variables") << QByteArray("${IFS}$0$@$*$$");
    QTest::newRow("history bang") << QByteArray("!! !$");
    QTest::newRow("non-utf8") << QByteArray("\xff\xfe bytes \xc3(");
    QByteArray binary;
    for (int c = 1; c < 256; ++c)
        binary += char(c);
    QTest::newRow("all bytes but NUL") << binary;
    QTest::newRow("utf8") << QByteArray("日本語 中文 ünïcödé");
}

void TestShellQuote::roundTrip()
{
    QFETCH(QByteArray, arg);
    const QByteArray out = runSh("printf '%s\\0' " + shellQuote(arg));
    QCOMPARE(out, nulJoined({arg}));
}

void TestShellQuote::joinRoundTrip()
{
    const QList<QByteArray> argv{"", "-n", "a b", "'", "\"", "$(id)", "\xff\xfe", "x\ny", "*"};
    const QByteArray out = runSh("printf '%s\\0' " + shellJoin(argv));
    QCOMPARE(out, nulJoined(argv));
}

void TestShellQuote::sudoKeepsPasswordOffTheCommandLine()
{
    const QByteArray password("s3cret 'pw' $(x)");
    RemoteCommand cmd({"netplan", "apply"});
    cmd.setSudo(true, password);
    cmd.setStdinData("payload");

    QVERIFY(cmd.commandLine().endsWith("tandem-sudo netplan apply"));
    QVERIFY(cmd.commandLine().contains("sudo -S -p"));
    QVERIFY(cmd.commandLine().contains("sudo -n --"));
    QVERIFY(!cmd.commandLine().contains(password));
    QVERIFY(!cmd.displayString().contains(QString::fromUtf8(password)));
    QVERIFY(!cmd.displayString().contains(QStringLiteral("s3cret")));
    QCOMPARE(cmd.stdinPayload(), password + "\npayload");

    cmd.clearSecrets();
    QVERIFY(!cmd.hasSudoPassword());
    QCOMPARE(cmd.stdinPayload(), QByteArray("\npayload"));
}

void TestShellQuote::sudoNeverHandsThePasswordToTheCommand_data()
{
    QTest::addColumn<QByteArray>("fakeSudo");
    QTest::addColumn<QByteArray>("expected");
    // A sudo that checks the password it reads on -v, as the real one does.
    QTest::newRow("asks for the password")
        << QByteArray("#!/bin/sh\n"
                      "if [ \"$1\" = -S ]; then IFS= read -r pw; [ \"$pw\" = 'pw line' ] || { echo "
                      "'Sorry, try again.' >&2; exit 1; }; exit 0; fi\n"
                      "[ \"$1\" = -n ] && shift 2 && exec \"$@\"\n")
        << QByteArray("data from Tandem\n");
    // NOPASSWD: -v succeeds without reading anything; the password line must not leak on.
    QTest::newRow("NOPASSWD") << QByteArray(
        "#!/bin/sh\n[ \"$1\" = -S ] && exit 0\n[ \"$1\" = -n ] && shift 2 && exec \"$@\"\n")
                              << QByteArray("data from Tandem\n");
}

// Runs the exact command line Tandem sends, against a stand-in `sudo` on PATH, with `cat` as
// the command: what cat prints is what a `sudo tee FILE` would write into the file.
void TestShellQuote::sudoNeverHandsThePasswordToTheCommand()
{
    QFETCH(QByteArray, fakeSudo);
    QFETCH(QByteArray, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile sudo(dir.filePath(QStringLiteral("sudo")));
    QVERIFY(sudo.open(QIODevice::WriteOnly));
    sudo.write(fakeSudo);
    sudo.close();
    QVERIFY(sudo.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

    RemoteCommand cmd({"cat"});
    cmd.setSudo(true, "pw line");
    cmd.setStdinData("data from Tandem\n");
    QProcess sh;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), dir.path() + QStringLiteral(":/usr/bin:/bin"));
    sh.setProcessEnvironment(env);
    sh.start(QStringLiteral("/bin/sh"),
             {QStringLiteral("-c"), QString::fromUtf8(cmd.commandLine())});
    QVERIFY(sh.waitForStarted());
    sh.write(cmd.stdinPayload());
    sh.closeWriteChannel();
    QVERIFY(sh.waitForFinished(10000));
    QCOMPARE(sh.exitCode(), 0);
    QCOMPARE(sh.readAllStandardOutput(), expected);

    // A wrong password stops before the command runs, with sudo's own message.
    RemoteCommand wrong({"cat"});
    wrong.setSudo(true, "not it");
    wrong.setStdinData("data\n");
    sh.start(QStringLiteral("/bin/sh"),
             {QStringLiteral("-c"), QString::fromUtf8(wrong.commandLine())});
    QVERIFY(sh.waitForStarted());
    sh.write(wrong.stdinPayload());
    sh.closeWriteChannel();
    QVERIFY(sh.waitForFinished(10000));
    if (QTest::currentDataTag() == QByteArray("asks for the password")) {
        QCOMPARE(sh.exitCode(), 1);
        QVERIFY(sh.readAllStandardOutput().isEmpty());
        QVERIFY(sh.readAllStandardError().contains("Sorry, try again."));
    }
}

void TestShellQuote::environmentIsQuotedAndChecked()
{
    RemoteCommand cmd({"sh", "-c", "printf '%s\\0' \"$TANDEM_X\" \"$@\"", "sh", "a b", "$(id)"});
    QVERIFY(cmd.addEnvironment("TANDEM_X", "v; `id` 'q'\n").has_value());
    QVERIFY(!cmd.addEnvironment("-i", "x").has_value());
    QVERIFY(!cmd.addEnvironment("1X", "x").has_value());
    QVERIFY(!cmd.addEnvironment("A=B", "x").has_value());
    QCOMPARE(cmd.environment().size(), 1);
    QVERIFY(cmd.commandLine().startsWith("env "));

    const QByteArray out = runSh(cmd.commandLine());
    QCOMPARE(out, nulJoined({"v; `id` 'q'\n", "a b", "$(id)"}));

    cmd.setSudo(true, "pw");
    QVERIFY(cmd.commandLine().contains(" tandem-sudo env 'TANDEM_X=v; "));
    cmd.setTimeout(1500ms);
    QCOMPARE(cmd.timeout(), 1500ms);
}

void TestShellQuote::emptyCommand()
{
    QCOMPARE(RemoteCommand().commandLine(), QByteArray());
    const auto cmd = RemoteCommand::fromStrings({QStringLiteral("echo"), QStringLiteral("日本")});
    QCOMPARE(cmd.commandLine(), QByteArray("echo '日本'"));
}

QTEST_GUILESS_MAIN(TestShellQuote)
#include "tst_shellquote.moc"
