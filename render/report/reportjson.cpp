// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportjson.h"

#include "checks/checkjson.h"
#include "session/planjson.h"
#include "session/workflowstate.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Tandem {

namespace {

QJsonValue text(const QString &value)
{
    return value.isEmpty() ? QJsonValue() : QJsonValue(value);
}

QJsonValue time(const QDateTime &value)
{
    return value.isValid() ? QJsonValue(value.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

QJsonValue number(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

// A check in the one form of checks (checkjson.h), with the step it belongs to; the evidence
// only where the report shows it (the checklist), not again for every step.
QJsonObject checkJson(StepId step, const Check &check, bool withEvidence)
{
    QJsonObject object = toJson(check);
    object.insert(QStringLiteral("step"), WorkflowState::stepKey(step));
    if (!withEvidence)
        object.remove(QStringLiteral("evidence"));
    return object;
}

QJsonArray interfacesJson(const QList<PlannedInterface> &interfaces)
{
    QJsonArray array;
    for (const PlannedInterface &i : interfaces) {
        array.append(
            QJsonObject{{QStringLiteral("netdev"), i.netdev},
                        {QStringLiteral("address"), i.address},
                        {QStringLiteral("prefix"), i.prefix},
                        {QStringLiteral("mtu"), i.mtu > 0 ? QJsonValue(i.mtu) : QJsonValue()}});
    }
    return array;
}

QJsonValue planJson(const Report &report)
{
    if (report.plan.nodes.isEmpty())
        return QJsonValue();
    QJsonArray nodes;
    for (const NodePlan &node : report.plan.nodes) {
        nodes.append(
            QJsonObject{{QStringLiteral("node"), node.node},
                        {QStringLiteral("interfaces"), interfacesJson(node.interfaces)},
                        {QStringLiteral("yaml"), text(report.netplanYaml.value(node.node))},
                        {QStringLiteral("diff"), text(report.netplanDiffs.value(node.node))}});
    }
    const QJsonObject addresses = toJson(report.plan);
    return QJsonObject{
        {QStringLiteral("mtu"), report.plan.mtu > 0 ? QJsonValue(report.plan.mtu) : QJsonValue()},
        {QStringLiteral("subnets"), addresses.value(QStringLiteral("subnets"))},
        {QStringLiteral("nodes"), nodes},
        {QStringLiteral("move_aside"), toJson(report.moveAside)}};
}

QJsonObject chartJson(const ChartLayout &chart)
{
    QJsonArray lines;
    for (const ChartLine &line : chart.lines) {
        QJsonArray points;
        for (const QPointF &p : line.data)
            points.append(QJsonArray{p.x(), p.y()});
        lines.append(
            QJsonObject{{QStringLiteral("name"), line.name}, {QStringLiteral("points"), points}});
    }
    QJsonArray rules;
    for (const ChartRule &rule : chart.rules)
        rules.append(QJsonObject{{QStringLiteral("label"), rule.label},
                                 {QStringLiteral("value_gbps"), rule.value}});
    return {{QStringLiteral("x_axis"),
             chart.logX ? QStringLiteral("bytes_log2") : QStringLiteral("seconds")},
            {QStringLiteral("x_title"), chart.xTitle},
            {QStringLiteral("y_title"), chart.yTitle},
            {QStringLiteral("source_points"), double(chart.sourcePoints)},
            {QStringLiteral("lines"), lines},
            {QStringLiteral("rules"), rules}};
}

QJsonValue bandwidthJson(const Report &report)
{
    if (!report.bandwidth)
        return QJsonValue();
    const ReportBandwidth &b = *report.bandwidth;
    QJsonArray rows;
    for (const SweepRow &row : b.rows) {
        rows.append(QJsonObject{{QStringLiteral("bytes"), double(row.bytes)},
                                {QStringLiteral("time_us"), number(row.timeUs)},
                                {QStringLiteral("algbw"), number(row.algbw)},
                                {QStringLiteral("busbw"), number(row.busbw)},
                                {QStringLiteral("in_place_busbw"), number(row.inPlaceBusbw)},
                                {QStringLiteral("wrong"), number(row.wrong)}});
    }
    QJsonValue soak;
    if (b.soakSummary) {
        const SoakSummary &s = *b.soakSummary;
        soak = QJsonObject{{QStringLiteral("samples"), double(s.samples)},
                           {QStringLiteral("duration_s"), s.durationSeconds},
                           {QStringLiteral("bytes"), double(s.bytes)},
                           {QStringLiteral("min_busbw"), s.minBusbw},
                           {QStringLiteral("median_busbw"), s.medianBusbw},
                           {QStringLiteral("mean_busbw"), s.meanBusbw},
                           {QStringLiteral("max_busbw"), s.maxBusbw},
                           {QStringLiteral("wrong"), double(s.wrong)}};
    }
    QStringList devices;
    for (const NetDevice &d : b.transport.ibDevices)
        devices << d.name;
    QStringList socketDevices;
    for (const NetDevice &d : b.transport.socketDevices)
        socketDevices << d.name;
    QJsonArray checks;
    for (const Check &check : b.checks)
        checks.append(checkJson(StepId::Bandwidth, check, false));
    return QJsonObject{
        {QStringLiteral("tool"), b.tool},
        {QStringLiteral("op"), b.op},
        {QStringLiteral("mode"), b.soak ? QStringLiteral("soak") : QStringLiteral("sweep")},
        {QStringLiteral("command"), b.command},
        {QStringLiteral("first_node"), text(b.firstNode)},
        {QStringLiteral("hosts"), QJsonArray::fromStringList(b.hosts)},
        {QStringLiteral("threshold_gbps"), b.thresholdGBps},
        {QStringLiteral("judged_busbw_gbps"), number(b.judgedBusbw)},
        {QStringLiteral("judged_bytes"),
         b.judgedBusbw ? QJsonValue(double(b.judgedBytes)) : QJsonValue()},
        {QStringLiteral("judged_text"), text(Report::judgedText(b))},
        {QStringLiteral("started_at"), time(b.startedAt)},
        {QStringLiteral("finished_at"), time(b.finishedAt)},
        {QStringLiteral("cancelled"), b.cancelled},
        {QStringLiteral("not_used"), QJsonArray::fromStringList(b.notUsed)},
        {QStringLiteral("transport"),
         QJsonObject{
             {QStringLiteral("summary"), b.transportText},
             {QStringLiteral("network"), text(b.transport.network)},
             {QStringLiteral("devices"), QJsonArray::fromStringList(devices)},
             {QStringLiteral("socket_devices"), QJsonArray::fromStringList(socketDevices)},
             {QStringLiteral("oob_interface"), text(b.transport.oobInterface)},
             {QStringLiteral("nccl_version"), text(b.transport.ncclVersion)},
             {QStringLiteral("warnings"), QJsonArray::fromStringList(b.transport.warnings)}}},
        {QStringLiteral("rows"), rows},
        {QStringLiteral("soak"), soak},
        {QStringLiteral("chart"), chartJson(b.chart)},
        {QStringLiteral("checks"), checks},
    };
}

QJsonValue snippetsJson(const Report &report)
{
    if (!report.snippets)
        return QJsonValue();
    const ServingSnippets &s = *report.snippets;
    QJsonArray nodes;
    for (const ServingNode &n : s.nodes) {
        nodes.append(QJsonObject{{QStringLiteral("node"), n.node},
                                 {QStringLiteral("role"), n.role},
                                 {QStringLiteral("address"), n.address},
                                 {QStringLiteral("interface"), n.interface},
                                 {QStringLiteral("head_address"), n.headAddress}});
    }
    return QJsonObject{{QStringLiteral("hostfile"), s.hostfile},
                       {QStringLiteral("env"), s.envFile},
                       {QStringLiteral("ray_launch"), s.rayLaunch},
                       {QStringLiteral("nodes"), nodes},
                       {QStringLiteral("addresses"), QJsonArray::fromStringList(s.addresses())}};
}

// The shapes of `tandem-cli doctor --json` (docs/cli-json.md, "Doctor findings"), from the one
// writer of them. The raw scans stay in the saved state: the report shows what came of them.
QJsonObject doctorJson(const ReportDoctor &doctor)
{
    QJsonObject object = doctor.record.toJson();
    object.remove(QStringLiteral("scans"));
    return object;
}

} // namespace

QJsonObject reportToJson(const Report &report)
{
    QJsonArray checklist;
    for (const ChecklistItem &item : report.checklist) {
        QJsonArray checks;
        for (const ReportCheck &c : item.checks)
            checks.append(checkJson(c.step, c.check, true));
        checklist.append(QJsonObject{{QStringLiteral("id"), item.id},
                                     {QStringLiteral("title"), item.title},
                                     {QStringLiteral("verdict"), Report::verdictKey(item.verdict)},
                                     {QStringLiteral("detail"), item.detail},
                                     {QStringLiteral("checks"), checks}});
    }
    QJsonArray nodes;
    for (const ReportNode &node : report.nodes) {
        QJsonObject facts = node.facts.toJson();
        facts.remove(QStringLiteral("node"));
        nodes.append(
            QJsonObject{{QStringLiteral("name"), node.address.name},
                        {QStringLiteral("management_address"), node.address.host},
                        {QStringLiteral("ssh_port"), node.address.port},
                        {QStringLiteral("user"), text(node.address.user)},
                        {QStringLiteral("host_key_sha256"), text(node.address.hostKeySha256)},
                        {QStringLiteral("facts"), facts},
                        {QStringLiteral("cx7"), interfacesJson(node.cx7)}});
    }
    QJsonArray steps;
    for (const ReportStep &step : report.steps) {
        QJsonArray checks;
        for (const Check &check : step.checks)
            checks.append(checkJson(step.step, check, false));
        steps.append(QJsonObject{{QStringLiteral("step"), step.key},
                                 {QStringLiteral("title"), step.title},
                                 {QStringLiteral("started_at"), time(step.startedAt)},
                                 {QStringLiteral("finished_at"), time(step.finishedAt)},
                                 {QStringLiteral("status"), checkStatusKey(step.worst)},
                                 {QStringLiteral("checks"), checks}});
    }
    QJsonObject object{
        {QStringLiteral("format"), QStringLiteral("tandem-acceptance-report")},
        {QStringLiteral("format_version"), 1},
        {QStringLiteral("tandem_version"), report.tandemVersion},
        {QStringLiteral("state_tandem_version"), text(report.stateTandemVersion)},
        {QStringLiteral("generated_at"), time(report.generatedAt)},
        {QStringLiteral("state_saved_at"), time(report.stateSavedAt)},
        {QStringLiteral("accepted"), report.accepted()},
        {QStringLiteral("simulated"), report.simulated()},
        {QStringLiteral("checklist"), checklist},
        {QStringLiteral("nodes"), nodes},
        {QStringLiteral("topology"),
         QJsonObject{{QStringLiteral("kind"), topologyKindKey(report.topologyKind)},
                     {QStringLiteral("summary"), text(report.topologySummary)}}},
        {QStringLiteral("plan"), planJson(report)},
        {QStringLiteral("bandwidth"), bandwidthJson(report)},
        {QStringLiteral("snippets"), snippetsJson(report)},
        {QStringLiteral("snippets_error"), text(report.snippetsError)},
        {QStringLiteral("steps"), steps},
    };
    // Absent, not null, without a Doctor run: such a report is byte for byte what it was before
    // the Doctor existed.
    if (report.doctor)
        object.insert(QStringLiteral("doctor"), doctorJson(*report.doctor));
    // Absent, likewise, for a run that was not sampled and without a baseline.
    if (report.health)
        object.insert(QStringLiteral("health"), report.health->toJson());
    if (report.baseline) {
        QJsonObject baseline = report.baseline->toJson();
        baseline.insert(QStringLiteral("summary"), ReportHealth::baselineText(*report.baseline));
        object.insert(QStringLiteral("baseline"), baseline);
    }
    return object;
}

QByteArray reportJson(const Report &report)
{
    return QJsonDocument(reportToJson(report)).toJson(QJsonDocument::Indented);
}

} // namespace Tandem
