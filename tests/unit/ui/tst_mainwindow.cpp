// SPDX-License-Identifier: GPL-3.0-or-later
#include "aboutdialog.h"
#include "buildinfo.h"
#include "fakenoderunner.h"
#include "focusring.h"
#include "fullstate.h"
#include "hangingnoderunner.h"
#include "mainwindow.h"
#include "quitguard.h"
#include "statuscolours.h"
#include "steps/flow/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
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
    void nextAndPreviousGoThroughTheSteps();
    void aboutShowsVersionAndLibraries();
    void aboutActionOpensTheDialog();
    void languageMenuEmitsTheChoice();
    void screenshotsOfEveryPage_data();
    void screenshotsOfEveryPage();
    void closingDuringARunAsksAndEndsIt();
    void closingWhenIdleDoesNotAsk();
    void placeholdersAreReadable();
    void aFocusedTableIsRinged();
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

// The "Next" and "Back" buttons under the pages and Ctrl+Page Down / Ctrl+Page Up walk the steps
// in order; each button names the step it goes to and is greyed at its end of the list; the
// sidebar follows.
void TestMainWindow::nextAndPreviousGoThroughTheSteps()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *next = window.findChild<QPushButton *>(QStringLiteral("nextStep"));
    auto *back = window.findChild<QPushButton *>(QStringLiteral("previousStep"));
    QVERIFY(next && back);
    QCOMPARE(window.currentStep(), StepId::Devices);
    QVERIFY(!back->isEnabled());
    QCOMPARE(next->text(), QStringLiteral("Next: 2. Device checks"));

    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(window.currentStep(), StepId::DeviceChecks);
    QCOMPARE(window.sidebar()->currentRow(), int(StepId::DeviceChecks));
    QCOMPARE(back->text(), QStringLiteral("Back: 1. Devices"));

    QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(window.currentStep(), StepId::Cabling);
    QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(window.currentStep(), StepId::Devices);
    QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier); // nothing before the first
    QCOMPARE(window.currentStep(), StepId::Devices);

    window.showStep(StepId::Report);
    QVERIFY(!next->isEnabled());
    QCOMPARE(next->text(), QStringLiteral("Next"));
    QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier); // nothing after the last
    QCOMPARE(window.currentStep(), StepId::Report);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(window.currentStep(), StepId::Doctor);
    // The sidebar moves the buttons too.
    window.sidebar()->selectStep(StepId::Apply);
    QCOMPARE(next->text(), QStringLiteral("Next: 6. SSH fabric"));

    // The run history is not a step: no step is highlighted, Back returns to the step last
    // shown and Next has nowhere to go.
    window.showHistory();
    QVERIFY(window.sidebar()->selectedItems().isEmpty());
    QCOMPARE(back->text(), QStringLiteral("Back: 5. Apply"));
    QVERIFY(!next->isEnabled());
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(window.currentStep(), StepId::Apply);
    QCOMPARE(window.sidebar()->selectedItems().size(), 1);
    QCOMPARE(next->text(), QStringLiteral("Next: 6. SSH fabric"));
}

// A dark theme whose placeholder text is barely above its base gets it lifted to a readable
// contrast; a theme that is readable already keeps its own.
void TestMainWindow::placeholdersAreReadable()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::PlaceholderText, QColor(0x2c, 0x2c, 0x2c));
    window.setPalette(dark);
    const QPalette now = window.palette();
    QVERIFY(StatusColours::contrast(now.color(QPalette::PlaceholderText), now.color(QPalette::Base))
            >= 3.0);
    QVERIFY(
        StatusColours::contrast(now.color(QPalette::Text), now.color(QPalette::Base))
        > StatusColours::contrast(now.color(QPalette::PlaceholderText), now.color(QPalette::Base)));
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::PlaceholderText, QColor(0x70, 0x70, 0x70));
    window.setPalette(light);
    QCOMPARE(window.palette().color(QPalette::PlaceholderText), QColor(0x70, 0x70, 0x70));
}

// Tab into the node table: a ring in the highlight colour shows where the keyboard is.
void TestMainWindow::aFocusedTableIsRinged()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    auto *table = window.findChild<QTableView *>(QStringLiteral("nodeTable"));
    QVERIFY(table);
    table->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(table->hasFocus());
    auto *ring = window.findChild<FocusRing *>(QStringLiteral("focusRing"));
    QVERIFY(ring);
    QTRY_VERIFY(ring->isVisible());
    QCOMPARE(ring->target(), table);
    QVERIFY(ring->geometry().contains(table->geometry()));
    window.findChild<QLineEdit *>(QStringLiteral("hostEdit"))->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(!ring->isVisible());
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
void TestMainWindow::screenshotsOfEveryPage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<bool>("dark");
    QTest::newRow("en") << "en"
                        << "screenshots" << false;
    QTest::newRow("ja") << "ja"
                        << "screenshots/ja" << false;
    QTest::newRow("zh_CN") << "zh_CN"
                           << "screenshots/zh_CN" << false;
    QTest::newRow("dark") << "en"
                          << "screenshots/dark" << true;
}

