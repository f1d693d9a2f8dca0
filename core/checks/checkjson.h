// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "inventory/topology.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Tandem {

// The JSON form of checks and topologies, shared by `tandem-cli --json`, the saved workflow
// state and the report's JSON (docs/cli-json.md, docs/report-schema.json). An evidence time is
// ISO 8601 in UTC with milliseconds, or null when unknown. Pure functions.
[[nodiscard]] QJsonObject toJson(const Check &check);
[[nodiscard]] QJsonObject toJson(const Evidence &evidence);
[[nodiscard]] QJsonArray toJson(const QList<Check> &checks);
[[nodiscard]] QJsonObject toJson(const Topology &topology);
[[nodiscard]] QString topologyKindKey(TopologyKind kind);

// The way back, for a saved workflow state. Unknown statuses read as Pending; a value of the
// wrong type reads as empty, never as a guess.
[[nodiscard]] Check checkFromJson(const QJsonObject &object);
[[nodiscard]] QList<Check> checksFromJson(const QJsonArray &array);
[[nodiscard]] Evidence evidenceFromJson(const QJsonObject &object);

} // namespace Tandem
