// SPDX-License-Identifier: GPL-3.0-or-later
#include "passworddialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace Tandem::Ui {

PasswordDialog::PasswordDialog(const QString &user, QWidget *parent)
    : QDialog(parent)
    , m_password(new QLineEdit(this))
{
    setObjectName(QStringLiteral("passwordDialog"));
    setWindowTitle(tr("Password for the nodes"));
    auto *text = new QLabel(
        tr("Tandem logs in to the nodes as %1 and uses sudo for the changes it makes. Enter the "
           "password of %1 on the nodes, or leave it empty to log in with an SSH key or agent "
           "only. The password is kept in memory for this session only and never stored.")
            .arg(user.isEmpty() ? tr("your user") : user.toHtmlEscaped()),
        this);
    text->setWordWrap(true);
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    auto *form = new QFormLayout;
    form->addRow(tr("&Password:"), m_password);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addLayout(form);
    layout->addWidget(buttons);
    // As tall as the wrapped text needs at this width: sizeHint() measures the text unwrapped,
    // which cut the longer Japanese lines.
    resize(440, std::max(sizeHint().height(), heightForWidth(440)));
}

PasswordDialog::~PasswordDialog()
{
    // QLineEdit keeps its text until then; clear it so the dialog's memory does not hold it.
    m_password->clear();
}

QByteArray PasswordDialog::password() const
{
    return m_password->text().toUtf8();
}

} // namespace Tandem::Ui
