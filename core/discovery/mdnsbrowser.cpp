// SPDX-License-Identifier: GPL-3.0-or-later
#include "mdnsbrowser.h"

#include "logging.h"

#include <QTimer>

#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-common/error.h>
#include <avahi-common/thread-watch.h>

#include <net/if.h>

namespace Tandem {

namespace {

constexpr char ServiceType[] = "_ssh._tcp";

struct ThreadedPollDeleter
{
    void operator()(AvahiThreadedPoll *poll) const { avahi_threaded_poll_free(poll); }
};
struct ClientDeleter
{
    // Also frees the client's browsers and resolvers.
    void operator()(AvahiClient *client) const { avahi_client_free(client); }
};

QString
serviceKey(AvahiIfIndex interface, AvahiProtocol protocol, const char *name, const char *domain)
{
    return QStringLiteral("%1/%2/%3/%4")
        .arg(interface)
        .arg(protocol)
        .arg(QString::fromUtf8(name), QString::fromUtf8(domain));
}

QString hostNameWithoutLocal(const char *hostName)
{
    QString name = QString::fromUtf8(hostName);
    if (name.endsWith(QLatin1Char('.')))
        name.chop(1);
    if (name.endsWith(QLatin1String(".local"), Qt::CaseInsensitive))
        name.chop(6);
    return name;
}

} // namespace

// The avahi side. Its callbacks run on the avahi thread (and, for the client's first state,
// on the thread calling avahi_client_new); they touch no Qt object state and only post to
// `owner`, which outlives the thread: ~Avahi joins it before anything is freed.
struct MdnsBrowser::Avahi
{
    MdnsBrowser *owner = nullptr;
    quint64 generation = 0;
    AvahiIfIndex interface = AVAHI_IF_UNSPEC;
    std::unique_ptr<AvahiThreadedPoll, ThreadedPollDeleter> poll;
    std::unique_ptr<AvahiClient, ClientDeleter> client; // freed before poll (declared after)

    ~Avahi()
    {
        if (poll)
            avahi_threaded_poll_stop(poll.get()); // joins; no callback runs after this
    }

    template<typename F>
    void post(F &&function)
    {
        QMetaObject::invokeMethod(
            owner,
            [owner = owner, generation = generation, function = std::forward<F>(function)] {
                if (owner->m_generation == generation)
                    function(owner);
            },
            Qt::QueuedConnection);
    }

    static void clientCallback(AvahiClient *client, AvahiClientState state, void *data)
    {
        auto *self = static_cast<Avahi *>(data);
        if (state == AVAHI_CLIENT_FAILURE) {
            const int error = avahi_client_errno(client);
            const QString detail = QString::fromUtf8(avahi_strerror(error));
            self->post([detail, error](MdnsBrowser *b) { b->onFailure(detail, error); });
        }
    }

