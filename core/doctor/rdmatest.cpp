// SPDX-License-Identifier: GPL-3.0-or-later
#include "rdmatest.h"

#include "inventory/ibwritebwparser.h"

namespace Tandem {

namespace {

// `timeout` ends a server whose client never comes (a twin down, a failed client): perftest's
// server waits forever otherwise. The port is polled with ss so that the client starts only
// once the server listens; perftest's client does not retry.
constexpr char serverScript[]
    = R"SH(command -v ib_write_bw > /dev/null 2>&1 || { echo "ib_write_bw is not installed" >&2; exit 127; }
p=$3
timeout 60 ib_write_bw -d "$1" -i 1 -x "$2" -p "$p" -F --report_gbits -q 4 -s 65536 -n 20000 &
pid=$!
i=0
while [ $i -lt 100 ]; do
  if ss -Htln "sport = :$p" 2> /dev/null | grep -q .; then echo "@listening"; break; fi
  kill -0 "$pid" 2> /dev/null || break
  sleep 0.1
  i=$((i + 1))
done
wait "$pid"
)SH";

constexpr char clientScript[]
    = R"SH(command -v ib_write_bw > /dev/null 2>&1 || { echo "ib_write_bw is not installed" >&2; exit 127; }
exec timeout 60 ib_write_bw -d "$1" -i 1 -x "$2" -p "$3" -F --report_gbits -q 4 -s 65536 -n 20000 "$4"
)SH";

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
                     serverScript,
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
                     clientScript,
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