namespace {

// Breeze Dark's colours, the dark theme of KDE Plasma: what a user of a dark desktop gives
// Tandem's window.
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x20, 0x23, 0x26);
    const QColor text(0xfc, 0xfc, 0xfc);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, QColor(0x14, 0x16, 0x18));
    p.setColor(QPalette::AlternateBase, QColor(0x1d, 0x1f, 0x22));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x29, 0x2c, 0x30));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, QColor(0x29, 0x2c, 0x30));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    p.setColor(QPalette::HighlightedText, text);
    p.setColor(QPalette::Link, QColor(0x1d, 0x99, 0xf3));
    p.setColor(QPalette::PlaceholderText, QColor(0xa1, 0xa9, 0xb1));
    p.setColor(QPalette::Mid, QColor(0x4d, 0x51, 0x55));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6e, 0x72, 0x76));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6e, 0x72, 0x76));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6e, 0x72, 0x76));
    return p;
}

} // namespace

// Every page of a whole session (Test::fullState) in each shipped language, for the eye: the
// CJK ones need a font with those glyphs (./dev installs fonts-wqy-microhei).
void TestMainWindow::screenshotsOfEveryPage()
{
    QFETCH(QString, language);
    QFETCH(QString, folder);
    QFETCH(bool, dark);
    QVERIFY(Translations::install(language));
    const QPalette light = QApplication::palette();
    if (dark)
        QApplication::setPalette(darkPalette());
    const auto restore = qScopeGuard([&] { QApplication::setPalette(light); });
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    // After the window, as the application resumes a session: the pages fill on restored().
    workflow.restore(Tandem::Test::fullState());
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDir dir(QDir::currentPath());
    QVERIFY(dir.mkpath(folder));
    for (StepId step : StepText::all()) {
        window.showStep(step);
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), window.size());
        const QString file
            = dir.filePath(QStringLiteral("%1/step-%2.png").arg(folder).arg(int(step) + 1));
        QVERIFY2(image.save(file), qPrintable(file));
    }
}

void TestMainWindow::closingDuringARunAsksAndEndsIt()
{
    // A bandwidth run that hangs until cancelled (the lab's `fault mpirun-hang`).
    Workflow workflow([](const NodeAddress &node, const Credentials &, QObject *parent) {
        return new Test::HangingNodeRunner(node.name, parent);
    });
    workflow.restore(Test::verifiedPairState());
    MainWindow window(&workflow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    workflow.connectAll();
    QTRY_VERIFY(workflow.allConnected() && !workflow.isRunning(StepId::Devices));
    workflow.runBandwidth(TestSpec{});
    QTRY_VERIFY(workflow.isRunning(StepId::Bandwidth));

    // Keep running: nothing is cancelled, the window stays.
    QVERIFY(!window.close());
    QuitGuard *guard = window.quitGuard();
    QCOMPARE(guard->state(), QuitGuard::State::Asking);
    QVERIFY(guard->question());
    QVERIFY2(guard->question()->text().contains(QLatin1String("Bandwidth")),
             qPrintable(guard->question()->text()));
    QVERIFY(!window.close()); // asked once, not twice
    guard->question()->findChild<QPushButton *>(QStringLiteral("keepRunningButton"))->click();
    QCOMPARE(guard->state(), QuitGuard::State::Idle);
    QTest::qWait(50);
    QVERIFY(window.isVisible());
    QVERIFY(workflow.isRunning(StepId::Bandwidth));

    // End it and quit: the run is cancelled on the nodes, then the window closes by itself.
    QSignalSpy ended(guard, &QuitGuard::runsEnded);
    QVERIFY(!window.close());
    QTRY_VERIFY(guard->question());
    guard->question()->findChild<QPushButton *>(QStringLiteral("endAndQuitButton"))->click();
    QTRY_VERIFY(!window.isVisible());
    QCOMPARE(ended.size(), 1);
    QCOMPARE(ended.constFirst().constFirst().toBool(), true);
    QVERIFY(!workflow.runningStep());
    bool cancelled = false;
    for (const Check &check : workflow.session().checks.value(StepId::Bandwidth))
        cancelled = cancelled
                    || (check.id == QLatin1String("bandwidth.run")
                        && check.detail.startsWith(QLatin1String("Cancelled")));
    QVERIFY2(cancelled, "the run was not cancelled before the window closed");
}

void TestMainWindow::closingWhenIdleDoesNotAsk()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.close());
    QVERIFY(!window.quitGuard()->question());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
