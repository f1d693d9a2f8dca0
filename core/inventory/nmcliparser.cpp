// SPDX-License-Identifier: GPL-3.0-or-later
#include "nmcliparser.h"

#include "util/textlines.h"

namespace Tandem {

namespace {

// A line split at unescaped ':'. A '\' escapes the character after it; one at the very end of
// the line has nothing to escape and is kept as it is.
QStringList terseFields(const QString &line)
{
    QStringList fields{QString()};
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\') && i + 1 < line.size())
            fields.last() += line.at(++i);
        else if (c == QLatin1Char(':'))
            fields << QString();
        else
            fields.last() += c;
    }
    return fields;
}

} // namespace

Result<QList<NmConnection>> NmcliParser::parse(const QByteArray &output)
{
    if (output.size() > maxBytes) {
        return makeError(tr("nmcli printed %1 bytes, more than the %2 Tandem reads; it lists "
                            "NetworkManager profiles in far less.")
                             .arg(output.size())
                             .arg(maxBytes));
    }
    const auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());

    QList<NmConnection> connections;
    for (qsizetype n = 0; n < lines->size(); ++n) {
        const QString &line = lines->at(n);
        const int lineNumber = int(n + 1);
        if (line.trimmed().isEmpty())
            continue;
        const QStringList fields = terseFields(line);
        if (fields.size() != 3) {
            return makeError(
                tr("nmcli printed a line with %1 fields where NAME:DEVICE:TYPE was expected.")
                    .arg(fields.size()),
                lineNumber);
        }
        if (fields.at(0).isEmpty())
            return makeError(
                tr("nmcli printed a profile without a name: \"%1\".").arg(line.left(80)),
                lineNumber);
        connections.append({fields.at(0), fields.at(1), fields.at(2)});
    }
    return connections;
}

} // namespace Tandem
