// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/noderunner.h"

#include <QPointer>
#include <QTimer>

#include <utility>

namespace Tandem::Test {

// A node whose mpirun prints its header and then nothing until cancelled (the lab's
// `fault mpirun-hang`), and which can be made to print a line later; everything else exits 0.
class HangingNodeRunner final : public NodeRunner
{
public:
    explicit HangingNodeRunner(QString name, QObject *parent = nullptr)
        : NodeRunner(parent)
        , m_name(std::move(name))
    {}
    [[nodiscard]] QString nodeName() const override { return m_name; }
    void run(const RemoteCommand &command, QObject *context, Callback done) override
    {
        CommandResult result;
        result.node = m_name;
        result.command = command.displayString();
        result.exitStatus = 0;
        QPointer<QObject> guard(context);
        QTimer::singleShot(0, this, [guard, done, result] {
            if (guard)
                done(result);
        });
    }
    void runStreaming(const RemoteCommand &command,
                      QObject *context,
                      LineCallback onLine,
                      Callback done) override
    {
        if (!command.argv().contains("mpirun")) {
            run(command, context, std::move(done));
            return;
        }
        m_onLine = std::move(onLine);
        m_done = std::move(done);
        QTimer::singleShot(0, this, [this] {
            say("# nccl-tests version 2.19.6 nccl-headers=22809 nccl-library=22809");
        });
    }
    void say(const QByteArray &line)
    {
        if (m_onLine)
            m_onLine(line);
    }
    void cancelAll() override
    {
        if (!m_done)
            return;
        CommandResult result;
        result.node = m_name;
        result.error = Error{QStringLiteral("Cancelled; the remote command was stopped.")};
        const Callback done = std::exchange(m_done, {});
        m_onLine = {};
        QTimer::singleShot(0, this, [done, result] { done(result); });
    }
    void open() override
    {
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }

private:
    QString m_name;
    LineCallback m_onLine;
    Callback m_done;
};

} // namespace Tandem::Test
