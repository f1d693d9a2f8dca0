// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language while a session is open leaves no text in the language it was made
// in: the plan's checks (titled by their ids), the state a report or a save reads, and the
// History's verdicts (stored as keys).
#include "doctor/knowledge.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "history/historyrun.h"
#include "models/checklistmodel.h"
#include "models/historytablemodel.h"
#include "pages/doctorpage.h"
#include "pages/networkplanpage.h"
#include "steps/flow/workflow.h"
#include "steps/plan/networkplanstep.h"
#include "translations.h"

#include <QCoreApplication>
#include <QLabel>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestLanguageSwitch final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void planChecksFollowTheLanguage();
    void doctorFindingsFollowTheLanguage();
    void historyVerdictsAreWords_data();
    void historyVerdictsAreWords();
};

void TestLanguageSwitch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestLanguageSwitch::planChecksFollowTheLanguage()
{
    const auto back = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    WorkflowState state = Test::fullState();
    Check duplicate;
    duplicate.id = QStringLiteral("plan.duplicate");
    duplicate.title = QStringLiteral("Every planned address is unique"); // made in English
    duplicate.status = CheckStatus::Pass;
    state.checks[StepId::NetworkPlan] << duplicate;
    Workflow workflow(Test::quietRunners());
    NetworkPlanPage page(&workflow);
    workflow.restore(state);
    const QStringList english{QStringLiteral("Address plan"),
                              QStringLiteral("Every planned address is unique")};
    const auto titles = [](const QList<Check> &checks) {
        QStringList list;
        for (const Check &check : checks)
            list << check.title;
        return list;
    };
    QCOMPARE(titles(page.model()->checks()), english);

    QVERIFY(Translations::install(QStringLiteral("ja")));
    QCoreApplication::processEvents(); // the LanguageChange events
    const QStringList japanese{NetworkPlanStep::title(QStringLiteral("plan.addresses")),
                               NetworkPlanStep::title(QStringLiteral("plan.duplicate"))};
    for (const QString &title : japanese)
        QVERIFY2(!english.contains(title), qPrintable(title)); // the catalogue has them
    QCOMPARE(titles(page.model()->checks()), japanese);
    // What a report or a save reads is in the language of now as well.
    QCOMPARE(titles(workflow.state().checks.value(StepId::NetworkPlan)), japanese);
}

// A finding keeps the values its rule filled in, so the Doctor page and a report can say it
// again in another language; a resumed file keeps them too.
void TestLanguageSwitch::doctorFindingsFollowTheLanguage()
{
    const auto back = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    const KnowledgeRule &rule = Knowledge::rules().constFirst();
    const QMap<QString, QString> values{
        {QStringLiteral("node"), QStringLiteral("node1")},
        {QStringLiteral("peer"), QStringLiteral("node2")},
        {QStringLiteral("interface"), QStringLiteral("enp1s0f1np1")},
        {QStringLiteral("port"), QStringLiteral("right")},
        {QStringLiteral("value"), QStringLiteral("1500")},
        {QStringLiteral("expected"), QStringLiteral("9000")}};
    const QString id = QString::fromLatin1(rule.id);
    WorkflowState state = Test::fullState();
    state.doctor.findings = {Knowledge::finding(id, {QStringLiteral("node1")}, values, {})};
    state.doctor.startedAt = state.doctor.finishedAt = QDateTime::currentDateTimeUtc();
    const QString english = state.doctor.findings.constFirst().title;
    Workflow workflow(Test::quietRunners());
    DoctorPage page(&workflow);
    const auto resumed = WorkflowState::fromJson(state.toJson());
    QVERIFY(resumed);
    workflow.restore(*resumed);
    QCOMPARE(workflow.session().doctor.findings.constFirst().values, values);

    QVERIFY(Translations::install(QStringLiteral("ja")));
    QCoreApplication::processEvents();
    const QString japanese = workflow.session().doctor.findings.constFirst().title;
    QVERIFY2(japanese != english, qPrintable(japanese));
    QCOMPARE(japanese, Knowledge::render(rule.title, values));
    QCOMPARE(workflow.session().doctor.findings.constFirst().fix,
             Knowledge::render(rule.fix, values));
    // The page draws it again: some label on it now says the Japanese title.
    bool shown = false;
    for (const QLabel *label : page.findChildren<QLabel *>())
        shown = shown || label->text().contains(japanese);
    QVERIFY(shown);
}

void TestLanguageSwitch::historyVerdictsAreWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("ja") << "ja";
}

void TestLanguageSwitch::historyVerdictsAreWords()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    const auto back = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    HistoryRun pass;
    pass.id = 1;
    pass.verdict = QStringLiteral("pass");
    HistoryRun fail = pass;
    fail.id = 2;
    fail.verdict = QStringLiteral("fail");
    HistoryTableModel model;
    model.setRuns({pass, fail});
    const auto shown
        = [&](int row) { return model.index(row, HistoryTableModel::Verdict).data().toString(); };
    QCOMPARE(shown(0), CheckListModel::statusWord(CheckStatus::Pass));
    QCOMPARE(shown(1), CheckListModel::statusWord(CheckStatus::Fail));
    QVERIFY(shown(0) != QLatin1String("pass") && shown(1) != QLatin1String("fail"));
    if (language == QLatin1String("en"))
        QCOMPARE(shown(0), QStringLiteral("Passed"));
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
