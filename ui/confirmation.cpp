// SPDX-License-Identifier: GPL-3.0-or-later
#include "confirmation.h"

#include <QMessageBox>
#include <QPushButton>

namespace Tandem::Ui {

QMessageBox *Confirmation::ask(QWidget *parent,
                               const QString &objectName,
                               const QString &title,
                               const QString &text,
                               const QString &informative,
                               const QString &okText,
                               std::function<void()> accepted)
{
    auto *box = new QMessageBox(
        QMessageBox::Question, title, text, QMessageBox::Ok | QMessageBox::Cancel, parent);
    box->setObjectName(objectName);
    if (!informative.isEmpty())
        box->setInformativeText(informative);
    box->button(QMessageBox::Ok)->setText(okText);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setWindowModality(Qt::WindowModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(
        box, &QMessageBox::finished, box, [accepted = std::move(accepted)](int result) {
            if (result == QMessageBox::Ok && accepted)
                accepted();
        });
    box->open(); // open(), not exec(): no nested event loop
    return box;
}

} // namespace Tandem::Ui
