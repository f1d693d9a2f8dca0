// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Doctor page's tests: a workflow on quiet fake nodes, a record resumed through the state
// file as the window does, and lookups of a heatmap cell and a finding's card.
#include "doctorrecords.h"
#include "fakenoderunner.h"
#include "findingcard.h"
#include "findingsection.h"
#include "models/linkheatmapmodel.h"
#include "pages/doctorpage.h"
#include "steps/flow/workflow.h"

#include <QTest>

#include <memory>

namespace Tandem::Test {

using namespace Tandem::Ui;

inline std::unique_ptr<Workflow> quietWorkflow()
{
    return std::make_unique<Workflow>(quietRunners());
}

// Resumes a session holding `record`, through its file's JSON as the window does.
inline void resume(Workflow &workflow, const DoctorRecord &record)
{
    WorkflowState state;
    state.nodes = addressesOf(record.matrix.nodes);
    state.doctor = record;
    const auto back = WorkflowState::fromJson(state.toJson());
    QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
    // A record with nothing measured is not saved (WorkflowState::toJson): it comes back empty.
    QCOMPARE(back->doctor, record.isEmpty() ? DoctorRecord{} : record);
    workflow.restore(*back);
}

inline QModelIndex cellOf(const LinkHeatmapModel *model, const QString &row, const QString &column)
{
    const QStringList &nodes = model->matrix().nodes;
    return model->index(int(nodes.indexOf(row)), int(nodes.indexOf(column)));
}

inline FindingCard *cardOf(const DoctorPage &page, const QString &id)
{
    for (FindingGroup group :
         {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware})
        for (FindingCard *card : page.section(group)->cards())
            if (card->finding().id == id)
                return card;
    return nullptr;
}

} // namespace Tandem::Test
