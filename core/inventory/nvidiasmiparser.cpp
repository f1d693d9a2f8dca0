// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvidiasmiparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace Tandem {

namespace {

bool notAvailable(const QString &value)
{
    const QString v = value.trimmed();
    return v.isEmpty() || v == QLatin1String("N/A") || v == QLatin1String("[N/A]")
           || v.compare(QLatin1String("Not Supported"), Qt::CaseInsensitive) == 0
           || v.compare(QLatin1String("[Not Supported]"), Qt::CaseInsensitive) == 0;
}

// "84MiB", "1234 MiB", "96 %", "11W", "10.5 W", "45C": the number, if it lies in [0, max].
std::optional<double> measure(const QString &value, double max)
{
    static const QRegularExpression number(QStringLiteral(R"(^\s*(\d+(?:\.\d+)?)\s*\S*\s*$)"));
    if (notAvailable(value))
        return std::nullopt;
    const auto match = number.match(value);
    if (!match.hasMatch())
        return std::nullopt;
    const double v = match.captured(1).toDouble();
    return isFiniteWithin(v, 0, max) ? std::optional<double>(v) : std::nullopt;
}

std::optional<qint64> mib(const QString &value)
{
    const auto v = measure(value, double(qint64(1) << 40));
    return v ? std::optional<qint64>(qint64(*v)) : std::nullopt;
}

std::optional<int> small(const QString &value, int max)
{
    const auto v = measure(value, max);
    return v ? std::optional<int>(int(*v)) : std::nullopt;
}

QString text(const QString &value)
{
    return notAvailable(value) ? QString() : value.trimmed();
}

// Sets the field a --query-gpu column names; false for a column Tandem does not read.
bool setColumn(NvidiaSmiGpu &gpu, const QString &column, const QString &value)
{
    // "memory.used [MiB]" → "memory.used"; the probe's "gpu_name" is "name".
    const QString key = column.trimmed().section(QLatin1Char(' '), 0, 0).toLower();
    if (key == QLatin1String("name") || key == QLatin1String("gpu_name"))
        gpu.name = text(value);
    else if (key == QLatin1String("driver_version"))
        gpu.driverVersion = text(value);
    else if (key == QLatin1String("index"))
        gpu.index = small(value, 1024);
    else if (key == QLatin1String("pci.bus_id") || key == QLatin1String("gpu_bus_id"))
        gpu.busId = text(value);
    else if (key == QLatin1String("memory.used"))
        gpu.memoryUsedMiB = mib(value);
    else if (key == QLatin1String("memory.total"))
        gpu.memoryTotalMiB = mib(value);
    else if (key == QLatin1String("utilization.gpu"))
        gpu.utilizationPercent = small(value, 100);
    else if (key == QLatin1String("compute_cap"))
        gpu.computeCapability = text(value);
    else if (key == QLatin1String("temperature.gpu"))
        gpu.temperatureC = small(value, 200);
    else if (key == QLatin1String("power.draw"))
        gpu.powerW = measure(value, 100000);
    else if (key == QLatin1String("pstate"))
        gpu.performance = text(value);
    else if (key == QLatin1String("persistence_mode"))
        gpu.persistence = text(value);
    else
        return false;
    return true;
}

bool isHeader(const QStringList &fields)
{
    static const QRegularExpression column(QStringLiteral(R"(^[a-z_][a-z0-9_.]*(\s+\[.*\])?$)"));
    for (const QString &field : fields) {
        if (!column.match(field.trimmed()).hasMatch())
            return false;
    }
    return true;
}

// A header-less CSV row of nvidia-smi names an NVIDIA GPU in one of its values (the first, in
// Tandem's own two-column query, whose second is a version such as 580.95.05): a line of a log
// with a comma in it is no GPU.
bool looksLikeGpuRow(const QStringList &fields)
{
    static const QRegularExpression name(QStringLiteral(R"(NVIDIA|Tesla|GeForce|Quadro|TITAN)"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression version(QStringLiteral(R"(^\d+(\.\d+)+$)"));
    if (fields.size() != 2) {
        return std::any_of(fields.cbegin(), fields.cend(), [](const QString &field) {
            return name.match(field).hasMatch();
        });
    }
    if (!name.match(fields.at(0)).hasMatch())
        return false;
    // An empty version is left to the row's own error, which says what is missing.
    const QString second = fields.at(1).trimmed();
    return second.isEmpty() || version.match(second).hasMatch();
}

struct TableState
{
    enum class Section { None, Gpus, Processes } section = Section::None;
    bool inRows = false; // after the "|====" line of the section
    int rowOfGpu = 0;    // which of a GPU's three lines comes next
};

// The first line of a GPU's block: "|   0  NVIDIA GB10     On  |   0000000F:01:00.0  On |  N/A |".
bool readGpuFirstLine(const QStringList &cells, NvidiaSmiGpu &gpu)
{
    static const QRegularExpression first(
        QStringLiteral(R"(^\s*(\d+)\s+(.+?)\s+(On|Off|N/A)\s*$)"));
    const auto match = first.match(cells.value(0));
    if (!match.hasMatch())
        return false;
    gpu.index = small(match.captured(1), 1024);
    gpu.name = match.captured(2).trimmed();
    gpu.persistence = text(match.captured(3));
    const QStringList bus = cells.value(1).simplified().split(QLatin1Char(' '));
    gpu.busId = text(bus.value(0));
    gpu.displayActive = text(bus.value(1));
    return gpu.index.has_value();
}

// "| N/A   45C    P0             11W /  N/A  | Not Supported          |     10%      Default |"
void readGpuSecondLine(const QStringList &cells, NvidiaSmiGpu &gpu)
{
    static const QRegularExpression second(
        QStringLiteral(R"(^\s*\S+\s+(\S+)\s+(P\d+)\s+(\S+)\s*/\s*(\S+)\s*$)"));
    if (const auto match = second.match(cells.value(0)); match.hasMatch()) {
        gpu.temperatureC = small(match.captured(1), 200);
        gpu.performance = match.captured(2);
        gpu.powerW = measure(match.captured(3), 100000);
        gpu.powerCapW = measure(match.captured(4), 100000);
    }
    const QString memory = cells.value(1).trimmed();
    if (memory.contains(QLatin1Char('/'))) {
        gpu.memoryUsedMiB = mib(memory.section(QLatin1Char('/'), 0, 0));
        gpu.memoryTotalMiB = mib(memory.section(QLatin1Char('/'), 1));
    }
    gpu.utilizationPercent
        = small(cells.value(2).simplified().section(QLatin1Char(' '), 0, 0), 100);
}

std::optional<NvidiaSmiProcess> readProcess(const QString &cell)
{
    static const QRegularExpression row(
        QStringLiteral(R"(^\s*(\d+)\s+\S+\s+\S+\s+(\d+)\s+(\S+)\s+(.+?)\s+(\d+\s*MiB|N/A)\s*$)"));
    const auto match = row.match(cell);
    if (!match.hasMatch())
        return std::nullopt;
    const auto gpu = small(match.captured(1), 1024);
    const auto pid = measure(match.captured(2), 4194304.0 * 1024);
    if (!gpu || !pid)
        return std::nullopt;
    return NvidiaSmiProcess{
        *gpu, qint64(*pid), match.captured(3), match.captured(4), mib(match.captured(5))};
}

} // namespace

Result<NvidiaSmiReport> NvidiaSmiParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of nvidia-smi"));
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression timestamp(
        QStringLiteral(R"(^\w{3} \w{3}\s+\d{1,2} \d\d:\d\d:\d\d \d{4}$)"));
    static const QRegularExpression versions(
        QStringLiteral(R"(Driver Version:\s*(\S+).*CUDA Version:\s*(\S+))"));

    NvidiaSmiReport report;
    TableState table;
    QStringList columns;
    for (const PastedLine &line : *lines) {
        const QString trimmed = line.text.trimmed();
        if (line.command || trimmed.isEmpty() || timestamp.match(trimmed).hasMatch())
            continue;
        if (trimmed.startsWith(QLatin1String("NVIDIA-SMI has failed"))) {
            return makeError(tr("nvidia-smi cannot talk to the NVIDIA driver. Check that the "
                                "driver is installed and loaded; after a driver update, "
                                "reboot."),
                             line.number);
        }
        if (trimmed.startsWith(QLatin1String("Failed to initialize NVML"))) {
            const QString reason = trimmed.mid(trimmed.indexOf(QLatin1Char(':')) + 1).trimmed();
            return makeError(tr("nvidia-smi could not start NVML (%1). If the driver was just "
                                "updated, reboot.")
                                 .arg(reason),
                             line.number);
        }
        if (trimmed.startsWith(QLatin1String("No devices were found")))
            return makeError(tr("nvidia-smi found no GPU."), line.number);
        // A probe script's own lines around the CSV: a column list, then a note.
        if (trimmed.startsWith(QLatin1String("columns:"))) {
            columns = trimmed.mid(8).split(QLatin1Char(','));
            continue;
        }
        if (trimmed.startsWith(QLatin1String("note:")))
            continue;

        if (trimmed.startsWith(u'+')) { // a border of the table
            table.rowOfGpu = 0;
            continue;
        }
        if (trimmed.startsWith(u'|')) {
            report.form = QStringLiteral("table");
            if (const auto match = versions.match(trimmed); match.hasMatch()) {
                report.driverVersion = match.captured(1);
                report.cudaVersion = match.captured(2);
                continue;
            }
            if (trimmed.contains(QLatin1String("Processes:"))) {
                table = {TableState::Section::Processes, false, 0};
                continue;
            }
            if (trimmed.contains(QLatin1String("Persistence-M"))) {
                table = {TableState::Section::Gpus, false, 0};
                continue;
            }
            if (trimmed.startsWith(QLatin1String("|="))) {
                table.inRows = true;
                continue;
            }
            if (!table.inRows)
                continue; // the rest of a section's header
            QStringList cells = trimmed.split(u'|');
            cells.removeFirst();
            if (!cells.isEmpty() && cells.last().trimmed().isEmpty())
                cells.removeLast();
            if (table.section == TableState::Section::Gpus) {
                if (table.rowOfGpu == 0) {
                    NvidiaSmiGpu gpu;
                    if (!readGpuFirstLine(cells, gpu)) {
                        report.warnings << tr("line %1: not a GPU line of the table: %2")
                                               .arg(line.number)
                                               .arg(trimmed);
                        continue;
                    }
                    gpu.driverVersion = report.driverVersion;
                    report.gpus.append(gpu);
                } else if (table.rowOfGpu == 1 && !report.gpus.isEmpty()) {
                    readGpuSecondLine(cells, report.gpus.last());
                }
                ++table.rowOfGpu;
                continue;
            }
            if (table.section == TableState::Section::Processes) {
                if (trimmed.contains(QLatin1String("No running processes found")))
                    continue;
                if (const auto process = readProcess(cells.value(0)))
                    report.processes.append(*process);
                else
                    report.warnings << tr("line %1: not a process line of the table: %2")
                                           .arg(line.number)
                                           .arg(trimmed);
                continue;
            }
            report.warnings << tr("line %1: not understood: %2").arg(line.number).arg(trimmed);
            continue;
        }

        const QStringList fields = trimmed.split(QLatin1Char(','));
        if (fields.size() >= 2 && isHeader(fields)) {
            columns = fields;
            continue;
        }
        // Without a header the first value is the GPU's name: a line of a log with a comma in
        // it is no GPU.
        if (fields.size() < 2 || (columns.isEmpty() && !looksLikeGpuRow(fields))) {
            if (report.gpus.isEmpty() && report.form.isEmpty()) {
                return makeError(tr("\"%1\" is not nvidia-smi output (its table or a "
                                    "--query-gpu CSV).")
                                     .arg(trimmed),
                                 line.number);
            }
            report.warnings << tr("line %1: not understood: %2").arg(line.number).arg(trimmed);
            continue;
        }
        report.form = QStringLiteral("csv");
        NvidiaSmiGpu gpu;
        if (!columns.isEmpty()) {
            if (columns.size() != fields.size()) {
                return makeError(tr("The row has %1 values but the header names %2 columns.")
                                     .arg(fields.size())
                                     .arg(columns.size()),
                                 line.number);
            }
            for (qsizetype i = 0; i < fields.size(); ++i)
                setColumn(gpu, columns.at(i), fields.at(i));
        } else if (fields.size() == 2) { // Tandem's own query: name, driver_version
            gpu.name = text(fields.at(0));
            gpu.driverVersion = text(fields.at(1));
            if (gpu.name.isEmpty() || gpu.driverVersion.isEmpty()) {
                return makeError(tr("\"%1\" lacks a GPU name or a driver version.").arg(trimmed),
                                 line.number);
            }
        } else {
            gpu.name = text(fields.at(0));
            for (qsizetype i = 1; i < fields.size(); ++i)
                gpu.unnamedFields << text(fields.at(i));
        }
        if (!gpu.driverVersion.isEmpty())
            report.driverVersion = gpu.driverVersion;
        report.gpus.append(gpu);
    }
    if (report.gpus.isEmpty())
        return makeError(tr("nvidia-smi listed no GPU."));
    return report;
}

QJsonObject NvidiaSmiReport::toJson() const
{
    QJsonArray gpuArray;
    for (const NvidiaSmiGpu &gpu : gpus) {
        QJsonArray unnamed;
        for (const QString &field : gpu.unnamedFields)
            unnamed.append(jsonOrNull(field));
        gpuArray.append(
            QJsonObject{{QStringLiteral("index"), jsonOrNull(gpu.index)},
                        {QStringLiteral("name"), jsonOrNull(gpu.name)},
                        {QStringLiteral("bus_id"), jsonOrNull(gpu.busId)},
                        {QStringLiteral("driver_version"), jsonOrNull(gpu.driverVersion)},
                        {QStringLiteral("persistence"), jsonOrNull(gpu.persistence)},
                        {QStringLiteral("display_active"), jsonOrNull(gpu.displayActive)},
                        {QStringLiteral("performance_state"), jsonOrNull(gpu.performance)},
                        {QStringLiteral("compute_capability"), jsonOrNull(gpu.computeCapability)},
                        {QStringLiteral("temperature_c"), jsonOrNull(gpu.temperatureC)},
                        {QStringLiteral("power_w"), jsonOrNull(gpu.powerW)},
                        {QStringLiteral("power_cap_w"), jsonOrNull(gpu.powerCapW)},
                        {QStringLiteral("memory_used_mib"), jsonOrNull(gpu.memoryUsedMiB)},
                        {QStringLiteral("memory_total_mib"), jsonOrNull(gpu.memoryTotalMiB)},
                        {QStringLiteral("utilization_percent"), jsonOrNull(gpu.utilizationPercent)},
                        {QStringLiteral("unnamed_fields"), unnamed}});
    }
    QJsonArray processArray;
    for (const NvidiaSmiProcess &process : processes) {
        processArray.append(
            QJsonObject{{QStringLiteral("gpu"), process.gpu},
                        {QStringLiteral("pid"), double(process.pid)},
                        {QStringLiteral("type"), process.type},
                        {QStringLiteral("name"), process.name},
                        {QStringLiteral("memory_mib"), jsonOrNull(process.memoryMiB)}});
    }
    return QJsonObject{{QStringLiteral("form"), form},
                       {QStringLiteral("driver_version"), jsonOrNull(driverVersion)},
                       {QStringLiteral("cuda_version"), jsonOrNull(cudaVersion)},
                       {QStringLiteral("gpus"), gpuArray},
                       {QStringLiteral("processes"), processArray},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

} // namespace Tandem
