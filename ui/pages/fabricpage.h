// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pages/checkspage.h"

class QLabel;
class QPushButton;

namespace Tandem::Ui {

// Step 6: passwordless SSH between the nodes over the ConnectX-7 addresses: a key made on each
// node, only public keys exchanged, authorized_keys restricted to the fabric's subnets,
// known_hosts seeded with the real host keys. Remove takes out exactly what was added.
class FabricPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FabricPage)

public:
    explicit FabricPage(Workflow *workflow, QWidget *parent = nullptr);

protected:
    void retranslate() override;

private:
    // Asks before Remove: it edits three files in the user's ~/.ssh on every node.
    void confirmRemove();
    // Asks before setting it up, showing the blocks each node's files get.
    void confirmSetup();

    QLabel *m_explain = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace Tandem::Ui
