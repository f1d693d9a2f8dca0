// SPDX-License-Identifier: GPL-3.0-or-later
#include "dmesgparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

namespace Tandem {

namespace {

// A paste of something else entirely would give one warning per line; past this many the
// rest are only counted.
constexpr int MaxWarnings = 100;

// Bounds well past any PCIe link (PCIe 7.0 x32 is about 4 Tb/s) and any slot's power budget;
// a number outside them is a corrupt line, not a measurement.
constexpr double MaxGbps = 10000.0;
constexpr double MaxSpeedGts = 128.0;
constexpr int MaxWidth = 32;
constexpr int MaxWatts = 1000;

// A number of the log, or nullopt when it is not one or lies outside [min, max].
std::optional<double> number(const QString &text, double min, double max)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !isFiniteWithin(value, min, max))
        return std::nullopt;
    return value;
}

} // namespace

QJsonObject DmesgReport::toJson() const
{
    QJsonArray array;
    for (const Mlx5Function &f : functions) {
        array.append(QJsonObject{
            {QStringLiteral("address"), f.address},
            {QStringLiteral("interface"), jsonOrNull(f.interface)},
            {QStringLiteral("firmware"), jsonOrNull(f.firmware)},
            {QStringLiteral("pcie_gbps"), jsonOrNull(f.pcieGbps)},
            {QStringLiteral("pcie_speed_gts"), jsonOrNull(f.pcieSpeedGts)},
            {QStringLiteral("pcie_width"), jsonOrNull(f.pcieWidth)},
            {QStringLiteral("pcie_limited_by"), jsonOrNull(f.pcieLimitedBy)},
            {QStringLiteral("pcie_capable_gbps"), jsonOrNull(f.pcieCapableGbps)},
            {QStringLiteral("insufficient_power_watts"), jsonOrNull(f.insufficientPowerWatts)},
            {QStringLiteral("eswitch_cleanup"), f.eswitchCleanup},
        });
    }
    return QJsonObject{{QStringLiteral("functions"), array},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

Result<DmesgReport> DmesgParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of dmesg"));
    if (!lines)
        return tl::unexpected(lines.error());

    // "[    1.204938] " or dmesg -T's "[Mon Jun  1 10:00:00 2026] ".
    static const QRegularExpression timestamp(QStringLiteral(R"(^\[[^\]]{1,40}\]\s*)"));
    // journalctl -k: "Jun 01 10:00:00 spark-05 kernel: ".
    static const QRegularExpression journal(
        QStringLiteral(R"(^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ kernel: )"));
    static const QRegularExpression mlx5(QStringLiteral(
        R"((?:^|\s)mlx5_core\s+([0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7])(?:\s+([^\s:]+))?:\s*(.*)$)"));
    // Another driver's message about a PCI function: "nvme 0004:01:00.0: ...".
    static const QRegularExpression otherDevice(
        QStringLiteral(R"(^\S+ [0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]\b)"));
    static const QRegularExpression dmesgCommand(
        QStringLiteral(R"((?:^|[\s;|&/])(?:dmesg|journalctl)(?:\s|$))"));
    static const QRegularExpression firmware(QStringLiteral(R"(^firmware version:\s*(\S+)$)"));
    static const QRegularExpression firmwareShape(QStringLiteral(R"(^\d{1,5}(?:\.\d{1,5}){2,3}$)"));
    static const QRegularExpression bandwidth(
        QStringLiteral(R"(^(\d+(?:\.\d+)?) Gb/s available PCIe bandwidth(?:)"
                       R"(, limited by (\d+(?:\.\d+)?) GT/s PCIe x(\d+) link at (\S+) )"
                       R"(\(capable of (\d+(?:\.\d+)?) Gb/s with [\d.]+ GT/s PCIe x\d+ link\))"
                       R"(| \((\d+(?:\.\d+)?) GT/s PCIe x(\d+) link\))\.?$)"));
    static const QRegularExpression power(
        QStringLiteral(R"(insufficient power on the PCIe slot \((\d+)W\))"));

    DmesgReport report;
    QHash<QString, qsizetype> index;
    int droppedWarnings = 0;
    auto warn = [&](int line, const QString &message) {
        if (report.warnings.size() < MaxWarnings)
            report.warnings.append(Error{message, line}.toString());
        else
            ++droppedWarnings;
    };

    bool recognised = false;
    bool otherCommand = false; // inside the output of a command that is not dmesg
    int firstUnknownLine = 0;
    for (const PastedLine &pasted : *lines) {
        if (pasted.command) {
            otherCommand = !pasted.text.isEmpty() && !dmesgCommand.match(pasted.text).hasMatch();
            continue;
        }
        if (otherCommand)
            continue;
        const int lineNumber = pasted.number;
        QString text = pasted.text.trimmed();
        if (text.isEmpty())
            continue;
        // What authors cut: "... (repeats for 0000:01:00.1, ...) ...".
        if (text.startsWith(QLatin1String("...")))
            continue;
        bool kernelLine = false;
        if (const auto m = timestamp.match(text); m.hasMatch()) {
            text.remove(0, m.capturedLength());
            kernelLine = true;
        } else if (const auto j = journal.match(text); j.hasMatch()) {
            text.remove(0, j.capturedLength());
            kernelLine = true;
        }

        const auto m = mlx5.match(text);
        if (!m.hasMatch()) {
            if (kernelLine || otherDevice.match(text).hasMatch()) {
                recognised = true; // another driver's line
                continue;
            }
            if (firstUnknownLine == 0)
                firstUnknownLine = lineNumber;
            warn(lineNumber, tr("\"%1\" is not a kernel message.").arg(text));
            continue;
        }
        recognised = true;

        const QString address = m.captured(1).toLower();
        auto it = index.constFind(address);
        if (it == index.constEnd()) {
            it = index.insert(address, report.functions.size());
            report.functions.append(Mlx5Function{});
            report.functions.back().address = address;
        }
        Mlx5Function &function = report.functions[*it];
        if (m.hasCaptured(2))
            function.interface = m.captured(2);
        const QString message = m.captured(3).trimmed();

        if (const auto f = firmware.match(message); f.hasMatch()) {
            if (!firmwareShape.match(f.captured(1)).hasMatch()) {
                warn(
                    lineNumber,
                    tr("The firmware version \"%1\" is not MAJOR.MINOR.BUILD.").arg(f.captured(1)));
                continue;
            }
            function.firmware = f.captured(1);
        } else if (message.contains(QLatin1String("available PCIe bandwidth"))) {
            const auto b = bandwidth.match(message);
            if (!b.hasMatch()) {
                warn(lineNumber,
                     tr("\"%1\" does not have the form \"N Gb/s available PCIe "
                        "bandwidth (S GT/s PCIe xW link)\".")
                         .arg(message));
                continue;
            }
            const bool limited = b.hasCaptured(2);
            const auto gbps = number(b.captured(1), 0.0, MaxGbps);
            const auto gts = number(b.captured(limited ? 2 : 6), 1.0, MaxSpeedGts);
            const auto lanes = number(b.captured(limited ? 3 : 7), 1.0, MaxWidth);
            const auto capable = limited ? number(b.captured(5), 0.0, MaxGbps) : std::nullopt;
            if (!gbps || !gts || !lanes || (limited && !capable)) {
                return makeError(
                    tr("\"%1\" has a bandwidth, speed or width no PCIe link has.").arg(message),
                    lineNumber);
            }
            function.pcieGbps = *gbps;
            function.pcieSpeedGts = *gts;
            function.pcieWidth = int(*lanes);
            if (limited) {
                function.pcieLimitedBy = b.captured(4).toLower();
                function.pcieCapableGbps = *capable;
            }
        } else if (message.contains(QLatin1String("insufficient power on the PCIe slot"))) {
            const auto p = power.match(message);
            if (!p.hasMatch()) {
                warn(lineNumber,
                     tr("\"%1\" does not say how many watts the slot gives.").arg(message));
                continue;
            }
            const auto watts = number(p.captured(1), 0.0, MaxWatts);
            if (!watts) {
                return makeError(tr("%1 W is not a power a PCIe slot gives.").arg(p.captured(1)),
                                 lineNumber);
            }
            function.insufficientPowerWatts = int(*watts);
        } else if (message.startsWith(QLatin1String("E-Switch: cleanup"))) {
            function.eswitchCleanup = true;
        }
        // Every other mlx5_core message (rate limits, vports, module events) is not read.
    }

    if (!recognised) {
        if (firstUnknownLine == 0)
            return makeError(tr("There is no kernel message in the text: it is empty or holds only "
                                "other commands."));
        return makeError(tr("This is not the output of dmesg: no line is a kernel message "
                            "(\"[   1.204938] mlx5_core 0000:01:00.0: ...\")."),
                         firstUnknownLine);
    }
    if (droppedWarnings > 0)
        report.warnings.append(tr("%n more lines were not understood.", "", droppedWarnings));
    return report;
}

} // namespace Tandem
