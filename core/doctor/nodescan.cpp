// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodescan.h"

#include "doctor/embeddedscripts.h" // core/doctor/scripts/node-scan.sh
#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace Tandem {

namespace {

constexpr int kMaxWarnings = 20;
constexpr int kMaxNetdevs = 64;
constexpr int kMaxGids = 4096;
constexpr int kMaxLineChars = 4096;

bool isCleanText(const QString &s)
{
    for (QChar c : s) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return false;
    }
    return true;
}

std::optional<bool> carrierOf(const QString &text)
{
    if (text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("0"))
        return false;
    return std::nullopt;
}

// "2.28.9" from "# nccl-tests version 2.17.6 nccl-headers=22809 nccl-library=22809".
void readNcclTestsLine(NodeScan &scan, const QString &line)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^# nccl-tests version (\S{1,32})(?: nccl-headers=(\d{1,9}))?(?: nccl-library=(\d{1,9}))?)"));
    scan.ncclTestsLine = line;
    const auto m = re.match(line);
    if (!m.hasMatch())
        return;
    scan.ncclTestsVersion = m.captured(1);
    if (const auto h = checkedDecimal(m.captured(2), 0, 999'999'999))
        scan.ncclHeaders = NodeScanner::ncclVersionFromCode(*h);
    if (const auto l = checkedDecimal(m.captured(3), 0, 999'999'999))
        scan.ncclLibrary = NodeScanner::ncclVersionFromCode(*l);
}

} // namespace

const ScannedNetdev *NodeScan::netdev(const QString &name) const
{
    for (const ScannedNetdev &n : netdevs) {
        if (n.netdev == name)
            return &n;
    }
    return nullptr;
}

RemoteCommand
NodeScanner::command(const QString &ncclTestsDir, const QString &ncclHome, const QString &python)
{
    RemoteCommand command({"sh",
                           "-c",
                           Scripts::Doctor::nodeScan,
                           "tandem-scan",
                           ncclTestsDir.toUtf8(),
                           ncclHome.toUtf8(),
                           python.toUtf8()});
    command.setTimeout(std::chrono::seconds(120));
    return command;
}

QString NodeScanner::ncclVersionFromCode(qint64 code)
{
    // NCCL_VERSION_CODE: X*10000 + Y*100 + Z since 2.9, X*1000 + Y*100 + Z before.
    if (code >= 20900 && code < 1'000'000)
        return QStringLiteral("%1.%2.%3").arg(code / 10000).arg(code / 100 % 100).arg(code % 100);
    if (code >= 1000 && code < 20900)
        return QStringLiteral("%1.%2.%3").arg(code / 1000).arg(code / 100 % 10).arg(code % 100);
    return {};
}

