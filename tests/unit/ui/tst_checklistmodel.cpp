// SPDX-License-Identifier: GPL-3.0-or-later
#include "evidencedrawer.h"
#include "models/checklistmodel.h"
#include "translations.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

Check makeCheck(const QString &id, const QString &node, CheckStatus status)
{
    Check check;
    check.id = id;
    check.node = node;
    check.status = status;
    check.title = QStringLiteral("GB10 GPU");
    check.detail = QStringLiteral("nvidia-smi lists NVIDIA GB10.");
    return check;
}

} // namespace

class TestCheckListModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translations::install(QStringLiteral("en")); }
    void updatesInPlaceByIdAndNode();
    void exposesRolesAndIcons_data();
    void exposesRolesAndIcons();
    void reasonLineIsShortAndFirst_data();
    void reasonLineIsShortAndFirst();
    void worstStatus_data();
    void worstStatus();
    void drawerShowsEvidence();
};

void TestCheckListModel::updatesInPlaceByIdAndNode()
{
    CheckListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.updateCheck(makeCheck(
        QStringLiteral("device.gpu"), QStringLiteral("spark-0001"), CheckStatus::Running));
    model.updateCheck(makeCheck(
        QStringLiteral("device.gpu"), QStringLiteral("spark-0002"), CheckStatus::Running));
    QCOMPARE(model.rowCount(), 2);
    model.updateCheck(
        makeCheck(QStringLiteral("device.gpu"), QStringLiteral("spark-0001"), CheckStatus::Pass));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0).data(CheckListModel::StatusRole).toInt(), int(CheckStatus::Pass));
    QCOMPARE(model.index(1).data(CheckListModel::StatusRole).toInt(), int(CheckStatus::Running));
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("spark-0001 \u2014 GB10 GPU"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.checkAt(0) == nullptr);
}

void TestCheckListModel::exposesRolesAndIcons_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("display"); // a failed or warning row says why under its title
    const QString withReason = QStringLiteral("GB10 GPU\nnvidia-smi lists NVIDIA GB10.");
    QTest::newRow("pass") << int(CheckStatus::Pass) << "pass"
                          << "GB10 GPU";
    QTest::newRow("warn") << int(CheckStatus::Warn) << "warn" << withReason;
    QTest::newRow("fail") << int(CheckStatus::Fail) << "fail" << withReason;
    QTest::newRow("skipped") << int(CheckStatus::Skipped) << "skipped"
                             << "GB10 GPU";
    QTest::newRow("running") << int(CheckStatus::Running) << "running"
                             << "GB10 GPU";
    QTest::newRow("pending") << int(CheckStatus::Pending) << "pending"
                             << "GB10 GPU";
}

void TestCheckListModel::exposesRolesAndIcons()
{
    QFETCH(int, status);
    QFETCH(QString, key);
    QFETCH(QString, display);
    QCOMPARE(checkStatusKey(CheckStatus(status)), key);
    CheckListModel model;
    model.setChecks({makeCheck(QStringLiteral("x"), {}, CheckStatus(status))});
    const QIcon icon = model.index(0).data(Qt::DecorationRole).value<QIcon>();
    QVERIFY(!icon.isNull());
    QVERIFY2(!icon.pixmap(16, 16).isNull(),
             qPrintable(CheckListModel::statusIconPath(CheckStatus(status))));
    QCOMPARE(model.index(0).data().toString(), display); // no node: no "node —" before the title
}

// The reason in the row is the detail's first line, shortened to 160 characters; the drawer
// keeps the whole of it.
void TestCheckListModel::reasonLineIsShortAndFirst_data()
{
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("reason");
    QTest::newRow("one line") << "Port 2 is down."
                              << "Port 2 is down.";
    QTest::newRow("first line only") << "Port 2 is down.\nSecond line."
                                     << "Port 2 is down.";
    QTest::newRow("trimmed") << "  Port 2 is down.  \n"
                             << "Port 2 is down.";
    QTest::newRow("empty") << ""
                           << "";
    const QString longLine = QStringLiteral("x").repeated(200);
    QTest::newRow("long") << longLine << QStringLiteral("x").repeated(159) + QChar(0x2026);
}

void TestCheckListModel::reasonLineIsShortAndFirst()
{
    QFETCH(QString, detail);
    QFETCH(QString, reason);
    Check check = makeCheck(QStringLiteral("x"), QStringLiteral("node1"), CheckStatus::Fail);
    check.detail = detail;
    QCOMPARE(CheckListModel::reasonLine(check), reason);
    QCOMPARE(CheckListModel::reasonLine(check).size() <= 160, true);
    CheckListModel model;
    model.setChecks({check});
    const QString title = QStringLiteral("node1 \u2014 GB10 GPU");
    QCOMPARE(model.index(0).data().toString(),
             reason.isEmpty() ? title : title + QLatin1Char('\n') + reason);
}

void TestCheckListModel::worstStatus_data()
{
    QTest::addColumn<QList<int>>("statuses");
    QTest::addColumn<int>("worst");
    QTest::newRow("empty") << QList<int>{} << int(CheckStatus::Pass);
    QTest::newRow("all pass") << QList<int>{int(CheckStatus::Pass), int(CheckStatus::Pass)}
                              << int(CheckStatus::Pass);
    QTest::newRow("warn beats pass")
        << QList<int>{int(CheckStatus::Pass), int(CheckStatus::Warn)} << int(CheckStatus::Warn);
    QTest::newRow("fail beats warn")
        << QList<int>{int(CheckStatus::Fail), int(CheckStatus::Warn)} << int(CheckStatus::Fail);
    QTest::newRow("skipped beats pass")
        << QList<int>{int(CheckStatus::Skipped), int(CheckStatus::Pass)}
        << int(CheckStatus::Skipped);
}

void TestCheckListModel::worstStatus()
{
    QFETCH(QList<int>, statuses);
    QFETCH(int, worst);
    QList<Check> checks;
    for (int status : statuses)
        checks << makeCheck(QStringLiteral("x"), {}, CheckStatus(status));
    QCOMPARE(int(Tandem::worstStatus(checks)), worst);
}

void TestCheckListModel::drawerShowsEvidence()
{
    EvidenceDrawer drawer;
    Check check
        = makeCheck(QStringLiteral("device.gpu"), QStringLiteral("spark-0001"), CheckStatus::Fail);
    check.fix = QStringLiteral("Remove this node: it is not a DGX Spark.");
    check.evidence << Evidence{
        QStringLiteral("spark-0001"),
        QStringLiteral("nvidia-smi --query-gpu=name,driver_version --format=csv,noheader"),
        0,
        QStringLiteral("NVIDIA H200, 580.95.05"),
        QDateTime::currentDateTimeUtc()};
    drawer.showCheck(check);
    const QString text
        = drawer.findChild<QPlainTextEdit *>(QStringLiteral("evidence"))->toPlainText();
    QVERIFY(text.contains(QStringLiteral("[spark-0001] $ nvidia-smi --query-gpu")));
    QVERIFY(text.contains(QStringLiteral("NVIDIA H200, 580.95.05")));
    QVERIFY(text.contains(QStringLiteral("(exit status 0)")));
    QCOMPARE(drawer.findChild<QLabel *>(QStringLiteral("fix"))->text(),
             QStringLiteral("Fix: Remove this node: it is not a DGX Spark."));
    drawer.clear();
    QVERIFY(
        drawer.findChild<QPlainTextEdit *>(QStringLiteral("evidence"))->toPlainText().isEmpty());
}

QTEST_MAIN(TestCheckListModel)
#include "tst_checklistmodel.moc"
