// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <QMainWindow>

class QStackedWidget;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class LanguageMenu;
class NodeListModel;
class StepSidebar;

// Wires the step sidebar, the pages and the menus together; holds no logic of its own.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // The workflow is owned by the caller and outlives the window.
    explicit MainWindow(Workflow *workflow, QWidget *parent = nullptr);

    void showStep(Step step);
    [[nodiscard]] Step currentStep() const;
    [[nodiscard]] QWidget *page(Step step) const;
    [[nodiscard]] NodeListModel *nodes() const { return m_nodes; }

Q_SIGNALS:
    // The user picked a language in the menu; the application installs it.
    void languageRequested(const QString &code);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void retranslate();

    Workflow *m_workflow;
    NodeListModel *m_nodes = nullptr;
    StepSidebar *m_sidebar = nullptr;
    QStackedWidget *m_pages = nullptr;
    LanguageMenu *m_languageMenu = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace Tandem::Ui
