// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalprompt.h"

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace Tandem::Cli {

namespace {

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
    ::tcsetattr(fd, TCSAFLUSH, &quiet);
    QByteArray answer;
    char c = 0;
    while (::read(fd, &c, 1) == 1 && c != '\n')
        answer.append(c);
    ::tcsetattr(fd, TCSAFLUSH, &saved);
    if (!echo)
        (void)!::write(fd, "\n", 1);
    ::close(fd);
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
