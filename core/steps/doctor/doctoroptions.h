// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/installlocations.h"

#include <QString>

namespace Tandem {

// What a Doctor run looks at besides the nodes themselves (steps/doctor/doctorstep.h).
struct DoctorOptions
{
    InstallLocations locations; // where nccl-tests lives on the nodes
    QString python;             // an interpreter (a venv's bin/python) to compare; empty: none
    bool links = true;          // the ib_write_bw matrix
    bool nccl = true;           // NCCL busbw per pair
};

} // namespace Tandem
