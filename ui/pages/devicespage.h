// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class BusyIndicator;
class CheckListModel;
class NodeListModel;
class ResumeBanner;

// Step 1: the nodes to set up. Lists them (from the lab, discovery or typed by hand), lets the
// user add and remove nodes, and connects to all of them: the password is asked once, a new
// host key is shown for confirmation, and each node's connection becomes a check; test runs a
// crashed Tandem left on the nodes are offered for ending. The model and the workflow are owned
// by the caller.
class DevicesPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DevicesPage)

public:
    DevicesPage(NodeListModel *model, Workflow *workflow, QWidget *parent = nullptr);

    [[nodiscard]] ResumeBanner *resumeBanner() const { return m_banner; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void addTypedNode();
    void askPasswordAndConnect();
    // Asks before a new session sets the results aside (Cancel is the default); `then` runs
    // after "Start a new session".
    void confirmNewSession(const QString &text, std::function<void()> then);
    // Says what installing Tandem's key changes on the nodes, and installs it on "Install".
    void confirmInstallKey();
    void askPassword();
    // `node` presents another key than the stored one: explains, and offers to replace the
    // stored key once the user has checked the new one on the node.
    void offerKeyReplacement(const QString &node, const QString &fingerprint);
    void confirmHostKey(const QString &node, const QString &fingerprint);
    // The connect found test runs that a Tandem on this computer left behind when it was
    // killed or crashed: names them and offers to end them (Workflow::endLeftovers). Each run
    // is offered once.
    void offerToEndLeftovers();
    void removeSelected();
    void updateButtons();
    void retranslate();

    NodeListModel *m_model;
    Workflow *m_workflow;
    CheckListModel *m_connections = nullptr;
    QPushButton *m_connectButton = nullptr;
    QPushButton *m_keyButton = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_hostEdit = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QLabel *m_message = nullptr;
    ResumeBanner *m_banner = nullptr;
    QSet<QString> m_replacedKeys; // nodes whose stored key the user replaced, until trusted
    BusyIndicator *m_busy = nullptr;
    QSet<QString> m_offeredRuns; // "node run" of every run offered for ending
};

} // namespace Tandem::Ui
