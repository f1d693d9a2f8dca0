// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "nccl/installlocations.h"
#include "prereqs/buildplan.h"
#include "prereqs/buildsources.h"
#include "prereqs/prerequisitechecks.h"
#include "prereqs/prerequisitetypes.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>

#include <functional>

namespace Tandem {

class NodeRunner;
class PrerequisitesBuild;
class PrerequisitesStep;

// The bandwidth step's prerequisites (and the Doctor's perftest) for the GUI and the CLI alike
// (docs/flow.md, "Step 8: Bandwidth"): where NCCL, nccl-tests and tandem-probe are on the nodes
// (the user can point Tandem at existing installs; saved with the session), the check of every
// node, and building what is missing. After a build the check runs again, and finished() comes
// once that is done. Owned by the Workflow, which hands it its connected runners and the session's
// sudo password; nothing here blocks. GUI (or CLI main) thread only.
class Prerequisites final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Prerequisites)

public:
    using RunnersFunction = std::function<QList<NodeRunner *>()>;
    using PasswordFunction = std::function<QByteArray()>;

    Prerequisites(RunnersFunction runners,
                  PasswordFunction sudoPassword,
                  QObject *parent = nullptr);
    ~Prerequisites() override;

    [[nodiscard]] const InstallLocations &locations() const { return m_locations; }
    // Takes effect for the next check, build and bandwidth run; emits locationsChanged.
    void setLocations(const InstallLocations &locations);
    [[nodiscard]] const BuildSources &sources() const { return m_sources; }
    void setSources(const BuildSources &sources) { m_sources = sources; }

    // Checks every connected node.
    void check();
    // What a build of `components` would do, from the last check: where they did not pass, or
    // on every node with `rebuild`.
    [[nodiscard]] BuildPlan plan(const QList<PrereqComponent> &components,
                                 bool rebuild = false) const;
    // Runs the plan (its refusals become failed checks at once), then checks again.
    void build(const BuildPlan &plan);
    // Ends a running build and its remote processes on every node.
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] bool isBuilding() const;

    // The last check's checks, then the last build's.
    [[nodiscard]] QList<Check> checks() const;
    // Forgets what the checks and builds found (other nodes); the locations stay.
    void clearChecks();
    [[nodiscard]] const QMap<QString, NodePrerequisites> &found() const { return m_found; }
    // The probe this Tandem carries: its version and the bundle's id.
    [[nodiscard]] static ProbeExpectation expectedProbe();

    // The block this keeps in the saved session: the locations and the checks.
    [[nodiscard]] QJsonObject toJson() const;
    void restore(const QJsonObject &object);

Q_SIGNALS:
    void started();
    void checkChanged(const Tandem::Check &check);
    void finished();
    void locationsChanged();
    void buildLine(const QString &node, Tandem::PrereqComponent component, const QString &line);
    void buildProgress(const QString &node, Tandem::PrereqComponent component, double fraction);

private:
    void runCheck();
    void recordBuild(const Check &check);

    RunnersFunction m_runners;
    PasswordFunction m_sudoPassword;
    InstallLocations m_locations;
    BuildSources m_sources;
    QList<Check> m_detected;
    QList<Check> m_built;
    QMap<QString, NodePrerequisites> m_found;
    QPointer<PrerequisitesStep> m_step;
    QPointer<PrerequisitesBuild> m_build;
    bool m_running = false;
};

} // namespace Tandem
