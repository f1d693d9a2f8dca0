// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/stepaction.h"

#include <QList>
#include <QSet>
#include <QString>

#include <chrono>
#include <optional>

namespace Tandem::Cli {

// What tandem-cli says about each step it runs: the progress line, the heading of its checks
// in text, their key in the JSON document, and for a change to the nodes the question it asks
// unless --yes.
struct FlowStepText
{
    QString progress;
    QString heading;
    QString key;
};

class FlowSteps
{
public:
    // The steps of a flow command ("check", "plan", "setup", ...) in order; empty for an
    // unknown command.
    [[nodiscard]] static QList<StepAction> of(const QString &command);
    // The earlier steps a command with `actions` relies on without running them (tandem-cli
    // bandwidth after an earlier setup): they count as done unless the saved session says
    // otherwise (FlowFacts::assumed).
    [[nodiscard]] static QSet<StepId> assumedBy(const QList<StepAction> &actions);
    [[nodiscard]] static FlowStepText text(StepAction action);
    // The question before a change to `nodes` nodes; none for a step that only reads.
    [[nodiscard]] static std::optional<QString>
    question(StepAction action, qsizetype nodes, std::chrono::seconds confirmTimeout);
};

} // namespace Tandem::Cli
