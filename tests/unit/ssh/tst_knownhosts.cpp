// SPDX-License-Identifier: GPL-3.0-or-later
// Two Tandems at once lose no host key: processes adding different hosts to one known_hosts
// at the same moment all keep theirs; the default file's folder is private.
#include "datadirectory.h"
#include "resultcheck.h"
#include "ssh/knownhosts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <memory>
#include <vector>

#include <sys/stat.h>

using namespace Tandem;

namespace {

constexpr int kLinesPerProcess = 150;
constexpr char kChildVariable[] = "TST_KNOWNHOSTS_CHILD"; // "PATH PREFIX"

QByteArray lineFor(const QByteArray &prefix, int i)
{
    return prefix + '-' + QByteArray::number(i)
           + ".lab ssh-ed25519 "
             "AAAAC3NzaC1lZDI1NTE5AAAAIE0bQ8bwNexGxh6I1h1FMaaGEHn9w5Uoqw2JnmjkWb0d";
}

// The child: appends its lines one by one, as Tandem confirms hosts.
int childMain()
{
    const QList<QByteArray> parts = qgetenv(kChildVariable).split(' ');
    if (parts.size() != 2)
        return 2;
    const KnownHosts file(QFile::decodeName(parts.at(0)));
    for (int i = 0; i < kLinesPerProcess; ++i) {
        if (const auto added = file.appendLine(lineFor(parts.at(1), i)); !added) {
            std::fprintf(stderr, "%s\n", qPrintable(added.error().message));
            return 1;
        }
    }
    return 0;
}

} // namespace

class TestKnownHosts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void concurrentProcessesLoseNoHost_data();
    void concurrentProcessesLoseNoHost();
    void removeKeepsOtherHosts();
    void defaultFolderIsPrivate();
    void oversizedFileIsNotRewritten();
};

void TestKnownHosts::concurrentProcessesLoseNoHost_data()
{
    QTest::addColumn<int>("processes");
    QTest::newRow("two Tandems") << 2;
    QTest::newRow("four Tandems") << 4;
}

void TestKnownHosts::concurrentProcessesLoseNoHost()
{
    QFETCH(int, processes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("known_hosts"));
    std::vector<std::unique_ptr<QProcess>> children;
    for (int p = 0; p < processes; ++p) {
        auto child = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildVariable), path + QStringLiteral(" spark%1").arg(p));
        child->setProcessEnvironment(env);
        child->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        children.push_back(std::move(child));
    }
    for (auto &child : children) // started together, so their appends interleave
        child->start(QCoreApplication::applicationFilePath(), {});
    for (auto &child : children) {
        QVERIFY(child->waitForFinished(120000));
        QCOMPARE(child->exitCode(), 0);
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    int missing = 0;
    for (int p = 0; p < processes; ++p) {
        for (int i = 0; i < kLinesPerProcess; ++i)
            missing += lines.contains(lineFor("spark" + QByteArray::number(p), i)) ? 0 : 1;
    }
    QCOMPARE(missing, 0);
    QCOMPARE(lines.size(), processes * kLinesPerProcess + 1); // each once, and the final newline
}

void TestKnownHosts::removeKeepsOtherHosts()
{
    QTemporaryDir dir;
    const KnownHosts file(dir.filePath(QStringLiteral("known_hosts")));
    // Each call once: TANDEM_VERIFY_RESULT evaluates its argument twice.
    const auto first = file.appendLine("[10.0.0.1]:2222 ssh-ed25519 AAAA1");
    TANDEM_VERIFY_RESULT(first);
    const auto second = file.appendLine("10.0.0.2 ssh-ed25519 AAAA2");
    TANDEM_VERIFY_RESULT(second);
    const auto removed = file.removeHost(QStringLiteral("10.0.0.1"), 2222);
    TANDEM_VERIFY_RESULT(removed);
    QCOMPARE(*removed, 1);
    QFile read(file.path());
    QVERIFY(read.open(QIODevice::ReadOnly));
    QCOMPARE(read.readAll(), QByteArray("10.0.0.2 ssh-ed25519 AAAA2\n"));
}

void TestKnownHosts::defaultFolderIsPrivate()
{
    QDir(dataDirectory()).removeRecursively();
    const KnownHosts file;
    const auto added = file.appendLine("10.0.0.3 ssh-ed25519 AAAA3");
    TANDEM_VERIFY_RESULT(added);
    struct stat st
    {
    };
    QCOMPARE(::stat(QFile::encodeName(dataDirectory()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0700);
}

void TestKnownHosts::oversizedFileIsNotRewritten()
{
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("known_hosts")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(KnownHosts::kMaxFileBytes + 1));
    big.close();
    const KnownHosts file(big.fileName());
    const auto added = file.appendLine("10.0.0.4 ssh-ed25519 AAAA4");
    QVERIFY(!added);
    QVERIFY2(added.error().message.contains(QLatin1String("16 MiB")),
             qPrintable(added.error().message));
    QCOMPARE(QFileInfo(big.fileName()).size(), KnownHosts::kMaxFileBytes + 1);
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet(kChildVariable))
        return childMain();
    QCoreApplication app(argc, argv);
    TestKnownHosts test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_knownhosts.moc"
