// SPDX-License-Identifier: GPL-3.0-or-later
// Tandem's known_hosts file as KnownHosts::removeHost reads and rewrites it. (Matching keys
// is libssh's work; this is the part Tandem parses itself.) The file lives in a private
// temporary folder for the life of the process.

#include "fuzzinput.h"
#include "ssh/knownhosts.h"

#include <QFile>
#include <QTemporaryDir>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryDir dir;
    static const QString path = dir.filePath(QStringLiteral("known_hosts"));
    const QByteArray raw = TandemFuzz::input(data, size);
    const Tandem::KnownHosts knownHosts(path);
    for (const auto &[host, port] : {std::pair{QStringLiteral("node1"), 22},
                                     std::pair{QStringLiteral("192.168.100.10"), 2222}}) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(raw) != raw.size())
            abort(); // the harness cannot work without its file
        file.close();
        (void)knownHosts.removeHost(host, port);
    }
    return 0;
}
