// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Devices page's tests: fake nodes (one with an unknown host key, one whose key changed
// once, a password they take) and the clicks that connect to them.
#include "dialogs/passworddialog.h"
#include "fakenoderunner.h"
#include "steps/flow/workflow.h"

#include <QHash>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>

namespace Tandem::Test {

inline Workflow::RunnerFactory fakeNodes(QHash<QString, FakeNodeRunner *> *made = nullptr)
{
    return [made](const NodeAddress &node,
                  const Credentials &credentials,
                  QObject *parent) -> NodeRunner * {
        auto *runner = new FakeNodeRunner(node.name, parent);
        if (node.host == QLatin1String("198.18.0.12"))
            runner->setUnknownHostKey(QStringLiteral("SHA256:lab-node-2"));
        if (node.host == QLatin1String("198.18.0.13") && made && !made->contains(node.name))
            runner->setChangedHostKey(QStringLiteral("SHA256:reinstalled")); // first try only
        if (credentials.password != "secret")
            runner->setOpenError(QStringLiteral("Authentication refused"));
        if (made)
            made->insert(node.name, runner);
        return runner;
    };
}

inline NodeAddress labNode(const QString &name, const QString &host)
{
    return {name, host, 22, QStringLiteral("nvidia"), {}, QStringLiteral("lab")};
}

// Waits for the page's password dialog, types `password` and accepts it; the caller checks
// QTest::currentTestFailed() where it goes on.
inline void typePassword(QWidget *page, const QString &password)
{
    Ui::PasswordDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = page->findChild<Ui::PasswordDialog *>()) != nullptr);
    QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("password")), password);
    dialog->accept();
    QTRY_VERIFY(page->findChild<Ui::PasswordDialog *>() == nullptr); // closed and deleted
}

// Clicks Connect and gives the password the fake nodes take.
inline void connectWithPassword(QWidget *page)
{
    QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("connectButton")),
                      Qt::LeftButton);
    typePassword(page, QStringLiteral("secret"));
}

// Connects with the password and waits for the box that says a node's host key changed; the
// caller checks QTest::currentTestFailed() where it goes on.
inline void waitForChangedKeyBox(QWidget *page, QMessageBox **box)
{
    connectWithPassword(page);
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY((*box = page->findChild<QMessageBox *>(QStringLiteral("hostKeyChanged")))
                != nullptr);
}

} // namespace Tandem::Test
