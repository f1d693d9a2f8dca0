// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/addressplan.h"
#include "plan/addressplanner.h"
#include "plan/planconflicts.h"
#include "session/jsonreader.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Tandem {

// The JSON form of the address plan and of the netplan files moved aside, for the saved
// workflow state (and so the report). Pure functions. Reading checks every value as user
// input is checked (SavedValues; the planner's prefix and MTU ranges): node and interface
// names, addresses, subnets, prefixes, MTUs, file names. A value of the wrong type or out of
// range fails `reader` with its path and gives an empty result, never a guess.
[[nodiscard]] QJsonObject toJson(const AddressPlan &plan);
[[nodiscard]] AddressPlan
addressPlanFromJson(const QJsonValue &value, const QString &path, JsonReader &reader);
[[nodiscard]] QJsonArray toJson(const QList<NetplanMoveAside> &moves);
[[nodiscard]] QList<NetplanMoveAside>
moveAsideFromJson(const QJsonValue &value, const QString &path, JsonReader &reader);

// The options a plan was made with ({"base", "prefix", "mtu"}). Reading checks them as the
// planner does (AddressPlanner::checkOptions): saved options have made a plan, so options that
// could not are damage.
[[nodiscard]] QJsonObject toJson(const PlanOptions &options);
[[nodiscard]] PlanOptions
planOptionsFromJson(const QJsonValue &value, const QString &path, JsonReader &reader);
// For a file saved before the options were: the plan's own MTU and prefix, and its lowest
// subnet as the base (the base itself unless the first twin was down when it was planned).
[[nodiscard]] PlanOptions planOptionsOf(const AddressPlan &plan);

} // namespace Tandem
