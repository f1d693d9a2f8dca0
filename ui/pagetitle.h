// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLabel;
class QVBoxLayout;
class QWidget;

namespace Tandem::Ui {

// The large bold title every step page starts with (objectName "pageTitle").
[[nodiscard]] QLabel *createPageTitle(QWidget *parent);

// The layout of a step page: margins and spacing shared by every page.
[[nodiscard]] QVBoxLayout *createPageLayout(QWidget *page);

} // namespace Tandem::Ui
