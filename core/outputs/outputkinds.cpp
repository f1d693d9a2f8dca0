// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputkinds.h"

#include "inventory/deviceidentityparser.h"
#include "inventory/dmesgparser.h"
#include "inventory/dmiinfo.h"
#include "inventory/ethtooldriverparser.h"
#include "inventory/ethtoolreportparser.h"
#include "inventory/gb10models.h"
#include "inventory/ibdev2netdevparser.h"
#include "inventory/ibstatparser.h"
#include "inventory/ibvdevinfoparser.h"
#include "inventory/ibwritebwparser.h"
#include "inventory/iptextparser.h"
#include "inventory/lspciparser.h"
#include "inventory/nvidiasmiparser.h"
#include "inventory/rdmalinkparser.h"
#include "inventory/showgidsparser.h"
#include "nccl/nccllogparser.h"
#include "nccl/nccltestsjson.h"
#include "nccl/nccltestsjsonparser.h"
#include "nccl/nccltestsparser.h"
#include "nccl/probeparser.h"
#include "outputs/outputjson.h"
#include "plan/netplandocument.h"
#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QJsonArray>

namespace Tandem {

namespace {

using Parse = Result<QJsonObject> (*)(const QByteArray &);

template<typename T, typename ToJson>
Result<QJsonObject> jsonOf(const Result<T> &result, ToJson toJson)
{
    if (!result)
        return tl::unexpected(result.error());
    return toJson(*result);
}

// The parsers whose report carries its own toJson().
template<typename Parser>
Result<QJsonObject> reportOf(const QByteArray &text)
{
    const auto report = Parser::parse(text);
    if (!report)
        return tl::unexpected(report.error());
    return report->toJson();
}

Result<QJsonObject> dgxRelease(const QByteArray &text)
{
    return jsonOf(DeviceIdentityParser::parseDgxRelease(text), dgxReleaseJson);
}

Result<QJsonObject> osRelease(const QByteArray &text)
{
    return jsonOf(DeviceIdentityParser::parseOsRelease(text), osReleaseJson);
}

Result<QJsonObject> dmi(const QByteArray &text)
{
    const auto info = DmiParser::parse(text);
    if (!info)
        return tl::unexpected(info.error());
    QJsonObject json = info->toJson();
    // What Tandem would call the machine if it is a GB10 (the GPU is not in this input).
    const Gb10Identity identity = Gb10Models::identify(*info, nullptr);
    json.insert(QStringLiteral("model_id"),
                identity.model ? QJsonValue(identity.model->id) : QJsonValue());
    json.insert(QStringLiteral("model"), identity.displayName());
    return json;
}

Result<QJsonObject> ibdev2netdev(const QByteArray &text)
{
    return jsonOf(Ibdev2NetdevParser::parse(text), roceLinksJson);
}

Result<QJsonObject> rocePorts(const QByteArray &text)
{
    return jsonOf(RocePortsReader::read(text), rocePortsJson);
}

Result<QJsonObject> netplan(const QByteArray &text)
{
    // An empty file is a valid netplan file, but not something a user means to have read.
    if (text.trimmed().isEmpty())
        return makeError(OutputKinds::tr("The input is empty."));
    return jsonOf(NetplanDocument::read(QStringLiteral("input.yaml"), text), netplanJson);
}

Result<QJsonObject> ncclTests(const QByteArray &text)
{
    // nccl-tests writes its -J report as one JSON object; its stdout never starts with '{'.
    const bool isJsonReport = text.trimmed().startsWith('{');
    const auto run = isJsonReport ? NcclTestsJsonParser::parse(text) : NcclTestsParser::parse(text);
    return jsonOf(run, [](const NcclTestsRun &r) { return toJson(r); });
}

Result<QJsonObject> ncclLog(const QByteArray &text)
{
    if (const auto tooLarge
        = checkInputSize(text.size(), InputLimits::LogBytes, OutputKinds::tr("The NCCL log")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(text);
    if (!lines)
        return tl::unexpected(lines.error());
    NcclLogParser parser;
    for (const QString &line : *lines)
        parser.addLine(line);
    if (parser.summary().isEmpty())
        return makeError(
            OutputKinds::tr("No NCCL log lines were found (is NCCL_DEBUG=INFO set?)."));
    QJsonObject json = toJson(parser.summary());
    json.insert(QStringLiteral("warnings"), QJsonArray());
    return json;
}

Result<QJsonObject> probe(const QByteArray &text)
{
    return jsonOf(ProbeParser::parse(text), probeRunJson);
}

struct Entry
{
    OutputKind kind;
    Parse parse;
};

const QList<Entry> &entries()
{
    static const QList<Entry> list{
        {{"dgx-release", QT_TR_NOOP("/etc/dgx-release (DGX OS)")}, dgxRelease},
        {{"os-release", QT_TR_NOOP("/etc/os-release or /etc/lsb-release")}, osRelease},
        {{"fastos-release", QT_TR_NOOP("/etc/fastos-release (read as os-release)")}, osRelease},
        {{"dmi", QT_TR_NOOP("/sys/class/dmi/id: a directory, or KEY: VALUE lines")}, dmi},
        {{"ibdev2netdev", QT_TR_NOOP("ibdev2netdev")}, ibdev2netdev},
        {{"rdma-link", QT_TR_NOOP("rdma link (iproute2)")}, reportOf<RdmaLinkParser>},
        {{"roce-ports", QT_TR_NOOP("Tandem's RoCE port reading: sysfs, then ibdev2netdev")},
         rocePorts},
        {{"ip", QT_TR_NOOP("ip addr or ip link: -j, -br or plain")}, reportOf<IpTextParser>},
        {{"ethtool", QT_TR_NOOP("ethtool IFACE, its Speed lines, ethtool --show-fec")},
         reportOf<EthtoolReportParser>},
        {{"ethtool-i", QT_TR_NOOP("ethtool -i IFACE")}, reportOf<EthtoolDriverParser>},
        {{"nvidia-smi", QT_TR_NOOP("nvidia-smi: the table, or --query-gpu CSV")},
         reportOf<NvidiaSmiParser>},
        {{"show_gids", QT_TR_NOOP("show_gids")}, reportOf<ShowGidsParser>},
        {{"ib_write_bw", QT_TR_NOOP("ib_write_bw (perftest)")}, reportOf<IbWriteBwParser>},
        {{"lspci", QT_TR_NOOP("lspci, with -nn, -vvv link lines or -tv")}, reportOf<LspciParser>},
        {{"netplan", QT_TR_NOOP("a netplan YAML file")}, netplan},
        {{"nccl-tests", QT_TR_NOOP("nccl-tests output, or its -J report")}, ncclTests},
        {{"nccl-log", QT_TR_NOOP("NCCL_DEBUG=INFO log lines")}, ncclLog},
        {{"probe", QT_TR_NOOP("tandem-probe JSON lines")}, probe},
        {{"ibstat", QT_TR_NOOP("ibstat")}, reportOf<IbstatParser>},
        {{"ibv_devinfo", QT_TR_NOOP("ibv_devinfo")}, reportOf<IbvDevinfoParser>},
        {{"dmesg", QT_TR_NOOP("the mlx5_core lines of dmesg")}, reportOf<DmesgParser>},
    };
    return list;
}

} // namespace

const QList<OutputKind> &OutputKinds::all()
{
    static const QList<OutputKind> kinds = [] {
        QList<OutputKind> out;
        for (const Entry &entry : entries())
            out.append(entry.kind);
        return out;
    }();
    return kinds;
}

bool OutputKinds::contains(const QString &kind)
{
    for (const Entry &entry : entries()) {
        if (kind == QLatin1String(entry.kind.name))
            return true;
    }
    return false;
}

QString OutputKinds::describe(const OutputKind &kind)
{
    return tr(kind.description);
}

Result<QJsonObject> OutputKinds::parse(const QString &kind, const QByteArray &text)
{
    for (const Entry &entry : entries()) {
        if (kind == QLatin1String(entry.kind.name))
            return entry.parse(text);
    }
    QStringList names;
    for (const Entry &entry : entries())
        names << QLatin1String(entry.kind.name);
    return makeError(tr("Tandem does not know the output kind \"%1\"; it reads %2.")
                         .arg(kind, names.join(QStringLiteral(", "))));
}

} // namespace Tandem
