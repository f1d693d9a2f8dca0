// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/cablinganalysis.h"
#include "inventory/topology.h"
#include "session/jsonreader.h"

#include <QJsonArray>

namespace Tandem {

// The JSON form of what the cabling step learnt, for the saved state: each node's report
// (RoCE links, interfaces, ethtool, neighbours, evidence, errors), so that after Resume the
// Cabling page draws the rear panels again and a new plan starts from the same cabling
// without running the cabling step again; and the topology's cables, read back from the shape
// toJson(Topology) writes. Reading checks types and ranges and refuses a node without a name
// or listed twice. Pure functions.
inline constexpr qsizetype maxCablingNodes = 1024;

[[nodiscard]] QJsonArray toJson(const QList<NodeCabling> &nodes);
[[nodiscard]] QList<NodeCabling>
cablingFromJson(const QJsonValue &value, const QString &path, JsonReader &reader);
[[nodiscard]] QList<Cable>
cablesFromJson(const QJsonValue &value, const QString &path, JsonReader &reader);

} // namespace Tandem
