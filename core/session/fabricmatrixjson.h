// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/fabricmatrix.h"
#include "session/jsonreader.h"

#include <QJsonObject>

namespace Tandem {

// The JSON form of a verify grid for the saved state, so that the Verify page draws it again
// after Resume: {"id", "nodes": [names], "cells": [[status, ...] per node]} with the statuses
// spelt as checkStatusKey() spells them. Reading refuses what the page could not draw: names
// empty or listed twice, more than maxMatrixNodes, a row or a cell too many or too few, an unknown
// status. Pure functions.
inline constexpr qsizetype maxMatrixNodes = 1024;

[[nodiscard]] QJsonObject toJson(const FabricMatrix &matrix);
[[nodiscard]] FabricMatrix
fabricMatrixFromJson(const QJsonValue &value, const QString &path, JsonReader &reader);

} // namespace Tandem
