// SPDX-License-Identifier: GPL-3.0-or-later
#include "aboutdialog.h"
#include "buildinfo.h"
#include "fakenoderunner.h"
#include "mainwindow.h"
#include "steps/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestMainWindow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sidebarListsTheStepsInOrder();
    void clickingAStepShowsItsPage_data();
    void clickingAStepShowsItsPage();
    void aboutShowsVersionAndLibraries();
    void aboutActionOpensTheDialog();
    void languageMenuEmitsTheChoice();
    void screenshotsOfEveryPage();
    void cleanup();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestMainWindow::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

void TestMainWindow::sidebarListsTheStepsInOrder()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    auto *sidebar = window.findChild<StepSidebar *>();
    QVERIFY(sidebar);
    const QStringList expected{"1. Devices",
                               "2. Device checks",
                               "3. Cabling",
                               "4. Network plan",
                               "5. Apply",
                               "6. SSH fabric",
                               "7. Verify",
                               "8. Bandwidth",
                               "9. Doctor",
                               "10. Report"};
    QStringList texts;
    for (int row = 0; row < sidebar->count(); ++row)
        texts << sidebar->item(row)->text();
    QCOMPARE(texts, expected);
    QCOMPARE(window.currentStep(), StepId::Devices);
}

void TestMainWindow::clickingAStepShowsItsPage_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("title");
    QTest::newRow("cabling") << 2 << "Cabling";
    QTest::newRow("network plan") << 3 << "Network plan";
    QTest::newRow("bandwidth") << 7 << "Bandwidth";
    QTest::newRow("doctor") << 8 << "Doctor";
    QTest::newRow("report") << 9 << "Report";
}

void TestMainWindow::clickingAStepShowsItsPage()
{
    QFETCH(int, row);
    QFETCH(QString, title);
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *sidebar = window.findChild<StepSidebar *>();
    QSignalSpy spy(sidebar, &StepSidebar::stepSelected);
    const QRect rect = sidebar->visualItemRect(sidebar->item(row));
    QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(window.currentStep(), StepId(row));
    QWidget *page = window.page(StepId(row));
    QVERIFY(page);
    QVERIFY(page->isVisible());
    auto *label = page->findChild<QLabel *>(QStringLiteral("pageTitle"));
    QVERIFY(label);
    QCOMPARE(label->text(), title);
}

void TestMainWindow::aboutShowsVersionAndLibraries()
{
    const QString html = AboutDialog::aboutHtml();
    QVERIFY2(html.contains(QStringLiteral("Tandem ") + version()), qPrintable(html));
    for (const char *library : {"Qt", "libssh", "yaml-cpp", "QCustomPlot"})
        QVERIFY2(html.contains(QLatin1String(library)), library);
    QVERIFY(html.contains(QStringLiteral("GNU General Public License")));
}

void TestMainWindow::aboutActionOpensTheDialog()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    auto *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    about->trigger();
    auto *dialog = window.findChild<AboutDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->close();
    QTRY_VERIFY(window.findChild<AboutDialog *>() == nullptr); // deleted on close
}

void TestMainWindow::languageMenuEmitsTheChoice()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    QSignalSpy spy(&window, &MainWindow::languageRequested);
    QMenu *languageMenu = window.findChild<QMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(languageMenu);
    QStringList codes;
    for (QAction *action : languageMenu->actions())
        codes << action->data().toString();
    QCOMPARE(codes, (QStringList{"en", "ja", "zh_CN"}));
    languageMenu->actions().at(1)->trigger();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("ja"));
}

// Saves a picture of every page under the build directory (tests/unit/ui/screenshots) so a
// person can look at what users see; fails if a page cannot be rendered.
void TestMainWindow::screenshotsOfEveryPage()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDir dir(QDir::currentPath());
    QVERIFY(dir.mkpath(QStringLiteral("screenshots")));
    for (StepId step : StepText::all()) {
        window.showStep(step);
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), window.size());
        const QString file
            = dir.filePath(QStringLiteral("screenshots/step-%1.png").arg(int(step) + 1));
        QVERIFY2(image.save(file), qPrintable(file));
    }
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
