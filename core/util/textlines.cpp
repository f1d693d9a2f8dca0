// SPDX-License-Identifier: GPL-3.0-or-later
#include "textlines.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace Tandem {

Result<QStringList> splitTextLines(const QByteArray &raw)
{
    QStringList lines;
    qsizetype start = 0;
    int lineNumber = 0;
    while (start < raw.size()) {
        qsizetype end = raw.indexOf('\n', start);
        if (end < 0)
            end = raw.size();
        ++lineNumber;
        QByteArrayView bytes(raw.constData() + start, end - start);
        if (bytes.endsWith('\r'))
            bytes.chop(1);
        if (bytes.contains('\0')) {
            return makeError(
                QCoreApplication::translate("Tandem::TextLines", "the output contains binary data"),
                lineNumber);
        }
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        QString text = decoder.decode(bytes);
        if (decoder.hasError()) {
            return makeError(QCoreApplication::translate("Tandem::TextLines",
                                                         "the output is not valid UTF-8 text"),
                             lineNumber);
        }
        lines.append(std::move(text));
        start = end + 1;
    }
    return lines;
}

} // namespace Tandem
