// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/noderunner.h"
#include "ssh/remotecommand.h"

#include <QHash>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTimer>

#include <csignal>
#include <memory>

namespace Tandem::Test {

// A node for unit tests that runs each command for real, here, with /bin/sh and its own HOME:
// the exact command line an SSH session would send, its stdin, stdout streamed line by line.
// As sshd does, every command gets its own session and process group (setsid), and cancelAll()
// ends the group (TERM). Uploads go through NodeRunner's default (a command's stdin). No sudo.
class LocalShellRunner final : public NodeRunner
{
public:
    LocalShellRunner(QString name, QString home, QObject *parent = nullptr)
        : NodeRunner(parent)
        , m_name(std::move(name))
        , m_home(std::move(home))
    {}

    [[nodiscard]] QString nodeName() const override { return m_name; }
    void open() override
    {
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }
    void run(const RemoteCommand &command, QObject *context, Callback done) override
    {
        runStreaming(command, context, {}, std::move(done));
    }
    void runStreaming(const RemoteCommand &command,
                      QObject *context,
                      LineCallback onLine,
                      Callback done) override
    {
        m_received << command;
        auto *process = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home);
        process->setProcessEnvironment(env);
        process->setWorkingDirectory(m_home);
        auto result = std::make_shared<CommandResult>();
        result->node = m_name;
        result->command = command.displayString();
        QPointer<QObject> guard(context);
        auto pending = std::make_shared<QByteArray>();
        connect(process,
                &QProcess::readyReadStandardOutput,
                this,
                [process, pending, result, guard, onLine] {
                    const QByteArray chunk = process->readAllStandardOutput();
                    result->out += chunk;
                    *pending += chunk;
                    qsizetype nl;
                    while ((nl = pending->indexOf('\n')) >= 0) {
                        const QByteArray line = pending->left(nl);
                        pending->remove(0, nl + 1);
                        if (onLine && guard)
                            onLine(line);
                    }
                });
        connect(process,
                &QProcess::finished,
                this,
                [this, process, result, guard, done](int code, QProcess::ExitStatus status) {
                    result->out += process->readAllStandardOutput();
                    result->err = process->readAllStandardError();
                    if (status == QProcess::CrashExit || m_cancelled.contains(process))
                        result->error = Error{QStringLiteral("The command was cancelled.")};
                    else
                        result->exitStatus = code;
                    m_cancelled.remove(process);
                    process->deleteLater();
                    if (guard && done)
                        done(*result);
                });
        // setsid: the command leads its own process group, as under sshd.
        process->start(
            QStringLiteral("setsid"),
            {QStringLiteral("sh"), QStringLiteral("-c"), QString::fromUtf8(command.commandLine())});
        process->write(command.stdinPayload());
        process->closeWriteChannel();
        m_processes << process;
    }
    void cancelAll() override
    {
        for (const QPointer<QProcess> &process : std::as_const(m_processes)) {
            if (process && process->state() != QProcess::NotRunning) {
                m_cancelled.insert(process);
                ::kill(-pid_t(process->processId()), SIGTERM);
            }
        }
    }

    [[nodiscard]] const QList<RemoteCommand> &received() const { return m_received; }

private:
    QString m_name;
    QString m_home;
    QList<QPointer<QProcess>> m_processes;
    QSet<QProcess *> m_cancelled;
    QList<RemoteCommand> m_received;
};

} // namespace Tandem::Test
