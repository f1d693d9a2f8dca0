// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccllogparser.h"
#include "nccltestsrow.h"
#include "nccltestsrun.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QStringView>

#include <optional>

namespace Tandem {

// Reads the stdout of an nccl-tests binary (all_gather_perf, all_reduce_perf, ...) of any
// version since 2.13, line by line, so a caller can chart rows while the run is still going.
// NCCL_DEBUG log lines mixed into the output, even inside a row, go to an NcclLogParser and
// end up in NcclTestsRun::transport. mpirun --tag-output/--timestamp-output and srun prefixes
// are stripped. Not thread-safe; one instance per run.
class NcclTestsParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NcclTestsParser)

public:
    // Feeds the next line, without its line ending. After InputLimits::LogLines lines the
    // parser fails (util/checkednumbers.h) and reads no more.
    void addLine(QStringView line);

    // Feeds a last line that had no line ending because the output was cut short. It is kept
    // when it reads as a whole line; a row cut in the middle is dropped with a warning (the
    // rows before it stay) and the run is marked incomplete, instead of failing the run.
    void addPartialLine(QStringView line);

    // Rows read so far, in input order.
    [[nodiscard]] const QList<NcclRow> &rows() const { return m_run.rows; }

    // True once a line made the input unusable (a data row that cannot be read); finish()
    // then returns that error. Later lines are still read, so rows() keeps growing.
    [[nodiscard]] bool hasFailed() const { return m_fatal.has_value(); }

    // The run so far, or an error when the input was not nccl-tests output or held a broken
    // row. A run without its trailer is returned with complete == false.
    [[nodiscard]] Result<NcclTestsRun> finish() const;

    // Whole output at once; binary or invalid UTF-8 input is an error naming the line, and so
    // is input larger than InputLimits::LogBytes. A last line without a line ending goes
    // through addPartialLine().
    [[nodiscard]] static Result<NcclTestsRun> parse(const QByteArray &raw);

private:
    void handleComment(QStringView line);
    void handleRowCandidate(QStringView line);
    void handleOther(QStringView line);
    bool handleTestError(QStringView line);
    // Lines users' pastes carry that are not nccl-tests' (prompts, the command, X11 and ssh
    // complaints): dropped without a warning.
    bool isKnownNoise(QStringView line);
    void appendRow(NcclRow &&row);
    void warn(const QString &text);
    void fail(const QString &text);

    NcclTestsRun m_run;
    NcclLogParser m_log;
    NcclRowLayout m_layout;
    std::optional<Error> m_fatal;
    QSet<int> m_rankNumbers; // ranks already in m_run.ranks, so a rank list costs linear time
    QString m_lastType;      // shared between rows so 1e6 rows do not hold 1e6 copies of "float"
    QString m_lastRedop;
    int m_lineNumber = 0;
    int m_test = -1;           // index of the current "# Collective test starting" block
    bool m_recognised = false; // saw a header, trailer, row or nccl-tests error line
    bool m_afterGarbledRow = false;
    bool m_partialLine = false; // inside addPartialLine()
    bool m_inCommand = false;   // after a pasted command line that ends in a backslash
};

} // namespace Tandem
