// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthlog.h"
#include "nccl/nccltestsrun.h"
#include "nccl/probeparser.h"
#include "nccl/testspec.h"
#include "nccl/transportsummary.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// tandem-probe samples as parallel columns. A soak can hold a million samples; columns of
// doubles take an eighth of the memory of ProbeSample objects and save as plain number arrays.
// Plain value type.
struct ProbeSeries
{
    QList<double> t;     // seconds since the communicator was set up
    QList<double> busbw; // GB/s
    QList<double> algbw; // GB/s
    QList<double> timeUs;
    QList<qint64> bytes;
    QList<qint64> wrong;

    [[nodiscard]] qsizetype size() const { return t.size(); }
    [[nodiscard]] bool isEmpty() const { return t.isEmpty(); }
    void reserve(qsizetype n);
    void append(const ProbeSample &sample);
    friend bool operator==(const ProbeSeries &, const ProbeSeries &) = default;
};

// The last bandwidth run of a session (docs/flow.md, "Step 8: Bandwidth"), kept in the saved state
// so the report can show it without the nodes: what was asked, the exact mpirun command line, what
// came back (nccl-tests rows or probe samples), NCCL's transport, the busbw the threshold was
// judged on and when it ran. Its checks live with the step's checks. Plain value type.
struct BandwidthRecord
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::BandwidthRecord)

public:
    TestSpec spec;
    QString command;         // MpirunCommand::displayString(): never a secret
    QString firstNode;       // the node that ran mpirun
    QStringList hosts;       // the CX7 addresses mpirun was given, in rank order
    QStringList roceDevices; // the RoCE devices the plan implies
    double thresholdGBps = 0;
    std::optional<double> judgedBusbw; // GB/s at judgedBytes (a soak: the mean)
    qint64 judgedBytes = 0;
    QList<NcclRow> rows; // nccl-tests
    ProbeSeries samples; // tandem-probe
    TransportSummary transport;
    QDateTime startedAt;
    QDateTime finishedAt;
    bool cancelled = false;
    HealthLog health; // what the nodes' counters and GPUs did during the run (docs/health.md)

    [[nodiscard]] bool isEmpty() const { return !startedAt.isValid(); }
    [[nodiscard]] QJsonObject toJson() const;
    // Missing or mistyped values read as absent; never a guess.
    [[nodiscard]] static BandwidthRecord fromJson(const QJsonObject &object);

    [[nodiscard]] static QString toolKey(BandwidthTool tool);
    // The tool as a person names it: "nccl-tests", "tandem-probe", "tandem-probe (MPI backend)".
    [[nodiscard]] static QString toolLabel(const TestSpec &spec);
    [[nodiscard]] static QJsonObject toJson(const TestSpec &spec);
    [[nodiscard]] static TestSpec specFromJson(const QJsonObject &object);
    [[nodiscard]] static TransportSummary transportFromJson(const QJsonObject &object);
};

} // namespace Tandem
