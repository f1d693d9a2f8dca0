// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/deviceidentityparser.h"
#include "inventory/ibdev2netdevparser.h"
#include "inventory/roceports.h"
#include "nccl/probeparser.h"
#include "plan/netplandocument.h"

#include <QJsonObject>

namespace Tandem {

// The JSON of parsers whose results have no toJson() of their own (docs/cli-json.md,
// "`tandem-cli parse KIND`"). Keys are snake_case; what the input did not print is null.
[[nodiscard]] QJsonObject dgxReleaseJson(const DgxRelease &release);
[[nodiscard]] QJsonObject osReleaseJson(const OsRelease &release);
[[nodiscard]] QJsonObject roceLinksJson(const QList<RoceLink> &links);
// The sysfs view of the RoCE ports, what Tandem makes of it (links) and ibdev2netdev's table.
[[nodiscard]] QJsonObject rocePortsJson(const RocePorts &ports);
[[nodiscard]] QJsonObject netplanJson(const QList<NetplanInterfaceFacts> &interfaces);
[[nodiscard]] QJsonObject probeRunJson(const ProbeRun &run);
// A probe sample as `parse probe` and `bandwidth --json` write it.
[[nodiscard]] QJsonObject probeSampleJson(const ProbeSample &sample);

} // namespace Tandem
