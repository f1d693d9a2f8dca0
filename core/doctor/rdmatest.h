// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "ssh/remotecommand.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Tandem {

// One perftest `ib_write_bw` run between two nodes over one twin (docs/doctor.md, "RDMA test"):
// the server on the reader, the client on the writer, four queue pairs (`-q 4`, which fills a
// twin as NVIDIA's own check does), 64 KiB messages, the RoCE v2 GID index the scan found on
// each node (never assumed), results in Gb/s. The scripts: core/doctor/scripts/rdma-server.sh
// and rdma-client.sh. Pure, thread-safe.
class RdmaTest
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::RdmaTest)

public:
    static constexpr int basePort = 18515; // perftest's default; side-by-side runs add 1, 2...
    static constexpr char listening[] = "@listening";

    // Waits for one client on `port`, printing `listening` on a line of its own once the port
    // is open, then what ib_write_bw printed. Exit 127 without ib_write_bw.
    [[nodiscard]] static RemoteCommand server(const QString &device, int gidIndex, int port);
    [[nodiscard]] static RemoteCommand
    client(const QString &device, int gidIndex, int port, const QString &address);

    struct Outcome
    {
        std::optional<double> gbps; // BW average of the client's row
        QString error;              // why there is no number, in the test's own words
        bool toolMissing = false;
    };
    // Reads the client's result: its one row, or the reason it failed.
    [[nodiscard]] static Outcome read(const CommandResult &client);
};

} // namespace Tandem
