// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QTest>

namespace Tandem::Test {

// The error text of a Result, or nothing when it holds a value. Qt 6.4's QVERIFY2 evaluates
// its message even when the check passes, and error() on a Result holding a value is
// undefined behaviour, so tests must never write `QVERIFY2(r, r.error()...)` directly.
template<typename T>
QByteArray errorText(const Result<T> &result)
{
    return result.has_value() ? QByteArray() : result.error().toString().toUtf8();
}

} // namespace Tandem::Test

// Fails the test with the error's message unless `result` holds a value.
#define TANDEM_VERIFY_RESULT(result)                                                               \
    QVERIFY2((result).has_value(), Tandem::Test::errorText(result).constData())
