// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace Tandem::Ui {

class CopyButton;

// Shows one check in full below a check list: its detail, the fix, and the evidence (every
// command run on which node, its exit status and its output), so an admin can see exactly
// what Tandem did and saw.
class EvidenceDrawer final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EvidenceDrawer)

public:
    explicit EvidenceDrawer(QWidget *parent = nullptr);

    void showCheck(const Check &check);
    void clear();

    // The evidence as plain text, as the drawer shows it (also used for copying).
    [[nodiscard]] static QString evidenceText(const Check &check);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    void retranslate();
    // Asks for the height the wrapped detail and fix need at the current width. The drawer sits
    // in a splitter, which gives heights without asking labels (heightForWidth), so a long
    // message (a changed host key) was cut until the user dragged the splitter.
    void fitLabels();

    QLabel *m_detail = nullptr;
    QLabel *m_fix = nullptr;
    QPlainTextEdit *m_evidence = nullptr;
    CopyButton *m_copyFix = nullptr;
    Check m_check;
};

} // namespace Tandem::Ui
