// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/linkmatrix.h"

#include <QPersistentModelIndex>
#include <QWidget>

class QLabel;
class QTableView;

namespace Tandem::Ui {

class LinkHeatmapModel;

// The Doctor's link matrix for 2-8 nodes, drawn as two heatmaps: RDMA (rows write, columns
// read; each cell the slowest twin that gave a number with its band, a twin that gave none, the
// both-twins sum and a mark where the two directions differ) and NCCL busbw per pair. Each cell
// says its band in words as well as in colour, has a tooltip with every run between the two and the
// reference it is judged against, and takes the keyboard's focus; the focused cell's details are
// also written under the grids, for those who do not hover. Shows; never measures. GUI thread only.
class LinkHeatmap final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkHeatmap)

public:
    explicit LinkHeatmap(QWidget *parent = nullptr);

    void setMatrix(const LinkMatrix &matrix);
    [[nodiscard]] LinkHeatmapModel *rdmaModel() const { return m_rdmaModel; }
    [[nodiscard]] LinkHeatmapModel *ncclModel() const { return m_ncclModel; }
    [[nodiscard]] QTableView *rdmaView() const { return m_rdma; }
    [[nodiscard]] QTableView *ncclView() const { return m_nccl; }
    // What the details line under the grids says now (the focused cell's runs), as plain text.
    [[nodiscard]] QString detailsText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showDetails(const QModelIndex &index);
    void fitViews();

    LinkHeatmapModel *m_rdmaModel = nullptr;
    LinkHeatmapModel *m_ncclModel = nullptr;
    QLabel *m_rdmaLabel = nullptr;
    QTableView *m_rdma = nullptr;
    QLabel *m_ncclLabel = nullptr;
    QTableView *m_nccl = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_details = nullptr;
    QPersistentModelIndex m_shown; // the cell whose details are written under the grids
};

} // namespace Tandem::Ui
