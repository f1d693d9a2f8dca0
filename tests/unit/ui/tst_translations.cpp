// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "mainwindow.h"
#include "steps/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestTranslations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bestMatch_data();
    void bestMatch();
    void catalogsAreEmbedded_data();
    void catalogsAreEmbedded();
    void switchingRetranslatesTheWindow();
    void cleanupTestCase();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestTranslations::cleanupTestCase()
{
    Translations::install(QStringLiteral("en"));
}

void TestTranslations::bestMatch_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("code");
    QTest::newRow("english") << "en_GB"
                             << "en";
    QTest::newRow("japanese") << "ja_JP"
                              << "ja";
    QTest::newRow("simplified chinese") << "zh_CN"
                                        << "zh_CN";
    QTest::newRow("singapore chinese") << "zh_SG"
                                       << "zh_CN";
    QTest::newRow("traditional chinese stays english") << "zh_TW"
                                                       << "en";
    QTest::newRow("german falls back to english") << "de_DE"
                                                  << "en";
}

void TestTranslations::bestMatch()
{
    QFETCH(QString, locale);
    QFETCH(QString, code);
    QCOMPARE(Translations::bestMatch(QLocale(locale)), code);
}

void TestTranslations::catalogsAreEmbedded_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("ja") << "ja";
    QTest::newRow("zh_CN") << "zh_CN";
}

void TestTranslations::catalogsAreEmbedded()
{
    QFETCH(QString, code);
    QVERIFY(Translations::install(code));
    QCOMPARE(Translations::current(), code);
    QVERIFY(Translations::install(QStringLiteral("en")));
    QCOMPARE(Translations::current(), QStringLiteral("en"));
    QVERIFY(!Translations::install(QStringLiteral("xx")));
    QCOMPARE(Translations::current(), QStringLiteral("en"));
}

void TestTranslations::switchingRetranslatesTheWindow()
{
    Translations::install(QStringLiteral("en"));
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    auto *sidebar = window.findChild<StepSidebar *>();
    const QString english = sidebar->item(0)->text();
    QCOMPARE(english, QStringLiteral("1. Devices"));
    QVERIFY(Translations::install(QStringLiteral("ja")));
    QCoreApplication::processEvents(); // LanguageChange is delivered through the event queue
    QTRY_VERIFY(sidebar->item(0)->text() != english);
    QVERIFY(window.menuBar()->actions().at(0)->text() != QStringLiteral("&File"));
    QVERIFY(Translations::install(QStringLiteral("en")));
    QTRY_COMPARE(sidebar->item(0)->text(), english);
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
