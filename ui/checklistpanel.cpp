// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklistpanel.h"

#include "evidencedrawer.h"
#include "models/checklistmodel.h"

#include <QEvent>
#include <QItemSelectionModel>
#include <QListView>
#include <QSplitter>
#include <QVBoxLayout>

namespace Tandem::Ui {

CheckListPanel::CheckListPanel(CheckListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QListView(this))
    , m_drawer(new EvidenceDrawer(this))
{
    setObjectName(QStringLiteral("checkListPanel"));
    m_view->setObjectName(QStringLiteral("checkList"));
    m_view->setModel(m_model);
    m_view->setIconSize(QSize(18, 18));
    m_view->setSpacing(2);
    m_view->setWordWrap(true);
    m_view->setUniformItemSizes(false);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    // Room for a check's title to wrap between words, in any language: beside a page's wide
    // fields the list was once squeezed to 80 px and cut Japanese titles mid-word.
    setMinimumWidth(kMinimumWidth);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_drawer);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_view->selectionModel(),
            &QItemSelectionModel::currentChanged,
            this,
            &CheckListPanel::showSelected);
    // A check that is selected and then updated (running -> pass) shows its new evidence.
    connect(m_model, &QAbstractItemModel::dataChanged, this, &CheckListPanel::showSelected);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_drawer->clear(); });
    // Rows come, go and change their words (a title wraps at another width): the list fits them
    // again where it shows every row.
    connect(m_model, &QAbstractItemModel::modelReset, this, &CheckListPanel::fitRows);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &CheckListPanel::fitRows);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &CheckListPanel::fitRows);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &CheckListPanel::fitRows);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &CheckListPanel::fitRows);
    m_view->viewport()->installEventFilter(this);
    retranslate();
}

void CheckListPanel::setShowsEveryRow(bool every)
{
    m_everyRow = every;
    m_view->setVerticalScrollBarPolicy(every ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    if (!every)
        m_view->setMinimumHeight(0);
    fitRows();
}

void CheckListPanel::fitRows()
{
    if (!m_everyRow)
        return;
    // Each row with the view's spacing above and below it, as QListView lays them out; a few
    // pixels to spare rather than one too few, which would hide the last row's edge.
    int height = 2 * m_view->frameWidth() + 2 * m_view->spacing();
    for (int row = 0; row < m_model->rowCount(); ++row)
        height += m_view->sizeHintForRow(row) + 2 * m_view->spacing();
    if (m_view->minimumHeight() != height)
        m_view->setMinimumHeight(height);
}

bool CheckListPanel::eventFilter(QObject *watched, QEvent *event)
{
    // A narrower list wraps its titles onto more lines.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitRows();
    return QWidget::eventFilter(watched, event);
}

void CheckListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CheckListPanel::retranslate()
{
    m_view->setAccessibleName(tr("Checks"));
}

void CheckListPanel::showSelected()
{
    const QModelIndex current = m_view->currentIndex();
    const Check *check = current.isValid() ? m_model->checkAt(current.row()) : nullptr;
    if (check)
        m_drawer->showCheck(*check);
    else
        m_drawer->clear();
}

} // namespace Tandem::Ui
