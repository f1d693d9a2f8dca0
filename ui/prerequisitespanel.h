// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "prereqs/buildplan.h"
#include "prereqs/prerequisitetypes.h"

#include <QGroupBox>
#include <QHash>
#include <QMessageBox>
#include <QPointer>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class CheckListModel;
class CheckListPanel;

// Step 8's prerequisites, above the bandwidth test's controls: NCCL, nccl-tests, Open MPI,
// tandem-probe and perftest (the Doctor's ib_write_bw) per node (checks with their evidence), where
// they are on the nodes (editable: point Tandem at existing installs), and "Build missing on the
// nodes", which first shows what would be built where and asks (a window-modal box, answered later,
// never exec()), then streams each node's build log with a progress bar per node and component,
// with Cancel. The work is the Workflow's Prerequisites; this only shows it and forwards the user's
// intent.
class PrerequisitesPanel final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrerequisitesPanel)

public:
    explicit PrerequisitesPanel(Workflow *workflow, QWidget *parent = nullptr);

    [[nodiscard]] CheckListModel *model() const { return m_model; }
    [[nodiscard]] QPlainTextEdit *logView() const { return m_log; }
    // The question before a build, while it is open (for tests).
    [[nodiscard]] QMessageBox *confirmation() const { return m_confirm; }
    // The bar of a node's component during and after a build; nullptr before.
    [[nodiscard]] QProgressBar *progressBar(const QString &node, PrereqComponent component) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateState();
    void applyLocations();
    void askToBuild();
    void startBuild();
    void addLine(const QString &node, PrereqComponent component, const QString &line);
    void setProgress(const QString &node, PrereqComponent component, double fraction);

    Workflow *m_workflow;
    CheckListModel *m_model;
    CheckListPanel *m_checks;
    QLabel *m_ncclLabel;
    QLineEdit *m_ncclHome;
    QLabel *m_testsLabel;
    QLineEdit *m_testsDir;
    QLabel *m_probeLabel;
    QLineEdit *m_probePath;
    QPushButton *m_check;
    QPushButton *m_build;
    QPushButton *m_cancel;
    QLabel *m_status;
    QFormLayout *m_bars;
    QPlainTextEdit *m_log;
    QHash<QString, QProgressBar *> m_progress; // "node/component"
    QPointer<QMessageBox> m_confirm;
    BuildPlan m_plan;
};

} // namespace Tandem::Ui
