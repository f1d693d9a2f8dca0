// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/linkbands.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One ib_write_bw run between two nodes: `a` before `b` in node order; the writer is `a`, or `b`
// when `fromB`. `twin` is a's netdev (peerTwin b's), or "both" for both twins at once (the sum of
// two runs side by side). No number: `error` says why, in the test's own words.
struct LinkMeasurement
{
    QString a;
    QString b;
    bool fromB = false;
    QString twin;
    QString peerTwin;
    QString aAddress;
    QString bAddress;
    std::optional<int> aGidIndex;
    std::optional<int> bGidIndex;
    LinkKind kind = LinkKind::OneTwin;
    std::optional<double> gbps;
    LinkBand band = LinkBand::Error;
    QString error;
    bool toolMissing = false; // ib_write_bw is not installed on the writer or the reader
    QString command;          // the writer's command, display form
    QString output;           // the writer's output (evidence), at most a few KiB

    [[nodiscard]] QString writer() const { return fromB ? b : a; }
    [[nodiscard]] QString reader() const { return fromB ? a : b; }
    // "a_to_b" or "b_to_a": the JSON spelling.
    [[nodiscard]] QString direction() const;
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static LinkMeasurement fromJson(const QJsonObject &object);
    friend bool operator==(const LinkMeasurement &, const LinkMeasurement &) = default;
};

// NCCL busbw between two nodes (both twins, all_reduce at one size).
struct NcclPairResult
{
    QString a;
    QString b;
    std::optional<double> busbwGBps;
    LinkBand band = LinkBand::Error;
    QString error;
    QString command;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static NcclPairResult fromJson(const QJsonObject &object);
    friend bool operator==(const NcclPairResult &, const NcclPairResult &) = default;
};

// Every pair and twin of a cluster measured (docs/doctor.md, "The link matrix"): what the
// heatmap, the CLI's table, the JSON and the report show. Plain value type.
struct LinkMatrix
{
    QStringList nodes;
    bool viaSwitch = false;
    QList<LinkMeasurement> rdma;
    QList<NcclPairResult> nccl;

    [[nodiscard]] bool isEmpty() const { return rdma.isEmpty() && nccl.isEmpty(); }
    // The runs from `writer` to `reader`, in the order measured.
    [[nodiscard]] QList<LinkMeasurement> between(const QString &writer,
                                                 const QString &reader) const;
    // The worst band among them; nullopt when there are none (no link between the two).
    [[nodiscard]] std::optional<LinkBand> worstBand(const QString &writer,
                                                    const QString &reader) const;
    [[nodiscard]] const NcclPairResult *ncclBetween(const QString &x, const QString &y) const;
    // The one-twin and both-twins runs whose two directions differ by more than 15 % of the
    // faster one, as the slower run of each such pair.
    [[nodiscard]] QList<LinkMeasurement> asymmetric() const;

    static constexpr double asymmetryShare = 0.15;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static LinkMatrix fromJson(const QJsonObject &object);
    friend bool operator==(const LinkMatrix &, const LinkMatrix &) = default;
};

} // namespace Tandem
