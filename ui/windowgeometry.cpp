// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowgeometry.h"

#include <QSettings>
#include <QWidget>

namespace Tandem::Ui {

bool WindowGeometry::restore(QWidget *window, const QSettings &settings)
{
    const QByteArray saved = settings.value(QLatin1String(key)).toByteArray();
    return !saved.isEmpty() && window->restoreGeometry(saved);
}

void WindowGeometry::save(const QWidget *window, QSettings &settings)
{
    settings.setValue(QLatin1String(key), window->saveGeometry());
}

} // namespace Tandem::Ui
