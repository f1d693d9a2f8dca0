// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceptedbandwidth.h"

#include "checks/checkjson.h"

#include <QJsonArray>
#include <QLocale>

namespace Tandem {

namespace {

bool passed(CheckStatus status)
{
    return status == CheckStatus::Pass || status == CheckStatus::Warn;
}

const Check *find(const QList<Check> &checks, QLatin1String id)
{
    for (const Check &check : checks) {
        if (check.id == id)
            return &check;
    }
    return nullptr;
}

bool sameRun(const BandwidthRecord &a, const BandwidthRecord &b)
{
    return a.startedAt == b.startedAt && a.finishedAt == b.finishedAt && a.command == b.command;
}

QString reasonKey(SetAsideRun::Reason reason)
{
    switch (reason) {
    case SetAsideRun::Reason::Cancelled: return QStringLiteral("cancelled");
    case SetAsideRun::Reason::NotNccl: return QStringLiteral("not_nccl");
    case SetAsideRun::Reason::Failed: return QStringLiteral("failed");
    }
    return {};
}

constexpr const char *judged[] = {"bandwidth.run", "bandwidth.transport", "bandwidth.threshold"};

} // namespace

QString SetAsideRun::describe() const
{
    const QString when = QLocale().toString(finishedAt.toLocalTime(), QLocale::ShortFormat);
    const QString what = soak ? AcceptedBandwidth::tr("%1 soak").arg(tool)
                              : AcceptedBandwidth::tr("%1 sweep").arg(tool);
    switch (reason) {
    case Reason::Cancelled:
        return AcceptedBandwidth::tr("%1 at %2: cancelled, so it measured nothing to the end.")
            .arg(what, when);
    case Reason::NotNccl:
        return AcceptedBandwidth::tr("%1 at %2: it did not use NCCL, so it says nothing about "
                                     "RoCE.")
            .arg(what, when);
    case Reason::Failed:
        return AcceptedBandwidth::tr("%1 at %2: it did not pass (%3).").arg(what, when, detail);
    }
    return {};
}

bool AcceptedBandwidth::qualifies(const BandwidthRecord &run, const QList<Check> &checks)
{
    if (run.isEmpty() || run.cancelled || run.spec.usesMpiBackend())
        return false;
    for (const char *id : judged) {
        const Check *check = find(checks, QLatin1String(id));
        if (!check || !passed(check->status))
            return false;
    }
    return true;
}

SetAsideRun AcceptedBandwidth::setAside(const BandwidthRecord &run, const QList<Check> &checks)
{
    SetAsideRun aside;
    aside.finishedAt = run.finishedAt;
    aside.soak = run.spec.isSoak();
    aside.tool = BandwidthRecord::toolLabel(run.spec);
    if (run.cancelled) {
        aside.reason = SetAsideRun::Reason::Cancelled;
    } else if (run.spec.usesMpiBackend()) {
        aside.reason = SetAsideRun::Reason::NotNccl;
    } else {
        aside.reason = SetAsideRun::Reason::Failed;
        for (const char *id : judged) {
            const Check *check = find(checks, QLatin1String(id));
            if (check && !passed(check->status)) {
                aside.detail = check->title + QStringLiteral(": ") + check->detail;
                break;
            }
        }
        if (aside.detail.isEmpty())
            aside.detail = tr("a check has no result");
    }
    return aside;
}

void AcceptedBandwidth::fold(const BandwidthRecord &finished,
                             const QList<Check> &finishedChecks,
                             const QString &verifyStampNow)
{
    if (qualifies(finished, finishedChecks)) {
        *this = {};
        run = finished;
        checks = finishedChecks;
        verifyStamp = verifyStampNow;
        return;
    }
    if (isEmpty())
        return;
    later.append(setAside(finished, finishedChecks));
    if (later.size() > maxSetAside) {
        later.removeFirst();
        ++laterDropped;
    }
}

QJsonObject AcceptedBandwidth::toJson(const BandwidthRecord &last) const
{
    QJsonObject object;
    if (sameRun(run, last)) {
        object.insert(QStringLiteral("is_last_run"), true); // its run and checks are the last
    } else {
        object.insert(QStringLiteral("run"), run.toJson());
        object.insert(QStringLiteral("checks"), Tandem::toJson(checks));
    }
    object.insert(QStringLiteral("verify_stamp"), verifyStamp);
    QJsonArray aside;
    for (const SetAsideRun &entry : later) {
        aside.append(QJsonObject{
            {QStringLiteral("finished_at"), entry.finishedAt.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("tool"), entry.tool},
            {QStringLiteral("soak"), entry.soak},
            {QStringLiteral("reason"), reasonKey(entry.reason)},
            {QStringLiteral("detail"), entry.detail}});
    }
    object.insert(QStringLiteral("set_aside"), aside);
    object.insert(QStringLiteral("set_aside_dropped"), laterDropped);
    return object;
}

AcceptedBandwidth AcceptedBandwidth::fromJson(const QJsonObject &object,
                                              const BandwidthRecord &last,
                                              const QList<Check> &lastChecks)
{
    AcceptedBandwidth accepted;
    if (object.value(QStringLiteral("is_last_run")).toBool()) {
        accepted.run = last;
        accepted.checks = lastChecks;
    } else {
        accepted.run = BandwidthRecord::fromJson(object.value(QStringLiteral("run")).toObject());
        accepted.checks = checksFromJson(object.value(QStringLiteral("checks")).toArray());
    }
    if (accepted.run.isEmpty())
        return {};
    accepted.verifyStamp = object.value(QStringLiteral("verify_stamp")).toString().left(64);
    for (const QJsonValue &value : object.value(QStringLiteral("set_aside")).toArray()) {
        const QJsonObject entry = value.toObject();
        SetAsideRun aside;
        aside.finishedAt = QDateTime::fromString(
            entry.value(QStringLiteral("finished_at")).toString(), Qt::ISODateWithMs);
        aside.tool = entry.value(QStringLiteral("tool")).toString().left(64);
        aside.soak = entry.value(QStringLiteral("soak")).toBool();
        const QString reason = entry.value(QStringLiteral("reason")).toString();
        if (reason == reasonKey(SetAsideRun::Reason::NotNccl))
            aside.reason = SetAsideRun::Reason::NotNccl;
        else if (reason == reasonKey(SetAsideRun::Reason::Failed))
            aside.reason = SetAsideRun::Reason::Failed;
        else if (reason != reasonKey(SetAsideRun::Reason::Cancelled))
            continue; // unknown: not a guess
        aside.detail = entry.value(QStringLiteral("detail")).toString().left(2048);
        if (accepted.later.size() < maxSetAside)
            accepted.later.append(aside);
    }
    accepted.laterDropped
        = qBound(0, object.value(QStringLiteral("set_aside_dropped")).toInt(), 1 << 30);
    return accepted;
}

} // namespace Tandem
