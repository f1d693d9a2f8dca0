// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "remote/credentials.h"
#include "remote/leftoverruns.h"
#include "remote/noderunner.h"
#include "ssh/remotecommand.h"

#include <QHash>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <optional>

namespace Tandem::Test {

// A node for unit tests of the steps: answers each command (keyed by its argv joined with
// spaces) with a canned result, later, through the event loop, as a real session would.
// Commands it does not know exit 127, like a shell that cannot find them; the scan for runs
// left behind (which every connect makes) finds none unless answered otherwise.
class FakeNodeRunner final : public NodeRunner
{
public:
    explicit FakeNodeRunner(QString name, QObject *parent = nullptr)
        : NodeRunner(parent)
        , m_name(std::move(name))
    {
        respond(keyOf(LeftoverRuns::scanCommand()), 0, {});
    }

    // The key an answer is given under: the command's argv joined with spaces.
    [[nodiscard]] static QString keyOf(const RemoteCommand &command)
    {
        QStringList argv;
        for (const QByteArray &arg : command.argv())
            argv << QString::fromUtf8(arg);
        return argv.join(QLatin1Char(' '));
    }

    void
    respond(const QString &argv, int exitStatus, const QByteArray &out, const QByteArray &err = {})
    {
        CommandResult result;
        result.exitStatus = exitStatus;
        result.out = out;
        result.err = err;
        m_answers.insert(argv, result);
    }

    // The answer to every command not given its own.
    void respondToOthers(int exitStatus, const QByteArray &out = {})
    {
        m_default.exitStatus = exitStatus;
        m_default.out = out;
    }

    void fail(const QString &argv, const QString &message)
    {
        CommandResult result;
        result.error = Error{message};
        m_answers.insert(argv, result);
    }

    // Answers commands by code, before the canned answers: for scripts whose argv is long, or
    // answers that depend on what ran before. std::nullopt falls through to the canned ones.
    using Handler = std::function<std::optional<CommandResult>(const RemoteCommand &)>;
    void setHandler(Handler handler) { m_handler = std::move(handler); }

    [[nodiscard]] QString nodeName() const override { return m_name; }

    void run(const RemoteCommand &command, QObject *context, Callback done) override
    {
        m_received << command;
        const QString key = keyOf(command);
        const std::optional<CommandResult> handled = m_handler ? m_handler(command) : std::nullopt;
        CommandResult result = handled ? *handled : m_answers.value(key, m_default);
        if (!handled && !m_answers.contains(key) && m_default.exitStatus < 0) {
            result.exitStatus = 127;
            result.err = "sh: 1: " + command.argv().value(0) + ": not found\n";
        }
        result.node = m_name;
        result.command = command.displayString();
        QPointer<QObject> guard(context);
        QTimer::singleShot(0, this, [guard, done, result] {
            if (guard)
                done(result);
        });
    }

    void cancelAll() override {}

    void open() override
    {
        ++m_openCount;
        if (!m_changedKey.isEmpty()) {
            QTimer::singleShot(0, this, [this] {
                Q_EMIT hostKeyChanged(m_changedKey);
                Q_EMIT openFailed(Error{QStringLiteral("host key changed")});
            });
            return;
        }
        if (!m_openError.isEmpty()) {
            QTimer::singleShot(0, this, [this] { Q_EMIT openFailed(Error{m_openError}); });
            return;
        }
        if (!m_fingerprint.isEmpty()) {
            QTimer::singleShot(0, this, [this] { Q_EMIT hostKeyUnknown(m_fingerprint); });
            return;
        }
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }
    void acceptHostKey() override
    {
        m_fingerprint.clear();
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }
    void rejectHostKey() override
    {
        QTimer::singleShot(
            0, this, [this] { Q_EMIT openFailed(Error{QStringLiteral("host key rejected")}); });
    }
    // open() then asks about this fingerprint first, or fails with this message.
    void setUnknownHostKey(const QString &fingerprint) { m_fingerprint = fingerprint; }
    void setOpenError(const QString &message) { m_openError = message; }
    // open() then says the node presents this key instead of the stored one, and fails.
    void setChangedHostKey(const QString &fingerprint) { m_changedKey = fingerprint; }

    [[nodiscard]] const QList<RemoteCommand> &received() const { return m_received; }
    [[nodiscard]] int openCount() const { return m_openCount; }

private:
    QString m_name;
    QString m_fingerprint;
    QString m_openError;
    QString m_changedKey;
    QHash<QString, CommandResult> m_answers;
    CommandResult m_default;
    QList<RemoteCommand> m_received;
    Handler m_handler;
    int m_openCount = 0;
};

// A runner factory for a Workflow whose nodes are fakes that answer nothing in particular.
inline auto fakeRunnerFactory()
{
    return [](const NodeAddress &node, const auto &, QObject *parent) -> NodeRunner * {
        return new FakeNodeRunner(node.name, parent);
    };
}

// A workflow's runner factory whose nodes answer every command with success and no output:
// for tests that resume a saved session and look at the pages, where nothing should run.
inline auto quietRunners()
{
    return [](const NodeAddress &node, const Credentials &, QObject *parent) -> NodeRunner * {
        auto *runner = new FakeNodeRunner(node.name, parent);
        runner->respondToOthers(0);
        return runner;
    };
}

} // namespace Tandem::Test
