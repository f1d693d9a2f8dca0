// SPDX-License-Identifier: GPL-3.0-or-later
#include "discovercommand.h"

#include "clioutput.h"
#include "discovery/cidr.h"
#include "discovery/hostresolver.h"
#include "discovery/mdnsbrowser.h"
#include "discovery/subnetsweeper.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimer>

#include <algorithm>
#include <optional>

#include <unistd.h>

namespace Tandem::Cli {

namespace {

class DiscoverText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Discover)
};

struct FoundNode
{
    NodeAddress address;
    QString banner;
    QStringList sources;
};

struct MethodError
{
    QString method; // "mdns", "sweep", "resolve"
    QString message;
};

// Everything one `discover` run collects; the methods report here on the main thread.
class Discovery
{
public:
    explicit Discovery(const DiscoverOptions &options)
        : m_options(options)
    {}

    void add(const NodeAddress &address, const QString &banner = QString())
    {
        auto it = std::find_if(m_nodes.begin(), m_nodes.end(), [&](const FoundNode &n) {
            return n.address.host == address.host && n.address.port == address.port;
        });
        if (it == m_nodes.end()) {
            m_nodes.append(FoundNode{address, banner, {address.source}});
            return;
        }
        // The same node found twice: keep the better name (mDNS and typed names beat a
        // bare address) and the banner.
        if (address.source != QLatin1String("sweep"))
            it->address.name = address.name;
        if (!banner.isEmpty())
            it->banner = banner;
        if (!it->sources.contains(address.source)) {
            it->sources.append(address.source);
            it->sources.sort(); // "mdns+sweep" whichever answered first
        }
    }

    void addError(const QString &method, const QString &message)
    {
        m_errors.append(MethodError{method, message});
        // Also on stderr with --json: a person watching should see why, at once.
        printErr(DiscoverText::tr("tandem-cli: %1: %2\n").arg(method, message));
    }

    void setSweepTally(const QString &network, int addresses, const SubnetSweeper::Tally &tally)
    {
        m_sweepNetwork = network;
        m_sweepAddresses = addresses;
        m_tally = tally;
    }

    ExitCode report()
    {
        std::sort(m_nodes.begin(), m_nodes.end(), [](const FoundNode &a, const FoundNode &b) {
            const QHostAddress x(a.address.host), y(b.address.host);
            if (x.toIPv4Address() != y.toIPv4Address())
                return x.toIPv4Address() < y.toIPv4Address();
            return a.address.port < b.address.port;
        });
        if (m_options.json)
            printJson(toJson());
        else if (!m_nodes.isEmpty())
            printOut(table());

        if (!m_nodes.isEmpty()) {
            printErr(DiscoverText::tr("Found %n node(s).\n", nullptr, int(m_nodes.size())));
            return ExitCode::Ok;
        }
        printErr(DiscoverText::tr("No Spark found. Check that the Sparks are on and on this "
                                  "computer's network, or add them by name or address.\n"));
        return m_errors.isEmpty() ? ExitCode::CheckFailed : ExitCode::ConnectionFailed;
    }

private:
    QString table() const
    {
        const QStringList header = {DiscoverText::tr("NAME"),
                                    DiscoverText::tr("ADDRESS"),
                                    DiscoverText::tr("PORT"),
                                    DiscoverText::tr("SOURCE"),
                                    DiscoverText::tr("BANNER")};
        QList<QStringList> rows{header};
        for (const FoundNode &node : m_nodes) {
            rows.append({node.address.name,
                         node.address.host,
                         QString::number(node.address.port),
                         node.sources.join(QLatin1Char('+')),
                         node.banner});
        }
        QList<qsizetype> widths(header.size(), 0);
        for (const QStringList &row : rows) {
            for (qsizetype i = 0; i < row.size(); ++i)
                widths[i] = std::max(widths[i], row.at(i).size());
        }
        QString text;
        for (const QStringList &row : rows) {
            QString line;
            for (qsizetype i = 0; i < row.size(); ++i) {
                line += i + 1 < row.size() ? row.at(i).leftJustified(widths[i] + 2) : row.at(i);
            }
            text += line.trimmed() + QLatin1Char('\n');
        }
        return text;
    }

