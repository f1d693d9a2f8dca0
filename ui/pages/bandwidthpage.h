// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/testspec.h"
#include "pages/checkspage.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace Tandem::Ui {

class BandwidthPlot;

// Step 8: pick the tool, the collective and the sizes; see the exact mpirun command before it
// runs; Run and Cancel; busbw charted live as rows (or probe samples) arrive; then the run,
// transport and threshold checks with their evidence. The run itself is the Workflow's.
class BandwidthPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BandwidthPage)

public:
    explicit BandwidthPage(Workflow *workflow, QWidget *parent = nullptr);

    // What the controls ask for (sizes as typed: "8", "64K", "1G").
    [[nodiscard]] TestSpec spec() const;
    [[nodiscard]] BandwidthPlot *plot() const { return m_plot; }
    [[nodiscard]] QPlainTextEdit *commandView() const { return m_command; }


protected:
    void retranslate() override;
    void stepFinished() override;

private:
    void updateCommand();
    void start();

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
    QLabel *m_commandLabel = nullptr;
    QPlainTextEdit *m_command = nullptr;
    BandwidthPlot *m_plot = nullptr;
};

} // namespace Tandem::Ui
