// SPDX-License-Identifier: GPL-3.0-or-later
#include "processhardening.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>

#include <sys/prctl.h>
#include <sys/resource.h>

namespace Tandem {

namespace {

class ProcessHardeningText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ProcessHardening)
};

QString lastError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

} // namespace

Result<void> hardenProcess()
{
    const rlimit none{0, 0};
    if (::setrlimit(RLIMIT_CORE, &none) != 0) {
        return makeError(
            ProcessHardeningText::tr("Cannot turn off core dumps: %1").arg(lastError()));
    }
    if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
        return makeError(
            ProcessHardeningText::tr("Cannot mark the process not dumpable: %1").arg(lastError()));
    }
    return {};
}

} // namespace Tandem
