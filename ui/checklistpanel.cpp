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
    retranslate();
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
