// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "session/bandwidthrecord.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Tandem {

// A bandwidth run after the accepted one that the acceptance does not rest on, and why.
struct SetAsideRun
{
    enum class Reason {
        Cancelled, // the user ended it: nothing was measured to the end
        NotNccl,   // tandem-probe's MPI backend: host buffers over TCP, no NCCL
        Failed,    // it completed over NCCL and did not pass
    };
    QDateTime finishedAt;
    QString tool; // as the report names it: "nccl-tests", "tandem-probe (MPI backend)"
    bool soak = false;
    Reason reason = Reason::Cancelled;
    QString detail; // Failed: the first failing check's detail

    // One sentence for the report, in the language of the call.
    [[nodiscard]] QString describe() const;
    friend bool operator==(const SetAsideRun &, const SetAsideRun &) = default;
};

// The bandwidth run the cluster's acceptance rests on (docs/report.md, "The NCCL item"): the
// last run that completed over NCCL (nccl-tests, or tandem-probe's NCCL backend) with its run,
// transport and threshold checks passed, kept apart from the last run of all, which a cancelled
// or exploratory run replaces. Later runs that did not qualify are listed, so the report says
// which runs it did not use and why. Plain value type.
struct AcceptedBandwidth
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::AcceptedBandwidth)

public:
    static constexpr qsizetype maxSetAside = 20; // the newest; older ones are counted only

    BandwidthRecord run;
    QList<Check> checks;
    QString verifyStamp;      // StepLineage::stamp(Verify) when it ran
    QList<SetAsideRun> later; // runs after it that were not used, oldest first
    int laterDropped = 0;     // set-aside runs beyond maxSetAside

    [[nodiscard]] bool isEmpty() const { return run.isEmpty(); }
    // Whether a finished run can carry the acceptance: completed, over NCCL, and its run,
    // transport and threshold checks passed (warnings allowed, as in the checklist).
    [[nodiscard]] static bool qualifies(const BandwidthRecord &run, const QList<Check> &checks);
    // Why a finished run does not qualify, as a set-aside entry.
    [[nodiscard]] static SetAsideRun setAside(const BandwidthRecord &run,
                                              const QList<Check> &checks);
    // Folds in a run that has just finished: it becomes the accepted run when it qualifies;
    // otherwise, once there is an accepted run, it is listed as set aside.
    void fold(const BandwidthRecord &finished,
              const QList<Check> &finishedChecks,
              const QString &verifyStampNow);

    // `last` is the session's last run: an accepted run that is that run is saved as a mark,
    // not a second copy (a soak can hold a million samples).
    [[nodiscard]] QJsonObject toJson(const BandwidthRecord &last) const;
    // Missing or mistyped values read as absent, as in BandwidthRecord::fromJson.
    [[nodiscard]] static AcceptedBandwidth fromJson(const QJsonObject &object,
                                                    const BandwidthRecord &last,
                                                    const QList<Check> &lastChecks);
};

} // namespace Tandem
