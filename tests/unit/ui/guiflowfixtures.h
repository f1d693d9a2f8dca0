// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The guided flow's window tests (tst_guiflow, tst_guiresume): nodes that hang until cancelled,
// two fake nodes, a session run and saved, screenshots.
#include "dialogs/passworddialog.h"
#include "fakenoderunner.h"
#include "mainwindow.h"
#include "models/checklistmodel.h"
#include "models/nodelistmodel.h"
#include "pages/checkspage.h"
#include "remote/leftoverruns.h"
#include "resultcheck.h"
#include "resumebanner.h"
#include "steps/flow/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace Tandem::Test {

using namespace Tandem::Ui;

// A node whose commands never end by themselves: only cancelAll() ends them (as failed), like
// a session whose commands are stopped.
class HangingRunner final : public NodeRunner
{
public:
    HangingRunner(QString name, QObject *parent)
        : NodeRunner(parent)
        , m_name(std::move(name))
    {}
    [[nodiscard]] QString nodeName() const override { return m_name; }
    void run(const RemoteCommand &command, QObject *context, Callback done) override
    {
        if (command.argv() == LeftoverRuns::scanCommand().argv()) {
            // The connect's scan for runs left behind answers: nothing is left.
            CommandResult none;
            none.node = m_name;
            QTimer::singleShot(0, context, [done, none] { done(none); });
            return;
        }
        m_waiting.append({QPointer<QObject>(context), std::move(done), command.displayString()});
    }
    void cancelAll() override
    {
        ++cancelled;
        const auto waiting = std::exchange(m_waiting, {});
        for (const auto &w : waiting) {
            QTimer::singleShot(0, this, [this, w] {
                CommandResult result;
                result.node = m_name;
                result.command = w.command;
                result.error = Error{QStringLiteral("Cancelled.")};
                if (w.context)
                    w.done(result);
            });
        }
    }
    void open() override
    {
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }
    int cancelled = 0;

private:
    struct Waiting
    {
        QPointer<QObject> context;
        Callback done;
        QString command;
    };
    QString m_name;
    QList<Waiting> m_waiting;
};

inline QList<NodeAddress> twoNodes()
{
    return {{QStringLiteral("spark-386d"),
             QStringLiteral("198.18.0.11"),
             22,
             QStringLiteral("nvidia"),
             {},
             QStringLiteral("lab")},
            {QStringLiteral("spark-7089"),
             QStringLiteral("198.18.0.12"),
             22,
             QStringLiteral("nvidia"),
             {},
             QStringLiteral("lab")}};
}

inline ChecksPage *checksPage(const MainWindow &window, StepId step)
{
    return qobject_cast<ChecksPage *>(window.page(step));
}

// A session on fake nodes that connected and ran the device checks and the cabling (which
// fail on nodes that answer nothing), saved to `path`.
inline void runASession(const QString &path)
{
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.setStatePath(path);
    workflow.setNodes(twoNodes());
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QTRY_COMPARE(finished.count(), 1);
    workflow.runDeviceChecks();
    QTRY_COMPARE(finished.count(), 2);
    workflow.runCabling();
    QTRY_COMPARE(finished.count(), 3);
    workflow.waitForStateSaved();
    QVERIFY(QFile::exists(path));
}

inline void saveScreenshot(QWidget *window, const QString &name)
{
    QVERIFY(QDir().mkpath(QStringLiteral("screenshots")));
    QVERIFY(window->grab().save(QStringLiteral("screenshots/%1.png").arg(name)));
}

} // namespace Tandem::Test
