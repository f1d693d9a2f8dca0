// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/addressplan.h"
#include "plan/planconflicts.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Tandem {

// The JSON form of the address plan and of the netplan files moved aside, for the saved
// workflow state (and so the report). Pure functions; a value of the wrong type reads as
// empty, never as a guess.
[[nodiscard]] QJsonObject toJson(const AddressPlan &plan);
[[nodiscard]] AddressPlan addressPlanFromJson(const QJsonObject &object);
[[nodiscard]] QJsonArray toJson(const QList<NetplanMoveAside> &moves);
[[nodiscard]] QList<NetplanMoveAside> moveAsideFromJson(const QJsonArray &array);

} // namespace Tandem
