// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace Tandem::Cli {

// Which options each command of tandem-cli takes. One parser reads them all, so without this an
// option of another command (`discover --mtu 9000`) would be accepted and silently ignored; here
// it is refused with exit 2, and `tandem-cli COMMAND --help` shows that command's options alone.
class CommandOptions
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::CommandOptions)

public:
    // The names of the options COMMAND takes, --help, --version and --json included (each
    // option by its first name); std::nullopt for an unknown command.
    [[nodiscard]] static std::optional<QStringList> of(const QString &command);

    // The first option on PARSER's command line that COMMAND does not take, as typed (--mtu,
    // -b); empty when every option fits. ALL holds every option PARSER knows.
    [[nodiscard]] static QString foreign(const QCommandLineParser &parser,
                                         const QString &command,
                                         const QList<QCommandLineOption> &all);

    // COMMAND's own help: its lines of COMMANDS (the overview of every command) and the options
    // of ALL it takes.
    [[nodiscard]] static QString
    help(const QString &command, const QString &commands, const QList<QCommandLineOption> &all);
};

} // namespace Tandem::Cli
