// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "session/stepid.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QWidget;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

// Tells the user that a long run ended while they were looking elsewhere: a bandwidth sweep or
// soak (step 8), a build of its prerequisites, a Doctor run or a repair. When the window is not
// the active one, it asks for attention (QApplication::alert: the taskbar entry flashes) and
// sends a desktop notification through the freedesktop.org notification service on the session
// bus (org.freedesktop.Notifications, what GNOME, KDE, Xfce and notification daemons answer).
// The call is asynchronous, so a missing bus or server costs the GUI thread nothing and only
// the notification is lost. While the window is active nothing is sent: the page shows it.
// GUI thread.
class FinishNotifier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FinishNotifier)

public:
    FinishNotifier(Workflow *workflow, QWidget *window);

    // The D-Bus connection to send on, by name (QDBusConnection::connectToBus); empty, as by
    // default: the session bus. Tests connect to a bus of their own with a server on it.
    void setConnectionName(const QString &name) { m_connection = name; }

    // What a finished run's checks say, in a sentence for the notification's body.
    [[nodiscard]] static QString outcomeText(CheckStatus worst);

Q_SIGNALS:
    // A notification was sent (the window was not active).
    void notified(const QString &summary, const QString &body);

private:
    void stepFinished(StepId step);
    void repairEnded(bool completed);
    void buildFinished();
    void notify(const QString &summary, const QString &body);

    Workflow *m_workflow;
    QPointer<QWidget> m_window;
    QString m_connection;
    bool m_building = false;
};

} // namespace Tandem::Ui
