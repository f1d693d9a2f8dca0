// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader and a keyboard user get from every page (docs/accessibility.md): walks the
// accessibility tree Qt gives assistive technologies, as AT-SPI reads it, and fails on an input
// without a name, a status told by an icon alone, something clickable that Tab cannot reach, and a
// chart or drawing without a name and a description.
#include "dialogs/hostkeydialog.h"
#include "dialogs/passworddialog.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "mainwindow.h"
#include "step.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

// Roles a user acts on or reads from, which a screen reader announces by name.
bool needsName(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::EditableText:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::PageTab:
    case QAccessible::MenuItem: return true;
    default: return false;
    }
}

// "QLineEdit 'python' in Tandem::Ui::DoctorPage": enough to find the widget in the source.
QString describe(const QObject *object)
{
    if (!object)
        return QStringLiteral("(no object)");
    QString text = QString::fromLatin1(object->metaObject()->className());
    if (!object->objectName().isEmpty())
        text += QStringLiteral(" '%1'").arg(object->objectName());
    for (const QObject *up = object->parent(); up; up = up->parent()) {
        const QString name = QString::fromLatin1(up->metaObject()->className());
        if (name.startsWith(QLatin1String("Tandem::"))) {
            text += QStringLiteral(" in ") + name;
            break;
        }
    }
    if (const auto *widget = qobject_cast<const QWidget *>(object)) {
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            text += QStringLiteral(" (text '%1', tooltip '%2')")
                        .arg(button->text(), button->toolTip());
    }
    return text;
}

class Walker
{
public:
    QStringList offences;

    void walk(QAccessibleInterface *iface, int depth = 0)
    {
        if (!iface || !iface->isValid() || depth > 64 || iface->state().invisible)
            return;
        const QAccessible::Role role = iface->role();
        if (needsName(role) && iface->text(QAccessible::Name).trimmed().isEmpty())
            offences << QStringLiteral("no name: %1").arg(describe(iface->object()));
        // Item views are checked through their models below: their cells are many and alike.
        if (role == QAccessible::Table || role == QAccessible::List || role == QAccessible::Tree)
            return;
        for (int i = 0; i < iface->childCount(); ++i)
            walk(iface->child(i), depth + 1);
    }

    void checkWidgets(const QWidget *top)
    {
        for (const QWidget *widget : top->findChildren<QWidget *>()) {
            if (!widget->isVisibleTo(top) || !widget->isEnabled())
                continue;
            checkFocus(widget);
            checkGraphic(widget);
            if (const auto *view = qobject_cast<const QAbstractItemView *>(widget))
                checkCells(view);
        }
    }

private:
    // Whatever the mouse can use, Tab reaches.
    void checkFocus(const QWidget *widget)
    {
        // (A table's header sorts by click; the keyboard sorts in the table's own context.)
        const bool interactive = qobject_cast<const QAbstractButton *>(widget)
                                 || qobject_cast<const QComboBox *>(widget)
                                 || qobject_cast<const QLineEdit *>(widget)
                                 || qobject_cast<const QAbstractSpinBox *>(widget)
                                 || (qobject_cast<const QAbstractItemView *>(widget)
                                     && !qobject_cast<const QHeaderView *>(widget));
        // A spin box's arrows, a combo box's parts and a table's corner button ("select all",
        // Ctrl+A in the table) are reached through their owner.
        const bool part = widget->parentWidget()
                          && (qobject_cast<const QAbstractSpinBox *>(widget->parentWidget())
                              || qobject_cast<const QComboBox *>(widget->parentWidget())
                              || qobject_cast<const QAbstractItemView *>(widget->parentWidget()));
        if (interactive && !part && !(widget->focusPolicy() & Qt::TabFocus))
            offences << QStringLiteral("not reachable by Tab: %1").arg(describe(widget));
        // A table nobody edits moves Tab out of it, not from cell to cell: else the keyboard
        // never leaves it (the arrow keys move between its cells).
        if (const auto *view = qobject_cast<const QAbstractItemView *>(widget)) {
            bool editable = false;
            if (const QAbstractItemModel *model = view->model()) {
                for (int column = 0; model->rowCount() > 0 && column < model->columnCount();
                     ++column)
                    editable |= bool(model->flags(model->index(0, column)) & Qt::ItemIsEditable);
            }
            const bool readOnly
                = view->editTriggers() == QAbstractItemView::NoEditTriggers || !editable;
            if (view->tabKeyNavigation() && readOnly)
                offences << QStringLiteral("traps Tab: %1").arg(describe(widget));
        }
        if (const auto *label = qobject_cast<const QLabel *>(widget)) {
            const auto flags = label->textInteractionFlags();
            const bool link = label->text().contains(QLatin1String("<a "), Qt::CaseInsensitive);
            if (link && !(flags & Qt::LinksAccessibleByKeyboard))
                offences << QStringLiteral("link not reachable by Tab: %1").arg(describe(widget));
        }
    }

