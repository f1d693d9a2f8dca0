// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <QWidget>

class QLabel;

namespace Tandem::Ui {

// Stands in for a step's page until that step is built: its title, what it will do, and
// that it is not available yet.
class PlaceholderPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaceholderPage)

public:
    explicit PlaceholderPage(Step step, QWidget *parent = nullptr);

    [[nodiscard]] Step step() const { return m_step; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    Step m_step;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace Tandem::Ui
