// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputjson.h"

#include "inventory/sparknaming.h"
#include "util/jsonnull.h"

#include <QJsonArray>

namespace Tandem {

namespace {

QJsonObject mapJson(const QMap<QString, QString> &values)
{
    QJsonObject object;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QString twinName(Twin twin)
{
    switch (twin) {
    case Twin::Primary: return QStringLiteral("primary");
    case Twin::Secondary: return QStringLiteral("secondary");
    case Twin::Unknown: break;
    }
    return {};
}

} // namespace

QJsonObject dgxReleaseJson(const DgxRelease &release)
{
    return QJsonObject{{QStringLiteral("name"), jsonOrNull(release.name)},
                       {QStringLiteral("pretty_name"), jsonOrNull(release.prettyName)},
                       {QStringLiteral("platform"), jsonOrNull(release.platform)},
                       {QStringLiteral("is_dgx_spark"), release.isDgxSpark()},
                       {QStringLiteral("version"), jsonOrNull(release.version())},
                       {QStringLiteral("sw_build_version"), jsonOrNull(release.swBuildVersion)},
                       {QStringLiteral("sw_build_date"),
                        release.swBuildDate.isValid()
                            ? QJsonValue(release.swBuildDate.toString(Qt::ISODate))
                            : QJsonValue()},
                       {QStringLiteral("ota_version"), jsonOrNull(release.otaVersion)},
                       {QStringLiteral("ota_date"), jsonOrNull(release.otaDate)},
                       {QStringLiteral("keys"), mapJson(release.all)},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(release.warnings)}};
}

QJsonObject osReleaseJson(const OsRelease &release)
{
    return QJsonObject{{QStringLiteral("id"), jsonOrNull(release.id)},
                       {QStringLiteral("name"), jsonOrNull(release.name)},
                       {QStringLiteral("version"), jsonOrNull(release.version)},
                       {QStringLiteral("version_id"), jsonOrNull(release.versionId)},
                       {QStringLiteral("version_codename"), jsonOrNull(release.versionCodename)},
                       {QStringLiteral("pretty_name"), jsonOrNull(release.prettyName)},
                       {QStringLiteral("keys"), mapJson(release.all)},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(release.warnings)}};
}

QJsonObject roceLinksJson(const QList<RoceLink> &links)
{
    QJsonArray array;
    for (const RoceLink &link : links) {
        array.append(QJsonObject{{QStringLiteral("device"), link.roceDevice},
                                 {QStringLiteral("port"), link.port},
                                 {QStringLiteral("netdev"), link.netdev},
                                 {QStringLiteral("up"), link.up},
                                 {QStringLiteral("side"), jsonOrNull(SparkNaming::key(link.side))},
                                 {QStringLiteral("twin"), jsonOrNull(twinName(link.twin))}});
    }
    return QJsonObject{{QStringLiteral("links"), array},
                       {QStringLiteral("warnings"), QJsonArray()}};
}

QJsonObject rocePortsJson(const RocePorts &ports)
{
    QJsonArray portArray;
    for (const RocePort &port : ports.ports) {
        portArray.append(QJsonObject{{QStringLiteral("netdev"), port.netdev},
                                     {QStringLiteral("pci"), jsonOrNull(port.pciAddress)},
                                     {QStringLiteral("device"), jsonOrNull(port.roceDevice)},
                                     {QStringLiteral("port_state"), jsonOrNull(port.portState)}});
    }
    QJsonArray netdevs;
    for (const NetdevState &state : ports.netdevs) {
        netdevs.append(QJsonObject{
            {QStringLiteral("netdev"), state.netdev},
            {QStringLiteral("operstate"), jsonOrNull(state.operstate)},
            {QStringLiteral("carrier"), state.carrier ? QJsonValue(*state.carrier) : QJsonValue()},
            {QStringLiteral("speed_mbps"),
             state.speedMbps ? QJsonValue(*state.speedMbps) : QJsonValue()},
            {QStringLiteral("mtu"), state.mtu > 0 ? QJsonValue(state.mtu) : QJsonValue()}});
    }
    QJsonObject json = roceLinksJson(ports.links());
    json.insert(QStringLiteral("ports"), portArray);
    json.insert(QStringLiteral("netdevs"), netdevs);
    json.insert(QStringLiteral("ibdev2netdev"),
                ports.ibdev2netdev
                    ? QJsonValue(roceLinksJson(*ports.ibdev2netdev).value(QStringLiteral("links")))
                    : QJsonValue());
    json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(ports.warnings));
    return json;
}

QJsonObject netplanJson(const QList<NetplanInterfaceFacts> &interfaces)
{
    QJsonArray array;
    for (const NetplanInterfaceFacts &facts : interfaces) {
        const auto optionalBool = [](const std::optional<bool> &value) {
            return value ? QJsonValue(*value) : QJsonValue();
        };
        array.append(QJsonObject{
            {QStringLiteral("interface"), facts.interface},
            {QStringLiteral("line"), facts.line},
            {QStringLiteral("addresses"), QJsonArray::fromStringList(facts.addresses)},
            {QStringLiteral("dhcp4"), optionalBool(facts.dhcp4)},
            {QStringLiteral("dhcp6"), optionalBool(facts.dhcp6)},
            {QStringLiteral("link_local"),
             facts.linkLocal ? QJsonValue(QJsonArray::fromStringList(*facts.linkLocal))
                             : QJsonValue()},
            {QStringLiteral("mtu"), facts.mtu > 0 ? QJsonValue(facts.mtu) : QJsonValue()},
            {QStringLiteral("renderer"), jsonOrNull(facts.renderer)}});
    }
    return QJsonObject{{QStringLiteral("interfaces"), array},
                       {QStringLiteral("warnings"), QJsonArray()}};
}

QJsonObject probeSampleJson(const ProbeSample &sample)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("sample")},
                       {QStringLiteral("op"), sample.op},
                       {QStringLiteral("bytes"), sample.bytes},
                       {QStringLiteral("time_us"), sample.timeUs},
                       {QStringLiteral("algbw"), sample.algbw},
                       {QStringLiteral("busbw"), sample.busbw},
                       {QStringLiteral("wrong"), sample.wrong},
                       {QStringLiteral("t"), sample.t}};
}

QJsonObject probeRunJson(const ProbeRun &run)
{
    QJsonArray errors;
    for (const Error &error : run.errors)
        errors.append(QJsonObject{{QStringLiteral("line"), error.line},
                                  {QStringLiteral("message"), error.message}});
    QJsonArray samples;
    for (const ProbeSample &sample : run.samples)
        samples.append(probeSampleJson(sample));
    return QJsonObject{{QStringLiteral("start"), run.start},
                       {QStringLiteral("end"), run.end},
                       {QStringLiteral("complete"), run.complete()},
                       {QStringLiteral("samples"), samples},
                       {QStringLiteral("errors"), errors},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(run.warnings)}};
}

} // namespace Tandem
