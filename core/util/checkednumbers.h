// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

#include <limits>
#include <optional>

namespace Tandem {

// Limits on what Tandem reads from outside (files a user gives, what nodes print). Every
// parser checks its input against one of these before reading it, so a hostile or broken
// input costs a clear error instead of memory, time or an integer overflow. Documented in
// docs/nccl.md ("Limits on input").
namespace InputLimits {
// nccl-tests stdout, NCCL debug logs, nccl-tests -J reports, tandem-probe output: a long
// sweep with NCCL_DEBUG=INFO is tens of megabytes.
inline constexpr qsizetype LogBytes = qsizetype(256) * 1024 * 1024;
// Lines an incremental parser reads before it stops (keeps every line counter in an int).
inline constexpr int LogLines = 20'000'000;
// What one command on a node prints for the inventory and plan parsers (ip -j, ethtool,
// ibdev2netdev, dgx-release, os-release, nmcli, ip route, the prerequisites check).
inline constexpr qsizetype NodeOutputBytes = qsizetype(16) * 1024 * 1024;
// A message size or element count: 1 PiB, far above any GPU's memory.
inline constexpr qint64 MessageBytes = qint64(1) << 50;
// A bandwidth in GB/s: 1 PB/s, far above any link.
inline constexpr double BandwidthGBps = 1e6;
// A time in microseconds: about 11.6 days.
inline constexpr double TimeUs = 1e12;
// A count of wrong elements; at most one per element.
inline constexpr double WrongCount = double(MessageBytes);
} // namespace InputLimits

// An error when `size` is larger than `limit` bytes, naming `what` ("the nccl-tests output").
[[nodiscard]] std::optional<Error>
checkInputSize(qsizetype size, qsizetype limit, const QString &what);

// `value` as an integer when it is finite, whole and within [min, max]; nullopt otherwise
// (NaN, infinities, 1e300, -9.3e18, 2.5). Never converts out of range (undefined behaviour).
[[nodiscard]] std::optional<qint64> checkedInteger(double value, qint64 min, qint64 max);

// `text` as a decimal integer within [min, max]; nullopt for anything else (overflow, signs
// of garbage, an empty text).
[[nodiscard]] std::optional<qint64> checkedDecimal(const QString &text, qint64 min, qint64 max);

// True when `value` is finite and within [min, max].
[[nodiscard]] bool isFiniteWithin(double value, double min, double max);

// A measure of an nccl-tests or probe row (time, bandwidth, #wrong): NaN is allowed (nccl-tests
// prints "nan" for what it could not compute), otherwise it must lie within [0, max].
[[nodiscard]] bool isMeasureWithin(double value, double max);

// ++counter that stops at the type's maximum instead of overflowing.
template<typename T>
void saturatingIncrement(T &counter)
{
    if (counter < std::numeric_limits<T>::max())
        ++counter;
}

} // namespace Tandem
