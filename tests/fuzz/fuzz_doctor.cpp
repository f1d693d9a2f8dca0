// SPDX-License-Identifier: GPL-3.0-or-later
// What the Doctor reads from nodes and from a saved session: the scan script's output (then the
// parity table, the live plan and every rule over it), ib_write_bw's client output as the link
// test reads it, and a saved Doctor record.

#include "doctor/diagnosis.h"
#include "doctor/doctorrecord.h"
#include "doctor/liveplan.h"
#include "doctor/nodescan.h"
#include "doctor/rdmatest.h"
#include "fuzzinput.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = TandemFuzz::input(data, size);
    if (auto scan = Tandem::NodeScanner::read(QStringLiteral("node1"), input)) {
        Tandem::NodeScan other = *scan;
        other.node = QStringLiteral("node2");
        Tandem::DoctorInput in;
        in.scans = {*scan, other};
        in.parity = Tandem::ParityTable::from(in.scans);
        in.plan = Tandem::LivePlan::from(in.scans);
        in.netplanFiles.insert(QStringLiteral("node1"), {{QStringLiteral("40-cx7.yaml"), input}});
        (void)Tandem::Diagnosis::run(in);
        (void)Tandem::NodeScan::fromJson(scan->toJson());
    }
    Tandem::CommandResult client;
    client.node = QStringLiteral("node1");
    client.exitStatus = 0;
    client.out = input;
    (void)Tandem::RdmaTest::read(client);
    const QJsonDocument document = QJsonDocument::fromJson(input);
    if (document.isObject()) {
        const Tandem::DoctorRecord record = Tandem::DoctorRecord::fromJson(document.object());
        (void)record.toJson();
        Tandem::DoctorInput in;
        in.scans = record.scans;
        in.matrix = record.matrix;
        in.parity = record.parity;
        (void)Tandem::Diagnosis::run(in);
    }
    return 0;
}
