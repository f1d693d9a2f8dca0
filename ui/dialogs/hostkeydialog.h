// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

namespace Tandem::Ui {

// First contact with a node: shows the SHA256 fingerprint of its host key and asks whether to
// trust it. Tandem remembers a trusted key in its own known_hosts and refuses the node if the
// key ever changes. Opened with open(); accepted = trust.
class HostKeyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostKeyDialog)

public:
    // `replaced`: the user has just replaced this node's stored key (it changed), so the key is
    // shown as a changed one, not as a first contact.
    HostKeyDialog(const QString &node,
                  const QString &fingerprint,
                  bool replaced = false,
                  QWidget *parent = nullptr);

    [[nodiscard]] const QString &node() const { return m_node; }

private:
    QString m_node;
};

} // namespace Tandem::Ui
