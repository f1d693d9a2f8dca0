// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "session/workflowstate.h"
#include "step.h"

#include <QMainWindow>
#include <QPointer>

class QStackedWidget;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class HistoryPage;
class FinishNotifier;
class QuitGuard;

class LanguageMenu;
class NodeListModel;
class StepNavigator;
class FocusRing;
class StepSidebar;

// Wires the step sidebar, the pages and the menus together; holds no logic of its own.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // The workflow is owned by the caller and outlives the window.
    explicit MainWindow(Workflow *workflow, QWidget *parent = nullptr);
    ~MainWindow() override;

    void showStep(StepId step);
    [[nodiscard]] StepId currentStep() const;
    [[nodiscard]] QWidget *page(StepId step) const;
    // The run history (View > Run history): not a step, shown in the steps' place.
    void showHistory();
    [[nodiscard]] HistoryPage *historyPage() const { return m_history; }
    [[nodiscard]] NodeListModel *nodes() const { return m_nodes; }
    [[nodiscard]] StepSidebar *sidebar() const { return m_sidebar; }
    [[nodiscard]] StepNavigator *navigator() const { return m_navigator; }
    // Asks before a close ends a running step (QuitGuard).
    [[nodiscard]] QuitGuard *quitGuard() const { return m_quitGuard; }
    // Tells the desktop when a long run ends while the window is in the background.
    [[nodiscard]] FinishNotifier *finishNotifier() const { return m_finishNotifier; }
    // Offers, on the Devices page, to resume the session saved in `path` (what
    // WorkflowState::load gave for it). Call after listing any nodes known at start.
    void offerResume(const Result<WorkflowState> &saved, const QString &path);

Q_SIGNALS:
    // The user picked a language in the menu; the application installs it.
    void languageRequested(const QString &code);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    // Adds `page` to the stack inside its own scroll area.
    void addPage(QWidget *page);
    void createMenus();
    void retranslate();
    // Placeholder text readable on the theme's base (a dark theme's was barely visible).
    void readablePlaceholders();
    // Every step's last status and whether it can run now (StepGate), into the sidebar.
    void updateSteps();

    Workflow *m_workflow;
    NodeListModel *m_nodes = nullptr;
    StepSidebar *m_sidebar = nullptr;
    QStackedWidget *m_pages = nullptr;
    StepNavigator *m_navigator = nullptr;
    // Around the item view that has the keyboard; it moves into the pages, so it may go first.
    QPointer<FocusRing> m_focusRing;
    QMetaObject::Connection m_focusWatch; // QApplication::focusChanged, ended first on close
    QList<QWidget *> m_pageList; // the pages themselves, in stack order (not their scroll areas)
    LanguageMenu *m_languageMenu = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_historyAction = nullptr;
    HistoryPage *m_history = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QuitGuard *m_quitGuard = nullptr;
    FinishNotifier *m_finishNotifier = nullptr;
};

} // namespace Tandem::Ui
