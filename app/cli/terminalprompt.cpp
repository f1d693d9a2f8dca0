// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalprompt.h"

#include <cerrno>
#include <csignal>
#include <iterator>

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace Tandem::Cli {

namespace {

// The signal that ended a prompt, set by interrupted() while one waits.
volatile sig_atomic_t promptSignal = 0;

void interrupted(int signo)
{
    promptSignal = signo;
}

// While a prompt waits, Ctrl-C (and a closed terminal, a TERM) must end the wait. The program's
// own handlers (SignalWatcher) restart the read, so that the prompt would go on, and the signal
// would be seen only after the answer was used. These handlers end the read instead.
class PromptSignals
{
public:
    PromptSignals()
    {
        struct sigaction action = {};
        action.sa_handler = interrupted;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0; // no SA_RESTART: read() returns EINTR
        promptSignal = 0;
        for (std::size_t i = 0; i < std::size(numbers); ++i)
            ::sigaction(numbers[i], &action, &m_saved[i]);
    }
    ~PromptSignals()
    {
        for (std::size_t i = 0; i < std::size(numbers); ++i)
            ::sigaction(numbers[i], &m_saved[i], nullptr);
    }
    PromptSignals(const PromptSignals &) = delete;
    PromptSignals &operator=(const PromptSignals &) = delete;

    static constexpr int numbers[] = {SIGINT, SIGTERM, SIGHUP};

private:
    struct sigaction m_saved[std::size(numbers)] = {};
};

std::optional<QByteArray> ask(const QString &prompt, bool echo)
{
    const int fd = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    termios saved{};
    if (::tcgetattr(fd, &saved) != 0) {
        ::close(fd);
        return std::nullopt;
    }
    const QByteArray text = prompt.toUtf8();
    (void)!::write(fd, text.constData(), size_t(text.size()));
    termios quiet = saved;
    if (!echo)
        quiet.c_lflag &= ~tcflag_t(ECHO);
    QByteArray answer;
    int signo = 0;
    {
        const PromptSignals catching;
        ::tcsetattr(fd, TCSAFLUSH, &quiet);
        char c = 0;
        for (;;) {
            const ssize_t n = ::read(fd, &c, 1);
            if (promptSignal != 0)
                break;
            if (n < 0 && errno == EINTR)
                continue;
            if (n != 1 || c == '\n')
                break;
            answer.append(c);
        }
        signo = promptSignal;
        ::tcsetattr(fd, TCSAFLUSH, &saved);
    }
    if (!echo || signo != 0)
        (void)!::write(fd, "\n", 1);
    ::close(fd);
    if (signo != 0) {
        // Nothing has started yet: end as the signal ends a program that does not catch it
        // (exit status 128 + the signal in the shell), as ssh does at its passphrase prompt,
        // with the terminal's echo back on. What was typed goes with the process.
        answer.fill('\0');
        ::signal(signo, SIG_DFL);
        ::raise(signo);
    }
    return answer;
}

} // namespace

std::optional<QByteArray> askHidden(const QString &prompt)
{
    return ask(prompt, false);
}

std::optional<QByteArray> askVisible(const QString &prompt)
{
    return ask(prompt, true);
}

} // namespace Tandem::Cli
