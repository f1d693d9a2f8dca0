// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltestsrow.h"

#include "util/checkednumbers.h"

#include <QCoreApplication>

#include <charconv>
#include <climits>

namespace Tandem {

namespace {

constexpr int MaxTokens = 64;

// Splits on spaces and tabs into `tokens`; returns the count, or -1 past MaxTokens.
int tokenize(QStringView line, std::array<QStringView, MaxTokens> &tokens)
{
    int n = 0;
    const QChar *p = line.data();
    const QChar *end = p + line.size();
    while (p < end) {
        while (p < end && (*p == u' ' || *p == u'\t'))
            ++p;
        if (p == end)
            break;
        const QChar *start = p;
        while (p < end && *p != u' ' && *p != u'\t')
            ++p;
        if (n == MaxTokens)
            return -1;
        tokens[n++] = QStringView(start, p - start);
    }
    return n;
}

// ASCII copy for std::from_chars; false for anything long or non-ASCII.
bool toAscii(QStringView tok, char (&buf)[48], qsizetype *len)
{
    if (tok.isEmpty() || tok.size() >= qsizetype(sizeof buf))
        return false;
    for (qsizetype i = 0; i < tok.size(); ++i) {
        const char16_t c = tok[i].unicode();
        if (c > 127)
            return false;
        buf[i] = char(c);
    }
    *len = tok.size();
    return true;
}

bool toInt64(QStringView tok, qint64 *out)
{
    char buf[48];
    qsizetype len = 0;
    if (!toAscii(tok, buf, &len))
        return false;
    const auto [ptr, ec] = std::from_chars(buf, buf + len, *out);
    return ec == std::errc() && ptr == buf + len;
}

// A number as nccl-tests prints it: "49692.8", "1.2e+07", "1e+06", "nan", "-inf".
bool toDouble(QStringView tok, double *out)
{
    char buf[48];
    qsizetype len = 0;
    if (!toAscii(tok, buf, &len))
        return false;
    const auto [ptr, ec] = std::from_chars(buf, buf + len, *out, std::chars_format::general);
    return ec == std::errc() && ptr == buf + len;
}

// A number, or N/A (-c 0, in-place alltoall) as nullopt.
bool readMeasure(const std::array<QStringView, MaxTokens> &tokens,
                 int index,
                 std::optional<double> *out)
{
    if (index < 0) {
        out->reset();
        return true;
    }
    const QStringView tok = tokens[index];
    if (tok == u"N/A") {
        out->reset();
        return true;
    }
    double value = 0;
    if (!toDouble(tok, &value))
        return false;
    *out = value;
    return true;
}

bool isWord(QStringView tok)
{
    return !tok.isEmpty() && tok.front().isLetter();
}

bool isDate(QStringView tok) // 2026-11-30
{
    return tok.size() == 10 && tok[4] == u'-' && tok[7] == u'-' && tok[0].isDigit();
}

bool isClock(QStringView tok) // 08:05:44
{
    return tok.size() == 8 && tok[2] == u':' && tok[5] == u':' && tok[0].isDigit();
}

} // namespace

std::optional<NcclRowLayout> NcclRowLayout::fromHeader(QStringView line)
{
    line = line.trimmed();
    if (!line.startsWith(u'#'))
        return std::nullopt;
    std::array<QStringView, MaxTokens> tokens;
    const int n = tokenize(line.sliced(1), tokens);
    if (n < 2 || tokens[0] != u"size")
        return std::nullopt;

    NcclRowLayout layout;
    layout.parsedHeader = true;
    layout.count = layout.type = layout.redop = layout.root = -1;
    layout.time = layout.algbw = layout.busbw = layout.wrong = {-1, -1};
    int times = 0, algbws = 0, busbws = 0, wrongs = 0;
    int column = 0;
    for (int i = 0; i < n; ++i) {
        const QStringView name = tokens[i];
        if (name == u"timestamp") {
            layout.timestamp = true; // printed last, as two tokens
            continue;
        }
        if (name == u"size")
            layout.size = column;
        else if (name == u"count")
            layout.count = column;
        else if (name == u"type")
            layout.type = column;
        else if (name == u"redop")
            layout.redop = column;
        else if (name == u"root")
            layout.root = column;
        else if ((name == u"time" || name == u"cputime") && times < 2) {
            layout.cpuTime = layout.cpuTime || name == u"cputime";
            layout.time[times++] = column;
        } else if (name == u"algbw" && algbws < 2)
            layout.algbw[algbws++] = column;
        else if (name == u"busbw" && busbws < 2)
            layout.busbw[busbws++] = column;
        else if (name == u"#wrong" && wrongs < 2)
            layout.wrong[wrongs++] = column;
        // Anything else ("error" before 2.13, -I's i_min/i_max/...) is skipped by position.
        ++column;
    }
    layout.columns = column;
    if (layout.count < 0 || times == 0 || busbws == 0)
        return std::nullopt;
    return layout;
}

bool readNcclRow(QStringView line, const NcclRowLayout &layout, NcclRow *row, NcclRowText *text)
{
    std::array<QStringView, MaxTokens> tokens;
    const int n = tokenize(line, tokens);
    bool timestamp = layout.timestamp;
    if (!layout.parsedHeader && n == layout.columns + 2)
        timestamp = true; // no header seen: allow -S rows, checked below
    if (n != layout.columns + (timestamp ? 2 : 0))
        return false;
    if (timestamp) {
        const QStringView date = tokens[layout.columns];
        const QStringView clock = tokens[layout.columns + 1];
        if (!isDate(date) || !isClock(clock))
            return false;
        text->timestamp = QStringView(date.data(), clock.data() + clock.size() - date.data());
    } else {
        text->timestamp = {};
    }

    if (!toInt64(tokens[layout.size], &row->bytes) || row->bytes < 0)
        return false;
    if (!toInt64(tokens[layout.count], &row->count) || row->count < 0)
        return false;
    text->type = layout.type >= 0 ? tokens[layout.type] : QStringView();
    text->redop = layout.redop >= 0 ? tokens[layout.redop] : QStringView();
    if ((layout.type >= 0 && !isWord(text->type)) || (layout.redop >= 0 && !isWord(text->redop)))
        return false;
    row->root = -1;
    if (layout.root >= 0) {
        qint64 root = 0;
        if (!toInt64(tokens[layout.root], &root) || root < -1 || root > INT_MAX)
            return false;
        row->root = int(root);
    }
    NcclPlacement *placements[2] = {&row->outOfPlace, &row->inPlace};
    for (int p = 0; p < 2; ++p) {
        NcclPlacement *pl = placements[p];
        if (!readMeasure(tokens, layout.time[p], &pl->timeUs)
            || !readMeasure(tokens, layout.algbw[p], &pl->algbw)
            || !readMeasure(tokens, layout.busbw[p], &pl->busbw)
            || !readMeasure(tokens, layout.wrong[p], &pl->wrong))
            return false;
    }
    return true;
}

QString ncclRowRangeProblem(const NcclRow &row)
{
    const auto text = [](const char *what, double value) {
        return QCoreApplication::translate("Tandem::NcclRow", "%1 %2 is out of range")
            .arg(QLatin1String(what), QString::number(value, 'g', 6));
    };
    if (row.bytes < 0 || row.bytes > InputLimits::MessageBytes)
        return text("size", double(row.bytes));
    if (row.count < 0 || row.count > InputLimits::MessageBytes)
        return text("count", double(row.count));
    for (const NcclPlacement *p : {&row.outOfPlace, &row.inPlace}) {
        const std::pair<const char *, std::pair<const std::optional<double> *, double>> measures[]
            = {{"time", {&p->timeUs, InputLimits::TimeUs}},
               {"algbw", {&p->algbw, InputLimits::BandwidthGBps}},
               {"busbw", {&p->busbw, InputLimits::BandwidthGBps}},
               {"#wrong", {&p->wrong, InputLimits::WrongCount}}};
        for (const auto &[name, measure] : measures) {
            const auto &[value, max] = measure;
            if (*value && !isMeasureWithin(**value, max))
                return text(name, **value);
        }
    }
    return {};
}

} // namespace Tandem
