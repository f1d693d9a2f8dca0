// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildinfo.h"

#include <QRegularExpression>
#include <QTest>

using namespace Tandem;

class TestBuildInfo final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionIsSemantic();
    void libraryVersionsAreFilled();
};

void TestBuildInfo::versionIsSemantic()
{
    static const QRegularExpression semver(QStringLiteral("^\\d+\\.\\d+\\.\\d+$"));
    QVERIFY2(semver.match(version()).hasMatch(), qPrintable(version()));
}

void TestBuildInfo::libraryVersionsAreFilled()
{
    const auto libs = coreLibraryVersions();
    QStringList names;
    for (const auto &lib : libs) {
        names << lib.name;
        QVERIFY2(!lib.version.isEmpty(), qPrintable(lib.name));
        QVERIFY2(lib.version.front().isDigit(),
                 qPrintable(lib.name + QLatin1Char(' ') + lib.version));
    }
    QCOMPARE(names, (QStringList{"Qt", "libssh", "yaml-cpp"}));
}

QTEST_GUILESS_MAIN(TestBuildInfo)
#include "tst_buildinfo.moc"
