// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/doctorrecord.h"
#include "pages/checkspage.h"
#include "steps/doctor/doctoroptions.h"

class QCheckBox;
class QLineEdit;
class QProgressBar;
class QTabWidget;
class QTableView;

namespace Tandem::Ui {

class CheckBanner;

class FindingSection;
class LinkHeatmap;
class ParityTableModel;
class RepairProgress;

// Step 9, the Doctor: runs Workflow::runDoctor, shows its progress, then what it found, grouped
// by who can act (Tandem's Repair, the admin's decision, hands on the hardware), the link
// heatmap with every run's band, and the parity table of what must match across the nodes.
// Everything shown comes from the session (WorkflowState::doctor): after a run and after a
// saved session is resumed alike. Repair asks first, then calls Workflow::runRepair.
class DoctorPage final : public ChecksPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorPage)

public:
    explicit DoctorPage(Workflow *workflow, QWidget *parent = nullptr);

    [[nodiscard]] FindingSection *section(FindingGroup group) const;
    [[nodiscard]] LinkHeatmap *heatmap() const { return m_heatmap; }
    [[nodiscard]] ParityTableModel *parityModel() const { return m_parityModel; }
    [[nodiscard]] QTableView *parityView() const { return m_parityView; }
    [[nodiscard]] QCheckBox *onlyDifferences() const { return m_onlyDifferences; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] QPushButton *repairButton() const;
    [[nodiscard]] QProgressBar *progressBar() const { return m_progress; }
    [[nodiscard]] RepairProgress *repairProgress() const { return m_repairProgress; }
    // The options the next run takes from the page.
    [[nodiscard]] DoctorOptions options() const;

    enum Tab { FindingsTab, LinksTab, ParityTab };

protected:
    void changeEvent(QEvent *event) override;
    void retranslate() override;
    void stepFinished() override;
    void outOfDateChanged() override;
    [[nodiscard]] QString runningText(int done, int total) const override;

private:
    void fill(const DoctorRecord &record);
    void showProgress(int done, int total);
    void updateRepair();
    void confirmRepair();
    void retitleTabs();
    void fitParityColumns();
    bool eventFilter(QObject *watched, QEvent *event) override;

    QCheckBox *m_links = nullptr;
    QCheckBox *m_nccl = nullptr;
    QLabel *m_pythonLabel = nullptr;
    QLineEdit *m_python = nullptr;
    QProgressBar *m_progress = nullptr;
    RepairProgress *m_repairProgress = nullptr;
    QLabel *m_result = nullptr;
    CheckBanner *m_allClear = nullptr; // a run that found nothing, in one line
    QTabWidget *m_tabs = nullptr;
    QList<FindingSection *> m_sections; // in FindingGroup order
    LinkHeatmap *m_heatmap = nullptr;
    QLabel *m_parityEmpty = nullptr;
    QCheckBox *m_onlyDifferences = nullptr;
    ParityTableModel *m_parityModel = nullptr;
    QTableView *m_parityView = nullptr;
    int m_done = 0;
    int m_total = 0;
};

} // namespace Tandem::Ui
