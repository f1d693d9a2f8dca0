// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/doctorrecord.h"

#include <QString>

namespace Tandem::Cli {

// What `tandem-cli doctor` prints without --json: the findings by who can act on them, the link
// matrix as tables (RDMA per twin and direction, NCCL per pair, each with its band and the
// reference it is compared to) and the parity items that differ.
class DoctorOutput
{
public:
    [[nodiscard]] static QString text(const DoctorRecord &record);
    [[nodiscard]] static QString findings(const DoctorRecord &record);
    [[nodiscard]] static QString matrix(const LinkMatrix &matrix);
    [[nodiscard]] static QString parity(const ParityTable &parity);
};

} // namespace Tandem::Cli
