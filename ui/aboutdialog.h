// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

namespace Tandem::Ui {

// About Tandem: version, licence and the versions of the libraries it runs on.
class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The text shown, as HTML; also what tests read.
    [[nodiscard]] static QString aboutHtml();
};

} // namespace Tandem::Ui
