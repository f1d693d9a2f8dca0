// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostkeydialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Tandem::Ui {

HostKeyDialog::HostKeyDialog(const QString &node,
                             const QString &fingerprint,
                             bool replaced,
                             QWidget *parent)
    : QDialog(parent)
    , m_node(node)
{
    setObjectName(QStringLiteral("hostKeyDialog"));
    setWindowTitle(replaced ? tr("Changed host key") : tr("New host key"));
    auto *text = new QLabel(replaced ? tr("%1 presents a changed host key: you replaced the one "
                                          "Tandem stored. The key it presents now has this "
                                          "fingerprint:")
                                           .arg(node.toHtmlEscaped())
                                     : tr("Tandem has not connected to %1 before. Its host key "
                                          "has this fingerprint:")
                                           .arg(node.toHtmlEscaped()),
                            this);
    text->setWordWrap(true);
    auto *print = new QLabel(fingerprint.toHtmlEscaped(), this);
    print->setObjectName(QStringLiteral("fingerprint"));
    print->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    print->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *how = new QLabel(tr("To be sure you are talking to that Spark, compare it with what "
                              "this command prints on the Spark itself (on its screen or over "
                              "a connection you trust): ssh-keygen -lf "
                              "/etc/ssh/ssh_host_ed25519_key.pub"),
                           this);
    how->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *trust = buttons->addButton(tr("&Trust this key"), QDialogButtonBox::AcceptRole);
    trust->setObjectName(QStringLiteral("trustButton"));
    QPushButton *refuse = buttons->addButton(tr("&Do not connect"), QDialogButtonBox::RejectRole);
    refuse->setObjectName(QStringLiteral("refuseButton"));
    // Trusting a key is a choice, never what Enter does: a focused push button in a dialog
    // becomes the default, so Trust must not take the focus as the first button.
    trust->setAutoDefault(false);
    refuse->setDefault(true);
    refuse->setFocus();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(print);
    layout->addWidget(how);
    layout->addWidget(buttons);
    // As tall as the wrapped text needs at this width: sizeHint() measures the text unwrapped,
    // which cut the longer Japanese lines.
    resize(520, std::max(sizeHint().height(), heightForWidth(520)));
}

} // namespace Tandem::Ui
