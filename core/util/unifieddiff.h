// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tandem {

// A unified diff of two texts, line by line (longest common subsequence), in the format of
// `diff -u` / `git diff`: "--- before", "+++ after", hunks "@@ -l,n +l,n @@" (",1" left out,
// an empty side written as "-0,0"), `context` unchanged lines around each change, hunks
// closer than 2 * context merged, and "\ No newline at end of file" where a text's last line
// has no newline. Used to show each node's netplan change before anything is written.
//
// An empty name stands for an absent file and prints as /dev/null (diff a new file as
// unifiedDiff({}, yaml, {}, path)). Equal texts give an empty string. Quadratic in the
// number of changed lines, which is fine for configuration files; past 4 million line pairs
// the changed middle is shown as one replacement instead. Pure function; thread-safe.
[[nodiscard]] QString unifiedDiff(const QString &before,
                                  const QString &after,
                                  const QString &nameBefore,
                                  const QString &nameAfter,
                                  int context = 3);

} // namespace Tandem
