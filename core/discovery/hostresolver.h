// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "result.h"

#include <QObject>

class QHostInfo;

namespace Tandem {

// Turns a name the user typed ("spark-1a2b.local", "spark-1a2b", "192.168.1.20") into an
// address through the system resolver (QHostInfo, asynchronous). A ".local" name resolves
// only where the laptop runs avahi-daemon with nss-mdns; the error says so.
//
// Threading: lives on the thread that created it; QHostInfo's own worker does the lookup
// and the result comes back to this object's thread. One lookup at a time.
class HostResolver final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostResolver)

public:
    explicit HostResolver(QObject *parent = nullptr);
    ~HostResolver() override;

    // Starts resolving `name`; a lookup still running is aborted first.
    void lookup(const QString &name);
    // Aborts the running lookup; no signal follows.
    void cancel();

    // The message for a failed lookup of `name`; `detail` is the resolver's own text.
    [[nodiscard]] static Error lookupError(const QString &name, const QString &detail);

Q_SIGNALS:
    // name: as typed; host: the first IPv4 address (else the first address); source "manual".
    void resolved(const Tandem::NodeAddress &node);
    void failed(const Tandem::Error &error);

private:
    void onLookedUp(const QHostInfo &info);

    QString m_name;
    int m_lookupId = -1;
};

} // namespace Tandem
