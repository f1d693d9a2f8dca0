// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricblock.h"

#include <QList>

namespace Tandem {

namespace {

enum class Marker { None, Begin, End };

Marker markerOf(QByteArrayView line)
{
    if (line.endsWith('\r'))
        line.chop(1);
    if (line == QByteArrayView(FabricBlock::beginMarker))
        return Marker::Begin;
    if (line == QByteArrayView(FabricBlock::endMarker))
        return Marker::End;
    return Marker::None;
}

struct Found
{
    Marker marker;
    qsizetype from; // first byte of the line
    qsizetype to;   // one past its line break (or the end of the file)
    int line;       // 1-based
};

} // namespace

Result<FabricBlock::Span> FabricBlock::find(const QByteArray &file, const QString &fileName)
{
    QList<Found> markers;
    qsizetype start = 0;
    int line = 1;
    while (start < file.size()) {
        const qsizetype newline = file.indexOf('\n', start);
        const qsizetype stop = newline < 0 ? file.size() : newline;
        const Marker marker = markerOf(QByteArrayView(file).sliced(start, stop - start));
        if (marker != Marker::None) {
            markers.append({marker, start, newline < 0 ? stop : stop + 1, line});
            if (markers.size() > 2)
                break;
        }
        start = stop + 1;
        ++line;
    }
    if (markers.isEmpty())
        return Span{};
    const QString refusal
        = tr("Tandem changes nothing in it: remove or fix that line (or move the file aside), "
             "then run this step again.");
    const Found &first = markers.constFirst();
    if (first.marker == Marker::End)
        return makeError(
            tr("%1 has a \"%2\" line with no \"%3\" line before it. %4")
                .arg(fileName, QLatin1String(endMarker), QLatin1String(beginMarker), refusal),
            first.line);
    if (markers.size() == 1)
        return makeError(
            tr("%1 has a \"%2\" line but no \"%3\" line after it. %4")
                .arg(fileName, QLatin1String(beginMarker), QLatin1String(endMarker), refusal),
            first.line);
    const Found &second = markers.at(1);
    if (second.marker == Marker::Begin)
        return makeError(tr("%1 has a second \"%2\" line before the first block ends. %3")
                             .arg(fileName, QLatin1String(beginMarker), refusal),
                         second.line);
    if (markers.size() > 2)
        return makeError(tr("%1 has more than one Tandem block. %2").arg(fileName, refusal),
                         markers.at(2).line);
    return Span{first.from, second.to};
}

Result<QByteArray> FabricBlock::without(const QByteArray &file, const QString &fileName)
{
    const auto span = find(file, fileName);
    if (!span)
        return tl::unexpected(span.error());
    if (span->from < 0)
        return file;
    return file.left(span->from) + file.mid(span->to);
}

Result<QByteArray>
FabricBlock::with(const QByteArray &file, const QByteArray &lines, const QString &fileName)
{
    const auto inner = find(lines, QString());
    if (lines.isEmpty() || !inner || inner->from >= 0 || lines.endsWith('\n'))
        return makeError(tr("Tandem's lines for %1 are not a valid block.").arg(fileName));
    const auto span = find(file, fileName);
    if (!span)
        return tl::unexpected(span.error());
    const QByteArray block = QByteArray(beginMarker) + '\n' + lines + '\n' + endMarker + '\n';
    if (span->from < 0)
        return block + file;
    return file.left(span->from) + block + file.mid(span->to);
}

} // namespace Tandem
