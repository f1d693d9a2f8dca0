// SPDX-License-Identifier: GPL-3.0-or-later
// The window fits a 1366x768 laptop and still works at 1024x700: at those sizes it takes the
// size it is given and keeps it on every page of a whole session, and on every page no control
// is squeezed below the size it needs, no label's text is cut and nothing lies outside what the
// page's scroll area can show. Screenshots of every page at both sizes are saved under
// screenshots/fit-WxH for the eye.
#include "checklistpanel.h"
#include "dialogs/hostkeydialog.h"
#include "dialogs/passworddialog.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "mainwindow.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScopeGuard>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

#include <memory>

using namespace Tandem;
using namespace Tandem::Ui;

class TestWindowFit final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyPageFits_data();
    void everyPageFits();
    void theWindowCanBeSmall();
    void longTextWrapsInsteadOfWideningTheWindow();
    void dialogsShowAllTheirText_data();
    void dialogsShowAllTheirText();
    void theFinderFindsACutLabel();
};

namespace {

// The name a failure gives for `w`: its object name or, failing that, its class and text.
QString describe(const QWidget *w)
{
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(w))
        text = label->text().left(60);
    else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        text = button->text();
    return QStringLiteral("%1 \"%2\" (%3)")
        .arg(QString::fromLatin1(w->metaObject()->className()), text, w->objectName());
}

// Whether `w` belongs to a scroll area's own parts (its viewport and scroll bars are sized by
// the area, not by a layout) or to the contents a nested scroll area scrolls.
bool scrolledOrScrollPart(const QWidget *w, const QWidget *page)
{
    for (const QWidget *p = w; p && p != page; p = p->parentWidget()) {
        if (qobject_cast<const QScrollBar *>(p))
            return true;
        // The parts of a composite control (a spin box's line edit, a tab bar's scroll
        // buttons) are sized by the control; the control itself is checked.
        const QWidget *owner = p->parentWidget();
        if (qobject_cast<const QAbstractSpinBox *>(owner) || qobject_cast<const QComboBox *>(owner)
            || qobject_cast<const QTabBar *>(owner))
            return true;
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(p->parentWidget())) {
            if (p == area->viewport() || p->parentWidget() == area)
                return true; // a part of a nested area; the area itself is checked
        }
    }
    return false;
}

// Everything on `page` (as laid out now) that a user would find cut or out of reach.
QStringList problems(QWidget *page)
{
    QStringList found;
    const auto widgets = page->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(page) || w->isWindow() || scrolledOrScrollPart(w, page))
            continue;
        const QWidget *parent = w->parentWidget();
        // One pixel of slack: some styles draw frames a pixel past the layout's rectangle.
        if (!parent->rect().adjusted(-1, -1, 1, 1).contains(w->geometry()))
            found << QStringLiteral("%1 lies outside its parent (%2 in %3x%4)")
                         .arg(describe(w))
                         .arg(QStringLiteral("%1,%2 %3x%4")
                                  .arg(w->x())
                                  .arg(w->y())
                                  .arg(w->width())
                                  .arg(w->height()))
                         .arg(parent->width())
                         .arg(parent->height());
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w)
                             || qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w);
        const QSize need = w->minimumSizeHint();
        if (control && (w->width() < need.width() || w->height() < need.height()))
            found << QStringLiteral("%1 is squeezed to %2x%3 (needs %4x%5)")
                         .arg(describe(w))
                         .arg(w->width())
                         .arg(w->height())
                         .arg(need.width())
                         .arg(need.height());
        // A check list too narrow cuts its titles mid-word (Japanese at 1024x700 once had 80 px).
        if (qobject_cast<CheckListPanel *>(w) && w->width() < CheckListPanel::kMinimumWidth)
            found << QStringLiteral("%1 is squeezed to %2 px").arg(describe(w)).arg(w->width());
        if (const auto *label = qobject_cast<QLabel *>(w); label && !label->text().isEmpty()) {
            if (label->wordWrap() && label->height() < label->heightForWidth(label->width()))
                found << QStringLiteral("%1 is cut: %2 px tall, its text needs %3")
                             .arg(describe(w))
                             .arg(label->height())
                             .arg(label->heightForWidth(label->width()));
            else if (!label->wordWrap() && label->pixmap().isNull()
                     && label->width() < label->sizeHint().width())
                found << QStringLiteral("%1 is cut: %2 px wide, its text needs %3")
                             .arg(describe(w))
                             .arg(label->width())
                             .arg(label->sizeHint().width());
        }
    }
    return found;
}

// Alt+letter must reach one thing: a page's button, tab or labelled field that takes the same
// letter as a menu (Alt+V opened View instead of "Verify") or as another control is a clash.
QStringList mnemonicClashes(QMainWindow *window, QWidget *page)
{
    QHash<QString, QString> owner; // mnemonic -> what has it
    QStringList found;
    const auto claim = [&](const QString &text, const QString &what) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (key.isEmpty())
            return;
        const QString name = key.toString();
        if (owner.contains(name) && owner.value(name) != what)
            found << QStringLiteral("%1 and %2 both take %3").arg(owner.value(name), what, name);
        owner.insert(name, what);
    };
    for (QAction *menu : window->menuBar()->actions())
        claim(menu->text(), QStringLiteral("menu \"%1\"").arg(menu->text()));
    for (QWidget *w : page->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(page) || w->isWindow())
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            claim(button->text(), QStringLiteral("button \"%1\"").arg(button->text()));
        else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
            claim(label->text(), QStringLiteral("label \"%1\"").arg(label->text()));
        else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                claim(tabs->tabText(i), QStringLiteral("tab \"%1\"").arg(tabs->tabText(i)));
        }
    }
    return found;
}

} // namespace

void TestWindowFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestWindowFit::everyPageFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "ja"}) {
        for (const QSize size : {QSize(1366, 768), QSize(1024, 700)}) {
            QTest::addRow("%s %dx%d", language, size.width(), size.height())
                << QString::fromLatin1(language) << size;
        }
    }
}

void TestWindowFit::everyPageFits()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QVERIFY(Translations::install(language));
    const auto english = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    workflow.restore(Test::fullState());
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDir dir(QDir::currentPath());
    const QString folder = QStringLiteral("screenshots/fit-%1x%2-%3")
                               .arg(size.width())
                               .arg(size.height())
                               .arg(language);
    QVERIFY(dir.mkpath(folder));
    QStringList found;
    for (StepId step : StepText::all()) {
        window.showStep(step);
        QCoreApplication::processEvents();
        QCOMPARE(window.size(), size); // the window did not grow for this page
        // Pages fold rather than scroll sideways: only up and down.
        const auto *scroll = qobject_cast<QAbstractScrollArea *>(
            window.page(step)->parentWidget()->parentWidget());
        QVERIFY(scroll);
        if (scroll->horizontalScrollBar()->isVisible())
            found << QStringLiteral("step %1 scrolls sideways: it needs %2 px, has %3")
                         .arg(int(step) + 1)
                         .arg(window.page(step)->minimumSizeHint().width())
                         .arg(scroll->viewport()->width());
        QStringList onPage = problems(window.page(step));
        onPage << mnemonicClashes(&window, window.page(step));
        for (const QString &problem : onPage)
            found << QStringLiteral("step %1: %2").arg(int(step) + 1).arg(problem);
        const QString file
            = dir.filePath(QStringLiteral("%1/step-%2.png").arg(folder).arg(int(step) + 1));
        QVERIFY2(window.grab().save(file), qPrintable(file));
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// What the window needs at least, with every page's contents: no larger than 1024x700, so the
// desktop may make it that small.
void TestWindowFit::theWindowCanBeSmall()
{
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    workflow.restore(Test::fullState());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize least = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(least.width() <= 1024 && least.height() <= 700,
             qPrintable(QStringLiteral("%1x%2").arg(least.width()).arg(least.height())));
}

// A long line in a detail label (an ssh warning, a path) wraps: the window keeps its width.
void TestWindowFit::longTextWrapsInsteadOfWideningTheWindow()
{
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    workflow.restore(Test::fullState());
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString longLine = QStringLiteral(
        "Warning: Permanently added '198.18.0.11' (ED25519) to the list of known hosts. ");
    for (StepId step : StepText::all()) {
        window.showStep(step);
        const auto labels = window.page(step)->findChildren<QLabel *>();
        for (QLabel *label : labels) {
            if (label->wordWrap())
                label->setText(longLine.repeated(6));
        }
        QCoreApplication::processEvents();
        QCOMPARE(window.size(), QSize(1024, 700));
        const QStringList found = problems(window.page(step));
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("step %1: ").arg(int(step) + 1)
                            + found.join(QLatin1Char('\n'))));
    }
}

// The password and host-key dialogs open tall enough for their wrapped text in every language
// (the Japanese password dialog was cut: its height was taken before the text wrapped).
void TestWindowFit::dialogsShowAllTheirText_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("dialog");
    for (const char *language : {"en", "ja", "zh_CN"}) {
        for (const char *dialog : {"password", "host key"})
            QTest::addRow("%s %s", language, dialog)
                << QString::fromLatin1(language) << QString::fromLatin1(dialog);
    }
}

void TestWindowFit::dialogsShowAllTheirText()
{
    QFETCH(QString, language);
    QFETCH(QString, dialog);
    QVERIFY(Translations::install(language));
    const auto english = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    std::unique_ptr<QDialog> shown;
    if (dialog == QLatin1String("password"))
        shown = std::make_unique<PasswordDialog>(QStringLiteral("nvidia"));
    else
        shown = std::make_unique<HostKeyDialog>(
            QStringLiteral("spark-7089"),
            QStringLiteral("SHA256:Vf0Tz1s0mJ1i9q7pX3o2m1hKxQdN8sYq2x6dU4bC9aE"));
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    const QStringList found = problems(shown.get());
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// The finder itself: a label too narrow for its text and a button squeezed below its size are
// found, and nothing is found once they have room.
void TestWindowFit::theFinderFindsACutLabel()
{
    QWidget page;
    page.resize(400, 200);
    auto *label = new QLabel(QStringLiteral("A label whose text is far wider than it"), &page);
    label->setGeometry(0, 0, 40, 20);
    auto *button = new QLineEdit(&page);
    button->setGeometry(0, 40, 5, 5);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCOMPARE(problems(&page).size(), 2);
    label->resize(label->sizeHint());
    button->resize(button->minimumSizeHint());
    QVERIFY2(problems(&page).isEmpty(), qPrintable(problems(&page).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
