// SPDX-License-Identifier: GPL-3.0-or-later
#include "unifieddiff.h"

#include <QList>
#include <QStringList>

#include <vector>

namespace Tandem {

namespace {

// Lines compare with their terminator, so "x" at the end without a newline differs from "x\n".
struct Lines
{
    QStringList lines; // each with its "\n" where it had one
    explicit Lines(const QString &text)
    {
        qsizetype start = 0;
        while (start < text.size()) {
            const qsizetype nl = text.indexOf(QLatin1Char('\n'), start);
            const qsizetype end = nl < 0 ? text.size() : nl + 1;
            lines << text.mid(start, end - start);
            start = end;
        }
    }
};

enum class Op { Equal, Delete, Insert };

struct Edit
{
    Op op;
    qsizetype a; // index into before (Equal, Delete)
    qsizetype b; // index into after (Equal, Insert)
};

constexpr qsizetype kMaxCells = 4 * 1000 * 1000;

QList<Edit> editScript(const QStringList &a, const QStringList &b)
{
    QList<Edit> edits;
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head))
        ++head;
    qsizetype tailA = a.size();
    qsizetype tailB = b.size();
    while (tailA > head && tailB > head && a.at(tailA - 1) == b.at(tailB - 1)) {
        --tailA;
        --tailB;
    }
    for (qsizetype i = 0; i < head; ++i)
        edits.append({Op::Equal, i, i});

    const qsizetype n = tailA - head;
    const qsizetype m = tailB - head;
    if ((n + 1) * (m + 1) > kMaxCells) {
        for (qsizetype i = head; i < tailA; ++i)
            edits.append({Op::Delete, i, -1});
        for (qsizetype j = head; j < tailB; ++j)
            edits.append({Op::Insert, -1, j});
    } else {
        // lcs[i][j]: common subsequence length of a[head+i..] and b[head+j..].
        std::vector<int> lcs(size_t((n + 1) * (m + 1)), 0);
        auto at = [&](qsizetype i, qsizetype j) -> int & { return lcs[size_t(i * (m + 1) + j)]; };
        for (qsizetype i = n - 1; i >= 0; --i) {
            for (qsizetype j = m - 1; j >= 0; --j) {
                at(i, j) = a.at(head + i) == b.at(head + j) ? at(i + 1, j + 1) + 1
                                                            : qMax(at(i + 1, j), at(i, j + 1));
            }
        }
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a.at(head + i) == b.at(head + j)) {
                edits.append({Op::Equal, head + i++, head + j++});
            } else if (j >= m || (i < n && at(i + 1, j) >= at(i, j + 1))) {
                edits.append({Op::Delete, head + i++, -1}); // deletions first, as diff -u does
            } else {
                edits.append({Op::Insert, -1, head + j++});
            }
        }
    }
    for (qsizetype i = tailA, j = tailB; i < a.size(); ++i, ++j)
        edits.append({Op::Equal, i, j});
    return edits;
}

QString range(qsizetype start, qsizetype count)
{
    // 1-based start; an empty range names the line before it, one line omits its count.
    if (count == 0)
        return QString::number(start) + QStringLiteral(",0");
    if (count == 1)
        return QString::number(start + 1);
    return QString::number(start + 1) + QLatin1Char(',') + QString::number(count);
}

void appendLine(QString &out, QChar mark, const QString &line)
{
    out += mark;
    out += line;
    if (!line.endsWith(QLatin1Char('\n')))
        out += QStringLiteral("\n\\ No newline at end of file\n");
}

} // namespace

QString unifiedDiff(const QString &before,
                    const QString &after,
                    const QString &nameBefore,
                    const QString &nameAfter,
                    int context)
{
    if (before == after)
        return {};
    context = qMax(0, context);
    const Lines a(before);
    const Lines b(after);
    const QList<Edit> edits = editScript(a.lines, b.lines);

    QString out;
    out += QStringLiteral("--- ")
           + (nameBefore.isEmpty() ? QStringLiteral("/dev/null") : nameBefore) + QLatin1Char('\n');
    out += QStringLiteral("+++ ") + (nameAfter.isEmpty() ? QStringLiteral("/dev/null") : nameAfter)
           + QLatin1Char('\n');

    qsizetype k = 0;
    const qsizetype total = edits.size();
    while (k < total) {
        // Next change, then extend the hunk while the gap to the following change is small.
        while (k < total && edits.at(k).op == Op::Equal)
            ++k;
        if (k == total)
            break;
        const qsizetype first = qMax<qsizetype>(0, k - context);
        qsizetype last = k; // last changed edit in the hunk
        qsizetype scan = k;
        while (scan < total) {
            if (edits.at(scan).op != Op::Equal) {
                last = scan;
                ++scan;
                continue;
            }
            qsizetype gap = scan;
            while (gap < total && edits.at(gap).op == Op::Equal)
                ++gap;
            if (gap == total || gap - scan > 2 * context)
                break;
            scan = gap;
        }
        const qsizetype end = qMin(total, last + 1 + context);

        // The hunk's start lines: the first edit's index on each side, or where it would be.
        qsizetype startA = 0;
        qsizetype startB = 0;
        qsizetype countA = 0;
        qsizetype countB = 0;
        for (qsizetype e = 0; e < first; ++e) {
            if (edits.at(e).op != Op::Insert)
                ++startA;
            if (edits.at(e).op != Op::Delete)
                ++startB;
        }
        QString body;
        for (qsizetype e = first; e < end; ++e) {
            const Edit &edit = edits.at(e);
            switch (edit.op) {
            case Op::Equal:
                appendLine(body, QLatin1Char(' '), a.lines.at(edit.a));
                ++countA;
                ++countB;
                break;
            case Op::Delete:
                appendLine(body, QLatin1Char('-'), a.lines.at(edit.a));
                ++countA;
                break;
            case Op::Insert:
                appendLine(body, QLatin1Char('+'), b.lines.at(edit.b));
                ++countB;
                break;
            }
        }
        out += QStringLiteral("@@ -") + range(startA, countA) + QStringLiteral(" +")
               + range(startB, countB) + QStringLiteral(" @@\n") + body;
        k = end;
    }
    return out;
}

} // namespace Tandem
