// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandoptions.h"

#include <QCommandLineParser>
#include <QHash>

namespace Tandem::Cli {

namespace {

// Groups of options, as the commands read them (main.cpp): the login options through
// readLoginOptions (clilogin.cpp) for every command that connects, the flow options for every
// command that runs steps (FlowSteps), the install locations (readLocations in
// prereqscommand.cpp) where NCCL or the probe run.
const QStringList everywhere{QStringLiteral("help"),
                             QStringLiteral("help-all"),
                             QStringLiteral("version"),
                             QStringLiteral("json"),
                             QStringLiteral("verbose")};
const QStringList login{QStringLiteral("user"),
                        QStringLiteral("identity"),
                        QStringLiteral("known-hosts"),
                        QStringLiteral("accept-new-host-keys"),
                        QStringLiteral("password-stdin"),
                        QStringLiteral("state"),
                        QStringLiteral("yes"),
                        QStringLiteral("history")};
const QStringList flow{QStringLiteral("report"), QStringLiteral("timings")};
// The plan's options: for the commands that plan (or, in the Doctor, may plan a repair).
const QStringList plan{QStringLiteral("base"), QStringLiteral("mtu")};
const QStringList locations{
    QStringLiteral("nccl-home"), QStringLiteral("nccl-tests-dir"), QStringLiteral("probe")};
const QStringList bandwidth{QStringLiteral("tool"),
                            QStringLiteral("test"),
                            QStringLiteral("b"),
                            QStringLiteral("e"),
                            QStringLiteral("f"),
                            QStringLiteral("soak"),
                            QStringLiteral("threshold"),
                            QStringLiteral("iters"),
                            QStringLiteral("hang-timeout"),
                            QStringLiteral("health-interval"),
                            QStringLiteral("probe-backend"),
                            QStringLiteral("env")};
const QStringList doctor{QStringLiteral("fix"),
                         QStringLiteral("python"),
                         QStringLiteral("no-rdma"),
                         QStringLiteral("no-nccl")};
const QStringList prereqs{QStringLiteral("build"),
                          QStringLiteral("rebuild"),
                          QStringLiteral("nccl-source"),
                          QStringLiteral("nccl-tag"),
                          QStringLiteral("nccl-tests-source"),
                          QStringLiteral("nccl-tests-tag")};

const QHash<QString, QStringList> &table()
{
    static const QHash<QString, QStringList> commands = [] {
        QHash<QString, QStringList> t;
        const QStringList confirm{QStringLiteral("confirm-timeout")};
        t.insert(QStringLiteral("check"), everywhere + login + flow);
        for (const char *step : {"plan", "keys", "verify"})
            t.insert(QString::fromLatin1(step), everywhere + login + flow + plan);
        for (const char *step : {"apply", "setup"})
            t.insert(QString::fromLatin1(step), everywhere + login + flow + plan + confirm);
        t.insert(QStringLiteral("restore"),
                 everywhere + login + flow + QStringList{QStringLiteral("force-restore")});
        t.insert(QStringLiteral("bandwidth"),
                 everywhere + login + flow + plan + locations + bandwidth);
        t.insert(QStringLiteral("doctor"),
                 everywhere + login + flow + plan + confirm + locations + doctor);
        t.insert(QStringLiteral("prereqs"), everywhere + login + locations + prereqs);
        t.insert(QStringLiteral("discover"),
                 everywhere
                     + QStringList{QStringLiteral("mdns"),
                                   QStringLiteral("sweep"),
                                   QStringLiteral("interface")});
        t.insert(QStringLiteral("parse"), everywhere);
        t.insert(QStringLiteral("history"), everywhere + QStringList{QStringLiteral("history")});
        t.insert(QStringLiteral("report"),
                 everywhere
                     + QStringList{QStringLiteral("state"),
                                   QStringLiteral("out"),
                                   QStringLiteral("snippets"),
                                   QStringLiteral("history")});
        return t;
    }();
    return commands;
}

// The option of ALL that NAME (as typed, without dashes) is one of the names of.
const QCommandLineOption *optionNamed(const QString &name, const QList<QCommandLineOption> &all)
{
    for (const QCommandLineOption &option : all) {
        if (option.names().contains(name))
            return &option;
    }
    return nullptr;
}

} // namespace

std::optional<QStringList> CommandOptions::of(const QString &command)
{
    const auto found = table().constFind(command);
    if (found == table().constEnd())
        return std::nullopt;
    return *found;
}

QString CommandOptions::foreign(const QCommandLineParser &parser,
                                const QString &command,
                                const QList<QCommandLineOption> &all)
{
    const auto allowed = of(command);
    if (!allowed)
        return {};
    for (const QString &name : parser.optionNames()) {
        // --help's other names (-h, -?) and --version's (-v) come from Qt, not from ALL.
        const QCommandLineOption *option = optionNamed(name, all);
        const QString first = option ? option->names().constFirst() : name;
        if (allowed->contains(first) || name == QLatin1String("h") || name == QLatin1String("?")
            || name == QLatin1String("v"))
            continue;
        return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    }
    return {};
}

QString CommandOptions::help(const QString &command,
                             const QString &commands,
                             const QList<QCommandLineOption> &all)
{
    const auto allowed = of(command);
    if (!allowed)
        return {};
    // The command's block of the overview: its first line ("  COMMAND ...", two spaces in) and
    // the lines indented further that follow it.
    QStringList block;
    bool inside = false;
    for (const QString &line : commands.split(QLatin1Char('\n'))) {
        const bool starts = line.startsWith(QLatin1String("  ")) && line.size() > 2
                            && line.at(2) != QLatin1Char(' ');
        if (starts)
            inside = line.mid(2).section(QLatin1Char(' '), 0, 0) == command;
        else if (!line.startsWith(QLatin1String("   ")))
            inside = false;
        if (inside)
            block << line;
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(block.join(QLatin1Char('\n')));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const QCommandLineOption &option : all) {
        const QString first = option.names().constFirst();
        if (first != QLatin1String("help") && first != QLatin1String("version")
            && allowed->contains(first))
            parser.addOption(option);
    }
    parser.addPositionalArgument(command, tr("The command, as above."), command);
    return parser.helpText();
}

} // namespace Tandem::Cli
