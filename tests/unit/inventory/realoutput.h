// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QTest>

// The real outputs in tests/data/real are kept as users pasted them (see
// /work/shared/data/real/README.md for their facts): with the shell prompt and command they
// typed, and sometimes indented by the document they were pasted into. A node's output over
// SSH has neither, so the tests give the parsers what the node printed: the pasted text less
// prompt and command lines, and less the indentation common to every non-blank line.
inline QByteArray nodeOutputOf(const QByteArray &pasted)
{
    static const QRegularExpression prompt(
        QStringLiteral(R"(^\s*(\S+@\S+:\S*\$.*|cat /etc/\S+)$)"));
    QList<QByteArray> lines = pasted.split('\n');
    lines.removeIf(
        [](const QByteArray &line) { return prompt.match(QString::fromUtf8(line)).hasMatch(); });
    qsizetype indent = -1;
    for (const QByteArray &line : std::as_const(lines)) {
        if (line.trimmed().isEmpty())
            continue;
        qsizetype n = 0;
        while (n < line.size() && line.at(n) == ' ')
            ++n;
        indent = indent < 0 ? n : qMin(indent, n);
    }
    for (QByteArray &line : lines)
        line = line.mid(qMin(indent, line.size()));
    return lines.join('\n');
}

inline QByteArray realOutput(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/real/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return nodeOutputOf(file.readAll());
}