Result<NodeScan> NodeScanner::read(const QString &node, const QByteArray &output)
{
    if (auto tooBig = checkInputSize(
            output.size(), InputLimits::NodeOutputBytes, tr("the scan of %1").arg(node)))
        return tl::unexpected(*tooBig);
    auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());
    NodeScan scan;
    scan.node = node;
    qsizetype start = lines->indexOf(QStringLiteral("tandem-scan 1"));
    if (start < 0)
        return makeError(tr("%1 did not run Tandem's scan (its first line is missing)").arg(node));
    int dropped = 0;
    auto warn = [&](int number, const QString &text) {
        if (scan.warnings.size() < kMaxWarnings)
            scan.warnings << tr("line %1: %2").arg(number).arg(text);
        else
            ++dropped;
    };
    bool ended = false;
    for (qsizetype i = start + 1; i < lines->size(); ++i) {
        const QString &line = lines->at(i);
        const int number = int(i + 1);
        if (line == QLatin1String("@end")) {
            ended = true;
            break;
        }
        if (line.size() > kMaxLineChars || !isCleanText(line)) {
            warn(number, tr("a line too long or with control characters"));
            continue;
        }
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        const QString key = space < 0 ? line : line.left(space);
        const QString value = space < 0 ? QString() : line.mid(space + 1).trimmed();
        const QStringList f = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (key == QLatin1String("os"))
            scan.os = value;
        else if (key == QLatin1String("kernel"))
            scan.kernel = value;
        else if (key == QLatin1String("driver"))
            scan.driver = value;
        else if (key == QLatin1String("cuda"))
            scan.cuda = value;
        else if (key == QLatin1String("path"))
            scan.path = value;
        else if (key == QLatin1String("mpirun"))
            scan.mpirun = value;
        else if (key == QLatin1String("mpi")) {
            // "mpirun (Open MPI) 4.1.6" -> "Open MPI 4.1.6"
            static const QRegularExpression openMpi(QStringLiteral(R"(\(Open MPI\)\s*(\S+))"));
            const auto m = openMpi.match(value);
            scan.mpiVersion = m.hasMatch() ? QStringLiteral("Open MPI ") + m.captured(1) : value;
        } else if (key == QLatin1String("mpirun.login"))
            scan.mpirunLogin = value.startsWith(QLatin1Char('/')) ? value : QString();
        else if (key == QLatin1String("nccltests"))
            readNcclTestsLine(scan, value);
        else if (key == QLatin1String("python"))
            scan.python = value;
        else if (key == QLatin1String("ncclpin") && f.size() == 2)
            scan.pins << NcclPin{f.at(0), f.at(1)};
        else if (key == QLatin1String("net") && f.size() == 6) {
            if (scan.netdevs.size() >= kMaxNetdevs) {
                warn(number, tr("more than %1 ConnectX netdevs").arg(kMaxNetdevs));
                continue;
            }
            ScannedNetdev n;
            n.netdev = f.at(0);
            n.roceDevice = f.at(1);
            n.operstate = f.at(2);
            n.carrier = carrierOf(f.at(3));
            if (const auto speed = checkedDecimal(f.at(4), 1, 10'000'000))
                n.speedMbps = int(*speed);
            n.mtu = int(checkedDecimal(f.at(5), 68, 65536).value_or(0));
            scan.netdevs << n;
        } else if (key == QLatin1String("addr") && f.size() == 2) {
            for (ScannedNetdev &n : scan.netdevs) {
                if (n.netdev == f.at(0) && n.addresses.size() < 64)
                    n.addresses << f.at(1);
            }
        } else if (key == QLatin1String("fw") && !f.isEmpty()) {
            for (ScannedNetdev &n : scan.netdevs) {
                if (n.netdev == f.at(0))
                    n.firmware = f.mid(1).join(QLatin1Char(' '));
            }
        } else if (key == QLatin1String("gid") && f.size() >= 5) {
            if (scan.gids.size() >= kMaxGids) {
                warn(number, tr("more than %1 GIDs").arg(kMaxGids));
                continue;
            }
            const auto index = checkedDecimal(f.at(1), 0, 65535);
            if (!index) {
                warn(number, tr("a GID index that is not a number"));
                continue;
            }
            GidEntry gid;
            gid.device = f.at(0);
            gid.port = 1;
            gid.index = int(*index);
            gid.gid = f.at(2);
            gid.netdev = f.at(3) == QLatin1String("-") ? QString() : f.at(3);
            const QString type = f.mid(4).join(QLatin1Char(' '));
            gid.version
                = type == QLatin1String("RoCE v2") ? QStringLiteral("v2") : QStringLiteral("v1");
            // IPv4-mapped: ::ffff:a.b.c.d, the only GIDs RoCE v2 over IPv4 uses.
            static const QRegularExpression mapped(
                QStringLiteral("^0000:0000:0000:0000:0000:ffff:([0-9a-f]{2})([0-9a-f]{2}):([0-9a-f]"
                               "{2})([0-9a-f]{2})$"));
            if (const auto m = mapped.match(gid.gid); m.hasMatch()) {
                gid.ipv4 = QStringLiteral("%1.%2.%3.%4")
                               .arg(m.captured(1).toInt(nullptr, 16))
                               .arg(m.captured(2).toInt(nullptr, 16))
                               .arg(m.captured(3).toInt(nullptr, 16))
                               .arg(m.captured(4).toInt(nullptr, 16));
            }
            scan.gids << gid;
        } else {
            warn(number, tr("not understood: %1").arg(line.left(80)));
        }
    }
    if (!ended)
        scan.warnings << tr("the scan was cut short (no @end line)");
    if (dropped > 0)
        scan.warnings << tr("… and %n more", nullptr, dropped);
    // The index each netdev's traffic uses: its device's first RoCE v2 GID with an IPv4
    // address of that netdev (the kernel lists them in the order the addresses came).
    for (ScannedNetdev &n : scan.netdevs) {
        for (const GidEntry &gid : std::as_const(scan.gids)) {
            if (gid.device == n.roceDevice && gid.version == QLatin1String("v2")
                && !gid.ipv4.isEmpty() && (gid.netdev.isEmpty() || gid.netdev == n.netdev)) {
                n.roceV2Index = gid.index;
                break;
            }
        }
    }
    return scan;
}

