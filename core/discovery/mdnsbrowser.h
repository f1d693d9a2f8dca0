// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "result.h"

#include <QHash>
#include <QObject>

#include <memory>

namespace Tandem {

// Browses mDNS for `_ssh._tcp` services through the avahi-daemon of this computer
// (avahi-client over D-Bus) and resolves each one to its IPv4 address, port and host name.
// Services published by this computer itself are skipped. Needs a running avahi-daemon;
// without one, failed() says so and points to the other ways to add Sparks.
//
// Threading: avahi-client runs on its own thread (avahi_threaded_poll), owned by this
// object and joined by stop() and the destructor; results hop to the thread this object
// lives on through queued invocations, so every signal is emitted there.
class MdnsBrowser final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MdnsBrowser)

public:
    explicit MdnsBrowser(QObject *parent = nullptr);
    ~MdnsBrowser() override;

    // Starts browsing on every interface, or only on `interfaceName` ("enp1s0"). Errors
    // (no such interface, no avahi-daemon) arrive through failed(), after start() returns.
    void start(const QString &interfaceName = QString());
    // Stops browsing; no signal follows. Found services are forgotten.
    void stop();
    [[nodiscard]] bool isRunning() const { return m_avahi != nullptr; }

Q_SIGNALS:
    // name: the host name without ".local"; host: the resolved address; source: "mdns".
    void serviceFound(const Tandem::NodeAddress &node);
    void serviceRemoved(const Tandem::NodeAddress &node);
    // The daemon has reported what it knows now and every one of those is resolved
    // (or failed to resolve). More services may still come later.
    void allForNow();
    // Browsing cannot go on (no daemon, the daemon went away, an unknown interface).
    void failed(const Tandem::Error &error);

private:
    struct Avahi;
    friend struct Avahi;

    // Called on this object's thread from callbacks queued by the avahi thread.
    void onBrowseNew(const QString &key);
    void onBrowseRemoved(const QString &key);
    void onBrowseAllForNow();
    void onResolved(const QString &key, const NodeAddress &node);
    void onResolveFailed(const QString &key, const QString &detail);
    void onFailure(const QString &detail, int avahiError);
    void emitAllForNowIfDone();

    std::unique_ptr<Avahi> m_avahi;
    QHash<QString, NodeAddress> m_services; // key: interface/protocol/name/domain
    int m_pendingResolves = 0;
    bool m_allForNow = false;
    quint64 m_generation = 0; // callbacks queued before stop() are ignored
};

} // namespace Tandem
