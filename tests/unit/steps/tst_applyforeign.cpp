// SPDX-License-Identifier: GPL-3.0-or-later
// Apply and other tools' netplan files, read on the node just before the change: a file that
// also holds the management port and Wi-Fi loses only its ConnectX-7 entries (staged under its
// own name, installed by the confirm only if it is still what was backed up), its Wi-Fi
// password goes nowhere but the node, and a file Tandem cannot take apart stops the apply
// before any node is touched.
#include "applyfakes.h"

#include <QDir>
#include <QDirIterator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;
using namespace std::chrono_literals;

namespace {

const QByteArray wifiPassword = "wifi-SECRET-4711";
const QByteArray cloudInit = "# written by cloud-init's installer\n"
                             "network:\n"
                             "  version: 2\n"
                             "  ethernets:\n"
                             "    enP7s7:\n"
                             "      dhcp4: true\n"
                             "    enp1s0f1np1:   # the lower twin, from an old guide\n"
                             "      dhcp4: true\n"
                             "      mtu: 9000\n"
                             "  wifis:\n"
                             "    wlP9s9:\n"
                             "      dhcp4: true\n"
                             "      access-points:\n"
                             "        \"Home\":\n"
                             "          password: \""
                             + wifiPassword + "\"\n";
// The same bytes without the twin's three lines.
const QByteArray cloudInitAfter = "# written by cloud-init's installer\n"
                                  "network:\n"
                                  "  version: 2\n"
                                  "  ethernets:\n"
                                  "    enP7s7:\n"
                                  "      dhcp4: true\n"
                                  "  wifis:\n"
                                  "    wlP9s9:\n"
                                  "      dhcp4: true\n"
                                  "      access-points:\n"
                                  "        \"Home\":\n"
                                  "          password: \""
                                  + wifiPassword + "\"\n";
const QByteArray flowStyle = "network:\n  version: 2\n  ethernets: {enP7s7: {dhcp4: true}, "
                             "enp1s0f1np1: {dhcp4: true}}\n";
const QString cloudPath = QStringLiteral("/etc/netplan/50-cloud-init.yaml");

QByteArray sha(const QByteArray &bytes)
{
    return NodeBackup::sha256Hex(bytes).toLatin1();
}

// The node lists `files` in /etc/netplan; its backup finds `atBackup` for each one (a file
// changed between the two when they differ).
void serveFiles(Node &node,
                const QMap<QString, QByteArray> &files,
                const QMap<QString, QByteArray> &atBackup)
{
    node.override = [files, atBackup, &node](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("sh")) {
            QByteArray out;
            for (auto it = files.cbegin(); it != files.cend(); ++it)
                out += it.key().toUtf8() + ' ' + it.value().toBase64() + '\n';
            return ok(out);
        }
        if (n == QLatin1String("tandem-backup")) {
            const RemoteCommand &c = node.runner.received().last();
            QByteArray out;
            for (qsizetype i = 5; i < c.argv().size(); ++i) {
                const QString path = QString::fromUtf8(c.argv().at(i));
                const QByteArray index = QByteArray::number(i - 4);
                if (!atBackup.contains(path)) {
                    out += "absent " + index + '\n';
                    continue;
                }
                const QByteArray bytes = atBackup.value(path);
                out += "present " + index + ' ' + sha(bytes) + " root root 0 0 600\n"
                       + bytes.toBase64() + '\n';
            }
            return ok(out);
        }
        return std::nullopt;
    };
}

// Apply on the two nodes, reading their /etc/netplan first; `finished`: whether it ended
// within 5 s.
std::unique_ptr<ApplyStep> applyReading(Node &a, Node &b, bool *finished)
{
    auto step = makeStep(a, b);
    step->setReadFilesToMoveAside(true);
    QSignalSpy spy(step.get(), &ApplyStep::finished);
    step->start();
    *finished = spy.wait(5000);
    return step;
}

const RemoteCommand *findCommand(const Node &node, const char *name, const QByteArray &arg = {})
{
    for (const RemoteCommand &c : node.runner.received()) {
        if (nameOf(c) == QLatin1String(name) && (arg.isEmpty() || c.argv().contains(arg)))
            return &c;
    }
    return nullptr;
}

} // namespace

class TestApplyForeign final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }
    void sharedFileLosesOnlyTheTwin();
    void fileChangedSinceReadChangesNothing();
    void fileTandemCannotTakeApartStopsEveryNode();
};

