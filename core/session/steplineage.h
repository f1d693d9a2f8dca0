// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Tandem {

struct WorkflowState;

// What each step's last result was computed from. Every finished step gets a stamp (a hash of
// what it found where that decides what later steps do: the nodes, the topology, the plan; a
// fresh id for a step whose every run is a new fact about the nodes) and notes the stamps of
// its inputs. When an input is run again with another outcome, or undone (Restore, removing
// the SSH fabric), the results built on it no longer match and are stale: shown as such,
// never green, and the gate refuses the steps that would rely on them. Plain value type.
class StepLineage
{
public:
    // The steps whose results `step`'s result is built on (direct inputs only).
    [[nodiscard]] static QList<StepId> inputsOf(StepId step);
    // The stamp of `step`'s result as it is in `state` now.
    [[nodiscard]] static QString stampOf(StepId step, const WorkflowState &state);

    // `step` finished with `stamp`; what its inputs are now is what it was computed from.
    void recordRun(StepId step, const QString &stamp);
    // `step`'s result was taken back on the nodes: whatever was built on it goes stale.
    void recordUndo(StepId step);
    // A node's stored host key was replaced (the node presents another one, as after a
    // reinstall). The SSH fabric stored the old key in the other nodes' known_hosts, so it and
    // what relies on it are stale, their cause the Devices step where the key was replaced.
    void recordHostKeyReplaced();
    // The stamp of `step`'s last result; empty when it has none.
    [[nodiscard]] QString stamp(StepId step) const { return m_entries.value(step).stamp; }
    // The direct input of `step` that changed since `step` ran (or is itself stale), if any.
    // A step with no record (not run, or a file written before lineage existed) is never stale.
    [[nodiscard]] std::optional<StepId> staleBecause(StepId step) const;
    [[nodiscard]] bool isEmpty() const { return m_entries.isEmpty(); }

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static StepLineage fromJson(const QJsonObject &object);

    friend bool operator==(const StepLineage &, const StepLineage &) = default;

private:
    struct Entry
    {
        QString stamp;
        QHash<StepId, QString> inputs; // the inputs' stamps when this step ran
        QString hostKeys;              // the SSH fabric's: m_hostKeys when it ran

        friend bool operator==(const Entry &, const Entry &) = default;
    };
    [[nodiscard]] std::optional<StepId> staleBecause(StepId step, int depth) const;

    QHash<StepId, Entry> m_entries;
    QString m_hostKeys; // changes with every replaced host key; empty before any
};

} // namespace Tandem
