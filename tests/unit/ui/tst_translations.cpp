// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "mainwindow.h"
#include "report/report.h"
#include "report/reporthtml.h"
#include "session/workflowstate.h"
#include "steps/flow/workflow.h"
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
    void preferredFollowsLanguage_data();
    void preferredFollowsLanguage();
    void qtsOwnStringsAreTranslated_data();
    void qtsOwnStringsAreTranslated();
    void reportSaysItsLanguage_data();
    void reportSaysItsLanguage();
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

void TestTranslations::preferredFollowsLanguage_data()
{
    // QLocale::uiLanguages(): LANGUAGE's list first (LANGUAGE=ja:en), then LC_MESSAGES/LANG.
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("code");
    QTest::newRow("LANGUAGE=ja:en") << QStringList{"ja", "en"} << "ja";
    QTest::newRow("english first") << QStringList{"en-US", "ja-JP"} << "en";
    QTest::newRow("german, then chinese") << QStringList{"de-DE", "zh-CN"} << "zh_CN";
    QTest::newRow("traditional, then japanese") << QStringList{"zh-TW", "ja"} << "ja";
    QTest::newRow("C locale") << QStringList{"C"} << "en";
    QTest::newRow("none") << QStringList{} << "en";
}

void TestTranslations::preferredFollowsLanguage()
{
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, code);
    QCOMPARE(Translations::preferred(uiLanguages), code);
}

void TestTranslations::qtsOwnStringsAreTranslated_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("ja") << "ja";
    QTest::newRow("zh_CN") << "zh_CN";
}

void TestTranslations::qtsOwnStringsAreTranslated()
{
    // A standard button's Cancel comes from Qt's catalogue, not Tandem's.
    QFETCH(QString, code);
    QVERIFY(Translations::install(code));
    if (!Translations::qtCatalogueLoaded())
        QSKIP("Qt's catalogues are not installed (Debian package qt6-translations-l10n)");
    const QString cancel = QCoreApplication::translate("QPlatformTheme", "Cancel");
    QVERIFY2(cancel != QLatin1String("Cancel"), qPrintable(cancel));
    QCOMPARE(Translations::currentTag(), QString(code).replace(QLatin1Char('_'), QLatin1Char('-')));
    QVERIFY(Translations::install(QStringLiteral("en")));
    QVERIFY(!Translations::qtCatalogueLoaded());
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
}

void TestTranslations::reportSaysItsLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("tag");
    QTest::newRow("en") << "en"
                        << "en";
    QTest::newRow("ja") << "ja"
                        << "ja";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "zh-CN";
}

void TestTranslations::reportSaysItsLanguage()
{
    QFETCH(QString, code);
    QFETCH(QString, tag);
    QVERIFY(Translations::install(code));
    const QString html = QString::fromUtf8(reportHtml(Report::build(WorkflowState{})));
    QVERIFY2(html.contains(QStringLiteral("<html lang=\"%1\">").arg(tag)),
             qPrintable(html.left(80)));
    // ... and its words are in that language.
    QCOMPARE(html.contains(QLatin1String("<title>Tandem acceptance report</title>")),
             code == QLatin1String("en"));
    QVERIFY(Translations::install(QStringLiteral("en")));
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
