// SPDX-License-Identifier: GPL-3.0-or-later
#include "subnetsweeper.h"

#include "logging.h"

#include <QNetworkProxy>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>

namespace Tandem {

namespace {

// RFC 4253 4.2: "SSH-protoversion-softwareversion SP comments", at most 255 bytes with CR LF.
// Servers may send other lines first, so a line that does not start with "SSH-" is skipped.
constexpr qsizetype MaxLineBytes = 255;
constexpr qsizetype MaxBytesBeforeBanner = 4096;

bool isIdentification(const QByteArray &line)
{
    static const QRegularExpression pattern(
        QStringLiteral("^SSH-[0-9]+\\.[0-9]+-[\\x21-\\x7e]+( [\\x20-\\x7e]*)?$"));
    return pattern.match(QString::fromLatin1(line)).hasMatch();
}

} // namespace

struct SubnetSweeper::Probe
{
    QHostAddress address;
    QTcpSocket *socket = nullptr; // child of the sweeper; deleted later once finished
    QTimer *timer = nullptr;      // child of the socket
    QByteArray buffer;
    qsizetype received = 0;
    bool connected = false;
};

SubnetSweeper::SubnetSweeper(QObject *parent)
    : QObject(parent)
{}

SubnetSweeper::~SubnetSweeper()
{
    cancel();
}

int SubnetSweeper::inFlightFor(qsizetype addresses)
{
    qint64 budget = MaxInFlight;
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        budget = qint64(limit.rlim_cur) - ReservedDescriptors;
    return int(std::max<qint64>(1, std::min({qint64(addresses), budget, qint64(MaxInFlight)})));
}

void SubnetSweeper::start(const Cidr &network)
{
    start(network.hostAddresses());
}

void SubnetSweeper::start(const QList<QHostAddress> &addresses)
{
    cancel();
    m_queue = addresses;
    m_next = 0;
    m_done = 0;
    m_found.clear();
    m_tally = {};
    m_lastLocalError.clear();
    m_running = true;
    ++m_generation;
    m_inFlight = m_options.concurrency > 0 ? m_options.concurrency : inFlightFor(addresses.size());
    m_clock.start();
    qCDebug(lcDiscovery) << "sweep of" << addresses.size() << "addresses, port" << m_options.port
                         << "," << m_inFlight << "in flight";
    Q_EMIT progress(0, int(m_queue.size()));
    if (m_queue.isEmpty()) {
        // Nothing to probe is still a completed sweep; report it after start() returns so
        // that callers see the same order of signals as for a real sweep.
        QTimer::singleShot(0, this, [this, generation = m_generation] {
            if (m_running && generation == m_generation)
                complete();
        });
        return;
    }
    launchMore();
}

void SubnetSweeper::cancel()
{
    const QList<Probe *> probes = std::exchange(m_probes, {});
    for (Probe *probe : probes) {
        probe->socket->disconnect(this);
        probe->timer->stop();
        probe->socket->abort();
        probe->socket->deleteLater();
        delete probe;
    }
    m_queue.clear();
    m_next = 0;
    m_running = false;
    m_launching = false; // an outer launchMore() sees the new generation and stops
    ++m_generation;
}

void SubnetSweeper::launchMore()
{
    // A connect can fail inside connectToHost() (no route) and finish its probe at once;
    // the loop below then goes on, instead of recursing once per failed address.
    if (m_launching)
        return;
    m_launching = true;
    const quint64 generation = m_generation;
    while (generation == m_generation && m_running && m_probes.size() < m_inFlight
           && m_next < m_queue.size()) {
        launch(m_queue.at(m_next++));
        m_tally.inFlight = std::max(m_tally.inFlight, int(m_probes.size()));
    }
    m_launching = false;
}

void SubnetSweeper::launch(const QHostAddress &address)
{
    auto *probe = new Probe;
    probe->address = address;
    probe->socket = new QTcpSocket(this);
    // Never through a proxy: the probe must go straight to the address, and nowhere else.
    probe->socket->setProxy(QNetworkProxy::NoProxy);
    probe->socket->setReadBufferSize(MaxBytesBeforeBanner);
    probe->timer = new QTimer(probe->socket);
    probe->timer->setSingleShot(true);
    m_probes.append(probe);

    QTcpSocket *socket = probe->socket;
    connect(probe->timer, &QTimer::timeout, this, [this, probe] {
        finishProbe(probe, probe->connected ? Outcome::NotSsh : Outcome::NoAnswer);
    });
    connect(socket, &QTcpSocket::connected, this, [this, probe] {
        probe->connected = true;
        probe->timer->start(m_options.bannerTimeoutMs);
    });
    connect(socket, &QTcpSocket::readyRead, this, [this, probe] { onReadyRead(probe); });
    connect(socket,
            &QTcpSocket::errorOccurred,
            this,
            [this, probe](QAbstractSocket::SocketError error) {
                if (probe->connected) {
                    // Closed or reset before a whole identification line arrived.
                    finishProbe(probe, Outcome::NotSsh);
                } else if (error == QAbstractSocket::ConnectionRefusedError) {
                    finishProbe(probe, Outcome::Refused);
                } else {
                    m_lastLocalError = probe->socket->errorString();
                    finishProbe(probe, Outcome::Unreachable);
                }
            });
    probe->timer->start(m_options.connectTimeoutMs);
    socket->connectToHost(address, m_options.port);
}

void SubnetSweeper::onReadyRead(Probe *probe)
{
    const QByteArray bytes = probe->socket->readAll();
    probe->received += bytes.size();
    probe->buffer += bytes;
    qsizetype start = 0;
    for (;;) {
        const qsizetype end = probe->buffer.indexOf('\n', start);
        if (end < 0)
            break;
        QByteArray line = probe->buffer.mid(start, end - start);
        if (line.endsWith('\r'))
            line.chop(1);
        start = end + 1;
        if (line.startsWith("SSH-")) {
            if (line.size() + 2 <= MaxLineBytes && isIdentification(line))
                finishProbe(probe, Outcome::Ssh, QString::fromLatin1(line));
            else
                finishProbe(probe, Outcome::NotSsh);
            return;
        }
    }
    probe->buffer.remove(0, start);
    if (probe->buffer.size() > MaxLineBytes || probe->received > MaxBytesBeforeBanner)
        finishProbe(probe, Outcome::NotSsh);
}

void SubnetSweeper::finishProbe(Probe *probe, Outcome outcome, const QString &banner)
{
    if (!m_probes.removeOne(probe))
        return; // already finished (an error after a timeout, say)
    probe->socket->disconnect(this);
    probe->timer->stop();
    // Close at once: no bytes were sent and none are wanted after the banner.
    probe->socket->abort();
    probe->socket->deleteLater();
    const QHostAddress address = probe->address;
    delete probe;

    switch (outcome) {
    case Outcome::Ssh: ++m_tally.ssh; break;
    case Outcome::NotSsh: ++m_tally.notSsh; break;
    case Outcome::Refused: ++m_tally.refused; break;
    case Outcome::NoAnswer: ++m_tally.noAnswer; break;
    case Outcome::Unreachable: ++m_tally.unreachable; break;
    }
    ++m_done;

    if (outcome == Outcome::Ssh) {
        SshHost host;
        host.address.name = address.toString();
        host.address.host = address.toString();
        host.address.port = m_options.port;
        host.address.source = QStringLiteral("sweep");
        host.banner = banner;
        m_found.append(host);
        qCDebug(lcDiscovery) << "SSH at" << address.toString() << banner;
        const quint64 generation = m_generation;
        Q_EMIT hostFound(host);
        if (generation != m_generation)
            return; // a slot cancelled or restarted the sweep
    }
    const quint64 generation = m_generation;
    Q_EMIT progress(m_done, int(m_queue.size()));
    if (generation != m_generation)
        return;
    if (m_done == m_queue.size())
        complete();
    else
        launchMore();
}

void SubnetSweeper::complete()
{
    m_running = false;
    m_tally.elapsedMs = m_clock.elapsed();
    std::sort(m_found.begin(), m_found.end(), [](const SshHost &a, const SshHost &b) {
        return QHostAddress(a.address.host).toIPv4Address()
               < QHostAddress(b.address.host).toIPv4Address();
    });
    const int total = int(m_queue.size());
    m_queue.clear();
    if (total > 0 && m_tally.unreachable == total) {
        Q_EMIT failed(Error{tr("No address could be reached (%1). Is this computer connected "
                               "to that network?")
                                .arg(m_lastLocalError)});
        return;
    }
    Q_EMIT finished(m_found);
}

} // namespace Tandem
