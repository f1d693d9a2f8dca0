// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLineEdit;

namespace Tandem::Ui {

// Asks once per session for the password of the user on the nodes: SSH login and sudo use it
// (on DGX OS they are the same). It is kept in memory for this session only, never written
// anywhere. Opened with open(); read password() when accepted.
class PasswordDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PasswordDialog)

public:
    explicit PasswordDialog(const QString &user, QWidget *parent = nullptr);
    ~PasswordDialog() override;

    [[nodiscard]] QByteArray password() const;

private:
    QLineEdit *m_password = nullptr;
};

} // namespace Tandem::Ui
