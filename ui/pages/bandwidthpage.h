// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/testspec.h"
#include "pages/checkspage.h"
#include "session/bandwidthrecord.h"

#include <QElapsedTimer>

class QTimer;

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace Tandem::Ui {

struct BandwidthSpecFields;

class BandwidthPlot;
class CopyButton;
class BandwidthTableModel;
class CheckBanner;

// Step 8: pick the tool, the collective and the sizes (and, in the advanced row, the probe's
// backend, the busbw floor and variables of one's own such as NCCL_IB_HCA); see the exact mpirun
// command before it runs; Run and Cancel; busbw charted live and listed in a table as rows (or
// probe samples) arrive; then banners with the transport and the verdict, and the run, transport,
// twins and threshold checks with their evidence. The run itself is the Workflow's.
class BandwidthPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BandwidthPage)

public:
    explicit BandwidthPage(Workflow *workflow, QWidget *parent = nullptr);

    // What the controls ask for (sizes as typed: "8", "64K", "1G").
    [[nodiscard]] TestSpec spec() const;
    [[nodiscard]] BandwidthPlot *plot() const { return m_plot; }
    [[nodiscard]] BandwidthTableModel *rows() const { return m_rows; }
    [[nodiscard]] QPlainTextEdit *commandView() const { return m_command; }
    [[nodiscard]] CheckBanner *transportBanner() const { return m_transportBanner; }
    [[nodiscard]] CheckBanner *verdictBanner() const { return m_verdictBanner; }

protected:
    void retranslate() override;
    void stepFinished() override;
    // A verdict of a run on an earlier verified fabric is shown grey, as history.
    void outOfDateChanged() override;
    // A run that stalled says so, and what to do, instead of "0 of 1 checks done".
    [[nodiscard]] QString runningText(int done, int total) const override;

private:
    void updateCommand();
    void start();
    void cancel();
    void showVerdict();
    // Draws a finished run again (a resumed session's): chart, table and threshold.
    void showRun(const BandwidthRecord &run);
    // The settings fields as one TestSpec (read, and written back for a resumed run).
    [[nodiscard]] BandwidthSpecFields fields() const;
    // Why the typed variables cannot be used, or empty.
    [[nodiscard]] QString environmentError() const;

    QLabel *m_toolLabel = nullptr;
    QComboBox *m_tool = nullptr;
    QLabel *m_opLabel = nullptr;
    QComboBox *m_op = nullptr;
    QLabel *m_sizesLabel = nullptr;
    QLineEdit *m_min = nullptr;
    QLineEdit *m_max = nullptr;
    QSpinBox *m_factor = nullptr;
    QLabel *m_soakLabel = nullptr;
    QSpinBox *m_soak = nullptr;
    QLabel *m_backendLabel = nullptr;
    QComboBox *m_backend = nullptr;
    QLabel *m_thresholdLabel = nullptr;
    QDoubleSpinBox *m_threshold = nullptr;
    QLabel *m_envLabel = nullptr;
    QLineEdit *m_env = nullptr;
    QLabel *m_commandLabel = nullptr;
    QPlainTextEdit *m_command = nullptr;
    CopyButton *m_copyCommand = nullptr;
    QString m_commandText; // what Copy copies: the command alone, empty while it has an error
    CheckBanner *m_transportBanner = nullptr;
    CheckBanner *m_verdictBanner = nullptr;
    BandwidthPlot *m_plot = nullptr;
    BandwidthTableModel *m_rows = nullptr;
    QTableView *m_table = nullptr;
    bool m_cancelRequested = false;
    int m_soakSeconds = 0; // the running soak's length, for the time it has left; 0 otherwise
    // A sweep says how long it has run, every second: a hung one was silent for minutes.
    QTimer *m_clock = nullptr;
    QElapsedTimer m_runTime;
    // Shows the running verdict with the time so far (a sweep) or what is left (a soak).
    void showRunning();
};

} // namespace Tandem::Ui