    // Charts and drawings tell what they show in words.
    void checkGraphic(const QWidget *widget)
    {
        static const QStringList drawn{QStringLiteral("QCustomPlot"),
                                       QStringLiteral("Tandem::Ui::RearPanelWidget")};
        if (!drawn.contains(QString::fromLatin1(widget->metaObject()->className())))
            return;
        if (widget->accessibleName().isEmpty() || widget->accessibleDescription().isEmpty())
            offences << QStringLiteral("drawing without a name and description: %1")
                            .arg(describe(widget));
    }

    // A cell that shows an icon also has words, and a model that carries a status (a role named
    // "status", as CheckListModel's) says it in its accessible text: never a colour alone.
    void checkCells(const QAbstractItemView *view)
    {
        const QAbstractItemModel *model = view->model();
        if (!model)
            return;
        const bool hasStatus = model->roleNames().values().contains("status");
        const int rows = qMin(model->rowCount(), 200);
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                if (!index.data(Qt::DecorationRole).isValid())
                    continue;
                const QString words = index.data(Qt::DisplayRole).toString()
                                      + index.data(Qt::AccessibleTextRole).toString();
                if (hasStatus && index.data(Qt::AccessibleTextRole).toString().isEmpty()) {
                    offences << QStringLiteral("status without words at row %1: %2")
                                    .arg(row)
                                    .arg(describe(view));
                } else if (words.trimmed().isEmpty()) {
                    offences << QStringLiteral("icon without words at row %1, column %2: %3")
                                    .arg(row)
                                    .arg(column)
                                    .arg(describe(view));
                }
            }
        }
    }
};

QStringList offencesOf(QWidget *top)
{
    Walker walker;
    walker.walk(QAccessible::queryAccessibleInterface(top));
    walker.checkWidgets(top);
    walker.offences.removeDuplicates();
    return walker.offences;
}

} // namespace

class TestAccessibility final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyPage_data();
    void everyPage();
    void dialogs();
    void theWalkFindsAnUnnamedInput();
};

void TestAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestAccessibility::everyPage_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<bool>("session");
    for (StepId step : StepText::all()) {
        const QByteArray name = StepNames::title(step).toUtf8();
        QTest::addRow("empty %s", name.constData()) << int(step) << false;
        QTest::addRow("whole session %s", name.constData()) << int(step) << true;
    }
}

// Every page, before anything ran and with a whole session's results (Test::fullState).
void TestAccessibility::everyPage()
{
    QFETCH(int, step);
    QFETCH(bool, session);
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    // After the window, as the application resumes a session: the pages fill on restored().
    if (session)
        workflow.restore(Tandem::Test::fullState());
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showStep(StepId(step));
    const QStringList offences = offencesOf(&window);
    QVERIFY2(offences.isEmpty(), qPrintable(offences.join(QLatin1Char('\n'))));
}

void TestAccessibility::dialogs()
{
    PasswordDialog password(QStringLiteral("alice"));
    password.show();
    QVERIFY(QTest::qWaitForWindowExposed(&password));
    QStringList offences = offencesOf(&password);
    HostKeyDialog hostKey(QStringLiteral("spark-1a2b"),
                          QStringLiteral("SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU"));
    hostKey.show();
    QVERIFY(QTest::qWaitForWindowExposed(&hostKey));
    offences += offencesOf(&hostKey);
    QVERIFY2(offences.isEmpty(), qPrintable(offences.join(QLatin1Char('\n'))));
}

// The walk itself: it sees an input with no name, and the same input once named or labelled.
void TestAccessibility::theWalkFindsAnUnnamedInput()
{
    QWidget top;
    auto *edit = new QLineEdit(&top);
    top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&top));
    QCOMPARE(offencesOf(&top).size(), 1);
    QVERIFY(offencesOf(&top).constFirst().startsWith(QLatin1String("no name: QLineEdit")));
    auto *label = new QLabel(QStringLiteral("&Python"), &top);
    label->setBuddy(edit);
    QCOMPARE(offencesOf(&top), QStringList());
    label->setBuddy(nullptr);
    edit->setAccessibleName(QStringLiteral("Python"));
    QCOMPARE(offencesOf(&top), QStringList());
    edit->setFocusPolicy(Qt::ClickFocus);
    QCOMPARE(offencesOf(&top).size(), 1);
    QVERIFY(offencesOf(&top).constFirst().startsWith(QLatin1String("not reachable by Tab")));
    edit->setFocusPolicy(Qt::StrongFocus);
    // A read-only table keeps Tab among its cells until told not to.
    auto *table = new QTableView(&top);
    table->setAccessibleName(QStringLiteral("Nodes"));
    table->show();
    QCOMPARE(offencesOf(&top).size(), 1);
    QVERIFY(offencesOf(&top).constFirst().startsWith(QLatin1String("traps Tab")));
    table->setTabKeyNavigation(false);
    QCOMPARE(offencesOf(&top), QStringList());
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
