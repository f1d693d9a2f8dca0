// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "nccl/installlocations.h"
#include "prereqs/prerequisitechecks.h"
#include "prereqs/prerequisitetypes.h"

#include <QMap>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;

// Step 8, first part: finds NCCL, nccl-tests, Open MPI and tandem-probe at the configured
// locations, and perftest's ib_write_bw on the PATH, on every node at once, with one remote script
// per node (PrereqScripts), and turns each node's report into its checks, then compares the
// versions across the nodes. Lives on the thread of its runners.
class PrerequisitesStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrerequisitesStep)

public:
    PrerequisitesStep(QList<NodeRunner *> nodes,
                      InstallLocations locations,
                      ProbeExpectation expected,
                      QObject *parent = nullptr);

    // What each node reported, by node name (nodes whose report could not be read are absent).
    [[nodiscard]] const QMap<QString, NodePrerequisites> &found() const { return m_found; }

protected:
    void run() override;

private:
    QList<QPointer<NodeRunner>> m_nodes;
    InstallLocations m_locations;
    ProbeExpectation m_expected;
    QMap<QString, NodePrerequisites> m_found;
    int m_pending = 0;
};

} // namespace Tandem
