// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltestsparser.h"

#include "util/pastedtext.h"

#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QRegularExpression>

#include <climits>
#include <type_traits>

namespace Tandem {

namespace {

constexpr int MaxUnrecognisedWarnings = 20;
constexpr int MaxWarnings = 200;

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// "Mon Nov 30 08:05:44 2026", as mpirun --timestamp-output prints ctime().
bool startsWithCtime(QStringView s)
{
    return s.size() >= 24 && s[3] == u' ' && s[7] == u' ' && s[10] == u' ' && s[13] == u':'
           && s[16] == u':' && s[19] == u' ' && isAsciiDigit(s[20]) && isAsciiDigit(s[23]);
}

// Strips "[1,0]<stdout>:" (mpirun --tag-output), a ctime() in front of it
// (--timestamp-output), and "  0: " (srun --label). Checks characters, not regexes: every line
// goes through here.
QStringView stripLaunchPrefixes(QStringView line)
{
    // Ray and vLLM put the worker in front of what it prints, one or more times:
    // "(EngineCore_DP0 pid=4242) (RayWorkerWrapper pid=4310, ip=10.0.0.2) ".
    while (line.startsWith(u'(')) {
        const qsizetype close = line.indexOf(u')');
        if (close < 0 || close > 200 || !line.first(close).contains(u"pid="))
            break;
        line = line.sliced(close + 1).trimmed();
    }
    if (line.isEmpty())
        return line;
    const QChar first = line.front();
    if (first >= u'A' && first <= u'Z' && startsWithCtime(line)
        && (line.size() > 24 && (line[24] == u'[' || line[24] == u'<'))) {
        line = line.sliced(24);
    }
    if (line.startsWith(u'[')) {
        // [jobid,rank]<stream>:
        qsizetype i = 1;
        while (i < line.size() && isAsciiDigit(line[i]))
            ++i;
        if (i > 1 && i < line.size() && line[i] == u',') {
            const qsizetype comma = i++;
            while (i < line.size() && isAsciiDigit(line[i]))
                ++i;
            if (i > comma + 1 && line.sliced(i).startsWith(u"]<"))
                line = line.sliced(i + 1);
        }
    }
    if (line.startsWith(u"<std")) {
        for (QStringView tag : {u"<stdout>:", u"<stderr>:", u"<stddiag>:"}) {
            if (line.startsWith(tag))
                return line.sliced(tag.size());
        }
    }
    // srun: optional spaces, a task number, ": "
    qsizetype i = 0;
    while (i < line.size() && line[i] == u' ')
        ++i;
    const qsizetype digits = i;
    while (i < line.size() && isAsciiDigit(line[i]))
        ++i;
    if (i > digits && i + 1 < line.size() && line[i] == u':' && line[i + 1] == u' ')
        return line.sliced(i + 2);
    return line;
}

QStringView skipSpaces(QStringView s)
{
    qsizetype i = 0;
    while (i < s.size() && (s[i] == u' ' || s[i] == u'\t'))
        ++i;
    return s.sliced(i);
}

std::optional<bool> okOrFailed(QStringView s)
{
    if (s == u"OK")
        return true;
    if (s == u"FAILED")
        return false;
    return std::nullopt;
}

} // namespace

void NcclTestsParser::warn(const QString &text)
{
    if (m_run.warnings.size() < MaxWarnings)
        m_run.warnings.append(text);
}

void NcclTestsParser::fail(const QString &text)
{
    if (m_partialLine) {
        // The output was cut inside this line: what came before it is still good.
        m_run.complete = false;
        warn(tr("line %1: the output was cut short inside this line, which was dropped (%2)")
                 .arg(m_lineNumber)
                 .arg(text));
        return;
    }
    if (!m_fatal)
        m_fatal = Error{text, m_lineNumber};
}

void NcclTestsParser::addPartialLine(QStringView line)
{
    m_partialLine = true;
    addLine(line);
    m_partialLine = false;
}

void NcclTestsParser::addLine(QStringView rawLine)
{
    if (m_lineNumber >= InputLimits::LogLines) {
        fail(tr("the output has more than %1 lines; Tandem reads no further")
                 .arg(InputLimits::LogLines));
        return;
    }
    ++m_lineNumber;
    const QStringView line = stripLaunchPrefixes(rawLine);
    const QStringView body = skipSpaces(line);
    if (body.isEmpty())
        return; // NCCL puts one before each WARN; nccl-tests one at the very end
    const QChar c = body.front();
    if (c == u'#' || isAsciiDigit(c))
        m_inCommand = false; // nccl-tests' own output ends a pasted command
    if (c == u'#') {
        m_afterGarbledRow = false;
        handleComment(body);
    } else if (isAsciiDigit(c)) {
        handleRowCandidate(line);
    } else {
        m_afterGarbledRow = false;
        handleOther(line);
    }
}

bool NcclTestsParser::isKnownNoise(QStringView line)
{
    const QString text = line.trimmed().toString();
    // The command a user pasted with the output, and its continuation lines ("mpirun ... \").
    if (m_inCommand) {
        m_inCommand = text.endsWith(u'\\');
        return true;
    }
    if (PastedText::isPrompt(text) || text.startsWith(QLatin1String("mpirun "))) {
        m_inCommand = text.endsWith(u'\\');
        return true;
    }
    // X11 forwarding without a display, once per rank; ssh's complaints about other hosts of
    // a hostfile; each is followed by a blank line, which is skipped anyway.
    return text == QLatin1String("Authorization required, but no authorization protocol specified")
           || text.startsWith(QLatin1String("ssh: connect to host "))
           || text.startsWith(QLatin1String("Warning: Permanently added "));
}

void NcclTestsParser::appendRow(NcclRow &&row)
{
    if (const QString problem = ncclRowRangeProblem(row); !problem.isEmpty()) {
        warn(tr("line %1: a result row was dropped because its %2").arg(m_lineNumber).arg(problem));
        return;
    }
    row.line = m_lineNumber;
    row.test = qMax(m_test, 0);
    m_recognised = true;
    m_run.rows.append(std::move(row));
}

void NcclTestsParser::handleRowCandidate(QStringView line)
{
    NcclRow row;
    NcclRowText text;
    auto take = [this, &row, &text]() {
        if (text.type != m_lastType)
            m_lastType = text.type.toString();
        if (text.redop != m_lastRedop)
            m_lastRedop = text.redop.toString();
        row.type = m_lastType;
        row.redop = m_lastRedop;
        if (!text.timestamp.isEmpty())
            row.timestamp = text.timestamp.toString();
        appendRow(std::move(row));
    };
    if (readNcclRow(line, m_layout, &row, &text)) {
        m_afterGarbledRow = false;
        take();
        return;
    }
    qsizetype offset = 0;
    if (NcclLogParser::findLogPrefix(line, &offset)) {
        m_log.addLine(line.sliced(offset));
        const QStringView before = line.first(offset);
        if (skipSpaces(before).isEmpty())
            return; // a log line whose host name starts with a digit
        row = NcclRow();
        if (readNcclRow(before, m_layout, &row, &text)) {
            m_afterGarbledRow = false;
            take();
            return;
        }
        m_afterGarbledRow = true;
        warn(tr("line %1: a result row was cut by NCCL log output and was dropped: %2")
                 .arg(m_lineNumber)
                 .arg(before.trimmed().left(200)));
        return;
    }
    if (m_afterGarbledRow) {
        // The rest of a row that a log line interrupted on the line before.
        m_afterGarbledRow = false;
        warn(tr("line %1: the rest of a result row cut by NCCL log output was dropped: %2")
                 .arg(m_lineNumber)
                 .arg(line.trimmed().left(200)));
        return;
    }
    fail(tr("this line looks like a result row but cannot be read: %1")
             .arg(line.trimmed().left(200)));
}

void NcclTestsParser::handleOther(QStringView line)
{
    qsizetype offset = 0;
    if (NcclLogParser::findLogPrefix(line, &offset)) {
        m_log.addLine(line.sliced(offset));
        const QStringView before = line.first(offset).trimmed();
        if (!before.isEmpty()) {
            warn(tr("line %1: text in front of an NCCL log line was dropped: %2")
                     .arg(m_lineNumber)
                     .arg(before.left(200)));
        }
        return;
    }
    if (handleTestError(line))
        return;
    if (isKnownNoise(line))
        return;
    ++m_run.unrecognisedLines;
    if (m_run.unrecognisedLines <= MaxUnrecognisedWarnings) {
        warn(
            tr("line %1: unrecognised output: %2").arg(m_lineNumber).arg(line.trimmed().left(200)));
    }
}

bool NcclTestsParser::handleTestError(QStringView line)
{
    if (!line.contains(u": Test "))
        return false;
    // src/common.h: "<host>: Test NCCL failure f:l '...'", "<host>: Test CUDA failure ...",
    // "<host>: Test timeout (Ns) f:l", " .. <host> pid <pid>: Test failure f:l".
    static const QRegularExpression re(QStringLiteral(
        R"(^\s*(?:\.\. )?\S+(?: pid \d+)?: Test (?:NCCL failure|CUDA failure|failure|timeout \(\d+s\)) )"));
    if (!re.match(line).hasMatch())
        return false;
    m_recognised = true;
    m_run.errors.append(line.trimmed().toString());
    return true;
}

void NcclTestsParser::handleComment(QStringView line)
{
    // Dispatch on the text after "# ", so only the rare header and trailer lines see a regex.
    const QStringView text = skipSpaces(line.sliced(1));
    if (text.isEmpty())
        return;
    switch (text.front().unicode()) {
    case u'n':
        if (text.startsWith(u"nccl-tests version ")) {
            static const QRegularExpression re(QStringLiteral(
                R"(^nccl-tests version (\S+)(?: \(([0-9a-f]+)\))? nccl-headers=(\d+) nccl-library=(\d+)\s*$)"));
            const auto m = re.match(text);
            if (m.hasMatch()) {
                m_recognised = true;
                if (m_run.testsVersion.isEmpty()) {
                    m_run.testsVersion = m.captured(1);
                    m_run.gitHash = m.captured(2);
                    // toInt gives 0, "unknown", for a number too large for an int.
                    m_run.headersVersion = m.capturedView(3).toInt();
                    m_run.libraryVersion = m.capturedView(4).toInt();
                }
            }
        } else if (text.startsWith(u"nThread ")) {
            static const QRegularExpression re(QStringLiteral(
                R"(^nThread (\d+) nGpus (\d+) minBytes (\d+) maxBytes (\d+) step: (\d+)\((factor|bytes)\) warmup iters: (\d+) iters: (\d+)(?: agg iters: (\d+))? validation: (\d+)(?: graph: (\d+))?(?: unalign: (\d+))?)"));
            const auto m = re.match(text);
            if (!m.hasMatch() || m_run.threads >= 0)
                return;
            m_recognised = true;
            // A number too large for its field leaves the field unset (-1), with a warning.
            auto num = [this, &m](int i, auto fallback) {
                using T = decltype(fallback);
                if (!m.capturedLength(i))
                    return fallback;
                bool ok = false;
                const qint64 value = m.capturedView(i).toLongLong(&ok);
                const qint64 max
                    = std::is_same_v<T, int> ? qint64(INT_MAX) : InputLimits::MessageBytes;
                if (!ok || value > max) {
                    warn(tr("line %1: the parameter %2 is out of range and was ignored")
                             .arg(m_lineNumber)
                             .arg(m.capturedView(i).left(40)));
                    return T(-1);
                }
                return T(value);
            };
            m_run.threads = num(1, 0);
            m_run.gpusPerThread = num(2, 0);
            m_run.minBytes = num(3, qint64(0));
            m_run.maxBytes = num(4, qint64(0));
            (m.capturedView(6) == u"factor" ? m_run.stepFactor : m_run.stepBytes)
                = num(5, qint64(0));
            m_run.warmupIters = num(7, 0);
            m_run.iters = num(8, 0);
            m_run.aggIters = num(9, -1);
            m_run.validation = num(10, -1);
            m_run.graph = num(11, -1);
        }
        return;
    case u'C':
        if (text.startsWith(u"Collective test starting: ")) {
            m_recognised = true;
            ++m_test;
            m_run.complete = false;
            if (m_run.collective.isEmpty())
                m_run.collective = text.sliced(26).trimmed().toString();
        } else if (text.startsWith(u"Collective test concluded: ")) {
            m_recognised = true;
            m_run.complete = true;
        }
        return;
    case u'R':
        if (text.startsWith(u"Rank ")) {
            static const QRegularExpression re(QStringLiteral(
                R"(^Rank\s+(\d+)(?:\s+Group\s+(\d+))?\s+Pid\s+(\d+)\s+on\s+(\S+)\s+device\s+(\d+)\s+\[([^\]]+)\]\s+(.*?)\s*$)"));
            const auto m = re.match(text);
            if (!m.hasMatch() || m_test > 0)
                return; // later tests of one log list the same devices again
            m_recognised = true;
            NcclRank rank;
            bool okRank = false, okPid = false, okDevice = false, okGroup = true;
            rank.rank = m.capturedView(1).toInt(&okRank);
            if (m.capturedLength(2))
                rank.group = m.capturedView(2).toInt(&okGroup);
            rank.pid = m.capturedView(3).toLongLong(&okPid);
            rank.device = m.capturedView(5).toInt(&okDevice);
            if (!okRank || !okGroup || !okPid || !okDevice) {
                warn(tr("line %1: a device line with a number out of range was ignored")
                         .arg(m_lineNumber));
                return;
            }
            if (m_rankNumbers.contains(rank.rank))
                return;
            m_rankNumbers.insert(rank.rank);
            rank.host = m.captured(4);
            rank.busId = m.captured(6);
            rank.gpu = m.captured(7);
            m_run.ranks.append(rank);
        } else if (text.startsWith(u"Reducing maxBytes")) {
            warn(tr("line %1: nccl-tests reduced the largest size because of GPU memory: %2")
                     .arg(m_lineNumber)
                     .arg(text.trimmed()));
        }
        return;
    case u's':
        if (auto layout = NcclRowLayout::fromHeader(line)) {
            m_recognised = true;
            m_layout = *layout;
            m_run.cpuTime = layout->cpuTime;
        } else if (text.startsWith(u"skipping json output")) {
            warn(tr("line %1: %2").arg(m_lineNumber).arg(text.trimmed()));
        }
        return;
    case u'O':
        if (text.startsWith(u"Out of bounds values")) {
            static const QRegularExpression re(
                QStringLiteral(R"(^Out of bounds values\s*:\s*(\d+)\s+(OK|FAILED)\s*$)"));
            const auto m = re.match(text);
            if (m.hasMatch()) {
                m_recognised = true;
                bool ok = false;
                const qint64 count = m.capturedView(1).toLongLong(&ok);
                if (!ok || count > InputLimits::MessageBytes) {
                    warn(tr("line %1: the count of out-of-bounds values is out of range and "
                            "was ignored")
                             .arg(m_lineNumber));
                    return;
                }
                m_run.outOfBounds = count;
                m_run.outOfBoundsOk = okOrFailed(m.capturedView(2));
            }
        }
        return;
    case u'A':
        if (text.startsWith(u"Avg bus bandwidth")) {
            static const QRegularExpression re(
                QStringLiteral(R"(^Avg bus bandwidth\s*:\s*(\S+)\s*(OK|FAILED)?\s*$)"));
            const auto m = re.match(text);
            bool ok = false;
            const double value = m.hasMatch() ? m.capturedView(1).toDouble(&ok) : 0;
            if (ok && !isMeasureWithin(value, InputLimits::BandwidthGBps)) {
                m_recognised = true;
                warn(tr("line %1: the average bus bandwidth %2 is out of range and was ignored")
                         .arg(m_lineNumber)
                         .arg(m.capturedView(1).left(40)));
            } else if (ok || m.capturedView(1) == u"nan") {
                m_recognised = true;
                m_run.avgBusbw = ok ? value : qQNaN();
                m_run.avgBusbwOk = okOrFailed(m.capturedView(2));
            }
        }
        return;
    case u'e':
        if (text.startsWith(u"error:")) {
            m_recognised = true;
            const QStringView message = text.sliced(6).trimmed();
            if (!message.isEmpty())
                m_run.errors.append(message.toString());
        }
        return;
    default: return; // banner, units, "Using devices", Blocking/Per-Iteration/Parallel Init, ...
    }
}

Result<NcclTestsRun> NcclTestsParser::finish() const
{
    if (m_fatal)
        return tl::unexpected(*m_fatal);
    if (!m_recognised) {
        return makeError(tr("this is not nccl-tests output: it has no nccl-tests header and "
                            "no result rows"));
    }
    NcclTestsRun run = m_run;
    run.transport = m_log.summary();
    run.ncclVersion = run.transport.ncclVersion;
    if (run.unrecognisedLines > MaxUnrecognisedWarnings) {
        run.warnings.append(tr("%n more unrecognised line(s) not listed",
                               nullptr,
                               run.unrecognisedLines - MaxUnrecognisedWarnings));
    }
    return run;
}

Result<NcclTestsRun> NcclTestsParser::parse(const QByteArray &raw)
{
    if (const auto tooLarge
        = checkInputSize(raw.size(), InputLimits::LogBytes, tr("the nccl-tests output")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(raw);
    if (!lines)
        return tl::unexpected(lines.error());
    // splitTextLines drops the line ending, so whether the last line was whole is told here.
    const bool cutShort = !raw.isEmpty() && !raw.endsWith('\n');
    NcclTestsParser parser;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        if (cutShort && i + 1 == lines->size())
            parser.addPartialLine(lines->at(i));
        else
            parser.addLine(lines->at(i));
    }
    return parser.finish();
}

} // namespace Tandem
