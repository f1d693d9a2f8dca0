// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/linkmatrix.h"

#include <QAbstractTableModel>
#include <QPalette>

namespace Tandem::Ui {

// The Doctor's link matrix as a grid of nodes for LinkHeatmap: in Rdma mode row = writer and
// column = reader, each cell the slowest single twin that gave a number, with its band, a line
// for a twin that gave none, and the both-twins sum; in Nccl mode each cell the NCCL busbw of
// the pair (the same both ways). Every cell carries its band, its words for screen readers and a
// tooltip with every run between the two and the reference it is judged against ("is my number
// normal?"). GUI thread only.
class LinkHeatmapModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkHeatmapModel)

public:
    enum class Mode { Rdma, Nccl };
    enum Role {
        BandRole = Qt::UserRole + 1, // int(LinkBand) of the slowest twin; null: diagonal, no run
        ValueRole,                   // the slowest twin's Gb/s, or the pair's busbw GB/s
        BothRole,                    // Rdma: the both-twins sum in Gb/s
        BothBandRole,                // Rdma: int(LinkBand) of that sum
        AsymmetricRole,              // Rdma: the two directions of a run differ (LinkMatrix)
        SlowerWayRole,               // Rdma: ... and this cell is the slower direction
        UnmeasuredRole, // Rdma: single twins this way with no number beside one that has one
    };

    explicit LinkHeatmapModel(Mode mode, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    void setMatrix(const LinkMatrix &matrix);
    [[nodiscard]] const LinkMatrix &matrix() const { return m_matrix; }
    [[nodiscard]] Mode mode() const { return m_mode; }
    // The colours follow the view's palette (light or dark theme).
    void setPalette(const QPalette &palette);
    // Language change: every text is translated again.
    void retranslate();

private:
    struct Cell
    {
        std::optional<LinkBand> band;
        std::optional<double> value;
        std::optional<double> both;
        std::optional<LinkBand> bothBand;
        bool twinRun = false; // a single twin was measured this way (not only both at once)
        int unmeasured = 0;   // ... and this many others gave no number
        bool asymmetric = false;
        bool slowerWay = false;
    };
    [[nodiscard]] Cell cell(int row, int column) const;
    [[nodiscard]] QString text(int row, int column, const Cell &c) const;
    [[nodiscard]] QString accessibleText(int row, int column, const Cell &c) const;
    [[nodiscard]] QString toolTip(int row, int column) const;
    [[nodiscard]] QString rdmaToolTip(const QString &writer, const QString &reader) const;
    [[nodiscard]] QString ncclToolTip(const QString &x, const QString &y) const;

    Mode m_mode;
    LinkMatrix m_matrix;
    QList<LinkMeasurement> m_asymmetric; // LinkMatrix::asymmetric(), once per matrix
    QPalette m_palette;
};

} // namespace Tandem::Ui
