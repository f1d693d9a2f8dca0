// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "result.h"
#include "ssh/remotecommand.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

struct CommandResult;

// One bandwidth run of Tandem's still running on a node: the processes of one run id, as
// core/remote/scripts/leftover-runs.sh lists them. Plain value type.
struct LeftoverRun
{
    // Who started it, judged on this computer.
    enum class Owner {
        This,          // this very process (a run in progress)
        AliveHere,     // another Tandem on this computer that still runs
        GoneHere,      // a Tandem on this computer that was killed or crashed: left behind
        OtherComputer, // a Tandem on another computer, which may still be using it
        Unknown,       // a run that names no owner (an older Tandem's)
    };

    QString runId;
    QString ownerMachine; // LeftoverRuns::localOwner's machine part; empty when none was named
    qint64 ownerPid = 0;
    QList<qint64> pids;
    QStringList programs; // mpirun, orted, timeout: each once, in the order first seen
    qint64 seconds = 0;   // how long its oldest process has run

    [[nodiscard]] Owner owner() const;
    // Left behind, so Tandem offers to end it: its Tandem ran here and runs no more.
    [[nodiscard]] bool endable() const { return owner() == Owner::GoneHere; }
};

// Test runs Tandem left on the nodes (docs/nccl.md, "Runs left behind"): each mpirun carries
// its run id and its owner (this computer's machine id and Tandem's pid) as MCA parameters,
// so that the next connect can find a run whose Tandem was killed or crashed, tell it from
// one another Tandem is running now, and end it (MpirunCommand::cleanupCommand). The
// Devices step's device.leftovers check reports them. Any thread.
class LeftoverRuns
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::LeftoverRuns)

public:
    static constexpr qsizetype maxBytes = 64 * 1024; // the script prints at most 256 short lines
    static constexpr int maxLines = 256;

    // Lists the user's processes of Tandem's runs on a node; no sudo.
    [[nodiscard]] static RemoteCommand scanCommand();
    // "MACHINE-PID": this computer's machine id (NodeLock::localMachine) and this process's
    // pid, the value of mpirun's tandem_owner parameter. Empty where the computer has no
    // machine id: such runs are then told apart from nothing and never offered for ending.
    [[nodiscard]] static QString localOwner();

    // The script's output, grouped by run in the order first seen. Lines that are not the
    // script's are errors: a node that printed something else is not guessed at.
    [[nodiscard]] static Result<QList<LeftoverRun>> parse(const QByteArray &out);

    // A device.leftovers check of `node` with this status and detail, without evidence.
    [[nodiscard]] static Check
    checkOf(const QString &node, CheckStatus status, const QString &detail);
    // The check "device.leftovers" of one node from the scan's result.
    [[nodiscard]] static Check check(const CommandResult &scan);
    // The runs a device.leftovers check found that are endable, read back from its evidence.
    [[nodiscard]] static QList<LeftoverRun> endable(const Check &check);
    // "run 3f2a… (mpirun, orted; 12 min)": how the runs are named to the user.
    [[nodiscard]] static QString describe(const LeftoverRun &run);
};

} // namespace Tandem
