// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemenu.h"

#include "translations.h"

#include <QActionGroup>

namespace Tandem::Ui {

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(parent)
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    m_group->setExclusive(true);
    for (const Language &language : Translations::available()) {
        QAction *action = addAction(language.nativeName);
        action->setCheckable(true);
        action->setData(language.code);
        m_group->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this, [this](QAction *action) {
        Q_EMIT languageChosen(action->data().toString());
    });
    retranslate();
}

void LanguageMenu::setCurrent(const QString &code)
{
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toString() == code);
}

void LanguageMenu::retranslate()
{
    setTitle(tr("&Language"));
}

} // namespace Tandem::Ui
