// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/finding.h"

#include <QFrame>

class QFormLayout;
class QLabel;
class QPushButton;
class QTextEdit;
class QToolButton;

namespace Tandem {
struct NodeScan;
}

namespace Tandem::Ui {

class CopyButton;

class RearPanelWidget;

// One Doctor finding: its severity as a word and an icon (never colour alone), its title, and
// the nodes and interface it is about; expanded, the evidence (monospace, wrapped, never in a
// scroll bar of its own: its first lines with "Show all" where it is long), the cause,
// the fix with a Copy button, and the source of the knowledge. A finding about a rear-panel port
// also shows the drawing with that port outlined, in the finding's colour (red for a failure,
// amber for a warning) rather than as the scan alone would colour it. Shows; never acts. GUI
// thread only.
class FindingCard final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingCard)

public:
    explicit FindingCard(QWidget *parent = nullptr);

    // `scan`: the first node's scan, whose ConnectX ports colour the drawing (none: not known);
    // `drawPanel`: whether that node's rear panel is the one Tandem draws (NVIDIA's box).
    void setFinding(const Finding &finding, const NodeScan *scan = nullptr, bool drawPanel = true);
    [[nodiscard]] const Finding &finding() const { return m_finding; }
    void setExpanded(bool expanded);
    [[nodiscard]] bool isExpanded() const;

    [[nodiscard]] QString severityText() const;
    [[nodiscard]] QString headerText() const; // "Fail: <title>", as a screen reader hears it
    [[nodiscard]] QToolButton *toggleButton() const { return m_toggle; }
    [[nodiscard]] CopyButton *copyButton() const { return m_copy; }
    [[nodiscard]] QTextEdit *evidenceView() const { return m_evidence; }
    // "Show all N lines" under evidence longer than maxEvidenceLines; hidden otherwise.
    [[nodiscard]] QPushButton *moreEvidenceButton() const { return m_moreEvidence; }
    // Whether all the evidence is shown, not only its first lines.
    [[nodiscard]] bool showsAllEvidence() const;

    // Evidence longer than this shows its first lines and a button for the rest.
    static constexpr int maxEvidenceLines = 12;
    // The drawing, shown only for a finding with a port; never null.
    [[nodiscard]] RearPanelWidget *rearPanel() const { return m_panel; }

    [[nodiscard]] static QString severityWord(FindingSeverity severity);
    [[nodiscard]] static QString severityIconPath(FindingSeverity severity);

Q_SIGNALS:
    void expandedChanged(bool expanded);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void styleSeverity();
    void fitEvidence();
    void showEvidence();

    Finding m_finding;
    QToolButton *m_toggle = nullptr;
    QLabel *m_icon = nullptr;
    QLabel *m_severity = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_where = nullptr;
    QWidget *m_details = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_evidenceLabel = nullptr;
    QTextEdit *m_evidence = nullptr;
    QPushButton *m_moreEvidence = nullptr;
    bool m_allEvidence = false;
    QLabel *m_causeLabel = nullptr;
    QLabel *m_cause = nullptr;
    QLabel *m_fixLabel = nullptr;
    QLabel *m_fix = nullptr;
    CopyButton *m_copy = nullptr;
    QLabel *m_sourceLabel = nullptr;
    QLabel *m_source = nullptr;
    QLabel *m_portLabel = nullptr;
    QLabel *m_portCaption = nullptr;
    RearPanelWidget *m_panel = nullptr;
    bool m_drawPanel = true;
};

} // namespace Tandem::Ui
