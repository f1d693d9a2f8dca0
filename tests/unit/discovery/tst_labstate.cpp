// SPDX-License-Identifier: GPL-3.0-or-later
#include "discovery/labstate.h"
#include "resultcheck.h"

#include <QTest>

using namespace Tandem;

class TestLabState final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsNodes();
    void neverKeepsThePassword();
    void rejects_data();
    void rejects();
};

static const char state[] = R"({
  "version": 1, "lab_dir": "/run/tandem-lab", "topology": "direct", "user": "nvidia",
  "nodes": [
    {"name": "node1", "index": 1, "hostname": "spark-386d", "mgmt_address": "198.18.0.11",
     "user": "nvidia", "uid": 2001, "gid": 2001, "password": "s3cret-lab-pass", "ssh_port": 22,
     "host_key_fingerprint": "SHA256:AAAA"},
    {"name": "node2", "index": 2, "hostname": "spark-7089", "mgmt_address": "198.18.0.12",
     "user": "nvidia", "uid": 2001, "gid": 2001, "password": "s3cret-lab-pass", "ssh_port": 22,
     "host_key_fingerprint": "SHA256:BBBB"}
  ]})";

void TestLabState::readsNodes()
{
    const auto nodes = LabState::parse(QByteArray(state));
    TANDEM_VERIFY_RESULT(nodes);
    QCOMPARE(nodes->size(), 2);
    QCOMPARE(nodes->at(0).name, QStringLiteral("spark-386d"));
    QCOMPARE(nodes->at(0).host, QStringLiteral("198.18.0.11"));
    QCOMPARE(nodes->at(0).user, QStringLiteral("nvidia"));
    QCOMPARE(nodes->at(0).port, 22);
    QCOMPARE(nodes->at(1).hostKeySha256, QStringLiteral("SHA256:BBBB"));
    QCOMPARE(nodes->at(1).source, QStringLiteral("lab"));
}

void TestLabState::neverKeepsThePassword()
{
    const auto nodes = LabState::parse(QByteArray(state));
    TANDEM_VERIFY_RESULT(nodes);
    for (const NodeAddress &node : *nodes) {
        for (const QString &field :
             {node.name, node.host, node.user, node.hostKeySha256, node.source})
            QVERIFY(!field.contains(QStringLiteral("s3cret")));
    }
}

void TestLabState::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("not json") << QByteArray("nodes: 2") << "not valid JSON";
    QTest::newRow("other version")
        << QByteArray(R"({"version": 7, "nodes": [{}]})") << "unknown version";
    QTest::newRow("no nodes") << QByteArray(R"({"version": 1, "nodes": []})") << "no nodes";
    QTest::newRow("node without address")
        << QByteArray(R"({"version": 1, "nodes": [{"hostname": "spark-386d"}]})") << "Node 1";
}

void TestLabState::rejects()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, fragment);
    const auto nodes = LabState::parse(json);
    QVERIFY(!nodes.has_value());
    QVERIFY2(nodes.error().message.contains(fragment), qPrintable(nodes.error().message));
    QVERIFY(!LabState::readFile(QStringLiteral("/nonexistent/state.json")).has_value());
}

QTEST_GUILESS_MAIN(TestLabState)
#include "tst_labstate.moc"
