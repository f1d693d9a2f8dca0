// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "nodeaddress.h"
#include "remote/credentials.h"
#include "result.h"
#include "steps/flow/workflow.h"

#include <QCommandLineParser>
#include <QStringList>

namespace Tandem::Cli {

// How every tandem-cli command that works on nodes logs in to them, and what it says about
// it: one place for the flow commands and prereqs.
struct LoginOptions
{
    QString user; // --user: for hosts given without user@
    bool passwordStdin = false;
    Credentials credentials; // identity, known hosts, accept-new-host-keys
    bool json = false;
    bool yes = false;    // --yes: change the nodes without asking
    QString statePath;   // --state: where the session is saved after every step
    QString historyPath; // --history: where bandwidth runs are kept (Tandem's own by default)
};

// The login options the parser holds (--user, --password-stdin, --identity, --known-hosts,
// --accept-new-host-keys, --json, --yes, --state).
[[nodiscard]] LoginOptions readLoginOptions(const QCommandLineParser &parser);

// The nodes `hosts` name, with the password read from stdin (--password-stdin) and the
// passphrase of an encrypted --identity asked on the terminal, or why the command cannot go on
// (bad usage: exit 2; `usage` when no host is given).
[[nodiscard]] Result<QList<NodeAddress>>
prepareLogin(const QStringList &hosts, LoginOptions &options, const QString &usage);

// A workflow whose runners are SSH sessions.
[[nodiscard]] Workflow::RunnerFactory sshRunners();

// Every command's own wiring to its workflow: a failed save of the state is said on stderr;
// an unknown host key is refused (the CLI never trusts one on its own) and the message why
// goes to `refusedKeys`, to be shown with the connection's checks.
void watchWorkflow(Workflow &workflow, QObject *context, QStringList *refusedKeys);

// What the CLI says about a host key it does not know: it never trusts one on its own.
[[nodiscard]] QString unknownHostKeyMessage(const QString &node, const QString &fingerprint);

// "PASS", "WARN", "FAIL", "SKIP" or "....".
[[nodiscard]] QString statusWord(CheckStatus status);
// A heading and one line per check, with its fix under any check that did not pass.
[[nodiscard]] QString formatChecks(const QString &heading, const QList<Check> &checks);

// Reads the one password line --password-stdin promises; never echoes it.
[[nodiscard]] QByteArray readPasswordFromStdin();

} // namespace Tandem::Cli
