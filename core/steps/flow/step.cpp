// SPDX-License-Identifier: GPL-3.0-or-later
#include "step.h"

namespace Tandem {

Step::Step(QObject *parent)
    : QObject(parent)
{
    // Connected first, so every other listener of finished() sees the step ended.
    connect(this, &Step::finished, this, [this] { m_running = false; });
}

void Step::start()
{
    m_checks.clear();
    m_running = true;
    Q_EMIT started();
    run();
}

void Step::apply(WorkflowState &state) const
{
    Q_UNUSED(state)
}

void Step::record(const Check &check)
{
    upsertCheck(m_checks, check);
    Q_EMIT checkChanged(check);
}

} // namespace Tandem
