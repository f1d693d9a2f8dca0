// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace Tandem {

// The source bundle of tandem-probe that Tandem carries (made at build time by
// cmake/TandemProbeBundle.cmake and embedded under :/probe): uploaded to a node and built
// there. Its id, the start of its sha256, is built into the probe, so Tandem can tell later
// whether a node's probe comes from these sources. Pure functions, any thread.
class ProbeBundle
{
public:
    static constexpr char resourcePath[] = ":/probe/tandem-probe-src.tar.gz";

    // The .tar.gz; empty only if the build left it out (a broken build).
    [[nodiscard]] static QByteArray data();
    // 12 hex digits of the bundle's sha256.
    [[nodiscard]] static QString sourceId();
};

} // namespace Tandem
