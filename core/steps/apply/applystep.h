// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "plan/addressplan.h"
#include "steps/apply/applyjob.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <chrono>

namespace Tandem {

class NodeRunner;

// Step 5, apply (docs/flow.md, "Step 5: Apply"): check sudo on every node, take every node's lock
// (one node after the other), then on every node at once back up the netplan files the change
// touches (on the node under /var/lib/tandem and locally), arm a revert watchdog, write the new
// 40-cx7.yaml (and masks for the files the plan disables) to /run/netplan for the trial, validate
// with `netplan generate`, then `netplan apply`; unless Tandem sees the planned addresses up over
// the management path and confirms in time, the watchdog takes the trial back by itself, and so
// does a restart (commit-confirm, like `netplan try`). Confirming installs the files in
// /etc/netplan and moves the disabled files aside. Checks per node: apply.backup,
// apply.write, apply.validate, apply.confirm. The sudo password lives in memory only and goes to
// sudo on stdin; the YAML goes on stdin too, never into a command line or the evidence. Lives on
// the thread of its runners (GUI or CLI main); nothing blocks.
class ApplyStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApplyStep)

public:
    explicit ApplyStep(QList<NodeRunner *> nodes, QObject *parent = nullptr);
    ~ApplyStep() override;

    void setSudoPassword(const QByteArray &password);
    // The new 40-cx7.yaml per node name (from the plan's YAML writer).
    void setNetplan(const QMap<QString, QByteArray> &yamlPerNode);
    // The plan: which addresses must be up on which interface before Tandem confirms.
    void setPlan(const AddressPlan &plan);
    void setConfirmTimeout(std::chrono::seconds timeout);
    // Other netplan files (under /etc/netplan) the plan decided to disable, per node.
    void setFilesToMoveAside(const QMap<QString, QStringList> &files);
    // Instead: read each node's /etc/netplan just before changing it and take the ConnectX-7
    // interfaces out of the other files then (a Restore may have put a file back since the plan
    // was made): a file that configures nothing else is moved aside, one that also does is
    // rewritten without their stanzas, one that cannot be taken apart safely stops the apply
    // before anything changed. An apply.read check per node says what was found.
    void setReadFilesToMoveAside(bool read) { m_readMoveAside = read; }
    // For the unit tests: shorter poll interval and revert grace.
    void setTimings(std::chrono::milliseconds poll, std::chrono::milliseconds revertGrace);

    [[nodiscard]] ApplyOutcome outcome(const QString &node) const;
    // The run id (and so the backup folder name) used on this node.
    [[nodiscard]] QString runId(const QString &node) const;
    // From start() to this node's verdict, in ms; -1 before it.
    [[nodiscard]] qint64 elapsedMs(const QString &node) const;
    [[nodiscard]] bool allConfirmed() const;
    [[nodiscard]] static QString title(const QString &checkId);

Q_SIGNALS:
    // While a node's watchdog is armed: seconds until it reverts, once a second.
    void countdown(const QString &node, int secondsLeft);

protected:
    void run() override;

private:
    void readMoveAside();
    void startJobs();
    void lockNext(int index);
    void abandonAll(const QString &why);

    QList<QPointer<NodeRunner>> m_nodes;
    QByteArray m_password;
    QMap<QString, QByteArray> m_yaml;
    AddressPlan m_plan;
    std::chrono::seconds m_timeout{120};
    QMap<QString, QStringList> m_moveAside;
    QMap<QString, QList<NetplanRewrite>> m_rewrite; // read just before: never saved
    bool m_readMoveAside = false;
    // How often the new addresses are looked for after netplan apply: `ip -j addr` on the open
    // session costs a few milliseconds, and every wait here is the admin's (docs/benchmarks.md).
    std::chrono::milliseconds m_poll{500};
    std::chrono::milliseconds m_grace{8000};
    QList<ApplyJob *> m_jobs; // children of this
    int m_running = 0;
};

} // namespace Tandem
