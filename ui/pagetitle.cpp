// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagetitle.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Tandem::Ui {

QLabel *createPageTitle(QWidget *parent)
{
    auto *title = new QLabel(parent);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    font.setBold(true);
    title->setFont(font);
    title->setObjectName(QStringLiteral("pageTitle"));
    return title;
}

QVBoxLayout *createPageLayout(QWidget *page)
{
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->setSpacing(12);
    return layout;
}

} // namespace Tandem::Ui
