// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "remote/nodebackup.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace Tandem {

class RemoteCommand;

// A file Tandem wrote that was edited on the node since (docs/netplan.md, "Restoring"):
// restoring would throw the edit away, so Restore asks first.
struct RestoreEdit
{
    QString node;
    QString path;
    QString runId;
    QString diff;   // unified diff from what Tandem wrote to what is on the node now
    QString keptAt; // with force: where the edited bytes were kept on the node

    friend bool operator==(const RestoreEdit &, const RestoreEdit &) = default;
};

// Before Restore puts a run's files back on one node: compares each file the run wrote with
// what is there now. RestoreStep runs one per run and node; its callbacks only come while the
// step lives.
class RestoreEdits
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::RestoreEdits)

public:
    using Next = std::function<void(const CommandResult &)>;
    using RunCommand = std::function<void(const RemoteCommand &, Next)>;
    // The edits found (none: go on); or an error text when the node could not be read.
    using Done = std::function<void(const QList<RestoreEdit> &, const QString &error)>;

    // `password` must outlive the commands. With `keep`, the edited bytes are first copied to
    // <backup dir>/edited-<index> on the node (RestoreEdit::keptAt), so that forcing the restore
    // throws nothing away for good.
    static void check(const QString &node,
                      const BackupRun &run,
                      const QByteArray &password,
                      bool keep,
                      const RunCommand &run_,
                      const Next &evidence,
                      const Done &done);
};

} // namespace Tandem