    static void browseCallback(AvahiServiceBrowser *browser,
                               AvahiIfIndex interface,
                               AvahiProtocol protocol,
                               AvahiBrowserEvent event,
                               const char *name,
                               const char *type,
                               const char *domain,
                               AvahiLookupResultFlags flags,
                               void *data)
    {
        auto *self = static_cast<Avahi *>(data);
        switch (event) {
        case AVAHI_BROWSER_NEW: {
            if (flags & AVAHI_LOOKUP_RESULT_LOCAL)
                return; // this computer's own sshd is not a Spark
            const QString key = serviceKey(interface, protocol, name, domain);
            // Resolve to an IPv4 address: the sweep and the lab are IPv4 too, for now.
            AvahiServiceResolver *resolver
                = avahi_service_resolver_new(avahi_service_browser_get_client(browser),
                                             interface,
                                             protocol,
                                             name,
                                             type,
                                             domain,
                                             AVAHI_PROTO_INET,
                                             AvahiLookupFlags(0),
                                             resolveCallback,
                                             self);
            if (!resolver) {
                const QString detail = QString::fromUtf8(
                    avahi_strerror(avahi_client_errno(avahi_service_browser_get_client(browser))));
                self->post([key, detail](MdnsBrowser *b) { b->onResolveFailed(key, detail); });
                return;
            }
            self->post([key](MdnsBrowser *b) { b->onBrowseNew(key); });
            return;
        }
        case AVAHI_BROWSER_REMOVE: {
            const QString key = serviceKey(interface, protocol, name, domain);
            self->post([key](MdnsBrowser *b) { b->onBrowseRemoved(key); });
            return;
        }
        case AVAHI_BROWSER_ALL_FOR_NOW:
            self->post([](MdnsBrowser *b) { b->onBrowseAllForNow(); });
            return;
        case AVAHI_BROWSER_CACHE_EXHAUSTED: return;
        case AVAHI_BROWSER_FAILURE: {
            const int error = avahi_client_errno(avahi_service_browser_get_client(browser));
            const QString detail = QString::fromUtf8(avahi_strerror(error));
            self->post([detail, error](MdnsBrowser *b) { b->onFailure(detail, error); });
            return;
        }
        }
    }

