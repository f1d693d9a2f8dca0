// SPDX-License-Identifier: GPL-3.0-or-later
#include "pastedtext.h"

#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QRegularExpression>
#include <QSet>

namespace Tandem {

bool PastedText::isPrompt(const QString &line, QString *command)
{
    // user@host:path$ or user@host:path# (bash's default PS1), or a bare "$ " that write-ups
    // put in front of commands. A bare "# " is not taken: it is a comment in most formats.
    static const QRegularExpression prompt(
        QStringLiteral(R"(^(?:[\w.-]+@[\w.-]+:[^\s$#]*[$#]|\$)(?:\s+(.*))?$)"));
    // A command of the tools whose output Tandem reads, typed without a user@host prompt or
    // after root's "# " (write-ups paste them so): "cat /etc/dgx-release", "# ethtool -i X".
    static const QSet<QString> tools{QStringLiteral("cat"),
                                     QStringLiteral("ethtool"),
                                     QStringLiteral("ibdev2netdev"),
                                     QStringLiteral("show_gids"),
                                     QStringLiteral("lspci"),
                                     QStringLiteral("nvidia-smi"),
                                     QStringLiteral("ip"),
                                     QStringLiteral("rdma"),
                                     QStringLiteral("ibstat"),
                                     QStringLiteral("ibv_devinfo"),
                                     QStringLiteral("dmesg"),
                                     QStringLiteral("ib_write_bw"),
                                     QStringLiteral("ls"),
                                     QStringLiteral("netplan"),
                                     QStringLiteral("lsb_release")};

    // Most lines are output: tell them apart without a regular expression, since pastes can
    // hold millions of lines.
    if (line.isEmpty())
        return false;
    if (line.front() == u'$' || line.contains(u'@')) {
        const auto match = prompt.match(line);
        if (match.hasMatch()) {
            if (command)
                *command = match.captured(1).trimmed();
            return true;
        }
    }
    QStringView rest(line);
    if (rest.startsWith(u"# "))
        rest = rest.sliced(2).trimmed();
    if (rest.startsWith(u"sudo "))
        rest = rest.sliced(5).trimmed();
    const qsizetype space = rest.indexOf(u' ');
    const QStringView word = space < 0 ? rest : rest.first(space);
    if (word.isEmpty() || word.size() > 16 || !tools.contains(word.toString()))
        return false;
    if (command)
        *command = line.startsWith(u"# ") ? line.sliced(2).trimmed() : line.trimmed();
    return true;
}

PastedText::KeyValue PastedText::splitKeyValue(const QString &text,
                                               const QRegularExpression &keyPattern)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return {};
    KeyValue pair{true, text.left(colon).trimmed(), text.mid(colon + 1).trimmed()};
    pair.ok = keyPattern.match(pair.key).hasMatch();
    return pair;
}

namespace {

// sudo asks "[sudo] password for USER: " in the user's language.
bool isSudoPrompt(const QString &line)
{
    return line.startsWith(QLatin1String("[sudo] "));
}

qsizetype leadingBlanks(const QString &line)
{
    qsizetype n = 0;
    while (n < line.size() && (line.at(n) == u' ' || line.at(n) == u'\t'))
        ++n;
    return n;
}

} // namespace

Result<QList<PastedLine>>
PastedText::lines(const QByteArray &raw, qsizetype limit, const QString &what)
{
    if (const auto tooLarge = checkInputSize(raw.size(), limit, what))
        return tl::unexpected(*tooLarge);
    auto split = splitTextLines(raw);
    if (!split)
        return tl::unexpected(split.error());

    QList<PastedLine> out;
    out.reserve(split->size());
    for (qsizetype i = 0; i < split->size(); ++i) {
        QString text = (*split)[i];
        while (!text.isEmpty() && text.back().isSpace())
            text.chop(1);
        PastedLine line{std::move(text), int(i + 1), false};
        QString command;
        if (isPrompt(line.text.trimmed(), &command)) {
            line.command = true;
            line.text = command;
        } else if (isSudoPrompt(line.text.trimmed())) {
            continue;
        }
        out.append(std::move(line));
    }

    // The indentation every non-blank output line shares (same characters) was added by the
    // document the output was pasted into; prompt lines do not count, they were matched
    // trimmed.
    QString common;
    bool first = true;
    for (const PastedLine &line : std::as_const(out)) {
        if (line.command || line.text.isEmpty())
            continue;
        const QString indent = line.text.left(leadingBlanks(line.text));
        if (first) {
            common = indent;
            first = false;
        } else {
            qsizetype n = 0;
            while (n < common.size() && n < indent.size() && common.at(n) == indent.at(n))
                ++n;
            common.truncate(n);
        }
        if (common.isEmpty())
            break;
    }
    if (!common.isEmpty()) {
        for (PastedLine &line : out) {
            if (!line.command)
                line.text.remove(0, qMin(common.size(), line.text.size()));
        }
    }
    return out;
}

} // namespace Tandem
