// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QMessageBox;
class QWidget;

namespace Tandem::Ui {

// The question asked before a change on the nodes or to the session: OK named for the action,
// Cancel the default (Enter never changes anything), window-modal, opened without a nested event
// loop and deleted when closed. GUI thread.
class Confirmation
{
public:
    // Opens the question; `accepted` runs after OK. Returns the box (for its object name in
    // tests, and for a caller that adds to it before it shows).
    static QMessageBox *ask(QWidget *parent,
                            const QString &objectName,
                            const QString &title,
                            const QString &text,
                            const QString &informative,
                            const QString &okText,
                            std::function<void()> accepted);
};

} // namespace Tandem::Ui
