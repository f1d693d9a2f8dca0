// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <chrono>
#include <functional>

namespace Tandem {

class NodeRunner;

// Opens `runner` again (a session dropped while a node's network changed) and calls `next`
// once, with whether it answered opened() within `timeout`, and only while `context` lives.
// No runner: next(false), later.
void reopenRunner(NodeRunner *runner,
                  QObject *context,
                  std::function<void(bool)> next,
                  std::chrono::milliseconds timeout = std::chrono::seconds(20));

} // namespace Tandem
