// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/commandresult.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace Tandem {

class RemoteCommand;

// Runs commands on one node for the steps. The steps only see this interface: the product
// uses an SshSession behind it, unit tests a fake. Lives on the GUI (or CLI main) thread;
// `done` is called there, later (never from inside run()), and only while `context` lives.
// open() connects; a runner that needs no connection reports opened() straight away.
class NodeRunner : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodeRunner)

public:
    using Callback = std::function<void(const CommandResult &)>;

    explicit NodeRunner(QObject *parent = nullptr)
        : QObject(parent)
    {}

    [[nodiscard]] virtual QString nodeName() const = 0;
    virtual void run(const RemoteCommand &command, QObject *context, Callback done) = 0;
    // Ends every command this runner started (remote processes included).
    virtual void cancelAll() = 0;

    virtual void open() = 0;
    // Answers hostKeyUnknown: trust the key shown (it is then remembered) or refuse it.
    virtual void acceptHostKey() {}
    virtual void rejectHostKey() {}

Q_SIGNALS:
    void opened();
    void openFailed(const Tandem::Error &error);
    // First contact: the user must confirm the fingerprint ("SHA256:...") before any login.
    void hostKeyUnknown(const QString &fingerprint);
};

} // namespace Tandem