    QJsonObject toJson() const
    {
        QJsonArray nodes;
        for (const FoundNode &node : m_nodes) {
            nodes.append(QJsonObject{
                {QStringLiteral("name"), node.address.name},
                {QStringLiteral("host"), node.address.host},
                {QStringLiteral("port"), node.address.port},
                {QStringLiteral("source"), node.sources.join(QLatin1Char('+'))},
                {QStringLiteral("banner"),
                 node.banner.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(node.banner)},
            });
        }
        QJsonArray errors;
        for (const MethodError &error : m_errors) {
            errors.append(QJsonObject{{QStringLiteral("method"), error.method},
                                      {QStringLiteral("message"), error.message}});
        }
        QJsonObject document{{QStringLiteral("nodes"), nodes}, {QStringLiteral("errors"), errors}};
        if (!m_sweepNetwork.isEmpty()) {
            document.insert(QStringLiteral("sweep"),
                            QJsonObject{{QStringLiteral("network"), m_sweepNetwork},
                                        {QStringLiteral("addresses"), m_sweepAddresses},
                                        {QStringLiteral("ssh"), m_tally.ssh},
                                        {QStringLiteral("not_ssh"), m_tally.notSsh},
                                        {QStringLiteral("refused"), m_tally.refused},
                                        {QStringLiteral("no_answer"), m_tally.noAnswer},
                                        {QStringLiteral("unreachable"), m_tally.unreachable},
                                        {QStringLiteral("in_flight"), m_tally.inFlight},
                                        {QStringLiteral("elapsed_ms"), m_tally.elapsedMs}});
        }
        return document;
    }

    DiscoverOptions m_options;
    QList<FoundNode> m_nodes;
    QList<MethodError> m_errors;
    QString m_sweepNetwork;
    int m_sweepAddresses = 0;
    SubnetSweeper::Tally m_tally;
};

} // namespace

