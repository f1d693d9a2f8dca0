// SPDX-License-Identifier: GPL-3.0-or-later
#include "finishnotifier.h"

#include "steps/bandwidth/bandwidthstep.h"
#include "steps/bandwidth/prerequisites.h"
#include "steps/flow/workflow.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCall>
#include <QVariantMap>
#include <QWidget>

namespace Tandem::Ui {

namespace {

// The Desktop Notifications Specification's names (specifications.freedesktop.org,
// notification-spec): the service, its interface and object path, and the method Notify.
constexpr auto notificationsPath = "/org/freedesktop/Notifications";
constexpr auto notificationsInterface = "org.freedesktop.Notifications";

// What a run's checks say; none at all says nothing (worstStatus would call that a pass).
CheckStatus outcomeOf(const QList<Check> &checks)
{
    return checks.isEmpty() ? CheckStatus::Pending : worstStatus(checks);
}

} // namespace

FinishNotifier::FinishNotifier(Workflow *workflow, QWidget *window)
    : QObject(window)
    , m_workflow(workflow)
    , m_window(window)
{
    connect(workflow, &Workflow::stepFinished, this, &FinishNotifier::stepFinished);
    connect(workflow, &Workflow::repairEnded, this, &FinishNotifier::repairEnded);
    // started() and finished() come for a check as well as for a build, and a build is not yet
    // running at started(): its first line or progress says that this run is a build.
    Prerequisites *prerequisites = workflow->prerequisites();
    connect(prerequisites, &Prerequisites::buildLine, this, [this] { m_building = true; });
    connect(prerequisites, &Prerequisites::buildProgress, this, [this] { m_building = true; });
    connect(prerequisites, &Prerequisites::finished, this, &FinishNotifier::buildFinished);
}

QString FinishNotifier::outcomeText(CheckStatus worst)
{
    switch (worst) {
    case CheckStatus::Pass: return tr("It passed.");
    case CheckStatus::Warn: return tr("It passed with warnings.");
    case CheckStatus::Fail: return tr("It failed: Tandem shows why.");
    case CheckStatus::Pending:
    case CheckStatus::Running:
    case CheckStatus::Skipped: break;
    }
    return tr("It ended.");
}

void FinishNotifier::stepFinished(StepId step)
{
    switch (step) {
    case StepId::Bandwidth:
        notify(
            tr("The bandwidth test has ended"),
            outcomeText(BandwidthStep::verdictOf(m_workflow->session().checks.value(step)).status));
        return;
    case StepId::Doctor:
        // A repair's own Doctor run is told once, with the repair (repairEnded).
        if (!m_workflow->isRepairing())
            notify(tr("The Doctor has finished"),
                   outcomeText(outcomeOf(m_workflow->session().checks.value(step))));
        return;
    default: return;
    }
}

void FinishNotifier::repairEnded(bool completed)
{
    notify(tr("The repair has finished"),
           completed ? outcomeText(outcomeOf(m_workflow->session().checks.value(StepId::Doctor)))
                     : tr("A step of the repair failed, and the rest did not run."));
}

void FinishNotifier::buildFinished()
{
    if (!m_building)
        return;
    m_building = false;
    notify(tr("The build of the prerequisites has ended"),
           outcomeText(outcomeOf(m_workflow->prerequisites()->checks())));
}

void FinishNotifier::notify(const QString &summary, const QString &body)
{
    if (!m_window || m_window->isActiveWindow())
        return;
    QApplication::alert(m_window);
    QDBusMessage call = QDBusMessage::createMethodCall(QString::fromLatin1(notificationsInterface),
                                                       QString::fromLatin1(notificationsPath),
                                                       QString::fromLatin1(notificationsInterface),
                                                       QStringLiteral("Notify"));
    // app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout (-1: the
    // server's default). The desktop entry's name (app/gui/main.cpp sets it) is also the name
    // of Tandem's icon, and the desktop-entry hint lets the server group and theme it.
    const QString desktopEntry = QGuiApplication::desktopFileName();
    call << QStringLiteral("Tandem") << 0u << desktopEntry << summary << body << QStringList()
         << QVariantMap{{QStringLiteral("desktop-entry"), desktopEntry}} << -1;
    QDBusConnection bus
        = m_connection.isEmpty() ? QDBusConnection::sessionBus() : QDBusConnection(m_connection);
    if (bus.isConnected())
        bus.asyncCall(call);
    Q_EMIT notified(summary, body);
}

} // namespace Tandem::Ui
