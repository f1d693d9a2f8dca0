// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QListView;

namespace Tandem::Ui {

class CheckListModel;
class EvidenceDrawer;

// A step's checks (status icon, node, title) above the evidence drawer of the selected one.
// Shared by the pages that show checks; the model is owned by the caller.
class CheckListPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckListPanel)

public:
    explicit CheckListPanel(CheckListModel *model, QWidget *parent = nullptr);

    [[nodiscard]] QListView *view() const { return m_view; }
    [[nodiscard]] EvidenceDrawer *drawer() const { return m_drawer; }
    // The list as tall as its rows, never scrolling: for a page that scrolls as a whole (the
    // Doctor's), where a list that scrolls inside it would be a second scroll bar. Off by default:
    // other pages keep a list of their own height.
    void setShowsEveryRow(bool every);

    // The narrowest the list may be drawn (tst_windowfit holds every page to it).
    static constexpr int kMinimumWidth = 240;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showSelected();
    void retranslate();
    void fitRows();

    CheckListModel *m_model;
    QListView *m_view = nullptr;
    EvidenceDrawer *m_drawer = nullptr;
    bool m_everyRow = false;
};

} // namespace Tandem::Ui
