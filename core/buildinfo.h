// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Tandem {

// Tandem's version and the versions of the libraries core is built on, for --version and
// the About box. Pure functions; safe from any thread.
struct LibraryVersion
{
    QString name;
    QString version;
};

[[nodiscard]] QString version();
[[nodiscard]] QList<LibraryVersion> coreLibraryVersions();

} // namespace Tandem
