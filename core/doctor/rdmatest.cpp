// SPDX-License-Identifier: GPL-3.0-or-later
#include "rdmatest.h"

#include "doctor/embeddedscripts.h" // core/doctor/scripts/rdma-*.sh
#include "inventory/ibwritebwparser.h"

namespace Tandem {

namespace {

QString firstLines(const QByteArray &text, int count)
{
    QStringList lines;
    for (const QByteArray &line : text.split('\n')) {
        const QString l = QString::fromUtf8(line).trimmed();
        if (l.isEmpty() || l.startsWith(QLatin1Char('-')) || l.startsWith(QLatin1Char('*')))
            continue;
        lines << l.left(200);
        if (lines.size() >= count)
            break;
    }
    return lines.join(QStringLiteral(" / "));
}

} // namespace

RemoteCommand RdmaTest::server(const QString &device, int gidIndex, int port)
{
    RemoteCommand c({"sh",
                     "-c",
                     Scripts::Doctor::rdmaServer,
                     "tandem-rdma",
                     device.toUtf8(),
                     QByteArray::number(gidIndex),
                     QByteArray::number(port)});
    c.setTimeout(std::chrono::seconds(75));
    return c;
}

RemoteCommand
RdmaTest::client(const QString &device, int gidIndex, int port, const QString &address)
{
    RemoteCommand c({"sh",
                     "-c",
                     Scripts::Doctor::rdmaClient,
                     "tandem-rdma",
                     device.toUtf8(),
                     QByteArray::number(gidIndex),
                     QByteArray::number(port),
                     address.toUtf8()});
    c.setTimeout(std::chrono::seconds(75));
    return c;
}

RdmaTest::Outcome RdmaTest::read(const CommandResult &client)
{
    Outcome outcome;
    if (client.error) {
        outcome.error = client.error->message;
        return outcome;
    }
    if (client.exitStatus == 127) {
        outcome.error = tr("ib_write_bw is not installed on %1").arg(client.node);
        outcome.toolMissing = true;
        return outcome;
    }
    if (client.exitStatus == 124) {
        outcome.error = tr("ib_write_bw did not finish within 60 s");
        return outcome;
    }
    const auto report = IbWriteBwParser::parse(client.out);
    if (client.exitStatus == 0 && report && report->gbpsAverage()) {
        outcome.gbps = report->gbpsAverage();
        return outcome;
    }
    const QString said = firstLines(client.err + '\n' + client.out, 3);
    outcome.error
        = said.isEmpty() ? tr("ib_write_bw exited with status %1").arg(client.exitStatus) : said;
    if (report && !report->rows.isEmpty() && client.exitStatus != 0)
        outcome.error
            = tr("ib_write_bw exited with status %1: %2").arg(client.exitStatus).arg(said);
    return outcome;
}

} // namespace Tandem
