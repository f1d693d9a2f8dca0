// SPDX-License-Identifier: GPL-3.0-or-later
// The saved state file (state.json), read as WorkflowState::load reads it, then round-tripped
// (whatever fromJson accepts must serialise again) and offered for resuming as the GUI's
// resume banner does.

#include "fuzzinput.h"
#include "session/savedsession.h"
#include "session/workflowstate.h"

#include <QJsonDocument>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(TandemFuzz::input(data, size), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return 0;
    if (const auto state = Tandem::WorkflowState::fromJson(document.object())) {
        (void)Tandem::WorkflowState::fromJson(state->toJson());
        (void)Tandem::SavedSession::worthResuming(*state);
        (void)Tandem::SavedSession::resumeWith(*state, state->nodes);
    }
    return 0;
}
