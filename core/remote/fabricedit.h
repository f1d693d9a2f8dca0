// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/fabricscripts.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace Tandem {

// What one fabric install or undo writes on a node, and what it reports per file.
struct FabricEditPlan
{
    QList<FabricWrite> writes;
    // Install: "ok NAME SHA256" (of the file without Tandem's block). Undo: "identical|changed|
    // restored NAME SHA256", "removed NAME" or "absent NAME", as FabricUndo reads them.
    QList<QByteArray> report;
};

// Turns what FabricScripts::readScript saw on a node into the bytes to write there. Tandem's
// lines are the block FabricBlock finds, and nothing else: a file whose markers are broken is
// refused whole, so that no byte of the user's is lost or added. The manifest
// (~/.local/state/tandem/fabric.json) remembers each file's state before Tandem's first
// install (existed, mode, sha256 of the user's bytes), so that undo can put the mode back and
// delete a file Tandem created. Pure functions, any thread.
class FabricEdit
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::FabricEdit)

public:
    // `states` as FabricScripts::parseRead gives them.
    [[nodiscard]] static Result<FabricEditPlan> install(const QList<FabricFileState> &states,
                                                        const FabricFiles &files);
    [[nodiscard]] static Result<FabricEditPlan> undo(const QList<FabricFileState> &states);
};

} // namespace Tandem
