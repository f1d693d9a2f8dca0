// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/linkmatrix.h"
#include "doctor/liveplan.h"
#include "doctor/nodescan.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// Measures every twin link with ib_write_bw (docs/doctor.md, "RDMA test"): per pair of nodes,
// each twin alone in both directions, then both twins at once in both directions. Runs side by
// side wherever they share no node; a node is in one test at a time, so numbers are never
// shared with another test. The GID index of each end comes from the scan just made. Lives on
// its runners' thread; runners are not owned.
class LinkTestRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkTestRun)

public:
    LinkTestRun(QHash<QString, NodeRunner *> runners,
                QList<NodeScan> scans,
                bool viaSwitch,
                QObject *parent = nullptr);

    void start();
    void cancel();
    [[nodiscard]] const LinkMatrix &matrix() const { return m_matrix; }
    [[nodiscard]] int total() const { return int(m_jobs.size()); }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    struct Job
    {
        QList<TwinLink> links; // one twin, or both twins side by side
        bool fromB = false;
        QList<int> ports;
        int listening = 0;
        int serversDone = 0;
        int clientsDone = 0;
        bool clientsStarted = false;
        QList<std::optional<double>> gbps;
        QStringList errors;
        QStringList commands;
        QStringList outputs;
        bool toolMissing = false;
        bool started = false;
        bool done = false;
    };
    void schedule();
    void startJob(int index);
    void serverLine(int index, int k, const QByteArray &line);
    void serverDone(int index, int k, const CommandResult &result);
    void startClients(int index);
    void clientDone(int index, int k, const CommandResult &result);
    void maybeFinishJob(int index);
    void finishJob(int index);
    [[nodiscard]] QString writerOf(const Job &job) const;
    [[nodiscard]] QString readerOf(const Job &job) const;
    [[nodiscard]] const ScannedNetdev *netdevOf(const QString &node, const QString &netdev) const;
    [[nodiscard]] std::optional<int> gidOf(const QString &node, const QString &netdev) const;
    [[nodiscard]] QString deviceOf(const QString &node, const QString &netdev) const;

    QHash<QString, QPointer<NodeRunner>> m_runners;
    QList<NodeScan> m_scans;
    QList<Job> m_jobs;
    QSet<QString> m_busy;
    LinkMatrix m_matrix;
    QMap<int, LinkMeasurement> m_results; // by job: the matrix lists them in job order
    int m_done = 0;
    bool m_cancelled = false;
    bool m_finished = false;
};

} // namespace Tandem
