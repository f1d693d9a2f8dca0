// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "result.h"

#include <QCoreApplication>

namespace Tandem {

// Reads the state file of tests/lab/tandem-lab (the simulated Sparks behind `tandem --demo`)
// into the nodes to list. The lab's password is deliberately not read: Tandem asks for it
// like for any other node. Pure function.
class LabState
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::LabState)

public:
    [[nodiscard]] static Result<QList<NodeAddress>> parse(const QByteArray &json);
    [[nodiscard]] static Result<QList<NodeAddress>> readFile(const QString &path);
};

} // namespace Tandem
