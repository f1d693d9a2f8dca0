// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exitcode.h"
#include "steps/workflow.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

namespace Tandem::Cli {

struct ConnectOptions
{
    QString user;              // --user: for hosts given without user@
    bool passwordStdin = false;
    Credentials credentials;   // identity, known hosts, accept-new-host-keys
    bool json = false;
    QString statePath;         // --state: where the session is saved after every step
};

// `tandem-cli check HOST...`: connects to every node, runs the device, user and cabling checks
// and the topology, and prints them. Exit 0 all passed (warnings allowed), 1 a check failed,
// 2 bad usage, 3 a node could not be reached or authenticated (a changed host key among them).
// Driven by the application's event loop: start(), then finished(code).
class CheckCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckCommand)

public:
    CheckCommand(QStringList hosts, ConnectOptions options, QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    void finished(Tandem::ExitCode code);

private:
    void stepFinished(StepId step);
    void conclude(ExitCode code);

    QStringList m_hosts;
    ConnectOptions m_options;
    Workflow m_workflow;
    QStringList m_refusedKeys;
    QJsonObject m_document;
    QString m_text;
};

// Reads the one password line --password-stdin promises; never echoes it.
[[nodiscard]] QByteArray readPasswordFromStdin();

} // namespace Tandem::Cli
