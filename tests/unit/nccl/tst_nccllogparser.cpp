// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>
class X final : public QObject { Q_OBJECT };
QTEST_GUILESS_MAIN(X)
#include "tst_nccllogparser.moc"
