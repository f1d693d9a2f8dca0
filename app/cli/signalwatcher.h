// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <initializer_list>

class QSocketNotifier;

namespace Tandem::Cli {

// Turns SIGINT, SIGTERM and SIGHUP into a Qt signal on the main thread (the self-pipe trick): the
// handler only writes the signal number to a pipe, and a QSocketNotifier reads it in the
// event loop, where cancelling and cleaning up may run. One per process; the handlers are
// put back to the defaults when it is destroyed. Main thread only.
class SignalWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SignalWatcher)

public:
    // The signals that cancel a run (docs/flow.md, "Quitting during a run"): Ctrl-C, a kill, and
    // a closed terminal.
    explicit SignalWatcher(QObject *parent = nullptr);
    explicit SignalWatcher(std::initializer_list<int> signalNumbers, QObject *parent = nullptr);
    ~SignalWatcher() override;

    // False when the pipe or a handler could not be set up; the signals then keep their
    // default effect.
    [[nodiscard]] bool isActive() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void signalled(int signo);

private:
    void readPipe();

    QSocketNotifier *m_notifier = nullptr;
    QList<int> m_signals;
};

} // namespace Tandem::Cli
