// SPDX-License-Identifier: GPL-3.0-or-later
#include "copybutton.h"
#include "evidencedrawer.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "mainwindow.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestCopyButton final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void copiesTheTextOfTheMoment();
    void evidenceDrawerCopiesTheFix();
    void pagesCopyWhatTheyShow_data();
    void pagesCopyWhatTheyShow();
};

void TestCopyButton::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestCopyButton::copiesTheTextOfTheMoment()
{
    QString text = QStringLiteral("first");
    CopyButton button([&text] { return text; });
    button.setCopiedFor(std::chrono::milliseconds(50));
    QCOMPARE(button.text(), QStringLiteral("Copy"));
    text = QStringLiteral("sudo netplan apply");
    button.click();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("sudo netplan apply"));
    QVERIFY(button.showsCopied());
    QCOMPARE(button.text(), QStringLiteral("Copied"));
    QTRY_COMPARE(button.text(), QStringLiteral("Copy"));
    QVERIFY(!button.showsCopied());
}

void TestCopyButton::evidenceDrawerCopiesTheFix()
{
    EvidenceDrawer drawer;
    drawer.show();
    auto *copy = drawer.findChild<CopyButton *>(QStringLiteral("copyFix"));
    QVERIFY(copy);
    QVERIFY(!copy->isVisible());
    Check check;
    check.id = QStringLiteral("verify.ssh");
    check.title = QStringLiteral("SSH over the fabric");
    check.status = CheckStatus::Fail;
    check.fix = QStringLiteral("tandem-cli keys spark-1 spark-2");
    drawer.showCheck(check);
    QVERIFY(copy->isVisible());
    copy->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), check.fix);
    check.fix.clear();
    drawer.showCheck(check);
    QVERIFY(!copy->isVisible());
}

void TestCopyButton::pagesCopyWhatTheyShow_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("view");
    QTest::newRow("bandwidth command") << int(StepId::Bandwidth) << "copyCommand"
                                       << "commandView";
    QTest::newRow("plan") << int(StepId::NetworkPlan) << "copyPlan"
                          << "planText";
    QTest::newRow("snippet") << int(StepId::Report) << "copySnippet"
                             << "hostfileSnippet";
}

// Copy gives what the view shows, without what is there for the reader only (the bandwidth
// command's "On node1:" line).
void TestCopyButton::pagesCopyWhatTheyShow()
{
    QFETCH(int, step);
    QFETCH(QString, button);
    QFETCH(QString, view);
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    // After the window, as the application resumes a session: the pages fill on restored().
    workflow.restore(Tandem::Test::fullState());
    window.show();
    window.showStep(StepId(step));
    QWidget *page = window.page(StepId(step));
    auto *copy = page->findChild<CopyButton *>(button);
    auto *shown = page->findChild<QPlainTextEdit *>(view);
    QVERIFY(copy);
    QVERIFY(shown);
    QVERIFY(copy->isEnabled());
    QGuiApplication::clipboard()->clear();
    copy->click();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY(!copied.trimmed().isEmpty());
    QVERIFY2(shown->toPlainText().contains(copied.trimmed()), qPrintable(copied));
    if (StepId(step) == StepId::Bandwidth) {
        QVERIFY2(copied.contains(QLatin1String("mpirun")), qPrintable(copied));
        QVERIFY(!copied.startsWith(QLatin1String("On ")));
    }
}

QTEST_MAIN(TestCopyButton)
#include "tst_copybutton.moc"
