// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthsample.h"
#include "result.h"
#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QCoreApplication>

namespace Tandem {

// The one command that samples a node's fabric and GPU health (a fixed script,
// core/health/scripts/sample.sh, no sudo: sysfs, `ethtool -S` filtered on the node to the counters
// Tandem watches, and nvidia-smi's query) and the reader of what it prints (docs/health.md, "What
// is sampled"). The reader is pure and thread-safe; the output is hostile until read: capped in
// size, in netdevs, counters and GPUs, every number range-checked.
class HealthReader
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HealthReader)

public:
    // What one sample may print; a node with four ConnectX netdevs prints about 4 KiB.
    static constexpr qsizetype kMaxOutputBytes = qsizetype(1) * 1024 * 1024;
    static constexpr int kMaxNetdevs = 64;
    static constexpr int kMaxCountersPerNetdev = 256;
    static constexpr int kMaxGpus = 64;

    [[nodiscard]] static RemoteCommand command();
    [[nodiscard]] static Result<HealthSample> read(const QByteArray &output);
};

} // namespace Tandem
