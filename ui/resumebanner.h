// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "session/workflowstate.h"

#include <QFrame>

#include <optional>

class QLabel;
class QPushButton;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class NodeListModel;

// At the top of the Devices page, offers to resume the session an earlier run of Tandem saved.
// Resume brings back its nodes and every step's checks with their evidence; no connection is
// opened and no password was saved, so the user connects again. Start over keeps the file
// beside it (state.json.old) rather than deleting it, and "Bring it back" returns to it (the
// session started meanwhile is set aside in its turn), as after any new session that set one
// aside (Workflow::sessionSetAside). Not modal: the user may ignore it; Connect to the same
// machines resumes (DevicesPage), and the first step started without an answer counts as Start
// over, so the earlier session is never overwritten unseen. The model and the workflow are
// owned by the caller.
class ResumeBanner final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResumeBanner)

public:
    ResumeBanner(NodeListModel *model, Workflow *workflow, QWidget *parent = nullptr);

    // `saved` is what WorkflowState::load gave for `path`. A session with nothing in it is not
    // offered. With nodes listed already (the lab's, in the demo) it can only be resumed if they
    // are the same machines; the listed nodes then win (see SavedSession::resumeWith).
    void offer(const Result<WorkflowState> &saved, const QString &path);
    void resume();
    void startOver();
    // Returns to the session last set aside (state.json.old or the like).
    void bringBack();
    // Whether Resume can bring the saved session back with `listed` on the Devices page (the
    // same machines).
    [[nodiscard]] bool resumableWith(const QList<NodeAddress> &listed) const;
    // The names of the saved session's nodes; empty when it could not be read.
    [[nodiscard]] QStringList savedNodes() const;

    // Whether the user still has to choose.
    [[nodiscard]] bool isOffering() const { return m_offering; }
    [[nodiscard]] QString text() const;
    [[nodiscard]] QPushButton *resumeButton() const { return m_resume; }
    [[nodiscard]] QPushButton *startOverButton() const { return m_startOver; }
    [[nodiscard]] QPushButton *bringBackButton() const { return m_bringBack; }
    void retranslate();

private:
    void showOffer(const QString &text);
    void showInfo(const QString &text);
    // An info line with "Bring it back" for the session kept at `path`.
    void showSetAside(const QString &text, const QString &path);

    NodeListModel *m_model;
    Workflow *m_workflow;
    QLabel *m_text = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_startOver = nullptr;
    QPushButton *m_dismiss = nullptr;
    QPushButton *m_bringBack = nullptr;
    std::optional<WorkflowState> m_state; // what Resume brings back; empty: cannot resume
    QString m_path;
    QString m_asidePath; // the session "Bring it back" returns to
    bool m_offering = false;
};

} // namespace Tandem::Ui
