// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkheatmap.h"

#include "heatmapdelegate.h"
#include "linkbandstyle.h"
#include "models/linkheatmapmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace Tandem::Ui {

namespace {

// All cells are one size, at least this wide, so that the grid reads as a heatmap.
constexpr int minimumCellWidth = 120;

QTableView *makeView(LinkHeatmapModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table; the arrow keys move between its cells (docs/accessibility.md).
    view->setTabKeyNavigation(false);
    // No filled selection, which would hide the band's colour: the delegate frames the cell
    // that has the focus instead.
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setItemDelegate(new HeatmapDelegate(view));
    view->setTextElideMode(Qt::ElideNone);
    view->setWordWrap(false);
    view->setIconSize(QSize(16, 16));
    view->setFocusPolicy(Qt::StrongFocus);
    view->setTabKeyNavigation(false); // Tab leaves the grid; the arrow keys walk it
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return view;
}

// Every column as wide as the widest cell and every row as tall as the tallest, then the view
// exactly as large as its grid: the page scrolls, not the grid. Measured through the delegate for
// every cell: QTableView's own resize-to-contents looks only at the cells in view, and a view
// not yet shown has almost none.
void fitView(QTableView *view)
{
    QAbstractItemModel *model = view->model();
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.fontMetrics = view->fontMetrics();
    option.decorationSize = view->iconSize();
    option.decorationPosition = QStyleOptionViewItem::Left;
    option.displayAlignment = Qt::AlignCenter;
    option.textElideMode = Qt::ElideNone;
    option.widget = view;
    int width = minimumCellWidth;
    int height = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QSize size = view->itemDelegate()->sizeHint(option, model->index(row, column));
            width = qMax(width, size.width());
            height = qMax(height, size.height());
        }
    }
    const int n = model->rowCount();
    for (int i = 0; i < n; ++i) {
        view->setColumnWidth(i, width);
        view->setRowHeight(i, height);
    }
    const int frame = 2 * view->frameWidth();
    view->setFixedSize(view->verticalHeader()->sizeHint().width() + n * width + frame,
                       view->horizontalHeader()->sizeHint().height() + n * height + frame);
}

} // namespace

LinkHeatmap::LinkHeatmap(QWidget *parent)
    : QWidget(parent)
    , m_rdmaModel(new LinkHeatmapModel(LinkHeatmapModel::Mode::Rdma, this))
    , m_ncclModel(new LinkHeatmapModel(LinkHeatmapModel::Mode::Nccl, this))
    , m_rdmaLabel(new QLabel(this))
    , m_rdma(makeView(m_rdmaModel, this))
    , m_ncclLabel(new QLabel(this))
    , m_nccl(makeView(m_ncclModel, this))
    , m_legend(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_details(new QLabel(this))
{
    setObjectName(QStringLiteral("linkHeatmap"));
    m_rdma->setObjectName(QStringLiteral("rdmaHeatmap"));
    m_nccl->setObjectName(QStringLiteral("ncclHeatmap"));
    m_legend->setObjectName(QStringLiteral("heatmapLegend"));
    m_details->setObjectName(QStringLiteral("heatmapDetails"));
    m_empty->setObjectName(QStringLiteral("heatmapEmpty"));
    for (QLabel *label : {m_rdmaLabel, m_ncclLabel, m_legend, m_empty, m_details})
        label->setWordWrap(true);
    m_rdmaLabel->setBuddy(m_rdma);
    m_ncclLabel->setBuddy(m_nccl);
    m_legend->setTextFormat(Qt::RichText);
    m_details->setTextFormat(Qt::RichText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setFrameShape(QFrame::StyledPanel);
    m_details->setMargin(6);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    layout->addWidget(m_legend);
    layout->addWidget(m_rdmaLabel);
    layout->addWidget(m_rdma);
    layout->addWidget(m_ncclLabel);
    layout->addWidget(m_nccl);
    layout->addWidget(m_details);
    layout->addStretch(1);

    for (QTableView *view : {m_rdma, m_nccl}) {
        connect(view->selectionModel(),
                &QItemSelectionModel::currentChanged,
                this,
                &LinkHeatmap::showDetails);
    }
    m_rdmaModel->setPalette(palette());
    m_ncclModel->setPalette(palette());
    retranslate();
    setMatrix({});
}

void LinkHeatmap::setMatrix(const LinkMatrix &matrix)
{
    m_rdmaModel->setMatrix(matrix);
    m_ncclModel->setMatrix(matrix);
    const bool rdma = !matrix.rdma.isEmpty();
    const bool nccl = !matrix.nccl.isEmpty();
    m_empty->setVisible(!rdma && !nccl);
    m_legend->setVisible(rdma || nccl);
    m_rdmaLabel->setVisible(rdma);
    m_rdma->setVisible(rdma);
    m_ncclLabel->setVisible(nccl);
    m_nccl->setVisible(nccl);
    m_details->setVisible(rdma || nccl);
    fitViews();
    showDetails({});
}

void LinkHeatmap::fitViews()
{
    fitView(m_rdma);
    fitView(m_nccl);
}

QString LinkHeatmap::detailsText() const
{
    return QTextDocumentFragment::fromHtml(m_details->text()).toPlainText();
}

void LinkHeatmap::showDetails(const QModelIndex &index)
{
    m_shown = index;
    const QString html = index.isValid() ? index.data(Qt::ToolTipRole).toString() : QString();
    m_details->setText(html.isEmpty() ? tr("Pick a cell (click it, or Tab into the grid and use "
                                           "the arrow keys) to see every run between the two "
                                           "nodes and the figures it is compared with.")
                                      : html);
}

void LinkHeatmap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        // A theme switched between light and dark: the tints are mixed into the new base.
        m_rdmaModel->setPalette(palette());
        m_ncclModel->setPalette(palette());
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        fitViews();
    }
    QWidget::changeEvent(event);
}

void LinkHeatmap::retranslate()
{
    m_rdmaLabel->setText(
        tr("<b>RDMA</b> (ib_write_bw, four queue pairs): rows write, columns read. Each cell is "
           "the slowest single twin that gave a number, with its band, a twin that gave none, "
           "and both twins at once."));
    m_ncclLabel->setText(tr("<b>NCCL</b> all_reduce bus bandwidth per pair of nodes"));
    m_empty->setText(tr("No link has been measured yet: run the Doctor."));
    m_rdma->setAccessibleName(tr("RDMA heatmap, rows write, columns read"));
    m_nccl->setAccessibleName(tr("NCCL bus bandwidth per pair"));
    QStringList items;
    for (LinkBand band :
         {LinkBand::Expected, LinkBand::Low, LinkBand::Stale, LinkBand::Fail, LinkBand::Error}) {
        // A swatch of the cell's own tint with its border in the band's hue, then the word.
        items << QStringLiteral("<span style=\"background-color:%1; border:1px solid %2;\">"
                                "&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;%3")
                     .arg(LinkBandStyle::background(band, palette()).name(),
                          LinkBandStyle::hue(band).name(),
                          LinkBandStyle::word(band).toHtmlEscaped());
    }
    m_legend->setText(items.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")));
    m_rdmaModel->retranslate();
    m_ncclModel->retranslate();
    fitViews();
    showDetails(m_shown);
}

} // namespace Tandem::Ui