void TestApplyForeign::sharedFileLosesOnlyTheTwin()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    serveFiles(a, {{cloudPath, cloudInit}}, {{cloudPath, cloudInit}});
    serveFiles(b, {}, {});
    bool finished = false;
    auto step = applyReading(a, b, &finished);
    QVERIFY(finished);
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::Confirmed);
    QCOMPARE(step->outcome(QStringLiteral("node2")), ApplyOutcome::Confirmed);

    const Check *read = find(step->checks(), QStringLiteral("node1"), "apply.read");
    QVERIFY(read && read->status == CheckStatus::Pass);
    QVERIFY2(read->detail.contains(
                 QLatin1String("taking enp1s0f1np1 out of /etc/netplan/50-cloud-init.yaml")),
             qPrintable(read->detail));

    // Staged under its own name with every byte but the twin's kept ...
    const RemoteCommand *staged = findCommand(a, "tandem-stage", "50-cloud-init.yaml");
    QVERIFY(staged);
    QCOMPARE(staged->stdinData().value_or(QByteArray()), cloudInitAfter);
    QVERIFY(staged->argv().contains(sha(cloudInitAfter)));
    // ... and installed only if /etc/netplan still holds what was backed up; nothing moved.
    const RemoteCommand *confirm = findCommand(a, "tandem-confirm");
    QVERIFY(confirm);
    const QList<QByteArray> args = confirm->argv().mid(7);
    const qsizetype at = args.indexOf("50-cloud-init.yaml");
    QVERIFY(at > 0);
    QCOMPARE(args.at(at - 1), QByteArray("install"));
    QCOMPARE(args.mid(at + 1, 2), (QList<QByteArray>{sha(cloudInitAfter), sha(cloudInit)}));
    const qsizetype own = args.indexOf("40-cx7.yaml");
    QCOMPARE(args.mid(own + 1, 2),
             (QList<QByteArray>{sha(yamlFor(QStringLiteral("node1"))), "absent"}));
    QVERIFY(!args.contains("aside"));

    // The manifest records it as rewritten, with what Tandem wrote: Restore puts it back.
    auto local
        = NodeBackup::loadLocal(QStringLiteral("node1"), step->runId(QStringLiteral("node1")));
    QVERIFY(!local); // it holds the Wi-Fi password: no copy on this computer
    QVERIFY2(local.error().message.contains(QLatin1String("holds secrets")),
             qPrintable(local.error().message));
    const QByteArray manifest = findCommand(a, "tandem-write:/var/lib/tandem/manifest.json")
                                    ->stdinData()
                                    .value_or(QByteArray());
    auto parsed = Manifest::fromJson(manifest);
    QVERIFY(parsed);
    bool rewritten = false;
    for (const BackupFile &f : parsed->runs.first().files) {
        if (f.path == cloudPath) {
            rewritten = f.role == BackupFile::Role::Rewritten
                        && f.sha256After == QString::fromLatin1(sha(cloudInitAfter))
                        && f.sha256 == QString::fromLatin1(sha(cloudInit));
        }
    }
    QVERIFY(rewritten);

    // The Wi-Fi password: in no argv, check, evidence or file on this computer.
    for (const RemoteCommand &c : a.runner.received()) {
        for (const QByteArray &arg : c.argv())
            QVERIFY(!arg.contains(wifiPassword));
    }
    for (const Check &c : step->checks()) {
        QVERIFY2(!c.detail.contains(QString::fromUtf8(wifiPassword)), qPrintable(c.id));
        for (const Evidence &e : c.evidence) {
            QVERIFY2(!e.output.contains(QString::fromUtf8(wifiPassword)), qPrintable(c.id));
            QVERIFY(!e.output.contains(QString::fromLatin1(wifiPassword.toBase64())));
        }
    }
    QDirIterator files(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                       QDir::Files,
                       QDirIterator::Subdirectories);
    int searched = 0;
    while (files.hasNext()) {
        QFile file(files.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains(wifiPassword), qPrintable(file.fileName()));
        ++searched;
    }
    QVERIFY(searched >= 2); // the index and Tandem's own file at least
}

void TestApplyForeign::fileChangedSinceReadChangesNothing()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    // Someone edits the file between Tandem's read and its backup.
    serveFiles(a, {{cloudPath, cloudInit}}, {{cloudPath, cloudInit + "# edited\n"}});
    serveFiles(b, {}, {});
    bool finished = false;
    auto step = applyReading(a, b, &finished);
    QVERIFY(finished);
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::NotChanged);
    const Check *backup = find(step->checks(), QStringLiteral("node1"), "apply.backup");
    QVERIFY2(backup->detail.contains(QLatin1String("changed after Tandem read it")),
             qPrintable(backup->detail));
    QVERIFY(!a.sequence().contains(QStringLiteral("tandem-arm")));
    QVERIFY(!a.sequence().contains(QStringLiteral("tandem-stage")));
    QVERIFY(a.sequence().contains(QStringLiteral("tandem-unlock")));
}

void TestApplyForeign::fileTandemCannotTakeApartStopsEveryNode()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    serveFiles(a, {{cloudPath, flowStyle}}, {{cloudPath, flowStyle}});
    serveFiles(b, {}, {});
    bool finished = false;
    auto step = applyReading(a, b, &finished);
    QVERIFY(finished);
    const Check *read = find(step->checks(), QStringLiteral("node1"), "apply.read");
    QVERIFY(read && read->status == CheckStatus::Fail);
    QVERIFY2(read->detail.contains(QLatin1String("flow style"))
                 && read->detail.contains(QLatin1String("Nothing was changed on any node")),
             qPrintable(read->detail));
    QVERIFY(!read->fix.isEmpty());
    const Check *other = find(step->checks(), QStringLiteral("node2"), "apply.read");
    QVERIFY(other && other->status == CheckStatus::Skipped);
    // Only the listing ran, on either node: no lock, no backup.
    QCOMPARE(a.sequence(), QStringList{QStringLiteral("sh")});
    QCOMPARE(b.sequence(), QStringList{QStringLiteral("sh")});
}

QTEST_GUILESS_MAIN(TestApplyForeign)
#include "tst_applyforeign.moc"
