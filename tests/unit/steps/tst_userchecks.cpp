// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "resultcheck.h"
#include "steps/devices/userchecks.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

Q_DECLARE_METATYPE(QList<Tandem::UserIdentity>)

namespace {

UserIdentity user(const char *node, const char *name, qint64 uid, qint64 gid)
{
    return {
        QString::fromLatin1(node), QString::fromLatin1(name), uid, gid, QString::fromLatin1(name)};
}

const QString idKey = QStringLiteral("sh -c id -un; id -u; id -g; id -gn");

} // namespace

class TestUserChecks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compare_data();
    void compare();
    void parse_data();
    void parse();
    void stepComparesAgainstTheFirstNode();
};

void TestUserChecks::compare_data()
{
    QTest::addColumn<QList<UserIdentity>>("identities");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("fix");
    QTest::newRow("same") << QList<UserIdentity>{user("a", "nvidia", 1000, 1000),
                                                 user("b", "nvidia", 1000, 1000)}
                          << int(CheckStatus::Pass) << "";
    QTest::newRow("uid differs")
        << QList<UserIdentity>{user("a", "nvidia", 1000, 1000), user("b", "nvidia", 1001, 1000)}
        << int(CheckStatus::Warn)
        << "On b, logged in as another administrator: getent passwd 1000; getent group 1000; sudo "
           "groupmod -g 1000 nvidia; sudo usermod -u 1000 -g 1000 nvidia";
    QTest::newRow("name differs") << QList<UserIdentity>{user("a", "nvidia", 1000, 1000),
                                                         user("b", "admin", 1000, 1000),
                                                         user("c", "nvidia", 1000, 1000)}
                                  << int(CheckStatus::Fail)
                                  << "On b: sudo useradd -m -u 1000 -U nvidia";
    QTest::newRow("no node") << QList<UserIdentity>{} << int(CheckStatus::Skipped) << "";
}

void TestUserChecks::compare()
{
    QFETCH(QList<UserIdentity>, identities);
    QFETCH(int, status);
    QFETCH(QString, fix);
    const Check check = UserChecks::compare(identities);
    QCOMPARE(int(check.status), status);
    QCOMPARE(check.id, QStringLiteral("user.same"));
    if (fix.isEmpty())
        QVERIFY(check.fix.isEmpty());
    else
        QVERIFY2(check.fix.contains(fix), qPrintable(check.fix));
}

void TestUserChecks::parse_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<bool>("ok");
    QTest::newRow("lab") << QByteArray("nvidia\n2001\n2001\nnvidia\n") << true;
    QTest::newRow("short") << QByteArray("nvidia\n2001\n") << false;
    QTest::newRow("garbage uid") << QByteArray("nvidia\nabc\n2001\nnvidia\n") << false;
}

void TestUserChecks::parse()
{
    QFETCH(QByteArray, out);
    QFETCH(bool, ok);
    CommandResult result;
    result.node = QStringLiteral("a");
    result.exitStatus = 0;
    result.out = out;
    const auto identity = UserChecks::parseIdentity(result);
    QCOMPARE(identity.has_value(), ok);
    if (ok) {
        QCOMPARE(identity->uid, 2001);
        QCOMPARE(identity->name, QStringLiteral("nvidia"));
    }
}

void TestUserChecks::stepComparesAgainstTheFirstNode()
{
    FakeNodeRunner a(QStringLiteral("spark-386d"));
    FakeNodeRunner b(QStringLiteral("spark-7089"));
    a.respond(idKey, 0, "nvidia\n2001\n2001\nnvidia\n");
    b.respond(idKey, 0, "nvidia\n2003\n2003\nnvidia\n");
    UserChecks step({&a, &b});
    QSignalSpy finished(&step, &UserChecks::finished);
    step.start();
    QVERIFY(finished.wait(2000));
    QCOMPARE(step.checks().size(), 1);
    const Check &check = step.checks().first();
    QCOMPARE(check.status, CheckStatus::Warn);
    QVERIFY(check.detail.contains(QStringLiteral("spark-7089")));
    QVERIFY(check.fix.contains(QStringLiteral("On spark-7089")));
    QCOMPARE(check.evidence.size(), 2);
}

QTEST_GUILESS_MAIN(TestUserChecks)
#include "tst_userchecks.moc"
