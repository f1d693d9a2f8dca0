// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

class QActionGroup;

namespace Tandem::Ui {

// "Language" menu: one checkable entry per shipped language, each named in its own
// language so a user who cannot read the current one still finds theirs.
class LanguageMenu final : public QMenu
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageMenu)

public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    void setCurrent(const QString &code);
    void retranslate();

Q_SIGNALS:
    void languageChosen(const QString &code);

private:
    QActionGroup *m_group = nullptr;
};

} // namespace Tandem::Ui
