// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "plan/addressplan.h"
#include "remote/commandresult.h"
#include "ssh/remotecommand.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Tandem {

// The verify step's mpirun over the CX7 addresses (docs/flow.md, "Step 7: Verify"):
// `mpirun -H a:1,b:1... hostname` from the plan's first node, and the check verify.mpirun that
// every node's host name came back. Pure functions.
class VerifyMpirun
{
    // These sentences were VerifyStep's, and keep its context so their translations stay.
    Q_DECLARE_TR_FUNCTIONS(Tandem::VerifyStep)

public:
    // The most the whole run may take; mpirun is killed 10 s after its TERM.
    static constexpr int timeoutSeconds = 60;

    // mpirun from plan.nodes' first node to one address of every other node, named by RUNID
    // (and OWNER: LeftoverRuns) as a bandwidth run is; empty when some node cannot be reached
    // from the first.
    [[nodiscard]] static RemoteCommand
    command(const AddressPlan &plan, const QString &runId, const QString &owner = {});
    // verify.mpirun (untitled: VerifyStep::title) from the run's result: it passes when every
    // name of HOSTNAMES was printed.
    [[nodiscard]] static Check check(const CommandResult &result, const QStringList &hostnames);
};

} // namespace Tandem
