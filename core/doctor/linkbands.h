// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Tandem {

// How a measured link compares with what healthy GB10 links give (docs/doctor.md, "Bands"):
// Expected, Low (works, below the public figures), Stale (the 8-25 Gb/s of a ConnectX that came
// up in a stale state), Fail, or Error (no number: the test itself failed).
enum class LinkBand { Expected, Low, Stale, Fail, Error };

// What a measurement is: one twin alone, both twins of a pair at once (the sum), or NCCL busbw
// between two nodes.
enum class LinkKind { OneTwin, BothTwins, NcclPair };

// The reference a value is judged against and the words for it ("is my number normal?").
struct LinkReference
{
    double expected = 0;  // at or above: Expected
    double failBelow = 0; // below: Fail (above it and below expected: Low)
    QString unit;         // "Gb/s" or "GB/s"
    QString text;         // "one twin direct: 110-112 Gb/s (...)"
};

class LinkBands
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::LinkBands)

public:
    [[nodiscard]] static LinkReference reference(LinkKind kind, bool viaSwitch);
    // The band of `value`; Error without one. `linkAt200G`: the twin reads 200000 Mb/s, which
    // with 8-25 Gb/s is the stale signature (a slower link explains a slow number instead).
    [[nodiscard]] static LinkBand
    band(LinkKind kind, std::optional<double> value, bool viaSwitch, bool linkAt200G = true);
    // "expected", "low", "stale", "fail", "error": the JSON spelling.
    [[nodiscard]] static QString key(LinkBand band);
    [[nodiscard]] static std::optional<LinkBand> fromKey(const QString &key);
    // Worse first: Error, Fail, Stale, Low, Expected.
    [[nodiscard]] static int rank(LinkBand band);

    static constexpr double staleLowGbps = 8;
    static constexpr double staleHighGbps = 25;
};

} // namespace Tandem
