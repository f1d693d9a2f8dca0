// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace Tandem::Ui {

class NodeListModel;

// Step 1: the nodes to set up. Lists them (from the lab, discovery or typed by hand) and lets
// the user add and remove nodes. The model is owned by the caller.
class DevicesPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DevicesPage)

public:
    explicit DevicesPage(NodeListModel *model, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void addTypedNode();
    void removeSelected();
    void updateButtons();
    void retranslate();

    NodeListModel *m_model;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_hostEdit = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace Tandem::Ui