    static void resolveCallback(AvahiServiceResolver *resolver,
                                AvahiIfIndex interface,
                                AvahiProtocol protocol,
                                AvahiResolverEvent event,
                                const char *name,
                                const char *,
                                const char *domain,
                                const char *hostName,
                                const AvahiAddress *address,
                                uint16_t port,
                                AvahiStringList *,
                                AvahiLookupResultFlags,
                                void *data)
    {
        auto *self = static_cast<Avahi *>(data);
        const QString key = serviceKey(interface, protocol, name, domain);
        if (event == AVAHI_RESOLVER_FOUND && address) {
            char text[AVAHI_ADDRESS_STR_MAX] = {};
            avahi_address_snprint(text, sizeof text, address);
            NodeAddress node;
            node.name = hostNameWithoutLocal(hostName);
            node.host = QString::fromLatin1(text);
            node.port = port;
            node.source = QStringLiteral("mdns");
            self->post([key, node](MdnsBrowser *b) { b->onResolved(key, node); });
        } else {
            const QString detail = QString::fromUtf8(
                avahi_strerror(avahi_client_errno(avahi_service_resolver_get_client(resolver))));
            self->post([key, detail](MdnsBrowser *b) { b->onResolveFailed(key, detail); });
        }
        avahi_service_resolver_free(resolver);
    }
};

MdnsBrowser::MdnsBrowser(QObject *parent)
    : QObject(parent)
{}

MdnsBrowser::~MdnsBrowser()
{
    stop();
}

void MdnsBrowser::start(const QString &interfaceName)
{
    stop();
    const quint64 generation = m_generation;
    const auto fail = [this, generation](const QString &message) {
        // After start() returns, like every other signal of this class.
        QTimer::singleShot(0, this, [this, generation, message] {
            if (generation == m_generation)
                Q_EMIT failed(Error{message});
        });
    };

    auto avahi = std::make_unique<Avahi>();
    avahi->owner = this;
    avahi->generation = generation;
    if (!interfaceName.isEmpty()) {
        const unsigned index = if_nametoindex(interfaceName.toLocal8Bit().constData());
        if (index == 0) {
            fail(tr("There is no network interface named %1 on this computer.").arg(interfaceName));
            return;
        }
        avahi->interface = AvahiIfIndex(index);
    }

    avahi->poll.reset(avahi_threaded_poll_new());
    if (!avahi->poll) {
        fail(tr("Could not start mDNS browsing: out of memory."));
        return;
    }
    int error = 0;
    avahi->client.reset(avahi_client_new(avahi_threaded_poll_get(avahi->poll.get()),
                                         AvahiClientFlags(0),
                                         Avahi::clientCallback,
                                         avahi.get(),
                                         &error));
    if (!avahi->client) {
        const QString detail = QString::fromUtf8(avahi_strerror(error));
        QTimer::singleShot(0, this, [this, generation, detail, error] {
            if (generation == m_generation)
                onFailure(detail, error);
        });
        return;
    }
    AvahiServiceBrowser *browser = avahi_service_browser_new(avahi->client.get(),
                                                             avahi->interface,
                                                             AVAHI_PROTO_INET,
                                                             ServiceType,
                                                             nullptr,
                                                             AvahiLookupFlags(0),
                                                             Avahi::browseCallback,
                                                             avahi.get());
    if (!browser) {
        error = avahi_client_errno(avahi->client.get());
        fail(tr("Could not browse mDNS for SSH services: %1.")
                 .arg(QString::fromUtf8(avahi_strerror(error))));
        return;
    }
    // The browser belongs to the client and is freed with it.
    if (avahi_threaded_poll_start(avahi->poll.get()) < 0) {
        fail(tr("Could not start the mDNS browsing thread."));
        return;
    }
    qCDebug(lcDiscovery) << "mDNS browsing for" << ServiceType << "on"
                         << (interfaceName.isEmpty() ? QStringLiteral("all interfaces")
                                                     : interfaceName);
    m_avahi = std::move(avahi);
}

void MdnsBrowser::stop()
{
    ++m_generation;
    m_avahi.reset();
    m_services.clear();
    m_pendingResolves = 0;
    m_allForNow = false;
}

void MdnsBrowser::onBrowseNew(const QString &)
{
    ++m_pendingResolves;
}

void MdnsBrowser::onBrowseRemoved(const QString &key)
{
    const auto it = m_services.constFind(key);
    if (it == m_services.constEnd())
        return;
    const NodeAddress node = it.value();
    m_services.erase(it);
    Q_EMIT serviceRemoved(node);
}

void MdnsBrowser::onBrowseAllForNow()
{
    m_allForNow = true;
    emitAllForNowIfDone();
}

void MdnsBrowser::onResolved(const QString &key, const NodeAddress &node)
{
    m_pendingResolves = std::max(0, m_pendingResolves - 1);
    qCDebug(lcDiscovery) << "mDNS:" << node.name << node.host << node.port;
    m_services.insert(key, node);
    const quint64 generation = m_generation;
    Q_EMIT serviceFound(node);
    if (generation == m_generation)
        emitAllForNowIfDone();
}

void MdnsBrowser::onResolveFailed(const QString &key, const QString &detail)
{
    m_pendingResolves = std::max(0, m_pendingResolves - 1);
    qCWarning(lcDiscovery) << "mDNS: could not resolve" << key << detail;
    emitAllForNowIfDone();
}

void MdnsBrowser::emitAllForNowIfDone()
{
    if (m_allForNow && m_pendingResolves == 0) {
        m_allForNow = false; // once per batch
        Q_EMIT allForNow();
    }
}

void MdnsBrowser::onFailure(const QString &detail, int avahiError)
{
    QString message;
    if (avahiError == AVAHI_ERR_NO_DAEMON) {
        message = tr("mDNS browsing needs the avahi-daemon service on this computer, and it is "
                     "not running (%1). Start it (sudo systemctl start avahi-daemon), or add "
                     "the Sparks by name or address, or sweep their network.")
                      .arg(detail);
    } else if (avahiError == AVAHI_ERR_DISCONNECTED) {
        message = tr("avahi-daemon stopped while Tandem was browsing mDNS (%1). Start it again, "
                     "or add the Sparks by name or address, or sweep their network.")
                      .arg(detail);
    } else {
        message = tr("mDNS browsing through avahi-daemon failed (%1). Add the Sparks by name or "
                     "address, or sweep their network.")
                      .arg(detail);
    }
    stop();
    Q_EMIT failed(Error{message});
}

} // namespace Tandem
