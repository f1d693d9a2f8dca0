// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace Tandem {
class MdnsBrowser;
class SubnetSweeper;
} // namespace Tandem

namespace Tandem::Ui {

class NodeListModel;

// "Find Sparks" on the Devices page: browse mDNS for _ssh._tcp, or sweep port 22 across a
// network the user types (at most a /22). What is found is added to the node list; nothing is
// probed unless the user asks.
class DiscoveryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiscoveryPanel)

public:
    explicit DiscoveryPanel(NodeListModel *nodes, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void browse();
    void sweep();
    void retranslate();
    void setBusy(bool busy);

    NodeListModel *m_nodes;
    MdnsBrowser *m_browser = nullptr;
    SubnetSweeper *m_sweeper = nullptr;
    QPushButton *m_browseButton = nullptr;
    QLineEdit *m_cidr = nullptr;
    QPushButton *m_sweepButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    int m_found = 0;
};

} // namespace Tandem::Ui
