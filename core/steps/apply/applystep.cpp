// SPDX-License-Identifier: GPL-3.0-or-later
#include "applystep.h"

#include "plan/conflictcheck.h"
#include "plan/foreignconfig.h"
#include "remote/netplancommands.h"
#include "remote/netplanlisting.h"
#include "remote/noderunner.h"

#include <algorithm>

namespace Tandem {

ApplyStep::ApplyStep(QList<NodeRunner *> nodes, QObject *parent)
    : Step(parent)
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

ApplyStep::~ApplyStep()
{
    m_password.fill('\0');
}

void ApplyStep::setSudoPassword(const QByteArray &password)
{
    m_password.fill('\0');
    m_password = password;
    m_password.detach();
}

void ApplyStep::setNetplan(const QMap<QString, QByteArray> &yamlPerNode)
{
    m_yaml = yamlPerNode;
}

void ApplyStep::setPlan(const AddressPlan &plan)
{
    m_plan = plan;
}

void ApplyStep::setConfirmTimeout(std::chrono::seconds timeout)
{
    m_timeout = timeout;
}

void ApplyStep::setFilesToMoveAside(const QMap<QString, QStringList> &files)
{
    m_moveAside = files;
}

void ApplyStep::setTimings(std::chrono::milliseconds poll, std::chrono::milliseconds revertGrace)
{
    m_poll = poll;
    m_grace = revertGrace;
}

QString ApplyStep::title(const QString &checkId)
{
    return ApplyJob::title(checkId);
}

void ApplyStep::run()
{
    qDeleteAll(m_jobs);
    m_jobs.clear();
    m_running = 0;
    if (m_readMoveAside)
        readMoveAside();
    else
        startJobs();
}

void ApplyStep::readMoveAside()
{
    auto states = std::make_shared<QList<NodeNetworkState>>();
    auto pending = std::make_shared<int>(0);
    auto failed = std::make_shared<bool>(false);
    const auto done = [this, states, pending, failed] {
        if (--*pending > 0)
            return;
        if (*failed) {
            Q_EMIT finished(); // nothing was changed anywhere
            return;
        }
        m_moveAside.clear();
        m_rewrite.clear();
        bool refused = false;
        for (const NodeNetworkState &state : std::as_const(*states)) {
            Check check;
            check.id = QStringLiteral("apply.read");
            check.node = state.node;
            check.title = title(check.id);
            check.status = CheckStatus::Pass;
            check.evidence = state.evidence;
            QStringList said;
            for (const ForeignFileChange &change : ForeignConfig::changes(state)) {
                const QString path = QStringLiteral("/etc/netplan/") + change.move.file;
                switch (change.takeover.kind) {
                case ForeignTakeover::Kind::MoveAside:
                    m_moveAside[state.node] << path;
                    said << tr("moving aside %1: it configures ConnectX-7 interfaces the plan "
                               "sets and nothing else")
                                .arg(path);
                    break;
                case ForeignTakeover::Kind::Rewrite:
                    m_rewrite[state.node].append(
                        {path,
                         change.takeover.content,
                         NodeBackup::sha256Hex(state.netplanFiles.value(change.move.file))});
                    said << tr("taking %1 out of %2 and keeping the rest of it")
                                .arg(PlanCheck::list(change.takeover.removed), path);
                    break;
                default:
                    check.status = CheckStatus::Fail;
                    said << change.takeover.reason;
                    break;
                }
            }
            if (check.status == CheckStatus::Fail) {
                refused = true;
                check.detail = said.join(QStringLiteral("; ")) + QLatin1Char(' ')
                               + tr("Nothing was changed on any node.");
                check.fix = tr("Take the ConnectX-7 interfaces out of that file by hand (keep a "
                               "copy), then apply again.");
            } else {
                check.detail
                    = said.isEmpty()
                          ? tr("%n netplan file(s); none configures a ConnectX-7 interface "
                               "beside the plan's.",
                               nullptr,
                               int(state.netplanFiles.size()))
                          : tr("Restore puts back what apply changes here: %1.")
                                .arg(said.join(QStringLiteral("; ")));
            }
            record(check);
        }
        if (refused) {
            // Nothing is applied anywhere: the other nodes' read says so too.
            QList<Check> others;
            for (const Check &c : std::as_const(checkList())) {
                if (c.id == QLatin1String("apply.read") && c.status == CheckStatus::Pass)
                    others << c;
            }
            for (Check &c : others) {
                c.status = CheckStatus::Skipped;
                c.detail = tr("Not applied: another node's netplan file stops the apply, so "
                              "nothing was changed on any node.");
                record(c);
            }
            Q_EMIT finished();
            return;
        }
        startJobs();
    };
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        ++*pending;
        const QString name = node->nodeName();
        node->run(NetplanCommands::listFiles(m_password),
                  this,
                  [this, name, states, failed, done](const CommandResult &result) {
                      NodeNetworkState state;
                      state.node = name;
                      state.evidence = {NetplanListing::evidence(result)};
                      if (result.ok()) {
                          state.netplanFiles = NetplanCommands::parseListing(result.out);
                          states->append(state);
                      } else {
                          *failed = true;
                          Check check;
                          check.id = QStringLiteral("apply.read");
                          check.node = name;
                          check.title = title(check.id);
                          check.status = CheckStatus::Fail;
                          check.detail = (result.error ? result.error->toString()
                                                       : QString::fromUtf8(result.err).trimmed())
                                         + QLatin1Char(' ')
                                         + tr("Nothing was changed on any node.");
                          check.evidence = state.evidence;
                          record(check);
                      }
                      done();
                  });
    }
    if (*pending == 0)
        startJobs();
}

