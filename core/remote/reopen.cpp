// SPDX-License-Identifier: GPL-3.0-or-later
#include "reopen.h"

#include "remote/noderunner.h"

#include <QTimer>

#include <memory>

namespace Tandem {

void reopenRunner(NodeRunner *runner,
                  QObject *context,
                  std::function<void(bool)> next,
                  std::chrono::milliseconds timeout)
{
    if (!runner) {
        QTimer::singleShot(0, context, [next] { next(false); });
        return;
    }
    auto opened = std::make_shared<QMetaObject::Connection>();
    auto failed = std::make_shared<QMetaObject::Connection>();
    auto settled = std::make_shared<bool>(false);
    // The first of opened, openFailed and the timeout decides; the others are ignored.
    auto once = [opened, failed, settled, next](bool ok) {
        if (std::exchange(*settled, true))
            return;
        QObject::disconnect(*opened);
        QObject::disconnect(*failed);
        next(ok);
    };
    *opened = QObject::connect(runner, &NodeRunner::opened, context, [once] { once(true); });
    *failed = QObject::connect(
        runner, &NodeRunner::openFailed, context, [once](const Error &) { once(false); });
    QTimer::singleShot(timeout, context, [once] { once(false); });
    runner->open();
}

} // namespace Tandem
