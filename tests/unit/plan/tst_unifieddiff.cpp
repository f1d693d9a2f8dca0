// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/unifieddiff.h"

#include <QTest>

using namespace Tandem;

namespace {

QString numbers(int from, int to)
{
    QString text;
    for (int i = from; i <= to; ++i)
        text += QString::number(i) + QLatin1Char('\n');
    return text;
}

} // namespace

class TestUnifiedDiff final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void diffs_data();
    void diffs();
};

// Expected texts were checked against GNU diffutils' `diff -u --label before --label after`.
void TestUnifiedDiff::diffs_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("nameBefore");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("expected");

    const QString b = QStringLiteral("before");
    QTest::newRow("equal") << "a\nb\n"
                           << "a\nb\n"
                           << b << 3 << "";
    QTest::newRow("new file")
        << ""
        << "network:\n  version: 2\n"
        << "" << 3 << "--- /dev/null\n+++ after\n@@ -0,0 +1,2 @@\n+network:\n+  version: 2\n";
    QTest::newRow("one line changed")
        << "a\nb\nc\n"
        << "a\nB\nc\n"
        << b << 3 << "--- before\n+++ after\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n";
    QString two = numbers(1, 15);
    two.replace(QStringLiteral("\n5\n"), QStringLiteral("\nfive\n"));
    two.replace(QStringLiteral("\n14\n"), QStringLiteral("\n"));
    two += QStringLiteral("16\n");
    QTest::newRow("two hunks") << numbers(1, 15) << two << b << 3
                               << "--- before\n+++ after\n"
                                  "@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
                                  "@@ -11,5 +11,5 @@\n 11\n 12\n 13\n-14\n 15\n+16\n";
    QString close = numbers(1, 10);
    close.replace(QStringLiteral("\n3\n"), QStringLiteral("\nthree\n"));
    close.replace(QStringLiteral("\n8\n"), QStringLiteral("\neight\n"));
    QTest::newRow("close changes share a hunk")
        << numbers(1, 10) << close << b << 3
        << "--- before\n+++ after\n@@ -1,10 +1,10 @@\n 1\n 2\n-3\n+three\n"
           " 4\n 5\n 6\n 7\n-8\n+eight\n 9\n 10\n";
    QTest::newRow("no newline at end")
        << "x\ny"
        << "x\nz\n"
        << b << 3
        << "--- before\n+++ after\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+z\n";
    QTest::newRow("context 0, one line removed")
        << "a\nb\nc\nd\n"
        << "a\nc\nd\n"
        << b << 0 << "--- before\n+++ after\n@@ -2 +1,0 @@\n-b\n";
    QTest::newRow("netplan address change")
        << "network:\n  ethernets:\n    enp1s0f1np1:\n      addresses: [10.100.16.1/24]\n"
        << "network:\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n        - "
           "192.168.100.10/24\n      dhcp4: false\n"
        << QStringLiteral("/etc/netplan/40-cx7.yaml") << 3
        << "--- /etc/netplan/40-cx7.yaml\n+++ after\n@@ -1,4 +1,6 @@\n network:\n   ethernets:\n   "
           "  enp1s0f1np1:\n"
           "-      addresses: [10.100.16.1/24]\n+      addresses:\n+        - 192.168.100.10/24\n+ "
           "     dhcp4: false\n";
}

void TestUnifiedDiff::diffs()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QString, nameBefore);
    QFETCH(int, context);
    QFETCH(QString, expected);
    QCOMPARE(unifiedDiff(before, after, nameBefore, QStringLiteral("after"), context), expected);
    // Removing the file again is the mirror image.
    if (before.isEmpty()) {
        const QString removed = unifiedDiff(after, before, QStringLiteral("after"), {}, context);
        QVERIFY2(removed.startsWith(QStringLiteral("--- after\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-")),
                 qPrintable(removed));
    }
}

QTEST_GUILESS_MAIN(TestUnifiedDiff)
#include "tst_unifieddiff.moc"
