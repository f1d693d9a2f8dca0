// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cidr.h"
#include "nodeaddress.h"
#include "result.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>

class QTcpSocket;
class QTimer;

namespace Tandem {

// One SSH server that a sweep found: where it is, and the identification line it sent
// ("SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u6"), without the CR LF.
struct SshHost
{
    NodeAddress address; // name and host are the address; source "sweep"
    QString banner;

    friend bool operator==(const SshHost &, const SshHost &) = default;
};

// Finds SSH servers on a network the user typed: a non-blocking TCP connect to each address
// (a bounded number at a time), then it reads the server's identification line and closes.
// It never sends a byte: only the TCP handshake and reading. Hosts that refuse, do not
// answer, or send something other than an SSH identification are not reported.
//
// Threading: lives on the thread that created it (the GUI thread is fine); all work is
// asynchronous through that thread's event loop. Owns its sockets.
class SubnetSweeper final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SubnetSweeper)

public:
    struct Options
    {
        quint16 port = 22; // tests use a free high port
        // Connects in flight at once; 0 (the default) lets the sweep choose from its size
        // (inFlightFor), which puts a whole /24 in flight: one round of connectTimeoutMs.
        int concurrency = 0;
        int connectTimeoutMs = 1000; // a Spark on the LAN answers in well under a millisecond
        int bannerTimeoutMs = 1500;  // sshd sends its line at once; a slow DNS lookup can delay it
    };

    // The most connects in flight. Each address in flight on the local subnet needs a
    // neighbour (ARP) entry until it answers or times out, and Linux starts evicting entries
    // at 512 (net.ipv4.neigh.default.gc_thresh2): 256 leaves room for the LAN's own entries
    // while a /24 still goes in one round.
    static constexpr int MaxInFlight = 256;
    // Descriptors left for everything else the process has open (SSH sessions, files, Qt's).
    static constexpr int ReservedDescriptors = 128;

    // Connects a sweep of `addresses` keeps in flight when Options::concurrency is 0: all of
    // them, up to MaxInFlight and within the process's descriptor limit (RLIMIT_NOFILE); at
    // least 1.
    [[nodiscard]] static int inFlightFor(qsizetype addresses);

    // What happened to the probes of the last sweep, for a summary line.
    struct Tally
    {
        int ssh = 0;         // sent an SSH identification
        int notSsh = 0;      // accepted, but sent something else or nothing in time
        int refused = 0;     // RST: a host is there, no server on the port
        int noAnswer = 0;    // connect timed out
        int unreachable = 0; // the system said the network or host is unreachable
        int inFlight = 0;    // the most connects in flight at once
        qint64 elapsedMs = 0;
    };

    explicit SubnetSweeper(QObject *parent = nullptr);
    ~SubnetSweeper() override;

    void setOptions(const Options &options) { m_options = options; }
    [[nodiscard]] const Options &options() const { return m_options; }

    // Starts sweeping every host address of `network` (or the given addresses). A sweep
    // still running is cancelled first. Emits progress(0, total) before the first connect.
    void start(const Cidr &network);
    void start(const QList<QHostAddress> &addresses);

    // Stops at once: open sockets are aborted and no signal of this sweep follows.
    void cancel();

    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] Tally tally() const { return m_tally; }

Q_SIGNALS:
    void hostFound(const Tandem::SshHost &host);
    void progress(int done, int total);
    // Every address was probed; `hosts` is sorted by address.
    void finished(const QList<Tandem::SshHost> &hosts);
    // The sweep could not run at all (every connect failed locally, e.g. no route).
    void failed(const Tandem::Error &error);

private:
    enum class Outcome { Ssh, NotSsh, Refused, NoAnswer, Unreachable };
    struct Probe;

    void launchMore();
    void launch(const QHostAddress &address);
    void onReadyRead(Probe *probe);
    void finishProbe(Probe *probe, Outcome outcome, const QString &banner = QString());
    void complete();

    Options m_options;
    QList<QHostAddress> m_queue;
    qsizetype m_next = 0;
    int m_done = 0;
    QList<Probe *> m_probes;
    QList<SshHost> m_found;
    Tally m_tally;
    QString m_lastLocalError;
    QElapsedTimer m_clock;
    int m_inFlight = 1;       // this sweep's limit: Options::concurrency, or inFlightFor
    quint64 m_generation = 0; // bumped by start() and cancel(): stale callbacks stop
    bool m_running = false;
    bool m_launching = false;
};

} // namespace Tandem
