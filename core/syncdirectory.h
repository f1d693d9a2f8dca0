// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QString>

namespace Tandem {

// fsync(2) of the folder that holds `filePath`. A rename (QSaveFile::commit, which syncs the
// file itself) is only on disk once its folder is: after a power cut without this, the old
// file or no file at all may come back. Call it after every rename Tandem makes. Any thread.
[[nodiscard]] Result<void> syncDirectoryOf(const QString &filePath);

} // namespace Tandem