QJsonObject NodeScan::toJson() const
{
    QJsonArray nets;
    for (const ScannedNetdev &n : netdevs) {
        QJsonObject o{{QStringLiteral("netdev"), n.netdev},
                      {QStringLiteral("roce_device"), n.roceDevice},
                      {QStringLiteral("operstate"), n.operstate},
                      {QStringLiteral("mtu"), n.mtu},
                      {QStringLiteral("addresses"), QJsonArray::fromStringList(n.addresses)},
                      {QStringLiteral("firmware"), n.firmware}};
        o.insert(QStringLiteral("carrier"), n.carrier ? QJsonValue(*n.carrier) : QJsonValue());
        o.insert(QStringLiteral("speed_mbps"),
                 n.speedMbps ? QJsonValue(*n.speedMbps) : QJsonValue());
        o.insert(QStringLiteral("roce_v2_gid_index"),
                 n.roceV2Index ? QJsonValue(*n.roceV2Index) : QJsonValue());
        nets << o;
    }
    QJsonArray pinArray;
    for (const NcclPin &p : pins)
        pinArray << QJsonObject{{QStringLiteral("where"), p.where},
                                {QStringLiteral("value"), p.value}};
    return QJsonObject{{QStringLiteral("node"), node},
                       {QStringLiteral("os"), os},
                       {QStringLiteral("kernel"), kernel},
                       {QStringLiteral("driver"), driver},
                       {QStringLiteral("cuda"), cuda},
                       {QStringLiteral("path"), path},
                       {QStringLiteral("mpirun"), mpirun},
                       {QStringLiteral("mpi_version"), mpiVersion},
                       {QStringLiteral("mpirun_login"), mpirunLogin},
                       {QStringLiteral("nccl_tests_line"), ncclTestsLine},
                       {QStringLiteral("python"), python},
                       {QStringLiteral("nccl_pins"), pinArray},
                       {QStringLiteral("netdevs"), nets},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

NodeScan NodeScan::fromJson(const QJsonObject &o)
{
    NodeScan s;
    s.node = o.value(QStringLiteral("node")).toString();
    s.os = o.value(QStringLiteral("os")).toString();
    s.kernel = o.value(QStringLiteral("kernel")).toString();
    s.driver = o.value(QStringLiteral("driver")).toString();
    s.cuda = o.value(QStringLiteral("cuda")).toString();
    s.path = o.value(QStringLiteral("path")).toString();
    s.mpirun = o.value(QStringLiteral("mpirun")).toString();
    s.mpiVersion = o.value(QStringLiteral("mpi_version")).toString();
    s.mpirunLogin = o.value(QStringLiteral("mpirun_login")).toString();
    readNcclTestsLine(s, o.value(QStringLiteral("nccl_tests_line")).toString().left(kMaxLineChars));
    s.python = o.value(QStringLiteral("python")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("nccl_pins")).toArray()) {
        const QJsonObject p = v.toObject();
        s.pins << NcclPin{p.value(QStringLiteral("where")).toString(),
                          p.value(QStringLiteral("value")).toString()};
    }
    for (const QJsonValue &v : o.value(QStringLiteral("netdevs")).toArray()) {
        const QJsonObject j = v.toObject();
        ScannedNetdev n;
        n.netdev = j.value(QStringLiteral("netdev")).toString();
        n.roceDevice = j.value(QStringLiteral("roce_device")).toString();
        n.operstate = j.value(QStringLiteral("operstate")).toString();
        n.mtu = j.value(QStringLiteral("mtu")).toInt();
        for (const QJsonValue &a : j.value(QStringLiteral("addresses")).toArray())
            n.addresses << a.toString();
        n.firmware = j.value(QStringLiteral("firmware")).toString();
        if (j.value(QStringLiteral("carrier")).isBool())
            n.carrier = j.value(QStringLiteral("carrier")).toBool();
        if (const auto speed
            = checkedInteger(j.value(QStringLiteral("speed_mbps")).toDouble(-1), 1, 10'000'000))
            n.speedMbps = int(*speed);
        if (const auto index
            = checkedInteger(j.value(QStringLiteral("roce_v2_gid_index")).toDouble(-1), 0, 65535))
            n.roceV2Index = int(*index);
        s.netdevs << n;
    }
    for (const QJsonValue &w : o.value(QStringLiteral("warnings")).toArray())
        s.warnings << w.toString();
    return s;
}

} // namespace Tandem