ExitCode runDiscover(const DiscoverOptions &given)
{
    DiscoverOptions options = given;
    // Bad usage is refused before anything goes on the network.
    std::optional<Cidr> network;
    if (!options.sweep.isEmpty()) {
        const auto cidr = Cidr::parse(options.sweep);
        if (!cidr) {
            printErr(DiscoverText::tr("tandem-cli: --sweep: %1\n").arg(cidr.error().message));
            return ExitCode::BadInput;
        }
        network = *cidr;
    }
    if (!network && options.names.isEmpty())
        options.mdns = true; // nothing asked: browse, the one method that needs no input
    if (!options.interfaceName.isEmpty() && !options.mdns) {
        printErr(DiscoverText::tr("tandem-cli: --interface restricts mDNS browsing; add --mdns "
                                  "(a sweep uses the route to its network).\n"));
        return ExitCode::BadInput;
    }

    QObject context;
    Discovery discovery(options);
    int pending = 0;
    const auto methodDone = [&pending, &discovery] {
        if (--pending == 0)
            QCoreApplication::exit(int(discovery.report()));
    };
    const bool terminal = ::isatty(STDERR_FILENO) == 1;

    SubnetSweeper sweeper;
    if (network) {
        ++pending;
        const QString label = network->toString();
        QObject::connect(
            &sweeper,
            &SubnetSweeper::hostFound,
            &context,
            [&discovery, terminal](const SshHost &host) {
                discovery.add(host.address, host.banner);
                // A person at a terminal sees each node as it answers; the
                // table or JSON follows when every address is done.
                if (terminal) {
                    printErr(
                        QStringLiteral("\r")
                        % DiscoverText::tr("found %1 (%2)\n").arg(host.address.host, host.banner));
                }
            });
        QObject::connect(
            &sweeper, &SubnetSweeper::progress, &context, [terminal, label](int done, int total) {
                if (terminal) {
                    printErr(
                        QStringLiteral("\r")
                        % DiscoverText::tr("sweeping %1: %2/%3").arg(label).arg(done).arg(total));
                }
            });
        const auto summary = [&sweeper, &discovery, label, total = network->hostCount(), terminal] {
            const SubnetSweeper::Tally t = sweeper.tally();
            discovery.setSweepTally(label, total, t);
            printErr((terminal ? QStringLiteral("\r") : QString())
                     % DiscoverText::tr("sweep %1: %2 addresses in %3 s: %4 SSH, %5 refused, "
                                        "%6 no answer, %7 not SSH, %8 unreachable\n")
                           .arg(label)
                           .arg(total)
                           .arg(double(t.elapsedMs) / 1000.0, 0, 'f', 2)
                           .arg(t.ssh)
                           .arg(t.refused)
                           .arg(t.noAnswer)
                           .arg(t.notSsh)
                           .arg(t.unreachable));
        };
        QObject::connect(&sweeper,
                         &SubnetSweeper::finished,
                         &context,
                         [summary, methodDone](const QList<SshHost> &) {
                             summary();
                             methodDone();
                         });
        QObject::connect(&sweeper,
                         &SubnetSweeper::failed,
                         &context,
                         [summary, methodDone, &discovery](const Error &error) {
                             summary();
                             discovery.addError(QStringLiteral("sweep"), error.message);
                             methodDone();
                         });
    }

    MdnsBrowser browser;
    QTimer mdnsTimeout;
    mdnsTimeout.setSingleShot(true);
    bool mdnsDone = false;
    if (options.mdns) {
        ++pending;
        // Either "all for now", a failure or the timeout ends browsing, once.
        const auto browseDone = [&browser, &mdnsTimeout, &mdnsDone, methodDone] {
            if (std::exchange(mdnsDone, true))
                return;
            browser.stop();
            mdnsTimeout.stop();
            methodDone();
        };
        QObject::connect(&browser,
                         &MdnsBrowser::serviceFound,
                         &context,
                         [&discovery](const NodeAddress &node) { discovery.add(node); });
        QObject::connect(&browser, &MdnsBrowser::allForNow, &context, browseDone);
        QObject::connect(&mdnsTimeout, &QTimer::timeout, &context, browseDone);
        QObject::connect(
            &browser, &MdnsBrowser::failed, &context, [&discovery, browseDone](const Error &error) {
                discovery.addError(QStringLiteral("mdns"), error.message);
                browseDone();
            });
    }

    QList<HostResolver *> resolvers; // one per typed name, in the same order
    for (qsizetype i = 0; i < options.names.size(); ++i) {
        ++pending;
        auto *resolver = new HostResolver(&context);
        resolvers.append(resolver);
        QObject::connect(resolver,
                         &HostResolver::resolved,
                         &context,
                         [&discovery, methodDone](const NodeAddress &node) {
                             discovery.add(node);
                             methodDone();
                         });
        QObject::connect(resolver,
                         &HostResolver::failed,
                         &context,
                         [&discovery, methodDone](const Error &error) {
                             discovery.addError(QStringLiteral("resolve"), error.message);
                             methodDone();
                         });
    }

    // Start only once everything is wired, from the event loop.
    QTimer::singleShot(0, &context, [&] {
        if (network)
            sweeper.start(*network);
        if (options.mdns) {
            mdnsTimeout.start(options.mdnsTimeoutMs);
            browser.start(options.interfaceName);
        }
        for (qsizetype i = 0; i < resolvers.size(); ++i)
            resolvers.at(i)->lookup(options.names.at(i));
    });
    return ExitCode(QCoreApplication::exec());
}

} // namespace Tandem::Cli
