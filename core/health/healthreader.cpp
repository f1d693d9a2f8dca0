// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthreader.h"

#include "health/embeddedscripts.h" // core/health/scripts/sample.sh
#include "health/healthcounters.h"
#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QRegularExpression>

#include <chrono>

namespace Tandem {

namespace {

constexpr int maxWarnings = 10;

bool notAvailable(const QString &value)
{
    const QString v = value.trimmed();
    return v.isEmpty() || v == QLatin1String("N/A") || v == QLatin1String("[N/A]")
           || v.contains(QLatin1String("Not Supported"), Qt::CaseInsensitive);
}

std::optional<quint64> counterValue(const QString &text)
{
    // Decimal digits only: a counter is never negative, and 20 digits hold any 64-bit value.
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    for (const QChar c : text) {
        if (!c.isDigit() || c.unicode() > '9')
            return std::nullopt;
    }
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

std::optional<int> smallNumber(const QString &text, int max)
{
    if (notAvailable(text))
        return std::nullopt;
    const auto v = checkedDecimal(text.trimmed(), 0, max);
    return v ? std::optional<int>(int(*v)) : std::nullopt;
}

bool plausibleName(const QString &name)
{
    static const QRegularExpression kernelName(QStringLiteral("^[A-Za-z0-9_.:-]{1,64}$"));
    return kernelName.match(name).hasMatch();
}

// "0, 45, 30.12, 2405, 0x0000000000000004"; an absent value is [N/A].
std::optional<GpuHealth> gpuRow(const QString &line)
{
    const QStringList fields = line.split(QLatin1Char(','));
    if (fields.size() != 5)
        return std::nullopt;
    const auto index = smallNumber(fields.at(0), 1023);
    if (!index)
        return std::nullopt;
    GpuHealth gpu;
    gpu.index = *index;
    gpu.temperatureC = smallNumber(fields.at(1), 200);
    gpu.smClockMHz = smallNumber(fields.at(3), 100000);
    const QString power = fields.at(2).trimmed();
    if (!notAvailable(power)) {
        bool ok = false;
        const double w = power.toDouble(&ok);
        if (ok && isFiniteWithin(w, 0, 100000))
            gpu.powerW = w;
    }
    const QString events = fields.at(4).trimmed();
    if (events.startsWith(QLatin1String("0x")) && events.size() <= 18 && events.size() > 2) {
        bool ok = false;
        const quint64 mask = events.mid(2).toULongLong(&ok, 16);
        if (ok)
            gpu.clockEvents = mask;
    }
    return gpu;
}

} // namespace

RemoteCommand HealthReader::command()
{
    RemoteCommand command({QByteArrayLiteral("sh"),
                           QByteArrayLiteral("-c"),
                           QByteArray(Scripts::Health::sample),
                           QByteArrayLiteral("tandem-health"),
                           HealthCounters::ethtoolPattern()});
    // A node that takes longer than this to read a few files is not answering; the next
    // sample tries again.
    command.setTimeout(std::chrono::seconds(20));
    return command;
}

Result<HealthSample> HealthReader::read(const QByteArray &output)
{
    if (const auto tooLarge
        = checkInputSize(output.size(), kMaxOutputBytes, tr("The node's health sample")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());

    HealthSample sample;
    bool timed = false;
    bool ended = false;
    bool inGpu = false;
    NetdevHealth *current = nullptr;
    auto warn = [&sample](int number, const QString &line) {
        if (sample.warnings.size() < maxWarnings)
            sample.warnings << tr("line %1 not read: %2").arg(number).arg(line.left(120));
    };
    int number = 0;
    for (const QString &line : *lines) {
        ++number;
        if (line.isEmpty())
            continue;
        if (line == QLatin1String("@end")) {
            ended = true;
            break;
        }
        if (line == QLatin1String("@gpu")) {
            inGpu = true;
            current = nullptr;
            continue;
        }
        if (inGpu) {
            const auto gpu = gpuRow(line);
            if (!gpu || sample.gpu(gpu->index)) {
                warn(number, line);
                continue;
            }
            if (sample.gpus.size() >= kMaxGpus)
                return makeError(tr("The health sample lists more than %1 GPUs.").arg(kMaxGpus),
                                 number);
            sample.gpus << *gpu;
            continue;
        }
        if (line.startsWith(QLatin1String("@time "))) {
            const auto ms = checkedDecimal(line.mid(6), 1, qint64(1) << 53);
            if (!ms)
                return makeError(
                    tr("The health sample's time is not a time: %1").arg(line.mid(6, 40)), number);
            sample.nodeTimeMs = *ms;
            timed = true;
            continue;
        }
        if (line.startsWith(QLatin1String("@netdev "))) {
            const QStringList parts = line.mid(8).split(QLatin1Char(' '));
            if (parts.size() != 2 || !plausibleName(parts.at(0)) || !plausibleName(parts.at(1))) {
                warn(number, line);
                current = nullptr;
                continue;
            }
            if (sample.netdevs.size() >= kMaxNetdevs)
                return makeError(
                    tr("The health sample lists more than %1 ConnectX netdevs.").arg(kMaxNetdevs),
                    number);
            NetdevHealth netdev;
            netdev.netdev = parts.at(0);
            netdev.roceDevice = parts.at(1);
            sample.netdevs << netdev;
            current = &sample.netdevs.last();
            continue;
        }
        if (!current) {
            warn(number, line);
            continue;
        }
        if (line.startsWith(QLatin1Char('@'))) {
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            const QString key = line.mid(1, space - 1);
            const QString value = space < 0 ? QString() : line.mid(space + 1).trimmed();
            if (key == QLatin1String("operstate") && plausibleName(value))
                current->operstate = value;
            else if (key == QLatin1String("speed"))
                current->speedMbps = smallNumber(value, 10'000'000); // -1 (unknown) stays absent
            else if (key == QLatin1String("carrier_up_count"))
                current->carrierUps = checkedDecimal(value, 0, qint64(1) << 53);
            else if (key == QLatin1String("carrier_down_count"))
                current->carrierDowns = checkedDecimal(value, 0, qint64(1) << 53);
            else
                warn(number, line);
            continue;
        }
        // "     rx_discards_phy: 12" or "/sys/class/infiniband/mlx5_0/ports/1/hw_counters/NAME:12".
        QString name;
        QString value;
        if (line.startsWith(QLatin1Char(' '))) {
            const qsizetype colon = line.indexOf(QLatin1String(": "));
            name = line.left(colon).trimmed();
            value = colon < 0 ? QString() : line.mid(colon + 2).trimmed();
        } else if (line.startsWith(QLatin1Char('/'))) {
            const qsizetype colon = line.lastIndexOf(QLatin1Char(':'));
            const qsizetype slash = line.lastIndexOf(QLatin1Char('/'), colon);
            if (colon > 0 && slash >= 0) {
                name = line.mid(slash + 1, colon - slash - 1);
                value = line.mid(colon + 1).trimmed();
            }
        }
        const auto v = counterValue(value);
        if (name.isEmpty() || !v) {
            warn(number, line);
            continue;
        }
        if (!HealthCounters::find(name))
            continue; // a counter Tandem does not watch (hw_counters has dozens)
        if (current->counters.size() >= kMaxCountersPerNetdev && !current->counters.contains(name))
            return makeError(tr("The health sample lists more than %1 counters for %2.")
                                 .arg(kMaxCountersPerNetdev)
                                 .arg(current->netdev),
                             number);
        current->counters.insert(name, *v);
    }
    if (!timed)
        return makeError(tr("The health sample has no time: the node did not run the sampling "
                            "script to its end."));
    if (!ended)
        return makeError(tr("The health sample was cut short (no end marker)."));
    return sample;
}

} // namespace Tandem
