// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "discovery/labstate.h"
#include "plan/addressplan.h"
#include "remote/sshnoderunner.h"
#include "steps/apply/applystep.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <chrono>
#include <memory>

// What the apply lab tests (tst_applylab.cpp, tst_applylabguards.cpp) share: the 2-node lab of
// with_lab.sh, SSH runners to its nodes, the PB plan (192.168.100.x / 192.168.101.x on the
// right twins) and ways to look at a node's files. Its slots initTestCase and cleanupTestCase run
// for each test class built on it.
class ApplyLabFixture : public QObject
{
    Q_OBJECT

protected:
    static inline const QString cx7 = QStringLiteral("/etc/netplan/40-cx7.yaml");
    static inline const QString stale = QStringLiteral("/etc/netplan/99-nvidia-sync-cluster.yaml");
    // The PB plan's netplan for the node whose addresses end in LAST.
    static QByteArray pbYaml(int last);

    QString lab(const QStringList &args, int *exitCode = nullptr);
    QString onNode(int node, const QString &script);
    QString fileState(int node, const QString &path);
    // Sessions to every node into m_runners (the old ones closed); false if one did not open.
    bool connectAll();
    // New sessions to every node, beside m_runners; empty if one did not open.
    QList<Tandem::SshNodeRunner *> connectAgain();
    std::unique_ptr<Tandem::ApplyStep> makeApply(const QByteArray &password,
                                                 std::chrono::seconds timeout,
                                                 QList<Tandem::SshNodeRunner *> runners = {});
    void printChecks(const QList<Tandem::Check> &checks);
    // Nothing of Tandem's is left in the way on a node: no trial file, no lock.
    void verifyNoTrialNorLock(int node);
    bool restoreAll();

    QList<Tandem::NodeAddress> m_nodes;
    QByteArray m_password;
    QTemporaryDir m_dir;
    QList<Tandem::SshNodeRunner *> m_runners;
    Tandem::AddressPlan m_plan;

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
};