void ApplyStep::startJobs()
{
    // One run id for the whole cluster: the backups of one apply share a folder name.
    const QString runId = NodeBackup::newRunId();
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        ApplyJob::Input input;
        input.yaml = m_yaml.value(node->nodeName());
        input.moveAside = m_moveAside.value(node->nodeName());
        input.rewrite = m_rewrite.value(node->nodeName());
        input.confirmTimeout = m_timeout;
        input.runId = runId;
        if (const NodePlan *plan = m_plan.node(node->nodeName())) {
            for (const PlannedInterface &i : plan->interfaces)
                input.addresses.append({i.netdev, i.address});
        }
        auto *job = new ApplyJob(node, input, m_password, this);
        job->setPollInterval(m_poll);
        job->setRevertGrace(m_grace);
        m_jobs.append(job);
        connect(job, &ApplyJob::checkChanged, this, [this](const Check &check) { record(check); });
        connect(job, &ApplyJob::countdown, this, &ApplyStep::countdown);
        connect(job, &ApplyJob::finished, this, [this] {
            if (--m_running == 0)
                Q_EMIT finished();
        });
        ++m_running;
    }
    if (m_running == 0) {
        QTimer::singleShot(0, this, &ApplyStep::finished);
        return;
    }
    // Sudo on every node at once; then the locks one node after the other, in the order of the
    // node names, so that of two Tandems changing the same nodes one gets them all and the
    // other none (docs/netplan.md, "One change at a time"); only then does anything change.
    std::sort(m_jobs.begin(), m_jobs.end(), [](const ApplyJob *a, const ApplyJob *b) {
        return a->node() < b->node();
    });
    auto pending = std::make_shared<int>(int(m_jobs.size()));
    auto failed = std::make_shared<QStringList>();
    for (ApplyJob *job : std::as_const(m_jobs)) {
        job->prepare([this, job, pending, failed](bool ok) {
            if (!ok)
                *failed << job->node();
            if (--*pending > 0)
                return;
            if (!failed->isEmpty()) {
                abandonAll(tr("Not changed: %1 could not be prepared (see its apply.backup), so "
                              "nothing was changed on any node.")
                               .arg(failed->join(QStringLiteral(", "))));
                return;
            }
            lockNext(0);
        });
    }
}

void ApplyStep::lockNext(int index)
{
    if (index >= m_jobs.size()) {
        for (ApplyJob *job : std::as_const(m_jobs))
            job->proceed();
        return;
    }
    ApplyJob *job = m_jobs.at(index);
    job->lock([this, index, job](bool ok) {
        if (ok) {
            lockNext(index + 1);
            return;
        }
        abandonAll(tr("Not changed: %1 could not be locked (see its apply.backup), so nothing "
                      "was changed on any node; the locks taken were released.")
                       .arg(job->node()));
    });
}

void ApplyStep::abandonAll(const QString &why)
{
    for (ApplyJob *job : std::as_const(m_jobs))
        job->abandon(why);
}

ApplyOutcome ApplyStep::outcome(const QString &node) const
{
    for (const ApplyJob *job : m_jobs) {
        if (job->node() == node)
            return job->outcome();
    }
    return ApplyOutcome::Pending;
}

QString ApplyStep::runId(const QString &node) const
{
    for (const ApplyJob *job : m_jobs) {
        if (job->node() == node)
            return job->runId();
    }
    return {};
}

qint64 ApplyStep::elapsedMs(const QString &node) const
{
    for (const ApplyJob *job : m_jobs) {
        if (job->node() == node)
            return job->elapsedMs();
    }
    return -1;
}

bool ApplyStep::allConfirmed() const
{
    for (const ApplyJob *job : m_jobs) {
        if (job->outcome() != ApplyOutcome::Confirmed)
            return false;
    }
    return !m_jobs.isEmpty();
}

} // namespace Tandem
